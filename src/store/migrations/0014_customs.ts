// Shipping abroad (docs/operator-guide.md#shipping-abroad-customs-data-and-declarations): customs data on blanks and order lines, an order's incoterm, IOSS number and
// recipient tax id (with account defaults), the account's strict_addresses, and the warnings an order was accepted with.
import type { Kysely } from "kysely";

const BLANK_COLUMNS = ["hs_code", "origin_country", "customs_description"];
/** Each line keeps the customs data it was created with (its override, else its blank's), like its price. */
const ITEM_COLUMNS = ["hs_code", "origin_country", "customs_description", "customs_value_currency"];
const ACCOUNT_COLUMNS = ["incoterm", "ioss_number", "recipient_tax_id"];

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const column of BLANK_COLUMNS) await db.schema.alterTable("blanks").addColumn(column, "text").execute();
  for (const column of ITEM_COLUMNS) await db.schema.alterTable("order_items").addColumn(column, "text").execute();
  await db.schema.alterTable("order_items").addColumn("customs_value_amount", "integer").execute();
  await db.schema.alterTable("orders").addColumn("incoterm", "text", (c) => c.notNull().defaultTo("DAP")).execute();
  await db.schema.alterTable("orders").addColumn("ioss_number", "text").execute();
  await db.schema.alterTable("orders").addColumn("recipient_tax_id", "text").execute();
  await db.schema.alterTable("orders").addColumn("warnings", "text", (c) => c.notNull().defaultTo("[]")).execute();
  for (const column of ACCOUNT_COLUMNS) await db.schema.alterTable("accounts").addColumn(column, "text").execute();
  await db.schema.alterTable("accounts").addColumn("strict_addresses", "integer", (c) => c.notNull().defaultTo(0)).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const column of ["strict_addresses", ...ACCOUNT_COLUMNS]) await db.schema.alterTable("accounts").dropColumn(column).execute();
  for (const column of ["warnings", "recipient_tax_id", "ioss_number", "incoterm"]) await db.schema.alterTable("orders").dropColumn(column).execute();
  for (const column of ["customs_value_amount", ...ITEM_COLUMNS]) await db.schema.alterTable("order_items").dropColumn(column).execute();
  for (const column of BLANK_COLUMNS) await db.schema.alterTable("blanks").dropColumn(column).execute();
}
