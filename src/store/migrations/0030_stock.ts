// Stock (docs/operator-guide.md#stock): what the fulfillment half keeps on its shelves. A blank's `track_stock` turns counting on;
// each counted item has its figures in `stock_items` and every change to them as a row of `stock_movements`; an
// order line remembers the item it counts against and how much of it was allocated or backordered.
import { sql, type Kysely } from "kysely";
import { generatedIdType } from "../engine.js";

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable("blanks").addColumn("track_stock", "integer", (c) => c.notNull().defaultTo(0)).execute();
  // "allow": a line beyond what is available is backordered; "refuse": create answers 400 out_of_stock.
  await db.schema.alterTable("accounts").addColumn("backorders", "text", (c) => c.notNull().defaultTo("allow")).execute();

  // One row per counted item: an account's fulfillment product (owner: the account's id) or a POD blank shared by
  // every account (owner ''). Committed units are allocated to open order lines, backordered the units those lines
  // still wait for. committed <= on_hand when a change commits: a change that lowers on_hand below committed takes
  // the difference back from the newest lines in the same transaction (a CHECK would refuse its first statement).
  await db.schema
    .createTable("stock_items")
    .addColumn("owner", "text", (c) => c.notNull())
    .addColumn("sku", "text", (c) => c.notNull())
    .addColumn("on_hand", "integer", (c) => c.notNull().defaultTo(0).check(sql`on_hand >= 0`))
    .addColumn("committed", "integer", (c) => c.notNull().defaultTo(0).check(sql`committed >= 0`))
    .addColumn("backordered", "integer", (c) => c.notNull().defaultTo(0).check(sql`backordered >= 0`))
    .addColumn("incoming", "integer", (c) => c.notNull().defaultTo(0).check(sql`incoming >= 0`))
    .addColumn("reorder_point", "integer")
    // What the row's last change did (units a commit allocated, or on_hand's change by a count), set by that UPDATE
    // from the row's values before it (SET reads the old row on both engines) and read back by its RETURNING: one
    // statement decides and tells how much, with no read before it.
    .addColumn("last_change", "integer", (c) => c.notNull().defaultTo(0))
    // The level the owner was last told of ("in_stock" | "low" | "out_of_stock"): stock.low / stock.out once per crossing.
    .addColumn("alerted", "text", (c) => c.notNull().defaultTo("in_stock"))
    .addColumn("updated_at", "text", (c) => c.notNull())
    .addPrimaryKeyConstraint("stock_items_pk", ["owner", "sku"])
    .execute();

  await db.schema
    .createTable("stock_movements")
    // The order movements were written in (a sequence on PostgreSQL, the rowid on SQLite): the ledger's order and
    // its cursor. movement_id is what callers see.
    .addColumn("seq", generatedIdType(db), (c) => c.primaryKey())
    .addColumn("movement_id", "text", (c) => c.notNull().unique())
    .addColumn("owner", "text", (c) => c.notNull())
    .addColumn("sku", "text", (c) => c.notNull())
    .addColumn("at", "text", (c) => c.notNull())
    .addColumn("on_hand_delta", "integer", (c) => c.notNull())
    .addColumn("committed_delta", "integer", (c) => c.notNull())
    .addColumn("reason", "text", (c) => c.notNull())
    .addColumn("order_ref", "text")
    .addColumn("receiving_ref", "text")
    .addColumn("actor", "text", (c) => c.notNull())
    .addColumn("note", "text")
    .execute();
  await db.schema.createIndex("stock_movements_item").on("stock_movements").columns(["owner", "sku", "seq"]).execute();

  // The item a line counts against, fixed at create (a blank's track_stock changed later does not reach the line):
  // owner and SKU of its stock_items row, null when the line is not counted. allocated + backordered is the line's
  // open quantity.
  await db.schema.alterTable("order_items").addColumn("stock_owner", "text").execute();
  await db.schema.alterTable("order_items").addColumn("stock_sku", "text").execute();
  await db.schema.alterTable("order_items").addColumn("allocated_quantity", "integer").execute();
  await db.schema.alterTable("order_items").addColumn("backordered_quantity", "integer").execute();
  // Arriving units go to waiting lines oldest order first (order_refs sort by creation time), and a count below
  // what is committed takes units back from the newest allocated lines: each reads only the few lines it concerns.
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
  await db.schema.alterTable("orders").addColumn("stock", "text", (c) => c.notNull().defaultTo("not_tracked")).execute();
  // The work queue of orders waiting for stock (and orders/list's stock filter): the few backordered orders only.
  await db.schema.createIndex("orders_backordered").on("orders").columns(["received_at", "order_ref"]).where(sql<boolean>`stock = 'backordered'`).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex("orders_backordered").execute();
  await db.schema.alterTable("orders").dropColumn("stock").execute();
  await db.schema.dropIndex("order_items_allocated").execute();
  await db.schema.dropIndex("order_items_backordered").execute();
  for (const column of ["backordered_quantity", "allocated_quantity", "stock_sku", "stock_owner"]) await db.schema.alterTable("order_items").dropColumn(column).execute();
  await db.schema.dropTable("stock_movements").execute();
  await db.schema.dropTable("stock_items").execute();
  await db.schema.alterTable("accounts").dropColumn("backorders").execute();
  await db.schema.alterTable("blanks").dropColumn("track_stock").execute();
}
