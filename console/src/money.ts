// Money in the console: amounts in major units with their currency by the service's own helpers (ISO 4217 data, not
// Intl), and the operator's typed amounts read back into minor units exactly.
import { formatMoney, isCurrency, majorUnits, parseMoney } from "../../src/domain/money.js";
import type { FieldError } from "./api.js";

export { isCurrency, majorUnits };

/** "12.50 USD", "1,250 JPY", "1.250 BHD"; a currency the data does not know shows its minor units as such. */
export function showMoney(value: { amount: number; currency: string }): string {
  return isCurrency(value.currency) ? formatMoney(value) : `${value.amount} ${value.currency} (minor units)`;
}

/** A price map ({ USD: 1250 }) as one line: "12.50 USD · 1,800 JPY". */
export function showPrices(prices: Record<string, number>): string {
  return Object.entries(prices)
    .map(([currency, amount]) => showMoney({ amount, currency }))
    .join(" · ");
}

/** A currency code as typed, checked as the service checks it, or the field error at `path`. */
export function checkCurrency(currency: string, path: string): FieldError | undefined {
  if (isCurrency(currency)) return undefined;
  return { path, code: "invalid_currency", message: `"${currency}" is not an ISO 4217 currency code (upper case, e.g. USD)` };
}

/** An amount typed in major units, as minor units, or the field error at `path` (the currency must be known). */
export function readAmount(text: string, currency: string, path: string): number | FieldError {
  const parsed = parseMoney(text, currency);
  return parsed.ok ? parsed.amount : { path, code: "invalid_amount", message: parsed.message };
}

/** A tax rate in basis points as a percentage: 1900 as "19 %", 550 as "5.5 %". */
export function percent(rateBp: number): string {
  return `${(rateBp / 100).toLocaleString("en", { maximumFractionDigits: 2 })} %`;
}
