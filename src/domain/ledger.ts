// The ledger's rules (docs/caller-guide.md#billing): entry types, the sign of an amount, and the entry each change of
// an order's money writes. Pure: the services decide with it, the store writes what it returns.
import type { Costs } from "./pricing.js";
import { money, zero, type Money } from "./money.js";

export const ENTRY_TYPES = ["order_charge", "order_adjustment", "order_credit", "reshipment_charge", "payment", "manual"] as const;
export type EntryType = (typeof ENTRY_TYPES)[number];

/**
 * One entry before it is written. The sign is what the account owes: a charge is positive, a payment or a credit
 * negative; the balance of a currency is the sum of its entries' amount + tax (positive: the account owes it).
 */
export interface LedgerEntry {
  type: EntryType;
  amount: Money;
  /** Same currency as amount, same sign rule. */
  tax: Money;
  order_ref: string | null;
  description: string;
}

/**
 * The tax of a charge of `costs`: 0 in its currency for now. The one place an entry's tax is computed; when order
 * costs carry their own tax (costs.tax, docs/caller-guide.md#billing), this returns it and every entry follows.
 */
export function taxOfCharge(costs: Costs): Money {
  return zero(costs.currency);
}

/** Whether an order's money reaches the ledger: priced (costs) and not a sandbox order, which is never charged. */
export function isBillable(order: { costs: Costs | null; test: boolean }): order is { costs: Costs; test: boolean } {
  return order.costs !== null && !order.test;
}

/** The charge of an order as received: its total. */
export function orderCharge(orderRef: string, costs: Costs): LedgerEntry {
  return { type: "order_charge", amount: costs.total, tax: taxOfCharge(costs), order_ref: orderRef, description: `Order ${orderRef}` };
}

/** Why an order's costs changed: fewer items (cancelled quantities) or another method or country. */
export type CostsChange = "cancel" | "reprice";

/**
 * The entry of a change of an order's costs: the difference of the totals (and of their tax), signed; a cancellation
 * is an order_credit, any other re-pricing an order_adjustment. None when nothing changed in money.
 */
export function costsChangeEntry(orderRef: string, previous: Costs, next: Costs, why: CostsChange): LedgerEntry | undefined {
  const amount = next.total.amount - previous.total.amount;
  const tax = taxOfCharge(next).amount - taxOfCharge(previous).amount;
  if (amount === 0 && tax === 0) return undefined;
  const cancel = why === "cancel";
  return {
    type: cancel ? "order_credit" : "order_adjustment",
    amount: money(amount, previous.currency),
    tax: money(tax, previous.currency),
    order_ref: orderRef,
    description: cancel ? `Cancelled items of order ${orderRef}` : `Order ${orderRef} re-priced (shipping)`,
  };
}

/** A reshipment the operator marks billable: its shipping at the order's method snapshot, for the parcel's items. */
export function reshipmentCharge(orderRef: string, shipmentRef: string, shipping: Money): LedgerEntry {
  return { type: "reshipment_charge", amount: shipping, tax: zero(shipping.currency), order_ref: orderRef, description: `Reshipment ${shipmentRef} of order ${orderRef}` };
}

/** Money the operator received: lowers what the account owes. */
export function paymentEntry(amount: Money, reference: string): LedgerEntry {
  return { type: "payment", amount: money(-amount.amount, amount.currency), tax: zero(amount.currency), order_ref: null, description: `Payment ${reference}` };
}

/** An operator's credit (negative) or debit (positive), with the reason as its description. */
export function manualEntry(amount: Money, reason: string): LedgerEntry {
  return { type: "manual", amount, tax: zero(amount.currency), order_ref: null, description: reason };
}
