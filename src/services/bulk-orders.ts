// Bulk work on orders (docs/operator-guide.md#bulk-work): one status change or cancel for many orders, named or selected by the orders/list filter, each order on its own.
import type { Actor } from "../domain/actors.js";
import { Failure, fieldError, type FieldError } from "../domain/errors.js";
import type { OrderStatus } from "../domain/status.js";
import { MAX_BULK_SELECTION, type BulkOrdersBody, type BulkOrdersData, type OrdersFilter } from "../schemas/bulk.js";
import { mapConcurrently } from "./concurrently.js";
import type { ServiceContext } from "./context.js";
import { selectAnyOrders } from "./read-orders.js";
import { transition } from "./transition.js";

/**
 * Orders changed at once. Each is its own transaction (one refusal never undoes another's change); on SQLite the
 * ones in flight together share a commit, which is what makes 500 orders take about a second instead of several.
 */
export const BULK_CONCURRENCY = 8;

type BulkResult = BulkOrdersData["results"][number];

/** The request's own rules, before any order is touched: which orders, and what to do to them. */
function requestErrors(body: BulkOrdersBody): FieldError[] {
  const errors: FieldError[] = [];
  if (body.order_refs === undefined && body.filter === undefined) errors.push(fieldError("order_refs", "required", "send order_refs or filter"));
  if (body.order_refs !== undefined && body.filter !== undefined) errors.push(fieldError("filter", "invalid", "send only one of order_refs and filter"));
  if (body.action === "transition" && body.status === undefined) errors.push(fieldError("status", "required", "say which status the orders go to"));
  if (body.action === "cancel" && body.status !== undefined && body.status !== "cancelled") {
    errors.push(fieldError("status", "invalid", "cancel moves every order to cancelled: send no status, or use action transition"));
  }
  if (body.force === true && body.reason === undefined) errors.push(fieldError("reason", "required", "say why when force is true; the reason is recorded in each order's event"));
  return errors;
}

/** A failure of the filter's own fields, with paths under filter (filter.created_after). */
function underFilter(failure: Failure): Failure {
  if (failure.status !== 400) return failure;
  return Failure.invalid(failure.errors.map((e) => fieldError(e.path === "" ? "filter" : `filter.${e.path}`, e.code, e.message)));
}

/** The refs of the orders the filter selects, newest first; 400 selection_too_large past MAX_BULK_SELECTION. */
async function selected(ctx: ServiceContext, filter: OrdersFilter): Promise<string[]> {
  let rows;
  try {
    rows = await selectAnyOrders(ctx, filter, MAX_BULK_SELECTION);
  } catch (error) {
    throw error instanceof Failure ? underFilter(error) : error;
  }
  if (rows === undefined) {
    throw Failure.of(
      "selection_too_large",
      `the filter selects more than ${MAX_BULK_SELECTION} orders: narrow it (status, account_id, created_after…) or work through it in parts`,
      "filter",
    );
  }
  return rows.map((r) => r.order_ref);
}

/** What orders/transition answered for one order, as a result. */
async function changeOne(ctx: ServiceContext, orderRef: string, status: OrderStatus, body: BulkOrdersBody, actor: Actor): Promise<BulkResult> {
  try {
    const changed = await transition(ctx, {
      order_ref: orderRef,
      status,
      ...(body.reason !== undefined ? { reason: body.reason } : {}),
      ...(body.force !== undefined ? { force: body.force } : {}),
    }, actor);
    return { order_ref: orderRef, ok: true, status: changed.status };
  } catch (error) {
    if (!(error instanceof Failure)) throw error;
    const first = error.errors[0];
    return { order_ref: orderRef, ok: false, code: first?.code ?? "invalid", message: first?.message ?? error.message };
  }
}

/**
 * Changes each order through orders/transition (cancel: to cancelled). Refusals are results, not failures; a fault
 * of the database itself (503) ends the request, and the orders changed before it stay changed: running the same
 * request again is safe, as those now answer invalid_transition.
 */
export async function bulkOrders(ctx: ServiceContext, body: BulkOrdersBody, actor: Actor): Promise<BulkOrdersData> {
  const invalid = requestErrors(body);
  if (invalid.length > 0) throw Failure.invalid(invalid);
  const status: OrderStatus = body.action === "cancel" ? "cancelled" : body.status!;
  const refs = body.order_refs !== undefined ? [...new Set(body.order_refs)] : await selected(ctx, body.filter!);
  return { results: await mapConcurrently(refs, BULK_CONCURRENCY, (ref) => changeOne(ctx, ref, status, body, actor)) };
}
