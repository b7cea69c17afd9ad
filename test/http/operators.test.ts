// Operators as people (docs/operator-guide.md#operators-are-people) through real HTTP: operators and their tokens, disabled operators and revoked tokens
// refused, console sessions that belong to an operator, and the actor every change records.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startSeededServer, type SeededAccount } from "../helpers/fixtures.js";
import { createOrder } from "../helpers/orders.js";
import { ADMIN_TOKEN, type TestServer } from "../helpers/server.js";

let server: TestServer;
let acme: SeededAccount;
let counter = 0;
const admin = (path: string, body: unknown, token = ADMIN_TOKEN) => server.post(`/v1/admin/${path}`, body, token);
const uniqueName = (base: string) => `${base} ${process.pid}-${++counter}`;

beforeAll(async () => ({ server, acme } = await startSeededServer()));
afterAll(() => server.close());

/** A new operator with a working token. */
async function operatorWithToken(base = "Pat") {
  const name = uniqueName(base);
  const created = await admin("operators/create", { name, email: "pat@example.com" });
  expect(created.body, JSON.stringify(created.body)).toMatchObject({ status: "success" });
  const operatorId = created.body.data.operator_id as string;
  const token = await admin("operator-tokens/create", { operator_id: operatorId });
  return { operatorId, name, token: token.body.data.token as string, tokenId: token.body.data.token_id as string };
}

describe("operators/create and list", () => {
  it("creates an operator; the list has admin first and the new one with their tokens", async () => {
    const name = uniqueName("Sam");
    const res = await admin("operators/create", { name, email: "sam@example.com" });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ status: "success", message: "Operator created successfully", data: { operator_id: expect.stringMatching(/^op_/), name, email: "sam@example.com" } });
    const list = await admin("operators/list", {});
    expect(list.body.data.operators[0]).toMatchObject({ operator_id: "op_admin", name: "admin", disabled: false });
    expect(list.body.data.operators.find((o: { operator_id: string }) => o.operator_id === res.body.data.operator_id)).toEqual({
      operator_id: res.body.data.operator_id,
      name,
      email: "sam@example.com",
      disabled: false,
      created_at: expect.any(String),
      updated_at: expect.any(String),
      tokens: [],
    });
  });

  it("refuses a name another operator has, whatever its case (409 operator_name_taken)", async () => {
    const name = uniqueName("Kim");
    await admin("operators/create", { name });
    const res = await admin("operators/create", { name: name.toUpperCase() });
    expect(res.status).toBe(409);
    expect(res.body.data.errors).toEqual([{ path: "name", code: "operator_name_taken", message: expect.stringContaining(name) }]);
    expect((await admin("operators/create", { name: "ADMIN" })).status).toBe(409);
  });

  it("refuses malformed bodies with the field's path", async () => {
    const cases: [unknown, string, string][] = [
      [{}, "name", "required"],
      [{ name: "" }, "name", "required"],
      [{ name: "   " }, "name", "invalid_format"],
      [{ name: "Lee", email: "not-an-address" }, "email", "invalid_format"],
      [{ name: "Lee", role: "boss" }, "role", "unknown_field"],
    ];
    for (const [body, path, code] of cases) {
      const res = await admin("operators/create", body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body.data.errors, JSON.stringify(body)).toContainEqual(expect.objectContaining({ path, code }));
    }
    expect((await admin("operators/list", { cursor: "x" })).status).toBe(400);
  });

  it("needs an operator token: none 401, an account token 403", async () => {
    for (const path of ["operators/create", "operators/list", "operators/update", "operator-tokens/create", "operator-tokens/revoke"]) {
      expect((await server.post(`/v1/admin/${path}`, {})).status, path).toBe(401);
      expect((await server.post(`/v1/admin/${path}`, {}, acme.token)).status, path).toBe(403);
    }
  });
});

describe("operator tokens", () => {
  it("a new operator's token works on /v1/admin and is shown once, stored hashed", async () => {
    const pat = await operatorWithToken();
    expect(pat.token).toMatch(/^podop_/);
    expect((await admin("operators/list", {}, pat.token)).status).toBe(200);
    const listed = (await admin("operators/list", {})).body.data.operators.find((o: { operator_id: string }) => o.operator_id === pat.operatorId);
    expect(listed.tokens).toEqual([{ token_id: pat.tokenId, name: null, created_at: expect.any(String), revoked_at: null, last_used_at: expect.any(String) }]);
    expect(JSON.stringify(listed)).not.toContain(pat.token);
    const stored = await server.database.db.selectFrom("tokens").select(["token_hash", "operator_id", "role"]).where("id", "=", pat.tokenId).executeTakeFirstOrThrow();
    expect(stored).toEqual({ token_hash: expect.stringMatching(/^[0-9a-f]{64}$/), operator_id: pat.operatorId, role: "operator" });
  });

  it("create refuses an unknown operator (404) and malformed bodies (400)", async () => {
    const unknown = await admin("operator-tokens/create", { operator_id: "op_nobody" });
    expect(unknown.status).toBe(404);
    expect(unknown.body.data.errors).toEqual([{ path: "operator_id", code: "operator_not_found", message: "no operator with that id" }]);
    expect((await admin("operator-tokens/create", {})).body.data.errors[0]).toMatchObject({ path: "operator_id", code: "required" });
    expect((await admin("operator-tokens/create", { operator_id: "op_admin", scopes: [] })).body.data.errors[0]).toMatchObject({ path: "scopes", code: "unknown_field" });
  });

  it("a revoked token gets 401 at once; account tokens and unknown ids are not operator tokens (404)", async () => {
    const pat = await operatorWithToken();
    const res = await admin("operator-tokens/revoke", { token_id: pat.tokenId });
    expect(res.body).toEqual({ status: "success", message: "Operator token revoked successfully", data: { token_id: pat.tokenId, operator_id: pat.operatorId, revoked_at: expect.any(String) } });
    const refused = await admin("operators/list", {}, pat.token);
    expect(refused.status).toBe(401);
    expect(refused.body.data.errors[0].code).toBe("unauthorized");
    for (const tokenId of ["tok_nobody", acme.tokenId]) {
      const missing = await admin("operator-tokens/revoke", { token_id: tokenId });
      expect(missing.status).toBe(404);
      expect(missing.body.data.errors[0]).toMatchObject({ path: "token_id", code: "token_not_found" });
    }
    expect((await server.post("/v1/orders/list", {}, acme.token)).status).toBe(200);
    expect((await admin("operator-tokens/revoke", { token_id: 5 })).body.data.errors[0]).toMatchObject({ path: "token_id", code: "invalid_type" });
  });
});

describe("operators/update", () => {
  it("renames, changes the email, disables (401 operator_disabled) and enables again", async () => {
    const pat = await operatorWithToken();
    const renamed = uniqueName("Patricia");
    const res = await admin("operators/update", { operator_id: pat.operatorId, name: renamed, email: null });
    expect(res.body.data).toMatchObject({ operator_id: pat.operatorId, name: renamed, email: null, disabled: false });
    const off = await admin("operators/update", { operator_id: pat.operatorId, disabled: true });
    expect(off.body.data.disabled).toBe(true);
    const refused = await admin("operators/list", {}, pat.token);
    expect(refused.status).toBe(401);
    expect(refused.headers.get("www-authenticate")).toContain("Bearer");
    expect(refused.body.data.errors[0]).toMatchObject({ code: "operator_disabled", message: expect.stringContaining(renamed) });
    await admin("operators/update", { operator_id: pat.operatorId, disabled: false });
    expect((await admin("operators/list", {}, pat.token)).status).toBe(200);
  });

  it("refuses an unknown operator (404), a taken name (409), disabling yourself (409) and malformed bodies", async () => {
    const pat = await operatorWithToken();
    const other = await operatorWithToken("Alex");
    expect((await admin("operators/update", { operator_id: "op_nobody", name: "X" })).body.data.errors[0]).toMatchObject({ path: "operator_id", code: "operator_not_found" });
    const taken = await admin("operators/update", { operator_id: pat.operatorId, name: other.name });
    expect(taken.status).toBe(409);
    expect(taken.body.data.errors[0]).toMatchObject({ path: "name", code: "operator_name_taken" });
    // Keeping one's own name is no clash.
    expect((await admin("operators/update", { operator_id: pat.operatorId, name: pat.name })).status).toBe(200);
    const self = await admin("operators/update", { operator_id: pat.operatorId, disabled: true }, pat.token);
    expect(self.status).toBe(409);
    expect(self.body.data.errors[0]).toMatchObject({ path: "disabled", code: "cannot_disable_self" });
    expect((await admin("operators/list", {}, pat.token)).status).toBe(200);
    expect((await admin("operators/update", { operator_id: pat.operatorId, disabled: "yes" })).body.data.errors[0]).toMatchObject({ path: "disabled", code: "invalid_type" });
    expect((await admin("operators/update", { name: "x" })).body.data.errors[0]).toMatchObject({ path: "operator_id", code: "required" });
  });

  it("disabling admin turns POD_ADMIN_TOKEN off until another operator enables admin again", async () => {
    const pat = await operatorWithToken();
    expect((await admin("operators/update", { operator_id: "op_admin", disabled: true }, pat.token)).status).toBe(200);
    const refused = await admin("operators/list", {});
    expect(refused.status).toBe(401);
    expect(refused.body.data.errors[0].code).toBe("operator_disabled");
    expect((await admin("operators/update", { operator_id: "op_admin", disabled: false }, pat.token)).status).toBe(200);
    expect((await admin("operators/list", {})).status).toBe(200);
  });
});

describe("console sessions belong to an operator", () => {
  const origin = () => server.url;
  async function signIn(token: string): Promise<{ cookie: string; body: { data: Record<string, unknown> } }> {
    const res = await server.request("/console/session", { method: "POST", headers: { "content-type": "application/json", origin: origin() }, body: JSON.stringify({ token }) });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    return { cookie: res.headers.get("set-cookie")!.split(";")[0]!, body: res.body };
  }

  it("any operator's token signs in; the session says whose it is and ends while they are disabled", async () => {
    const pat = await operatorWithToken();
    const { cookie, body } = await signIn(pat.token);
    expect(body.data.operator).toEqual({ operator_id: pat.operatorId, name: pat.name });
    const me = await server.request("/console/session", { method: "GET", headers: { cookie } });
    expect(me.body.data).toMatchObject({ signed_in: true, operator: { operator_id: pat.operatorId, name: pat.name } });
    expect((await server.request("/console/session", { method: "GET", headers: { cookie: (await signIn(ADMIN_TOKEN)).cookie } })).body.data.operator).toEqual({ operator_id: "op_admin", name: "admin" });

    await admin("operators/update", { operator_id: pat.operatorId, disabled: true });
    const refused = await server.request("/v1/admin/operators/list", { method: "POST", headers: { "content-type": "application/json", cookie, origin: origin() }, body: "{}" });
    expect(refused.status).toBe(401);
    expect(refused.body.data.errors[0].code).toBe("operator_disabled");
    const after = await server.request("/console/session", { method: "GET", headers: { cookie } });
    expect(after.body.data).toMatchObject({ signed_in: false, reason: expect.stringContaining("disabled") });
    const again = await server.request("/console/session", { method: "POST", headers: { "content-type": "application/json", origin: origin() }, body: JSON.stringify({ token: pat.token }) });
    expect(again.status).toBe(401);
  });

  it("a change made in the console carries the session's operator", async () => {
    const pat = await operatorWithToken();
    const { cookie } = await signIn(pat.token);
    const order = await createOrder(server, acme.token);
    const res = await server.request("/v1/admin/orders/transition", {
      method: "POST",
      headers: { "content-type": "application/json", cookie, origin: origin() },
      body: JSON.stringify({ order_ref: order.orderRef, status: "on_hold", reason: "address check" }),
    });
    expect(res.body.status).toBe("success");
    const events = (await admin("orders/events", { order_ref: order.orderRef })).body.data.events;
    expect(events.map((e: { actor: unknown }) => e.actor)).toEqual([
      { type: "operator", id: pat.operatorId, name: pat.name },
      { type: "operator", id: pat.operatorId, name: pat.name },
    ]);
  });
});

describe("actor on every event", () => {
  it("the operator's orders/events names who made each change, in one readable line; callers' views and webhook payloads never do", async () => {
    const pat = await operatorWithToken();
    const order = await createOrder(server, acme.token);
    await server.post("/v1/orders/cancel-items", { order_ref: order.orderRef, items: [{ item_ref: order.items[0], cancelled_quantity: 2 }] }, acme.token);
    await admin("orders/transition", { order_ref: order.orderRef, status: "on_hold", reason: "fraud check" }, pat.token);
    await admin("orders/transition", { order_ref: order.orderRef, status: "in_production", force: true, reason: "files later" });

    const operatorView = (await admin("orders/events", { order_ref: order.orderRef })).body.data.events as { type: string; actor: unknown; summary: string }[];
    expect(operatorView.map((e) => [e.type, e.actor, e.summary])).toEqual([
      ["order.items_cancelled", { type: "account" }, "The merchant cancelled 2 items"],
      ["order.status_changed", { type: "operator", id: pat.operatorId, name: pat.name }, `${pat.name} put the order on hold: fraud check`],
      ["order.on_hold", { type: "operator", id: pat.operatorId, name: pat.name }, `${pat.name} put the order on hold: fraud check`],
      ["order.status_changed", { type: "operator", id: "op_admin", name: "admin" }, "admin sent the order to production past the files gate: files later"],
    ]);

    const callerView = (await server.post("/v1/orders/events", { order_ref: order.orderRef }, acme.token)).body.data.events;
    expect(callerView).toHaveLength(4);
    for (const event of callerView) {
      expect(Object.keys(event).sort()).toEqual(["created_at", "data", "id", "mode", "occurred_at", "sequence", "type"]);
      expect(JSON.stringify(event)).not.toContain(pat.name);
    }
    const stored = await server.database.db.selectFrom("events").select(["payload", "actor_type", "actor_name"]).where("order_ref", "=", order.orderRef).orderBy("order_seq").execute();
    expect(stored.map((r) => [r.actor_type, r.actor_name])).toEqual([
      ["account", null],
      ["operator", pat.name],
      ["operator", pat.name],
      ["operator", "admin"],
    ]);
    // The payload is what webhooks sign and send: no actor in it.
    for (const row of stored) expect(String(row.payload)).not.toContain("actor");
  });

  it("an operator renamed later keeps the name the change was made under", async () => {
    const pat = await operatorWithToken();
    const order = await createOrder(server, acme.token);
    await admin("orders/transition", { order_ref: order.orderRef, status: "on_hold" }, pat.token);
    await admin("operators/update", { operator_id: pat.operatorId, name: uniqueName("Renamed") });
    const events = (await admin("orders/events", { order_ref: order.orderRef })).body.data.events;
    expect(events[0]).toMatchObject({ actor: { type: "operator", id: pat.operatorId, name: pat.name }, summary: `${pat.name} put the order on hold` });
  });
});
