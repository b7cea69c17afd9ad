// The ledger's use cases (docs/caller-guide.md#billing, docs/operator-guide.md#billing): the entries an order's
// changes write with them, the balance and entries the merchant and the operator read, and the operator's payments
// and manual entries.
import type { Actor } from "../domain/actors.js";
import { Failure } from "../domain/errors.js";
import { parseUtcTimestamp } from "../domain/fields.js";
import { costsChangeEntry, isBillable, manualEntry, orderCharge, paymentEntry, reshipmentCharge, type CostsChange, type LedgerEntry } from "../domain/ledger.js";
import { money, type Money } from "../domain/money.js";
import type { Costs } from "../domain/pricing.js";
import { NO_TAX } from "../domain/tax.js";
import type { AddEntryBody, AdminBalanceBody, AdminEntriesBody, BalanceView, CallerEntriesBody, EntriesData, EntryView, EntryWritten, RecordPaymentBody } from "../schemas/billing.js";
import { findAccount } from "../store/accounts.js";
import * as ledger from "../store/billing.js";
import { transaction, type Db } from "../store/database.js";
import type { AccountRow } from "../store/tables.js";
import { writerOf, type Writer } from "../store/writer.js";
import type { ServiceContext } from "./context.js";
import { decodeCursor, DEFAULT_LIMIT, page } from "./cursor.js";
import type { Change } from "./order-change.js";

/** What of an order the ledger needs: whose it is, its costs, and whether it is a sandbox order (never charged). */
export type BilledOrder = { order_ref: string; account_id: string; costs: Costs | null; test: boolean };

/**
 * Writes an order's charge (its total) with the change that makes it owed: the create's batch, or a transaction (a
 * draft's confirm). Nothing for an unpriced or sandbox order.
 */
export async function chargeOrder(writer: Writer, order: BilledOrder, actor: Actor, at: string): Promise<void> {
  if (!isBillable(order)) return;
  await ledger.addEntries(writer, order.account_id, [orderCharge(order.order_ref, order.costs)], actor, at);
}

/** The entry of a re-pricing, in the change that writes the new costs: order_credit for cancelled items, else order_adjustment. */
export async function billCostsChange(change: Change, previous: Costs | null, next: Costs | null, why: CostsChange): Promise<void> {
  // A draft was never charged (its confirm charges today's costs whole).
  if (change.order.test || change.order.status === "draft" || previous === null || next === null) return;
  const entry = costsChangeEntry(change.order.order_ref, previous, next, why);
  if (entry) await ledger.addEntries(change.writer, change.order.account_id, [entry], change.actor, change.nowIso);
}

/** A billable reshipment's charge, in the shipment's change: `shipping` is its price at the order's method snapshot. */
export async function billReshipment(change: Change, shipmentRef: string, shipping: Money): Promise<void> {
  const rate = change.order.costs?.tax_rate ?? NO_TAX;
  await ledger.addEntries(change.writer, change.order.account_id, [reshipmentCharge(change.order.order_ref, shipmentRef, shipping, rate)], change.actor, change.nowIso);
}

function entryView(row: ledger.EntryRow): EntryView {
  return {
    entry_id: row.entry_id,
    at: row.at,
    type: row.type,
    amount: money(row.amount, row.currency),
    tax: money(row.tax, row.currency),
    order_ref: row.order_ref,
    description: row.description,
    actor: row.actor,
    invoice_id: row.invoice_id,
  };
}

async function balanceOf(db: Db, account: AccountRow): Promise<BalanceView> {
  const sums = await ledger.balances(db, account.id);
  const currency = account.currency;
  return {
    account_id: account.id,
    currency,
    balance: currency === null ? null : money(sums.get(currency) ?? 0, currency),
    balances: [...sums].map(([code, amount]) => money(amount, code)),
  };
}

export async function accountOf(db: Db, accountId: string): Promise<AccountRow> {
  const account = await findAccount(db, accountId);
  if (!account) throw Failure.of("account_not_found", "no account with that id", "account_id");
  return account;
}

export async function balance(ctx: ServiceContext, accountId: string): Promise<BalanceView> {
  return balanceOf(ctx.db, await accountOf(ctx.db, accountId));
}

export function adminBalance(ctx: ServiceContext, body: AdminBalanceBody): Promise<BalanceView> {
  return balance(ctx, body.account_id);
}

function instant(value: string | undefined, path: string): string | undefined {
  if (value === undefined) return undefined;
  const parsed = parseUtcTimestamp(value);
  if (parsed === undefined) throw Failure.of("invalid_timestamp", "must be an RFC 3339 date-time in UTC", path);
  return parsed;
}

/** An account's entries oldest first, filtered; paged by the order they were written in. */
export async function entries(ctx: ServiceContext, accountId: string, body: CallerEntriesBody): Promise<EntriesData> {
  const filter = { accountId, types: body.types, orderRef: body.order_ref, from: instant(body.from, "from"), to: instant(body.to, "to") };
  const limit = body.limit ?? DEFAULT_LIMIT;
  const after = decodeCursor("billing-entries", body.cursor);
  const rows = await ledger.listEntries(ctx.db, filter, after === undefined ? undefined : Number(after), limit + 1);
  const result = page("billing-entries", rows, limit, (row) => String(row.seq));
  return { entries: result.rows.map(entryView), next_cursor: result.next_cursor };
}

export async function adminEntries(ctx: ServiceContext, body: AdminEntriesBody): Promise<EntriesData> {
  const { account_id, ...filters } = body;
  await accountOf(ctx.db, account_id);
  return entries(ctx, account_id, filters);
}

/** Writes an operator's entry in the account's currency, and answers it with the account's balance after it. */
async function writeOperatorEntry(ctx: ServiceContext, accountId: string, amount: Money, entry: LedgerEntry, actor: Actor): Promise<EntryWritten> {
  return transaction(ctx.db, async (trx) => {
    const account = await accountOf(trx, accountId);
    if (account.currency !== amount.currency) {
      const why = account.currency === null ? "the account has no currency: it is not priced" : `the account's currency is ${account.currency}`;
      throw Failure.of("currency_mismatch", `${amount.currency} is not the account's currency: ${why}`, "amount.currency");
    }
    const at = ctx.now().toISOString();
    const [entryId] = await ledger.addEntries(writerOf(trx), accountId, [entry], actor, at);
    const row = await ledger.findEntry(trx, entryId!);
    if (!row) throw new Error(`entry ${entryId} written in this transaction is missing`);
    return { entry: entryView(row), balance: await balanceOf(trx, account) };
  });
}

/** payments/record: money received, a negative entry. */
export function recordPayment(ctx: ServiceContext, body: RecordPaymentBody, actor: Actor): Promise<EntryWritten> {
  return writeOperatorEntry(ctx, body.account_id, body.amount, paymentEntry(body.amount, body.reference), actor);
}

/** entries/add: an operator's credit (negative) or debit (positive), never 0. */
export function addEntry(ctx: ServiceContext, body: AddEntryBody, actor: Actor): Promise<EntryWritten> {
  if (body.amount.amount === 0) throw Failure.of("out_of_range", "must not be 0: a credit is negative, a debit positive", "amount.amount");
  return writeOperatorEntry(ctx, body.account_id, body.amount, manualEntry(body.amount, body.reason), actor);
}
