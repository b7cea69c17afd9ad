// Prices per currency as rows the operator edits in major units (a currency and one amount per column), read back
// into the service's maps of minor units with every problem at its field.
import type { FieldError } from "./api.js";
import { checkCurrency, majorUnits, readAmount } from "./money.js";
import { Field } from "./ui.js";

export interface PriceRow {
  currency: string;
  amounts: string[];
}

export interface PriceColumn {
  label: string;
  /** Where the amount of `currency` goes in the request body, e.g. prices.USD or zones[0].prices.USD.first_item. */
  path: (currency: string) => string;
  /** An empty amount leaves the currency out of this column's map (blank prices), or is a problem (zone prices). */
  required: boolean;
}

/** Rows from the service's maps (minor units) for the form: one row per currency any column prices. */
export function rowsOf(maps: Record<string, number>[]): PriceRow[] {
  const currencies = [...new Set(maps.flatMap((m) => Object.keys(m)))];
  return currencies.map((currency) => ({ currency, amounts: maps.map((m) => (m[currency] === undefined ? "" : majorUnits(m[currency], currency))) }));
}

/** The rows as one map per column, or the problems at their fields; rows left wholly empty are ignored. */
export function readRows(rows: PriceRow[], columns: PriceColumn[], currencyPath: (currency: string) => string): { maps: Record<string, number>[]; errors: FieldError[] } {
  const maps: Record<string, number>[] = columns.map(() => ({}));
  const errors: FieldError[] = [];
  const seen = new Set<string>();
  for (const row of rows) {
    const currency = row.currency.trim();
    if (currency === "" && row.amounts.every((a) => a.trim() === "")) continue;
    const bad = checkCurrency(currency, currencyPath(currency));
    if (bad) {
      errors.push(bad);
      continue;
    }
    if (seen.has(currency)) {
      errors.push({ path: currencyPath(currency), code: "duplicate_currency", message: `${currency} is listed twice` });
      continue;
    }
    seen.add(currency);
    columns.forEach((column, i) => {
      const text = row.amounts[i]?.trim() ?? "";
      if (text === "") {
        if (column.required) errors.push({ path: column.path(currency), code: "required", message: "needs an amount" });
        return;
      }
      const amount = readAmount(text, currency, column.path(currency));
      if (typeof amount === "number") maps[i]![currency] = amount;
      else errors.push(amount);
    });
  }
  return { maps, errors };
}

const CURRENCY_CODES = ["invalid_currency", "duplicate_currency"];

export function PriceRows({
  legend,
  rows,
  columns,
  currencyPath,
  onRows,
  prefix = "",
}: {
  legend: string;
  /** Before every label, to tell apart several sets of rows on one page ("Zone 2: "). */
  prefix?: string;
  rows: PriceRow[];
  columns: PriceColumn[];
  /** Where a problem of the row's currency is reported (one path, or several: blank prices have two maps). */
  currencyPath: (currency: string) => string | readonly string[];
  onRows: (rows: PriceRow[]) => void;
}) {
  const set = (i: number, row: PriceRow) => onRows(rows.map((r, j) => (j === i ? row : r)));
  return (
    <fieldset class="prices">
      <legend>{legend}</legend>
      {rows.length === 0 && <p class="muted">No prices yet.</p>}
      {rows.map((row, i) => {
        const currency = row.currency.trim();
        return (
          <div class="price-row" key={i}>
            <Field
              class="currency"
              label={`${prefix}Currency ${i + 1}`}
              value={row.currency}
              onValue={(v) => set(i, { ...row, currency: v })}
              maxLength={3}
              placeholder="USD"
              path={currencyPath(currency)}
              codes={CURRENCY_CODES}
            />
            {columns.map((column, c) => (
              <Field
                key={column.label}
                label={`${prefix}${column.label} in ${currency || `currency ${i + 1}`}`}
                value={row.amounts[c] ?? ""}
                onValue={(v) => set(i, { ...row, amounts: row.amounts.map((a, k) => (k === c ? v : a)) })}
                placeholder="0.00"
                path={column.path(currency)}
                notCodes={CURRENCY_CODES}
              />
            ))}
            <button type="button" class="link" onClick={() => onRows(rows.filter((_, j) => j !== i))} aria-label={`${prefix}Remove currency ${i + 1}${currency ? ` (${currency})` : ""}`}>
              Remove
            </button>
          </div>
        );
      })}
      <button type="button" onClick={() => onRows([...rows, { currency: "", amounts: columns.map(() => "") }])}>
        Add a currency
      </button>
    </fieldset>
  );
}
