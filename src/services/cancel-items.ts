// Cancel items: all-or-nothing partial cancellation of lines; the order is cancelled when nothing is left.
import { ACCOUNT_ACTOR } from "../domain/actors.js";
import { Failure } from "../domain/errors.js";
import { allocate, duplicateRefs, remaining, statusAfter } from "../domain/quantities.js";
import { callerChangeRefusal } from "../domain/production.js";
import type { OrderOwner } from "../domain/stores.js";
import type { CancelItemsBody, CancelItemsData } from "../schemas/lifecycle.js";
import * as orders from "../store/orders.js";
import type { ServiceContext } from "./context.js";
import { changeOrder, setStatus } from "./order-change.js";
import { releaseCancelled } from "./stock-commit.js";
import { stateOfChange } from "./order-state.js";
import { repriceAfterCancel } from "./order-costs.js";

/** What is wrong with the request itself, whatever the order: an item named twice. */
export function checkCancelRules(body: Pick<CancelItemsBody, "items">): void {
  const duplicates = duplicateRefs(body.items, (i) => `items[${i}].item_ref`);
  if (duplicates.length > 0) throw Failure.invalid(duplicates);
}

export async function cancelItems(ctx: ServiceContext, owner: OrderOwner, body: CancelItemsBody): Promise<CancelItemsData> {
  checkCancelRules(body);
  return changeOrder(ctx, body.order_ref, { actor: ACCOUNT_ACTOR, owner }, "The items cannot be cancelled", async (change) => {
    const { order, items } = change;
    const refusal = callerChangeRefusal(await stateOfChange(change), "cancel_items");
    if (refusal.length > 0) change.refuse(refusal);
    const requests = body.items.map((i) => ({ item_ref: i.item_ref, take: i.cancelled_quantity, expected_remaining: i.quantity }));
    const allocation = allocate(items, requests, "cancelled_quantity", (i) => `items[${i}]`);
    if (!allocation.ok) return change.refuse(allocation.errors);
    const take = allocation.take;
    for (const [itemRef, amount] of take) {
      if (!(await orders.addToLine(change.trx, itemRef, "cancelled_quantity", amount))) {
        throw new Error(`line ${itemRef} changed inside a write transaction`);
      }
    }
    await releaseCancelled(change.trx, items, take, { orderRef: order.order_ref, actor: change.actor, at: change.nowIso });
    const after = items.map((line) => ({ ...line, cancelled_quantity: line.cancelled_quantity + (take.get(line.item_ref) ?? 0) }));
    const cancelled = body.items.map((i) => {
      const line = after.find((l) => l.item_ref === i.item_ref)!;
      return { item_ref: i.item_ref, cancelled_quantity: i.cancelled_quantity, remaining_quantity: remaining(line) };
    });
    const status = statusAfter(order.status, after);
    await orders.updateOrder(change.trx, order.order_ref, { updated_at: change.nowIso });
    await change.record("order.items_cancelled", status, { items: cancelled });
    await repriceAfterCancel(change, status, after);
    await setStatus(change, status, status === "cancelled" ? "all items cancelled" : null);
    return { order_ref: order.order_ref, status, items: cancelled };
  });
}
