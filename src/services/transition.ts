// Operator status changes along the status table and the print-files gate; cancelling an order cancels everything still open.
import type { Actor } from "../domain/actors.js";
import { Failure, fieldError } from "../domain/errors.js";
import { productionGate, sandboxRefusal, transitionRefusal } from "../domain/production.js";
import { remaining } from "../domain/quantities.js";
import type { TransitionBody } from "../schemas/lifecycle.js";
import type { OrderStatus } from "../domain/status.js";
import * as orders from "../store/orders.js";
import type { ServiceContext } from "./context.js";
import { changeOrder, setStatus } from "./order-change.js";
import { scheduleSandboxStep } from "./sandbox.js";
import { stateOfChange } from "./order-state.js";
import { releaseCancelled } from "./stock-commit.js";
import { repriceAfterCancel } from "./order-costs.js";

export async function transition(ctx: ServiceContext, body: TransitionBody, actor: Actor): Promise<{ order_ref: string; status: OrderStatus }> {
  const force = body.force === true;
  if (force && body.reason === undefined) throw Failure.invalid([fieldError("reason", "required", "say why when force is true; the reason is recorded in the event")]);
  return changeOrder(ctx, body.order_ref, { actor, expectedSequence: body.expected_sequence }, "The order status was not changed", async (change) => {
    const state = await stateOfChange(change);
    const sandbox = sandboxRefusal(state, body.status);
    if (sandbox.length > 0) change.refuse(sandbox);
    const refusal = transitionRefusal(state, body.status, force);
    if (refusal.length > 0) change.refuse(refusal);
    if (body.status === "cancelled") {
      const open = change.items.filter((line) => remaining(line) > 0);
      for (const line of open) await orders.addToLine(change.trx, line.item_ref, "cancelled_quantity", remaining(line));
      await releaseCancelled(change.trx, open, new Map(open.map((line) => [line.item_ref, remaining(line)])), { orderRef: body.order_ref, actor, at: change.nowIso });
      const cancelled = open.map((line) => ({ item_ref: line.item_ref, cancelled_quantity: remaining(line), remaining_quantity: 0 }));
      if (cancelled.length > 0) await change.record("order.items_cancelled", "cancelled", { items: cancelled });
      // As cancel-items does: the costs of what is left (shipped items stay paid), and the ledger's credit of the rest.
      const after = change.items.map((line) => ({ ...line, cancelled_quantity: line.cancelled_quantity + remaining(line) }));
      await repriceAfterCancel(change, "cancelled", after);
    }
    // The event says so only when force actually overrode the gate.
    const forced = force && body.status === "in_production" && productionGate(state).length > 0;
    await setStatus(change, body.status, body.reason ?? null, forced ? { forced: true } : {});
    // Off hold, a test order is the sandbox's to move on again.
    if (change.order.test && body.status === "received") await scheduleSandboxStep(change.writer, body.order_ref, new Date(change.nowIso), ctx.sandboxAdvanceSeconds, new Date(change.nowIso));
    return { order_ref: body.order_ref, status: body.status };
  });
}
