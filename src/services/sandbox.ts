// The sandbox: a test account's order moves to in_production SANDBOX_ADVANCE_SECONDS after it is received, and ships
// (every open line, carrier SANDBOX) as long again after that, through the same rules and events as a live order.
import { systemActor } from "../domain/actors.js";
import { randomInt } from "node:crypto";
import { ADVANCE_SANDBOX_ORDER } from "../jobs/kinds.js";
import { enqueue, type JobOptions } from "../jobs/queue.js";
import { RetryLater } from "../jobs/worker.js";
import { transitionRefusal } from "../domain/production.js";
import { SANDBOX_CARRIER, SANDBOX_REASON, sandboxTrackingNumber } from "../domain/sandbox.js";
import * as accounts from "../store/accounts.js";
import type { Writer } from "../store/writer.js";
import type { ServiceContext } from "./context.js";
import { changeOrder, setStatus } from "./order-change.js";
import { stateOfChange } from "./order-state.js";
import { recordShipment } from "./ship.js";

/**
 * Queues the next step of a test order for `advanceSeconds` after `from` (or now, if that has passed), through
 * `writer`. Called when the order is accepted (the create's batch), when it enters in_production, when its last
 * print file is ready, and when an operator takes it off hold (the change's transaction); a step that finds nothing
 * to do ends quietly, so an extra one is harmless. One order's steps share a queue key, so they run one at a time,
 * oldest first.
 */
export async function scheduleSandboxStep(writer: Writer, orderRef: string, from: Date, advanceSeconds: number, now: Date): Promise<void> {
  await enqueue(writer, ADVANCE_SANDBOX_ORDER, [{ order_ref: orderRef }], now, stepOptions(orderRef, from, advanceSeconds, now));
}

function stepOptions(orderRef: string, from: Date, advanceSeconds: number, now: Date): JobOptions {
  const due = new Date(Math.max(from.getTime() + advanceSeconds * 1000, now.getTime())).toISOString();
  return { runAt: due, queueKey: `sandbox:${orderRef}` };
}

export type SandboxOutcome = "in_production" | "shipped" | "files_not_ready" | "not_test" | "auto_advance_off" | "nothing_to_do";

/**
 * Moves the order one step on if its time has come, unless its account has sandbox_auto_advance off (read when the
 * step runs, so turning it off stops orders already waiting; turning it on again applies to the steps still queued:
 * those of orders received afterwards, or taken off hold). Under the order's lock, so an operator's change (hold, cancel)
 * and this one never interleave, and a second run of the same step (two processes, a retried job) finds the order
 * moved on already and does nothing.
 */
export async function advanceSandboxOrder(ctx: ServiceContext, orderRef: string): Promise<SandboxOutcome> {
  return changeOrder(ctx, orderRef, { actor: systemActor("sandbox") }, "The sandbox did not move the order on", async (change) => {
    const { order } = change;
    if (!order.test) return "not_test";
    // The merchant moves this account's orders itself (sandbox/advance): the step ends, leaving the order where it is.
    if ((await accounts.findAccount(change.trx, order.account_id))?.sandbox_auto_advance === false) return "auto_advance_off";
    const now = ctx.now();
    const since = order.status === "received" ? order.received_at : order.updated_at;
    const waitMs = Date.parse(since) + ctx.sandboxAdvanceSeconds * 1000 - now.getTime();
    if (order.status === "received") {
      // Run early (a clock ahead on another machine): come back when the time has come.
      if (waitMs > 0) throw new RetryLater(`the sandbox moves the order on at ${new Date(now.getTime() + waitMs).toISOString()}`, waitMs);
      // The files gate as for a live order: files still pending schedule another step when the last one is ready;
      // a failed file has put the order on hold, where it stays as a live order would.
      if (transitionRefusal(await stateOfChange(change), "in_production", false).length > 0) return "files_not_ready";
      await setStatus(change, "in_production", SANDBOX_REASON);
      await scheduleSandboxStep(change.writer, order.order_ref, now, ctx.sandboxAdvanceSeconds, now);
      return "in_production";
    }
    if (order.status === "in_production" || order.status === "partially_shipped") {
      if (waitMs > 0) throw new RetryLater(`the sandbox ships the order at ${new Date(now.getTime() + waitMs).toISOString()}`, waitMs);
      await recordShipment(change, { order_ref: order.order_ref, carrier: SANDBOX_CARRIER, tracking_number: sandboxTrackingNumber(() => randomInt(10)) });
      return "shipped";
    }
    // on_hold waits for the operator to take it off hold; shipped and cancelled are done.
    return "nothing_to_do";
  });
}
