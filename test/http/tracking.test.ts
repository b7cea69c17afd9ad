// Tracking through real HTTP: one order's shipments, account-wide polling since a time, and the walk of one order end to end.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type SeededAccount, startSeededServer } from "../helpers/fixtures.js";
import { createOrder, FORCED, walk } from "../helpers/orders.js";
import { ADMIN_TOKEN, type TestServer } from "../helpers/server.js";

let server: TestServer;
let acme: SeededAccount;
let other: SeededAccount;

beforeAll(async () => ({ server, acme, other } = await startSeededServer()));
afterAll(() => server.close());

describe("one order, end to end", () => {
  it("create → cancel part → update shipping → in_production → update refused → partial ship → ship → tracking and outbox", async () => {
    const order = await createOrder(server, acme.token);
    const cancel = await server.post("/v1/orders/cancel-items", { order_ref: order.orderRef, items: [{ item_ref: order.items[0], cancelled_quantity: 1 }] }, acme.token);
    expect(cancel.body.status).toBe("success");
    const address = { shipping_name: "New Name", shipping_address_1: "5 Elm St", shipping_city: "Boston", shipping_zip: "02101", shipping_state: "MA", shipping_country: "US" };
    expect((await server.post("/v1/orders/update-shipping", { order_ref: order.orderRef, ...address }, acme.token)).body.status).toBe("success");
    await walk(server, order, ["in_production"]);
    const refused = await server.post("/v1/orders/update-shipping", { order_ref: order.orderRef, ...address }, acme.token);
    expect(refused.body).toMatchObject({ status: "error", data: { order_ref: order.orderRef } });
    const first = await server.post("/v1/admin/orders/ship", { order_ref: order.orderRef, carrier: "UPS", tracking_number: "1ZA", items: [{ item_ref: order.items[0], quantity: 2 }] }, ADMIN_TOKEN);
    expect(first.body.data.status).toBe("partially_shipped");
    const second = await server.post("/v1/admin/orders/ship", { order_ref: order.orderRef, carrier: "USPS", tracking_number: "9400", tracking_url: "https://usps.example/9400" }, ADMIN_TOKEN);
    expect(second.body.data.status).toBe("shipped");

    const tracking = await server.post("/v1/orders/tracking", { order_ref: order.orderRef }, acme.token);
    expect(tracking.body).toEqual({
      status: "success",
      message: "Tracking found",
      data: {
        order_ref: order.orderRef,
        external_ref: order.externalRef,
        status: "shipped",
        sequence: 7,
        shipments: [
          { shipment_ref: first.body.data.shipment_ref, carrier: "UPS", tracking_number: "1ZA", tracking_url: null, shipped_at: expect.any(String), reshipment: false, status: "shipped", events: [], updated_at: expect.any(String), items: [{ item_ref: order.items[0], quantity: 2 }] },
          {
            shipment_ref: second.body.data.shipment_ref,
            carrier: "USPS",
            tracking_number: "9400",
            tracking_url: "https://usps.example/9400",
            shipped_at: expect.any(String),
            updated_at: expect.any(String),
            reshipment: false,
            status: "shipped",
            events: [],
            items: [{ item_ref: order.items[0], quantity: 2 }, { item_ref: order.items[1], quantity: 1 }],
          },
        ],
      },
    });
    const byExternal = await server.post("/v1/orders/tracking", { external_ref: order.externalRef }, acme.token);
    expect(byExternal.body.data).toEqual(tracking.body.data);

    const events = await server.database.db.selectFrom("events").selectAll().where("order_ref", "=", order.orderRef).orderBy("order_seq").execute();
    expect(events.map((e) => [e.order_seq, e.type])).toEqual([
      [1, "order.items_cancelled"],
      [2, "order.shipping_updated"],
      [3, "order.status_changed"],
      [4, "shipment.created"],
      [5, "order.status_changed"],
      [6, "shipment.created"],
      [7, "order.status_changed"],
    ]);
    const payloads = events.map((e) => JSON.parse(e.payload));
    for (const [i, p] of payloads.entries()) {
      expect(p).toMatchObject({
        id: events[i]!.id,
        type: events[i]!.type,
        sequence: i + 1,
        occurred_at: events[i]!.created_at,
        created_at: events[i]!.created_at,
        data: { order_ref: order.orderRef, external_ref: order.externalRef },
      });
    }
    expect(payloads.map((p) => p.data.status)).toEqual(["received", "received", "in_production", "partially_shipped", "partially_shipped", "shipped", "shipped"]);
    expect(payloads[0].data.items).toEqual([{ item_ref: order.items[0], cancelled_quantity: 1, remaining_quantity: 4 }]);
    expect(payloads[1].data.shipping).toMatchObject({ shipping_name: "New Name", shipping_city: "Boston" });
    expect(payloads[2].data).toMatchObject({ previous_status: "received", reason: FORCED.reason, forced: true });
    expect(payloads[3].data.shipment).toEqual(tracking.body.data.shipments[0]);
    expect(payloads[4].data).toMatchObject({ previous_status: "in_production" });
    expect(payloads[5].data.shipment).toEqual(tracking.body.data.shipments[1]);
    expect(payloads[6].data).toMatchObject({ previous_status: "partially_shipped" });
  });
});

describe("polling with updated_after", () => {
  it("pages through the account's shipments since a time, oldest first, only the caller's", async () => {
    const since = new Date(Date.now() - 1000).toISOString();
    const shipped: string[] = [];
    for (let i = 0; i < 5; i++) {
      const order = await createOrder(server, acme.token);
      await walk(server, order, ["in_production"]);
      const res = await server.post("/v1/admin/orders/ship", { order_ref: order.orderRef, carrier: "UPS", tracking_number: `P${i}` }, ADMIN_TOKEN);
      shipped.push(res.body.data.shipment_ref);
    }
    const foreign = await createOrder(server, other.token);
    await walk(server, foreign, ["in_production", "ship"]);

    const seen: { shipment_ref: string; order_ref: string; external_ref: string }[] = [];
    let cursor: string | undefined;
    do {
      const res = await server.post("/v1/orders/tracking", { updated_after: since, limit: 2, ...(cursor ? { cursor } : {}) }, acme.token);
      expect(res.body.status).toBe("success");
      expect(res.body.data.shipments.length).toBeLessThanOrEqual(2);
      seen.push(...res.body.data.shipments);
      cursor = res.body.data.next_cursor ?? undefined;
    } while (cursor);
    const refs = seen.map((s) => s.shipment_ref);
    expect(new Set(refs).size).toBe(refs.length);
    expect(refs.filter((ref) => shipped.includes(ref))).toEqual(shipped);
    const foreignShipments = await server.post("/v1/orders/tracking", { order_ref: foreign.orderRef }, other.token);
    expect(refs).not.toContain(foreignShipments.body.data.shipments[0].shipment_ref);
    for (const s of seen) expect(s.order_ref).toMatch(/^ord_/);
    const future = await server.post("/v1/orders/tracking", { updated_after: "2999-01-01T00:00:00Z" }, acme.token);
    expect(future.body.data).toEqual({ shipments: [], next_cursor: null });
  });

  it("brings a shipment back when its progress changes after the time polled from (delivered, returned)", async () => {
    const order = await createOrder(server, acme.token);
    await walk(server, order, ["in_production"]);
    const shipped = await server.post("/v1/admin/orders/ship", { order_ref: order.orderRef, carrier: "UPS", tracking_number: "1ZLATER" }, ADMIN_TOKEN);
    const shipmentRef: string = shipped.body.data.shipment_ref;
    const since = new Date(Date.now() - 60_000).toISOString();
    const first = await server.post("/v1/orders/tracking", { updated_after: since, limit: 100 }, acme.token);
    const seen = (first.body.data.shipments as { shipment_ref: string; status: string; updated_at: string }[]).find((s) => s.shipment_ref === shipmentRef)!;
    expect(seen).toMatchObject({ status: "shipped", updated_at: expect.any(String) });
    // A poller continues from the latest updated_at it has seen.
    const next = (first.body.data.shipments as { updated_at: string }[]).map((s) => s.updated_at).sort().at(-1)!;
    expect((await server.post("/v1/orders/tracking", { updated_after: next }, acme.token)).body.data.shipments).toEqual([]);

    await new Promise((r) => setTimeout(r, 5));
    const delivered = await server.post("/v1/admin/shipments/update", { shipment_ref: shipmentRef, status: "delivered", occurred_at: "2020-01-01T00:00:00Z" }, ADMIN_TOKEN);
    expect(delivered.body.status).toBe("success");
    const again = await server.post("/v1/orders/tracking", { updated_after: next }, acme.token);
    // Recorded now, whatever time the carrier gave: the update is what changed since the last poll.
    expect(again.body.data.shipments).toEqual([expect.objectContaining({ shipment_ref: shipmentRef, order_ref: order.orderRef, status: "delivered" })]);
    expect(again.body.data.shipments[0].updated_at > next).toBe(true);
    expect(again.body.data.shipments[0].shipped_at).toBe(seen.updated_at);
  });

  it.each([
    ["nothing", {}, "updated_after", "required", 400],
    ["both forms", { order_ref: "ord_x", updated_after: "2026-01-01T00:00:00Z" }, "updated_after", "invalid", 400],
    ["a non-UTC time", { updated_after: "2026-01-01T00:00:00+01:00" }, "updated_after", "invalid_timestamp", 400],
    ["a forged cursor", { updated_after: "2026-01-01T00:00:00Z", cursor: "abc" }, "cursor", "invalid_cursor", 400],
    ["an unknown order", { order_ref: "ord_missing" }, "order_ref", "order_not_found", 404],
    ["an unknown external_ref", { external_ref: "never-sent" }, "external_ref", "order_not_found", 404],
    ["order_ref and external_ref together", { order_ref: "ord_x", external_ref: "x" }, "external_ref", "invalid", 400],
  ])("refuses %s", async (_case, body, path, code, status) => {
    const res = await server.post("/v1/orders/tracking", body, acme.token);
    expect(res.status).toBe(status);
    expect(res.body.data.errors).toContainEqual(expect.objectContaining({ path, code }));
  });

  it("answers an order not shipped yet with its status and no shipments", async () => {
    const order = await createOrder(server, acme.token);
    const res = await server.post("/v1/orders/tracking", { external_ref: order.externalRef }, acme.token);
    expect(res.status).toBe(200);
    expect(res.body.data).toEqual({ order_ref: order.orderRef, external_ref: order.externalRef, status: "received", shipments: [], sequence: 0 });
  });

  it("answers another account's order like an unknown one", async () => {
    const order = await createOrder(server, acme.token);
    const foreign = await server.post("/v1/orders/tracking", { order_ref: order.orderRef }, other.token);
    const unknown = await server.post("/v1/orders/tracking", { order_ref: "ord_missing" }, other.token);
    expect(foreign.status).toBe(404);
    expect(foreign.body).toEqual(unknown.body);
  });
});
