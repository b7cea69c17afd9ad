// The operator's reads behind the console's overview and detail screens: counts by status, an order's events and deliveries, an account's tokens.
import { Failure } from "../domain/errors.js";
import { ORDER_STATUSES } from "../domain/status.js";
import { WAITING_STATUSES, type AdminOrderEventsBody, type ListTokensBody, type OrderCountsBody, type OrderCountsData, type OrderDeliveriesBody } from "../schemas/operator-reads.js";
import { findAccount } from "../store/accounts.js";
import { countLate, countSelected, oldestReceived, type OrderQueue } from "../store/orders.js";
import { queueFilter } from "./find-orders.js";
import { utcDate } from "../domain/business-days.js";
import * as reads from "../store/operator-reads.js";
import { attemptsOf } from "../store/webhooks.js";
import type { ServiceContext } from "./context.js";
import { decodeCursor, DEFAULT_LIMIT, page } from "./cursor.js";
import { operatorEventHistory } from "./order-events.js";
import { findOrderRow } from "./read-orders.js";
import { deliveryView } from "./webhooks.js";
import { accountTokenView } from "./tokens.js";

export async function countOrders(ctx: ServiceContext, body: OrderCountsBody): Promise<OrderCountsData> {
  const includeTest = body.include_test === true;
  const includeDrafts = body.include_drafts === true;
  const base = { accountId: body.account_id, includeTest, includeDrafts };
  const inQueue = (queue: OrderQueue) => countSelected(ctx.db, { ...base, queue: queueFilter(ctx, queue) });
  const [counted, late, ready, stuck, forced, exceptions, backordered, oldest] = await Promise.all([
    reads.countOrdersByStatus(ctx.db, body.account_id, includeTest, includeDrafts),
    countLate(ctx.db, body.account_id, includeTest, utcDate(ctx.now())),
    inQueue("ready_to_produce"),
    inQueue("files_stuck"),
    inQueue("forced_unready"),
    inQueue("shipment_exceptions"),
    inQueue("backordered"),
    oldestReceived(ctx.db, WAITING_STATUSES, base),
  ]);
  const counts = Object.fromEntries(ORDER_STATUSES.map((status) => [status, counted.get(status) ?? 0])) as OrderCountsData["counts"];
  const nowMs = ctx.now().getTime();
  const oldest_waiting_minutes = Object.fromEntries(
    WAITING_STATUSES.map((status) => {
      const since = oldest.get(status);
      return [status, since === undefined ? null : Math.max(0, Math.floor((nowMs - Date.parse(since)) / 60_000))];
    }),
  ) as OrderCountsData["oldest_waiting_minutes"];
  return {
    counts,
    total: ORDER_STATUSES.reduce((sum, status) => sum + counts[status], 0),
    late,
    ready_to_produce: ready,
    files_stuck: stuck,
    forced_unready: forced,
    shipment_exceptions: exceptions,
    backordered,
    oldest_waiting_minutes,
  };
}

/** Any account's order history, as its caller reads it with orders/events, plus who made each change. */
export async function anyOrderEvents(ctx: ServiceContext, body: AdminOrderEventsBody) {
  return operatorEventHistory(ctx, body);
}

export async function orderDeliveries(ctx: ServiceContext, body: OrderDeliveriesBody) {
  const order = await findOrderRow(ctx, undefined, { order_ref: body.order_ref });
  const limit = body.limit ?? DEFAULT_LIMIT;
  const rows = await reads.deliveriesOfOrder(ctx.db, order.order_ref, decodeCursor("order-deliveries", body.cursor), limit + 1);
  const result = page("order-deliveries", rows, limit, (r) => r.id);
  const attempts = await attemptsOf(ctx.db, result.rows.map((r) => r.id));
  return { deliveries: result.rows.map((r) => deliveryView(r, attempts.filter((a) => a.delivery_id === r.id))), next_cursor: result.next_cursor };
}

export async function listTokens(ctx: ServiceContext, body: ListTokensBody) {
  if (!(await findAccount(ctx.db, body.account_id))) throw Failure.of("account_not_found", "no account with that id", "account_id");
  const limit = body.limit ?? DEFAULT_LIMIT;
  const rows = await reads.tokensOfAccount(ctx.db, body.account_id, null, decodeCursor("tokens", body.cursor), limit + 1);
  const result = page("tokens", rows, limit, (r) => r.id);
  return {
    tokens: result.rows.map((r) => ({ ...accountTokenView(r), revoked_at: r.revoked_at, last_used_at: r.last_used_at, created_by_token_id: r.created_by_token_id })),
    next_cursor: result.next_cursor,
  };
}
