// Automatic release: an order of an account with auto_release goes to production by itself once its edit window
// has passed and all its print files are ready; never an order on hold, never one a person has moved already.
import { systemActor } from "../domain/actors.js";
import { RELEASE_ORDER } from "../jobs/kinds.js";
import { enqueue } from "../jobs/queue.js";
import { RetryLater } from "../jobs/worker.js";
import { filesNotReady, transitionRefusal } from "../domain/production.js";
import * as accounts from "../store/accounts.js";
import type { Writer } from "../store/writer.js";
import type { ServiceContext } from "./context.js";
import { changeOrder, setStatus } from "./order-change.js";
import { stateOfChange } from "./order-state.js";

/** The event's reason when the service released an order itself. */
export const AUTO_RELEASE_REASON = "auto_release";

/** When an order received at `receivedAt` stops being editable: the account's window later. */
export function editableUntilOf(receivedAt: Date, windowMinutes: number): string {
  return new Date(receivedAt.getTime() + windowMinutes * 60_000).toISOString();
}

/**
 * Queues a release check for when the window ends (or now, if it has), through `writer`. Called when the order is
 * accepted (the create's batch) and again when its last file becomes ready (the change's transaction); a check that
 * finds nothing to do ends quietly, so two checks are harmless.
 */
export async function scheduleRelease(writer: Writer, orderRef: string, editableUntil: string, now: Date): Promise<void> {
  await enqueue(writer, RELEASE_ORDER, [{ order_ref: orderRef }], now, { runAt: releaseAt(editableUntil, now) });
}

function releaseAt(editableUntil: string, now: Date): string {
  return editableUntil > now.toISOString() ? editableUntil : now.toISOString();
}

export type ReleaseOutcome = "released" | "not_received" | "auto_release_off" | "files_not_ready" | "stock_not_available" | "sandbox_order";

/**
 * Releases the order if it may go now. Under the order's lock, so an operator's change and this one never
 * interleave, and a second check (or a second process) finds the order no longer received and does nothing.
 */
export async function releaseOrder(ctx: ServiceContext, orderRef: string): Promise<ReleaseOutcome> {
  return changeOrder(ctx, orderRef, { actor: systemActor("auto_release") }, "The order was not released", async (change) => {
    if (change.order.status !== "received") return "not_received";
    // A test order goes to production by the sandbox's clock alone.
    if (change.order.test) return "sandbox_order";
    const waitMs = Date.parse(change.order.editable_until) - ctx.now().getTime();
    // Run early (a clock ahead on another machine): come back when the window has ended.
    if (waitMs > 0) throw new RetryLater(`the edit window ends at ${change.order.editable_until}`, waitMs);
    const account = await accounts.findAccount(change.trx, change.order.account_id);
    if (account?.auto_release !== true) return "auto_release_off";
    const state = await stateOfChange(change);
    // The operator's own rule without force, files and stock gates included. Files still pending: the job that makes
    // the last one schedules another check; stock still missing: the change that allocates the last unit does.
    if (transitionRefusal(state, "in_production", false).length > 0) return filesNotReady(state).length > 0 ? "files_not_ready" : "stock_not_available";
    await setStatus(change, "in_production", AUTO_RELEASE_REASON);
    return "released";
  });
}
