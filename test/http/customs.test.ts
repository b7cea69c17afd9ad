// Shipping abroad (docs/caller-guide.md#orders-abroad-customs-data-and-address-checks) through real HTTP on both backends: customs data on blanks, order lines, orders and
// accounts; every bad customs field in one 400 with the body's other problems; recipient tax ids for BR, CL and MX;
// postal-code warnings (and invalid_postcode for strict accounts) in create and quote; ISO 3166-2 subdivisions.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { GERMANY, seedAccount, seedCatalog, standardOrder, type SeededAccount } from "../helpers/fixtures.js";
import { ADMIN_TOKEN, startTestServer, type TestServer } from "../helpers/server.js";

let server: TestServer;
let eur: SeededAccount;
let plain: SeededAccount;
let strict: SeededAccount;

const admin = (path: string, body: unknown) => server.post(path, body, ADMIN_TOKEN);
const eurMoney = (amount: number) => ({ amount, currency: "EUR" });


beforeAll(async () => {
  server = await startTestServer();
  await seedCatalog(server);
  expect((await admin("/v1/admin/catalog/update", { sku: "TEE-BLK", prices: { EUR: 1250 }, hs_code: "6109.10", origin_country: "pt", customs_description: "T-shirt, cotton, printed" })).status).toBe(200);
  // Complete customs data: the orders abroad here carry no customs_incomplete warning (customs-incomplete.test.ts).
  expect((await admin("/v1/admin/catalog/update", { sku: "BOOK-A5", prices: { EUR: 650 }, hs_code: "4820.10", origin_country: "US" })).status).toBe(200);
  expect(
    (await admin("/v1/admin/shipping-methods/create", { code: "WORLD", name: "World", zones: [{ countries: ["*"], prices: { EUR: { first_item: 900, additional_item: 200 } }, days_min: 4, days_max: 9 }] })).status,
  ).toBe(200);
  eur = await seedAccount(server, { name: "Euro shop", connected_stores: true, currency: "EUR", ioss_number: "IM2760000742" });
  plain = await seedAccount(server, { name: "Plain shop", connected_stores: true });
  strict = await seedAccount(server, { name: "Strict shop", connected_stores: true, strict_addresses: true, incoterm: "DDP" });
});
afterAll(() => server.close());

async function getOrder(orderRef: string, token: string) {
  const res = await server.post("/v1/orders/get", { order_ref: orderRef }, token);
  expect(res.status).toBe(200);
  return res.body.data;
}

describe("catalog blanks", () => {
  it("take, show and clear customs data", async () => {
    const created = await admin("/v1/admin/catalog/create", { sku: "CAP-1", name: "Cap", type: "fulfillment", hs_code: "650500", origin_country: "cn", customs_description: "Cap, cotton" });
    expect(created.status).toBe(200);
    expect(created.body.data).toMatchObject({ hs_code: "650500", origin_country: "CN", customs_description: "Cap, cotton" });
    const cleared = await admin("/v1/admin/catalog/update", { sku: "CAP-1", hs_code: null, origin_country: "VN" });
    expect(cleared.body.data).toMatchObject({ hs_code: null, origin_country: "VN", customs_description: "Cap, cotton" });
    const listed = (await admin("/v1/admin/catalog/list", { limit: 100 })).body.data.blanks.find((b: { sku: string }) => b.sku === "CAP-1");
    expect(listed).toMatchObject({ hs_code: null, origin_country: "VN", customs_description: "Cap, cotton" });
  });

  it("refuse bad customs data, every field at once, and change nothing", async () => {
    const res = await admin("/v1/admin/catalog/update", { sku: "TEE-BLK", hs_code: "61O9.10", origin_country: "XX", customs_description: " ", prices: { eur: 1 } });
    expect(res.status).toBe(400);
    expect(res.body.data.errors.map((e: { path: string; code: string }) => [e.path, e.code])).toEqual([
      ["hs_code", "invalid_hs_code"],
      ["origin_country", "invalid_country"],
      ["customs_description", "required"],
      ["prices.eur", "invalid_currency"],
    ]);
    const tee = (await admin("/v1/admin/catalog/list", { limit: 100 })).body.data.blanks.find((b: { sku: string }) => b.sku === "TEE-BLK");
    expect(tee).toMatchObject({ hs_code: "6109.10", origin_country: "PT" });
    const created = await admin("/v1/admin/catalog/create", { sku: "CAP-2", name: "Cap", type: "fulfillment", hs_code: "65" });
    expect(created.body.data.errors).toEqual([expect.objectContaining({ path: "hs_code", code: "invalid_hs_code" })]);
  });
});

describe("account settings", () => {
  it("take customs defaults and strict_addresses, and show them", async () => {
    const created = await admin("/v1/admin/accounts/create", { name: "Abroad", incoterm: "DDP", ioss_number: "IM2760000742", recipient_tax_id: "12.345.678/0001-95", strict_addresses: true });
    expect(created.status).toBe(200);
    expect(created.body.data).toMatchObject({ incoterm: "DDP", ioss_number: "IM2760000742", recipient_tax_id: "12.345.678/0001-95", strict_addresses: true });
    const updated = await admin("/v1/admin/accounts/update", { account_id: created.body.data.account_id, incoterm: null, ioss_number: null, strict_addresses: false });
    expect(updated.body.data).toMatchObject({ incoterm: null, ioss_number: null, recipient_tax_id: "12.345.678/0001-95", strict_addresses: false });
    expect((await admin("/v1/admin/accounts/get", { account_id: created.body.data.account_id })).body.data).toEqual(updated.body.data);
  });

  it("refuse a bad incoterm and IOSS number together", async () => {
    const res = await admin("/v1/admin/accounts/create", { name: "Bad", incoterm: "FOB", ioss_number: "IM12" });
    expect(res.status).toBe(400);
    expect(res.body.data.errors.map((e: { path: string; code: string }) => [e.path, e.code])).toEqual([
      ["incoterm", "invalid_incoterm"],
      ["ioss_number", "invalid_ioss_number"],
    ]);
    const update = await admin("/v1/admin/accounts/update", { account_id: eur.accountId, strict_addresses: "yes" });
    expect(update.body.data.errors).toEqual([expect.objectContaining({ path: "strict_addresses", code: "invalid_type" })]);
  });
});

describe("create with customs data", () => {
  it("keeps each line's data (override over blank), its value (price by default) and the order's settings over the account's", async () => {
    const body = standardOrder({
      ...GERMANY,
      incoterm: "DDP",
      items: [
        { sku: "MY-TEE", quantity: 2, customs_description: "Logo T-shirt, cotton", customs_value: eurMoney(1000) },
        { sku: "MY-BOOK", quantity: 1, origin_country: "de" },
      ],
    });
    const res = await server.post("/v1/orders/create", body, eur.token);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.data.warnings).toEqual([]);
    const order = await getOrder(res.body.data.order_ref, eur.token);
    expect(order).toMatchObject({ incoterm: "DDP", ioss_number: "IM2760000742", recipient_tax_id: null, warnings: [] });
    expect(order.items.map((i: Record<string, unknown>) => [i.hs_code, i.origin_country, i.customs_description, i.customs_value])).toEqual([
      ["6109.10", "PT", "Logo T-shirt, cotton", eurMoney(1000)],
      ["4820.10", "DE", "Notebook", eurMoney(650)],
    ]);
    // Later catalog changes never touch the order's declaration.
    expect((await admin("/v1/admin/catalog/update", { sku: "BOOK-A5", hs_code: "4820.10.00" })).status).toBe(200);
    expect((await getOrder(res.body.data.order_ref, eur.token)).items[1].hs_code).toBe("4820.10");
    expect((await admin("/v1/admin/catalog/update", { sku: "BOOK-A5", hs_code: "4820.10" })).status).toBe(200);
  });

  it("leaves an unpriced order's values unknown and its incoterm DAP", async () => {
    const res = await server.post("/v1/orders/create", standardOrder({ ...GERMANY }), plain.token);
    expect(res.status).toBe(200);
    const order = await getOrder(res.body.data.order_ref, plain.token);
    expect(order).toMatchObject({ incoterm: "DAP", ioss_number: null });
    expect(order.items.map((i: { customs_value: unknown }) => i.customs_value)).toEqual([null, null]);
  });

  it("refuses every bad customs field in one 400 with the body's other problems, and writes nothing", async () => {
    const before = (await server.post("/v1/orders/list", { limit: 100 }, eur.token)).body.data.orders.length;
    const res = await server.post(
      "/v1/orders/create",
      standardOrder({
        ...GERMANY,
        shipping_phone: "x",
        incoterm: "CIF",
        ioss_number: "IM27600007",
        items: [
          { sku: "MY-TEE", quantity: 2, hs_code: "6109AB", origin_country: "Portugal", customs_value: { amount: 12.5, currency: "EUR" } },
          { sku: "MY-BOOK", quantity: 1, customs_value: { amount: -100, currency: "EUR" } },
        ],
      }),
      eur.token,
    );
    expect(res.status).toBe(400);
    expect(res.body.data.errors.map((e: { path: string; code: string }) => [e.path, e.code])).toEqual([
      ["shipping_phone", "invalid_phone"],
      ["incoterm", "invalid_incoterm"],
      ["ioss_number", "invalid_ioss_number"],
      ["items[0].hs_code", "invalid_hs_code"],
      ["items[0].origin_country", "invalid_country"],
      ["items[0].customs_value.amount", "invalid_customs_value"],
      ["items[1].customs_value.amount", "invalid_customs_value"],
    ]);
    expect((await server.post("/v1/orders/list", { limit: 100 }, eur.token)).body.data.orders.length).toBe(before);
  });

  it("refuses a customs value in another currency than the account's", async () => {
    const res = await server.post("/v1/orders/create", standardOrder({ ...GERMANY, items: [{ sku: "MY-TEE", quantity: 1, customs_value: { amount: 100, currency: "USD" } }] }), eur.token);
    expect(res.body.data.errors).toEqual([expect.objectContaining({ path: "items[0].customs_value.currency", code: "invalid_customs_value" })]);
  });

  it("refuses a wrongly shaped customs value by the schema", async () => {
    const res = await server.post("/v1/orders/create", standardOrder({ ...GERMANY, items: [{ sku: "MY-TEE", quantity: 1, customs_value: { amount: "12", currency: "EUR", extra: 1 } }] }), eur.token);
    expect(res.status).toBe(400);
    expect(res.body.data.errors.map((e: { path: string; code: string }) => [e.path, e.code]).sort()).toEqual([
      ["items[0].customs_value.amount", "invalid_type"],
      ["items[0].customs_value.extra", "unknown_field"],
    ]);
  });

  const BRAZIL = { shipping_name: "João Silva", shipping_address_1: "Av. Paulista 1000", shipping_city: "São Paulo", shipping_zip: "01310-100", shipping_state: "São Paulo", shipping_country: "BR" };

  it.each([
    ["BR", BRAZIL],
    ["CL", { shipping_city: "Santiago", shipping_zip: "8320000", shipping_state: "Región Metropolitana", shipping_country: "CL" }],
    ["MX", { shipping_city: "Ciudad de México", shipping_zip: "06600", shipping_state: "CMX", shipping_country: "MX" }],
  ])("requires the recipient's tax id for %s, and keeps it", async (_country, address) => {
    const refused = await server.post("/v1/orders/create", standardOrder(address), plain.token);
    expect(refused.status).toBe(400);
    expect(refused.body.data.errors).toEqual([expect.objectContaining({ path: "recipient_tax_id", code: "recipient_tax_id_required" })]);
    const made = await server.post("/v1/orders/create", standardOrder({ ...address, recipient_tax_id: "123.456.789-09" }), plain.token);
    expect(made.status, JSON.stringify(made.body)).toBe(200);
    expect((await getOrder(made.body.data.order_ref, plain.token)).recipient_tax_id).toBe("123.456.789-09");
  });

  it("stores a subdivision by its ISO 3166-2 code, whether code or name was sent", async () => {
    const made = await server.post("/v1/orders/create", standardOrder({ ...BRAZIL, recipient_tax_id: "12345678909" }), plain.token);
    expect((await getOrder(made.body.data.order_ref, plain.token)).shipping_state).toBe("SP");
    const tokyo = await server.post(
      "/v1/orders/create",
      standardOrder({ shipping_city: "Chiyoda-ku", shipping_zip: "100-0001", shipping_state: "Tokyo", shipping_country: "JP" }),
      plain.token,
    );
    expect((await getOrder(tokyo.body.data.order_ref, plain.token)).shipping_state).toBe("13");
    const bad = await server.post("/v1/orders/create", standardOrder({ shipping_city: "Sydney", shipping_zip: "2000", shipping_state: "Sydney", shipping_country: "AU" }), plain.token);
    expect(bad.body.data.errors).toEqual([expect.objectContaining({ path: "shipping_state", code: "invalid_state" })]);
  });
});

describe("postal codes", () => {
  it("a bad code is a warning: the order is made, the answer and the order carry it, a repeat answers the same", async () => {
    const body = standardOrder({ ...GERMANY, shipping_zip: "1011" });
    const res = await server.post("/v1/orders/create", body, plain.token);
    expect(res.status).toBe(200);
    const warnings = [{ path: "shipping_zip", code: "postcode_format", message: expect.stringContaining('"1011" is not a postal code of DE') }];
    expect(res.body.data.warnings).toEqual(warnings);
    expect((await getOrder(res.body.data.order_ref, plain.token)).warnings).toEqual(warnings);
    const again = await server.post("/v1/orders/create", body, plain.token);
    expect(again.body.data).toEqual(res.body.data);
    const adminView = await admin("/v1/admin/orders/get", { order_ref: res.body.data.order_ref });
    expect(adminView.body.data.warnings).toEqual(warnings);
  });

  it("a strict account's bad code is a 400 invalid_postcode, with the body's other problems", async () => {
    const res = await server.post("/v1/orders/create", standardOrder({ ...GERMANY, shipping_zip: "1011", shipping_country: "DE", items: [{ sku: "NOPE", quantity: 1 }] }), strict.token);
    expect(res.status).toBe(400);
    expect(res.body.data.errors.map((e: { path: string; code: string }) => [e.path, e.code])).toEqual([
      ["items[0].sku", "unknown_sku"],
      ["shipping_zip", "invalid_postcode"],
    ]);
    const ok = await server.post("/v1/orders/create", standardOrder({ ...GERMANY }), strict.token);
    expect(ok.status).toBe(200);
    expect((await getOrder(ok.body.data.order_ref, strict.token)).incoterm).toBe("DDP");
  });

  it("a return address's code is checked too", async () => {
    const res = await server.post(
      "/v1/orders/create",
      standardOrder({ return_name: "Returns", return_address_1: "1 Dock St", return_city: "Toronto", return_zip: "123", return_state: "ON", return_country: "CA" }),
      plain.token,
    );
    expect(res.status).toBe(200);
    expect(res.body.data.warnings).toEqual([expect.objectContaining({ path: "return_zip", code: "postcode_format" })]);
  });

  it("update-shipping checks the new code the same way: the order's warning follows the address", async () => {
    const made = await server.post("/v1/orders/create", standardOrder({ ...GERMANY }), plain.token);
    const orderRef = made.body.data.order_ref as string;
    const address = { order_ref: orderRef, ...GERMANY };
    const bad = await server.post("/v1/orders/update-shipping", { ...address, shipping_zip: "101" }, plain.token);
    expect(bad.body.status, JSON.stringify(bad.body)).toBe("success");
    expect((await getOrder(orderRef, plain.token)).warnings).toEqual([expect.objectContaining({ path: "shipping_zip", code: "postcode_format", message: expect.stringContaining('"101"') })]);
    expect((await server.post("/v1/orders/update-shipping", address, plain.token)).body.status).toBe("success");
    expect((await getOrder(orderRef, plain.token)).warnings).toEqual([]);

    const strictOrder = (await server.post("/v1/orders/create", standardOrder({ ...GERMANY }), strict.token)).body.data.order_ref as string;
    const refused = await server.post("/v1/orders/update-shipping", { order_ref: strictOrder, ...GERMANY, shipping_zip: "101" }, strict.token);
    expect(refused.status).toBe(400);
    expect(refused.body.data.errors).toEqual([expect.objectContaining({ path: "shipping_zip", code: "invalid_postcode" })]);
    expect((await getOrder(strictOrder, strict.token)).shipping_zip).toBe("10117");
  });

  it("a quote answers the same warnings, and a strict account's quote the same 400", async () => {
    const { external_ref: _ref, created_at: _at, ...quoteBody } = standardOrder({ ...GERMANY, shipping_zip: "ABCDE" });
    const quote = await server.post("/v1/orders/quote", quoteBody, eur.token);
    expect(quote.status).toBe(200);
    expect(quote.body.data.warnings).toEqual([expect.objectContaining({ path: "shipping_zip", code: "postcode_format" })]);
    const priced = await admin("/v1/admin/accounts/update", { account_id: strict.accountId, currency: "EUR" });
    expect(priced.status).toBe(200);
    const refused = await server.post("/v1/orders/quote", quoteBody, strict.token);
    expect(refused.status).toBe(400);
    expect(refused.body.data.errors).toEqual([expect.objectContaining({ path: "shipping_zip", code: "invalid_postcode" })]);
    expect((await admin("/v1/admin/accounts/update", { account_id: strict.accountId, currency: null })).status).toBe(200);
  });
});
