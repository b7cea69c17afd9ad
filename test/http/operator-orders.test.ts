// Operator order operations through real HTTP: transitions along the table, shipments, reading across accounts.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type SeededAccount, startSeededServer } from "../helpers/fixtures.js";
import { createOrder, walk } from "../helpers/orders.js";
import { ADMIN_TOKEN, type TestServer } from "../helpers/server.js";

let server: TestServer;
let acme: SeededAccount;
let other: SeededAccount;
const admin = (path: string, body: unknown) => server.post(`/v1/admin/orders${path}`, body, ADMIN_TOKEN);

beforeAll(async () => ({ server, acme, other } = await startSeededServer()));
afterAll(() => server.close());

describe("orders/transition", () => {
  it.each([
    [[], "on_hold"],
    [[], "in_production"],
    [[], "cancelled"],
    [["on_hold"], "received"],
    [["on_hold"], "in_production"],
    [["on_hold"], "cancelled"],
  ])("after %j allows → %s", async (steps, to) => {
    const order = await createOrder(server, acme.token);
    await walk(server, order, steps);
    const res = await admin("/transition", { order_ref: order.orderRef, status: to, reason: "ops", ...(to === "in_production" ? { force: true } : {}) });
    expect(res.body).toEqual({ status: "success", message: "Order status changed successfully", data: { order_ref: order.orderRef, status: to } });
    const got = await admin("/get", { order_ref: order.orderRef });
    expect(got.body.data).toMatchObject({ status: to, status_reason: "ops", account_id: acme.accountId });
  });

  it.each([
    [[], "received"],
    [[], "shipped"],
    [[], "partially_shipped"],
    [["in_production"], "received"],
    [["in_production"], "on_hold"],
    [["in_production"], "shipped"],
    [["in_production"], "cancelled"],
    [["in_production", "ship"], "received"],
    [["cancelled"], "received"],
  ])("after %j refuses → %s with invalid_transition", async (steps, to) => {
    const order = await createOrder(server, acme.token);
    await walk(server, order, steps);
    const before = (await admin("/get", { order_ref: order.orderRef })).body.data.status;
    const res = await admin("/transition", { order_ref: order.orderRef, status: to });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ status: "error", data: { order_ref: order.orderRef, errors: [{ path: "status", code: "invalid_transition" }] } });
    expect((await admin("/get", { order_ref: order.orderRef })).body.data.status).toBe(before);
  });

  it("cancelling an order cancels every open line", async () => {
    const order = await createOrder(server, acme.token);
    await walk(server, order, ["cancelled"]);
    const got = await admin("/get", { order_ref: order.orderRef });
    expect(got.body.data.items.map((i: { cancelled_quantity: number }) => i.cancelled_quantity)).toEqual([5, 1]);
  });

  it("refuses unknown orders, bad statuses and account tokens", async () => {
    const unknown = await admin("/transition", { order_ref: "ord_missing", status: "on_hold" });
    expect(unknown.body).toMatchObject({ status: "error", data: { order_ref: "ord_missing", errors: [{ code: "order_not_found" }] } });
    const bad = await admin("/transition", { order_ref: "ord_missing", status: "lost" });
    expect(bad.status).toBe(400);
    expect(bad.body.data.errors[0]).toMatchObject({ path: "status", code: "invalid_value" });
    expect((await server.post("/v1/admin/orders/transition", { order_ref: "x", status: "on_hold" }, acme.token)).status).toBe(403);
  });
});

describe("orders/ship", () => {
  it("ships part, then the rest", async () => {
    const order = await createOrder(server, acme.token);
    await walk(server, order, ["in_production"]);
    const part = await admin("/ship", { order_ref: order.orderRef, carrier: "UPS", tracking_number: "1Z1", tracking_url: "https://ups.example/1Z1", items: [{ item_ref: order.items[0], quantity: 2 }] });
    expect(part.body).toEqual({ status: "success", message: "Shipment recorded successfully", data: { order_ref: order.orderRef, shipment_ref: expect.stringMatching(/^shp_/), status: "partially_shipped", reshipment: false } });
    const rest = await admin("/ship", { order_ref: order.orderRef, carrier: "UPS", tracking_number: "1Z2" });
    expect(rest.body.data.status).toBe("shipped");
    const got = await admin("/get", { order_ref: order.orderRef });
    expect(got.body.data.items.map((i: { shipped_quantity: number }) => i.shipped_quantity)).toEqual([5, 1]);
  });

  it.each([
    ["more than is open", (items: string[]) => [{ item_ref: items[0], quantity: 6 }], "items[0].quantity", "quantity_exceeds_remaining"],
    ["an unknown line", () => [{ item_ref: "itm_x", quantity: 1 }], "items[0].item_ref", "item_not_found"],
  ])("refuses %s with HTTP 200", async (_case, items, path, code) => {
    const order = await createOrder(server, acme.token);
    await walk(server, order, ["in_production"]);
    const res = await admin("/ship", { order_ref: order.orderRef, carrier: "UPS", tracking_number: "1Z", items: items(order.items) });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ status: "error", data: { order_ref: order.orderRef } });
    expect(res.body.data.errors).toContainEqual(expect.objectContaining({ path, code }));
    expect((await admin("/get", { order_ref: order.orderRef })).body.data.status).toBe("in_production");
  });

  it.each([["received", []], ["on_hold", ["on_hold"]], ["shipped", ["in_production", "ship"]], ["cancelled", ["cancelled"]]] as const)(
    "refuses an order that is %s",
    async (_status, steps) => {
      const order = await createOrder(server, acme.token);
      await walk(server, order, [...steps]);
      const res = await admin("/ship", { order_ref: order.orderRef, carrier: "UPS", tracking_number: "1Z" });
      expect(res.body).toMatchObject({ status: "error", data: { errors: [{ code: "status_forbids_change" }] } });
    },
  );

  it.each([
    ["a duplicate line", (items: string[]) => ({ items: [{ item_ref: items[0], quantity: 1 }, { item_ref: items[0], quantity: 1 }] }), "items[1].item_ref", "duplicate_item_ref"],
    ["a bad tracking URL", () => ({ tracking_url: "javascript:alert(1)" }), "tracking_url", "invalid_url"],
    ["no carrier", () => ({ carrier: undefined }), "carrier", "required"],
  ])("refuses %s with 400", async (_case, change, path, code) => {
    const order = await createOrder(server, acme.token);
    await walk(server, order, ["in_production"]);
    const res = await admin("/ship", { order_ref: order.orderRef, carrier: "UPS", tracking_number: "1Z", ...change(order.items) });
    expect(res.status).toBe(400);
    expect(res.body.data.errors).toContainEqual(expect.objectContaining({ path, code }));
  });
});

describe("orders/list and orders/get across accounts", () => {
  it("sees every account, filters by account and status", async () => {
    const mine = await createOrder(server, acme.token);
    const theirs = await createOrder(server, other.token);
    const all = await admin("/list", { limit: 100 });
    const refs = all.body.data.orders.map((o: { order_ref: string }) => o.order_ref);
    expect(refs).toEqual(expect.arrayContaining([mine.orderRef, theirs.orderRef]));
    const onlyOther = await admin("/list", { account_id: other.accountId, limit: 100 });
    expect(onlyOther.body.data.orders.every((o: { account_id: string }) => o.account_id === other.accountId)).toBe(true);
    expect(onlyOther.body.data.orders.map((o: { order_ref: string }) => o.order_ref)).toContain(theirs.orderRef);
    const cancelled = await admin("/list", { status: "cancelled", limit: 100 });
    expect(cancelled.body.data.orders.every((o: { status: string }) => o.status === "cancelled")).toBe(true);
    expect((await admin("/get", { order_ref: theirs.orderRef })).body.data.account_id).toBe(other.accountId);
    const missing = await admin("/get", { order_ref: "ord_missing" });
    expect(missing.status).toBe(404);
  });

  it("does not show account_id to callers", async () => {
    const order = await createOrder(server, acme.token);
    const got = await server.post("/v1/orders/get", { order_ref: order.orderRef }, acme.token);
    expect(got.body.data).not.toHaveProperty("account_id");
  });
});
