// Reshipments through real HTTP: send again what already shipped, checked against shipped quantities, changing
// neither the shipped totals nor the status; tracking, orders/get and the shipment.created event say so.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type SeededAccount, startSeededServer } from "../helpers/fixtures.js";
import { createOrder, type CreatedOrder, walk } from "../helpers/orders.js";
import { ADMIN_TOKEN, type TestServer } from "../helpers/server.js";
import { eventsOf } from "./production-support.js";

let server: TestServer;
let acme: SeededAccount;
let current = "";
const ship = (body: Record<string, unknown>, token = ADMIN_TOKEN) => server.post("/v1/admin/orders/ship", { order_ref: current, carrier: "DHL", tracking_number: "JD0001", ...body }, token);
const get = async (order: CreatedOrder) => (await server.post("/v1/orders/get", { order_ref: order.orderRef }, acme.token)).body.data;

beforeAll(async () => ({ server, acme } = await startSeededServer()));
afterAll(() => server.close());

describe("orders/ship with reshipment: true", () => {
  it("sends again part of what shipped; totals, status and line status stay; tracking, get and the event show it", async () => {
    const order = await createOrder(server, acme.token, 5);
    current = order.orderRef;
    await walk(server, order, ["in_production"]);
    const first = await ship({ items: [{ item_ref: order.items[0], quantity: 3 }] });
    expect(first.body.data).toEqual({ order_ref: order.orderRef, shipment_ref: expect.any(String), status: "partially_shipped", reshipment: false });

    const again = await ship({ tracking_number: "JD0002", reshipment: true, items: [{ item_ref: order.items[0], quantity: 2 }] });
    expect(again.body).toEqual({
      status: "success",
      message: "Shipment recorded successfully",
      data: { order_ref: order.orderRef, shipment_ref: expect.stringMatching(/^shp_/), status: "partially_shipped", reshipment: true },
    });
    const view = await get(order);
    expect(view.status).toBe("partially_shipped");
    expect(view.items[0]).toMatchObject({ quantity: 5, shipped_quantity: 3, status: "partially_shipped" });
    expect(view.items[1]).toMatchObject({ shipped_quantity: 0, status: "open" });
    const reshipped = { shipment_ref: again.body.data.shipment_ref, tracking_number: "JD0002", reshipment: true, status: "shipped", events: [], items: [{ item_ref: order.items[0], quantity: 2 }] };
    expect(view.shipments).toEqual([
      expect.objectContaining({ shipment_ref: first.body.data.shipment_ref, reshipment: false, items: [{ item_ref: order.items[0], quantity: 3 }] }),
      expect.objectContaining(reshipped),
    ]);
    const tracking = (await server.post("/v1/orders/tracking", { order_ref: order.orderRef }, acme.token)).body.data;
    expect(tracking.shipments).toEqual(view.shipments);
    const created = (await eventsOf(server, order.orderRef)).filter((e) => e.type === "shipment.created");
    expect(created.map((e) => e.data.shipment.reshipment)).toEqual([false, true]);
    expect(created[1]!.data).toMatchObject({ status: "partially_shipped", shipment: reshipped });
    // No status change was recorded for the reshipment.
    expect((await eventsOf(server, order.orderRef)).at(-1)!.type).toBe("shipment.created");
  });

  it("without items sends again everything shipped, also once the order is shipped", async () => {
    const order = await createOrder(server, acme.token, 2);
    current = order.orderRef;
    await walk(server, order, ["in_production", "ship"]);
    const again = await ship({ reshipment: true });
    expect(again.body.data).toMatchObject({ status: "shipped", reshipment: true });
    const view = await get(order);
    expect(view.status).toBe("shipped");
    expect(view.items.map((i: { shipped_quantity: number }) => i.shipped_quantity)).toEqual([2, 1]);
    expect(view.shipments[1].items).toEqual([{ item_ref: order.items[0], quantity: 2 }, { item_ref: order.items[1], quantity: 1 }]);
    // And again: a reshipment can itself be lost.
    expect((await ship({ reshipment: true, items: [{ item_ref: order.items[1], quantity: 1 }] })).body.status).toBe("success");
  });

  it("refuses more than shipped (quantity_exceeds_shipped), an unknown line, and changes nothing", async () => {
    const order = await createOrder(server, acme.token, 5);
    current = order.orderRef;
    await walk(server, order, ["in_production", "ship-part"]);
    const res = await ship({ reshipment: true, items: [{ item_ref: order.items[0], quantity: 2 }, { item_ref: order.items[1], quantity: 1 }, { item_ref: "itm_nope", quantity: 1 }] });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      status: "error",
      message: "The shipment was not recorded",
      data: {
        order_ref: order.orderRef,
        errors: [
          { path: "items[0].quantity", code: "quantity_exceeds_shipped", message: "only 1 of this line have shipped" },
          { path: "items[1].quantity", code: "quantity_exceeds_shipped", message: "only 0 of this line have shipped" },
          { path: "items[2].item_ref", code: "item_not_found", message: expect.any(String) },
        ],
      },
    });
    expect((await get(order)).shipments).toHaveLength(1);
  });

  it.each([
    ["received", []],
    ["on_hold", ["on_hold"]],
    ["in_production", ["in_production"]],
    ["cancelled", ["cancelled"]],
  ])("refuses an order that is %s (status_forbids_change)", async (_status, steps) => {
    const order = await createOrder(server, acme.token, 2);
    current = order.orderRef;
    await walk(server, order, steps);
    const res = await ship({ reshipment: true });
    expect(res.body).toMatchObject({ status: "error", data: { order_ref: order.orderRef, errors: [{ path: "order_ref", code: "status_forbids_change" }] } });
    expect((await get(order)).shipments).toEqual([]);
  });

  it("reshipment: false is a plain shipment", async () => {
    const order = await createOrder(server, acme.token, 2);
    current = order.orderRef;
    await walk(server, order, ["in_production"]);
    expect((await ship({ reshipment: false })).body.data).toMatchObject({ status: "shipped", reshipment: false });
  });

  it("refuses no token (401), an account token (403), unknown fields and wrong types (400)", async () => {
    const order = await createOrder(server, acme.token, 2);
    current = order.orderRef;
    await walk(server, order, ["in_production", "ship"]);
    expect((await ship({ order_ref: order.orderRef, reshipment: true }, "")).status).toBe(401);
    expect((await ship({ order_ref: order.orderRef, reshipment: true }, acme.token)).status).toBe(403);
    const unknown = await ship({ order_ref: order.orderRef, reship: true });
    expect(unknown.status).toBe(400);
    expect(unknown.body.data.errors).toEqual([expect.objectContaining({ path: "reship", code: "unknown_field" })]);
    const wrong = await ship({ order_ref: order.orderRef, reshipment: "yes" });
    expect(wrong.status).toBe(400);
    expect(wrong.body.data.errors).toEqual([expect.objectContaining({ path: "reshipment", code: "invalid_type" })]);
    expect((await get(order)).shipments).toHaveLength(1);
  });
});
