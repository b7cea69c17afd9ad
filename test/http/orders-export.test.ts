// orders/export (docs/operator-guide.md#export) through real HTTP: CSV with a header row, a row per line or per shipment, quoting and
// inert formulas, the filters of orders/list, and its refusals.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { seedAccount, standardOrder, type SeededAccount } from "../helpers/fixtures.js";
import { FORCED } from "../helpers/orders.js";
import { ADMIN_TOKEN, type TestServer } from "../helpers/server.js";
import { startSeededServer } from "../helpers/fixtures.js";
import { exportHeader } from "../../src/services/export-orders.js";
import { parseCsv, records } from "../helpers/csv.js";

let server: TestServer;
let acme: SeededAccount;
let shop: SeededAccount;
let plain: string;
let tricky: string;
const exportCsv = (body: unknown, token = ADMIN_TOKEN) => server.post("/v1/admin/orders/export", body, token);


beforeAll(async () => {
  ({ server, acme } = await startSeededServer());
  shop = await seedAccount(server, { name: "Export shop", connected_stores: true });
  const create = async (body: Record<string, unknown>) => (await server.post("/v1/orders/create", body, shop.token)).body.data.order_ref as string;
  plain = await create(standardOrder({ external_ref: "EXP-1" }));
  tricky = await create(standardOrder({ external_ref: "EXP-2", shipping_name: '=HYPERLINK("x"), "Ada"', shipping_address_2: "Flat 3\nBack door", items: [{ sku: "MY-BOOK", quantity: 4 }] }));
  expect((await server.post("/v1/admin/orders/transition", { order_ref: plain, status: "in_production", ...FORCED }, ADMIN_TOKEN)).body.status).toBe("success");
  const first = await server.post("/v1/admin/orders/ship", { order_ref: plain, carrier: "UPS", tracking_number: "1ZFIRST", items: [{ item_ref: (await lineRefs(plain))[0], quantity: 1 }] }, ADMIN_TOKEN);
  expect(first.body.status).toBe("success");
  expect((await server.post("/v1/admin/orders/ship", { order_ref: plain, carrier: "DHL", tracking_number: "JD0002" }, ADMIN_TOKEN)).body.status).toBe("success");
});
afterAll(() => server.close());

async function lineRefs(orderRef: string): Promise<string[]> {
  return (await server.post("/v1/admin/orders/get", { order_ref: orderRef }, ADMIN_TOKEN)).body.data.items.map((i: { item_ref: string }) => i.item_ref);
}

describe("orders/export", () => {
  it("writes a header and a row per line, newest order first, quoting what needs it", async () => {
    const res = await exportCsv({ account_id: shop.accountId });
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("text/csv; charset=utf-8");
    expect(res.headers.get("content-disposition")).toMatch(/^attachment; filename="orders-\d{4}-\d{2}-\d{2}\.csv"$/);
    const text = res.body as string;
    expect(text.split("\r\n")[0]).toBe(exportHeader("lines").join(","));
    const rows = records(parseCsv(text));
    expect(rows.map((r) => [r.order_ref, r.sku, r.quantity, r.shipped_quantity, r.line_status])).toEqual([
      [tricky, "MY-BOOK", "4", "0", "open"],
      [plain, "MY-TEE", "2", "2", "shipped"],
      [plain, "MY-BOOK", "1", "1", "shipped"],
    ]);
    expect(rows[0]).toMatchObject({ external_ref: "EXP-2", account_id: shop.accountId, status: "received", test: "false", shipping_address_2: "Flat 3\nBack door" });
    // A cell a spreadsheet would run as a formula starts with an apostrophe; the phone number is left alone.
    expect(rows[0]!.shipping_name).toBe(`'=HYPERLINK("x"), "Ada"`);
    expect(rows[0]!.shipping_phone).toBe("+1 (555) 010-0000");
    expect(text).toContain(`"'=HYPERLINK(""x""), ""Ada"""`);
  });

  it("starts with a UTF-8 byte-order mark (spreadsheets then read Japanese), and names each order's account", async () => {
    const raw = await fetch(`${server.url}/v1/admin/orders/export`, {
      method: "POST",
      headers: { "content-type": "application/json", authorization: `Bearer ${ADMIN_TOKEN}` },
      body: JSON.stringify({ account_id: shop.accountId }),
    });
    const bytes = new Uint8Array(await raw.arrayBuffer());
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    expect(new TextDecoder("utf-8", { ignoreBOM: true }).decode(bytes).startsWith(`\uFEFF${exportHeader("lines").join(",")}\r\n`)).toBe(true);
    expect(exportHeader("lines").slice(2, 4)).toEqual(["account_id", "account_name"]);
    const rows = records(parseCsv((await exportCsv({ account_id: shop.accountId })).body as string));
    expect(new Set(rows.map((r) => r.account_name))).toEqual(new Set(["Export shop"]));
  });

  it("writes an order's total on its first row only, so the column sums to the orders' total", async () => {
    const admin = (path: string, body: unknown) => server.post(path, body, ADMIN_TOKEN);
    expect((await admin("/v1/admin/catalog/update", { sku: "TEE-BLK", prices: { USD: 1250 } })).status).toBe(200);
    expect((await admin("/v1/admin/catalog/update", { sku: "BOOK-A5", prices: { USD: 650 } })).status).toBe(200);
    const method = { code: "EXPORT_POST", name: "Post", zones: [{ countries: ["*"], prices: { USD: { first_item: 500, additional_item: 100 } }, days_min: 2, days_max: 4 }] };
    expect((await admin("/v1/admin/shipping-methods/create", method)).status).toBe(200);
    const priced = await seedAccount(server, { name: "東京ショップ", connected_stores: true, currency: "USD" });
    for (const ref of ["PRICED-1", "PRICED-2"]) expect((await server.post("/v1/orders/create", standardOrder({ external_ref: ref }), priced.token)).status).toBe(200);
    const rows = records(parseCsv((await exportCsv({ account_id: priced.accountId })).body as string));
    // Each order: a tee × 2 and a notebook (31.50) and shipping for 3 items (7.00).
    expect(rows.map((r) => [r.external_ref, r.sku, r.order_total, r.currency, r.account_name])).toEqual([
      ["PRICED-2", "MY-TEE", "38.50", "USD", "東京ショップ"],
      ["PRICED-2", "MY-BOOK", "", "", "東京ショップ"],
      ["PRICED-1", "MY-TEE", "38.50", "USD", "東京ショップ"],
      ["PRICED-1", "MY-BOOK", "", "", "東京ショップ"],
    ]);
    expect(rows.reduce((total, r) => total + Number(r.order_total || 0), 0)).toBe(77);
  });

  it("writes each order's store_id: the store it was sold through", async () => {
    const seller = await seedAccount(server, { name: "Two shops", connected_stores: true });
    const stores = (await server.post("/v1/stores/list", {}, seller.token)).body.data.stores as { store_id: string }[];
    const second = await server.post("/v1/stores/create", { name: "Second shop" }, seller.token);
    expect(second.status).toBe(200);
    const secondId = second.body.data.store_id as string;
    expect((await server.post("/v1/orders/create", standardOrder({ external_ref: "IN-DEFAULT" }), seller.token)).status).toBe(200);
    expect((await server.post("/v1/orders/create", standardOrder({ external_ref: "IN-SECOND", store_id: secondId }), seller.token)).status).toBe(200);
    expect(exportHeader("lines").slice(3, 5)).toEqual(["account_name", "store_id"]);
    for (const rows of ["lines", "shipments"] as const) expect(exportHeader(rows)).toContain("store_id");
    const rows = records(parseCsv((await exportCsv({ account_id: seller.accountId })).body as string));
    expect([...new Set(rows.map((r) => `${r.external_ref} ${r.store_id}`))]).toEqual([`IN-SECOND ${secondId}`, `IN-DEFAULT ${stores[0]!.store_id}`]);
  });

  it("writes a row per shipment with rows: shipments", async () => {
    const res = await exportCsv({ account_id: shop.accountId, rows: "shipments" });
    expect(res.status).toBe(200);
    const rows = parseCsv(res.body as string);
    expect(rows[0]).toEqual([...exportHeader("shipments")]);
    expect(records(rows).map((r) => [r.order_ref, r.carrier, r.tracking_number, r.shipment_status, r.reshipment, r.items])).toEqual([
      [plain, "UPS", "1ZFIRST", "shipped", "false", "MY-TEE x 1"],
      [plain, "DHL", "JD0002", "shipped", "false", "MY-TEE x 1; MY-BOOK x 1"],
    ]);
  });

  it("takes the filters of orders/list", async () => {
    const byQ = records(parseCsv((await exportCsv({ q: "exp-2" })).body as string));
    expect(byQ.map((r) => r.order_ref)).toEqual([tricky]);
    const bySku = records(parseCsv((await exportCsv({ account_id: shop.accountId, sku: "MY-TEE" })).body as string));
    expect([...new Set(bySku.map((r) => r.order_ref))]).toEqual([plain]);
    const none = parseCsv((await exportCsv({ account_id: shop.accountId, status: "cancelled" })).body as string);
    expect(none).toEqual([[...exportHeader("lines")]]);
    const other = records(parseCsv((await exportCsv({ account_id: acme.accountId })).body as string));
    expect(other).toEqual([]);
  });

  it("pages through more orders than one page without gaps or repeats", async () => {
    const db = server.database.db;
    const model = await db.selectFrom("orders").selectAll().where("order_ref", "=", tricky).executeTakeFirstOrThrow();
    const item = await db.selectFrom("order_items").selectAll().where("order_ref", "=", tricky).executeTakeFirstOrThrow();
    const n = 1203;
    const refs = Array.from({ length: n }, (_, i) => `ord_zzpage${String(i).padStart(5, "0")}`);
    for (let start = 0; start < n; start += 400) {
      const chunk = refs.slice(start, start + 400);
      await db.insertInto("orders").values(chunk.map((ref, i) => ({ ...model, order_ref: ref, external_ref: `page-${start + i}` }))).execute();
      await db.insertInto("order_items").values(chunk.map((ref) => ({ ...item, order_ref: ref, item_ref: `itm_${ref}` }))).execute();
    }
    const rows = records(parseCsv((await exportCsv({ account_id: shop.accountId })).body as string));
    expect(rows.map((r) => r.order_ref)).toEqual([...[...refs].reverse(), tricky, plain, plain]);
  }, 60_000);

  it("refuses bad filters before writing anything, and anyone but the operator", async () => {
    const bad = await exportCsv({ received_after: "last week" });
    expect(bad.status).toBe(400);
    expect(bad.headers.get("content-type")).toContain("application/json");
    expect(bad.body.data.errors[0]).toMatchObject({ code: "invalid_timestamp", path: "received_after" });
    expect((await exportCsv({ rows: "orders" })).body.data.errors[0]).toMatchObject({ code: "invalid_value", path: "rows" });
    expect((await exportCsv({ limit: 5 })).body.data.errors[0]).toMatchObject({ code: "unknown_field", path: "limit" });
    const malformed = await server.request("/v1/admin/orders/export", { method: "POST", headers: { "content-type": "application/json", authorization: `Bearer ${ADMIN_TOKEN}` }, body: "[" });
    expect(malformed.status).toBe(400);
    expect(malformed.body.data.errors[0].code).toBe("malformed_json");
    expect((await exportCsv({}, acme.token)).status).toBe(403);
    expect((await server.post("/v1/admin/orders/export", {})).status).toBe(401);
  });
});
