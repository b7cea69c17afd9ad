// An order's event history for its caller: the standard payloads (untemplated), oldest first, from a sequence on.
import type { OrderEventsBody, OrderEventsData } from "../schemas/events.js";
import * as events from "../store/events.js";
import type { ServiceContext } from "./context.js";
import { findOrderRow } from "./read-orders.js";

const DEFAULT_LIMIT = 100;

export async function orderEventHistory(ctx: ServiceContext, accountId: string | undefined, body: OrderEventsBody): Promise<OrderEventsData> {
  const order = await findOrderRow(ctx, accountId, body);
  const limit = body.limit ?? DEFAULT_LIMIT;
  const [listed, latest] = await Promise.all([
    events.orderEvents(ctx.db, order.order_ref, body.after_sequence ?? 0, limit + 1),
    events.latestSequences(ctx.db, [order.order_ref]),
  ]);
  return {
    order_ref: order.order_ref,
    external_ref: order.external_ref,
    sequence: latest.get(order.order_ref) ?? 0,
    events: listed.slice(0, limit),
    more: listed.length > limit,
  };
}
