// An order's event history: for its caller the standard payloads (untemplated), oldest first, from a sequence on; for
// the operator the same events with who made each change and one readable line about it.
import { activitySummary, eventSummary, type Actor, type ActivityType } from "../domain/actors.js";
import type { EventPayload } from "../domain/events.js";
import type { OrderOwner } from "../domain/stores.js";
import type { OrderEventsBody, OrderEventsData } from "../schemas/events.js";
import * as activity from "../store/activity.js";
import * as events from "../store/events.js";
import type { ServiceContext } from "./context.js";
import { findOrderRow } from "./read-orders.js";

const DEFAULT_LIMIT = 100;

async function history<E>(ctx: ServiceContext, owner: OrderOwner | undefined, body: OrderEventsBody, shape: (event: { payload: EventPayload; actor: Actor }) => E) {
  const order = await findOrderRow(ctx, owner, body);
  const limit = body.limit ?? DEFAULT_LIMIT;
  const [listed, latest] = await Promise.all([
    events.orderEvents(ctx.db, order.order_ref, body.after_sequence ?? 0, limit + 1),
    events.latestSequences(ctx.db, [order.order_ref]),
  ]);
  return {
    order_ref: order.order_ref,
    external_ref: order.external_ref,
    sequence: latest.get(order.order_ref) ?? 0,
    events: listed.slice(0, limit).map(shape),
    more: listed.length > limit,
  };
}

/**
 * The caller's view: the payloads exactly as webhooks carry them, without the actor. Who at the supplier changed an
 * order is the supplier's business; a merchant learns what changed, not which operator did it (docs/security.md).
 */
export async function orderEventHistory(ctx: ServiceContext, owner: OrderOwner, body: OrderEventsBody): Promise<OrderEventsData> {
  return history(ctx, owner, body, (e) => e.payload);
}

/**
 * The operator's view: each payload with its actor and summary ("Pat put the order on hold: fraud check"), and the
 * operator activity that belongs among the events listed. An activity comes after the event of its after_sequence, so
 * a page holds those from the asked sequence up to (not including) its last event's, the last page all the rest:
 * reading page after page shows each once.
 */
export async function operatorEventHistory(ctx: ServiceContext, body: OrderEventsBody) {
  const read = await history(ctx, undefined, body, (e) => ({ ...e.payload, actor: e.actor, summary: eventSummary(e.actor, e.payload) }));
  const below = read.more ? read.events[read.events.length - 1]?.sequence : undefined;
  const done = await activity.orderActivity(ctx.db, read.order_ref, body.after_sequence ?? 0, below);
  return {
    ...read,
    activity: done.map((a) => {
      const type = a.type as ActivityType;
      return { id: a.id, type, after_sequence: a.after_sequence, occurred_at: a.created_at, actor: a.actor, summary: activitySummary(a.actor, { type, data: a.data }), data: a.data };
    }),
  };
}
