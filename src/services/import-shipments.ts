// Shipments imported from a carrier's or warehouse's CSV (docs/operator-guide.md#bulk-work): each row shipped through orders/ship's own code, or checked without writing (dry run).
import type { Actor } from "../domain/actors.js";
import { Failure, fieldError, type FieldError } from "../domain/errors.js";
import { shipRefusal, sandboxRefusal } from "../domain/production.js";
import { readShipmentCsv, skuParcel, type CheckedRow, type ShipmentCsvRow } from "../domain/shipment-csv.js";
import { MAX_IMPORT_CSV_BYTES, type ImportShipmentsBody, type ImportShipmentsData } from "../schemas/bulk.js";
import type { ShipBody } from "../schemas/lifecycle.js";
import { transaction } from "../store/database.js";
import * as orders from "../store/orders.js";
import * as shipments from "../store/shipments.js";
import { mapConcurrently } from "./concurrently.js";
import type { ServiceContext } from "./context.js";
import { changeOrder, changeOrderIn, type Change } from "./order-change.js";
import { stateOfChange } from "./order-state.js";
import { SHIPMENT_REFUSED, shipInChange, type ShipResult } from "./ship.js";
import { BULK_CONCURRENCY } from "./bulk-orders.js";

type RowResult = ImportShipmentsData["results"][number];

/** Refs per lookup query: far below every engine's limit on bound parameters. */
const LOOKUP_CHUNK = 1000;

/** A row whose order was found: the row, its shipment, and the order it ships. */
interface Planned {
  row: number;
  orderRef: string;
  shipment: ShipmentCsvRow;
}

/** Thrown inside a dry run's transaction so that nothing it wrote stays. */
class DryRunRollback extends Error {}

function refused(row: number, error: FieldError, orderRef?: string): RowResult {
  return { row, ok: false, ...(orderRef !== undefined ? { order_ref: orderRef } : {}), code: error.code, message: error.message };
}

async function inChunks<T, R>(items: readonly T[], read: (chunk: T[]) => Promise<R[]>): Promise<R[]> {
  const out: R[] = [];
  for (let i = 0; i < items.length; i += LOOKUP_CHUNK) out.push(...(await read(items.slice(i, i + LOOKUP_CHUNK))));
  return out;
}

/**
 * The order each row names: by order_ref as given; by external_ref within account_id, or, without one, the one
 * order of any account with that external_ref (ambiguous_external_ref when several accounts have it).
 */
async function resolveOrders(ctx: ServiceContext, rows: readonly (CheckedRow & { ok: true })[]): Promise<Map<number, string | FieldError>> {
  const externalRefs = [...new Set(rows.flatMap((r) => (r.shipment.external_ref !== undefined ? [r.shipment.external_ref] : [])))];
  const found = await inChunks(externalRefs, (chunk) => orders.ordersByExternalRefs(ctx.db, chunk));
  const byExternalRef = new Map<string, { order_ref: string; account_id: string }[]>();
  for (const order of found) {
    const list = byExternalRef.get(order.external_ref) ?? [];
    list.push(order);
    byExternalRef.set(order.external_ref, list);
  }
  const resolved = new Map<number, string | FieldError>();
  for (const { row, shipment } of rows) {
    if (shipment.order_ref !== undefined) {
      resolved.set(row, shipment.order_ref);
      continue;
    }
    const candidates = (byExternalRef.get(shipment.external_ref!) ?? []).filter((o) => shipment.account_id === undefined || o.account_id === shipment.account_id);
    if (candidates.length === 1) resolved.set(row, candidates[0]!.order_ref);
    else if (candidates.length === 0) resolved.set(row, fieldError("external_ref", "order_not_found", `no order with external_ref ${shipment.external_ref}${shipment.account_id ? ` in account ${shipment.account_id}` : ""}`));
    else resolved.set(row, fieldError("external_ref", "ambiguous_external_ref", `${candidates.length} accounts have an order with external_ref ${shipment.external_ref}: add an account_id column`));
  }
  return resolved;
}

/** The tracking numbers each order's shipments had before the import: a row repeating one is the same file again. */
async function trackingBefore(ctx: ServiceContext, orderRefs: readonly string[]): Promise<Set<string>> {
  const rows = await inChunks(orderRefs, (chunk) => shipments.shipmentsOfOrders(ctx.db, chunk));
  return new Set(rows.map((s) => `${s.order_ref}\u0000${s.tracking_number}`));
}

/** orders/ship on the order a change holds, for one row: its SKU's lines, or everything open. */
async function shipRow(change: Change, planned: Planned): Promise<ShipResult> {
  const { shipment } = planned;
  const body: ShipBody = {
    order_ref: planned.orderRef,
    carrier: shipment.carrier,
    tracking_number: shipment.tracking_number,
    ...(shipment.tracking_url !== undefined ? { tracking_url: shipment.tracking_url } : {}),
  };
  if (shipment.sku !== undefined) {
    // The order's own refusals come first, as orders/ship answers them, before the SKU is looked for.
    const state = await stateOfChange(change);
    const refusal = [...sandboxRefusal(state, "ship"), ...shipRefusal(state, false)];
    if (refusal.length > 0) change.refuse(refusal);
    const parcel = skuParcel(change.items, shipment.sku, shipment.quantity);
    if ("code" in parcel) change.refuse([parcel]);
    body.items = parcel;
  }
  return shipInChange(change, body);
}

function shipped(planned: Planned, result: ShipResult, dryRun: boolean): RowResult {
  return { row: planned.row, ok: true, order_ref: planned.orderRef, ...(dryRun ? {} : { shipment_ref: result.shipment_ref }), status: result.status };
}

function refusalOf(planned: Planned, error: unknown): RowResult {
  if (!(error instanceof Failure)) throw error;
  return refused(planned.row, error.errors[0] ?? fieldError("", "invalid", error.message), planned.orderRef);
}

/** The rows of one order, one after another, each its own transaction as orders/ship. */
async function shipOrderRows(ctx: ServiceContext, rows: readonly Planned[], actor: Actor): Promise<RowResult[]> {
  const results: RowResult[] = [];
  for (const planned of rows) {
    try {
      results.push(shipped(planned, await changeOrder(ctx, planned.orderRef, { actor }, SHIPMENT_REFUSED, (change) => shipRow(change, planned)), false));
    } catch (error) {
      results.push(refusalOf(planned, error));
    }
  }
  return results;
}

/** The rows of one order in one transaction that is rolled back: each row sees the ones before it, nothing stays. */
async function checkOrderRows(ctx: ServiceContext, rows: readonly Planned[], actor: Actor): Promise<RowResult[]> {
  const results: RowResult[] = [];
  try {
    await transaction(ctx.db, async (trx) => {
      for (const planned of rows) {
        try {
          results.push(shipped(planned, await changeOrderIn(trx, ctx, planned.orderRef, { actor }, SHIPMENT_REFUSED, (change) => shipRow(change, planned)), true));
        } catch (error) {
          results.push(refusalOf(planned, error));
        }
      }
      throw new DryRunRollback();
    });
  } catch (error) {
    if (!(error instanceof DryRunRollback)) throw error;
  }
  return results;
}

/**
 * Ships each row of the CSV (or, with dry_run, checks it). Rows of one order run in the file's order, so a second
 * row sees what the first shipped; orders run a few at a time. Each row is answered on its own: a refused row
 * ships nothing and stops no other.
 */
export async function importShipments(ctx: ServiceContext, body: ImportShipmentsBody, actor: Actor): Promise<ImportShipmentsData> {
  if (Buffer.byteLength(body.csv, "utf8") > MAX_IMPORT_CSV_BYTES) {
    throw Failure.invalid([fieldError("csv", "too_long", `the CSV must be at most ${MAX_IMPORT_CSV_BYTES} bytes (5 MiB) of UTF-8: split the file`)]);
  }
  const dryRun = body.dry_run === true;
  const checked = readShipmentCsv(body.csv);
  const valid = checked.filter((r): r is CheckedRow & { ok: true } => r.ok);
  const resolved = await resolveOrders(ctx, valid);
  const seenBefore = await trackingBefore(ctx, [...new Set([...resolved.values()].filter((v): v is string => typeof v === "string"))]);

  const results = new Map<number, RowResult>();
  const byOrder = new Map<string, Planned[]>();
  for (const checkedRow of checked) {
    if (!checkedRow.ok) {
      results.set(checkedRow.row, refused(checkedRow.row, checkedRow.error));
      continue;
    }
    const target = resolved.get(checkedRow.row)!;
    if (typeof target !== "string") {
      results.set(checkedRow.row, refused(checkedRow.row, target));
      continue;
    }
    if (seenBefore.has(`${target}\u0000${checkedRow.shipment.tracking_number}`)) {
      const message = `order ${target} already has a shipment with tracking number ${checkedRow.shipment.tracking_number} (was this file imported before?)`;
      results.set(checkedRow.row, refused(checkedRow.row, fieldError("tracking_number", "duplicate_tracking_number", message), target));
      continue;
    }
    const rows = byOrder.get(target) ?? [];
    rows.push({ row: checkedRow.row, orderRef: target, shipment: checkedRow.shipment });
    byOrder.set(target, rows);
  }
  const work = dryRun ? checkOrderRows : shipOrderRows;
  const perOrder = await mapConcurrently([...byOrder.values()], BULK_CONCURRENCY, (rows) => work(ctx, rows, actor));
  for (const result of perOrder.flat()) results.set(result.row, result);
  return { dry_run: dryRun, results: checked.map((r) => results.get(r.row)!) };
}
