// The operator's desk at volume (docs/operator-guide.md#finding-orders): the words orders are searched by, internal notes, and the indexes the
// new filters of orders/list, the work-queue counts and the export read (docs/performance.md#finding-orders).
import { sql, type Kysely } from "kysely";
import { orderWords, trackingWord } from "../../domain/search-words.js";
import { engineOf } from "../engine.js";

/** Orders whose words are written per statement while the existing orders are indexed. */
const PAGE = 500;

export async function up(db: Kysely<unknown>): Promise<void> {
  // Words compare byte by byte on both engines (PostgreSQL's "C" collation, SQLite's default), so a prefix is the
  // range [prefix, prefix + U+10FFFF) and reads the primary key as a range, whatever the database's locale.
  const wordType = engineOf(db) === "postgres" ? sql`text collate "C"` : sql`text`;
  await db.schema
    .createTable("order_words")
    .addColumn("word", wordType, (c) => c.notNull())
    .addColumn("order_ref", "text", (c) => c.notNull().references("orders.order_ref"))
    .addPrimaryKeyConstraint("order_words_pk", ["word", "order_ref"])
    .execute();
  await db.schema.createIndex("order_words_order").on("order_words").columns(["order_ref"]).execute();

  await db.schema
    .createTable("order_notes")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("order_ref", "text", (c) => c.notNull().references("orders.order_ref"))
    .addColumn("text", "text", (c) => c.notNull())
    .addColumn("actor", "text", (c) => c.notNull())
    .addColumn("created_at", "text", (c) => c.notNull())
    .execute();
  await db.schema.createIndex("order_notes_order").on("order_notes").columns(["order_ref", "id"]).execute();

  // The SKU filter: the orders with a line of the SKU, without reading every line.
  await db.schema.createIndex("order_items_sku").on("order_items").columns(["sku", "order_ref"]).execute();
  // received_after / received_before, and the oldest order waiting in each status.
  await db.schema.createIndex("orders_status_received").on("orders").columns(["status", "received_at"]).execute();
  await db.schema.createIndex("orders_received").on("orders").columns(["received_at", "order_ref"]).execute();
  // Files stuck: the failed ones and the pending ones not touched for a while, among mostly ready files.
  await db.schema.createIndex("order_files_status").on("order_files").columns(["status", "updated_at", "order_ref"]).execute();
  // Shipment exceptions: the few shipments returned or in exception, not every shipment.
  await db.schema.createIndex("shipments_status").on("shipments").columns(["status", "order_ref"]).execute();

  await indexExistingOrders(db as Kysely<WordSource>);
}

interface WordSource {
  orders: { order_ref: string; external_ref: string; shipping_name: string; shipping_city: string; shipping_zip: string };
  shipments: { order_ref: string; tracking_number: string };
  order_words: { word: string; order_ref: string };
}

/** The words of the orders made before this migration, a page at a time (constant memory at any volume). */
async function indexExistingOrders(db: Kysely<WordSource>): Promise<void> {
  let after = "";
  for (;;) {
    const page = await db
      .selectFrom("orders")
      .select(["order_ref", "external_ref", "shipping_name", "shipping_city", "shipping_zip"])
      .where("order_ref", ">", after)
      .orderBy("order_ref")
      .limit(PAGE)
      .execute();
    if (page.length === 0) return;
    after = page[page.length - 1]!.order_ref;
    const refs = page.map((o) => o.order_ref);
    const tracking = await db.selectFrom("shipments").select(["order_ref", "tracking_number"]).where("order_ref", "in", refs).execute();
    const rows = new Map<string, { word: string; order_ref: string }>();
    for (const order of page) for (const word of orderWords(order)) rows.set(`${word}\u0000${order.order_ref}`, { word, order_ref: order.order_ref });
    for (const t of tracking) {
      const word = trackingWord(t.tracking_number);
      if (word !== "") rows.set(`${word}\u0000${t.order_ref}`, { word, order_ref: t.order_ref });
    }
    const values = [...rows.values()];
    // SQLite takes at most 32,766 parameters a statement: 2 a row.
    for (let i = 0; i < values.length; i += 5000) await db.insertInto("order_words").values(values.slice(i, i + 5000)).execute();
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex("shipments_status").execute();
  await db.schema.dropIndex("order_files_status").execute();
  await db.schema.dropIndex("orders_received").execute();
  await db.schema.dropIndex("orders_status_received").execute();
  await db.schema.dropIndex("order_items_sku").execute();
  await db.schema.dropTable("order_notes").execute();
  await db.schema.dropTable("order_words").execute();
}
