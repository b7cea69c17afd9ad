// Shipping: zones, which methods serve, prices, the method chosen, and the zone rules of the operator's input.
import { describe, expect, it } from "vitest";
import type { FieldError } from "../../src/domain/errors.js";
import { money } from "../../src/domain/money.js";
import { costsOf, linePrice } from "../../src/domain/pricing.js";
import { checkZones, chooseMethod, shippingOptions, zoneFor, type ShippingMethod, type ShippingZone } from "../../src/domain/shipping.js";
import type { TaxRate } from "../../src/domain/tax.js";

const zone = (countries: string[], prices: ShippingZone["prices"], days_min = 2, days_max = 5): ShippingZone => ({ countries, prices, days_min, days_max });

const STANDARD: ShippingMethod = {
  code: "STANDARD",
  name: "Standard",
  carrier: "USPS",
  enabled: true,
  zones: [zone(["US"], { USD: { first_item: 499, additional_item: 150 } }, 3, 6), zone(["*"], { USD: { first_item: 1299, additional_item: 400 }, EUR: { first_item: 999, additional_item: 300 } }, 6, 12)],
};
const EXPRESS: ShippingMethod = {
  code: "EXPRESS",
  name: "Express",
  carrier: null,
  enabled: true,
  zones: [zone(["US", "CA"], { USD: { first_item: 1499, additional_item: 200 } }, 1, 2)],
};
const DISABLED: ShippingMethod = { ...EXPRESS, code: "OFF", enabled: false, zones: [zone(["*"], { USD: { first_item: 1, additional_item: 1 } })] };
const SAME_PRICE: ShippingMethod = { ...EXPRESS, code: "ALSO", zones: [zone(["US"], { USD: { first_item: 499, additional_item: 150 } }, 1, 6)] };

describe("zoneFor", () => {
  it.each([
    ["US", 0],
    ["DE", 1],
    ["CA", 1],
  ] as const)("%s → zone %d of STANDARD", (country, index) => {
    expect(zoneFor(STANDARD, country)).toBe(STANDARD.zones[index]);
  });

  it("is the first zone naming the country, and none without a * zone", () => {
    const twice: ShippingMethod = { ...STANDARD, zones: [zone(["*"], {}), zone(["US"], {}), zone(["US", "CA"], {})] };
    expect(zoneFor(twice, "US")).toBe(twice.zones[1]);
    expect(zoneFor(EXPRESS, "DE")).toBeUndefined();
  });
});

describe("shippingOptions", () => {
  const methods = [STANDARD, EXPRESS, DISABLED];
  it.each([
    ["US", "USD", 1, [["STANDARD", 499], ["EXPRESS", 1499]]],
    ["US", "USD", 3, [["STANDARD", 799], ["EXPRESS", 1899]]],
    ["CA", "USD", 2, [["EXPRESS", 1699], ["STANDARD", 1699]]],
    ["DE", "EUR", 2, [["STANDARD", 1299]]],
    ["CA", "EUR", 1, [["STANDARD", 999]]],
    ["US", "EUR", 1, []],
    ["US", "JPY", 1, []],
    ["US", "USD", 0, [["EXPRESS", 0], ["STANDARD", 0]]],
  ] as const)("%s in %s, %d items → %j", (country, currency, items, expected) => {
    const options = shippingOptions(methods, country, currency, items);
    expect(options.map((o) => [o.method.code, o.price.amount])).toEqual(expected);
    for (const option of options) expect(option.price.currency).toBe(currency);
  });

  it("breaks price ties by days_max, then by code", () => {
    // CA, 2 items: both 1699; EXPRESS has days_max 2 against STANDARD's 12.
    expect(shippingOptions([STANDARD, EXPRESS], "CA", "USD", 2).map((o) => o.method.code)).toEqual(["EXPRESS", "STANDARD"]);
    const twin: ShippingMethod = { ...SAME_PRICE, code: "AAA", zones: [zone(["US"], { USD: { first_item: 499, additional_item: 150 } }, 1, 6)] };
    expect(shippingOptions([STANDARD, SAME_PRICE, twin], "US", "USD", 1).map((o) => o.method.code)).toEqual(["AAA", "ALSO", "STANDARD"]);
  });
});

describe("chooseMethod", () => {
  const options = shippingOptions([STANDARD, EXPRESS, DISABLED], "US", "USD", 1);
  it.each([
    [undefined, null, "STANDARD"],
    [undefined, "EXPRESS", "EXPRESS"],
    [undefined, "OFF", "STANDARD"],
    [undefined, "GONE", "STANDARD"],
    ["EXPRESS", "STANDARD", "EXPRESS"],
    ["STANDARD", null, "STANDARD"],
  ] as const)("named %s, default %s → %s", (named, fallback, code) => {
    const choice = chooseMethod(options, named, fallback);
    expect(choice.ok && choice.option.method.code).toBe(code);
  });

  it.each([
    ["OFF", "shipping_method", "shipping_method_unavailable"],
    ["GONE", "shipping_method", "shipping_method_unavailable"],
  ] as const)("refuses %s at %s", (named, path, code) => {
    const choice = chooseMethod(options, named, null);
    expect(choice).toMatchObject({ ok: false, error: { path, code } });
  });

  it("says no_shipping_method at shipping_country when nothing serves", () => {
    expect(chooseMethod([], undefined, "STANDARD")).toMatchObject({ ok: false, error: { path: "shipping_country", code: "no_shipping_method" } });
    expect(chooseMethod([], "STANDARD", null)).toMatchObject({ ok: false, error: { path: "shipping_method", code: "shipping_method_unavailable" } });
  });
});

describe("checkZones", () => {
  const check = (zones: ShippingZone[]) => {
    const errors: FieldError[] = [];
    checkZones(zones, errors);
    return errors.map((e) => [e.path, e.code]);
  };
  it.each([
    ["valid", [zone(["US", "CA"], { USD: { first_item: 0, additional_item: 0 } }), zone(["*"], { JPY: { first_item: 900, additional_item: 0 } })], []],
    ["unknown country", [zone(["US", "XX"], {})], [["zones[0].countries[1]", "invalid_country"]]],
    ["lower-case country", [zone(["us"], {})], [["zones[0].countries[0]", "invalid_country"]]],
    ["two * zones", [zone(["*"], {}), zone(["*"], {})], [["zones[1].countries[0]", "duplicate_zone"]]],
    ["a country twice", [zone(["US"], {}), zone(["CA", "US"], {})], [["zones[1].countries[1]", "duplicate_zone"]]],
    ["unknown currency", [zone(["US"], { usd: { first_item: 1, additional_item: 1 } })], [["zones[0].prices.usd", "invalid_currency"]]],
    ["days_min > days_max", [zone(["US"], {}, 5, 2)], [["zones[0].days_min", "invalid_days"]]],
  ] as const)("%s", (_name, zones, expected) => {
    expect(check(zones as unknown as ShippingZone[])).toEqual(expected);
  });
});

describe("pricing", () => {
  const tee = { prices: { USD: 1250, JPY: 1800 }, extra_area_prices: { USD: 400 } };
  it.each([
    ["USD", 1, { unit_price: money(1250, "USD"), extra_areas: money(0, "USD") }],
    ["USD", 0, { unit_price: money(1250, "USD"), extra_areas: money(0, "USD") }],
    ["USD", 3, { unit_price: money(1250, "USD"), extra_areas: money(800, "USD") }],
    ["JPY", 1, { unit_price: money(1800, "JPY"), extra_areas: money(0, "JPY") }],
    ["JPY", 2, undefined],
    ["EUR", 1, undefined],
  ] as const)("%s with %d areas → %j", (currency, areas, expected) => {
    expect(linePrice(tee, currency, areas)).toEqual(expected);
  });

  it("totals lines at their quantities, plus shipping, taxed once on the total", () => {
    const vat: TaxRate = { country: "DE", rate_bp: 1900, name: "MwSt.", reverse_charge: false };
    const costs = costsOf(
      "USD",
      [
        { item_ref: "a", quantity: 2, unit_price: money(1250, "USD"), extra_areas: money(400, "USD") },
        { item_ref: "b", quantity: 0, unit_price: money(999, "USD"), extra_areas: money(0, "USD") },
      ],
      money(649, "USD"),
      vat,
    );
    expect(costs).toEqual({
      currency: "USD",
      items_total: money(3300, "USD"),
      shipping: money(649, "USD"),
      total: money(3949, "USD"),
      // 3949 × 0.19 = 750.31
      tax: money(750, "USD"),
      total_with_tax: money(4699, "USD"),
      tax_rate: vat,
      lines: [
        { item_ref: "a", unit_price: money(1250, "USD"), extra_areas: money(400, "USD"), total: money(3300, "USD") },
        { item_ref: "b", unit_price: money(999, "USD"), extra_areas: money(0, "USD"), total: money(0, "USD") },
      ],
    });
  });
});
