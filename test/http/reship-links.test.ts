// A reshipment that names the lost shipment it replaces (orders/ship replaces_shipment_ref): stored, shown to the
// operator and the caller (orders/get, tracking, shipment events), in the operator's timeline, and refused when it
// is no reshipment or names no shipment of the order.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type SeededAccount, startSeededServer } from "../helpers/fixtures.js";
import { createOrder, type CreatedOrder, walk } from "../helpers/orders.js";
import { ADMIN_TOKEN, type TestServer } from "../helpers/server.js";
import { eventsOf } from "./production-support.js";

let server: TestServer;
let acme: SeededAccount;
const ship = (order: CreatedOrder, body: Record<string, unknown>, token: string | undefined = ADMIN_TOKEN) =>
  server.post("/v1/admin/orders/ship", { order_ref: order.orderRef, carrier: "DHL", tracking_number: "JD0001", ...body }, token);
const shipmentRows = (order: CreatedOrder) =>
  server.database.db.selectFrom("shipments").select(["shipment_ref", "reshipment", "replaces_shipment_ref"]).where("order_ref", "=", order.orderRef).orderBy("shipped_at").orderBy("shipment_ref").execute();

/** An order in production with one parcel of 3 of its first line shipped: the parcel the tests lose. */
async function shippedOnce(): Promise<{ order: CreatedOrder; lost: string }> {
  const order = await createOrder(server, acme.token, 5);
  await walk(server, order, ["in_production"]);
  const first = await ship(order, { items: [{ item_ref: order.items[0], quantity: 3 }] });
  expect(first.body.status).toBe("success");
  return { order, lost: first.body.data.shipment_ref };
}

beforeAll(async () => ({ server, acme } = await startSeededServer()));
afterAll(() => server.close());

describe("orders/ship replaces_shipment_ref", () => {
  it("links the reshipment to the lost shipment: stored, in orders/get, tracking, events, the timeline and its packing slip", async () => {
    const { order, lost } = await shippedOnce();
    const again = await ship(order, { tracking_number: "JD0002", reshipment: true, replaces_shipment_ref: lost, items: [{ item_ref: order.items[0], quantity: 3 }] });
    expect(again.body).toEqual({
      status: "success",
      message: "Shipment recorded successfully",
      data: { order_ref: order.orderRef, shipment_ref: expect.stringMatching(/^shp_/), status: "partially_shipped", reshipment: true },
    });
    const replacement = again.body.data.shipment_ref as string;
    expect(await shipmentRows(order)).toEqual([
      { shipment_ref: lost, reshipment: false, replaces_shipment_ref: null },
      { shipment_ref: replacement, reshipment: true, replaces_shipment_ref: lost },
    ]);

    // The caller sees the link (an optional field, present only on a replacement); the lost parcel has none.
    const callerView = (await server.post("/v1/orders/get", { order_ref: order.orderRef }, acme.token)).body.data;
    expect(callerView.shipments[0]).not.toHaveProperty("replaces_shipment_ref");
    expect(callerView.shipments[1]).toMatchObject({ shipment_ref: replacement, reshipment: true, replaces_shipment_ref: lost, items: [{ item_ref: order.items[0], quantity: 3 }] });
    const operatorView = (await server.post("/v1/admin/orders/get", { order_ref: order.orderRef }, ADMIN_TOKEN)).body.data;
    // The operator's view is the caller's with each shipment line named (sku, product_name).
    type Line = { item_ref: string; quantity: number };
    const named = callerView.shipments.map((s: { items: Line[] }) => ({ ...s, items: s.items.map((i) => ({ ...i, sku: "MY-TEE", product_name: "Logo tee" })) }));
    expect(operatorView.shipments).toEqual(named);
    const tracking = (await server.post("/v1/orders/tracking", { order_ref: order.orderRef }, acme.token)).body.data;
    expect(tracking.shipments).toEqual(callerView.shipments);
    const since = (await server.post("/v1/orders/tracking", { updated_after: "2000-01-01T00:00:00Z", limit: 100 }, acme.token)).body.data;
    expect(since.shipments.find((s: { shipment_ref: string }) => s.shipment_ref === replacement)).toMatchObject({ replaces_shipment_ref: lost, order_ref: order.orderRef });

    // shipment.created (what webhooks deliver) carries it; the shipment's progress events too.
    const progress = await server.post("/v1/admin/shipments/update", { shipment_ref: replacement, status: "in_transit" }, ADMIN_TOKEN);
    expect(progress.body.data.shipment).toMatchObject({ shipment_ref: replacement, replaces_shipment_ref: lost, status: "in_transit" });
    const recorded = await eventsOf(server, order.orderRef);
    const created = recorded.filter((e) => e.type === "shipment.created");
    expect(created[0]!.data.shipment).not.toHaveProperty("replaces_shipment_ref");
    expect(created[1]!.data.shipment).toMatchObject({ shipment_ref: replacement, reshipment: true, replaces_shipment_ref: lost });
    expect(recorded.at(-1)).toMatchObject({ type: "shipment.status_changed", data: { shipment: { shipment_ref: replacement, replaces_shipment_ref: lost } } });

    // The operator's timeline names both parcels.
    const history = (await server.post("/v1/admin/orders/events", { order_ref: order.orderRef }, ADMIN_TOKEN)).body.data;
    const line = history.events.find((e: { type: string; data: { shipment: { shipment_ref: string } } }) => e.type === "shipment.created" && e.data.shipment.shipment_ref === replacement);
    expect(line.summary).toBe(`admin reshipped ${replacement} (replaces lost ${lost}): 3 items with DHL, tracking JD0002`);

    // The replacement's own slip prints what it carries.
    const slip = await fetch(`${server.url}/v1/admin/shipments/${replacement}/packing-slip`, { headers: { authorization: `Bearer ${ADMIN_TOKEN}` } });
    expect(slip.status).toBe(200);
    expect(slip.headers.get("content-type")).toBe("application/pdf");
    expect(Buffer.from(await slip.arrayBuffer()).subarray(0, 5).toString()).toBe("%PDF-");
  });

  it("refuses replaces_shipment_ref without reshipment: true with 400 reshipment_required, writing nothing", async () => {
    const { order, lost } = await shippedOnce();
    for (const body of [{ replaces_shipment_ref: lost }, { replaces_shipment_ref: lost, reshipment: false }]) {
      const res = await ship(order, body);
      expect(res.status).toBe(400);
      expect(res.body).toMatchObject({ status: "error", data: { errors: [{ path: "replaces_shipment_ref", code: "reshipment_required", message: expect.any(String) }] } });
    }
    expect((await shipmentRows(order)).map((s) => s.shipment_ref)).toEqual([lost]);
  });

  it("refuses a shipment that is unknown or of another order with HTTP 200 shipment_not_found at its path, writing nothing", async () => {
    const { order, lost } = await shippedOnce();
    const elsewhere = await shippedOnce();
    for (const ref of ["shp_doesnotexist000000000000", elsewhere.lost]) {
      const res = await ship(order, { reshipment: true, replaces_shipment_ref: ref });
      expect(res.status).toBe(200);
      expect(res.body).toEqual({
        status: "error",
        message: "The shipment was not recorded",
        data: { order_ref: order.orderRef, errors: [{ path: "replaces_shipment_ref", code: "shipment_not_found", message: `"${ref}" is not a shipment of this order` }] },
      });
    }
    expect((await shipmentRows(order)).map((s) => s.shipment_ref)).toEqual([lost]);
    expect((await eventsOf(server, order.orderRef)).filter((e) => e.type === "shipment.created")).toHaveLength(1);
  });

  it("reports the quantity refusals and the link refusal together", async () => {
    const { order } = await shippedOnce();
    const res = await ship(order, { reshipment: true, replaces_shipment_ref: "shp_nope", items: [{ item_ref: order.items[0], quantity: 4 }] });
    expect(res.status).toBe(200);
    // Quantities are checked first; the change stops at the first refusal, as every order change does.
    expect(res.body.data.errors).toEqual([expect.objectContaining({ path: "items[0].quantity", code: "quantity_exceeds_shipped" })]);
  });

  it.each([
    ["a number", 12, "invalid_type"],
    ["an empty string", "", "required"],
  ])("refuses %s as replaces_shipment_ref with 400 at its path", async (_label, value, code) => {
    const { order } = await shippedOnce();
    const res = await ship(order, { reshipment: true, replaces_shipment_ref: value });
    expect(res.status).toBe(400);
    expect(res.body.data.errors).toContainEqual(expect.objectContaining({ path: "replaces_shipment_ref", code }));
  });

  it("needs an operator token", async () => {
    const { order, lost } = await shippedOnce();
    expect((await ship(order, { reshipment: true, replaces_shipment_ref: lost }, "")).status).toBe(401);
    expect((await ship(order, { reshipment: true, replaces_shipment_ref: lost }, acme.token)).status).toBe(403);
    expect((await shipmentRows(order)).map((s) => s.shipment_ref)).toEqual([lost]);
  });
});
