// Webhooks: endpoints per account, one delivery per (endpoint, event), and the log of every attempt.
import type { Kysely } from "kysely";
import { generatedIdType } from "../engine.js";

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable("webhook_endpoints")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("account_id", "text", (c) => c.notNull().references("accounts.id"))
    .addColumn("url", "text", (c) => c.notNull())
    .addColumn("events", "text")
    .addColumn("template", "text")
    .addColumn("secret", "text", (c) => c.notNull())
    .addColumn("previous_secret", "text")
    .addColumn("previous_secret_expires_at", "text")
    .addColumn("enabled", "integer", (c) => c.notNull())
    .addColumn("disabled_reason", "text")
    .addColumn("disabled_at", "text")
    .addColumn("failing_since", "text")
    .addColumn("created_at", "text", (c) => c.notNull())
    .addColumn("updated_at", "text", (c) => c.notNull())
    .execute();
  await db.schema.createIndex("webhook_endpoints_account").on("webhook_endpoints").columns(["account_id", "id"]).execute();

  await db.schema
    .createTable("webhook_deliveries")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("webhook_id", "text", (c) => c.notNull().references("webhook_endpoints.id"))
    .addColumn("event_id", "text", (c) => c.notNull().references("events.id"))
    .addColumn("event_type", "text", (c) => c.notNull())
    .addColumn("order_ref", "text", (c) => c.notNull())
    .addColumn("status", "text", (c) => c.notNull())
    .addColumn("attempt_count", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("last_attempt_at", "text")
    .addColumn("next_attempt_at", "text")
    .addColumn("last_error", "text")
    .addColumn("created_at", "text", (c) => c.notNull())
    .addColumn("updated_at", "text", (c) => c.notNull())
    .addUniqueConstraint("webhook_deliveries_event", ["webhook_id", "event_id"])
    .execute();
  await db.schema.createIndex("webhook_deliveries_list").on("webhook_deliveries").columns(["webhook_id", "status", "id"]).execute();

  const idType = generatedIdType(db);
  await db.schema
    .createTable("webhook_attempts")
    .addColumn("id", idType, (c) => c.primaryKey())
    .addColumn("delivery_id", "text", (c) => c.notNull().references("webhook_deliveries.id"))
    .addColumn("attempt", "integer", (c) => c.notNull())
    .addColumn("started_at", "text", (c) => c.notNull())
    .addColumn("latency_ms", "integer", (c) => c.notNull())
    .addColumn("http_status", "integer")
    .addColumn("error", "text")
    .addColumn("response_body", "text")
    .addColumn("worker", "text", (c) => c.notNull())
    .execute();
  await db.schema.createIndex("webhook_attempts_delivery").on("webhook_attempts").columns(["delivery_id", "attempt"]).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of ["webhook_attempts", "webhook_deliveries", "webhook_endpoints"]) await db.schema.dropTable(table).execute();
}
