// Reading a shipment import's CSV (RFC 4180, by csv-parse): the header's columns and each row checked as orders/ship checks its fields.
import { parse } from "csv-parse/sync";
import { Failure, fieldError, type FieldError } from "./errors.js";
import { isHttpUrl } from "./fields.js";
import { remaining, type LineQuantities } from "./quantities.js";

export const SHIPMENT_CSV_COLUMNS = ["order_ref", "external_ref", "account_id", "carrier", "tracking_number", "tracking_url", "sku", "quantity"] as const;
export type ShipmentCsvColumn = (typeof SHIPMENT_CSV_COLUMNS)[number];

/** One row's shipment, its fields as orders/ship takes them; exactly one of order_ref and external_ref. */
export interface ShipmentCsvRow {
  order_ref?: string;
  external_ref?: string;
  /** With external_ref: whose order (an external_ref is unique within one account only). */
  account_id?: string;
  carrier: string;
  tracking_number: string;
  tracking_url?: string;
  /** Ship of this SKU's lines only: `quantity` of it, or all that is open of it. */
  sku?: string;
  quantity?: number;
}

/** `row`: the line the row starts on, the header being line 1. */
export type CheckedRow = { row: number; ok: true; shipment: ShipmentCsvRow } | { row: number; ok: false; error: FieldError };

/** The longest value of each column (as orders/ship's schema allows), and the quantity's range. */
const MAX_LENGTH: Record<ShipmentCsvColumn, number> = {
  order_ref: 100,
  external_ref: 100,
  account_id: 100,
  carrier: 100,
  tracking_number: 100,
  tracking_url: 2048,
  sku: 64,
  quantity: 4,
};
const MAX_QUANTITY = 1000;

function headerFailure(message: string): Failure {
  return Failure.of("invalid_csv_header", message, "csv");
}

/** The columns the header names, in its order; 400 invalid_csv_header when they are not a shipment's. */
function columnsOf(header: readonly string[]): ShipmentCsvColumn[] {
  const names = header.map((name) => name.trim().toLowerCase());
  if (names.length === 1 && names[0] === "") throw headerFailure("the first row must name the columns (order_ref or external_ref, carrier, tracking_number, …)");
  const known = new Set<string>(SHIPMENT_CSV_COLUMNS);
  const unknown = names.filter((name) => !known.has(name));
  if (unknown.length > 0) throw headerFailure(`unknown column ${unknown.map((n) => JSON.stringify(n)).join(", ")}: the columns are ${SHIPMENT_CSV_COLUMNS.join(", ")}`);
  const twice = names.filter((name, i) => names.indexOf(name) !== i);
  if (twice.length > 0) throw headerFailure(`column ${twice[0]} is named twice`);
  const missing = (["carrier", "tracking_number"] as const).filter((name) => !names.includes(name));
  if (missing.length > 0) throw headerFailure(`the header lacks ${missing.join(" and ")}`);
  if (!names.includes("order_ref") && !names.includes("external_ref")) throw headerFailure("the header needs an order_ref or an external_ref column");
  if (names.includes("account_id") && !names.includes("external_ref")) throw headerFailure("account_id says whose external_ref a row names: it needs an external_ref column");
  if (names.includes("quantity") && !names.includes("sku")) throw headerFailure("quantity is a quantity of a SKU: it needs a sku column");
  return names as ShipmentCsvColumn[];
}

/** The row's fields as a shipment, or the first problem with them (its path the column's name). */
function checkRow(columns: readonly ShipmentCsvColumn[], record: readonly string[]): ShipmentCsvRow | FieldError {
  if (record.length !== columns.length) {
    return fieldError("", "invalid_csv_row", `the row has ${record.length} field${record.length === 1 ? "" : "s"}, the header ${columns.length}`);
  }
  const value: Partial<Record<ShipmentCsvColumn, string>> = {};
  for (const [i, column] of columns.entries()) {
    const text = record[i]!.trim();
    if (text === "") continue;
    if (text.length > MAX_LENGTH[column]) return fieldError(column, "too_long", `${column} must be at most ${MAX_LENGTH[column]} characters`);
    value[column] = text;
  }
  if (value.order_ref === undefined && value.external_ref === undefined) return fieldError("order_ref", "required", "the row names no order: fill order_ref or external_ref");
  if (value.order_ref !== undefined && value.external_ref !== undefined) return fieldError("external_ref", "invalid", "fill only one of order_ref and external_ref");
  if (value.carrier === undefined) return fieldError("carrier", "required", "carrier is required");
  if (value.tracking_number === undefined) return fieldError("tracking_number", "required", "tracking_number is required");
  if (value.tracking_url !== undefined && !isHttpUrl(value.tracking_url)) return fieldError("tracking_url", "invalid_url", "tracking_url must be an absolute http(s) URL");
  let quantity: number | undefined;
  if (value.quantity !== undefined) {
    if (!/^\d+$/.test(value.quantity)) return fieldError("quantity", "invalid_type", "quantity must be a whole number");
    quantity = Number(value.quantity);
    if (quantity < 1 || quantity > MAX_QUANTITY) return fieldError("quantity", "out_of_range", `quantity must be 1–${MAX_QUANTITY}`);
    if (value.sku === undefined) return fieldError("sku", "required", "a quantity is a quantity of a SKU: fill sku too");
  }
  const { quantity: _text, ...fields } = value;
  return { ...fields, carrier: value.carrier, tracking_number: value.tracking_number, ...(quantity !== undefined ? { quantity } : {}) };
}

/**
 * The rows of a shipment import, each checked on its own (blank lines skipped). The whole text is refused (400)
 * when it is not CSV (invalid_csv, naming the line) or its header is not a shipment's (invalid_csv_header).
 */
export function readShipmentCsv(text: string): CheckedRow[] {
  let records: { record: string[]; info: { lines: number } }[];
  try {
    records = parse(text, { bom: true, info: true, relax_column_count: true, record_delimiter: ["\r\n", "\n", "\r"], skip_empty_lines: false }) as unknown as typeof records;
  } catch (error) {
    // csv-parse's message names the problem and its line ("Quote Not Closed: … at line 2").
    throw Failure.of("invalid_csv", `the text is not CSV: ${(error as Error).message}`, "csv");
  }
  const [header, ...rows] = records;
  if (header === undefined) throw headerFailure("the first row must name the columns (order_ref or external_ref, carrier, tracking_number, …)");
  const columns = columnsOf(header.record);
  const checked: CheckedRow[] = [];
  let endOfPrevious = header.info.lines;
  for (const { record, info } of rows) {
    // A record's first line: the one after the previous record's last (a quoted field may span lines).
    const row = endOfPrevious + 1;
    endOfPrevious = info.lines;
    if (record.length === 1 && record[0]!.trim() === "") continue;
    const result = checkRow(columns, record);
    checked.push("code" in result ? { row, ok: false, error: result } : { row, ok: true, shipment: result });
  }
  return checked;
}

/**
 * The parcel of a row with a SKU: `quantity` of the order's lines of that SKU (filled in line order), or all that
 * is open of them; the refusal orders/ship would give otherwise (item_not_found, quantity_exceeds_remaining).
 */
export function skuParcel(lines: readonly (LineQuantities & { sku: string })[], sku: string, quantity: number | undefined): { item_ref: string; quantity: number }[] | FieldError {
  const ofSku = lines.filter((line) => line.sku === sku);
  if (ofSku.length === 0) return fieldError("sku", "item_not_found", `the order has no line with SKU ${sku}`);
  const open = ofSku.reduce((sum, line) => sum + remaining(line), 0);
  const wanted = quantity ?? open;
  if (wanted === 0 || wanted > open) return fieldError("quantity", "quantity_exceeds_remaining", `only ${open} of SKU ${sku} remain to ship`);
  const parcel: { item_ref: string; quantity: number }[] = [];
  let left = wanted;
  for (const line of ofSku) {
    const take = Math.min(left, remaining(line));
    if (take > 0) parcel.push({ item_ref: line.item_ref, quantity: take });
    left -= take;
  }
  return parcel;
}
