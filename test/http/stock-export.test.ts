// stock/export (docs/operator-guide.md#stock-export) through real HTTP: CSV of the counted items stock/list's filters
// find, shared blanks and every account's goods, paged without gaps, and its refusals.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { SKU } from "../../src/fixtures/catalog.js";
import { STOCK_EXPORT_HEADER } from "../../src/services/export-stock.js";
import { parseCsv, records } from "../helpers/csv.js";
import { seedAccount, standardOrder, startSeededServer, type SeededAccount } from "../helpers/fixtures.js";
import { ADMIN_TOKEN, type TestServer } from "../helpers/server.js";

let server: TestServer;
let acme: SeededAccount;
let shop: SeededAccount;

const admin = (path: string, body: unknown) => server.post(`/v1/admin/${path}`, body, ADMIN_TOKEN);
const exportCsv = (body: unknown, token = ADMIN_TOKEN) => server.post("/v1/admin/stock/export", body, token);
const rowsOf = async (body: unknown) => records(parseCsv((await exportCsv(body)).body as string));

beforeAll(async () => {
  ({ server, acme } = await startSeededServer());
  shop = await seedAccount(server, { name: 'Shop, "Stock" & Co', connected_stores: true });
  expect((await admin("catalog/update", { sku: SKU.notebookBlank, track_stock: true })).body.status).toBe("success");
  expect((await admin("catalog/update", { sku: SKU.mugBlank, track_stock: true })).body.status).toBe("success");
  expect((await admin("stock/adjust", { sku: SKU.mugBlank, delta: 40, reason: "found" })).body.status).toBe("success");
  expect((await admin("stock/adjust", { sku: SKU.notebook, account_id: acme.accountId, delta: 3, reason: "found" })).body.status).toBe("success");
  expect((await admin("stock/adjust", { sku: SKU.notebook, account_id: shop.accountId, delta: 10, reason: "found" })).body.status).toBe("success");
  expect((await server.post("/v1/inventory/update", { sku: SKU.notebook, reorder_point: 2 }, acme.token)).body.status).toBe("success");
  // Acme orders 2 of its 3: one available, at its reorder point of 2 → low.
  expect((await server.post("/v1/orders/create", standardOrder({ items: [{ sku: SKU.notebook, quantity: 2 }] }), acme.token)).body.status).toBe("success");
});
afterAll(() => server.close());

describe("stock/export", () => {
  it("writes a header and a row per counted item, shared blanks first, with the figures stock/list shows", async () => {
    const res = await exportCsv({});
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("text/csv; charset=utf-8");
    expect(res.headers.get("content-disposition")).toMatch(/^attachment; filename="stock-\d{4}-\d{2}-\d{2}\.csv"$/);
    const text = res.body as string;
    expect(text.split("\r\n")[0]).toBe(STOCK_EXPORT_HEADER.join(","));
    const rows = records(parseCsv(text));
    const listed = (await admin("stock/list", {})).body.data.items as Record<string, unknown>[];
    expect(rows.map((r) => [r.sku, r.account_id])).toEqual(listed.map((i) => [i.sku, i.account_id ?? ""]));
    expect(rows[0]).toEqual({
      sku: SKU.mugBlank, account_id: "", account_name: "", on_hand: "40", committed: "0", available: "40", backordered: "0", incoming: "0",
      reorder_point: "", status: "in_stock", updated_at: listed[0]!.updated_at,
    });
    const acmes = rows.find((r) => r.account_id === acme.accountId);
    expect(acmes).toMatchObject({ sku: SKU.notebook, on_hand: "3", committed: "2", available: "1", reorder_point: "2", status: "low" });
    // An account's name is quoted as CSV needs.
    expect(rows.find((r) => r.account_id === shop.accountId)?.account_name).toBe('Shop, "Stock" & Co');
    expect(text).toContain('"Shop, ""Stock"" & Co"');
  });

  it("takes the filters of stock/list: an account, the shared blanks, a SKU's start, a level", async () => {
    expect((await rowsOf({ account_id: shop.accountId })).map((r) => r.sku)).toEqual([SKU.notebook]);
    expect((await rowsOf({ account_id: null })).map((r) => r.sku)).toEqual([SKU.mugBlank]);
    expect((await rowsOf({ sku: "my-" })).map((r) => r.account_id).sort()).toEqual([acme.accountId, shop.accountId].sort());
    expect((await rowsOf({ status: "low" })).map((r) => r.account_id)).toEqual([acme.accountId]);
    expect(parseCsv((await exportCsv({ status: "out_of_stock" })).body as string)).toEqual([[...STOCK_EXPORT_HEADER]]);
  });

  it("pages through more items than one page without gaps or repeats", async () => {
    const db = server.database.db;
    const model = await db.selectFrom("stock_items").selectAll().where("owner", "=", shop.accountId).executeTakeFirstOrThrow();
    const skus = Array.from({ length: 1203 }, (_, i) => `PAGE-${String(i).padStart(5, "0")}`);
    for (let start = 0; start < skus.length; start += 300) {
      await db.insertInto("stock_items").values(skus.slice(start, start + 300).map((sku) => ({ ...model, sku }))).execute();
    }
    const rows = await rowsOf({ account_id: shop.accountId });
    expect(rows.map((r) => r.sku)).toEqual([SKU.notebook, ...skus].sort());
  }, 60_000);

  it("starts with a UTF-8 byte-order mark, so spreadsheets read names in any script", async () => {
    const raw = await fetch(`${server.url}/v1/admin/stock/export`, { method: "POST", headers: { "content-type": "application/json", authorization: `Bearer ${ADMIN_TOKEN}` }, body: "{}" });
    const bytes = new Uint8Array(await raw.arrayBuffer());
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
  });

  it("refuses bad filters before writing anything, and anyone but the operator", async () => {
    const bad = await exportCsv({ status: "plenty" });
    expect(bad.status).toBe(400);
    expect(bad.headers.get("content-type")).toContain("application/json");
    expect(bad.body.data.errors[0]).toMatchObject({ code: "invalid_value", path: "status" });
    expect((await exportCsv({ cursor: "x" })).body.data.errors[0]).toMatchObject({ code: "unknown_field", path: "cursor" });
    expect((await exportCsv({ sku: "" })).body.data.errors[0]).toMatchObject({ path: "sku" });
    const malformed = await server.request("/v1/admin/stock/export", { method: "POST", headers: { "content-type": "application/json", authorization: `Bearer ${ADMIN_TOKEN}` }, body: "[" });
    expect(malformed.status).toBe(400);
    expect(malformed.body.data.errors[0].code).toBe("malformed_json");
    expect((await exportCsv({}, acme.token)).status).toBe(403);
    expect((await server.post("/v1/admin/stock/export", {})).status).toBe(401);
  });
});
