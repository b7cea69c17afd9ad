// Order lifecycle: the reason of the last status change, shipments with their lines, and the outbox of events.
import type { Kysely } from "kysely";

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable("orders").addColumn("status_reason", "text").execute();

  await db.schema
    .createTable("shipments")
    .addColumn("shipment_ref", "text", (c) => c.primaryKey())
    .addColumn("order_ref", "text", (c) => c.notNull().references("orders.order_ref"))
    .addColumn("account_id", "text", (c) => c.notNull().references("accounts.id"))
    .addColumn("carrier", "text", (c) => c.notNull())
    .addColumn("tracking_number", "text", (c) => c.notNull())
    .addColumn("tracking_url", "text")
    .addColumn("shipped_at", "text", (c) => c.notNull())
    .execute();
  await db.schema.createIndex("shipments_order").on("shipments").columns(["order_ref"]).execute();
  await db.schema.createIndex("shipments_account_time").on("shipments").columns(["account_id", "shipped_at", "shipment_ref"]).execute();

  await db.schema
    .createTable("shipment_items")
    .addColumn("shipment_ref", "text", (c) => c.notNull().references("shipments.shipment_ref"))
    .addColumn("item_ref", "text", (c) => c.notNull().references("order_items.item_ref"))
    .addColumn("quantity", "integer", (c) => c.notNull())
    .addPrimaryKeyConstraint("shipment_items_pk", ["shipment_ref", "item_ref"])
    .execute();

  await db.schema
    .createTable("events")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("account_id", "text", (c) => c.notNull().references("accounts.id"))
    .addColumn("order_ref", "text", (c) => c.notNull().references("orders.order_ref"))
    .addColumn("order_seq", "integer", (c) => c.notNull())
    .addColumn("type", "text", (c) => c.notNull())
    .addColumn("payload", "text", (c) => c.notNull())
    .addColumn("created_at", "text", (c) => c.notNull())
    .addUniqueConstraint("events_order_seq", ["order_ref", "order_seq"])
    .execute();
  await db.schema.createIndex("events_account_time").on("events").columns(["account_id", "created_at"]).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of ["events", "shipment_items", "shipments"]) await db.schema.dropTable(table).execute();
  await db.schema.alterTable("orders").dropColumn("status_reason").execute();
}
