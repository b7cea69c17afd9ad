// stock.low and stock.out are numbered per stock item (docs/receiving-webhooks.md#events-not-about-an-order): the item
// counts the events it sent, in the same statement that records the level its owner was told of.
import type { Kysely } from "kysely";

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable("stock_items").addColumn("event_sequence", "integer", (c) => c.notNull().defaultTo(0)).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable("stock_items").dropColumn("event_sequence").execute();
}
