// Shipment progress through real HTTP: shipments/update records in_transit, delivered, returned and exception as the
// shipment's status and events, shown in tracking and orders/get, written as shipment.status_changed and delivered.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Workers } from "../../src/workers.js";
import { createOrder, type CreatedOrder, walk } from "../helpers/orders.js";
import { startReceiver, type Receiver } from "../helpers/receiver.js";
import { ADMIN_TOKEN } from "../helpers/server.js";
import { startWebhookRig, type WebhookRig } from "../helpers/webhooks.js";
import { eventsOf } from "./production-support.js";

let rig: WebhookRig;
let receiver: Receiver;
let workers: Workers;
const update = (body: unknown, token = ADMIN_TOKEN) => rig.server.post("/v1/admin/shipments/update", body, token);

beforeAll(async () => {
  rig = await startWebhookRig();
  receiver = await startReceiver();
  await rig.createEndpoint({ account_id: rig.acme.accountId, url: receiver.url, events: ["shipment.status_changed"] });
  workers = rig.workers();
  workers.start();
});
afterAll(async () => {
  await rig.close();
  await receiver.close();
});

/** A shipped order and the ref of its one shipment. */
async function shippedOrder(): Promise<{ order: CreatedOrder; shipmentRef: string }> {
  const order = await createOrder(rig.server, rig.acme.token, 2);
  await walk(rig.server, order, ["in_production"]);
  const shipped = await rig.server.post("/v1/admin/orders/ship", { order_ref: order.orderRef, carrier: "UPS", tracking_number: "1ZPROGRESS" }, ADMIN_TOKEN);
  return { order, shipmentRef: shipped.body.data.shipment_ref };
}

const shipmentsIn = async (order: CreatedOrder) => ({
  get: (await rig.server.post("/v1/orders/get", { order_ref: order.orderRef }, rig.acme.token)).body.data,
  tracking: (await rig.server.post("/v1/orders/tracking", { order_ref: order.orderRef }, rig.acme.token)).body.data,
});

describe("shipments/update", () => {
  it("records progress as the shipment's status and events; tracking and orders/get show them; the order stays shipped", async () => {
    const { order, shipmentRef } = await shippedOrder();
    const moving = await update({ shipment_ref: shipmentRef, status: "in_transit", occurred_at: "2026-11-23T08:00:00+00:00", note: "left the hub" });
    expect(moving.body).toEqual({
      status: "success",
      message: "Shipment updated successfully",
      data: {
        order_ref: order.orderRef,
        shipment: {
          shipment_ref: shipmentRef,
          carrier: "UPS",
          tracking_number: "1ZPROGRESS",
          tracking_url: null,
          shipped_at: expect.any(String),
          updated_at: expect.any(String),
          reshipment: false,
          status: "in_transit",
          events: [{ status: "in_transit", occurred_at: "2026-11-23T08:00:00.000Z", note: "left the hub" }],
          items: [{ item_ref: order.items[0], quantity: 2 }, { item_ref: order.items[1], quantity: 1 }],
        },
      },
    });
    const before = Date.now();
    const delivered = await update({ shipment_ref: shipmentRef, status: "delivered" });
    expect(delivered.body.data.shipment.status).toBe("delivered");
    const [, last] = delivered.body.data.shipment.events;
    expect(last).toEqual({ status: "delivered", occurred_at: expect.any(String), note: null });
    expect(Date.parse(last.occurred_at)).toBeGreaterThanOrEqual(before - 1000);

    // The events' occurred_at is the carrier's time when one was given, created_at when it was recorded.
    const history = await rig.server.post("/v1/orders/events", { order_ref: order.orderRef }, rig.acme.token);
    const progress = history.body.data.events.filter((e: { type: string }) => e.type === "shipment.status_changed");
    expect(progress.map((e: { occurred_at: string }) => e.occurred_at)).toEqual(["2026-11-23T08:00:00.000Z", last.occurred_at]);
    expect(progress[0].created_at).not.toBe(progress[0].occurred_at);

    const { get, tracking } = await shipmentsIn(order);
    expect(get.status).toBe("shipped");
    expect(get.shipments).toEqual([delivered.body.data.shipment]);
    expect(tracking.shipments).toEqual([delivered.body.data.shipment]);
    expect(tracking.status).toBe("shipped");
  });

  it("returned does not reopen the order; updates may go backwards and every event is kept", async () => {
    const { order, shipmentRef } = await shippedOrder();
    for (const status of ["delivered", "in_transit", "exception", "returned"]) {
      expect((await update({ shipment_ref: shipmentRef, status })).body.status).toBe("success");
    }
    const { get } = await shipmentsIn(order);
    expect(get.status).toBe("shipped");
    expect(get.items.map((i: { status: string }) => i.status)).toEqual(["shipped", "shipped"]);
    expect(get.shipments[0].status).toBe("returned");
    expect(get.shipments[0].events.map((e: { status: string }) => e.status)).toEqual(["delivered", "in_transit", "exception", "returned"]);
    const admin = (await rig.server.post("/v1/admin/orders/get", { order_ref: order.orderRef }, ADMIN_TOKEN)).body.data;
    expect(admin.allowed_actions).toMatchObject({ ship: false, reship: true, transitions: [] });
  });

  it("writes shipment.status_changed with the order's status and the shipment, delivered to subscribed endpoints", async () => {
    const { order, shipmentRef } = await shippedOrder();
    await update({ shipment_ref: shipmentRef, status: "exception", note: "address unreadable" });
    const changed = (await eventsOf(rig.server, order.orderRef)).filter((e) => e.type === "shipment.status_changed");
    expect(changed).toHaveLength(1);
    expect(changed[0]!.data).toEqual({
      order_ref: order.orderRef,
      external_ref: order.externalRef,
      store_id: expect.any(String),
      status: "shipped",
      shipment: expect.objectContaining({ shipment_ref: shipmentRef, status: "exception", events: [expect.objectContaining({ status: "exception", note: "address unreadable" })] }),
    });
    await receiver.waitFor((r) => r.some((x) => JSON.parse(x.body).data.order_ref === order.orderRef));
    const sent = receiver.received.map((r) => JSON.parse(r.body)).filter((p) => p.data.order_ref === order.orderRef);
    expect(sent.map((p) => p.type)).toEqual(["shipment.status_changed"]);
    expect(sent[0].data).toEqual(changed[0]!.data);
  });

  it("updates a reshipment's shipment like any other", async () => {
    const { order } = await shippedOrder();
    const again = await rig.server.post("/v1/admin/orders/ship", { order_ref: order.orderRef, carrier: "DHL", tracking_number: "JD9", reshipment: true }, ADMIN_TOKEN);
    const res = await update({ shipment_ref: again.body.data.shipment_ref, status: "delivered" });
    expect(res.body.data.shipment).toMatchObject({ reshipment: true, status: "delivered" });
    const { get } = await shipmentsIn(order);
    expect(get.shipments.map((s: { status: string }) => s.status)).toEqual(["shipped", "delivered"]);
  });

  it("answers 404 shipment_not_found for an unknown shipment", async () => {
    const res = await update({ shipment_ref: "shp_nope", status: "delivered" });
    expect(res.status).toBe(404);
    expect(res.body).toEqual({ status: "error", message: "no shipment with that reference", data: { errors: [{ path: "shipment_ref", code: "shipment_not_found", message: "no shipment with that reference" }] } });
  });

  it.each([
    ["an unknown field", { status: "delivered", signed_by: "me" }, "signed_by", "unknown_field"],
    ["a wrong type", { status: "delivered", note: 3 }, "note", "invalid_type"],
    ["a status it cannot record", { status: "shipped" }, "status", "invalid_value"],
    ["a missing status", {}, "status", "required"],
    ["a time that is not RFC 3339 UTC", { status: "delivered", occurred_at: "23/11/2026" }, "occurred_at", "invalid_timestamp"],
    ["an empty note", { status: "delivered", note: "" }, "note", "required"],
  ])("refuses %s (400)", async (_name, fields, path, code) => {
    const { order, shipmentRef } = await shippedOrder();
    const res = await update({ shipment_ref: shipmentRef, ...fields });
    expect(res.status).toBe(400);
    expect(res.body.data.errors).toEqual([expect.objectContaining({ path, code })]);
    expect((await shipmentsIn(order)).get.shipments[0]).toMatchObject({ status: "shipped", events: [] });
  });

  it("refuses no token (401) and an account token (403)", async () => {
    const { shipmentRef } = await shippedOrder();
    expect((await update({ shipment_ref: shipmentRef, status: "delivered" }, "")).status).toBe(401);
    const forbidden = await update({ shipment_ref: shipmentRef, status: "delivered" }, rig.acme.token);
    expect(forbidden.status).toBe(403);
    expect(forbidden.body.data.errors[0].code).toBe("forbidden");
  });

  it("is in the OpenAPI document with its statuses, and endpoints may subscribe to shipment.status_changed", async () => {
    const openapi = (await rig.server.request("/docs/operator/openapi.json", { method: "GET" })).body;
    const op = openapi.paths["/v1/admin/shipments/update"].post;
    expect(op.requestBody.content["application/json"].schema.properties.status.enum).toEqual(["in_transit", "delivered", "returned", "exception"]);
    const shipment = op.responses["200"].content["application/json"].schema.properties.data.properties.shipment.properties;
    expect(shipment.status.enum).toEqual(["shipped", "in_transit", "delivered", "returned", "exception"]);
    const create = openapi.paths["/v1/admin/webhooks/create"].post.requestBody.content["application/json"].schema;
    expect(create.properties.events.items.enum).toContain("shipment.status_changed");
  });
});
