// Money (docs/operator-guide.md#money-prices-shipping-methods-ship-by): account currency and default method, blank prices and production days, shipping methods, and
// each order's price snapshot, shipping method and dates (ship_by stored so lists filter and sort on it).
import { sql, type Kysely } from "kysely";
import { shipBy } from "../../domain/business-days.js";

/** Every blank had 2 production days when this migration ran: an existing order ships by received day + 2. */
const DEFAULT_PRODUCTION_DAYS = 2;

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable("accounts").addColumn("currency", "text").execute();
  await db.schema.alterTable("accounts").addColumn("default_shipping_method", "text").execute();
  await db.schema.alterTable("blanks").addColumn("prices", "text", (c) => c.notNull().defaultTo("{}")).execute();
  await db.schema.alterTable("blanks").addColumn("extra_area_prices", "text", (c) => c.notNull().defaultTo("{}")).execute();
  await db.schema.alterTable("blanks").addColumn("production_days", "integer", (c) => c.notNull().defaultTo(DEFAULT_PRODUCTION_DAYS)).execute();
  await db.schema
    .createTable("shipping_methods")
    .addColumn("code", "text", (c) => c.primaryKey())
    .addColumn("name", "text", (c) => c.notNull())
    .addColumn("carrier", "text")
    .addColumn("enabled", "integer", (c) => c.notNull().defaultTo(1))
    .addColumn("zones", "text", (c) => c.notNull())
    .addColumn("created_at", "text", (c) => c.notNull())
    .addColumn("updated_at", "text", (c) => c.notNull())
    .execute();
  // The method's code beside its snapshot: what orders/list filters on.
  await db.schema.alterTable("orders").addColumn("shipping_method_code", "text").execute();
  await db.schema.alterTable("orders").addColumn("shipping_method", "text").execute();
  await db.schema.alterTable("orders").addColumn("costs", "text").execute();
  await db.schema.alterTable("orders").addColumn("ship_by", "text").execute();
  await db.schema.alterTable("orders").addColumn("deliver_from", "text").execute();
  await db.schema.alterTable("orders").addColumn("deliver_to", "text").execute();
  await backfillShipBy(db);
  await db.schema.createIndex("orders_ship_by").on("orders").columns(["ship_by", "order_ref"]).execute();
}

/** One statement per day orders were received on (not per order). */
async function backfillShipBy(db: Kysely<unknown>): Promise<void> {
  const days = await sql<{ day: string }>`select distinct substr(received_at, 1, 10) as day from orders where ship_by is null`.execute(db);
  for (const { day } of days.rows) {
    const due = shipBy(new Date(`${day}T00:00:00.000Z`), DEFAULT_PRODUCTION_DAYS);
    await sql`update orders set ship_by = ${due} where ship_by is null and substr(received_at, 1, 10) = ${day}`.execute(db);
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex("orders_ship_by").execute();
  for (const column of ["deliver_to", "deliver_from", "ship_by", "costs", "shipping_method", "shipping_method_code"]) await db.schema.alterTable("orders").dropColumn(column).execute();
  await db.schema.dropTable("shipping_methods").execute();
  for (const column of ["production_days", "extra_area_prices", "prices"]) await db.schema.alterTable("blanks").dropColumn(column).execute();
  for (const column of ["default_shipping_method", "currency"]) await db.schema.alterTable("accounts").dropColumn(column).execute();
}
