// Wire schemas of invoices (docs/operator-guide.md#invoices, docs/caller-guide.md#invoices): the invoice as lists,
// webhooks (invoice.issued) and issue answer it, and the bodies of issue and the lists.
import { Type, type Static } from "@sinclair/typebox";
import { PERIOD_PATTERN } from "../domain/invoices.js";
import { Cursor, Limit } from "./common.js";
import { Money } from "./money.js";

const Nullable = <T extends Parameters<typeof Type.Union>[0][number]>(schema: T) => Type.Union([schema, Type.Null()]);
const AccountId = Type.String({ minLength: 1, maxLength: 64, description: "The account" });

const Period = Type.String({ pattern: PERIOD_PATTERN, description: "A calendar month (UTC), YYYY-MM (2026-11)" });
const InvoiceMoney = (description: string) => Type.Object(Money.properties, { description });

export const InvoiceView = Type.Object(
  {
    invoice_id: Type.String({ description: "inv_…: the invoice's id (its downloads: GET …/invoices/{invoice_id}.pdf and .csv)" }),
    number: Type.String({ description: "INV-YYYY-NNNNNN: numbered without gaps across the installation, per year of issue" }),
    account_id: Type.String(),
    period: Type.String({ description: "The month it bills (YYYY-MM): every entry not yet invoiced written before the month's end" }),
    issued_at: Type.String({ description: "When it was issued (UTC)" }),
    currency: Type.String(),
    net: InvoiceMoney("Σ amount of the entries that are not payments: charges less credits, before tax"),
    tax: InvoiceMoney("Σ tax of the entries (each already rounded per order; never rounded again)"),
    total: InvoiceMoney("net + tax"),
    payments: InvoiceMoney("Σ of the payments it lists (negative)"),
    brought_forward: InvoiceMoney("The previous invoice's balance carried forward (0 for the first)"),
    carried: InvoiceMoney("brought_forward + total + payments: what the account owes after it"),
    entry_count: Type.Integer({ description: "The entries it lists (billing/entries shows their invoice_id)" }),
    reverse_charge: Type.Boolean({ description: "true: no tax charged, the customer accounts for it (EU reverse charge)" }),
  },
  { description: "An issued invoice: never changed" },
);
export type InvoiceView = Static<typeof InvoiceView>;

export const IssueInvoiceBody = Type.Object({ account_id: AccountId, period: Period }, { additionalProperties: false });
export type IssueInvoiceBody = Static<typeof IssueInvoiceBody>;

export const CallerInvoicesBody = Type.Object({ cursor: Type.Optional(Cursor), limit: Type.Optional(Limit) }, { additionalProperties: false });
export type CallerInvoicesBody = Static<typeof CallerInvoicesBody>;

export const AdminInvoicesBody = Type.Object(
  { account_id: Type.Optional(AccountId), cursor: Type.Optional(Cursor), limit: Type.Optional(Limit) },
  { additionalProperties: false },
);
export type AdminInvoicesBody = Static<typeof AdminInvoicesBody>;

export const InvoicesData = Type.Object({ invoices: Type.Array(InvoiceView, { description: "Newest first" }), next_cursor: Nullable(Type.String()) });
export type InvoicesData = Static<typeof InvoicesData>;
