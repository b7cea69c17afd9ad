// Invoices (docs/operator-guide.md#invoices): one row per issued invoice, never changed, with its totals and a
// snapshot of what its PDF prints (the issuer's COMPANY_* settings and the customer as they were at issue), and the
// counter its numbers come from. The number is taken in the issuing transaction by an upsert on the year's counter
// row, which holds the row locked until the transaction ends: numbers are consecutive across processes, and an issue
// that rolls back gives its number back (no gaps).
import type { Kysely } from "kysely";

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable("invoices")
    .addColumn("invoice_id", "text", (c) => c.primaryKey())
    // INV-YYYY-NNNNNN: the year it was issued in, its place in that year's sequence.
    .addColumn("number", "text", (c) => c.notNull().unique())
    .addColumn("account_id", "text", (c) => c.notNull())
    // YYYY-MM (UTC): the month it bills; its entries are those not yet invoiced written before the month's end.
    .addColumn("period", "text", (c) => c.notNull())
    .addColumn("issued_at", "text", (c) => c.notNull())
    .addColumn("currency", "text", (c) => c.notNull())
    // Signed minor units of currency, sums of the entries' integers (never rounded again).
    .addColumn("net", "integer", (c) => c.notNull())
    .addColumn("tax", "integer", (c) => c.notNull())
    .addColumn("total", "integer", (c) => c.notNull())
    .addColumn("payments", "integer", (c) => c.notNull())
    .addColumn("brought_forward", "integer", (c) => c.notNull())
    .addColumn("carried", "integer", (c) => c.notNull())
    .addColumn("entry_count", "integer", (c) => c.notNull())
    .addColumn("reverse_charge", "integer", (c) => c.notNull())
    // Who issued it, as events keep it (domain/actors.ts): the operator, or the system (the monthly job).
    .addColumn("actor_type", "text", (c) => c.notNull())
    .addColumn("actor_id", "text")
    .addColumn("actor_name", "text")
    .addColumn("actor_reason", "text")
    // What the PDF prints, as it was at issue.
    .addColumn("issuer_name", "text")
    .addColumn("issuer_address", "text")
    .addColumn("issuer_country", "text")
    .addColumn("issuer_tax_id", "text")
    .addColumn("customer_name", "text", (c) => c.notNull())
    .addColumn("billing_country", "text")
    .addColumn("vat_id", "text")
    // The tax's name and rate as printed ("VAT 19 %"): the account's rate at issue; null without one, or under reverse charge.
    .addColumn("tax_label", "text")
    .execute();
  await db.schema.createIndex("invoices_account").on("invoices").columns(["account_id", "number"]).execute();
  await db.schema.createIndex("billing_entries_invoice").on("billing_entries").columns(["invoice_id", "seq"]).execute();
  await db.schema
    .createTable("invoice_counters")
    .addColumn("year", "integer", (c) => c.primaryKey())
    .addColumn("last", "integer", (c) => c.notNull())
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex("billing_entries_invoice").execute();
  await db.schema.dropTable("invoice_counters").execute();
  await db.schema.dropTable("invoices").execute();
}
