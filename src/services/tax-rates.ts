// Use cases of tax rates (docs/operator-guide.md#tax-rates-and-vat-ids): the operator sets and lists them; a quote
// reads the rate of its account (a create gets it with its first read, store/create-reads.ts).
import { Failure, fieldError, type FieldError } from "../domain/errors.js";
import { requireText } from "../domain/fields.js";
import { normalizeCountry } from "../domain/geo.js";
import { taxRateOf, type TaxRate, type TaxSubject } from "../domain/tax.js";
import type { SetTaxRateBody, TaxRatesData, TaxRateView } from "../schemas/tax.js";
import type { Db } from "../store/database.js";
import * as store from "../store/tax-rates.js";
import type { TaxRateRow } from "../store/tables.js";
import { nowIso, type ServiceContext } from "./context.js";

function rateView(row: TaxRateRow): TaxRateView {
  return { country: row.country, rate_bp: row.rate_bp, name: row.name, created_at: row.created_at, updated_at: row.updated_at };
}

/** Sets a country's rate (new or changed): orders priced before keep the rate they were sold at. */
export async function setTaxRate(ctx: ServiceContext, body: SetTaxRateBody): Promise<TaxRateView> {
  const errors: FieldError[] = [];
  const country = normalizeCountry(body.country);
  if (country === undefined) errors.push(fieldError("country", "invalid_country", `"${body.country}" is not an ISO 3166-1 alpha-2 country code`));
  requireText(errors, "name", body.name);
  if (country === undefined || errors.length > 0) throw Failure.invalid(errors);
  const now = nowIso(ctx);
  return rateView(await store.upsertRate(ctx.db, { country, rate_bp: body.rate_bp, name: body.name.trim(), created_at: now, updated_at: now }));
}

export async function listTaxRates(ctx: ServiceContext): Promise<TaxRatesData> {
  return { tax_rates: (await store.listRates(ctx.db)).map(rateView) };
}

/** The rate an account's order is taxed at now: one read of its billing country's rate, none without a country. */
export async function accountTaxRate(db: Db, account: TaxSubject, companyCountry: string | null): Promise<TaxRate> {
  const rate = account.billing_country === null ? undefined : await store.findRate(db, account.billing_country);
  return taxRateOf(account, rate, companyCountry);
}
