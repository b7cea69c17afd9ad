// Tax of an order (docs/operator-guide.md#tax-rates-and-vat-ids): the rate of the account's billing country, reverse
// charge between businesses of two EU member states, rounding half away from zero once per order; VAT ids checked
// offline (format and checksum per country, jsvat-next).
import { createRequire } from "node:module";
import { money, type Money } from "./money.js";

// Loaded with require: the package's CommonJS build is minified, so Node's import finds no named exports in it, and
// bundlers (vitest) pick its ES build, which has no default export; require reads the same build everywhere.
const jsvat = createRequire(import.meta.url)("jsvat-next") as typeof import("jsvat-next");

/** The 27 EU member states by ISO 3166-1 code (Greece is GR here; its VAT ids start EL). */
export const EU_COUNTRIES: ReadonlySet<string> = new Set(
  "AT BE BG CY CZ DE DK EE ES FI FR GR HR HU IE IT LT LU LV MT NL PL PT RO SE SI SK".split(" "),
);

/** Basis points: 1900 = 19 %. */
export const MAX_RATE_BP = 10_000;

/** The rate an order was sold at: kept in its costs, so later rate changes never reach it. */
export interface TaxRate {
  /** The account's billing country when the order was priced; null: none (no tax). */
  country: string | null;
  /** Basis points of the order's total (1900 = 19 %); 0 without a rate, and under reverse charge. */
  rate_bp: number;
  /** The rate's name as the operator set it (e.g. "VAT"); null when no rate applied. */
  name: string | null;
  /** true: the buyer accounts for the VAT (an EU business in another member state than the company's); rate 0. */
  reverse_charge: boolean;
}

/** What an order of an account is taxed at. */
export interface TaxSubject {
  billing_country: string | null;
  vat_id: string | null;
}

/** The operator's rate of a country, as set with tax-rates/set. */
export interface CountryRate {
  rate_bp: number;
  name: string;
}

/** No tax: what orders priced before tax existed, and accounts without a billing country, read as. */
export const NO_TAX: TaxRate = { country: null, rate_bp: 0, name: null, reverse_charge: false };

/**
 * The rate an account's order is taxed at: its billing country's rate (none: 0), or reverse charge when the account
 * has a VAT id of an EU member state other than `companyCountry` (the operator's COMPANY_COUNTRY).
 */
export function taxRateOf(account: TaxSubject, rate: CountryRate | undefined, companyCountry: string | null): TaxRate {
  const country = account.billing_country;
  if (country === null) return NO_TAX;
  if (account.vat_id !== null && EU_COUNTRIES.has(country) && country !== companyCountry) {
    return { country, rate_bp: 0, name: rate?.name ?? null, reverse_charge: true };
  }
  return { country, rate_bp: rate?.rate_bp ?? 0, name: rate?.name ?? null, reverse_charge: false };
}

/** `amount × rate_bp / 10000` rounded half away from zero to the minor unit, in integers (no float rounding). */
export function taxAmount(amount: number, rateBp: number): number {
  const product = Math.abs(amount) * rateBp;
  const whole = Math.floor(product / MAX_RATE_BP);
  const rounded = (product % MAX_RATE_BP) * 2 >= MAX_RATE_BP ? whole + 1 : whole;
  // Never -0: it would print and compare as a negative tax.
  return amount < 0 && rounded !== 0 ? -rounded : rounded;
}

/** The tax of a total at a rate, and the total with it: once per order, on its whole total. */
export function taxOn(total: Money, rate: TaxRate): { tax: Money; total_with_tax: Money } {
  const tax = taxAmount(total.amount, rate.rate_bp);
  return { tax: money(tax, total.currency), total_with_tax: money(total.amount + tax, total.currency) };
}

/** A VAT id without spaces, dots and dashes, upper case: what is checked and kept. */
export function normalVatId(vatId: string): string {
  return vatId.replace(/[\s.-]/g, "").toUpperCase();
}

/**
 * Why `vatId` (normalized) is not a valid VAT id of `country`, or undefined when it is: format and checksum of its
 * country's rules, and its country (EL: GR) the account's billing country.
 */
export function vatIdProblem(vatId: string, country: string | null): string | undefined {
  if (country === null) return "set billing_country: a VAT id is checked against the account's billing country";
  const result = jsvat.checkVAT(vatId, jsvat.countries);
  if (!result.isValidFormat || !result.isValid || !result.country) return `"${vatId}" is not a valid VAT id (its country's format and check digits)`;
  // The id's country as ISO 3166-1: GR for Greece's EL prefix, GB for Northern Ireland's XI.
  const idCountry = result.country.isoCode.short;
  if (idCountry !== country) return `"${vatId}" is a VAT id of ${idCountry}, not of the billing country ${country}`;
  return undefined;
}

/** What an invoice prints of a rate ("VAT 19 %", "TVA réduite 5.5 %"); null under reverse charge or without a rate. */
export function taxLabel(rate: TaxRate): string | null {
  if (rate.reverse_charge || rate.name === null) return null;
  return `${rate.name} ${rate.rate_bp / 100} %`;
}
