// Tax (docs/caller-guide.md#tax, docs/operator-guide.md#tax-rates-and-vat-ids) through real HTTP on both backends:
// the operator's rates, accounts' billing country and VAT id, tax on quotes and order costs (the rate kept by the
// order, re-pricing at it, reverse charge), orders priced before tax, and a create's statements unchanged.
import { sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { seedAccount, seedCatalog, standardOrder, type SeededAccount } from "../helpers/fixtures.js";
import { ADMIN_TOKEN, startTestServer, type TestServer } from "../helpers/server.js";
import { statementsDuring } from "../helpers/statements.js";

let server: TestServer;
/** Billed in Germany, no VAT id: 19 %. */
let german: SeededAccount;
/** A French business (FR VAT id), the company being German: reverse charge. */
let french: SeededAccount;
/** A Greek business: VAT id prefix EL, country GR: reverse charge. */
let greek: SeededAccount;
/** Billed in the US, which has no rate: 0. */
let american: SeededAccount;
/** No billing country: 0. */
let plain: SeededAccount;

const admin = (path: string, body: unknown) => server.post(path, body, ADMIN_TOKEN);
const eur = (amount: number) => ({ amount, currency: "EUR" });

beforeAll(async () => {
  server = await startTestServer({ COMPANY_COUNTRY: "de", COMPANY_NAME: "Print GmbH" });
  await seedCatalog(server);
  // The standard order: 2 tees (12.49 EUR) and a notebook (6.53 EUR); shipping 4.99 + 1.50 × 2 = 7.99 EUR: 39.50 EUR.
  expect((await admin("/v1/admin/catalog/update", { sku: "TEE-BLK", prices: { EUR: 1249 } })).status).toBe(200);
  expect((await admin("/v1/admin/catalog/update", { sku: "BOOK-A5", prices: { EUR: 653 } })).status).toBe(200);
  const zones = [{ countries: ["*"], prices: { EUR: { first_item: 499, additional_item: 150 } }, days_min: 3, days_max: 5 }];
  expect((await admin("/v1/admin/shipping-methods/create", { code: "STANDARD", name: "Standard", zones })).status).toBe(200);
  expect((await admin("/v1/admin/shipping-methods/create", { code: "EXPRESS", name: "Express", zones: [{ ...zones[0], prices: { EUR: { first_item: 1500, additional_item: 0 } } }] })).status).toBe(200);
  for (const [country, rate_bp, name] of [["DE", 1900, "MwSt."], ["FR", 2000, "TVA"], ["GR", 2400, "ΦΠΑ"]] as const) {
    expect((await admin("/v1/admin/tax-rates/set", { country, rate_bp, name })).status).toBe(200);
  }
  const shop = (name: string, settings: Record<string, unknown>) => seedAccount(server, { name, connected_stores: true, currency: "EUR", ...settings });
  german = await shop("Berlin shop", { billing_country: "DE" });
  french = await shop("Paris shop", { billing_country: "FR", vat_id: "FR40303265045" });
  greek = await shop("Athens shop", { billing_country: "GR", vat_id: "EL094259216" });
  american = await shop("Austin shop", { billing_country: "US" });
  plain = await shop("Plain shop", {});
});
afterAll(() => server.close());

async function create(token: string, body: Record<string, unknown> = standardOrder()) {
  const res = await server.post("/v1/orders/create", body, token);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.data as { order_ref: string; items: { item_ref: string }[]; costs: Record<string, unknown> };
}

async function costsOf(orderRef: string, token: string) {
  const res = await server.post("/v1/orders/get", { order_ref: orderRef }, token);
  expect(res.status).toBe(200);
  return res.body.data.costs;
}

describe("tax-rates/set and list", () => {
  it("sets a rate, changes it in place (created_at kept), and lists every rate by country", async () => {
    const first = await admin("/v1/admin/tax-rates/set", { country: "at", rate_bp: 2000, name: "USt." });
    expect(first.body).toMatchObject({ status: "success", data: { country: "AT", rate_bp: 2000, name: "USt." } });
    const again = await admin("/v1/admin/tax-rates/set", { country: "AT", rate_bp: 1000, name: "USt. reduced" });
    expect(again.body.data).toEqual({ country: "AT", rate_bp: 1000, name: "USt. reduced", created_at: first.body.data.created_at, updated_at: expect.any(String) });
    const list = await admin("/v1/admin/tax-rates/list", {});
    expect(list.body.data.tax_rates.map((r: { country: string; rate_bp: number }) => [r.country, r.rate_bp])).toEqual([
      ["AT", 1000],
      ["DE", 1900],
      ["FR", 2000],
      ["GR", 2400],
    ]);
  });

  it.each([
    [{ country: "Germany", rate_bp: 1900, name: "VAT" }, "country", "invalid_country"],
    [{ country: "XX", rate_bp: 1900, name: "VAT" }, "country", "invalid_country"],
    [{ country: "DE", rate_bp: 10_001, name: "VAT" }, "rate_bp", "out_of_range"],
    [{ country: "DE", rate_bp: -1, name: "VAT" }, "rate_bp", "out_of_range"],
    [{ country: "DE", rate_bp: 19.5, name: "VAT" }, "rate_bp", "invalid_type"],
    [{ country: "DE", rate_bp: 1900 }, "name", "required"],
    [{ country: "DE", rate_bp: 1900, name: "" }, "name", "required"],
    [{ country: "DE", rate_bp: 1900, name: "   " }, "name", "required"],
    [{ country: "DE", rate_bp: 1900, name: "VAT", extra: 1 }, "extra", "unknown_field"],
  ])("refuses %j: %s %s, and changes nothing", async (body, path, code) => {
    const before = (await admin("/v1/admin/tax-rates/list", {})).body.data;
    const res = await admin("/v1/admin/tax-rates/set", body);
    expect(res.status).toBe(400);
    expect(res.body.data.errors).toEqual([expect.objectContaining({ path, code })]);
    expect((await admin("/v1/admin/tax-rates/list", {})).body.data).toEqual(before);
  });

  it("is the operator's: no token 401, an account token 403", async () => {
    for (const path of ["/v1/admin/tax-rates/set", "/v1/admin/tax-rates/list"]) {
      expect((await server.post(path, { country: "DE", rate_bp: 0, name: "x" })).status).toBe(401);
      expect((await server.post(path, { country: "DE", rate_bp: 0, name: "x" }, german.token)).status).toBe(403);
    }
  });
});

describe("accounts: billing_country and vat_id", () => {
  const get = async (accountId: string) => (await admin("/v1/admin/accounts/get", { account_id: accountId })).body.data;

  it("keeps them as checked (upper case, no spaces or dots) and shows them on get and list", async () => {
    const res = await admin("/v1/admin/accounts/create", { name: "Vienna", billing_country: "at", vat_id: "atu 135.856-27" });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.data).toMatchObject({ billing_country: "AT", vat_id: "ATU13585627" });
    expect(await get(res.body.data.account_id)).toMatchObject({ billing_country: "AT", vat_id: "ATU13585627" });
    const listed = (await admin("/v1/admin/accounts/list", { limit: 100 })).body.data.accounts.find((a: { account_id: string }) => a.account_id === greek.accountId);
    expect(listed).toMatchObject({ billing_country: "GR", vat_id: "EL094259216" });
    const updated = await admin("/v1/admin/accounts/update", { account_id: res.body.data.account_id, vat_id: null });
    expect(updated.body.data).toMatchObject({ billing_country: "AT", vat_id: null });
    const moved = await admin("/v1/admin/accounts/update", { account_id: res.body.data.account_id, billing_country: "DE", vat_id: "DE136695976" });
    expect(moved.body.data).toMatchObject({ billing_country: "DE", vat_id: "DE136695976" });
  });

  it.each([
    ["a wrong check digit", { billing_country: "DE", vat_id: "DE136695977" }, "vat_id", "invalid_vat_id"],
    ["an id of another country", { billing_country: "FR", vat_id: "DE136695976" }, "vat_id", "invalid_vat_id"],
    ["Greece written GR (its ids start EL)", { billing_country: "GR", vat_id: "GR094259216" }, "vat_id", "invalid_vat_id"],
    ["no billing country to check it against", { vat_id: "DE136695976" }, "vat_id", "invalid_vat_id"],
    ["not a VAT id", { billing_country: "DE", vat_id: "hello" }, "vat_id", "invalid_vat_id"],
    ["not a country", { billing_country: "Deutschland" }, "billing_country", "invalid_country"],
    ["a number", { billing_country: 49 }, "billing_country", "invalid_type"],
  ])("create refuses %s (%j): %s %s", async (_what, settings, path, code) => {
    const before = (await admin("/v1/admin/accounts/list", { limit: 100 })).body.data.accounts.length;
    const res = await admin("/v1/admin/accounts/create", { name: "Refused", ...settings });
    expect(res.status).toBe(400);
    expect(res.body.data.errors).toEqual([expect.objectContaining({ path, code })]);
    expect((await admin("/v1/admin/accounts/list", { limit: 100 })).body.data.accounts.length).toBe(before);
  });

  it.each([
    ["a VAT id of another country than the one kept", { vat_id: "DE136695976" }],
    ["a billing country the kept VAT id is not of", { billing_country: "DE" }],
    ["no billing country while the VAT id stays", { billing_country: null }],
  ])("update refuses %s (invalid_vat_id at vat_id), changing nothing", async (_what, settings) => {
    const before = await get(french.accountId);
    const res = await admin("/v1/admin/accounts/update", { account_id: french.accountId, name: "Renamed", ...settings });
    expect(res.status).toBe(400);
    expect(res.body.data.errors).toEqual([expect.objectContaining({ path: "vat_id", code: "invalid_vat_id" })]);
    expect(await get(french.accountId)).toEqual(before);
  });
});

describe("tax on quotes and orders", () => {
  const { external_ref: _ref, created_at: _at, ...quoteBody } = standardOrder();

  it("a German account pays 19 % of the whole total, rounded once, half away from zero: 39.50 → 7.51 (7.505)", async () => {
    const quote = (await server.post("/v1/orders/quote", quoteBody, german.token)).body.data;
    const rate = { country: "DE", rate_bp: 1900, name: "MwSt.", reverse_charge: false };
    expect(quote).toMatchObject({ items_total: eur(3151), chosen: "STANDARD", total: eur(3950), tax: eur(751), total_with_tax: eur(4701), tax_rate: rate });
    expect(quote.shipping).toEqual([
      expect.objectContaining({ code: "STANDARD", total: eur(3950), tax: eur(751), total_with_tax: eur(4701) }),
      // 31.51 + 15.00 = 46.51; × 0.19 = 8.8369
      expect.objectContaining({ code: "EXPRESS", total: eur(4651), tax: eur(884), total_with_tax: eur(5535) }),
    ]);
    const order = await create(german.token);
    const expected = { currency: "EUR", items_total: eur(3151), shipping: eur(799), total: eur(3950), tax: eur(751), total_with_tax: eur(4701), tax_rate: rate };
    expect(order.costs).toMatchObject(expected);
    expect(await costsOf(order.order_ref, german.token)).toEqual(order.costs);
    expect((await admin("/v1/admin/orders/get", { order_ref: order.order_ref })).body.data.costs).toEqual(order.costs);
  });

  it.each([
    ["a French business (reverse charge)", () => french, { country: "FR", rate_bp: 0, name: "TVA", reverse_charge: true }],
    ["a Greek business, VAT id EL (reverse charge)", () => greek, { country: "GR", rate_bp: 0, name: "ΦΠΑ", reverse_charge: true }],
    ["a US account (no rate for its country)", () => american, { country: "US", rate_bp: 0, name: null, reverse_charge: false }],
    ["an account without a billing country", () => plain, { country: null, rate_bp: 0, name: null, reverse_charge: false }],
  ])("%s pays no tax", async (_who, account, rate) => {
    const quote = (await server.post("/v1/orders/quote", quoteBody, account().token)).body.data;
    expect(quote).toMatchObject({ total: eur(3950), tax: eur(0), total_with_tax: eur(3950), tax_rate: rate });
    const order = await create(account().token);
    expect(await costsOf(order.order_ref, account().token)).toMatchObject({ total: eur(3950), tax: eur(0), total_with_tax: eur(3950), tax_rate: rate });
  });

  it("a business of the company's own country pays its rate (no reverse charge at home)", async () => {
    const home = await seedAccount(server, { name: "Munich business", connected_stores: true, currency: "EUR", billing_country: "DE", vat_id: "DE136695976" });
    const order = await create(home.token);
    expect(order.costs).toMatchObject({ tax: eur(751), tax_rate: { country: "DE", rate_bp: 1900, reverse_charge: false } });
  });

  it("an order keeps the rate it was sold at: a later rate is not applied, re-pricing recomputes at the kept rate", async () => {
    const order = await create(german.token);
    await admin("/v1/admin/tax-rates/set", { country: "DE", rate_bp: 700, name: "reduced" });
    try {
      expect((await server.post("/v1/orders/quote", quoteBody, german.token)).body.data.tax).toEqual(eur(277)); // 39.50 × 0.07 = 2.765
      expect((await costsOf(order.order_ref, german.token)).tax_rate).toEqual({ country: "DE", rate_bp: 1900, name: "MwSt.", reverse_charge: false });
      // One tee fewer: 19.02 + 4.99 + 1.50 = 25.51; × 0.19 = 4.8469
      const cancelled = await server.post("/v1/orders/cancel-items", { order_ref: order.order_ref, items: [{ item_ref: order.items[0]!.item_ref, cancelled_quantity: 1 }] }, german.token);
      expect(cancelled.body.status).toBe("success");
      expect(await costsOf(order.order_ref, german.token)).toMatchObject({ total: eur(2551), tax: eur(485), total_with_tax: eur(3036), tax_rate: { rate_bp: 1900 } });
      // Express: 19.02 + 15.00 = 34.02; × 0.19 = 6.4638
      const address = { order_ref: order.order_ref, shipping_name: "Grace Hopper", shipping_address_1: "2 Compiler Ct", shipping_city: "Arlington", shipping_zip: "22201", shipping_state: "VA", shipping_country: "US" };
      const moved = await server.post("/v1/orders/update-shipping", { ...address, shipping_method: "EXPRESS" }, german.token);
      expect(moved.body.status, JSON.stringify(moved.body)).toBe("success");
      expect(await costsOf(order.order_ref, german.token)).toMatchObject({ total: eur(3402), tax: eur(646), total_with_tax: eur(4048), tax_rate: { rate_bp: 1900 } });
      const events = (await server.post("/v1/orders/events", { order_ref: order.order_ref }, german.token)).body.data.events.filter((e: { type: string }) => e.type === "order.costs_changed");
      expect(events.map((e: { data: { costs: { tax: unknown } } }) => e.data.costs.tax)).toEqual([eur(485), eur(646)]);
    } finally {
      await admin("/v1/admin/tax-rates/set", { country: "DE", rate_bp: 1900, name: "MwSt." });
    }
  });

  it("a change of the account's billing country reaches later orders only", async () => {
    const account = await seedAccount(server, { name: "Moving shop", connected_stores: true, currency: "EUR", billing_country: "FR" });
    const before = await create(account.token);
    expect(before.costs).toMatchObject({ tax: eur(790) }); // 39.50 × 0.20
    await admin("/v1/admin/accounts/update", { account_id: account.accountId, billing_country: "DE" });
    expect((await create(account.token)).costs).toMatchObject({ tax: eur(751) });
    expect((await costsOf(before.order_ref, account.token)).tax).toEqual(eur(790));
  });

  it("orders priced before tax existed read as tax 0 and total_with_tax = total, and re-price untaxed", async () => {
    const order = await create(german.token);
    const { tax: _tax, total_with_tax: _with, tax_rate: _rate, ...untaxed } = order.costs;
    await sql`update orders set costs = ${JSON.stringify(untaxed)} where order_ref = ${order.order_ref}`.execute(server.database.db);
    const noTax = { country: null, rate_bp: 0, name: null, reverse_charge: false };
    expect(await costsOf(order.order_ref, german.token)).toEqual({ ...untaxed, tax: eur(0), total_with_tax: eur(3950), tax_rate: noTax, lines: untaxed.lines });
    const cancelled = await server.post("/v1/orders/cancel-items", { order_ref: order.order_ref, items: [{ item_ref: order.items[1]!.item_ref, cancelled_quantity: 1 }] }, german.token);
    expect(cancelled.body.status).toBe("success");
    expect(await costsOf(order.order_ref, german.token)).toMatchObject({ total: eur(3147), tax: eur(0), total_with_tax: eur(3147), tax_rate: noTax });
  });

  it("a repeat of a create answered before tax existed shows tax 0", async () => {
    const body = standardOrder();
    const order = await create(german.token, body);
    const { tax: _tax, total_with_tax: _with, tax_rate: _rate, ...untaxed } = order.costs;
    const stored = (await sql<{ response: string }>`select response from orders where order_ref = ${order.order_ref}`.execute(server.database.db)).rows[0]!.response;
    const old = { ...JSON.parse(stored), costs: untaxed };
    await sql`update orders set response = ${JSON.stringify(old)} where order_ref = ${order.order_ref}`.execute(server.database.db);
    const again = await server.post("/v1/orders/create", body, german.token);
    expect(again.status).toBe(200);
    expect(again.body.data.costs).toMatchObject({ total: eur(3950), tax: eur(0), total_with_tax: eur(3950) });
  });

  it("taxing costs a create no statement: a taxed account's create runs as many as an untaxed one's", async () => {
    const count = async (token: string) => (await statementsDuring(() => create(token))).length;
    await create(german.token);
    await create(plain.token);
    expect(await count(german.token)).toBe(await count(plain.token));
  });
});
