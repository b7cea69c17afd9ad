// Sandbox and test events: accounts in test mode, their orders marked as test orders, and webhook deliveries of
// sample events that exist nowhere but in the delivery (so a delivery no longer needs a row in events).
import { sql, type Kysely } from "kysely";
import { engineOf } from "../engine.js";

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable("accounts").addColumn("mode", "text", (c) => c.notNull().defaultTo("live")).execute();
  // A copy of the account's mode (which never changes): operator lists filter on it without a join.
  await db.schema.alterTable("orders").addColumn("test", "integer", (c) => c.notNull().defaultTo(0)).execute();
  if (engineOf(db) === "postgres") {
    await sql`alter table webhook_deliveries drop constraint if exists webhook_deliveries_event_id_fkey`.execute(db);
    await db.schema.alterTable("webhook_deliveries").addColumn("payload", "text").execute();
    await db.schema.alterTable("webhook_deliveries").addColumn("test", "integer", (c) => c.notNull().defaultTo(0)).execute();
    return;
  }
  await rebuildSqliteDeliveries(db);
}

/**
 * SQLite cannot drop a constraint: the table is made again without the reference to events, as SQLite's own
 * procedure for schema changes says (references off, one transaction, copy, drop, rename, check, references on).
 */
async function rebuildSqliteDeliveries(db: Kysely<unknown>): Promise<void> {
  await sql`pragma foreign_keys = off`.execute(db);
  try {
    await db.transaction().execute(async (trx) => {
      await trx.schema
        .createTable("webhook_deliveries_new")
        .addColumn("id", "text", (c) => c.primaryKey())
        .addColumn("webhook_id", "text", (c) => c.notNull().references("webhook_endpoints.id"))
        .addColumn("event_id", "text", (c) => c.notNull())
        .addColumn("event_type", "text", (c) => c.notNull())
        .addColumn("order_ref", "text", (c) => c.notNull())
        .addColumn("status", "text", (c) => c.notNull())
        .addColumn("attempt_count", "integer", (c) => c.notNull().defaultTo(0))
        .addColumn("last_attempt_at", "text")
        .addColumn("next_attempt_at", "text")
        .addColumn("last_error", "text")
        .addColumn("created_at", "text", (c) => c.notNull())
        .addColumn("updated_at", "text", (c) => c.notNull())
        .addColumn("payload", "text")
        .addColumn("test", "integer", (c) => c.notNull().defaultTo(0))
        .addUniqueConstraint("webhook_deliveries_event", ["webhook_id", "event_id"])
        .execute();
      await sql`insert into webhook_deliveries_new (id, webhook_id, event_id, event_type, order_ref, status, attempt_count, last_attempt_at, next_attempt_at, last_error, created_at, updated_at)
        select id, webhook_id, event_id, event_type, order_ref, status, attempt_count, last_attempt_at, next_attempt_at, last_error, created_at, updated_at from webhook_deliveries`.execute(trx);
      await trx.schema.dropTable("webhook_deliveries").execute();
      await trx.schema.alterTable("webhook_deliveries_new").renameTo("webhook_deliveries").execute();
      await trx.schema.createIndex("webhook_deliveries_list").on("webhook_deliveries").columns(["webhook_id", "status", "id"]).execute();
      const broken = await sql`pragma foreign_key_check`.execute(trx);
      if (broken.rows.length > 0) throw new Error(`webhook_deliveries rebuilt with broken references: ${JSON.stringify(broken.rows.slice(0, 5))}`);
    });
  } finally {
    await sql`pragma foreign_keys = on`.execute(db);
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  // The reference from deliveries to events is not restored (up drops it only if it is there): nothing relies on it.
  await sql`delete from webhook_attempts where delivery_id in (select id from webhook_deliveries where test = 1)`.execute(db);
  await sql`delete from webhook_deliveries where test = 1`.execute(db);
  for (const column of ["payload", "test"]) await db.schema.alterTable("webhook_deliveries").dropColumn(column).execute();
  await db.schema.alterTable("orders").dropColumn("test").execute();
  await db.schema.alterTable("accounts").dropColumn("mode").execute();
}
