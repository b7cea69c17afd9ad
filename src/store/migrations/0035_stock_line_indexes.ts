// The lines a stock change moves units between (waiting lines oldest order first, allocated lines newest first) are
// found through indexes keyed by order, not by item (docs/performance.md#counted-stock): a create's counted lines then
// add their entries at the end of each index, where the other creates of the same commit add theirs, instead of
// one leaf page per item (each a page more to write per commit on SQLite). The item stays in the key, after the
// order, so that the scan filters on the index alone. The reads that use them are rare (an arrival for an item
// with waiting lines, a count below what is committed) and scan only the lines waiting or allocated.
import { sql, type Kysely } from "kysely";

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex("order_items_backordered").execute();
  await db.schema.dropIndex("order_items_allocated").execute();
  await db.schema
    .createIndex("order_items_waiting")
    .on("order_items")
    .columns(["order_ref", "position", "stock_owner", "stock_sku"])
    .where(sql<boolean>`backordered_quantity > 0`)
    .execute();
  await db.schema
    .createIndex("order_items_holding")
    .on("order_items")
    .columns(["order_ref", "position", "stock_owner", "stock_sku"])
    .where(sql<boolean>`allocated_quantity > 0`)
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex("order_items_holding").execute();
  await db.schema.dropIndex("order_items_waiting").execute();
  await db.schema
    .createIndex("order_items_backordered")
    .on("order_items")
    .columns(["stock_owner", "stock_sku", "order_ref"])
    .where(sql<boolean>`backordered_quantity > 0`)
    .execute();
  await db.schema
    .createIndex("order_items_allocated")
    .on("order_items")
    .columns(["stock_owner", "stock_sku", "order_ref"])
    .where(sql<boolean>`allocated_quantity > 0`)
    .execute();
}
