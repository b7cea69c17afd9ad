// The operator's tax rates, one per country (docs/operator-guide.md#tax-rates-and-vat-ids).
import type { Db } from "./database.js";
import type { TaxRateRow } from "./tables.js";

/** Sets a country's rate: a new row, or the existing one changed (its created_at kept). Returns the row as it now is. */
export async function upsertRate(db: Db, rate: TaxRateRow): Promise<TaxRateRow> {
  return db
    .insertInto("tax_rates")
    .values(rate)
    .onConflict((oc) => oc.column("country").doUpdateSet({ rate_bp: rate.rate_bp, name: rate.name, updated_at: rate.updated_at }))
    .returningAll()
    .executeTakeFirstOrThrow();
}

export async function listRates(db: Db): Promise<TaxRateRow[]> {
  return db.selectFrom("tax_rates").selectAll().orderBy("country", "asc").execute();
}

export async function findRate(db: Db, country: string): Promise<TaxRateRow | undefined> {
  return db.selectFrom("tax_rates").selectAll().where("country", "=", country).executeTakeFirst();
}
