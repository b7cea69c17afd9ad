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
  // The package looks a code up by walking its whole list; a priced create asks several times per order.
  if (EXPONENTS.has(currency)) return EXPONENTS.get(currency);
  const record = iso4217(currency);
  const exponent = !record || record.countries.every((country) => country.startsWith("Zz")) ? undefined : record.digits;
  EXPONENTS.set(currency, exponent);
  return exponent;
}

/** Exponents looked up so far, unknown codes included (at most the 17,576 three-letter codes). */
const EXPONENTS = new Map<string, number | undefined>();

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

/** Thousands grouped with commas: "1,234,567". */
function grouped(digits: string): string {
  return digits.replace(/\B(?=(\d{3})+$)/g, ",");
}

/**
 * "12.50 USD", "1,250 JPY", "1.250 BHD": the amount in major units with every decimal of the currency, thousands
 * grouped, and the code after it (a code reads the same in every language; symbols like $ do not: CAD, AUD …).
 */
export function formatMoney(value: Money): string {
  const exponent = currencyExponent(value.currency);
  if (exponent === undefined) throw new Error(`unknown currency ${value.currency}`);
  const negative = value.amount < 0;
  const digits = String(Math.abs(value.amount)).padStart(exponent + 1, "0");
  const major = exponent === 0 ? grouped(digits) : `${grouped(digits.slice(0, -exponent))}.${digits.slice(-exponent)}`;
  return `${negative ? "-" : ""}${major} ${value.currency}`;
}

export type ParsedAmount = { ok: true; amount: number } | { ok: false; message: string };

/**
 * An amount typed in major units ("12.50", "1,200", "0.5") as whole minor units of `currency`, exactly (digits,
 * never floating point). A leading minus is kept, so whoever checks amounts refuses it with its own words; more
 * decimals than the currency has, or anything that is not a number, is refused here.
 */
export function parseMoney(text: string, currency: string): ParsedAmount {
  const exponent = currencyExponent(currency);
  if (exponent === undefined) return { ok: false, message: `"${currency}" is not an ISO 4217 currency code` };
  const match = /^(-?)(\d{1,3}(?:,\d{3})+|\d+)?(?:\.(\d*))?$/.exec(text.trim());
  if (!match || (match[2] === undefined && !match[3])) return { ok: false, message: "must be a number, e.g. 12.50" };
  const [, sign, whole = "0", fraction = ""] = match;
  if (fraction.length > exponent) {
    return { ok: false, message: exponent === 0 ? `${currency} has no decimals` : `${currency} has ${exponent} decimal${exponent === 1 ? "" : "s"} at most` };
  }
  const amount = Number(whole.replaceAll(",", "") + fraction.padEnd(exponent, "0"));
  if (!Number.isSafeInteger(amount)) return { ok: false, message: "is too large" };
  return { ok: true, amount: sign ? -amount : amount };
}

/** The minor units of `amount` as major units for an input: "12.50" for 1250 USD, "1250" for 1250 JPY (no grouping). */
export function majorUnits(amount: number, currency: string): string {
  return formatMoney({ amount, currency }).split(" ")[0]!.replaceAll(",", "");
}
