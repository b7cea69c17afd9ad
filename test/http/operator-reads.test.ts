// The operator reads behind the console, through real HTTP: counts by status, an order's events and deliveries,
// an account's tokens, orders found by external_ref; their errors and their authentication.
import { beforeAll, describe, expect, it } from "vitest";
import { createOrder, walk, type CreatedOrder } from "../helpers/orders.js";
import { ADMIN_TOKEN } from "../helpers/server.js";
import { useWebhookRig } from "../helpers/webhooks.js";

const rig = useWebhookRig();
let webhookId: string;
const admin = (path: string, body: unknown, token = ADMIN_TOKEN) => rig.server.post(`/v1/admin${path}`, body, token);

beforeAll(async () => {
  ({ webhookId } = await rig.createEndpoint({ account_id: rig.acme.accountId, url: rig.receiver.url }));
});

describe("orders/counts", () => {
  it("counts every status, all accounts or one", async () => {
    const before = (await admin("/orders/counts", {})).body.data;
    const held = await createOrder(rig.server, rig.acme.token);
    await walk(rig.server, held, ["on_hold"]);
    await createOrder(rig.server, rig.other.token);
    const after = await admin("/orders/counts", {});
    expect(after.status).toBe(200);
    expect(Object.keys(after.body.data.counts).sort()).toEqual(["cancelled", "in_production", "on_hold", "partially_shipped", "received", "shipped"]);
    expect(after.body.data.counts.on_hold).toBe(before.counts.on_hold + 1);
    expect(after.body.data.counts.received).toBe(before.counts.received + 1);
    expect(after.body.data.total).toBe(before.total + 2);
    const other = await admin("/orders/counts", { account_id: rig.other.accountId });
    expect(other.body.data.counts.on_hold).toBe(0);
    expect(other.body.data.counts.received).toBeGreaterThanOrEqual(1);
    const unknown = await admin("/orders/counts", { account_id: "acc_nobody" });
    expect(unknown.body.data.total).toBe(0);
  });

  it("refuses unknown fields, account tokens and no token", async () => {
    const bad = await admin("/orders/counts", { status: "on_hold" });
    expect(bad.status).toBe(400);
    expect(bad.body.data.errors[0]).toMatchObject({ code: "unknown_field", path: "status" });
    expect((await admin("/orders/counts", {}, rig.acme.token)).status).toBe(403);
    expect((await rig.server.post("/v1/admin/orders/counts", {})).status).toBe(401);
  });
});

describe("orders/list by external_ref", () => {
  it("finds the order across accounts by the caller's reference", async () => {
    const order = await createOrder(rig.server, rig.other.token);
    const found = await admin("/orders/list", { external_ref: order.externalRef });
    expect(found.status).toBe(200);
    expect(found.body.data.orders.map((o: { order_ref: string }) => o.order_ref)).toEqual([order.orderRef]);
    expect(found.body.data.orders[0].account_id).toBe(rig.other.accountId);
    expect((await admin("/orders/list", { external_ref: order.externalRef, account_id: rig.acme.accountId })).body.data.orders).toEqual([]);
    expect((await admin("/orders/list", { external_ref: "no-such-ref" })).body.data.orders).toEqual([]);
    expect((await admin("/orders/list", { external_ref: "" })).status).toBe(400);
  });
});

describe("orders/events and orders/deliveries", () => {
  let order: CreatedOrder;
  beforeAll(async () => {
    order = await createOrder(rig.server, rig.acme.token);
    await walk(rig.server, order, ["on_hold", "in_production", "ship-part"]);
  });

  it("lists any order's events oldest first, from a sequence on", async () => {
    const res = await admin("/orders/events", { order_ref: order.orderRef });
    expect(res.status).toBe(200);
    const types = res.body.data.events.map((e: { type: string }) => e.type);
    expect(types).toEqual(expect.arrayContaining(["order.on_hold", "order.status_changed", "shipment.created"]));
    expect(res.body.data.events.map((e: { sequence: number }) => e.sequence)).toEqual(types.map((_: string, i: number) => i + 1));
    expect(res.body.data).toMatchObject({ order_ref: order.orderRef, external_ref: order.externalRef, sequence: types.length, more: false });
    const later = await admin("/orders/events", { order_ref: order.orderRef, after_sequence: 1, limit: 1 });
    expect(later.body.data.events.map((e: { sequence: number }) => e.sequence)).toEqual([2]);
    expect(later.body.data.more).toBe(true);
  });

  it("lists the order's deliveries to every endpoint with their attempts", async () => {
    const workers = rig.workers();
    while ((await workers.worker.runOnce()) > 0);
    const res = await admin("/orders/deliveries", { order_ref: order.orderRef });
    expect(res.status).toBe(200);
    const deliveries = res.body.data.deliveries;
    expect(deliveries.length).toBeGreaterThanOrEqual(3);
    expect(deliveries.every((d: { order_ref: string; webhook_id: string }) => d.order_ref === order.orderRef && d.webhook_id === webhookId)).toBe(true);
    expect(deliveries[0]).toMatchObject({ status: "succeeded", attempt_count: 1, attempts: [{ attempt: 1, http_status: 200 }] });
    const ids = deliveries.map((d: { delivery_id: string }) => d.delivery_id);
    expect(ids).toEqual([...ids].sort().reverse());
    const first = await admin("/orders/deliveries", { order_ref: order.orderRef, limit: 1 });
    expect(first.body.data.deliveries.map((d: { delivery_id: string }) => d.delivery_id)).toEqual([ids[0]]);
    const second = await admin("/orders/deliveries", { order_ref: order.orderRef, limit: 1, cursor: first.body.data.next_cursor });
    expect(second.body.data.deliveries.map((d: { delivery_id: string }) => d.delivery_id)).toEqual([ids[1]]);
  });

  it("words order_not_found for the operator: no merchant's \"your account\" on the operator surface", async () => {
    for (const path of ["/orders/get", "/orders/events", "/orders/deliveries"]) {
      const res = await admin(path, { order_ref: "ord_unknown" });
      expect(res.status).toBe(404);
      expect(res.body.message, path).toBe("no order with that reference");
      expect(res.body.data.errors[0]).toMatchObject({ code: "order_not_found", path: "order_ref", message: "no order with that reference" });
    }
    // The caller keeps its own words: its orders are the account's.
    const caller = await rig.server.post("/v1/orders/get", { order_ref: "ord_unknown" }, rig.acme.token);
    expect(caller.body.message).toBe("no order with that reference in your account");
  });

  it("answers 404 order_not_found for an unknown order, 400 for a bad cursor or body", async () => {
    for (const path of ["/orders/events", "/orders/deliveries"]) {
      const res = await admin(path, { order_ref: "ord_unknown" });
      expect(res.status).toBe(404);
      expect(res.body.data.errors[0]).toMatchObject({ code: "order_not_found", path: "order_ref" });
      expect((await admin(path, {})).body.data.errors[0]).toMatchObject({ code: "required", path: "order_ref" });
      expect((await admin(path, { order_ref: order.orderRef }, rig.acme.token)).status).toBe(403);
    }
    const cursor = await admin("/orders/deliveries", { order_ref: order.orderRef, cursor: "garbage" });
    expect(cursor.status).toBe(400);
    expect(cursor.body.data.errors[0].code).toBe("invalid_cursor");
    expect((await admin("/orders/events", { order_ref: order.orderRef, after_sequence: -1 })).status).toBe(400);
  });
});

describe("tokens/list", () => {
  it("lists an account's tokens without the token, revoked ones with their time", async () => {
    const made = await admin("/tokens/create", { account_id: rig.other.accountId });
    await admin("/tokens/revoke", { token_id: made.body.data.token_id });
    const res = await admin("/tokens/list", { account_id: rig.other.accountId });
    expect(res.status).toBe(200);
    const tokens = res.body.data.tokens;
    expect(tokens.map((t: { token_id: string }) => t.token_id)).toEqual([rig.other.tokenId, made.body.data.token_id]);
    expect(tokens[0]).toEqual({
      token_id: rig.other.tokenId,
      account_id: rig.other.accountId,
      scopes: ["orders:read", "orders:write", "products:read", "products:write", "webhooks:read", "webhooks:write", "tokens:read", "tokens:write", "inventory:read", "inventory:write", "stores:read", "stores:write", "billing:read"],
      name: null,
      created_at: expect.any(String),
      expires_at: null,
      store_id: null,
      revoked_at: null,
      last_used_at: expect.any(String),
      created_by_token_id: null,
    });
    expect(tokens[1].revoked_at).toEqual(expect.any(String));
    expect(JSON.stringify(res.body)).not.toContain(made.body.data.token);
    const paged = await admin("/tokens/list", { account_id: rig.other.accountId, limit: 1 });
    expect(paged.body.data.tokens).toHaveLength(1);
    const next = await admin("/tokens/list", { account_id: rig.other.accountId, limit: 1, cursor: paged.body.data.next_cursor });
    expect(next.body.data.tokens[0].token_id).toBe(made.body.data.token_id);
  });

  it("answers 404 account_not_found, 400 without account_id, 403 to an account token", async () => {
    const unknown = await admin("/tokens/list", { account_id: "acc_nobody" });
    expect(unknown.status).toBe(404);
    expect(unknown.body.data.errors[0]).toMatchObject({ code: "account_not_found", path: "account_id" });
    expect((await admin("/tokens/list", {})).body.data.errors[0]).toMatchObject({ code: "required", path: "account_id" });
    expect((await admin("/tokens/list", { account_id: rig.acme.accountId }, rig.acme.token)).status).toBe(403);
  });
});
