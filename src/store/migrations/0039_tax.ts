// Tax (docs/operator-guide.md#tax-rates-and-vat-ids): an account's billing country and VAT id, and the operator's
// rate per country. Orders priced before keep their costs as they are: read without tax fields, they show tax 0.
import type { Kysely } from "kysely";

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable("accounts").addColumn("billing_country", "text").execute();
  await db.schema.alterTable("accounts").addColumn("vat_id", "text").execute();
  await db.schema
    .createTable("tax_rates")
    .addColumn("country", "text", (c) => c.primaryKey())
    .addColumn("rate_bp", "integer", (c) => c.notNull())
    .addColumn("name", "text", (c) => c.notNull())
    .addColumn("created_at", "text", (c) => c.notNull())
    .addColumn("updated_at", "text", (c) => c.notNull())
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable("tax_rates").execute();
  await db.schema.alterTable("accounts").dropColumn("vat_id").execute();
  await db.schema.alterTable("accounts").dropColumn("billing_country").execute();
}
