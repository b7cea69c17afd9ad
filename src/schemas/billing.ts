// Wire schemas of the ledger (docs/caller-guide.md#billing, docs/operator-guide.md#billing): entries, balances,
// payments and manual entries.
import { Type, type Static } from "@sinclair/typebox";
import { ENTRY_TYPES } from "../domain/ledger.js";
import { MAX_AMOUNT } from "../domain/money.js";
import { Cursor, Limit, StringEnum, Text } from "./common.js";
import { Currency, Money } from "./money.js";
import { ActorSchema } from "./operators.js";

const Nullable = <T extends Parameters<typeof Type.Union>[0][number]>(schema: T) => Type.Union([schema, Type.Null()]);
const AccountId = Type.String({ minLength: 1, maxLength: 64, description: "The account" });

export const EntryView = Type.Object(
  {
    entry_id: Type.String(),
    at: Type.String({ description: "When it was written (UTC)" }),
    type: StringEnum(ENTRY_TYPES, {
      description:
        "order_charge: an order received (its total); order_adjustment: its costs re-priced (a new shipping method or country: the difference); order_credit: items cancelled (the difference, negative); reshipment_charge: a reshipment the operator marked billable; payment: money the operator recorded; manual: an operator's credit or debit",
    }),
    amount: Type.Object(Money.properties, { description: "Signed: positive adds to what the account owes (charges), negative takes off (payments, credits)" }),
    tax: Type.Object(Money.properties, { description: "The tax of the entry, same currency and sign; 0 while no tax is computed" }),
    order_ref: Nullable(Type.String({ description: "The order it concerns; null for payments and manual entries" })),
    description: Type.String(),
    actor: ActorSchema,
    invoice_id: Nullable(Type.String({ description: "The invoice that lists it; null until invoices are issued" })),
  },
  { description: "One ledger entry: never changed once written (a correction is a new entry)" },
);
export type EntryView = Static<typeof EntryView>;

export const BalanceView = Type.Object({
  account_id: Type.String(),
  currency: Nullable(Type.String({ description: "The account's currency; null: an unpriced account" })),
  balance: Nullable(Type.Object(Money.properties, { description: "What the account owes in its currency (the sum of the entries' amount + tax): positive owes, negative in credit; null: an unpriced account" })),
  balances: Type.Array(Type.Object(Money.properties), { description: "The balance of every currency the account has entries in, by code (an account whose currency changed may hold several)" }),
});
export type BalanceView = Static<typeof BalanceView>;

const entryFilters = {
  types: Type.Optional(Type.Array(StringEnum(ENTRY_TYPES), { minItems: 1, maxItems: ENTRY_TYPES.length, uniqueItems: true, description: "Only entries of these types" })),
  order_ref: Type.Optional(Type.String({ minLength: 1, maxLength: 64, description: "Only the entries of this order" })),
  from: Type.Optional(Type.String({ maxLength: 64, description: "Entries written at or after this instant (RFC 3339 UTC, else 400 invalid_timestamp)" })),
  to: Type.Optional(Type.String({ maxLength: 64, description: "Entries written before this instant (RFC 3339 UTC, else 400 invalid_timestamp)" })),
  cursor: Type.Optional(Cursor),
  limit: Type.Optional(Limit),
};

export const CallerBalanceBody = Type.Object({}, { additionalProperties: false });
export type CallerBalanceBody = Static<typeof CallerBalanceBody>;

export const CallerEntriesBody = Type.Object(entryFilters, { additionalProperties: false });
export type CallerEntriesBody = Static<typeof CallerEntriesBody>;

export const AdminBalanceBody = Type.Object({ account_id: AccountId }, { additionalProperties: false });
export type AdminBalanceBody = Static<typeof AdminBalanceBody>;

export const AdminEntriesBody = Type.Object({ account_id: AccountId, ...entryFilters }, { additionalProperties: false });
export type AdminEntriesBody = Static<typeof AdminEntriesBody>;

export const EntriesData = Type.Object({ entries: Type.Array(EntryView, { description: "Oldest first" }), next_cursor: Nullable(Type.String()) });
export type EntriesData = Static<typeof EntriesData>;

export const RecordPaymentBody = Type.Object(
  {
    account_id: AccountId,
    amount: Type.Object(
      { amount: Type.Integer({ minimum: 1, maximum: MAX_AMOUNT, description: "Minor units received, more than 0" }), currency: Currency },
      { additionalProperties: false, description: "Money received, in the account's currency (else 400 currency_mismatch)" },
    ),
    reference: Text(200, "The payment's reference (a bank transfer's, a card payment's id); the entry's description"),
  },
  { additionalProperties: false },
);
export type RecordPaymentBody = Static<typeof RecordPaymentBody>;

export const AddEntryBody = Type.Object(
  {
    account_id: AccountId,
    amount: Type.Object(
      {
        amount: Type.Integer({ minimum: -MAX_AMOUNT, maximum: MAX_AMOUNT, description: "Signed minor units, not 0: positive a debit (the account owes more), negative a credit" }),
        currency: Currency,
      },
      { additionalProperties: false, description: "In the account's currency (else 400 currency_mismatch)" },
    ),
    reason: Text(500, "Why: the entry's description, which the merchant reads"),
  },
  { additionalProperties: false },
);
export type AddEntryBody = Static<typeof AddEntryBody>;

export const EntryWritten = Type.Object({ entry: EntryView, balance: BalanceView });
export type EntryWritten = Static<typeof EntryWritten>;
