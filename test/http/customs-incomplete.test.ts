// Customs data that is missing, through real HTTP on both backends (issue 38): an order abroad whose line has no HS
// code or origin is accepted with a customs_incomplete warning at the line (create and quote; a domestic order none);
// blanks take weight_grams, which each line keeps and the declaration prints per line and in total, its columns
// apart (text positions read back from the PDF).
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { GERMANY, seedAccount, seedCatalog, standardOrder, type SeededAccount } from "../helpers/fixtures.js";
import { open, pageText } from "../helpers/pdf.js";
import { ADMIN_TOKEN, startTestServer, type TestServer } from "../helpers/server.js";

let server: TestServer;
let shop: SeededAccount;
const admin = (path: string, body: unknown) => server.post(path, body, ADMIN_TOKEN);

beforeAll(async () => {
  server = await startTestServer();
  await seedCatalog(server);
  // The tee has all its customs data and a weight; the notebook has an HS code but no origin and no weight.
  expect((await admin("/v1/admin/catalog/update", { sku: "TEE-BLK", prices: { EUR: 1250 }, hs_code: "6109.10", origin_country: "PT", weight_grams: 180 })).status).toBe(200);
  expect((await admin("/v1/admin/catalog/update", { sku: "BOOK-A5", prices: { EUR: 650 }, hs_code: "4820.10" })).status).toBe(200);
  expect(
    (await admin("/v1/admin/shipping-methods/create", { code: "WORLD", name: "World", zones: [{ countries: ["*"], prices: { EUR: { first_item: 900, additional_item: 200 } }, days_min: 4, days_max: 9 }] })).status,
  ).toBe(200);
  shop = await seedAccount(server, { name: "Euro shop", connected_stores: true, currency: "EUR" });
});
afterAll(() => server.close());

const codes = (warnings: { path: string; code: string }[]) => warnings.map((w) => [w.path, w.code]);

describe("customs_incomplete", () => {
  it("warns at each line abroad that lacks its HS code or origin, on create and quote; the order is made", async () => {
    const body = standardOrder({ ...GERMANY, items: [{ sku: "MY-TEE", quantity: 2 }, { sku: "MY-BOOK", quantity: 1 }] });
    const res = await server.post("/v1/orders/create", body, shop.token);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(codes(res.body.data.warnings)).toEqual([["items[1]", "customs_incomplete"]]);
    expect(res.body.data.warnings[0].message).toMatch(/origin_country/);
    expect(res.body.data.warnings[0].message).not.toMatch(/hs_code/);
    const got = await server.post("/v1/orders/get", { order_ref: res.body.data.order_ref }, shop.token);
    expect(got.body.data.warnings).toEqual(res.body.data.warnings);
    const { external_ref: _ref, created_at: _at, ...quoteBody } = body;
    const quote = await server.post("/v1/orders/quote", quoteBody, shop.token);
    expect(quote.body.data.warnings).toEqual(res.body.data.warnings);
  });

  it("names both fields when both are missing, and a line's own data completes it", async () => {
    const res = await server.post(
      "/v1/orders/create",
      standardOrder({ ...GERMANY, items: [{ sku: "MY-BOOK", quantity: 1, hs_code: null }, { sku: "MY-BOOK", quantity: 1, origin_country: "DE" }] }),
      shop.token,
    );
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(codes(res.body.data.warnings)).toEqual([["items[0]", "customs_incomplete"]]);
  });

  it("stays silent for a domestic order", async () => {
    const res = await server.post("/v1/orders/create", standardOrder({ items: [{ sku: "MY-BOOK", quantity: 1 }] }), shop.token);
    expect(res.status).toBe(200);
    expect(res.body.data.warnings).toEqual([]);
  });

  it("is listed beside the errors of a refused body", async () => {
    const res = await server.post("/v1/orders/create", standardOrder({ ...GERMANY, shipping_phone: "x", items: [{ sku: "MY-BOOK", quantity: 1 }] }), shop.token);
    expect(res.status).toBe(400);
    expect(codes(res.body.data.warnings)).toEqual([["items[0]", "customs_incomplete"]]);
  });
});

describe("blank weight_grams", () => {
  it("is taken on create and update, shown, cleared with null, and refused when not a positive whole number", async () => {
    const created = await admin("/v1/admin/catalog/create", { sku: "CAP-W", name: "Cap", type: "fulfillment", weight_grams: 95 });
    expect(created.status, JSON.stringify(created.body)).toBe(200);
    expect(created.body.data.weight_grams).toBe(95);
    expect((await admin("/v1/admin/catalog/update", { sku: "CAP-W", weight_grams: 120 })).body.data.weight_grams).toBe(120);
    const listed = (await admin("/v1/admin/catalog/list", { limit: 100 })).body.data.blanks.find((b: { sku: string }) => b.sku === "CAP-W");
    expect(listed.weight_grams).toBe(120);
    expect((await admin("/v1/admin/catalog/update", { sku: "CAP-W", weight_grams: null })).body.data.weight_grams).toBeNull();
    for (const bad of [0, -5, 1.5, "100"]) {
      const res = await admin("/v1/admin/catalog/update", { sku: "CAP-W", weight_grams: bad });
      expect(res.status).toBe(400);
      expect(res.body.data.errors[0].path).toBe("weight_grams");
    }
    const refused = await admin("/v1/admin/catalog/create", { sku: "CAP-X", name: "Cap", type: "fulfillment", weight_grams: 0 });
    expect(refused.body.data.errors).toEqual([expect.objectContaining({ path: "weight_grams", code: "out_of_range" })]);
  });

  it("prints on the declaration per line (weight × quantity) and in total, the columns apart", async () => {
    const made = await server.post(
      "/v1/orders/create",
      standardOrder({ ...GERMANY, items: [{ sku: "MY-TEE", quantity: 1000, customs_description: "T-shirt, cotton, printed, with a long description" }, { sku: "MY-BOOK", quantity: 1, origin_country: "DE" }] }),
      shop.token,
    );
    expect(made.status, JSON.stringify(made.body)).toBe(200);
    const res = await fetch(`${server.url}/v1/admin/orders/${made.body.data.order_ref}/customs-declaration`, { headers: { authorization: `Bearer ${ADMIN_TOKEN}` } });
    expect(res.status).toBe(200);
    const bytes = Buffer.from(await res.arrayBuffer());
    const text = (await pageText(bytes))[0]!;
    expect(text).toContain("Description of contents Qty HS code Origin Net weight Value");
    // The tee: 180 g × 1000; the notebook's weight is not known.
    expect(text).toMatch(/1000 6109\.10 PT 180,000 g 12,500\.00 EUR/);
    expect(text).toMatch(/Notebook 1 4820\.10 DE — 6\.50 EUR/);
    expect(text).toContain("Total net weight 180,000 g (not known for every line)");

    // Every cell of the table's rows keeps clear of its neighbours: runs on one line at least 6 points apart (a
    // four-digit quantity, right-aligned, and the HS code after it once stood 4 points apart, reading as one number).
    const content = await (await (await open(bytes)).getPage(1)).getTextContent();
    const runs = content.items
      .filter((item): item is typeof item & { str: string; transform: number[]; width: number } => "str" in item && item.str.trim() !== "")
      .map((item) => ({ str: item.str, x: item.transform[4]!, y: item.transform[5]!, width: item.width }));
    const header = runs.find((r) => r.str === "Qty")!;
    const hs = runs.find((r) => r.str === "HS code" && Math.abs(r.y - header.y) < 1)!;
    expect(header.x + header.width + 6).toBeLessThanOrEqual(hs.x);
    const byLine = new Map<number, typeof runs>();
    for (const run of runs) byLine.set(Math.round(run.y), [...(byLine.get(Math.round(run.y)) ?? []), run]);
    for (const line of byLine.values()) {
      const sorted = [...line].sort((a, b) => a.x - b.x);
      for (let i = 1; i < sorted.length; i++) expect(sorted[i - 1]!.x + sorted[i - 1]!.width, `${sorted[i - 1]!.str} | ${sorted[i]!.str}`).toBeLessThanOrEqual(sorted[i]!.x - 6);
    }
  });
});
