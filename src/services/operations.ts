// What an operator's monitoring asks of the whole service: the job queue and webhook deliveries as they stand.
import type { DeliveryStatus } from "../domain/events.js";
import { IMAGE_LANE, LIGHT_LANE, laneOf } from "../jobs/lanes.js";
import { countJobs, countOpenDeliveries, dueJobs, type JobCount } from "../store/metrics.js";
import type { ServiceContext } from "./context.js";

export interface QueueSnapshot {
  jobs: JobCount[];
  /** Per job kind, seconds since the oldest due pending job became due (0 when none is waiting). */
  oldestDueAgeSeconds: { kind: string; seconds: number }[];
  /** Per worker lane (every lane, waiting or not): due pending jobs and seconds the oldest has waited (0 when none). */
  lanes: { lane: string; backlog: number; oldestDueAgeSeconds: number }[];
  deliveries: { status: DeliveryStatus; count: number }[];
}

/** How one attempt at a webhook delivery ended: answered 2xx; not, and tried again later; not, and given up. */
export const DELIVERY_OUTCOMES = ["succeeded", "retrying", "failed"] as const;
export type DeliveryOutcome = (typeof DELIVERY_OUTCOMES)[number];

/**
 * Attempts this process ended, by outcome: counted where an attempt ends (the delivery job), so a scrape costs no
 * query and the figure is a true counter. A process without a listener (`pod-orders worker`) counts its own, which
 * no one scrapes; its attempts still show in the database (webhook_attempts) and in the pending/failed backlog.
 */
const attempts = new Map<DeliveryOutcome, number>(DELIVERY_OUTCOMES.map((o) => [o, 0]));

export function countDeliveryAttempt(outcome: DeliveryOutcome): void {
  attempts.set(outcome, attempts.get(outcome)! + 1);
}

export function deliveryAttemptCounts(): ReadonlyMap<DeliveryOutcome, number> {
  return attempts;
}

export async function queueSnapshot(ctx: ServiceContext): Promise<QueueSnapshot> {
  const now = ctx.now();
  const [jobs, due, deliveries] = await Promise.all([countJobs(ctx.db), dueJobs(ctx.db, now), countOpenDeliveries(ctx.db)]);
  const age = (runAt: string) => Math.max(0, (now.getTime() - Date.parse(runAt)) / 1000);
  const lanes = [IMAGE_LANE, LIGHT_LANE].map((lane) => {
    const kinds = due.filter((d) => laneOf(d.kind) === lane);
    return { lane, backlog: kinds.reduce((n, d) => n + d.count, 0), oldestDueAgeSeconds: Math.max(0, ...kinds.map((d) => age(d.runAt))) };
  });
  return {
    jobs,
    oldestDueAgeSeconds: due.map((d) => ({ kind: d.kind, seconds: age(d.runAt) })),
    lanes,
    deliveries,
  };
}
