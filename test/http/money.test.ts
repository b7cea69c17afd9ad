// Money (docs/caller-guide.md#money-prices-shipping-methods-quotes, docs/operator-guide.md#money-prices-shipping-methods-ship-by) through real HTTP on both backends: blank prices, shipping methods, caller methods and quotes,
// priced creates with their snapshot and refusals, re-pricing on cancel and method change, ship-by across weekends
// (an injected clock), the operator's late list and counts, and unpriced accounts left exactly as they were.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { seedAccount, seedCatalog, standardOrder, printFileOrder, type SeededAccount } from "../helpers/fixtures.js";
import { pageText } from "../helpers/pdf.js";
import { ADMIN_TOKEN, startTestServer, type TestServer } from "../helpers/server.js";
import { statementsDuring } from "../helpers/statements.js";

let server: TestServer;
let usd: SeededAccount;
let jpy: SeededAccount;
let unpriced: SeededAccount;
/** The service's clock: Friday 2026-11-20, 15:00 UTC unless a test moves it. */
let clock = new Date("2026-11-20T15:00:00Z");

const admin = (path: string, body: unknown) => server.post(path, body, ADMIN_TOKEN);
const usdMoney = (amount: number) => ({ amount, currency: "USD" });
/** A total of an account without a billing country: tax 0. */
const untaxed = (total: number) => ({ total: usdMoney(total), tax: usdMoney(0), total_with_tax: usdMoney(total) });
const NO_TAX = { country: null, rate_bp: 0, name: null, reverse_charge: false };

const STANDARD = {
  code: "STANDARD",
  name: "Standard",
  carrier: "USPS",
  zones: [
    { countries: ["US"], prices: { USD: { first_item: 499, additional_item: 150 }, JPY: { first_item: 600, additional_item: 200 } }, days_min: 3, days_max: 5 },
    { countries: ["*"], prices: { EUR: { first_item: 999, additional_item: 300 } }, days_min: 6, days_max: 12 },
  ],
};
const EXPRESS = { code: "EXPRESS", name: "Express", carrier: "UPS", zones: [{ countries: ["US", "CA"], prices: { USD: { first_item: 1599, additional_item: 300 } }, days_min: 1, days_max: 2 }] };

beforeAll(async () => {
  server = await startTestServer({}, { now: () => clock });
  await seedCatalog(server);
  // Tee 12.50 USD (extra area 4.00), 1800 JPY, 3 days; notebook 6.50 USD, 900 JPY, 1 day; mug 8.99 USD and no JPY price.
  expect((await admin("/v1/admin/catalog/update", { sku: "TEE-BLK", prices: { USD: 1250, JPY: 1800 }, extra_area_prices: { USD: 400, JPY: 500 }, production_days: 3 })).status).toBe(200);
  expect((await admin("/v1/admin/catalog/update", { sku: "BOOK-A5", prices: { USD: 650, JPY: 900 }, production_days: 1 })).status).toBe(200);
  expect((await admin("/v1/admin/catalog/update", { sku: "MUG-11", prices: { USD: 899 } })).status).toBe(200);
  expect((await admin("/v1/admin/shipping-methods/create", STANDARD)).status).toBe(200);
  expect((await admin("/v1/admin/shipping-methods/create", EXPRESS)).status).toBe(200);
  usd = await seedAccount(server, { name: "Dollar shop", connected_stores: true, currency: "USD", default_shipping_method: "STANDARD" });
  jpy = await seedAccount(server, { name: "Yen shop", connected_stores: true, currency: "JPY" });
  unpriced = await seedAccount(server, { name: "Plain shop", connected_stores: true });
});
afterAll(() => server.close());

async function getOrder(orderRef: string, token = usd.token) {
  const res = await server.post("/v1/orders/get", { order_ref: orderRef }, token);
  expect(res.status).toBe(200);
  return res.body.data;
}

async function create(token: string, body: Record<string, unknown>) {
  const res = await server.post("/v1/orders/create", body, token);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.data as { order_ref: string; items: { item_ref: string }[] };
}

describe("malformed input", () => {
  it.each([
    ["/v1/shipping/methods", "caller"],
    ["/v1/orders/quote", "caller"],
    ["/v1/admin/catalog/update", "operator"],
    ["/v1/admin/shipping-methods/create", "operator"],
    ["/v1/admin/shipping-methods/update", "operator"],
    ["/v1/admin/shipping-methods/list", "operator"],
  ] as const)("%s answers malformed JSON and a wrong type with 400", async (path, who) => {
    const token = who === "caller" ? usd.token : ADMIN_TOKEN;
    const broken = await server.post(path, "{\"a\":", token);
    expect(broken.status).toBe(400);
    expect(broken.body.data.errors[0].code).toBe("malformed_json");
    const array = await server.post(path, [], token);
    expect(array.status).toBe(400);
    expect(array.body.status).toBe("error");
  });
});

describe("catalog/update and catalog prices", () => {
  it("changes prices, production days, name and slip support, and list shows them", async () => {
    await admin("/v1/admin/catalog/create", { sku: "CAP-1", name: "Cap", type: "fulfillment" });
    const res = await admin("/v1/admin/catalog/update", { sku: "CAP-1", name: "Cap (red)", prices: { EUR: 500 }, production_days: 0, packing_slip_supported: false });
    expect(res.body).toMatchObject({
      status: "success",
      data: { sku: "CAP-1", name: "Cap (red)", type: "fulfillment", prices: { EUR: 500 }, extra_area_prices: {}, production_days: 0, packing_slip_supported: false, print_areas: {} },
    });
    const listed = (await admin("/v1/admin/catalog/list", { limit: 100 })).body.data.blanks;
    expect(listed.find((b: { sku: string }) => b.sku === "CAP-1")).toEqual(res.body.data);
    expect(listed.find((b: { sku: string }) => b.sku === "TEE-BLK")).toMatchObject({ prices: { USD: 1250, JPY: 1800 }, extra_area_prices: { USD: 400, JPY: 500 }, production_days: 3 });
  });

  it("shows default prices and 2 production days on a new blank, and takes prices at create", async () => {
    const plain = await admin("/v1/admin/catalog/create", { sku: "PIN-1", name: "Pin", type: "fulfillment" });
    expect(plain.body.data).toMatchObject({ prices: {}, extra_area_prices: {}, production_days: 2 });
    const priced = await admin("/v1/admin/catalog/create", { sku: "PIN-2", name: "Pin", type: "fulfillment", prices: { JPY: 300 }, production_days: 4 });
    expect(priced.body.data).toMatchObject({ prices: { JPY: 300 }, production_days: 4 });
  });

  it.each([
    [{ sku: "NO-SUCH", production_days: 1 }, 404, "sku", "blank_not_found"],
    [{ sku: "TEE-BLK", prices: { usd: 100 } }, 400, "prices.usd", "invalid_currency"],
    [{ sku: "TEE-BLK", extra_area_prices: { ABC: 100 } }, 400, "extra_area_prices.ABC", "invalid_currency"],
    [{ sku: "TEE-BLK", prices: { USD: -1 } }, 400, "prices.USD", "out_of_range"],
    [{ sku: "TEE-BLK", prices: { USD: 12.5 } }, 400, "prices.USD", "invalid_type"],
    [{ sku: "TEE-BLK", print_areas: {} }, 400, "print_areas", "unknown_field"],
    [{ sku: "TEE-BLK" }, 400, "", "empty_object"],
  ])("refuses %j: %d %s %s", async (body, status, path, code) => {
    const res = await admin("/v1/admin/catalog/update", body);
    expect(res.status).toBe(status);
    expect(res.body.data.errors).toContainEqual(expect.objectContaining({ path, code }));
  });

  it("wants the operator's token", async () => {
    expect((await server.post("/v1/admin/catalog/update", { sku: "TEE-BLK", production_days: 1 })).status).toBe(401);
    expect((await server.post("/v1/admin/catalog/update", { sku: "TEE-BLK", production_days: 1 }, usd.token)).status).toBe(403);
    expect((await server.post("/v1/admin/catalog/update", "{", ADMIN_TOKEN)).body.data.errors[0].code).toBe("malformed_json");
  });
});

describe("shipping-methods", () => {
  it("creates, updates and lists methods", async () => {
    const created = await admin("/v1/admin/shipping-methods/create", { code: "SLOW_1", name: "Slow", enabled: false, zones: [{ countries: ["*"], prices: { USD: { first_item: 100, additional_item: 0 } }, days_min: 10, days_max: 20 }] });
    expect(created.body).toMatchObject({ status: "success", data: { code: "SLOW_1", name: "Slow", carrier: null, enabled: false } });
    const updated = await admin("/v1/admin/shipping-methods/update", { code: "SLOW_1", name: "Very slow", carrier: "Post" });
    expect(updated.body.data).toMatchObject({ code: "SLOW_1", name: "Very slow", carrier: "Post", enabled: false, zones: created.body.data.zones });
    const all = (await admin("/v1/admin/shipping-methods/list", {})).body.data.methods.map((m: { code: string }) => m.code);
    expect(all).toEqual(expect.arrayContaining(["EXPRESS", "SLOW_1", "STANDARD"]));
    expect(all).toEqual([...all].sort());
    const enabled = (await admin("/v1/admin/shipping-methods/list", { include_disabled: false })).body.data.methods.map((m: { code: string }) => m.code);
    expect(enabled).not.toContain("SLOW_1");
  });

  const zone = { countries: ["US"], prices: { USD: { first_item: 100, additional_item: 50 } }, days_min: 1, days_max: 3 };
  it.each([
    [{ code: "STANDARD", name: "Again", zones: [zone] }, "code", "shipping_method_exists"],
    [{ code: "lower", name: "Lower", zones: [zone] }, "code", "invalid_format"],
    [{ code: "BAD_DAYS", name: "x", zones: [{ ...zone, days_min: 4 }] }, "zones[0].days_min", "invalid_days"],
    [{ code: "BAD_COUNTRY", name: "x", zones: [{ ...zone, countries: ["US", "XX"] }] }, "zones[0].countries[1]", "invalid_country"],
    [{ code: "TWO_STARS", name: "x", zones: [{ ...zone, countries: ["*"] }, { ...zone, countries: ["*"] }] }, "zones[1].countries[0]", "duplicate_zone"],
    [{ code: "BAD_CCY", name: "x", zones: [{ ...zone, prices: { usd: { first_item: 1, additional_item: 1 } } }] }, "zones[0].prices.usd", "invalid_currency"],
    [{ code: "NEGATIVE", name: "x", zones: [{ ...zone, prices: { USD: { first_item: -5, additional_item: 1 } } }] }, "zones[0].prices.USD.first_item", "out_of_range"],
    [{ code: "FRACTION", name: "x", zones: [{ ...zone, prices: { USD: { first_item: 5, additional_item: 1.5 } } }] }, "zones[0].prices.USD.additional_item", "invalid_type"],
    [{ code: "NO_ZONES", name: "x", zones: [] }, "zones", "too_few_items"],
  ])("create refuses %j at %s with %s", async (body, path, code) => {
    const res = await admin("/v1/admin/shipping-methods/create", body);
    expect(res.status).toBe(400);
    expect(res.body.data.errors).toContainEqual(expect.objectContaining({ path, code }));
  });

  it("update refuses an unknown method and bad zones", async () => {
    expect((await admin("/v1/admin/shipping-methods/update", { code: "NOPE", enabled: true })).body.data.errors[0]).toMatchObject({ path: "code", code: "shipping_method_not_found" });
    expect((await admin("/v1/admin/shipping-methods/update", { code: "NOPE", enabled: true })).status).toBe(404);
    const bad = await admin("/v1/admin/shipping-methods/update", { code: "STANDARD", zones: [{ ...zone, days_min: 9 }] });
    expect(bad.status).toBe(400);
    expect(bad.body.data.errors[0]).toMatchObject({ path: "zones[0].days_min", code: "invalid_days" });
  });

  it("wants the operator's token", async () => {
    for (const path of ["create", "update", "list"]) {
      expect((await server.post(`/v1/admin/shipping-methods/${path}`, {})).status).toBe(401);
      expect((await server.post(`/v1/admin/shipping-methods/${path}`, {}, usd.token)).status).toBe(403);
    }
  });
});

describe("account currency", () => {
  it("is shown, refused when not ISO 4217, and removable", async () => {
    const account = await admin("/v1/admin/accounts/create", { name: "Forint shop", currency: "HUF", default_shipping_method: "EXPRESS" });
    expect(account.body.data).toMatchObject({ currency: "HUF", default_shipping_method: "EXPRESS" });
    for (const currency of ["usd", "ABC", "XAU"]) {
      const res = await admin("/v1/admin/accounts/update", { account_id: account.body.data.account_id, currency });
      expect(res.status).toBe(400);
      expect(res.body.data.errors[0]).toMatchObject({ path: "currency", code: "invalid_currency" });
    }
    expect((await admin("/v1/admin/accounts/create", { name: "Bad", currency: "EURO" })).body.data.errors[0]).toMatchObject({ path: "currency" });
    const cleared = await admin("/v1/admin/accounts/update", { account_id: account.body.data.account_id, currency: null, default_shipping_method: null });
    expect(cleared.body.data).toMatchObject({ currency: null, default_shipping_method: null });
  });
});

describe("POST /v1/shipping/methods", () => {
  it("lists the methods serving a country in the account's currency, cheapest first", async () => {
    const res = await server.post("/v1/shipping/methods", { shipping_country: "us" }, usd.token);
    expect(res.body).toEqual({
      status: "success",
      message: "Shipping methods listed",
      data: {
        methods: [
          { code: "STANDARD", name: "Standard", carrier: "USPS", days_min: 3, days_max: 5, first_item: usdMoney(499), additional_item: usdMoney(150) },
          { code: "EXPRESS", name: "Express", carrier: "UPS", days_min: 1, days_max: 2, first_item: usdMoney(1599), additional_item: usdMoney(300) },
        ],
      },
    });
    expect((await server.post("/v1/shipping/methods", { shipping_country: "DE" }, usd.token)).body.data.methods).toEqual([]);
    const yen = await server.post("/v1/shipping/methods", { shipping_country: "US" }, jpy.token);
    expect(yen.body.data.methods).toEqual([
      { code: "STANDARD", name: "Standard", carrier: "USPS", days_min: 3, days_max: 5, first_item: { amount: 600, currency: "JPY" }, additional_item: { amount: 200, currency: "JPY" } },
    ]);
  });

  it("refuses an unpriced account, a bad country, and wrong tokens", async () => {
    expect(await server.post("/v1/shipping/methods", { shipping_country: "US" }, unpriced.token)).toMatchObject({
      status: 200,
      body: { status: "error", data: { errors: [{ path: "", code: "pricing_not_enabled" }] } },
    });
    const bad = await server.post("/v1/shipping/methods", { shipping_country: "XX" }, usd.token);
    expect(bad.status).toBe(400);
    expect(bad.body.data.errors[0]).toMatchObject({ path: "shipping_country", code: "invalid_country" });
    expect((await server.post("/v1/shipping/methods", { shipping_country: "US", extra: 1 }, usd.token)).body.data.errors[0]).toMatchObject({ path: "extra", code: "unknown_field" });
    expect((await server.post("/v1/shipping/methods", { shipping_country: "US" })).status).toBe(401);
    expect((await server.post("/v1/shipping/methods", { shipping_country: "US" }, ADMIN_TOKEN)).status).toBe(403);
  });
});

describe("POST /v1/orders/quote", () => {
  const body = () => {
    const { external_ref: _ref, created_at: _at, ...rest } = standardOrder();
    return rest;
  };

  it("prices the lines and every method that serves the order, writing nothing", async () => {
    const before = (await server.post("/v1/orders/list", { limit: 100 }, usd.token)).body.data.orders.length;
    const res = await server.post("/v1/orders/quote", body(), usd.token);
    expect(res.body).toEqual({
      status: "success",
      message: "Order quoted",
      data: {
        currency: "USD",
        items: [
          { index: 0, sku: "MY-TEE", quantity: 2, unit_price: usdMoney(1250), extra_areas: usdMoney(0), total: usdMoney(2500) },
          { index: 1, sku: "MY-BOOK", quantity: 1, unit_price: usdMoney(650), extra_areas: usdMoney(0), total: usdMoney(650) },
        ],
        items_total: usdMoney(3150),
        shipping: [
          // Received Friday 2026-11-20: 3 production days (the tee) → Wednesday 25th; 3–5 transit days → Mon 30th–Wed 2nd.
          // No billing country: no tax (docs/caller-guide.md#tax).
          { code: "STANDARD", name: "Standard", carrier: "USPS", price: usdMoney(499 + 2 * 150), days_min: 3, days_max: 5, ship_by: "2026-11-25", deliver_from: "2026-11-30", deliver_to: "2026-12-02", ...untaxed(3150 + 799) },
          { code: "EXPRESS", name: "Express", carrier: "UPS", price: usdMoney(1599 + 2 * 300), days_min: 1, days_max: 2, ship_by: "2026-11-25", deliver_from: "2026-11-26", deliver_to: "2026-11-27", ...untaxed(3150 + 2199) },
        ],
        chosen: "STANDARD",
        ...untaxed(3150 + 799),
        tax_rate: NO_TAX,
        warnings: [],
      },
    });
    expect((await server.post("/v1/orders/list", { limit: 100 }, usd.token)).body.data.orders.length).toBe(before);
    expect((await server.post("/v1/orders/quote", { ...body(), shipping_method: "EXPRESS" }, usd.token)).body.data.chosen).toBe("EXPRESS");
  });

  it("prices a zero-decimal currency (JPY) in whole yen, extra print areas included", async () => {
    const res = await server.post("/v1/orders/quote", { ...body(), items: [{ sku: "TEE-BLK", quantity: 2, print_areas: { front: { print_file: "https://shop.example.com/f.png" }, back: { print_file: "https://shop.example.com/b.png" } } }] }, jpy.token);
    expect(res.body.data).toMatchObject({
      currency: "JPY",
      items: [{ index: 0, sku: "TEE-BLK", quantity: 2, unit_price: { amount: 1800, currency: "JPY" }, extra_areas: { amount: 500, currency: "JPY" }, total: { amount: 4600, currency: "JPY" } }],
      items_total: { amount: 4600, currency: "JPY" },
      shipping: [{ code: "STANDARD", price: { amount: 800, currency: "JPY" } }],
      chosen: "STANDARD",
    });
  });

  it("refuses a body exactly as create does", async () => {
    const bad = { ...standardOrder(), shipping_phone: "x", items: [{ sku: "MY-MUG", quantity: 1 }], shipping_method: "EXPRESS" };
    const created = await server.post("/v1/orders/create", bad, jpy.token);
    const quoted = await server.post("/v1/orders/quote", bad, jpy.token);
    expect(created.status).toBe(400);
    expect(quoted.status).toBe(400);
    expect(quoted.body.data.errors).toEqual(created.body.data.errors);
    expect(created.body.data.errors.map((e: { path: string; code: string }) => [e.path, e.code])).toEqual(
      expect.arrayContaining([
        ["shipping_phone", "invalid_phone"],
        ["items[0].sku", "price_unavailable"],
        ["shipping_method", "shipping_method_unavailable"],
      ]),
    );
  });

  it("answers pricing_not_enabled to an unpriced account, and wants an account token", async () => {
    expect(await server.post("/v1/orders/quote", body(), unpriced.token)).toMatchObject({ status: 200, body: { status: "error", data: { errors: [{ code: "pricing_not_enabled" }] } } });
    expect((await server.post("/v1/orders/quote", body())).status).toBe(401);
    expect((await server.post("/v1/orders/quote", body(), ADMIN_TOKEN)).status).toBe(403);
    expect((await server.post("/v1/orders/quote", { ...body(), bogus: true }, usd.token)).body.data.errors[0]).toMatchObject({ path: "bogus", code: "unknown_field" });
  });
});

describe("priced create", () => {
  it("keeps a snapshot of method and costs, with ship-by across the weekend", async () => {
    const order = await create(usd.token, standardOrder());
    const got = await getOrder(order.order_ref);
    expect(got).toMatchObject({
      shipping_method: { code: "STANDARD", name: "Standard", carrier: "USPS", days_min: 3, days_max: 5 },
      costs: {
        currency: "USD",
        items_total: usdMoney(3150),
        shipping: usdMoney(799),
        total: usdMoney(3949),
        lines: [
          { item_ref: order.items[0]!.item_ref, unit_price: usdMoney(1250), extra_areas: usdMoney(0), total: usdMoney(2500) },
          { item_ref: order.items[1]!.item_ref, unit_price: usdMoney(650), extra_areas: usdMoney(0), total: usdMoney(650) },
        ],
      },
      ship_by: "2026-11-25",
      deliver_from: "2026-11-30",
      deliver_to: "2026-12-02",
    });
    expect(Object.keys(got.shipping_method)).toEqual(["code", "name", "carrier", "days_min", "days_max"]);
    const operator = await admin("/v1/admin/orders/get", { order_ref: order.order_ref });
    expect(operator.body.data).toMatchObject({ shipping_method: got.shipping_method, costs: got.costs, ship_by: got.ship_by });
  });

  it("uses a named method, and a zero-decimal currency", async () => {
    const order = await create(usd.token, standardOrder({ shipping_method: "EXPRESS" }));
    expect((await getOrder(order.order_ref)).costs.shipping).toEqual(usdMoney(2199));
    const yen = await create(jpy.token, standardOrder({ items: [{ sku: "MY-BOOK", quantity: 3 }] }));
    expect((await getOrder(yen.order_ref, jpy.token)).costs).toMatchObject({
      currency: "JPY",
      items_total: { amount: 2700, currency: "JPY" },
      shipping: { amount: 1000, currency: "JPY" },
      total: { amount: 3700, currency: "JPY" },
    });
  });

  it("counts business days from a weekend: received Saturday with 0 production days ships Monday", async () => {
    await admin("/v1/admin/catalog/create", { sku: "NOW-TEE", name: "Same-day tee", type: "pod", print_areas: { front: { width_px: 450, height_px: 540, dpi: 30 } }, prices: { USD: 1000 }, production_days: 0 });
    clock = new Date("2026-11-21T10:00:00Z");
    try {
      const order = await create(usd.token, printFileOrder({ items: [{ sku: "NOW-TEE", quantity: 1, print_areas: { front: { print_file: "https://shop.example.com/f.png" } } }] }));
      expect(await getOrder(order.order_ref)).toMatchObject({ ship_by: "2026-11-23", deliver_from: "2026-11-26", deliver_to: "2026-11-30" });
    } finally {
      clock = new Date("2026-11-20T15:00:00Z");
    }
  });

  it("refuses what cannot be shipped or priced, every problem in one 400", async () => {
    const refused = async (token: string, body: Record<string, unknown>) => {
      const res = await server.post("/v1/orders/create", body, token);
      expect(res.status).toBe(400);
      return res.body.data.errors.map((e: { path: string; code: string }) => [e.path, e.code]);
    };
    expect(await refused(usd.token, standardOrder({ shipping_method: "NOPE" }))).toEqual([["shipping_method", "shipping_method_unavailable"]]);
    expect(await refused(usd.token, standardOrder({ shipping_country: "DE", shipping_state: "Berlin", shipping_zip: "10115" }))).toEqual([["shipping_country", "no_shipping_method"]]);
    expect(await refused(usd.token, standardOrder({ shipping_country: "DE", shipping_state: "Berlin", shipping_zip: "10115", shipping_method: "EXPRESS" }))).toEqual([
      ["shipping_method", "shipping_method_unavailable"],
    ]);
    expect(await refused(jpy.token, standardOrder({ items: [{ sku: "MY-BOOK", quantity: 1 }, { sku: "MY-MUG", quantity: 1 }, { sku: "NO-SUCH", quantity: 1 }] }))).toEqual([
      ["items[2].sku", "unknown_sku"],
      ["items[1].sku", "price_unavailable"],
    ]);
  });

  it("never re-prices an existing order when prices change", async () => {
    const order = await create(usd.token, standardOrder());
    const before = await getOrder(order.order_ref);
    await admin("/v1/admin/catalog/update", { sku: "BOOK-A5", prices: { USD: 700, JPY: 900 } });
    await admin("/v1/admin/shipping-methods/update", { code: "STANDARD", zones: [{ ...STANDARD.zones[0]!, prices: { USD: { first_item: 599, additional_item: 150 }, JPY: STANDARD.zones[0]!.prices.JPY } }, STANDARD.zones[1]] });
    try {
      expect(await getOrder(order.order_ref)).toEqual(before);
      const later = await getOrder((await create(usd.token, standardOrder())).order_ref);
      expect(later.costs).toMatchObject({ items_total: usdMoney(3200), shipping: usdMoney(899) });
    } finally {
      await admin("/v1/admin/catalog/update", { sku: "BOOK-A5", prices: { USD: 650, JPY: 900 } });
      await admin("/v1/admin/shipping-methods/update", { code: "STANDARD", zones: STANDARD.zones });
    }
  });
});

async function costEvents(orderRef: string, token = usd.token) {
  const res = await server.post("/v1/orders/events", { order_ref: orderRef }, token);
  return res.body.data.events.filter((e: { type: string }) => e.type === "order.costs_changed").map((e: { data: unknown }) => e.data);
}

describe("re-pricing", () => {
  it("cancel-items re-prices the remaining quantities at the order's own prices", async () => {
    const order = await create(usd.token, standardOrder());
    const before = (await getOrder(order.order_ref)).costs;
    await admin("/v1/admin/catalog/update", { sku: "TEE-BLK", prices: { USD: 9999, JPY: 1800 } });
    try {
      const res = await server.post("/v1/orders/cancel-items", { order_ref: order.order_ref, items: [{ item_ref: order.items[0]!.item_ref, cancelled_quantity: 1 }] }, usd.token);
      expect(res.body.status).toBe("success");
    } finally {
      await admin("/v1/admin/catalog/update", { sku: "TEE-BLK", prices: { USD: 1250, JPY: 1800 } });
    }
    const after = (await getOrder(order.order_ref)).costs;
    expect(after).toEqual({
      currency: "USD",
      items_total: usdMoney(1900),
      shipping: usdMoney(649),
      ...untaxed(2549),
      tax_rate: NO_TAX,
      lines: [
        { item_ref: order.items[0]!.item_ref, unit_price: usdMoney(1250), extra_areas: usdMoney(0), total: usdMoney(1250) },
        { item_ref: order.items[1]!.item_ref, unit_price: usdMoney(650), extra_areas: usdMoney(0), total: usdMoney(650) },
      ],
    });
    expect(await costEvents(order.order_ref)).toEqual([expect.objectContaining({ order_ref: order.order_ref, status: "received", previous_costs: before, costs: after })]);
  });

  it("update-shipping changes the method, re-priced by today's table, and refuses one that does not serve", async () => {
    const order = await create(usd.token, standardOrder());
    const before = await getOrder(order.order_ref);
    const address = { order_ref: order.order_ref, shipping_name: "Grace Hopper", shipping_address_1: "2 Compiler Ct", shipping_city: "Arlington", shipping_zip: "22201", shipping_state: "VA", shipping_country: "US" };
    const unknown = await server.post("/v1/orders/update-shipping", { ...address, shipping_method: "NOPE" }, usd.token);
    expect(unknown.status).toBe(400);
    expect(unknown.body.data.errors).toEqual([expect.objectContaining({ path: "shipping_method", code: "shipping_method_unavailable" })]);
    const abroad = await server.post("/v1/orders/update-shipping", { ...address, shipping_country: "DE", shipping_state: "Berlin", shipping_zip: "10115" }, usd.token);
    expect(abroad.status).toBe(400);
    expect(abroad.body.data.errors).toEqual([expect.objectContaining({ path: "shipping_country", code: "no_shipping_method" })]);
    expect(await getOrder(order.order_ref)).toEqual(before);

    const res = await server.post("/v1/orders/update-shipping", { ...address, shipping_method: "EXPRESS" }, usd.token);
    expect(res.body.status).toBe("success");
    const after = await getOrder(order.order_ref);
    expect(after).toMatchObject({
      shipping_name: "Grace Hopper",
      shipping_method: { code: "EXPRESS", days_min: 1, days_max: 2 },
      costs: { items_total: usdMoney(3150), shipping: usdMoney(2199), total: usdMoney(5349), lines: before.costs.lines },
      ship_by: before.ship_by,
      deliver_from: "2026-11-26",
      deliver_to: "2026-11-27",
    });
    expect(await costEvents(order.order_ref)).toEqual([expect.objectContaining({ previous_costs: before.costs, costs: after.costs })]);
    const types = (await server.post("/v1/orders/events", { order_ref: order.order_ref }, usd.token)).body.data.events.map((e: { type: string }) => e.type);
    expect(types).toEqual(["order.shipping_updated", "order.costs_changed"]);
  });
});

describe("update-shipping to another country", () => {
  const to = (orderRef: string, country: Record<string, string>, extra: Record<string, unknown> = {}) => ({
    order_ref: orderRef,
    shipping_name: "Ada",
    shipping_address_1: "1 Main St",
    shipping_city: "Town",
    ...country,
    ...extra,
  });
  const CA = { shipping_zip: "M5V 2T6", shipping_state: "ON", shipping_country: "CA" };
  const DE = { shipping_zip: "10115", shipping_state: "Berlin", shipping_country: "DE" };

  it("keeps a method that serves the new country (same price: no costs_changed)", async () => {
    const order = await create(usd.token, standardOrder({ shipping_method: "EXPRESS" }));
    const before = await getOrder(order.order_ref);
    const res = await server.post("/v1/orders/update-shipping", to(order.order_ref, CA), usd.token);
    expect(res.body.status).toBe("success");
    expect(await getOrder(order.order_ref)).toMatchObject({ shipping_country: "CA", shipping_method: before.shipping_method, costs: before.costs });
    expect(await costEvents(order.order_ref)).toEqual([]);
  });

  it("refuses a country the order's method does not serve, naming the method to change", async () => {
    const order = await create(usd.token, standardOrder());
    const res = await server.post("/v1/orders/update-shipping", to(order.order_ref, CA), usd.token);
    expect(res.status).toBe(400);
    expect(res.body.data.errors).toEqual([expect.objectContaining({ path: "shipping_method", code: "shipping_method_unavailable" })]);
    const moved = await server.post("/v1/orders/update-shipping", to(order.order_ref, CA, { shipping_method: "EXPRESS" }), usd.token);
    expect(moved.body.status).toBe("success");
    expect((await getOrder(order.order_ref)).shipping_method.code).toBe("EXPRESS");
  });

  it("refuses an unpriced order's method for a country it does not serve, and any change once in production", async () => {
    const order = await create(unpriced.token, standardOrder({ shipping_method: "EXPRESS" }));
    const res = await server.post("/v1/orders/update-shipping", to(order.order_ref, DE), unpriced.token);
    expect(res.status).toBe(400);
    expect(res.body.data.errors[0]).toMatchObject({ path: "shipping_method", code: "shipping_method_unavailable" });
    await admin("/v1/admin/orders/transition", { order_ref: order.order_ref, status: "in_production", force: true, reason: "test" });
    const late = await server.post("/v1/orders/update-shipping", to(order.order_ref, CA, { shipping_method: "STANDARD" }), unpriced.token);
    expect(late.status).toBe(200);
    expect(late.body).toMatchObject({ status: "error", data: { order_ref: order.order_ref, errors: [{ code: "status_forbids_change" }] } });
  });
});

describe("unpriced accounts", () => {
  it("create as before: no costs, no method, a ship-by date", async () => {
    const order = await create(unpriced.token, standardOrder());
    expect(await getOrder(order.order_ref, unpriced.token)).toMatchObject({ shipping_method: null, costs: null, ship_by: "2026-11-25", deliver_from: null, deliver_to: null });
    expect(await costEvents(order.order_ref, unpriced.token)).toEqual([]);
    const cancel = await server.post("/v1/orders/cancel-items", { order_ref: order.order_ref, items: [{ item_ref: order.items[0]!.item_ref, cancelled_quantity: 1 }] }, unpriced.token);
    expect(cancel.body.status).toBe("success");
    expect(await costEvents(order.order_ref, unpriced.token)).toEqual([]);
  });

  it("may name a method: kept without prices; an unknown one is refused", async () => {
    const order = await create(unpriced.token, standardOrder({ shipping_method: "EXPRESS" }));
    expect(await getOrder(order.order_ref, unpriced.token)).toMatchObject({ shipping_method: { code: "EXPRESS" }, costs: null, deliver_from: "2026-11-26", deliver_to: "2026-11-27" });
    const res = await server.post("/v1/orders/create", standardOrder({ shipping_method: "NOPE" }), unpriced.token);
    expect(res.status).toBe(400);
    expect(res.body.data.errors).toEqual([expect.objectContaining({ path: "shipping_method", code: "shipping_method_unavailable" })]);
  });
});

describe("the operator's lists", () => {
  it("filter by method and lateness, sort by ship_by, and count late orders", async () => {
    const account = await seedAccount(server, { name: "Late shop", connected_stores: true, currency: "USD" });
    clock = new Date("2026-11-16T09:00:00Z"); // Monday: 3 production days → Thursday 19th
    const early = await create(account.token, standardOrder({ shipping_method: "EXPRESS" }));
    clock = new Date("2026-11-18T09:00:00Z"); // Wednesday → Monday 23rd
    const later = await create(account.token, standardOrder());
    const shipped = await create(account.token, standardOrder({ items: [{ sku: "MY-BOOK", quantity: 1 }] })); // 1 day → Thursday 19th
    clock = new Date("2026-11-20T15:00:00Z"); // Friday: the first and the third are late, unless shipped
    await admin("/v1/admin/orders/transition", { order_ref: shipped.order_ref, status: "in_production", force: true, reason: "test" });
    await admin("/v1/admin/orders/ship", { order_ref: shipped.order_ref, carrier: "UPS", tracking_number: "1Z1" });

    const list = async (body: Record<string, unknown>) => (await admin("/v1/admin/orders/list", { account_id: account.accountId, ...body })).body.data.orders.map((o: { order_ref: string }) => o.order_ref);
    expect(await list({ shipping_method: "EXPRESS" })).toEqual([early.order_ref]);
    expect(await list({ shipping_method: "STANDARD" })).toEqual([shipped.order_ref, later.order_ref]);
    expect(await list({ late: true })).toEqual([early.order_ref]);
    expect(await list({ sort: "ship_by" })).toEqual([early.order_ref, shipped.order_ref, later.order_ref].sort((a, b) => (a === later.order_ref ? 1 : b === later.order_ref ? -1 : a < b ? -1 : 1)));
    const first = await admin("/v1/admin/orders/list", { account_id: account.accountId, sort: "ship_by", limit: 2 });
    const second = await admin("/v1/admin/orders/list", { account_id: account.accountId, sort: "ship_by", limit: 2, cursor: first.body.data.next_cursor });
    expect(second.body.data.orders.map((o: { order_ref: string }) => o.order_ref)).toEqual([later.order_ref]);
    const wrongCursor = await admin("/v1/admin/orders/list", { account_id: account.accountId, limit: 2, cursor: first.body.data.next_cursor });
    expect(wrongCursor.body.data.errors[0]).toMatchObject({ path: "cursor", code: "invalid_cursor" });
    expect((await admin("/v1/admin/orders/counts", { account_id: account.accountId })).body.data).toMatchObject({ total: 3, late: 1 });
    clock = new Date("2026-11-24T15:00:00Z");
    try {
      expect((await admin("/v1/admin/orders/counts", { account_id: account.accountId })).body.data.late).toBe(2);
    } finally {
      clock = new Date("2026-11-20T15:00:00Z");
    }
  });

  it("prints the shipping method on the packing slip", async () => {
    const order = await create(usd.token, standardOrder({ shipping_method: "EXPRESS" }));
    const res = await fetch(`${server.url}/v1/admin/orders/${order.order_ref}/packing-slip`, { headers: { authorization: `Bearer ${ADMIN_TOKEN}` } });
    expect(res.status).toBe(200);
    const text = (await pageText(Buffer.from(await res.arrayBuffer()))).join("\n");
    expect(text).toContain("Shipping Express (UPS)");
  });
});

describe("the priced create's reads", () => {
  it("reads prices and methods in the same number of queries for one line as for twelve (never per line)", async () => {
    const base = standardOrder();
    const reads = async (items: unknown[]) => {
      const sql = await statementsDuring(() => create(usd.token, { ...standardOrder(), items }));
      // Prices live on the blanks (read with the products), methods in their table: the queries that touch either.
      return sql.filter((q) => /blanks|shipping_methods/.test(q)).length;
    };
    const one = await reads(base.items.slice(0, 1));
    const twelve = await reads(Array.from({ length: 12 }, (_, i) => ({ ...base.items[i % base.items.length], quantity: 1 + (i % 3) })));
    expect(one).toBeGreaterThan(0);
    expect(one).toBeLessThanOrEqual(3);
    expect(twelve).toBe(one);
  });
});
