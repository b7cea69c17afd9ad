// orders/export: the orders a filter names as CSV, a keyset page at a time, so an export of any size holds one page
// in memory and the response is written while it is read (docs/operator-guide.md#export).
import { BYTE_ORDER_MARK, csvRow, type CsvValue } from "../domain/csv.js";
import { lineStatus } from "../domain/line-status.js";
import { majorUnits } from "../domain/money.js";
import * as accounts from "../store/accounts.js";
import * as orders from "../store/orders.js";
import * as shipments from "../store/shipments.js";
import type { ServiceContext } from "./context.js";
import { orderSelection, type FindingFilters } from "./find-orders.js";

/** Orders read per page: big enough that the round trips do not dominate, small enough to stay a few MB. */
const PAGE = 500;

/**
 * A chunk is handed to the response once its text reaches this many characters (or its page ends). A page's text
 * (~135 KB) as one string was past V8's large-object size (128 KiB): such a string is moved to the old generation
 * the first time a minor collection finds it alive, and stays there until a major one (docs/performance.md#export).
 */
const CHUNK_CHARS = 32 * 1024;

/** Records gathered into chunks of about CHUNK_CHARS. */
class Chunks {
  readonly #parts: string[] = [];
  #text = "";

  add(record: string): void {
    this.#text += record;
    if (this.#text.length >= CHUNK_CHARS) {
      this.#parts.push(this.#text);
      this.#text = "";
    }
  }

  done(): string[] {
    if (this.#text !== "") this.#parts.push(this.#text);
    return this.#parts;
  }
}

function groupBy<T>(rows: readonly T[], key: (row: T) => string): Map<string, T[]> {
  const groups = new Map<string, T[]>();
  for (const row of rows) {
    const group = groups.get(key(row));
    if (group) group.push(row);
    else groups.set(key(row), [row]);
  }
  return groups;
}

export type ExportRows = "lines" | "shipments";

/** The columns every row starts with: the order. */
const ORDER_HEADER = [
  "order_ref",
  "external_ref",
  "account_id",
  "account_name",
  "store_id",
  "test",
  "status",
  "received_at",
  "ship_by",
  "shipping_method",
  "order_total",
  "currency",
  "shipping_name",
  "shipping_phone",
  "shipping_address_1",
  "shipping_address_2",
  "shipping_city",
  "shipping_state",
  "shipping_zip",
  "shipping_country",
] as const;
const LINE_HEADER = ["item_ref", "sku", "quantity", "cancelled_quantity", "shipped_quantity", "line_status"] as const;
const SHIPMENT_HEADER = ["shipment_ref", "carrier", "tracking_number", "tracking_url", "shipped_at", "shipment_status", "reshipment", "items"] as const;

/** The header of an export, in the order of its columns. */
export function exportHeader(rows: ExportRows): readonly string[] {
  return [...ORDER_HEADER, ...(rows === "lines" ? LINE_HEADER : SHIPMENT_HEADER)];
}

/**
 * The order's cells of a row. Its total (and currency) only on the order's first row, empty on the others: a sum of
 * the column is then the orders' total, not that times their rows.
 */
function orderCells(order: orders.ExportOrderRow, accountName: string | undefined, first: boolean): CsvValue[] {
  const total = first ? order.costs : null;
  return [
    order.order_ref,
    order.external_ref,
    order.account_id,
    accountName ?? null,
    order.store_id,
    order.test,
    order.status,
    order.received_at,
    order.ship_by,
    order.shipping_method_code,
    total ? majorUnits(total.total.amount, total.total.currency) : null,
    total?.currency ?? null,
    order.shipping_name,
    order.shipping_phone,
    order.shipping_address_1,
    order.shipping_address_2,
    order.shipping_city,
    order.shipping_state,
    order.shipping_zip,
    order.shipping_country,
  ];
}

/** The names of the page's accounts: one read a page, so memory stays a page's whatever the export's size. */
function namesOf(ctx: ServiceContext, page: readonly orders.ExportOrderRow[]): Promise<Map<string, string>> {
  return accounts.accountNames(ctx.db, page.map((o) => o.account_id));
}

async function lineRows(ctx: ServiceContext, page: readonly orders.ExportOrderRow[]): Promise<string[]> {
  const [items, names] = await Promise.all([orders.exportLines(ctx.db, page.map((o) => o.order_ref)), namesOf(ctx, page)]);
  const byOrder = groupBy(items, (item) => item.order_ref);
  const chunks = new Chunks();
  for (const order of page) {
    (byOrder.get(order.order_ref) ?? []).forEach((item, i) => {
      const head = orderCells(order, names.get(order.account_id), i === 0);
      chunks.add(csvRow([...head, item.item_ref, item.sku, item.quantity, item.cancelled_quantity, item.shipped_quantity, lineStatus(item)]));
    });
  }
  return chunks.done();
}

async function shipmentRows(ctx: ServiceContext, page: readonly orders.ExportOrderRow[]): Promise<string[]> {
  const refs = page.map((o) => o.order_ref);
  const [sent, items, names] = await Promise.all([shipments.shipmentsOfOrders(ctx.db, refs), orders.exportLines(ctx.db, refs), namesOf(ctx, page)]);
  const skus = new Map(items.map((item) => [item.item_ref, item.sku]));
  const carried = groupBy(await shipments.shipmentItems(ctx.db, sent.map((s) => s.shipment_ref)), (row) => row.shipment_ref);
  const byOrder = groupBy(sent, (s) => s.order_ref);
  const chunks = new Chunks();
  for (const order of page) {
    (byOrder.get(order.order_ref) ?? []).forEach((s, i) => {
      const head = orderCells(order, names.get(order.account_id), i === 0);
      // "SKU x quantity" per line carried, separated by "; ": one cell a spreadsheet shows whole.
      const what = (carried.get(s.shipment_ref) ?? []).map((row) => `${skus.get(row.item_ref) ?? row.item_ref} x ${row.quantity}`).join("; ");
      chunks.add(csvRow([...head, s.shipment_ref, s.carrier, s.tracking_number, s.tracking_url, s.shipped_at, s.status, s.reshipment, what]));
    });
  }
  return chunks.done();
}

/** A page of the export as text, and where the next page starts (undefined: this was the last). */
async function exportPage(ctx: ServiceContext, selection: orders.OrderSelection, rows: ExportRows, before: string | undefined): Promise<{ chunks: string[]; next: string | undefined }> {
  const page = await orders.exportOrdersPage(ctx.db, selection, before, PAGE);
  const chunks = rows === "lines" ? await lineRows(ctx, page) : await shipmentRows(ctx, page);
  return { chunks, next: page.length < PAGE ? undefined : page[page.length - 1]!.order_ref };
}

/**
 * The export as CSV text in chunks: the header, then a chunk per page of orders, newest first. The filters are
 * checked before the first chunk (a bad one is a 400, not a broken download). Each page is read on its own: an
 * order that changes during a long export shows as the page read it; orders created after it started are left out.
 */
export function exportOrders(ctx: ServiceContext, body: FindingFilters & { rows?: ExportRows | undefined }): AsyncIterable<string> {
  const selection = orderSelection(ctx, body, body.include_test === true);
  const rows = body.rows ?? "lines";
  return (async function* () {
    yield BYTE_ORDER_MARK + csvRow(exportHeader(rows));
    let before: string | undefined;
    do {
      // The page's rows are gone by the first yield: while the response drains, only its text is held.
      const page = await exportPage(ctx, selection, rows, before);
      for (const chunk of page.chunks) yield chunk;
      before = page.next;
    } while (before !== undefined);
  })();
}
