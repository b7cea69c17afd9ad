// A merchant makes, lists and revokes its own account's tokens (docs/caller-guide.md "Making your own tokens"):
// tokens/create gives at most the calling token's scopes and expiry, never an operator token; tokens/list shows the
// account's tokens and never a secret; tokens/revoke ends one of them (itself included), another account's answering
// as unknown. Through real HTTP, on SQLite and (project postgres) PostgreSQL.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { SCOPES, type Scope } from "../../src/domain/scopes.js";
import { seedAccount, seedCatalog, type SeededAccount } from "../helpers/fixtures.js";
import { ADMIN_TOKEN, startTestServer, type TestServer } from "../helpers/server.js";

let clock = Date.parse("2026-11-28T12:00:00Z");
let server: TestServer;
let acme: SeededAccount;
let other: SeededAccount;

beforeAll(async () => {
  server = await startTestServer({}, { now: () => new Date(clock) });
  await seedCatalog(server);
  acme = await seedAccount(server);
  other = await seedAccount(server, { name: "Other" }, false);
});
afterAll(() => server.close());

/** A token of `account` made by the operator with these scopes (and expiry). */
async function operatorToken(account: SeededAccount, scopes: readonly Scope[], expiresAt?: string): Promise<{ token: string; token_id: string }> {
  const res = await server.post("/v1/admin/tokens/create", { account_id: account.accountId, scopes, ...(expiresAt ? { expires_at: expiresAt } : {}) }, ADMIN_TOKEN);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.data;
}

const create = (body: unknown, bearer = acme.token) => server.post("/v1/tokens/create", body, bearer);
const list = (body: unknown, bearer = acme.token) => server.post("/v1/tokens/list", body, bearer);
const revoke = (body: unknown, bearer = acme.token) => server.post("/v1/tokens/revoke", body, bearer);

async function allListed(bearer = acme.token): Promise<Record<string, unknown>[]> {
  const res = await list({ limit: 100 }, bearer);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.data.tokens;
}

describe("POST /v1/tokens/create", () => {
  it("makes a token of the caller's account with the scopes asked, shown once, that works with exactly those", async () => {
    const res = await create({ scopes: ["orders:read", "products:read"], name: "Reporting", expires_at: "2027-01-01T00:00:00Z" });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body).toEqual({
      status: "success",
      message: "Token created successfully",
      data: {
        token_id: expect.stringMatching(/^tok_/),
        token: expect.stringMatching(/^pod_live_/),
        account_id: acme.accountId,
        mode: "live",
        scopes: ["orders:read", "products:read"],
        name: "Reporting",
        created_at: "2026-11-28T12:00:00.000Z",
        expires_at: "2027-01-01T00:00:00.000Z",
        store_id: null,
      },
    });
    const made = res.body.data.token as string;
    expect((await server.post("/v1/token", {}, made)).body.data).toMatchObject({ token_id: res.body.data.token_id, account_id: acme.accountId, scopes: ["orders:read", "products:read"] });
    expect((await server.post("/v1/orders/list", {}, made)).status).toBe(200);
    const write = await server.post("/v1/products/create", { sku: "NOPE-1", name: "No", blank_sku: "MUG-11" }, made);
    expect(write.status).toBe(403);
    expect(write.body.data.required_scope).toBe("products:write");
    // It may not make tokens itself: it lacks tokens:write.
    expect((await create({}, made)).body.data).toMatchObject({ required_scope: "tokens:write", errors: [{ code: "insufficient_scope" }] });
  });

  it("without scopes gives the calling token's own, in their canonical order; with scopes keeps that order too", async () => {
    const maker = await operatorToken(acme, ["webhooks:write", "tokens:write", "orders:read"]);
    const all = await create({}, maker.token);
    expect(all.status, JSON.stringify(all.body)).toBe(200);
    expect(all.body.data.scopes).toEqual(["orders:read", "webhooks:write", "tokens:write"]);
    expect(all.body.data).toMatchObject({ name: null, expires_at: null });
    const some = await create({ scopes: ["tokens:write", "orders:read"] }, maker.token);
    expect(some.body.data.scopes).toEqual(["orders:read", "tokens:write"]);
  });

  it("an operator's token made without scopes holds every scope, tokens:read and tokens:write among them", async () => {
    expect((await server.post("/v1/token", {}, acme.token)).body.data.scopes).toEqual([...SCOPES]);
    expect(SCOPES).toEqual(expect.arrayContaining(["tokens:read", "tokens:write"]));
  });

  it("refuses each scope the caller does not hold: 400 scope_not_held at its place in scopes, and makes nothing", async () => {
    const maker = await operatorToken(acme, ["orders:read", "tokens:write"]);
    const before = (await allListed()).length;
    const res = await create({ scopes: ["orders:read", "orders:write", "tokens:write", "tokens:read"] }, maker.token);
    expect(res.status, JSON.stringify(res.body)).toBe(400);
    expect(res.body.data.errors).toEqual([
      { path: "scopes[1]", code: "scope_not_held", message: expect.stringContaining("orders:write") },
      { path: "scopes[3]", code: "scope_not_held", message: expect.stringContaining("tokens:read") },
    ]);
    expect((await allListed()).length).toBe(before);
  });

  it("makes a test account's token pod_test_, in the account's mode", async () => {
    const sandbox = await seedAccount(server, { name: "Sandbox", mode: "test" }, false);
    const res = await create({ name: "CI" }, sandbox.token);
    expect(res.body.data).toMatchObject({ token: expect.stringMatching(/^pod_test_/), mode: "test", account_id: sandbox.accountId });
  });

  it("ends no later than the calling token: its expiry by default, a later one refused", async () => {
    const maker = await operatorToken(acme, ["orders:read", "tokens:write"], "2026-12-31T00:00:00Z");
    const inherits = await create({}, maker.token);
    expect(inherits.body.data.expires_at).toBe("2026-12-31T00:00:00.000Z");
    const sooner = await create({ expires_at: "2026-12-01T00:00:00Z" }, maker.token);
    expect(sooner.body.data.expires_at).toBe("2026-12-01T00:00:00.000Z");
    const later = await create({ expires_at: "2027-06-01T00:00:00Z" }, maker.token);
    expect(later.status).toBe(400);
    expect(later.body.data.errors).toEqual([{ path: "expires_at", code: "expiry_exceeds_token", message: expect.stringContaining("2026-12-31T00:00:00.000Z") }]);
  });

  it.each([
    [{ expires_at: "2020-01-01T00:00:00Z" }, "expires_at", "expiry_in_past"],
    [{ expires_at: "2026-11-28T12:00:00Z" }, "expires_at", "expiry_in_past"],
    [{ expires_at: "tomorrow" }, "expires_at", "invalid_timestamp"],
    [{ expires_at: 1 }, "expires_at", "invalid_type"],
    [{ scopes: ["orders:delete"] }, "scopes[0]", "invalid_value"],
    [{ scopes: "orders:read" }, "scopes", "invalid_type"],
    [{ scopes: [] }, "scopes", "too_few_items"],
    [{ scopes: ["orders:read", "orders:read"] }, "scopes", "invalid"],
    [{ name: "" }, "name", "required"],
    [{ name: 5 }, "name", "invalid_type"],
    [{ account_id: "acc_x" }, "account_id", "unknown_field"],
    [{ operator_id: "op_admin" }, "operator_id", "unknown_field"],
    [{ role: "operator" }, "role", "unknown_field"],
    // Stores (docs/caller-guide.md#stores-and-store-tokens): a store_id must name an open store of the account.
    [{ store_id: "sto_x" }, "store_id", "unknown_store"],
  ])("refuses %j with 400 at its path", async (body, path, code) => {
    const res = await create(body);
    expect(res.status, JSON.stringify(res.body)).toBe(400);
    expect(res.body.data.errors).toContainEqual(expect.objectContaining({ path, code }));
  });

  it("refuses a body that is not an object, or not JSON", async () => {
    expect((await create([])).body.data.errors[0]).toMatchObject({ code: "invalid_type" });
    expect((await create("{")).body.data.errors[0].code).toBe("malformed_json");
  });
});

describe("POST /v1/tokens/list", () => {
  it("shows the account's tokens, oldest first, with mode, revocation, last use and maker, never a secret", async () => {
    const made = await create({ scopes: ["orders:read"], name: "Listed" });
    await server.post("/v1/orders/list", {}, made.body.data.token);
    const tokens = await allListed();
    expect(tokens.every((t) => t.account_id === acme.accountId)).toBe(true);
    expect(tokens.map((t) => t.token_id)).toEqual([...tokens.map((t) => t.token_id as string)].sort());
    expect(tokens[0]!.token_id).toBe(acme.tokenId);
    const row = tokens.find((t) => t.token_id === made.body.data.token_id);
    expect(row).toEqual({
      token_id: made.body.data.token_id,
      account_id: acme.accountId,
      mode: "live",
      scopes: ["orders:read"],
      name: "Listed",
      created_at: "2026-11-28T12:00:00.000Z",
      expires_at: null,
      store_id: null,
      last_used_at: "2026-11-28T12:00:00.000Z",
      revoked_at: null,
      created_by_token_id: acme.tokenId,
    });
    expect(tokens[0]!.created_by_token_id).toBeNull();
    const text = JSON.stringify(tokens);
    expect(text).not.toContain(made.body.data.token);
    expect(text).not.toMatch(/pod_(live|test)_|token_hash|"token"/);
  });

  it("never shows another account's tokens, and pages with a cursor", async () => {
    expect((await allListed(other.token)).map((t) => t.token_id)).toEqual([other.tokenId]);
    const first = await list({ limit: 1 });
    expect(first.body.data.tokens).toHaveLength(1);
    const second = await list({ limit: 1, cursor: first.body.data.next_cursor });
    expect(second.body.data.tokens[0].token_id > first.body.data.tokens[0].token_id).toBe(true);
    expect((await list({ cursor: "nope" })).body.data.errors[0]).toMatchObject({ path: "cursor", code: "invalid_cursor" });
    expect((await list({ limit: 0 })).body.data.errors[0]).toMatchObject({ path: "limit", code: "out_of_range" });
    expect((await list({ account_id: other.accountId })).body.data.errors[0]).toMatchObject({ path: "account_id", code: "unknown_field" });
  });

  it("needs tokens:read, and tokens:write alone does not do", async () => {
    const writer = await operatorToken(acme, ["tokens:write"]);
    const res = await list({}, writer.token);
    expect(res.status).toBe(403);
    expect(res.body.data).toMatchObject({ required_scope: "tokens:read", errors: [{ code: "insufficient_scope" }] });
    const reader = await operatorToken(acme, ["tokens:read"]);
    expect((await list({}, reader.token)).status).toBe(200);
    expect((await create({}, reader.token)).body.data.required_scope).toBe("tokens:write");
    expect((await revoke({ token_id: writer.token_id }, reader.token)).body.data.required_scope).toBe("tokens:write");
  });
});

describe("POST /v1/tokens/revoke", () => {
  it("revokes one of the account's tokens: it gets 401 at once, and the list shows when", async () => {
    const made = await create({ name: "Short-lived" });
    expect((await server.post("/v1/orders/list", {}, made.body.data.token)).status).toBe(200);
    clock += 60_000;
    const res = await revoke({ token_id: made.body.data.token_id });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body).toMatchObject({ status: "success", message: "Token revoked successfully", data: { token_id: made.body.data.token_id, revoked_at: "2026-11-28T12:01:00.000Z", name: "Short-lived" } });
    const refused = await server.post("/v1/orders/list", {}, made.body.data.token);
    expect(refused.status).toBe(401);
    expect(refused.body.data.errors[0].code).toBe("unauthorized");
    expect((await allListed()).find((t) => t.token_id === made.body.data.token_id)!.revoked_at).toBe("2026-11-28T12:01:00.000Z");
    // Again: nothing changes, the first revocation's time stays.
    clock += 60_000;
    expect((await revoke({ token_id: made.body.data.token_id })).body.data.revoked_at).toBe("2026-11-28T12:01:00.000Z");
  });

  it("lets a token revoke itself", async () => {
    const self = await operatorToken(acme, ["tokens:write"]);
    const res = await revoke({ token_id: self.token_id }, self.token);
    expect(res.status).toBe(200);
    expect((await revoke({ token_id: self.token_id }, self.token)).status).toBe(401);
  });

  it("answers another account's token, an operator's token and an unknown id as unknown (404 token_not_found), revoking nothing", async () => {
    const operators = await server.post("/v1/admin/operators/list", {}, ADMIN_TOKEN);
    const operatorTokenId = (operators.body.data.operators as { tokens: { token_id: string }[] }[]).flatMap((o) => o.tokens)[0]?.token_id;
    for (const tokenId of [other.tokenId, "tok_unknown", ...(operatorTokenId ? [operatorTokenId] : [])]) {
      const res = await revoke({ token_id: tokenId });
      expect(res.status, tokenId).toBe(404);
      expect(res.body.data.errors).toEqual([{ path: "token_id", code: "token_not_found", message: expect.any(String) }]);
    }
    expect((await server.post("/v1/orders/list", {}, other.token)).status).toBe(200);
  });

  it.each([
    [{}, "token_id", "required"],
    [{ token_id: 5 }, "token_id", "invalid_type"],
    [{ token_id: "" }, "token_id", "required"],
    [{ token_id: "tok_x", account_id: "acc_x" }, "account_id", "unknown_field"],
  ])("refuses %j with 400 at its path", async (body, path, code) => {
    const res = await revoke(body);
    expect(res.status, JSON.stringify(res.body)).toBe(400);
    expect(res.body.data.errors).toContainEqual(expect.objectContaining({ path, code }));
  });
});

describe("who may call them", () => {
  it.each(["create", "list", "revoke"])("tokens/%s: 401 without a token or with a bad one, 403 forbidden with the operator's, 403 insufficient_scope without the scope", async (name) => {
    const body = name === "revoke" ? { token_id: "tok_x" } : {};
    const none = await server.post(`/v1/tokens/${name}`, body);
    expect(none.status).toBe(401);
    expect(none.body.data.errors[0].code).toBe("unauthorized");
    expect(none.headers.get("www-authenticate")).toBe('Bearer realm="pod-orders"');
    expect((await server.post(`/v1/tokens/${name}`, body, "pod_live_not-a-token")).status).toBe(401);
    const operator = await server.post(`/v1/tokens/${name}`, body, ADMIN_TOKEN);
    expect(operator.status).toBe(403);
    expect(operator.body.data.errors[0].code).toBe("forbidden");
    const needed = name === "list" ? "tokens:read" : "tokens:write";
    const without = await operatorToken(acme, SCOPES.filter((s) => s !== needed));
    const res = await server.post(`/v1/tokens/${name}`, body, without.token);
    expect(res.status).toBe(403);
    expect(res.headers.get("www-authenticate")).toBe(`Bearer realm="pod-orders", error="insufficient_scope", scope="${needed}"`);
  });

  it("the operator's list shows which token made each one", async () => {
    const made = await create({ name: "By Acme" });
    const listed = await server.post("/v1/admin/tokens/list", { account_id: acme.accountId, limit: 100 }, ADMIN_TOKEN);
    const rows = listed.body.data.tokens as { token_id: string; created_by_token_id: string | null }[];
    expect(rows.find((t) => t.token_id === made.body.data.token_id)!.created_by_token_id).toBe(acme.tokenId);
    expect(rows.find((t) => t.token_id === acme.tokenId)!.created_by_token_id).toBeNull();
  });
});
