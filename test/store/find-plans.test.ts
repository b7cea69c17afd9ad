// The finding filters of orders/list read their indexes (docs/performance.md#finding-orders): a q word reads the
// FTS5 index on SQLite and the words table's key as a range on PostgreSQL, sku reads order_items_sku, the
// stuck-files queue order_files_status; on SQLite and (when POD_TEST_POSTGRES_URL is set) PostgreSQL.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { storeEngines } from "../helpers/engines.js";
import { QUERY_PLANS } from "../helpers/query-plans.js";
import { migrate, type Database, type Db } from "../../src/store/database.js";
import { selectOrders } from "../../src/store/orders.js";
import { searchTerms } from "../../src/domain/search-words.js";
import { movableLines } from "../../src/store/stock.js";
import { compileCreateRead } from "../../src/store/create-reads.js";


describe.each(storeEngines(2))("on $name", ({ name, open }) => {
  const plan = QUERY_PLANS[name];
  let database: Database;
  let db: Db;
  let drop: () => void | Promise<void>;
  const base = { accountId: undefined, includeTest: false };

  beforeAll(async () => {
    ({ database, drop } = await open());
    db = database.db;
    await migrate(db);
  });
  afterAll(async () => {
    await database.close();
    await drop();
  });

  it("reads a search word from the FTS5 index (SQLite) or as a range of the words table's key (PostgreSQL)", async () => {
    const text = await plan(db, selectOrders(db, { ...base, search: searchTerms("lovel") }).select("order_ref").orderBy("order_ref", "desc").limit(51).compile());
    if (name === "sqlite") {
      // The match, then its rows by key, then the orders by key: no table read whole.
      expect(text).toMatch(/SCAN order_search VIRTUAL TABLE INDEX \d+:M/);
      expect(text).toMatch(/SEARCH order_search_rows USING INTEGER PRIMARY KEY \(rowid=\?\)/);
      expect(text).toMatch(/SEARCH orders USING INDEX sqlite_autoindex_orders_1 \(order_ref=\?\)/);
      expect(text).not.toMatch(/SCAN (orders|order_search_rows)\b/);
    } else expect(text).toMatch(/order_words_pk/);
  });

  it("reads the SKU filter from order_items_sku and stuck files from order_files_status", async () => {
    expect(await plan(db, selectOrders(db, { ...base, sku: "MY-TEE" }).select("order_ref").compile())).toContain("order_items_sku");
    const queue = { queue: "files_stuck" as const, nowIso: "2026-01-01T00:00:00.000Z", stuckBefore: "2025-12-31T23:45:00.000Z", today: "2026-01-01" };
    expect(await plan(db, selectOrders(db, { ...base, queue }).select("order_ref").compile())).toContain("order_files_status");
  });

  it("finds the lines a stock change moves through the partial indexes keyed by order, in their order", async () => {
    const item = { owner: "acc_1", sku: "BOOK" };
    const waiting = await plan(db, movableLines(db, item, true).compile());
    const holding = await plan(db, movableLines(db, item, false).compile());
    expect(waiting).toContain("order_items_waiting");
    expect(holding).toContain("order_items_holding");
    // The index gives the order (oldest first, newest first): no sort of the lines.
    for (const text of [waiting, holding]) expect(text).not.toMatch(name === "sqlite" ? /TEMP B-TREE/ : /Sort/);
  });

  it("reads a create's store through an index, by id or as the default, without an OR", async () => {
    for (const storeId of ["sto_1", null]) {
      const text = await plan(db, compileCreateRead(db, ["A", "B"], storeId));
      expect(text).toMatch(storeId === null ? /stores_one_default/ : /stores_(account|pkey)/);
      // SQLite answered an OR of the two by merging two index searches on every create (five times the read's cost).
      expect(text).not.toMatch(/MULTI-INDEX OR|BitmapOr/);
    }
  });
});
