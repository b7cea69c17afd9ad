// Operator console: server-side sessions (hashed ids, 12 h), and indexes the console's lists and look-ups run on.
import type { Kysely } from "kysely";

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable("console_sessions")
    .addColumn("id_hash", "text", (c) => c.primaryKey())
    // The operator token the session was opened with, by hash: revoking or replacing that token ends the session.
    .addColumn("token_hash", "text", (c) => c.notNull())
    .addColumn("created_at", "text", (c) => c.notNull())
    .addColumn("expires_at", "text", (c) => c.notNull())
    .execute();
  await db.schema.createIndex("console_sessions_expiry").on("console_sessions").columns(["expires_at"]).execute();
  // Operator lists filtered by status alone, newest first; the counts by status read the same index.
  await db.schema.createIndex("orders_status_ref").on("orders").columns(["status", "order_ref"]).execute();
  // Finding an order by the caller's reference without knowing its account.
  await db.schema.createIndex("orders_external_ref").on("orders").columns(["external_ref"]).execute();
  await db.schema.createIndex("webhook_deliveries_order").on("webhook_deliveries").columns(["order_ref", "id"]).execute();
  await db.schema.createIndex("tokens_account").on("tokens").columns(["account_id", "id"]).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const index of ["tokens_account", "webhook_deliveries_order", "orders_external_ref", "orders_status_ref"]) await db.schema.dropIndex(index).execute();
  await db.schema.dropTable("console_sessions").execute();
}
