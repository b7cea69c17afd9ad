// A pending print file tells how often it was tried and why the last try failed, instead of only the server log.
import type { Kysely } from "kysely";

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable("order_files").addColumn("attempts", "integer", (c) => c.notNull().defaultTo(0)).execute();
  await db.schema.alterTable("order_files").addColumn("last_error", "text").execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable("order_files").dropColumn("last_error").execute();
  await db.schema.alterTable("order_files").dropColumn("attempts").execute();
}
