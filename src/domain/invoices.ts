// Invoices' rules (docs/operator-guide.md#invoices): the period a month is written as, where it ends, the number's
// format, the totals of an invoice from its entries' sums, and the words each entry type prints as. Pure.
import type { EntryType } from "./ledger.js";

/** A calendar month (UTC), YYYY-MM. */
export const PERIOD_PATTERN = "^[0-9]{4}-(0[1-9]|1[0-2])$";
const PERIOD = new RegExp(PERIOD_PATTERN);

export function isPeriod(text: string): boolean {
  return PERIOD.test(text);
}

/** The month `at` is in (UTC), YYYY-MM. */
export function periodOf(at: Date): string {
  return at.toISOString().slice(0, 7);
}

/** The month before the one `at` is in (UTC): what the job issues on the 1st. */
export function previousPeriod(at: Date): string {
  return periodOf(new Date(Date.UTC(at.getUTCFullYear(), at.getUTCMonth() - 1, 1)));
}

/** The first instant after the period (ISO 8601, UTC): its entries are those written before it. */
export function periodEnd(period: string): string {
  const [year, month] = period.split("-").map(Number) as [number, number];
  return new Date(Date.UTC(year, month, 1)).toISOString();
}

/** The first instant of the month after the one `at` is in (UTC): when the monthly job runs next. */
export function nextMonthStart(at: Date): Date {
  return new Date(Date.UTC(at.getUTCFullYear(), at.getUTCMonth() + 1, 1));
}

/** INV-YYYY-NNNNNN: the year the invoice was issued in, its place in that year (six digits, more past 999,999). */
export function invoiceNumber(year: number, sequence: number): string {
  return `INV-${year}-${String(sequence).padStart(6, "0")}`;
}

export interface InvoiceTotals {
  net: number;
  tax: number;
  total: number;
  payments: number;
  brought_forward: number;
  carried: number;
}

/**
 * An invoice's figures from the sums of its entries (minor units): each entry's tax is already rounded (per order,
 * half away from zero), so the invoice adds integers and never rounds again. carried is what the account owes after
 * it: brought_forward (the previous invoice's carried, 0 for the first) + total + payments (negative).
 */
export function invoiceTotals(sums: { net: number; tax: number; payments: number }, broughtForward: number): InvoiceTotals {
  const total = sums.net + sums.tax;
  return { net: sums.net, tax: sums.tax, total, payments: sums.payments, brought_forward: broughtForward, carried: broughtForward + total + sums.payments };
}

/** What an entry's type prints as on an invoice. */
export const ENTRY_KIND_WORDS: Record<EntryType, string> = {
  order_charge: "Order charge",
  order_adjustment: "Order adjustment",
  order_credit: "Order credit",
  reshipment_charge: "Reshipment",
  payment: "Payment",
  manual: "Manual entry",
};
