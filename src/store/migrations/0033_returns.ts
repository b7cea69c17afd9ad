// Returns (docs/operator-guide.md#returns): what came back of an order's shipped lines, received by the operator, each
// line restocked (its units back on hand, a `return` movement) or disposed of. A return is a row of `returns` and
// its lines rows of `return_lines`; a line's returned quantity is the sum of its return lines.
import type { Kysely } from "kysely";

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable("returns")
    .addColumn("return_ref", "text", (c) => c.primaryKey())
    .addColumn("order_ref", "text", (c) => c.notNull().references("orders.order_ref"))
    .addColumn("account_id", "text", (c) => c.notNull())
    .addColumn("received_at", "text", (c) => c.notNull())
    .addColumn("note", "text")
    // Who received it, as events keep their actor (one column per part).
    .addColumn("actor_type", "text", (c) => c.notNull())
    .addColumn("actor_id", "text")
    .addColumn("actor_name", "text")
    .addColumn("actor_reason", "text")
    .execute();
  // Order views read a page of orders' returns in one statement, oldest first.
  await db.schema.createIndex("returns_order").on("returns").columns(["order_ref", "return_ref"]).execute();

  await db.schema
    .createTable("return_lines")
    .addColumn("return_ref", "text", (c) => c.notNull().references("returns.return_ref"))
    // Where the line stood in the request: the order the return lists its lines in.
    .addColumn("position", "integer", (c) => c.notNull())
    .addColumn("item_ref", "text", (c) => c.notNull())
    .addColumn("quantity", "integer", (c) => c.notNull())
    .addColumn("disposition", "text", (c) => c.notNull())
    .addPrimaryKeyConstraint("return_lines_pk", ["return_ref", "position"])
    .execute();
  // What a line has returned so far (a new return may take at most shipped − returned).
  await db.schema.createIndex("return_lines_item").on("return_lines").columns(["item_ref"]).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable("return_lines").execute();
  await db.schema.dropTable("returns").execute();
}
