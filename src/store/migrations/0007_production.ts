// Production workflow: reshipments and shipment progress on shipments; edit window, auto release and disabling on accounts.
import type { Kysely } from "kysely";

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable("shipments").addColumn("reshipment", "integer", (c) => c.notNull().defaultTo(0)).execute();
  await db.schema.alterTable("shipments").addColumn("status", "text", (c) => c.notNull().defaultTo("shipped")).execute();
  await db.schema.alterTable("shipments").addColumn("events", "text", (c) => c.notNull().defaultTo("[]")).execute();
  await db.schema.alterTable("accounts").addColumn("edit_window_minutes", "integer", (c) => c.notNull().defaultTo(0)).execute();
  await db.schema.alterTable("accounts").addColumn("auto_release", "integer", (c) => c.notNull().defaultTo(0)).execute();
  await db.schema.alterTable("accounts").addColumn("disabled", "integer", (c) => c.notNull().defaultTo(0)).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const column of ["reshipment", "status", "events"]) await db.schema.alterTable("shipments").dropColumn(column).execute();
  for (const column of ["edit_window_minutes", "auto_release", "disabled"]) await db.schema.alterTable("accounts").dropColumn(column).execute();
}
