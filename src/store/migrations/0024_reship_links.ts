// A reshipment names the lost shipment it replaces, and what operators do that is no event of the order (a files retry)
// is kept as operator activity: shown in the operator's timeline, never in callers' events or webhooks.
import type { Kysely } from "kysely";

export async function up(db: Kysely<unknown>): Promise<void> {
  // Null: a first shipment, or a reshipment recorded without naming the parcel it replaces (all of them before this).
  await db.schema.alterTable("shipments").addColumn("replaces_shipment_ref", "text").execute();

  // Callers' events are numbered 1, 2, 3 … without gaps and each is delivered: an operator-only entry cannot be one of
  // them. after_sequence places it in the timeline: after the order's event of that sequence (0: before any).
  await db.schema
    .createTable("order_activity")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("order_ref", "text", (c) => c.notNull().references("orders.order_ref"))
    .addColumn("type", "text", (c) => c.notNull())
    .addColumn("after_sequence", "integer", (c) => c.notNull())
    .addColumn("actor_type", "text", (c) => c.notNull())
    .addColumn("actor_id", "text")
    .addColumn("actor_name", "text")
    .addColumn("actor_reason", "text")
    .addColumn("data", "text", (c) => c.notNull())
    .addColumn("created_at", "text", (c) => c.notNull())
    .execute();
  await db.schema.createIndex("order_activity_order").on("order_activity").columns(["order_ref", "after_sequence", "id"]).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable("order_activity").execute();
  await db.schema.alterTable("shipments").dropColumn("replaces_shipment_ref").execute();
}
