// What create, update-shipping and a refused create answer (issue 38's frictions), through real HTTP on both backends:
// create's answer carries the order's method, costs, dates and warnings as orders/get shows them (no second read);
// update-shipping answers what it changed; a 400 of create or quote lists the warnings the body would have had.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { GERMANY, seedAccount, seedCatalog, standardOrder, type SeededAccount } from "../helpers/fixtures.js";
import { toJson } from "../../src/store/json.js";
import type { CreateOrderData } from "../../src/schemas/orders.js";
import { ADMIN_TOKEN, startTestServer, type TestServer } from "../helpers/server.js";

let server: TestServer;
let usd: SeededAccount;
let unpriced: SeededAccount;
/** The service's clock: Friday 2026-11-20, 15:00 UTC. */
const clock = new Date("2026-11-20T15:00:00Z");

const admin = (path: string, body: unknown) => server.post(path, body, ADMIN_TOKEN);
const usdMoney = (amount: number) => ({ amount, currency: "USD" });
const MONEY_FIELDS = ["shipping_method", "costs", "ship_by", "deliver_from", "deliver_to", "warnings"] as const;

beforeAll(async () => {
  server = await startTestServer({}, { now: () => clock });
  await seedCatalog(server);
  expect((await admin("/v1/admin/catalog/update", { sku: "TEE-BLK", prices: { USD: 1250 }, production_days: 3, hs_code: "6109.10", origin_country: "PT" })).status).toBe(200);
  expect((await admin("/v1/admin/catalog/update", { sku: "BOOK-A5", prices: { USD: 650 }, production_days: 1, hs_code: "4820.10", origin_country: "DE" })).status).toBe(200);
  const standard = {
    code: "STANDARD",
    name: "Standard",
    carrier: "USPS",
    zones: [
      { countries: ["US"], prices: { USD: { first_item: 499, additional_item: 150 } }, days_min: 3, days_max: 5 },
      { countries: ["*"], prices: { USD: { first_item: 999, additional_item: 300 } }, days_min: 6, days_max: 12 },
    ],
  };
  const express = { code: "EXPRESS", name: "Express", carrier: "UPS", zones: [{ countries: ["US", "CA"], prices: { USD: { first_item: 1599, additional_item: 300 } }, days_min: 1, days_max: 2 }] };
  expect((await admin("/v1/admin/shipping-methods/create", standard)).status).toBe(200);
  expect((await admin("/v1/admin/shipping-methods/create", express)).status).toBe(200);
  usd = await seedAccount(server, { name: "Dollar shop", connected_stores: true, currency: "USD", default_shipping_method: "STANDARD" });
  unpriced = await seedAccount(server, { name: "Plain shop", connected_stores: true });
});
afterAll(() => server.close());

async function getOrder(orderRef: string, token: string) {
  const res = await server.post("/v1/orders/get", { order_ref: orderRef }, token);
  expect(res.status).toBe(200);
  return res.body.data as Record<string, unknown>;
}

const pick = (from: Record<string, unknown>, keys: readonly string[]) => Object.fromEntries(keys.map((k) => [k, from[k]]));

describe("create answers what orders/get would show", () => {
  it("a priced order: its method, costs, ship-by, delivery window and warnings, the spec's fields as they were", async () => {
    const body = standardOrder({ shipping_zip: "6270" });
    const res = await server.post("/v1/orders/create", body, usd.token);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const data = res.body.data;
    // The spec's fields first and unchanged: order_ref and items of { item_ref, sku, quantity }.
    expect(data.order_ref).toMatch(/^ord_/);
    expect(data.items.map((i: Record<string, unknown>) => Object.keys(i))).toEqual([
      ["item_ref", "sku", "quantity"],
      ["item_ref", "sku", "quantity"],
    ]);
    expect(data).toMatchObject({
      shipping_method: { code: "STANDARD", name: "Standard", carrier: "USPS", days_min: 3, days_max: 5 },
      costs: { currency: "USD", items_total: usdMoney(3150), shipping: usdMoney(799), total: usdMoney(3949) },
      ship_by: "2026-11-25",
      deliver_from: "2026-11-30",
      deliver_to: "2026-12-02",
      warnings: [{ path: "shipping_zip", code: "postcode_format", message: expect.any(String) }],
    });
    const got = await getOrder(data.order_ref, usd.token);
    expect(pick(data, MONEY_FIELDS)).toEqual(pick(got, MONEY_FIELDS));
    // A repeat answers the same, byte for byte.
    const again = await server.post("/v1/orders/create", body, usd.token);
    expect(again.headers.get("idempotent-replayed")).toBe("true");
    expect(again.body.data).toEqual(data);
  });

  it("a repeat of a create answered before these fields existed answers the order's", async () => {
    const body = standardOrder();
    const created = (await server.post("/v1/orders/create", body, usd.token)).body.data;
    const { order_ref, items, warnings } = created;
    await server.database.db.updateTable("orders").set({ response: toJson({ order_ref, items, warnings } as unknown as CreateOrderData) }).where("order_ref", "=", order_ref).execute();
    const again = await server.post("/v1/orders/create", body, usd.token);
    expect(again.body.data).toEqual(created);
  });

  it("an unpriced order: no method, no costs, a ship-by date", async () => {
    const res = await server.post("/v1/orders/create", standardOrder(), unpriced.token);
    expect(res.status).toBe(200);
    expect(pick(res.body.data, MONEY_FIELDS)).toEqual({ shipping_method: null, costs: null, ship_by: "2026-11-25", deliver_from: null, deliver_to: null, warnings: [] });
    expect(pick(res.body.data, MONEY_FIELDS)).toEqual(pick(await getOrder(res.body.data.order_ref, unpriced.token), MONEY_FIELDS));
  });
});

describe("update-shipping answers what it changed", () => {
  it("the new method, costs, dates and the postcode warnings, as orders/get shows them after", async () => {
    const order = (await server.post("/v1/orders/create", standardOrder(), usd.token)).body.data;
    const res = await server.post(
      "/v1/orders/update-shipping",
      { order_ref: order.order_ref, ...GERMANY, shipping_zip: "1011", shipping_method: "STANDARD" },
      usd.token,
    );
    expect(res.body.status, JSON.stringify(res.body)).toBe("success");
    expect(res.body.data).toMatchObject({
      order_ref: order.order_ref,
      shipping_country: "DE",
      shipping_zip: "1011",
      shipping_method: { code: "STANDARD", days_min: 6, days_max: 12 },
      costs: { shipping: usdMoney(999 + 2 * 300), total: usdMoney(3150 + 999 + 2 * 300) },
      ship_by: "2026-11-25",
      warnings: [expect.objectContaining({ path: "shipping_zip", code: "postcode_format" })],
    });
    expect(pick(res.body.data, MONEY_FIELDS)).toEqual(pick(await getOrder(order.order_ref, usd.token), MONEY_FIELDS));
  });

  it("an unpriced order's answer: costs null, its warnings cleared by a good code", async () => {
    const order = (await server.post("/v1/orders/create", standardOrder({ shipping_zip: "6270" }), unpriced.token)).body.data;
    expect(order.warnings).toHaveLength(1);
    const res = await server.post("/v1/orders/update-shipping", { order_ref: order.order_ref, ...standardOrder(), external_ref: undefined, created_at: undefined, items: undefined }, unpriced.token);
    expect(res.body.status, JSON.stringify(res.body)).toBe("success");
    expect(pick(res.body.data, MONEY_FIELDS)).toEqual({ shipping_method: null, costs: null, ship_by: "2026-11-25", deliver_from: null, deliver_to: null, warnings: [] });
  });
});

describe("a refused create lists the warnings the body would have had", () => {
  it("beside the rules' errors", async () => {
    const res = await server.post("/v1/orders/create", standardOrder({ shipping_zip: "6270", items: [{ sku: "NOPE", quantity: 1 }] }), usd.token);
    expect(res.status).toBe(400);
    expect(res.body.data.errors).toEqual([expect.objectContaining({ path: "items[0].sku", code: "unknown_sku" })]);
    expect(res.body.data.warnings).toEqual([{ path: "shipping_zip", code: "postcode_format", message: expect.any(String) }]);
  });

  it("beside the schema's errors, and in a quote's 400 too", async () => {
    const body = standardOrder({ shipping_zip: "6270", shipping_name: 7 });
    const res = await server.post("/v1/orders/create", body, usd.token);
    expect(res.status).toBe(400);
    expect(res.body.data.errors).toEqual([expect.objectContaining({ path: "shipping_name", code: "invalid_type" })]);
    expect(res.body.data.warnings).toEqual([expect.objectContaining({ path: "shipping_zip", code: "postcode_format" })]);
    const quote = await server.post("/v1/orders/quote", { ...body, external_ref: undefined }, usd.token);
    expect(quote.status).toBe(400);
    expect(quote.body.data.warnings).toEqual(res.body.data.warnings);
  });

  it("none: an empty list; a warning about a field the schema refused is left out", async () => {
    const clean = await server.post("/v1/orders/create", standardOrder({ items: [{ sku: "NOPE", quantity: 1 }] }), usd.token);
    expect(clean.status).toBe(400);
    expect(clean.body.data.warnings).toEqual([]);
    const refusedZip = await server.post("/v1/orders/create", standardOrder({ shipping_zip: "6270".repeat(10) }), usd.token);
    expect(refusedZip.status).toBe(400);
    expect(refusedZip.body.data.errors).toEqual([expect.objectContaining({ path: "shipping_zip", code: "too_long" })]);
    expect(refusedZip.body.data.warnings).toEqual([]);
  });
});
