// Invoices' rows (docs/operator-guide.md#invoices): the year's counter their numbers come from, the entries an issue
// takes, the invoice row written once, and the reads of the lists and the downloads.
import type { Selectable } from "kysely";
import type { Db } from "./database.js";
import type { InvoicesTable } from "./tables.js";

export type InvoiceRow = Selectable<InvoicesTable>;

/**
 * The next number of `year`, taken in the caller's transaction: the upsert holds the year's counter row locked until
 * the transaction ends, so numbers are consecutive across processes and one taken by an issue that rolls back is
 * given back. Take it last in the transaction: every other issue of the installation waits on it meanwhile.
 */
export async function takeNumber(trx: Db, year: number): Promise<number> {
  const row = await trx
    .insertInto("invoice_counters")
    .values({ year, last: 1 })
    .onConflict((oc) => oc.column("year").doUpdateSet((eb) => ({ last: eb(eb.ref("invoice_counters.last"), "+", 1) })))
    .returning("last")
    .executeTakeFirstOrThrow();
  return Number(row.last);
}

/**
 * Gives `invoiceId` to the account's entries in `currency` not yet invoiced and written before `before` (ISO 8601);
 * answers how many. An entry another issue took meanwhile is skipped (its row lock, then invoice_id no longer null).
 */
export async function takeEntries(trx: Db, accountId: string, currency: string, before: string, invoiceId: string): Promise<number> {
  const result = await trx
    .updateTable("billing_entries")
    .set({ invoice_id: invoiceId })
    .where("account_id", "=", accountId)
    .where("currency", "=", currency)
    .where("invoice_id", "is", null)
    .where("at", "<", before)
    .executeTakeFirst();
  return Number(result.numUpdatedRows);
}

export interface InvoiceSums {
  /** Σ amount of the entries that are not payments. */
  net: number;
  /** Σ tax of every entry. */
  tax: number;
  /** Σ amount of the payments (negative). */
  payments: number;
  count: number;
}

/** The sums of an invoice's entries: integers added, never rounded. */
export async function sumsOf(db: Db, invoiceId: string): Promise<InvoiceSums> {
  const row = await db
    .selectFrom("billing_entries")
    .select((eb) => [
      eb.fn.sum<number>(eb.case().when("type", "=", "payment").then(0).else(eb.ref("amount")).end()).as("net"),
      eb.fn.sum<number>(eb.case().when("type", "=", "payment").then(eb.ref("amount")).else(0).end()).as("payments"),
      eb.fn.sum<number>("tax").as("tax"),
      eb.fn.countAll<number>().as("count"),
    ])
    .where("invoice_id", "=", invoiceId)
    .executeTakeFirstOrThrow();
  return { net: Number(row.net ?? 0), tax: Number(row.tax ?? 0), payments: Number(row.payments ?? 0), count: Number(row.count) };
}

/** The account's latest invoice (the highest number), if any. */
export async function latestInvoice(db: Db, accountId: string): Promise<InvoiceRow | undefined> {
  return db.selectFrom("invoices").selectAll().where("account_id", "=", accountId).orderBy("number", "desc").limit(1).executeTakeFirst();
}

export async function insertInvoice(trx: Db, row: InvoiceRow): Promise<void> {
  await trx.insertInto("invoices").values(row).execute();
}

export async function findInvoice(db: Db, invoiceId: string): Promise<InvoiceRow | undefined> {
  return db.selectFrom("invoices").selectAll().where("invoice_id", "=", invoiceId).executeTakeFirst();
}

/**
 * Invoices newest first, of one account or all, after the cursor's number: numbers sort as they were issued (the year,
 * then six digits; a year past 999,999 invoices would need a wider format).
 */
export async function listInvoices(db: Db, accountId: string | undefined, before: string | undefined, limit: number): Promise<InvoiceRow[]> {
  let query = db.selectFrom("invoices").selectAll().orderBy("number", "desc").limit(limit);
  if (accountId !== undefined) query = query.where("account_id", "=", accountId);
  if (before !== undefined) query = query.where("number", "<", before);
  return query.execute();
}
