// The money rules of create and quote as a pure function: line prices, the method chosen, production days and refusals.
import { describe, expect, it } from "vitest";
import type { Blank, Product } from "../../src/domain/catalog.js";
import type { FieldError } from "../../src/domain/errors.js";
import { orderDates, priceOrder, type PricedBody } from "../../src/domain/order-pricing.js";
import type { ShippingMethod } from "../../src/domain/shipping.js";

const AREA = { width_px: 10, height_px: 10, dpi: 10 };
const TEE: Blank = { sku: "TEE", name: "Tee", type: "pod", packing_slip_supported: true, print_areas: { front: AREA, back: AREA }, prices: { USD: 1000 }, extra_area_prices: { USD: 300 }, production_days: 3 };
const BOOK: Blank = { sku: "BOOK", name: "Book", type: "fulfillment", packing_slip_supported: true, print_areas: {}, prices: { USD: 500, JPY: 700 } };
const products = new Map<string, Product>([
  ["MY-TEE", { id: "p1", sku: "MY-TEE", name: "Tee", blank: TEE, print_areas: { front: { print_file: "https://x/a.png" }, back: { print_file: "https://x/b.png" } } }],
  ["MY-BOOK", { id: "p2", sku: "MY-BOOK", name: "Book", blank: BOOK, print_areas: {} }],
]);
const blanks = new Map([["TEE", TEE]]);
const METHODS: ShippingMethod[] = [
  { code: "CHEAP", name: "Cheap", carrier: null, enabled: true, zones: [{ countries: ["*"], prices: { USD: { first_item: 100, additional_item: 10 } }, days_min: 5, days_max: 9 }] },
  { code: "FAST", name: "Fast", carrier: "UPS", enabled: true, zones: [{ countries: ["US"], prices: { USD: { first_item: 900, additional_item: 90 }, JPY: { first_item: 1000, additional_item: 100 } }, days_min: 1, days_max: 2 }] },
];

function price(body: Partial<PricedBody>, currency: string | null, defaultMethod: string | null = null) {
  const errors: FieldError[] = [];
  const pricing = priceOrder(
    { shipping_country: "us", items: [{ sku: "MY-TEE", quantity: 2 }, { sku: "MY-BOOK", quantity: 1 }], ...body },
    { account: { connected_stores: true, return_address: null, insert_ids: [], currency, default_shipping_method: defaultMethod }, products, blanks, methods: METHODS },
    errors,
  );
  return { pricing, errors: errors.map((e) => [e.path, e.code]) };
}

describe("priceOrder", () => {
  it("prices each line (the tee prints two areas) and chooses the cheapest method", () => {
    const { pricing, errors } = price({}, "USD");
    expect(errors).toEqual([]);
    expect(pricing.lines.map((l) => [l.unit_price.amount, l.extra_areas.amount])).toEqual([[1000, 300], [500, 0]]);
    expect(pricing.options.map((o) => [o.method.code, o.price.amount])).toEqual([["CHEAP", 120], ["FAST", 1080]]);
    expect(pricing.method).toEqual({ code: "CHEAP", name: "Cheap", carrier: null, days_min: 5, days_max: 9, price: { first_item: 100, additional_item: 10 } });
    expect(pricing.production_days).toBe(3);
  });

  it.each([
    [{}, "USD", "FAST", "FAST", []],
    [{ shipping_method: "FAST" }, "USD", null, "FAST", []],
    [{ shipping_method: "NOPE" }, "USD", null, null, [["shipping_method", "shipping_method_unavailable"]]],
    [{ shipping_country: "DE", shipping_method: "FAST" }, "USD", null, null, [["shipping_method", "shipping_method_unavailable"]]],
    [{}, "JPY", null, "FAST", [["items[0].sku", "price_unavailable"]]],
    [{ items: [{ sku: "MY-BOOK", quantity: 1 }], shipping_country: "DE" }, "JPY", null, null, [["shipping_country", "no_shipping_method"]]],
    [{ shipping_country: "XX" }, "USD", null, null, []],
    [{ items: [{ sku: "NOPE", quantity: 1 }] }, "USD", null, "CHEAP", []],
    [{}, null, null, null, []],
    [{ shipping_method: "FAST" }, null, null, "FAST", []],
    [{ shipping_method: "FAST", shipping_country: "DE" }, null, null, null, [["shipping_method", "shipping_method_unavailable"]]],
  ] as const)("%j in %s (default %s) → %s %j", (body, currency, fallback, code, errors) => {
    const result = price(body as Partial<PricedBody>, currency, fallback);
    expect(result.pricing.method?.code ?? null).toBe(code);
    expect(result.errors).toEqual(errors);
    if (currency === null && result.pricing.method) expect(result.pricing.method.price).toBeNull();
  });

  it("takes the longest production time; blanks without one take 2", () => {
    expect(price({ items: [{ sku: "MY-BOOK", quantity: 1 }] }, "USD").pricing.production_days).toBe(2);
    expect(price({ items: [{ sku: "TEE", quantity: 1, print_areas: { front: { print_file: "https://x/a.png" } } }] }, "USD").pricing).toMatchObject({
      production_days: 3,
      lines: [{ unit_price: { amount: 1000 }, extra_areas: { amount: 0 } }],
    });
  });
});

describe("orderDates", () => {
  it.each([
    ["2026-11-20T12:00:00Z", 3, { days_min: 1, days_max: 2 }, { ship_by: "2026-11-25", deliver_from: "2026-11-26", deliver_to: "2026-11-27" }],
    ["2026-11-22T12:00:00Z", 0, { days_min: 4, days_max: 5 }, { ship_by: "2026-11-23", deliver_from: "2026-11-27", deliver_to: "2026-11-30" }],
    ["2026-11-22T12:00:00Z", 2, null, { ship_by: "2026-11-24", deliver_from: null, deliver_to: null }],
  ] as const)("received %s, %d days, %j → %j", (received, days, method, dates) => {
    expect(orderDates(new Date(received), days, method)).toEqual(dates);
  });
});
