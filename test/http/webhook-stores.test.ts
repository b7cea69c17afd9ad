// Webhook endpoints limited to stores (docs/receiving-webhooks.md#endpoints-limited-to-stores) through real HTTP:
// store_ids on create, update and every view; an order's events go only to the endpoints of its store (and those of
// every store), and carry its store_id; the ids checked with their paths; a store token's endpoints are its store's.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { seedAccount, standardOrder, type SeededAccount } from "../helpers/fixtures.js";
import { ADMIN_TOKEN, type Reply } from "../helpers/server.js";
import { startWebhookRig, type WebhookRig } from "../helpers/webhooks.js";

let rig: WebhookRig;
beforeAll(async () => void (rig = await startWebhookRig()));
afterAll(() => rig?.close());

const URL = "https://hooks.example.com/pod-orders";
const hooks = (op: string, body: unknown, token: string) => rig.server.post(`/v1/webhooks/${op}`, body, token);
const admin = (op: string, body: unknown) => rig.server.post(`/v1/admin/webhooks/${op}`, body, ADMIN_TOKEN);

function ok(res: Reply) {
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  expect(res.body.status).toBe("success");
  return res.body.data;
}

function refused(res: Reply, status: number, path: string, code: string) {
  expect(res.status, JSON.stringify(res.body)).toBe(status);
  expect(res.body.status).toBe("error");
  expect(res.body.data.errors).toContainEqual(expect.objectContaining({ path, code }));
  return res.body.data.errors as { path: string; code: string }[];
}

/** A fresh account (each has room for 10 endpoints) with its default store and a second one. */
async function twoStores(name: string): Promise<{ account: SeededAccount; home: string; second: string }> {
  const account = await seedAccount(rig.server, { name, connected_stores: true });
  const home = (ok(await rig.server.post("/v1/stores/list", {}, account.token)).stores as { store_id: string }[])[0]!.store_id;
  const second = ok(await rig.server.post("/v1/stores/create", { name: `${name} second` }, account.token)).store_id as string;
  return { account, home, second };
}

const storeToken = async (account: SeededAccount, storeId: string) => ok(await rig.server.post("/v1/admin/tokens/create", { account_id: account.accountId, store_id: storeId }, ADMIN_TOKEN)).token as string;

/** The webhook ids that got a delivery of the event. */
async function deliveredTo(eventId: string): Promise<string[]> {
  const rows = await rig.server.database.db.selectFrom("webhook_deliveries").select("webhook_id").where("event_id", "=", eventId).orderBy("webhook_id").execute();
  return rows.map((r) => r.webhook_id);
}

async function firstEvent(orderRef: string, token: string) {
  const events = ok(await rig.server.post("/v1/orders/events", { order_ref: orderRef }, token)).events as { id: string; data: Record<string, unknown> }[];
  expect(events.length).toBeGreaterThan(0);
  return events[0]!;
}

describe("store_ids on an endpoint", () => {
  it("is null (every store) unless sent, and every view shows it", async () => {
    const { account, second } = await twoStores("Views");
    const every = ok(await hooks("create", { url: URL }, account.token));
    expect(every.store_ids).toBeNull();
    const limited = ok(await hooks("create", { url: URL, store_ids: [second] }, account.token));
    expect(limited.store_ids).toEqual([second]);
    expect(ok(await hooks("get", { webhook_id: limited.webhook_id }, account.token)).store_ids).toEqual([second]);
    expect(ok(await admin("get", { webhook_id: limited.webhook_id })).store_ids).toEqual([second]);
    const listed = ok(await hooks("list", {}, account.token)).webhooks as { webhook_id: string; store_ids: string[] | null }[];
    expect(listed.map((w) => [w.webhook_id, w.store_ids])).toEqual([
      [every.webhook_id, null],
      [limited.webhook_id, [second]],
    ]);
    const operatorMade = ok(await admin("create", { account_id: account.accountId, url: URL, store_ids: [second] }));
    expect(operatorMade).toMatchObject({ store_ids: [second], created_by: "operator" });
  });

  it("changes with webhooks/update: a list replaces it, null widens it to every store, absent keeps it", async () => {
    const { account, home, second } = await twoStores("Updates");
    const made = ok(await hooks("create", { url: URL, store_ids: [second] }, account.token));
    expect(ok(await hooks("update", { webhook_id: made.webhook_id, store_ids: [home, second] }, account.token)).store_ids).toEqual([home, second]);
    expect(ok(await hooks("update", { webhook_id: made.webhook_id, enabled: true }, account.token)).store_ids).toEqual([home, second]);
    expect(ok(await hooks("update", { webhook_id: made.webhook_id, store_ids: null }, account.token)).store_ids).toBeNull();
    expect(ok(await admin("update", { webhook_id: made.webhook_id, store_ids: [home] })).store_ids).toEqual([home]);
    expect(ok(await hooks("get", { webhook_id: made.webhook_id }, account.token)).store_ids).toEqual([home]);
  });
});

describe("an order's events", () => {
  it("carry the order's store_id and go only to the endpoints of its store and those of every store", async () => {
    const { account, home, second } = await twoStores("Fan-out");
    const every = ok(await hooks("create", { url: URL }, account.token)).webhook_id as string;
    const ofSecond = ok(await hooks("create", { url: URL, store_ids: [second] }, account.token)).webhook_id as string;
    const ofHome = ok(await hooks("create", { url: URL, store_ids: [home] }, account.token)).webhook_id as string;
    const ofBoth = ok(await hooks("create", { url: URL, store_ids: [second, home] }, account.token)).webhook_id as string;

    const inSecond = ok(await rig.server.post("/v1/orders/create", standardOrder({ store_id: second }), account.token)).order_ref as string;
    const inHome = ok(await rig.server.post("/v1/orders/create", standardOrder(), account.token)).order_ref as string;
    for (const orderRef of [inSecond, inHome]) ok(await rig.server.post("/v1/admin/orders/transition", { order_ref: orderRef, status: "on_hold" }, ADMIN_TOKEN));

    const secondEvent = await firstEvent(inSecond, account.token);
    expect(secondEvent.data).toMatchObject({ order_ref: inSecond, store_id: second });
    expect(Object.keys(secondEvent.data).slice(0, 4)).toEqual(["order_ref", "external_ref", "store_id", "status"]);
    expect(await deliveredTo(secondEvent.id)).toEqual([every, ofSecond, ofBoth].sort());
    const homeEvent = await firstEvent(inHome, account.token);
    expect(homeEvent.data).toMatchObject({ order_ref: inHome, store_id: home });
    expect(await deliveredTo(homeEvent.id)).toEqual([every, ofHome, ofBoth].sort());
    // The deliveries each endpoint logs are its stores' orders' only.
    const logged = (await rig.deliveries(ofSecond)).map((d: { order_ref: string }) => d.order_ref);
    expect(new Set(logged)).toEqual(new Set([inSecond]));
  });

  it("a test event's sample order is in a store the endpoint receives", async () => {
    const { account, home, second } = await twoStores("Samples");
    const limited = ok(await hooks("create", { url: "http://127.0.0.1:9/none", store_ids: [second] }, account.token)).webhook_id as string;
    const every = ok(await hooks("create", { url: "http://127.0.0.1:9/none" }, account.token)).webhook_id as string;
    for (const [webhookId, storeId] of [
      [limited, second],
      [every, home],
    ] as const) {
      ok(await hooks("test", { webhook_id: webhookId, type: "order.on_hold" }, account.token));
      const row = await rig.server.database.db.selectFrom("webhook_deliveries").select("payload").where("webhook_id", "=", webhookId).executeTakeFirstOrThrow();
      expect(JSON.parse(row.payload!).data.store_id).toBe(storeId);
    }
  });
});

describe("store_ids refused", () => {
  it("names each store that is not the account's at its index: unknown, another account's", async () => {
    const { account, second } = await twoStores("Refusals");
    const stranger = await twoStores("Stranger");
    const errors = refused(await hooks("create", { url: URL, store_ids: [second, "sto_unknown", stranger.second] }, account.token), 400, "store_ids[1]", "unknown_store");
    expect(errors.map((e) => [e.path, e.code])).toEqual([
      ["store_ids[1]", "unknown_store"],
      ["store_ids[2]", "unknown_store"],
    ]);
    const made = ok(await hooks("create", { url: URL, store_ids: [second] }, account.token)).webhook_id as string;
    refused(await hooks("update", { webhook_id: made, store_ids: [stranger.home] }, account.token), 400, "store_ids[0]", "unknown_store");
    refused(await admin("create", { account_id: account.accountId, url: URL, store_ids: [stranger.home] }), 400, "store_ids[0]", "unknown_store");
    // Nothing was written by a refusal.
    expect(ok(await hooks("get", { webhook_id: made }, account.token)).store_ids).toEqual([second]);
    expect((ok(await hooks("list", {}, account.token)).webhooks as unknown[]).length).toBe(1);
  });

  it("comes back with the body's other problems in one answer", async () => {
    const { account } = await twoStores("Together");
    const errors = refused(await hooks("create", { url: "https://10.1.2.3/hooks", store_ids: ["sto_unknown"] }, account.token), 400, "store_ids[0]", "unknown_store");
    expect(errors.map((e) => e.path)).toEqual(["url", "store_ids[0]"]);
  });

  it.each([
    ["empty", [], "store_ids", "too_few_items"],
    ["duplicated", ["sto_a", "sto_a"], "store_ids", "invalid"],
    ["too many", Array.from({ length: 101 }, (_, i) => `sto_${i}`), "store_ids", "too_many_items"],
    ["not a list", "sto_a", "store_ids", "invalid_type"],
    ["not strings", [42], "store_ids[0]", "invalid_type"],
    ["empty ids", [""], "store_ids[0]", "required"],
  ])("refuses store_ids %s at its path before reading anything", async (name, storeIds, path, code) => {
    const { account } = await twoStores(`Malformed ${name}`);
    const res = await hooks("create", { url: URL, store_ids: storeIds }, account.token);
    expect(res.status, JSON.stringify(res.body)).toBe(400);
    // A wrong entry is named at its index (the nullable field's null branch adds a type error at store_ids beside it).
    const errors = res.body.data.errors.map((e: { path: string; code: string }) => [e.path, e.code]);
    expect(errors).toContainEqual([path, code]);
    expect(errors.every(([at]: [string]) => at.startsWith("store_ids"))).toBe(true);
    expect((ok(await hooks("list", {}, account.token)).webhooks as unknown[]).length).toBe(0);
  });

  it("answers an unknown account as before, and a caller's token needs webhooks:write", async () => {
    refused(await admin("create", { account_id: "acc_unknown", url: URL, store_ids: ["sto_x"] }), 404, "account_id", "account_not_found");
    const { account, second } = await twoStores("Scopes");
    const readOnly = ok(await rig.server.post("/v1/tokens/create", { scopes: ["webhooks:read"] }, account.token)).token as string;
    expect((await hooks("create", { url: URL, store_ids: [second] }, readOnly)).status).toBe(403);
    expect((await rig.server.post("/v1/webhooks/create", { url: URL, store_ids: [second] })).status).toBe(401);
    expect((await rig.server.post("/v1/webhooks/create", { url: URL, store_ids: [second] }, "pod_live_not_a_token")).status).toBe(401);
  });
});

describe("a store token's endpoints", () => {
  it("are limited to its store: absent is its own, another store or every store is refused", async () => {
    const { account, home, second } = await twoStores("Store token");
    const token = await storeToken(account, second);
    const made = ok(await hooks("create", { url: URL }, token));
    expect(made).toMatchObject({ store_ids: [second], created_by: "account" });
    expect(ok(await hooks("create", { url: URL, store_ids: [second] }, token)).store_ids).toEqual([second]);
    refused(await hooks("create", { url: URL, store_ids: [home] }, token), 400, "store_ids[0]", "unknown_store");
    refused(await hooks("create", { url: URL, store_ids: [second, home] }, token), 400, "store_ids[1]", "unknown_store");
    refused(await hooks("create", { url: URL, store_ids: null }, token), 400, "store_ids", "unknown_store");
    refused(await hooks("update", { webhook_id: made.webhook_id, store_ids: null }, token), 400, "store_ids", "unknown_store");
    refused(await hooks("update", { webhook_id: made.webhook_id, store_ids: [home] }, token), 400, "store_ids[0]", "unknown_store");
    expect(ok(await hooks("get", { webhook_id: made.webhook_id }, token)).store_ids).toEqual([second]);
  });

  it("reach only the endpoints of its store alone: the account's others answer as unknown", async () => {
    const { account, home, second } = await twoStores("Store reach");
    const token = await storeToken(account, second);
    const own = ok(await hooks("create", { url: URL }, token)).webhook_id as string;
    const every = ok(await hooks("create", { url: URL }, account.token)).webhook_id as string;
    const ofHome = ok(await hooks("create", { url: URL, store_ids: [home] }, account.token)).webhook_id as string;
    const ofBoth = ok(await hooks("create", { url: URL, store_ids: [second, home] }, account.token)).webhook_id as string;
    expect((ok(await hooks("list", {}, token)).webhooks as { webhook_id: string }[]).map((w) => w.webhook_id)).toEqual([own]);
    for (const theirs of [every, ofHome, ofBoth]) {
      refused(await hooks("get", { webhook_id: theirs }, token), 404, "webhook_id", "webhook_not_found");
      refused(await hooks("update", { webhook_id: theirs, url: "https://evil.example.com/steal" }, token), 404, "webhook_id", "webhook_not_found");
      refused(await hooks("delete", { webhook_id: theirs }, token), 404, "webhook_id", "webhook_not_found");
      expect(ok(await hooks("get", { webhook_id: theirs }, account.token)).url).toBe(URL);
    }
    // The account's token reaches the store token's endpoint like any of its own.
    expect(ok(await hooks("get", { webhook_id: own }, account.token)).store_ids).toEqual([second]);
  });
});
