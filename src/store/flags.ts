// Flags (yes/no columns): both engines keep them as 0/1 integers, the rest of the code sees booleans; the names and
// the two conversions, which each engine's connection applies (sqlite-driver.ts, postgres.ts) to every query.
import type { SelectType } from "kysely";
import type { Tables } from "./tables.js";

/** The columns tables.ts declares boolean, in any table. */
type TableFlag = { [T in keyof Tables]: { [C in keyof Tables[T]]-?: SelectType<Tables[T][C]> extends boolean ? C : never }[keyof Tables[T]] }[keyof Tables];

/** Every flag column by name (a name is a flag in each table that has it). */
export const TABLE_FLAGS = [
  "archived",
  "auto_release",
  "connected_stores",
  "disabled",
  "enabled",
  "is_default",
  "packing_slip_supported",
  "reshipment",
  "reverse_charge",
  "sandbox_auto_advance",
  "strict_addresses",
  "test",
  "track_stock",
] as const satisfies readonly TableFlag[];

// Fails to compile when tables.ts declares a boolean column that TABLE_FLAGS does not name (it would be read as 0/1).
type Unlisted = Exclude<TableFlag, (typeof TABLE_FLAGS)[number]>;
const everyFlagListed: [Unlisted] extends [never] ? true : { unlisted: Unlisted } = true;
void everyFlagListed;

/**
 * The names reads give flag columns under another name (`accounts.disabled as account_disabled`). A read that
 * renames a flag uses one of these (test/store/flags.test.ts finds every `.<flag> as <name>` in src/store/).
 */
const FLAG_ALIASES = ["account_disabled", "operator_disabled", "blank_packing_slip_supported", "blank_track_stock", "store_is_default", "store_archived"] as const;

/** Every name of a result column that holds a flag. */
export const FLAG_KEYS: ReadonlySet<string> = new Set<string>([...TABLE_FLAGS, ...FLAG_ALIASES]);

/**
 * The flag columns among a statement's result columns; undefined when it has none (most statements), so that
 * its rows are not looked at. SQLite asks once per prepared statement, PostgreSQL once per result.
 */
export function flagColumnsOf(names: Iterable<string>): readonly string[] | undefined {
  let found: string[] | undefined;
  for (const name of names) if (FLAG_KEYS.has(name)) (found ??= []).push(name);
  return found;
}

/** Makes the `columns` of each row booleans, in place (null stays null: a left join that found nothing). */
export function flagRows(rows: readonly Record<string, unknown>[], columns: readonly string[]): void {
  for (const row of rows) {
    for (const column of columns) {
      const value = row[column];
      // Both drivers give a number (PostgreSQL's integer, SQLite's); anything else but null is made one first.
      if (typeof value === "number") row[column] = value !== 0;
      else if (value !== null && value !== undefined && typeof value !== "boolean") row[column] = Number(value) !== 0;
    }
  }
}

/**
 * The parameters as the database takes them: a boolean as 1 or 0 (better-sqlite3 binds no boolean, PostgreSQL's
 * integer refuses 'true'). Answers the same array when it holds no boolean (most statements): nothing copied.
 */
export function flagParameters(parameters: readonly unknown[]): readonly unknown[] {
  let i = 0;
  while (i < parameters.length && typeof parameters[i] !== "boolean") i++;
  if (i === parameters.length) return parameters;
  return parameters.map((p) => (typeof p === "boolean" ? Number(p) : p));
}
