// The operator's finding filters (docs/operator-guide.md#finding-orders) turned into a store selection: shared by orders/list, its total_count,
// orders/export and the work-queue counts, so a console tile, its list and its export name the same orders.
import { utcDate } from "../domain/business-days.js";
import { Failure } from "../domain/errors.js";
import { parseUtcTimestamp } from "../domain/fields.js";
import { searchTerms } from "../domain/search-words.js";
import type { OrderStatus } from "../domain/status.js";
import type { OrderStock } from "../domain/stock.js";
import type { OrderQueue, OrderSelection, QueueFilter } from "../store/orders.js";
import type { ServiceContext } from "./context.js";

/** A pending print file untouched for this long is stuck (files_stuck). */
export const STUCK_AFTER_MINUTES = 15;

export interface FindingFilters {
  account_id?: string | undefined;
  status?: OrderStatus | undefined;
  external_ref?: string | undefined;
  created_after?: string | undefined;
  include_test?: boolean | undefined;
  include_drafts?: boolean | undefined;
  shipping_method?: string | undefined;
  late?: boolean | undefined;
  q?: string | undefined;
  received_after?: string | undefined;
  received_before?: string | undefined;
  sku?: string | undefined;
  stock?: OrderStock | undefined;
  queue?: OrderQueue | undefined;
  store_id?: string | undefined;
}

function timestamp(value: string | undefined, path: string): string | undefined {
  if (value === undefined) return undefined;
  const parsed = parseUtcTimestamp(value);
  if (parsed === undefined) throw Failure.of("invalid_timestamp", "must be an RFC 3339 date-time in UTC", path);
  return parsed;
}

/** The queue with the instants it compares against, as of now. */
export function queueFilter(ctx: ServiceContext, queue: OrderQueue): QueueFilter {
  const now = ctx.now();
  return { queue, nowIso: now.toISOString(), stuckBefore: new Date(now.getTime() - STUCK_AFTER_MINUTES * 60_000).toISOString(), today: utcDate(now) };
}

/** The selection the filters name; a timestamp that is not RFC 3339 UTC answers 400 invalid_timestamp at its field. */
export function orderSelection(ctx: ServiceContext, body: FindingFilters, includeTest: boolean): OrderSelection {
  const terms = body.q === undefined ? [] : searchTerms(body.q);
  return {
    accountId: body.account_id,
    status: body.status,
    externalRef: body.external_ref,
    createdAfter: timestamp(body.created_after, "created_after"),
    receivedAfter: timestamp(body.received_after, "received_after"),
    receivedBefore: timestamp(body.received_before, "received_before"),
    search: terms.length > 0 ? terms : undefined,
    sku: body.sku,
    stock: body.stock,
    includeTest,
    // Drafts wait for their caller, not the operator (docs/operator-guide.md#drafts): listed when asked for.
    includeDrafts: body.include_drafts === true || body.status === "draft",
    shippingMethod: body.shipping_method,
    lateBefore: body.late === true ? utcDate(ctx.now()) : undefined,
    queue: body.queue === undefined ? undefined : queueFilter(ctx, body.queue),
    storeId: body.store_id,
  };
}
