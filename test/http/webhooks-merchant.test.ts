// A merchant's own webhook endpoints (docs/caller-guide.md#registering-your-own-webhooks) through real HTTP: /v1/webhooks/* with the account's token, limited
// to its own endpoints (another account's answers as unknown), with the operator's URL guard, template check and the
// limit of 10 endpoints; who registered each endpoint; success, every error code, auth and malformed input.
import { Webhook } from "standardwebhooks";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createOrder, walk } from "../helpers/orders.js";
import { startReceiver, type Receiver } from "../helpers/receiver.js";
import { ADMIN_TOKEN, type Reply } from "../helpers/server.js";
import { startWebhookRig, type WebhookRig } from "../helpers/webhooks.js";

let rig: WebhookRig;
let receiver: Receiver;
beforeAll(async () => {
  rig = await startWebhookRig();
  receiver = await startReceiver();
});
afterAll(async () => {
  await receiver.close();
  await rig.close();
});

const OPERATIONS = ["create", "get", "list", "update", "delete", "rotate-secret", "deliveries", "redeliver", "test"] as const;
const post = (op: (typeof OPERATIONS)[number], body: unknown, token = rig.acme.token) => rig.server.post(`/v1/webhooks/${op}`, body, token);

function refusedWith(res: Reply, status: number, path: string, code: string) {
  expect(res.status, JSON.stringify(res.body)).toBe(status);
  expect(res.body.status).toBe("error");
  expect(res.body.data.errors).toContainEqual(expect.objectContaining({ path, code }));
}

async function ownEndpoint(token = rig.acme.token, url = receiver.url): Promise<{ webhookId: string; secret: string }> {
  const res = await post("create", { url }, token);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return { webhookId: res.body.data.webhook_id, secret: res.body.data.secret };
}

describe("webhooks/create by the merchant", () => {
  it("registers an endpoint on the token's account, created_by account, with its secret once", async () => {
    const res = await post("create", { url: receiver.url, events: ["shipment.created"], template: "data" });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ status: "success", message: "Webhook endpoint created successfully" });
    expect(res.body.data).toMatchObject({ account_id: rig.acme.accountId, url: receiver.url, events: ["shipment.created"], template: "data", enabled: true, created_by: "account" });
    expect(res.body.data.secret).toMatch(/^whsec_/);
    const operatorView = await rig.server.post("/v1/admin/webhooks/get", { webhook_id: res.body.data.webhook_id }, ADMIN_TOKEN);
    // The operator's view names the account too (docs/operator-guide.md#names-beside-ids); the account's own does not.
    expect(res.body.data).not.toHaveProperty("account_name");
    expect(operatorView.body.data).toEqual({ ...res.body.data, secret: undefined, account_name: "Acme" });
    const row = await rig.server.database.db.selectFrom("webhook_endpoints").select(["account_id", "created_by"]).where("id", "=", res.body.data.webhook_id).executeTakeFirstOrThrow();
    expect(row).toEqual({ account_id: rig.acme.accountId, created_by: "account" });
  });

  it("marks the operator's endpoints created_by operator", async () => {
    const { webhookId } = await rig.createEndpoint({ account_id: rig.acme.accountId, url: receiver.url });
    expect((await post("get", { webhook_id: webhookId })).body.data.created_by).toBe("operator");
  });

  it("applies the operator's URL guard and template check, every problem at once", async () => {
    const res = await post("create", { url: "https://10.1.2.3/hooks", template: '{ "a": data.order_ref' });
    expect(res.status).toBe(400);
    expect(res.body.data.errors.map((e: { path: string; code: string }) => [e.path, e.code])).toEqual([
      ["url", "unsafe_url"],
      ["template", "invalid_template"],
    ]);
    refusedWith(await post("create", { url: "not a url" }), 400, "url", "invalid_url");
  });

  it("refuses an account_id (the account is the token's) and malformed bodies", async () => {
    refusedWith(await post("create", { url: receiver.url, account_id: rig.other.accountId }), 400, "account_id", "unknown_field");
    refusedWith(await post("create", {}), 400, "url", "required");
    refusedWith(await post("create", "{"), 400, "", "malformed_json");
  });

  it("allows at most 10 endpoints an account, however they were registered (409 webhook_limit_reached)", async () => {
    const fresh = await rig.server.post("/v1/admin/accounts/create", { name: "Limited" }, ADMIN_TOKEN);
    const accountId = fresh.body.data.account_id;
    const token = (await rig.server.post("/v1/admin/tokens/create", { account_id: accountId }, ADMIN_TOKEN)).body.data.token;
    for (let i = 0; i < 5; i++) await rig.createEndpoint({ account_id: accountId, url: `https://hooks.example.com/op-${i}` });
    for (let i = 0; i < 5; i++) await ownEndpoint(token, `https://hooks.example.com/own-${i}`);
    const refused = await post("create", { url: "https://hooks.example.com/eleventh" }, token);
    refusedWith(refused, 409, "", "webhook_limit_reached");
    refusedWith(await rig.server.post("/v1/admin/webhooks/create", { account_id: accountId, url: "https://hooks.example.com/x" }, ADMIN_TOKEN), 409, "", "webhook_limit_reached");
    const listed = await post("list", { limit: 100 }, token);
    expect(listed.body.data.webhooks).toHaveLength(10);
    // Deleting one makes room again.
    await post("delete", { webhook_id: listed.body.data.webhooks[0].webhook_id }, token);
    expect((await post("create", { url: "https://hooks.example.com/again" }, token)).status).toBe(200);
  });
});

describe("the limit under concurrent creates", () => {
  it("lets exactly 10 of 14 simultaneous creates through, the others 409 webhook_limit_reached", async () => {
    const fresh = await rig.server.post("/v1/admin/accounts/create", { name: "Racing" }, ADMIN_TOKEN);
    const token = (await rig.server.post("/v1/admin/tokens/create", { account_id: fresh.body.data.account_id }, ADMIN_TOKEN)).body.data.token;
    const answers = await Promise.all(Array.from({ length: 14 }, (_, i) => post("create", { url: `https://hooks.example.com/race-${i}` }, token)));
    expect(answers.filter((a) => a.status === 200)).toHaveLength(10);
    for (const refused of answers.filter((a) => a.status !== 200)) refusedWith(refused, 409, "", "webhook_limit_reached");
    const stored = await rig.server.database.db.selectFrom("webhook_endpoints").select("id").where("account_id", "=", fresh.body.data.account_id).execute();
    expect(stored).toHaveLength(10);
  });
});

describe("the merchant sees only its own endpoints", () => {
  let theirs: string;
  beforeAll(async () => {
    theirs = (await ownEndpoint(rig.other.token)).webhookId;
  });

  it("lists its own endpoints only, with pages", async () => {
    const mine = await ownEndpoint();
    const listed = await post("list", { limit: 100 });
    expect(listed.status).toBe(200);
    const ids = listed.body.data.webhooks.map((w: { webhook_id: string }) => w.webhook_id);
    expect(ids).toContain(mine.webhookId);
    expect(ids).not.toContain(theirs);
    expect(new Set(listed.body.data.webhooks.map((w: { account_id: string }) => w.account_id))).toEqual(new Set([rig.acme.accountId]));
    const first = await post("list", { limit: 1 });
    expect(first.body.data.webhooks).toHaveLength(1);
    const second = await post("list", { limit: 1, cursor: first.body.data.next_cursor });
    expect(second.body.data.webhooks[0].webhook_id).not.toBe(first.body.data.webhooks[0].webhook_id);
    refusedWith(await post("list", { account_id: rig.other.accountId }), 400, "account_id", "unknown_field");
    refusedWith(await post("list", { cursor: "nonsense" }), 400, "cursor", "invalid_cursor");
  });

  it.each([
    ["get", {}],
    ["update", { enabled: false }],
    ["delete", {}],
    ["rotate-secret", {}],
    ["deliveries", {}],
    ["test", { type: "shipment.created" }],
    ["redeliver", { failed_since: "2026-01-01T00:00:00Z" }],
  ] as const)("%s answers another account's endpoint as unknown (404 webhook_not_found), and leaves it alone", async (op, extra) => {
    const sent = receiver.received.length;
    const other = await post(op, { webhook_id: theirs, ...extra });
    refusedWith(other, 404, "webhook_id", "webhook_not_found");
    const unknown = await post(op, { webhook_id: "whk_01KAZZZZZZZZZZZZZZZZZZZZZZ", ...extra });
    expect(unknown.body).toEqual({ ...other.body, message: unknown.body.message });
    const still = await rig.server.post("/v1/admin/webhooks/get", { webhook_id: theirs }, ADMIN_TOKEN);
    expect(still.body.data).toMatchObject({ enabled: true, previous_secret_expires_at: null });
    expect(receiver.received.length).toBe(sent);
  });
});

describe("the merchant manages its endpoint", () => {
  it("gets, updates, rotates the secret, tests, reads deliveries and redelivers", async () => {
    const { webhookId, secret } = await ownEndpoint();
    expect((await post("get", { webhook_id: webhookId })).body.data).toMatchObject({ webhook_id: webhookId, created_by: "account" });

    const updated = await post("update", { webhook_id: webhookId, events: ["order.status_changed"] });
    expect(updated.body.data.events).toEqual(["order.status_changed"]);
    refusedWith(await post("update", { webhook_id: webhookId, url: "http://example.com/x" }), 400, "url", "unsafe_url");
    refusedWith(await post("update", { webhook_id: webhookId }), 400, "", "empty_object");

    const rotated = await post("rotate-secret", { webhook_id: webhookId, previous_secret_ttl_seconds: 60 });
    expect(rotated.body.data.secret).toMatch(/^whsec_/);
    expect(rotated.body.data.secret).not.toBe(secret);

    const before = receiver.received.length;
    const tested = await post("test", { webhook_id: webhookId, type: "shipment.created" });
    expect(tested.status).toBe(200);
    expect(tested.body.data).toMatchObject({ webhook_id: webhookId, test: true, status: "succeeded", event_type: "shipment.created" });
    await receiver.waitFor((r) => r.length > before);
    const got = receiver.received[before]!;
    const payload = new Webhook(rotated.body.data.secret).verify(got.body, got.headers as Record<string, string>) as { type: string; test: boolean };
    expect(payload).toMatchObject({ type: "shipment.created", test: true });

    const deliveries = await post("deliveries", { webhook_id: webhookId });
    expect(deliveries.body.data.deliveries.map((d: { delivery_id: string }) => d.delivery_id)).toEqual([tested.body.data.delivery_id]);
    const again = await post("redeliver", { webhook_id: webhookId, delivery_id: tested.body.data.delivery_id });
    expect(again.body.data).toEqual({ webhook_id: webhookId, delivery_ids: [tested.body.data.delivery_id], more: false });
    refusedWith(await post("redeliver", { webhook_id: webhookId, delivery_id: tested.body.data.delivery_id }), 409, "delivery_id", "delivery_pending");
    refusedWith(await post("redeliver", { webhook_id: webhookId, delivery_id: "dlv_01KAZZZZZZZZZZZZZZZZZZZZZZ" }), 404, "delivery_id", "delivery_not_found");
    refusedWith(await post("redeliver", { webhook_id: webhookId }), 400, "", "invalid");

    const disabled = await post("update", { webhook_id: webhookId, enabled: false });
    expect(disabled.body.data).toMatchObject({ enabled: false, disabled_reason: "disabled by the account" });
    refusedWith(await post("redeliver", { webhook_id: webhookId, failed_since: "2026-01-01T00:00:00Z" }), 409, "webhook_id", "webhook_disabled");
  });

  it("receives the account's events once registered, and none after deleting (its log goes with it)", async () => {
    const { webhookId } = await ownEndpoint();
    const workers = rig.workers();
    workers.start();
    try {
      await walk(rig.server, await createOrder(rig.server, rig.acme.token), ["on_hold"]);
      await expect.poll(async () => (await post("deliveries", { webhook_id: webhookId })).body.data.deliveries.map((d: { status: string }) => d.status)).toContain("succeeded");
    } finally {
      await workers.stop();
    }
    const deleted = await post("delete", { webhook_id: webhookId });
    expect(deleted.body).toEqual({ status: "success", message: "Webhook endpoint deleted", data: { webhook_id: webhookId, deleted: true } });
    refusedWith(await post("get", { webhook_id: webhookId }), 404, "webhook_id", "webhook_not_found");
    refusedWith(await post("delete", { webhook_id: webhookId }), 404, "webhook_id", "webhook_not_found");
    const db = rig.server.database.db;
    expect(await db.selectFrom("webhook_deliveries").select("id").where("webhook_id", "=", webhookId).execute()).toEqual([]);
    await walk(rig.server, await createOrder(rig.server, rig.acme.token), ["on_hold"]);
    expect(await db.selectFrom("webhook_deliveries").select("id").where("webhook_id", "=", webhookId).execute()).toEqual([]);
  });

  it("the operator deletes any account's endpoint too", async () => {
    const { webhookId } = await ownEndpoint(rig.other.token);
    const deleted = await rig.server.post("/v1/admin/webhooks/delete", { webhook_id: webhookId }, ADMIN_TOKEN);
    expect(deleted.body.data).toEqual({ webhook_id: webhookId, deleted: true });
    refusedWith(await rig.server.post("/v1/admin/webhooks/delete", { webhook_id: webhookId }, ADMIN_TOKEN), 404, "webhook_id", "webhook_not_found");
  });
});

describe("authentication of every merchant webhook operation", () => {
  it.each(OPERATIONS)("%s: 401 without a token, 401 token_expired, 403 insufficient_scope, 403 for the operator's token, 400 for an unknown field", async (op) => {
    refusedWith(await post(op, {}, ""), 401, "", "unauthorized");
    const made = await rig.server.post("/v1/admin/tokens/create", { account_id: rig.acme.accountId, expires_at: "2099-01-01T00:00:00Z" }, ADMIN_TOKEN);
    await rig.server.database.db.updateTable("tokens").set({ expires_at: "2026-01-01T00:00:00.000Z" }).where("id", "=", made.body.data.token_id).execute();
    refusedWith(await post(op, {}, made.body.data.token), 401, "", "token_expired");
    const write = ["create", "update", "delete", "rotate-secret", "redeliver", "test"].includes(op);
    const lacking = await rig.server.post("/v1/admin/tokens/create", { account_id: rig.acme.accountId, scopes: write ? ["webhooks:read", "orders:write"] : ["webhooks:write"] }, ADMIN_TOKEN);
    const refused = await post(op, {}, lacking.body.data.token);
    refusedWith(refused, 403, "", "insufficient_scope");
    expect(refused.body.data.required_scope).toBe(write ? "webhooks:write" : "webhooks:read");
    refusedWith(await post(op, {}, ADMIN_TOKEN), 403, "", "forbidden");
    refusedWith(await post(op, { nonsense: 1 }), 400, "nonsense", "unknown_field");
  });
});
