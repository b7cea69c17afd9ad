// Operator status changes along the status table; cancelling an order cancels everything still open.
import { remaining } from "../domain/quantities.js";
import { canTransition } from "../domain/status.js";
import type { TransitionBody } from "../schemas/lifecycle.js";
import type { OrderStatus } from "../domain/status.js";
import * as orders from "../store/orders.js";
import type { ServiceContext } from "./context.js";
import { changeOrder, reason, setStatus } from "./order-change.js";

export async function transition(ctx: ServiceContext, body: TransitionBody): Promise<{ order_ref: string; status: OrderStatus }> {
  return changeOrder(ctx, body.order_ref, undefined, "The order status was not changed", async (change) => {
    const from = change.order.status;
    if (!canTransition(from, body.status, "operator")) {
      change.refuse(reason("status", "invalid_transition", `an order cannot go from ${from} to ${body.status} by operator request`));
    }
    if (body.status === "cancelled") {
      const open = change.items.filter((line) => remaining(line) > 0);
      for (const line of open) await orders.addToLine(change.trx, line.item_ref, "cancelled_quantity", remaining(line));
      const cancelled = open.map((line) => ({ item_ref: line.item_ref, cancelled_quantity: remaining(line), remaining_quantity: 0 }));
      if (cancelled.length > 0) await change.record("order.items_cancelled", "cancelled", { items: cancelled });
    }
    await setStatus(change, body.status, body.reason ?? null);
    return { order_ref: body.order_ref, status: body.status };
  });
}
