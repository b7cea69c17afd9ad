// The per-token request counts of the current rate-limit window, so the limit holds across API processes on PostgreSQL.
import type { Kysely } from "kysely";

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable("rate_limit_windows")
    .addColumn("token_id", "text", (c) => c.primaryKey())
    .addColumn("window_start", "bigint", (c) => c.notNull())
    .addColumn("used", "integer", (c) => c.notNull())
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable("rate_limit_windows").execute();
}
