// The customs declaration (docs/operator-guide.md#shipping-abroad-customs-data-and-declarations) through real HTTP on both backends: read back from the PDF with pdf.js for an
// order to Germany with two lines, alone and after the order's packing slip; refusals for domestic and unknown orders,
// nothing left to ship, and tokens; SHIP_FROM_COUNTRY deciding what is abroad.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { GERMANY, seedAccount, seedCatalog, standardOrder, type SeededAccount } from "../helpers/fixtures.js";
import { pageText } from "../helpers/pdf.js";
import { ADMIN_TOKEN, startTestServer, type TestServer } from "../helpers/server.js";

let server: TestServer;
let shop: SeededAccount;
let germanOrder: string;
let domesticOrder: string;

const admin = (path: string, body: unknown) => server.post(path, body, ADMIN_TOKEN);

async function pdf(path: string, token = ADMIN_TOKEN): Promise<{ status: number; type: string | null; bytes: Buffer }> {
  const res = await fetch(server.url + path, { headers: { authorization: `Bearer ${token}` } });
  return { status: res.status, type: res.headers.get("content-type"), bytes: Buffer.from(await res.arrayBuffer()) };
}

beforeAll(async () => {
  server = await startTestServer();
  await seedCatalog(server);
  expect((await admin("/v1/admin/catalog/update", { sku: "TEE-BLK", prices: { EUR: 1250 }, hs_code: "6109.10", origin_country: "PT", customs_description: "T-shirt, cotton, printed" })).status).toBe(200);
  expect((await admin("/v1/admin/catalog/update", { sku: "BOOK-A5", prices: { EUR: 650 }, hs_code: "4820.10", origin_country: "US" })).status).toBe(200);
  expect(
    (await admin("/v1/admin/shipping-methods/create", { code: "WORLD", name: "World", carrier: "DHL", zones: [{ countries: ["*"], prices: { EUR: { first_item: 900, additional_item: 200 } }, days_min: 4, days_max: 9 }] })).status,
  ).toBe(200);
  shop = await seedAccount(server, {
    name: "Euro shop",
    currency: "EUR",
    ioss_number: "IM2760000742",
    return_address: { name: "Euro shop returns", address_1: "500 Dock St", city: "Newark", zip: "07102", state: "NJ", country: "US" },
  });
  const german = await server.post(
    "/v1/orders/create",
    standardOrder({
      ...GERMANY,
      external_ref: "DE-1001",
      incoterm: "DDP",
      items: [
        { sku: "MY-TEE", quantity: 2, customs_description: "Logo T-shirt, cotton" },
        { sku: "MY-BOOK", quantity: 1, customs_value: { amount: 500, currency: "EUR" } },
      ],
    }),
    shop.token,
  );
  expect(german.status, JSON.stringify(german.body)).toBe(200);
  germanOrder = german.body.data.order_ref;
  const domestic = await server.post("/v1/orders/create", standardOrder(), shop.token);
  expect(domestic.status).toBe(200);
  domesticOrder = domestic.body.data.order_ref;
});
afterAll(() => server.close());

describe("GET /v1/admin/orders/{order_ref}/customs-declaration", () => {
  it("prints sender, recipient, each line, the totals, the incoterm and the IOSS number as text", async () => {
    const res = await pdf(`/v1/admin/orders/${germanOrder}/customs-declaration`);
    expect(res.status).toBe(200);
    expect(res.type).toBe("application/pdf");
    const pages = await pageText(res.bytes);
    expect(pages).toHaveLength(1);
    const text = pages[0]!;
    expect(text).toContain("CUSTOMS DECLARATION CN 23");
    expect(text).toContain(`Order ${germanOrder}`);
    expect(text).toContain("Reference DE-1001");
    expect(text).toMatch(/From \(sender\) Euro shop returns 500 Dock St 07102 Newark NJ US/);
    expect(text).toMatch(/To \(recipient\) Erika Mustermann Unter den Linden 1 10117 Berlin DE Phone \+49 30 1234567/);
    // Two lines: the tee's own description at its price (12.50 EUR × 2), the notebook's blank data at its declared value.
    expect(text).toContain("Description of contents Qty HS code Origin Net weight Value");
    // No weights on these blanks: "—", and no total weight.
    expect(text).toContain("Logo T-shirt, cotton 2 6109.10 PT — 25.00 EUR");
    expect(text).toContain("Notebook 1 4820.10 US — 5.00 EUR");
    expect(text).toContain("Total net weight not declared");
    expect(text).toContain("Total quantity 3");
    expect(text).toContain("Total value 30.00 EUR");
    expect(text).toContain("Incoterm DDP");
    expect(text).toContain("IOSS IM2760000742");
  });

  it("declares what is still to ship: a cancelled tee leaves the parcel and the totals", async () => {
    const made = await server.post("/v1/orders/create", standardOrder({ ...GERMANY, items: [{ sku: "MY-TEE", quantity: 3 }] }), shop.token);
    const ref = made.body.data.order_ref as string;
    const tee = made.body.data.items[0].item_ref as string;
    expect((await server.post("/v1/orders/cancel-items", { order_ref: ref, items: [{ item_ref: tee, cancelled_quantity: 1 }] }, shop.token)).body.status).toBe("success");
    const text = (await pageText((await pdf(`/v1/admin/orders/${ref}/customs-declaration`)).bytes))[0]!;
    expect(text).toContain("T-shirt, cotton, printed 2 6109.10 PT — 25.00 EUR");
    expect(text).toContain("Total value 25.00 EUR");
    expect(text).toContain("Incoterm DAP");
  });

  it("follows the packing slip of an order abroad, never of a domestic one", async () => {
    const abroad = await pageText((await pdf(`/v1/admin/orders/${germanOrder}/packing-slip`)).bytes);
    expect(abroad).toHaveLength(2);
    expect(abroad[0]).toContain("Packing slip");
    expect(abroad[0]).not.toContain("CUSTOMS DECLARATION");
    expect(abroad[1]).toContain("CUSTOMS DECLARATION CN 23");
    expect(abroad[1]).toContain("Total value 30.00 EUR");
    const domestic = await pageText((await pdf(`/v1/admin/orders/${domesticOrder}/packing-slip`)).bytes);
    expect(domestic).toHaveLength(1);
    expect(domestic[0]).not.toContain("CUSTOMS");
    const batch = await server.post("/v1/admin/packing-slips", { order_refs: [domesticOrder, germanOrder] }, ADMIN_TOKEN);
    expect(batch.status).toBe(200);
  });

  it("refuses a domestic order (409 customs_not_needed) and an unknown one (404)", async () => {
    const domestic = await pdf(`/v1/admin/orders/${domesticOrder}/customs-declaration`);
    expect(domestic.status).toBe(409);
    expect(JSON.parse(domestic.bytes.toString())).toMatchObject({ status: "error", data: { errors: [{ path: "order_ref", code: "customs_not_needed" }] } });
    // The operator reads this: the country in words, not the name of an environment variable (issue 38).
    const refusal = (JSON.parse(domestic.bytes.toString()) as { data: { errors: { message: string }[] } }).data.errors[0]!.message;
    expect(refusal).toContain("the country parcels leave from (set in the service's configuration)");
    expect(refusal).not.toMatch(/SHIP_FROM_COUNTRY/);
    const unknown = await pdf("/v1/admin/orders/ord_01KAZZZZZZZZZZZZZZZZZZZZZZ/customs-declaration");
    expect(unknown.status).toBe(404);
    expect(JSON.parse(unknown.bytes.toString()).data.errors[0].code).toBe("order_not_found");
  });

  it("refuses an order with nothing left to ship (409 nothing_to_ship)", async () => {
    const made = await server.post("/v1/orders/create", standardOrder({ ...GERMANY, items: [{ sku: "MY-BOOK", quantity: 1 }] }), shop.token);
    const ref = made.body.data.order_ref as string;
    expect((await server.post("/v1/orders/cancel-items", { order_ref: ref, items: [{ item_ref: made.body.data.items[0].item_ref, cancelled_quantity: 1 }] }, shop.token)).body.status).toBe("success");
    const res = await pdf(`/v1/admin/orders/${ref}/customs-declaration`);
    expect(res.status).toBe(409);
    expect(JSON.parse(res.bytes.toString()).data.errors[0].code).toBe("nothing_to_ship");
  });

  it("is the operator's: no token 401, an account token 403", async () => {
    expect((await fetch(`${server.url}/v1/admin/orders/${germanOrder}/customs-declaration`)).status).toBe(401);
    expect((await pdf(`/v1/admin/orders/${germanOrder}/customs-declaration`, shop.token)).status).toBe(403);
  });
});

describe("SHIP_FROM_COUNTRY", () => {
  it("decides what is abroad: shipping from DE, an order to Germany needs no declaration and one to the US does", async () => {
    const fromGermany = await startTestServer({ SHIP_FROM_COUNTRY: "de" });
    try {
      await seedCatalog(fromGermany);
      const account = await seedAccount(fromGermany, { name: "Berlin shop", connected_stores: true });
      const german = await fromGermany.post("/v1/orders/create", standardOrder({ ...GERMANY }), account.token);
      const american = await fromGermany.post("/v1/orders/create", standardOrder(), account.token);
      const get = (ref: string) => fetch(`${fromGermany.url}/v1/admin/orders/${ref}/customs-declaration`, { headers: { authorization: `Bearer ${ADMIN_TOKEN}` } });
      expect((await get(german.body.data.order_ref)).status).toBe(409);
      const res = await get(american.body.data.order_ref);
      expect(res.status).toBe(200);
      const text = (await pageText(Buffer.from(await res.arrayBuffer())))[0]!;
      // An unpriced account's lines without a declared value: printed as not declared, never as zero.
      expect(text).toContain("Logo tee 2 — — —");
      expect(text).toContain("Total value not declared");
      expect(text).toMatch(/From \(sender\) Berlin shop DE/);
    } finally {
      await fromGermany.close();
    }
  });
});
