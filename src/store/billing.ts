// The ledger's rows (docs/caller-guide.md#billing): entries written through a Writer (so the create's batch and a
// change's transaction write them alike), read back by account, and summed per currency.
import type { Selectable } from "kysely";
import { actorColumns, actorOfColumns, type Actor } from "../domain/actors.js";
import type { EntryType, LedgerEntry } from "../domain/ledger.js";
import { newRef } from "../domain/refs.js";
import type { Db } from "./database.js";
import type { BillingEntriesTable } from "./tables.js";
import type { Writer } from "./writer.js";

export interface EntryRow {
  seq: number;
  entry_id: string;
  account_id: string;
  at: string;
  type: EntryType;
  amount: number;
  tax: number;
  currency: string;
  order_ref: string | null;
  description: string;
  actor: Actor;
  invoice_id: string | null;
}

/** Adds entries of `accountId` at `at` made by `actor`: one insert, part of the writer's change. */
export async function addEntries(writer: Writer, accountId: string, entries: readonly LedgerEntry[], actor: Actor, at: string): Promise<string[]> {
  if (entries.length === 0) return [];
  const rows = entries.map((entry) => ({
    entry_id: newRef("ent"),
    account_id: accountId,
    at,
    type: entry.type,
    amount: entry.amount.amount,
    tax: entry.tax.amount,
    currency: entry.amount.currency,
    order_ref: entry.order_ref,
    description: entry.description,
    ...actorColumns(actor),
    invoice_id: null,
  }));
  await writer.insert({ billing_entries: rows });
  return rows.map((row) => row.entry_id);
}

function entryOfRow(row: Selectable<BillingEntriesTable>): EntryRow {
  const { actor_type, actor_id, actor_name, actor_reason, ...rest } = row;
  return { ...rest, seq: Number(row.seq), amount: Number(row.amount), tax: Number(row.tax), actor: actorOfColumns({ actor_type, actor_id, actor_name, actor_reason }) };
}

/** One entry by its id. */
export async function findEntry(db: Db, entryId: string): Promise<EntryRow | undefined> {
  const row = await db.selectFrom("billing_entries").selectAll().where("entry_id", "=", entryId).executeTakeFirst();
  return row && entryOfRow(row);
}

export interface EntryFilter {
  accountId: string;
  types?: readonly EntryType[];
  orderRef?: string;
  /** The entries of one invoice (docs/operator-guide.md#invoices). */
  invoiceId?: string;
  /** `at` from (inclusive) and to (exclusive), ISO 8601. */
  from?: string;
  to?: string;
}

/** An account's entries in the order they were written, after the cursor's seq. */
export async function listEntries(db: Db, filter: EntryFilter, after: number | undefined, limit: number): Promise<EntryRow[]> {
  let query = db.selectFrom("billing_entries").selectAll().where("account_id", "=", filter.accountId).orderBy("seq", "asc").limit(limit);
  if (after !== undefined) query = query.where("seq", ">", after);
  if (filter.types !== undefined) query = query.where("type", "in", filter.types);
  if (filter.orderRef !== undefined) query = query.where("order_ref", "=", filter.orderRef);
  if (filter.invoiceId !== undefined) query = query.where("invoice_id", "=", filter.invoiceId);
  if (filter.from !== undefined) query = query.where("at", ">=", filter.from);
  if (filter.to !== undefined) query = query.where("at", "<", filter.to);
  return (await query.execute()).map(entryOfRow);
}

/** What the account owes per currency: the sum of its entries' amount + tax, by currency code. */
export async function balances(db: Db, accountId: string): Promise<Map<string, number>> {
  const rows = await db
    .selectFrom("billing_entries")
    .select((eb) => ["currency", eb.fn.sum<number>(eb("amount", "+", eb.ref("tax"))).as("balance")])
    .where("account_id", "=", accountId)
    .groupBy("currency")
    .orderBy("currency")
    .execute();
  return new Map(rows.map((row) => [row.currency, Number(row.balance)]));
}
