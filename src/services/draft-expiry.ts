// Drafts not confirmed in time (docs/caller-guide.md#drafts): a job queued with the draft's create cancels it, reason draft_expired.
import { systemActor } from "../domain/actors.js";
import { EXPIRE_DRAFT } from "../jobs/kinds.js";
import { enqueue } from "../jobs/queue.js";
import { RetryLater } from "../jobs/worker.js";
import type { Writer } from "../store/writer.js";
import type { ServiceContext } from "./context.js";
import { changeOrder, setStatus } from "./order-change.js";
import { cancelOpenLines } from "./transition.js";

/** The status reason (and the event's reason) of a draft cancelled because nobody confirmed it. */
export const DRAFT_EXPIRED = "draft_expired";

/** When a draft received at `receivedAt` expires: DRAFT_TTL_DAYS later, as they are now (a later change of the setting leaves it). */
export function draftExpiresAt(receivedAt: Date, ttlDays: number): string {
  return new Date(receivedAt.getTime() + ttlDays * 86_400_000).toISOString();
}

/** Queues the draft's expiry, through the create's batch. */
export async function scheduleDraftExpiry(writer: Writer, orderRef: string, expiresAt: string, now: Date): Promise<void> {
  await enqueue(writer, EXPIRE_DRAFT, [{ order_ref: orderRef, expires_at: expiresAt }], now, { runAt: expiresAt });
}

export type ExpiryOutcome = "expired" | "not_a_draft";

/**
 * Cancels the order if it is still a draft (a confirmed or cancelled one is left alone), as a cancellation records it:
 * order.items_cancelled, then order.status_changed to cancelled with reason draft_expired. Under the order's lock, so
 * a confirm and the expiry never both happen.
 */
export async function expireDraft(ctx: ServiceContext, orderRef: string, expiresAt: string): Promise<ExpiryOutcome> {
  return changeOrder(ctx, orderRef, { actor: systemActor("draft_expiry") }, "The draft was not expired", async (change) => {
    if (change.order.status !== "draft") return "not_a_draft";
    // Run early (a clock ahead on another machine): come back when the draft expires.
    if (ctx.now().toISOString() < expiresAt) throw RetryLater.at(`the draft expires at ${expiresAt}`, expiresAt);
    await cancelOpenLines(change);
    await setStatus(change, "cancelled", DRAFT_EXPIRED);
    return "expired";
  });
}
