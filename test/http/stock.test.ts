// Stock through real HTTP (docs/operator-guide.md#stock): counted blanks, orders committing units at create,
// adjustments serving waiting orders oldest first, cancels releasing and shipments taking units, and every refusal.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { SKU } from "../../src/fixtures/catalog.js";
import { seedAccount, standardOrder, startSeededServer, type SeededAccount } from "../helpers/fixtures.js";
import { BACKEND } from "../helpers/backend.js";
import { FORCED } from "../helpers/orders.js";
import { ADMIN_TOKEN, type TestServer } from "../helpers/server.js";
import { statementsDuring } from "../helpers/statements.js";
import { statementNameOf } from "../../src/store/prepared.js";

let server: TestServer;
let acme: SeededAccount;
let other: SeededAccount;

const admin = (path: string, body: unknown) => server.post(`/v1/admin/${path}`, body, ADMIN_TOKEN);
const books = (quantity: number) => standardOrder({ items: [{ sku: SKU.notebook, quantity }] });
/** Acme's notebooks as stock/list shows them. */
const bookItem = async () => ((await admin("stock/list", { account_id: acme.accountId })).body.data.items as { sku: string }[]).find((i) => i.sku === SKU.notebook);

async function create(body: unknown, token = acme.token) {
  const res = await server.post("/v1/orders/create", body, token);
  expect(res.body.status, JSON.stringify(res.body)).toBe("success");
  return res.body.data as { order_ref: string; items: { item_ref: string }[]; warnings: { path: string; code: string }[] };
}

async function order(orderRef: string, token = acme.token) {
  return (await server.post("/v1/orders/get", { order_ref: orderRef }, token)).body.data as { stock: string; items: { sku: string; allocated_quantity: number | null; backordered_quantity: number | null }[] };
}

async function adjust(body: Record<string, unknown>) {
  return admin("stock/adjust", { reason: "found", ...body });
}

beforeAll(async () => {
  ({ server, acme, other } = await startSeededServer());
  expect((await admin("catalog/update", { sku: SKU.notebookBlank, track_stock: true })).body.data).toMatchObject({ sku: SKU.notebookBlank, track_stock: true });
});
afterAll(() => server.close());

describe("counted goods", () => {
  it("backorders what is not there, fills waiting orders oldest first as units arrive, and keeps uncounted lines out of it", async () => {
    const first = await create(standardOrder({ items: [{ sku: SKU.logoTee, quantity: 1 }, { sku: SKU.notebook, quantity: 3 }] }));
    expect(first.warnings).toEqual([expect.objectContaining({ path: "items[1]", code: "backordered" })]);
    expect(await order(first.order_ref)).toMatchObject({
      stock: "backordered",
      items: [
        { sku: SKU.logoTee, allocated_quantity: null, backordered_quantity: null },
        { sku: SKU.notebook, allocated_quantity: 0, backordered_quantity: 3 },
      ],
    });
    const second = await create(books(2));

    const arrived = await adjust({ sku: SKU.notebook, account_id: acme.accountId, delta: 4, note: "first delivery" });
    expect(arrived.body).toMatchObject({ status: "success", data: { sku: SKU.notebook, account_id: acme.accountId, on_hand: 4, committed: 4, available: 0, backordered: 1, status: "out_of_stock" } });
    expect(await order(first.order_ref)).toMatchObject({ stock: "allocated", items: [{}, { allocated_quantity: 3, backordered_quantity: 0 }] });
    expect(await order(second.order_ref)).toMatchObject({ stock: "backordered", items: [{ allocated_quantity: 1, backordered_quantity: 1 }] });

    await adjust({ sku: SKU.notebook, account_id: acme.accountId, delta: 6 });
    expect(await order(second.order_ref)).toMatchObject({ stock: "allocated", items: [{ allocated_quantity: 2, backordered_quantity: 0 }] });
    const third = await create(books(2));
    expect(third.warnings).toEqual([]);
    expect(await bookItem()).toMatchObject({ on_hand: 10, committed: 7, available: 3, backordered: 0, status: "in_stock" });
    // An order of uncounted goods only is not_tracked.
    const tees = await create(standardOrder({ items: [{ sku: SKU.logoTee, quantity: 1 }] }));
    expect((await order(tees.order_ref)).stock).toBe("not_tracked");
  });

  it("releases cancelled units, waiting ones first, and gives freed units to the next waiting order", async () => {
    // Three available: two for the holding order, one of two for the waiting one.
    const { available } = (await bookItem()) as unknown as { available: number };
    await adjust({ sku: SKU.notebook, account_id: acme.accountId, delta: 3 - available, reason: "correction" });
    const holding = await create(books(2));
    const waiting = await create(books(2));
    expect(await order(holding.order_ref)).toMatchObject({ stock: "allocated" });
    expect(await order(waiting.order_ref)).toMatchObject({ stock: "backordered", items: [{ allocated_quantity: 1, backordered_quantity: 1 }] });
    // Cancelling one of the waiting order's two takes the unit it waits for first.
    const cancelled = await server.post("/v1/orders/cancel-items", { order_ref: waiting.order_ref, items: [{ item_ref: waiting.items[0]!.item_ref, cancelled_quantity: 1 }] }, acme.token);
    expect(cancelled.body.status).toBe("success");
    expect(await order(waiting.order_ref)).toMatchObject({ stock: "allocated", items: [{ allocated_quantity: 1, backordered_quantity: 0 }] });
    const another = await create(books(1));
    expect(another.warnings.map((w) => w.code)).toEqual(["backordered"]);
    // The operator cancels the holding order: its two units go back, and on to the order waiting.
    expect((await admin("orders/transition", { order_ref: holding.order_ref, status: "cancelled", reason: "customer changed their mind" })).body.status).toBe("success");
    expect(await order(another.order_ref)).toMatchObject({ stock: "allocated", items: [{ allocated_quantity: 1, backordered_quantity: 0 }] });
    expect(await bookItem()).toMatchObject({ available: 1, backordered: 0 });
  });

  it("a shipment takes units off the shelves, and never more than a line has allocated", async () => {
    await adjust({ sku: SKU.notebook, account_id: acme.accountId, delta: 10 });
    const ready = await create(books(2));
    const before = (await bookItem()) as unknown as { on_hand: number; committed: number; available: number };
    expect((await admin("orders/transition", { order_ref: ready.order_ref, status: "in_production", ...FORCED })).body.status).toBe("success");
    expect((await admin("orders/ship", { order_ref: ready.order_ref, carrier: "UPS", tracking_number: "1Z999" })).body.status).toBe("success");
    expect(await bookItem()).toMatchObject({ on_hand: before.on_hand - 2, committed: before.committed - 2 });
    expect(await order(ready.order_ref)).toMatchObject({ items: [{ allocated_quantity: 0, backordered_quantity: 0 }] });

    const short = await create(books(before.available + 3));
    expect((await admin("orders/transition", { order_ref: short.order_ref, status: "in_production", ...FORCED })).body.status).toBe("success");
    const refused = await admin("orders/ship", { order_ref: short.order_ref, carrier: "UPS", tracking_number: "1Z998", items: [{ item_ref: short.items[0]!.item_ref, quantity: before.available + 3 }] });
    expect(refused.status).toBe(200);
    expect(refused.body).toMatchObject({ status: "error", data: { errors: [{ path: "items[0]", code: "stock_not_available" }] } });
    // What is allocated ships.
    const partial = await admin("orders/ship", { order_ref: short.order_ref, carrier: "UPS", tracking_number: "1Z997", items: [{ item_ref: short.items[0]!.item_ref, quantity: before.available }] });
    expect(partial.body.status, JSON.stringify(partial.body)).toBe("success");
    expect(await bookItem()).toMatchObject({ available: 0, backordered: 3 });
  });

  it("never counts a sandbox order: a test takes no real units", async () => {
    const sandbox = await seedAccount(server, { name: "Sandbox", connected_stores: true, mode: "test" });
    const before = await bookItem();
    const made = await create(books(2), sandbox.token);
    expect(made.warnings).toEqual([]);
    expect(await order(made.order_ref, sandbox.token)).toMatchObject({ stock: "not_tracked", items: [{ allocated_quantity: null, backordered_quantity: null }] });
    expect(await bookItem()).toEqual(before);
  });

  it("counts a POD blank once for every account", async () => {
    expect((await admin("catalog/update", { sku: SKU.mugBlank, track_stock: true })).body.status).toBe("success");
    expect((await adjust({ sku: SKU.mugBlank, delta: 3 })).body.data).toMatchObject({ sku: SKU.mugBlank, account_id: null, on_hand: 3 });
    const mine = await create(standardOrder({ items: [{ sku: SKU.logoMug, quantity: 2 }] }));
    const theirs = await create(standardOrder({ items: [{ sku: SKU.logoMug, quantity: 2 }] }), other.token);
    expect(mine.warnings).toEqual([]);
    expect(theirs.warnings.map((w) => [w.path, w.code])).toEqual([["items[0]", "backordered"]]);
    expect((await order(theirs.order_ref, other.token)).items[0]).toMatchObject({ allocated_quantity: 1, backordered_quantity: 1 });
    expect((await admin("stock/list", { account_id: null })).body.data.items).toEqual([expect.objectContaining({ sku: SKU.mugBlank, account_id: null, on_hand: 3, committed: 3, backordered: 1 })]);
    // A product of a counted POD blank is counted as its blank: adjusting it per account is refused.
    expect((await adjust({ sku: SKU.logoMug, account_id: acme.accountId, delta: 1 })).body.data.errors).toEqual([expect.objectContaining({ path: "sku", code: "not_stocked" })]);
    // Lines naming the blank itself (with their own print files) draw on its item too, sharing what is available in
    // the body's order: the create reads that item apart from its products' (an order's lines are of one kind).
    await adjust({ sku: SKU.mugBlank, delta: 3 });
    const file = "https://images.example.com/mug.png";
    const blankLine = (quantity: number) => ({ sku: SKU.mugBlank, quantity, print_areas: { wrap: { print_file: file } } });
    let both: Awaited<ReturnType<typeof create>> | undefined;
    const sql = await statementsDuring(async () => (both = await create(standardOrder({ items: [blankLine(1), blankLine(2)] }))));
    // Decided from that read: the commit's upsert took the decision (a wrong read would be refused and made again).
    expect(sql.filter((q) => q.includes('insert into "stock_items"'))).toHaveLength(1);
    expect(both!.warnings.map((w) => [w.path, w.code])).toEqual([["items[1]", "backordered"]]);
    expect((await order(both!.order_ref)).items).toMatchObject([
      { allocated_quantity: 1, backordered_quantity: 0 },
      { allocated_quantity: 1, backordered_quantity: 1 },
    ]);
  });
});

describe("the work queue", () => {
  it("counts backordered orders, lists them by queue and by stock, and keeps them out of ready_to_produce", async () => {
    const shop = await seedAccount(server, { name: "Queued", connected_stores: true });
    const waiting = await create(books(2), shop.token);
    const counts = (await admin("orders/counts", { account_id: shop.accountId })).body.data;
    expect(counts).toMatchObject({ backordered: 1, ready_to_produce: 0 });
    const listed = async (body: Record<string, unknown>) => ((await admin("orders/list", { account_id: shop.accountId, ...body })).body.data.orders as { order_ref: string }[]).map((o) => o.order_ref);
    expect(await listed({ queue: "backordered" })).toEqual([waiting.order_ref]);
    expect(await listed({ stock: "backordered" })).toEqual([waiting.order_ref]);
    expect(await listed({ queue: "ready_to_produce" })).toEqual([]);
    await adjust({ sku: SKU.notebook, account_id: shop.accountId, delta: 2 });
    expect((await admin("orders/counts", { account_id: shop.accountId })).body.data).toMatchObject({ backordered: 0, ready_to_produce: 1 });
    expect(await listed({ stock: "allocated" })).toEqual([waiting.order_ref]);
    expect((await admin("orders/list", { stock: "plenty" })).body.data.errors).toEqual([expect.objectContaining({ path: "stock", code: "invalid_value" })]);
  });
});

describe("cycle counts and the ledger", () => {
  it("a count below what is committed takes units back from the newest order; the ledger sums to the figures", async () => {
    const third = await seedAccount(server, { name: "Counted", connected_stores: true });
    const count = (counted: number) => admin("stock/count", { sku: SKU.notebook, account_id: third.accountId, counted, note: "aisle 4" });
    expect((await count(5)).body.data).toMatchObject({ on_hand: 5, committed: 0, available: 5 });
    const older = await create(books(3), third.token);
    const newer = await create(books(2), third.token);
    const counted = await count(4);
    expect(counted.body.data).toMatchObject({ on_hand: 4, committed: 4, available: 0, backordered: 1 });
    expect(await order(older.order_ref, third.token)).toMatchObject({ stock: "allocated" });
    expect(await order(newer.order_ref, third.token)).toMatchObject({ stock: "backordered", items: [{ allocated_quantity: 1, backordered_quantity: 1 }] });

    const read = await admin("stock/movements", { sku: SKU.notebook, account_id: third.accountId, limit: 3 });
    const rest = await admin("stock/movements", { sku: SKU.notebook, account_id: third.accountId, cursor: read.body.data.next_cursor });
    const movements = [...read.body.data.movements, ...rest.body.data.movements] as { reason: string; on_hand_delta: number; committed_delta: number; order_ref: string | null; actor: string; note: string | null }[];
    expect(movements.map((m) => [m.reason, m.on_hand_delta, m.committed_delta, m.order_ref])).toEqual([
      ["cycle_count", 5, 0, null],
      ["order", 0, 3, older.order_ref],
      ["order", 0, 2, newer.order_ref],
      ["cycle_count", -1, 0, null],
      ["deallocation", 0, -1, newer.order_ref],
    ]);
    expect(movements[0]).toMatchObject({ actor: "op_admin", note: "aisle 4" });
    expect(movements[1]).toMatchObject({ actor: "account" });
    const sums = movements.reduce((s, m) => ({ on_hand: s.on_hand + m.on_hand_delta, committed: s.committed + m.committed_delta }), { on_hand: 0, committed: 0 });
    expect(sums).toEqual({ on_hand: 4, committed: 4 });
  });

  it("reads the ledger newest first (sort: newest), a page at a time, and refuses a cursor of the other order", async () => {
    const fourth = await seedAccount(server, { name: "Newest first", connected_stores: true });
    const read = (body: Record<string, unknown>) => admin("stock/movements", { sku: SKU.notebook, account_id: fourth.accountId, ...body });
    for (const counted of [1, 2, 3, 4, 5]) await admin("stock/count", { sku: SKU.notebook, account_id: fourth.accountId, counted, note: `count ${counted}` });
    const first = await read({ sort: "newest", limit: 2 });
    const second = await read({ sort: "newest", limit: 2, cursor: first.body.data.next_cursor });
    const third = await read({ sort: "newest", limit: 2, cursor: second.body.data.next_cursor });
    const notes = (res: typeof first) => (res.body.data.movements as { note: string }[]).map((m) => m.note);
    expect([notes(first), notes(second), notes(third)]).toEqual([["count 5", "count 4"], ["count 3", "count 2"], ["count 1"]]);
    expect(third.body.data.next_cursor).toBeNull();
    expect(notes(await read({ sort: "oldest", limit: 2 }))).toEqual(["count 1", "count 2"]);
    // A cursor marks a place in one order: read in the other, it would skip or repeat rows.
    const oldest = await read({ limit: 2 });
    expect((await read({ sort: "newest", cursor: oldest.body.data.next_cursor })).body.data.errors).toEqual([expect.objectContaining({ path: "cursor", code: "invalid_cursor" })]);
    expect((await read({ cursor: first.body.data.next_cursor })).body.data.errors).toEqual([expect.objectContaining({ path: "cursor", code: "invalid_cursor" })]);
    const bad = await read({ sort: "latest" });
    expect(bad.status).toBe(400);
    expect(bad.body.data.errors).toEqual([expect.objectContaining({ path: "sort" })]);
  });

  it("refuses what is not counted, an unknown account and a negative count", async () => {
    expect((await admin("stock/count", { sku: SKU.teeBlank, counted: 1 })).body.data.errors).toEqual([expect.objectContaining({ path: "sku", code: "not_stocked" })]);
    expect((await admin("stock/count", { sku: SKU.notebook, account_id: "acc_nope", counted: 1 })).status).toBe(404);
    expect((await admin("stock/count", { sku: SKU.notebook, account_id: acme.accountId, counted: -1 })).body.data.errors).toEqual([expect.objectContaining({ path: "counted", code: "out_of_range" })]);
    expect((await admin("stock/movements", { sku: "NO-SUCH", account_id: acme.accountId })).body.data.errors).toEqual([expect.objectContaining({ path: "sku", code: "unknown_sku" })]);
    expect((await admin("stock/movements", { sku: SKU.notebook, account_id: acme.accountId, cursor: "nope" })).body.data.errors[0].code).toBe("invalid_cursor");
    expect((await server.post("/v1/admin/stock/count", { sku: SKU.notebook, counted: 1 }, acme.token)).status).toBe(403);
    expect((await server.post("/v1/admin/stock/movements", { sku: SKU.notebook })).status).toBe(401);
  });
});

describe("stock/adjust refusals", () => {
  it.each([
    ["a blank that does not track stock", { sku: SKU.teeBlank, delta: 1 }, 400, "sku", "not_stocked"],
    ["a fulfillment blank without an account", { sku: SKU.notebookBlank, delta: 1 }, 400, "sku", "not_stocked"],
    ["an unknown SKU", { sku: "NO-SUCH", delta: 1 }, 400, "sku", "unknown_sku"],
    ["another account's SKU", { sku: "NOT-MINE", delta: 1 }, 400, "sku", "unknown_sku"],
    ["a zero delta", { sku: SKU.notebook, delta: 0 }, 400, "delta", "out_of_range"],
    ["more taken than on hand", { sku: SKU.notebook, delta: -1_000 }, 400, "delta", "stock_negative"],
    ["an unknown reason", { sku: SKU.notebook, delta: 1, reason: "stolen" }, 400, "reason", "invalid_value"],
    ["a delta that is not an integer", { sku: SKU.notebook, delta: 1.5 }, 400, "delta", "invalid_type"],
    ["an unknown field", { sku: SKU.notebook, delta: 1, extra: true }, 400, "extra", "unknown_field"],
  ])("refuses %s", async (_what, body, status, path, code) => {
    const res = await adjust({ account_id: body.sku.startsWith("MY-") ? acme.accountId : undefined, ...body });
    expect(res.status).toBe(status);
    expect(res.body.status).toBe("error");
    expect(res.body.data.errors).toEqual([expect.objectContaining({ path, code })]);
  });

  it("refuses another account's product as unknown, an unknown account, and a missing reason", async () => {
    const theirs = await server.post("/v1/products/create", { sku: "NOT-MINE", name: "Theirs", blank_sku: SKU.notebookBlank }, other.token);
    expect(theirs.body.status).toBe("success");
    expect((await adjust({ sku: "NOT-MINE", account_id: acme.accountId, delta: 1 })).body.data.errors).toEqual([expect.objectContaining({ path: "sku", code: "unknown_sku" })]);
    expect((await adjust({ sku: "NOT-MINE", account_id: other.accountId, delta: 1 })).body.data).toMatchObject({ sku: "NOT-MINE", account_id: other.accountId, on_hand: 1 });
    const missing = await adjust({ sku: SKU.notebook, account_id: "acc_nope", delta: 1 });
    expect([missing.status, missing.body.data.errors[0].code]).toEqual([404, "account_not_found"]);
    const noReason = await admin("stock/adjust", { sku: SKU.notebook, account_id: acme.accountId, delta: 1 });
    expect([noReason.status, noReason.body.data.errors[0]]).toEqual([400, expect.objectContaining({ path: "reason", code: "required" })]);
    const malformed = await server.request("/v1/admin/stock/adjust", { method: "POST", headers: { "content-type": "application/json", authorization: `Bearer ${ADMIN_TOKEN}` }, body: "{" });
    expect([malformed.status, malformed.body.data.errors[0].code]).toEqual([400, "malformed_json"]);
  });

  it("is the operator's: no token is 401, an account token 403", async () => {
    expect((await server.post("/v1/admin/stock/adjust", { sku: SKU.notebook, delta: 1, reason: "found" })).status).toBe(401);
    expect((await server.post("/v1/admin/stock/adjust", { sku: SKU.notebook, delta: 1, reason: "found" }, acme.token)).status).toBe(403);
    expect((await server.post("/v1/admin/stock/list", {}, acme.token)).status).toBe(403);
  });

  it("lists every counted item by account and SKU, a page at a time", async () => {
    const third = await seedAccount(server, { name: "Third", connected_stores: true });
    await adjust({ sku: SKU.notebook, account_id: third.accountId, delta: 2 });
    const all = (await admin("stock/list", {})).body.data.items as { sku: string; account_id: string | null }[];
    expect(all.length).toBeGreaterThanOrEqual(4);
    const first = await admin("stock/list", { limit: 2 });
    expect(first.body.data.items).toEqual(all.slice(0, 2));
    const next = await admin("stock/list", { limit: 2, cursor: first.body.data.next_cursor });
    expect(next.body.data.items).toEqual(all.slice(2, 4));
    expect((await admin("stock/list", { cursor: "nope" })).body.data.errors[0].code).toBe("invalid_cursor");
  });
});

describe("stock/list filters", () => {
  it("finds items by the start of their SKU (case ignored, '_' no wildcard) and by level", async () => {
    const shop = await seedAccount(server, { name: "Filtered", connected_stores: true });
    for (const sku of ["CASE_A", "CASEXA", "MUGS-1"]) {
      expect((await server.post("/v1/products/create", { sku, name: sku, blank_sku: SKU.notebookBlank }, shop.token)).body.status).toBe("success");
    }
    await adjust({ sku: "CASE_A", account_id: shop.accountId, delta: 5 });
    await adjust({ sku: "CASEXA", account_id: shop.accountId, delta: 2 });
    await adjust({ sku: "MUGS-1", account_id: shop.accountId, delta: 9 });
    expect((await server.post("/v1/inventory/update", { sku: "CASEXA", reorder_point: 3 }, shop.token)).body.status).toBe("success");
    const skus = async (body: Record<string, unknown>) => ((await admin("stock/list", { account_id: shop.accountId, ...body })).body.data.items as { sku: string }[]).map((i) => i.sku);
    expect(await skus({ sku: "case" })).toEqual(["CASEXA", "CASE_A"]);
    expect(await skus({ sku: "case_" })).toEqual(["CASE_A"]);
    expect(await skus({ status: "low" })).toEqual(["CASEXA"]);
    expect(await skus({ status: "in_stock" })).toEqual(["CASE_A", "MUGS-1"]);
    expect(await skus({ sku: "MUGS", status: "out_of_stock" })).toEqual([]);
    expect((await admin("stock/list", { status: "plenty" })).body.data.errors).toEqual([expect.objectContaining({ path: "status", code: "invalid_value" })]);
  });
});

describe("round trips of a counted create", () => {
  it("decides the line from its read and commits it by one prepared upsert with the order's rows (PostgreSQL: the read, the item's figures, one statement; no BEGIN or COMMIT)", async () => {
    const counter = await seedAccount(server, { name: "Counter", connected_stores: true });
    await adjust({ sku: SKU.notebook, account_id: counter.accountId, delta: 100 });
    // A create just before: the token's row is remembered, and the item's level settled.
    await create(books(1), counter.token);
    let made: Awaited<ReturnType<typeof create>> | undefined;
    const sql = await statementsDuring(async () => (made = await create(books(2), counter.token)));
    expect(made?.warnings).toEqual([]);
    const upserts = sql.filter((q) => q.includes('insert into "stock_items"'));
    expect(upserts).toHaveLength(1);
    // Compiled once, not built again for every create; on PostgreSQL a named statement, planned once per connection.
    expect(statementNameOf(upserts[0]!)).toBeDefined();
    const movements = sql.filter((q) => q.includes('insert into "stock_movements"'));
    expect(movements).toHaveLength(1);
    expect(statementNameOf(movements[0]!)).toBeDefined();
    // The item's figures, read to decide the line, come with the create's first read (the account, the catalogue).
    const reads = sql.filter((q) => /^\s*select/i.test(q));
    const figures = reads.filter((q) => q.includes('"stock_items"'));
    expect(figures).toHaveLength(1);
    expect(figures[0]).toContain('from "accounts"');
    expect(statementNameOf(figures[0]!)).toBeDefined();
    if (BACKEND === "postgres") {
      // The upsert leads the statement that writes the order, its movement and its lines; that statement fails as a
      // whole when the upsert refused the figures the create read.
      expect(upserts[0]).toBe(movements[0]);
      expect(upserts[0]).toMatch(/^with "s" as \(insert into "stock_items"[\s\S]*insert into "stock_movements"[\s\S]*insert into "orders"[\s\S]*1 \/ \(case when/);
      expect(sql.map((q) => /^\s*(\w+)/.exec(q)?.[1]?.toLowerCase())).toEqual(["select", "with"]);
    } else {
      expect(sql.filter((q) => /^\s*(with|insert)\b/i.test(q)).map((q) => /insert into "(\w+)"/.exec(q)?.[1])).toEqual(["stock_items", "stock_movements", "orders", "order_items", "order_search_rows"]);
    }
    expect(await order(made!.order_ref, counter.token)).toMatchObject({ stock: "allocated", items: [{ allocated_quantity: 2, backordered_quantity: 0 }] });
    const ledger = await admin("stock/movements", { sku: SKU.notebook, account_id: counter.accountId });
    expect(ledger.body.data.movements.at(-1)).toMatchObject({ reason: "order", order_ref: made!.order_ref, on_hand_delta: 0, committed_delta: 2, actor: "account" });
  });

  it("writes a counted line and an uncounted one in one INSERT of the order's lines (a counted line's own columns were a second statement)", async () => {
    const mixed = await seedAccount(server, { name: "Mixed", connected_stores: true });
    await adjust({ sku: SKU.notebook, account_id: mixed.accountId, delta: 10 });
    await create(books(1), mixed.token);
    let made: Awaited<ReturnType<typeof create>> | undefined;
    const sql = await statementsDuring(async () => (made = await create(standardOrder({ items: [{ sku: SKU.logoTee, quantity: 1 }, { sku: SKU.notebook, quantity: 2 }] }), mixed.token)));
    expect(sql.join("\n").match(/insert into "order_items"/g)).toHaveLength(1);
    expect(await order(made!.order_ref, mixed.token)).toMatchObject({
      stock: "allocated",
      items: [
        { sku: SKU.logoTee, allocated_quantity: null, backordered_quantity: null },
        { sku: SKU.notebook, allocated_quantity: 2, backordered_quantity: 0 },
      ],
    });
  });
});
