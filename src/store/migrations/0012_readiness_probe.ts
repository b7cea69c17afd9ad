// The row the readiness check writes: a database that answers but cannot write (read-only, out of space) is not ready.
import type { Kysely } from "kysely";

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable("readiness_probe")
    .addColumn("id", "integer", (c) => c.primaryKey())
    .addColumn("checked_at", "text", (c) => c.notNull())
    // Filled only inside a probe that is rolled back: SQLite's check that there is room for new pages.
    .addColumn("ballast", "text")
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable("readiness_probe").execute();
}
