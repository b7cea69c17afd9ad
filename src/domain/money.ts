// Money as an integer count of the currency's minor unit with its ISO 4217 code; exponents from ISO 4217 data, never Intl.
import { code as iso4217 } from "currency-codes";

export interface Money {
  /** Minor units (cents for USD, yen for JPY, fils for BHD): an integer, never a float. */
  amount: number;
  /** ISO 4217 alphabetic code, upper case. */
  currency: string;
}

/** Largest amount accepted anywhere: well inside the integers a double holds exactly, even after sums. */
export const MAX_AMOUNT = 1_000_000_000;

const CURRENCY = /^[A-Z]{3}$/;

/**
 * The currency's minor-unit exponent from ISO 4217 (JPY 0, USD 2, BHD 3, HUF 2), or undefined for a code that is
 * not a currency: unknown codes, lower case, and the ISO entries for funds, metals and testing (XAU, XXX, XTS …),
 * which the list files under pseudo-countries and nothing is priced in.
 */
export function currencyExponent(currency: string): number | undefined {
  if (!CURRENCY.test(currency)) return undefined;
  const record = iso4217(currency);
  if (!record || record.countries.every((country) => country.startsWith("Zz"))) return undefined;
  return record.digits;
}

export function isCurrency(currency: string): boolean {
  return currencyExponent(currency) !== undefined;
}

/** A valid amount: a non-negative integer no larger than MAX_AMOUNT. */
export function isAmount(amount: number): boolean {
  return Number.isSafeInteger(amount) && amount >= 0 && amount <= MAX_AMOUNT;
}

export function money(amount: number, currency: string): Money {
  return { amount, currency };
}

export function zero(currency: string): Money {
  return { amount: 0, currency };
}

function sameCurrency(a: Money, b: Money): void {
  if (a.currency !== b.currency) throw new Error(`cannot combine ${a.currency} with ${b.currency}`);
}

export function add(a: Money, b: Money): Money {
  sameCurrency(a, b);
  return { amount: a.amount + b.amount, currency: a.currency };
}

/** The amount times a whole number (a unit price times a quantity). */
export function times(a: Money, factor: number): Money {
  if (!Number.isSafeInteger(factor) || factor < 0) throw new Error(`cannot multiply money by ${factor}`);
  return { amount: a.amount * factor, currency: a.currency };
}

export function sum(currency: string, amounts: readonly Money[]): Money {
  return amounts.reduce(add, zero(currency));
}

/** "12.50 USD", "1250 JPY", "1.250 BHD": the amount in major units, all of the currency's decimals, and the code. */
export function formatMoney(value: Money): string {
  const exponent = currencyExponent(value.currency);
  if (exponent === undefined) throw new Error(`unknown currency ${value.currency}`);
  const negative = value.amount < 0;
  const digits = String(Math.abs(value.amount)).padStart(exponent + 1, "0");
  const major = exponent === 0 ? digits : `${digits.slice(0, -exponent)}.${digits.slice(-exponent)}`;
  return `${negative ? "-" : ""}${major} ${value.currency}`;
}
