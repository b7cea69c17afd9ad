// Billing routes (docs/caller-guide.md#billing, docs/operator-guide.md#billing): the merchant's balance and ledger
// entries; the operator's reads of any account's, payments and manual entries.
import type { FastifyInstance } from "fastify";
import { AddEntryBody, AdminBalanceBody, AdminEntriesBody, BalanceView, CallerBalanceBody, CallerEntriesBody, EntriesData, EntryWritten, RecordPaymentBody } from "../../schemas/billing.js";
import { addEntry, adminBalance, adminEntries, balance, entries, recordPayment } from "../../services/billing.js";
import type { ServiceContext } from "../../services/context.js";
import { actorOf } from "../../services/tokens.js";
import { accountOf } from "../auth.js";
import { operation } from "../operation.js";

const SIGN = "Amounts are signed Money: positive adds to what the account owes (order charges, adjustments up, billable reshipments, debits), negative takes off (payments, credits for cancelled items, adjustments down).";

export function billingRoutes(scope: FastifyInstance, ctx: ServiceContext): void {
  const tag = "Billing";
  operation(
    scope,
    {
      path: "/v1/billing/balance", scope: "billing:read",
      summary: "What your account owes",
      description:
        "The sum of your ledger entries (amount + tax) in your account's currency: positive is owed, negative is credit in your favour; balances lists every currency you have entries in. " +
        "An unpriced account (no currency) has currency and balance null. Sandbox (test) accounts' orders are never charged.",
      tag,
      body: CallerBalanceBody,
      data: BalanceView,
      message: "Balance read",
    },
    async (_body, request) => balance(ctx, accountOf(request)),
  );
  operation(
    scope,
    {
      path: "/v1/billing/entries", scope: "billing:read",
      summary: "Your ledger entries",
      description: `Every entry of your account's ledger, oldest first, paged by cursor; filters: types, order_ref, from and to (RFC 3339 UTC, else 400 invalid_timestamp). ${SIGN} Entries never change: a correction is a new entry.`,
      tag,
      body: CallerEntriesBody,
      data: EntriesData,
      message: "Entries listed",
    },
    async (body, request) => entries(ctx, accountOf(request), body),
  );
}

export function adminBillingRoutes(scope: FastifyInstance, ctx: ServiceContext): void {
  const tag = "Operator";
  operation(
    scope,
    {
      path: "/v1/admin/billing/balance",
      summary: "An account's balance",
      description: "What the account owes: the sum of its entries (amount + tax) in its currency (null for an unpriced account), and the balance of every currency it has entries in. Refusal: account_not_found.",
      tag,
      body: AdminBalanceBody,
      data: BalanceView,
      message: "Balance read",
    },
    async (body) => adminBalance(ctx, body),
  );
  operation(
    scope,
    {
      path: "/v1/admin/billing/entries/list",
      summary: "An account's ledger entries",
      description: `The account's entries oldest first, paged by cursor, with the filters of the merchant's billing/entries. ${SIGN} Refusal: account_not_found.`,
      tag,
      body: AdminEntriesBody,
      data: EntriesData,
      message: "Entries listed",
    },
    async (body) => adminEntries(ctx, body),
  );
  operation(
    scope,
    {
      path: "/v1/admin/billing/payments/record",
      summary: "Record a payment",
      description:
        "Money the account paid (amount > 0, in the account's currency) becomes a payment entry of the negative amount, described by its reference. " +
        "Answers the entry and the balance after it. Refusals: currency_mismatch (not the account's currency, or an unpriced account), account_not_found.",
      tag,
      body: RecordPaymentBody,
      data: EntryWritten,
      message: "Payment recorded",
    },
    async (body, request) => recordPayment(ctx, body, actorOf(request.principal)),
  );
  operation(
    scope,
    {
      path: "/v1/admin/billing/entries/add",
      summary: "Add a manual entry",
      description:
        "An operator's credit (negative amount) or debit (positive), never 0 (400 out_of_range), in the account's currency, with the reason the merchant reads as its description. " +
        "Answers the entry and the balance after it. Refusals: currency_mismatch, account_not_found.",
      tag,
      body: AddEntryBody,
      data: EntryWritten,
      message: "Entry added",
    },
    async (body, request) => addEntry(ctx, body, actorOf(request.principal)),
  );
}
