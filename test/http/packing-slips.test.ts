// Packing slips through real HTTP: one order by GET, a batch by POST, read back as PDF text and a decoded barcode;
// nothing_to_ship and order_not_found refusals in the envelope; auth and malformed input.
import { mkdirSync, writeFileSync } from "node:fs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { seedAccount, type SeededAccount, standardOrder, startSeededServer } from "../helpers/fixtures.js";
import { createOrder, FORCED, walk } from "../helpers/orders.js";
import { bars, decode, open, pageText } from "../helpers/pdf.js";
import { ADMIN_TOKEN, type TestServer } from "../helpers/server.js";

const OUT = "test-results/packing-slips";
mkdirSync(OUT, { recursive: true });

let server: TestServer;
let acme: SeededAccount;
let shop: SeededAccount;

const RETURN_ADDRESS = { name: "Shop Returns", address_1: "9 Dock Road", city: "Leeds", zip: "LS1 4AP", state: "West Yorkshire", country: "GB" };

beforeAll(async () => {
  ({ server, acme } = await startSeededServer());
  shop = await seedAccount(server, {
    name: "Shop",
    return_address: RETURN_ADDRESS,
    insert_ids: [7],
    packing_slip: { branding_message: "Thanks from Shop!", contact_message: "help@shop.example" },
  });
});
afterAll(() => server.close());

async function slip(orderRef: string, token = ADMIN_TOKEN) {
  const res = await fetch(`${server.url}/v1/admin/orders/${orderRef}/packing-slip`, { headers: token ? { authorization: `Bearer ${token}` } : {} });
  const bytes = Buffer.from(await res.arrayBuffer());
  return { status: res.status, type: res.headers.get("content-type"), bytes, json: () => JSON.parse(bytes.toString("utf8")) };
}

async function shipmentSlip(shipmentRef: string, token = ADMIN_TOKEN) {
  const res = await fetch(`${server.url}/v1/admin/shipments/${shipmentRef}/packing-slip`, { headers: token ? { authorization: `Bearer ${token}` } : {} });
  const bytes = Buffer.from(await res.arrayBuffer());
  return { status: res.status, type: res.headers.get("content-type"), disposition: res.headers.get("content-disposition"), bytes, json: () => JSON.parse(bytes.toString("utf8")) };
}

async function batch(body: unknown, token = ADMIN_TOKEN) {
  const res = await fetch(`${server.url}/v1/admin/packing-slips`, {
    method: "POST",
    headers: { "content-type": "application/json", ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: typeof body === "string" ? body : JSON.stringify(body),
  });
  const bytes = Buffer.from(await res.arrayBuffer());
  return { status: res.status, type: res.headers.get("content-type"), bytes, json: () => JSON.parse(bytes.toString("utf8")) };
}

async function create(account: SeededAccount, overrides: Record<string, unknown> = {}): Promise<{ orderRef: string; externalRef: string; items: string[] }> {
  const body = standardOrder(overrides);
  const res = await server.post("/v1/orders/create", body, account.token);
  expect(res.body, JSON.stringify(res.body)).toMatchObject({ status: "success" });
  return { orderRef: res.body.data.order_ref, externalRef: body.external_ref, items: res.body.data.items.map((i: { item_ref: string }) => i.item_ref) };
}

describe("GET /v1/admin/orders/{order_ref}/packing-slip", () => {
  it("answers a PDF with every element of the slip, the account's messages and return address, and a readable barcode", async () => {
    const order = await create(shop, { insert_id: 7, items: [{ sku: "MY-TEE", quantity: 2 }, { sku: "MY-BOOK", quantity: 3 }] });
    const res = await slip(order.orderRef);
    expect(res.status).toBe(200);
    expect(res.type).toBe("application/pdf");
    writeFileSync(`${OUT}/http-one-order.pdf`, res.bytes);
    const pages = await pageText(res.bytes);
    expect(pages).toHaveLength(1);
    const [text] = pages;
    for (const expected of ["Thanks from Shop!", "help@shop.example", "Ada Lovelace", "1 Analytical Way", "Shop Returns", "9 Dock Road", "LS1 4AP Leeds West Yorkshire", order.orderRef, order.externalRef, "2026-11-22", "Insert #7"]) {
      expect(text).toContain(expected);
    }
    expect(text).toMatch(/MY-TEE Logo tee 2\b/);
    expect(text).toMatch(/MY-BOOK Notebook 3\b/);
    expect((await decode(await bars(res.bytes))).map((r) => r.text)).toEqual([order.orderRef]);
  });

  it("prefers the order's own messages and shows only what is still to ship", async () => {
    const order = await create(shop, { packing_slip: { branding_message: "A gift for you" }, items: [{ sku: "MY-TEE", quantity: 5 }, { sku: "MY-BOOK", quantity: 1 }] });
    const cancel = await server.post("/v1/orders/cancel-items", { order_ref: order.orderRef, items: [{ item_ref: order.items[0], cancelled_quantity: 1 }] }, shop.token);
    expect(cancel.body.status).toBe("success");
    await server.post("/v1/admin/orders/transition", { order_ref: order.orderRef, status: "in_production", ...FORCED }, ADMIN_TOKEN);
    const shipped = await server.post("/v1/admin/orders/ship", { order_ref: order.orderRef, carrier: "UPS", tracking_number: "1Z1", items: [{ item_ref: order.items[0], quantity: 1 }, { item_ref: order.items[1], quantity: 1 }] }, ADMIN_TOKEN);
    expect(shipped.body.status).toBe("success");
    const [text] = await pageText((await slip(order.orderRef)).bytes);
    expect(text).toContain("A gift for you");
    expect(text).not.toContain("Thanks from Shop!");
    expect(text).toContain("help@shop.example");
    expect(text).toMatch(/MY-TEE Logo tee 3\b/);
    expect(text).not.toContain("MY-BOOK");
  });

  it("refuses an order with nothing left to ship (409 nothing_to_ship) and an unknown one (404 order_not_found)", async () => {
    const shippedOrder = await createOrder(server, acme.token);
    await walk(server, shippedOrder, ["in_production", "ship"]);
    const shipped = await slip(shippedOrder.orderRef);
    expect(shipped.status).toBe(409);
    expect(shipped.json().data.errors).toEqual([{ path: "order_ref", code: "nothing_to_ship", message: expect.stringContaining(shippedOrder.orderRef) }]);
    const cancelled = await createOrder(server, acme.token);
    await walk(server, cancelled, ["cancelled"]);
    expect((await slip(cancelled.orderRef)).json().data.errors[0].code).toBe("nothing_to_ship");
    const unknown = await slip("ord_unknown");
    expect(unknown.status).toBe(404);
    expect(unknown.json()).toMatchObject({ status: "error", data: { errors: [{ path: "order_ref", code: "order_not_found" }] } });
  });

  it("needs an operator token", async () => {
    const order = await createOrder(server, acme.token);
    expect((await slip(order.orderRef, "")).status).toBe(401);
    const forbidden = await slip(order.orderRef, acme.token);
    expect(forbidden.status).toBe(403);
    expect(forbidden.json().data.errors[0].code).toBe("forbidden");
  });
});

describe("GET /v1/admin/shipments/{shipment_ref}/packing-slip", () => {
  it("prints what one parcel holds, a reshipment's included, after the order's own slip has nothing left", async () => {
    const order = await create(shop, { items: [{ sku: "MY-TEE", quantity: 2 }, { sku: "MY-BOOK", quantity: 3 }] });
    await server.post("/v1/admin/orders/transition", { order_ref: order.orderRef, status: "in_production", ...FORCED }, ADMIN_TOKEN);
    const first = await server.post("/v1/admin/orders/ship", { order_ref: order.orderRef, carrier: "UPS", tracking_number: "1ZALL" }, ADMIN_TOKEN);
    expect(first.body.data.status).toBe("shipped");
    // Everything shipped: the order's slip has nothing to list; the lost parcel is sent again, one tee.
    expect((await slip(order.orderRef)).status).toBe(409);
    const again = await server.post(
      "/v1/admin/orders/ship",
      { order_ref: order.orderRef, carrier: "UPS", tracking_number: "1ZAGAIN", reshipment: true, items: [{ item_ref: order.items[0], quantity: 1 }] },
      ADMIN_TOKEN,
    );
    expect(again.body.status, JSON.stringify(again.body)).toBe("success");
    const reshipment = await shipmentSlip(again.body.data.shipment_ref);
    expect(reshipment.status, reshipment.bytes.toString().slice(0, 300)).toBe(200);
    expect(reshipment.type).toBe("application/pdf");
    expect(reshipment.disposition).toBe(`inline; filename="packing-slip-${order.orderRef}-${again.body.data.shipment_ref}.pdf"`);
    const [text] = await pageText(reshipment.bytes);
    for (const expected of ["Thanks from Shop!", "Ada Lovelace", "Shop Returns", order.orderRef, order.externalRef]) expect(text).toContain(expected);
    expect(text).toMatch(/MY-TEE Logo tee 1\b/);
    expect(text).not.toContain("MY-BOOK");
    expect((await decode(await bars(reshipment.bytes))).map((r) => r.text)).toEqual([order.orderRef]);
    // The first parcel's slip again: both lines at what it held.
    const [whole] = await pageText((await shipmentSlip(first.body.data.shipment_ref)).bytes);
    expect(whole).toMatch(/MY-TEE Logo tee 2\b/);
    expect(whole).toMatch(/MY-BOOK Notebook 3\b/);
  });

  it("refuses an unknown shipment (404 shipment_not_found), no token (401) and an account token (403)", async () => {
    const unknown = await shipmentSlip("shp_unknown");
    expect(unknown.status).toBe(404);
    expect(unknown.json()).toEqual({ status: "error", message: "no shipment shp_unknown", data: { errors: [{ path: "shipment_ref", code: "shipment_not_found", message: "no shipment shp_unknown" }] } });
    expect((await shipmentSlip("shp_unknown", "")).status).toBe(401);
    const forbidden = await shipmentSlip("shp_unknown", acme.token);
    expect(forbidden.status).toBe(403);
    expect(forbidden.json().data.errors[0].code).toBe("forbidden");
  });
});

describe("POST /v1/admin/packing-slips", () => {
  it("puts the orders' slips in one PDF, in the order asked, across accounts", async () => {
    const first = await create(shop);
    const second = await create(acme, { insert_id: 42 });
    const res = await batch({ order_refs: [second.orderRef, first.orderRef] });
    expect(res.status).toBe(200);
    expect(res.type).toBe("application/pdf");
    writeFileSync(`${OUT}/http-batch.pdf`, res.bytes);
    const pages = await pageText(res.bytes);
    expect(pages).toHaveLength(2);
    expect(pages[0]).toContain(second.externalRef);
    expect(pages[0]).toContain("Insert #42");
    expect(pages[1]).toContain(first.externalRef);
    expect(pages[1]).toContain("Shop Returns");
    expect((await decode(await bars(res.bytes, 2))).map((r) => r.text)).toEqual([first.orderRef]);
    expect((await open(res.bytes)).numPages).toBe(2);
  });

  it("refuses the whole batch when an order is unknown or has nothing to ship, naming each", async () => {
    const good = await createOrder(server, acme.token);
    const done = await createOrder(server, acme.token);
    await walk(server, done, ["in_production", "ship"]);
    const mixed = await batch({ order_refs: [good.orderRef, "ord_nope", done.orderRef] });
    expect(mixed.status).toBe(404);
    expect(mixed.json().data.errors).toEqual([
      { path: "order_refs[1]", code: "order_not_found", message: expect.any(String) },
      { path: "order_refs[2]", code: "nothing_to_ship", message: expect.any(String) },
    ]);
    const empty = await batch({ order_refs: [good.orderRef, done.orderRef] });
    expect(empty.status).toBe(409);
    expect(empty.json().data.errors).toEqual([{ path: "order_refs[1]", code: "nothing_to_ship", message: expect.any(String) }]);
  });

  it("takes any number of order_refs: 101 unknown ones are each named (order_not_found), not refused as too many", async () => {
    const res = await batch({ order_refs: Array.from({ length: 101 }, (_, i) => `ord_${i}`) });
    expect(res.status).toBe(404);
    // The envelope lists the first 100 errors and says how many there were.
    expect(res.json().data.errors).toHaveLength(100);
    expect(res.json().data.errors[99]).toEqual({ path: "order_refs[99]", code: "order_not_found", message: expect.any(String) });
    expect(res.json().message).toContain("101");
  });

  it.each([
    [{ order_refs: [] }, "order_refs", "too_few_items"],
    [{ order_refs: "ord_x" }, "order_refs", "invalid_type"],
    [{ order_refs: [""] }, "order_refs[0]", "required"],
    [{}, "order_refs", "required"],
    [{ order_refs: ["ord_x"], size: "A5" }, "size", "unknown_field"],
  ])("refuses %o: %s %s", async (body, path, code) => {
    const res = await batch(body);
    expect(res.status).toBe(400);
    expect(res.json().data.errors).toContainEqual(expect.objectContaining({ path, code }));
  });

  it("refuses malformed JSON, a missing token and an account token", async () => {
    expect((await batch('{"order_refs":')).json().data.errors[0].code).toBe("malformed_json");
    expect((await batch({ order_refs: ["ord_x"] }, "")).status).toBe(401);
    expect((await batch({ order_refs: ["ord_x"] }, acme.token)).status).toBe(403);
  });
});
