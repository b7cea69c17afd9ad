// A blank's net weight in grams (what a CN23 customs declaration asks for), and each order line's copy of it as created,
// like the line's other customs data: later catalog changes never reach an order's declaration.
import type { Kysely } from "kysely";

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable("blanks").addColumn("weight_grams", "integer").execute();
  await db.schema.alterTable("order_items").addColumn("weight_grams", "integer").execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable("order_items").dropColumn("weight_grams").execute();
  await db.schema.alterTable("blanks").dropColumn("weight_grams").execute();
}
