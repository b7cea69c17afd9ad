// What an operator's monitoring asks of the whole service: the job queue and webhook deliveries as they stand.
import type { DeliveryStatus } from "../domain/events.js";
import { countJobs, countOpenDeliveries, oldestDueJobs, type JobCount } from "../store/metrics.js";
import type { ServiceContext } from "./context.js";

export interface QueueSnapshot {
  jobs: JobCount[];
  /** Per job kind, seconds since the oldest due pending job became due (0 when none is waiting). */
  oldestDueAgeSeconds: { kind: string; seconds: number }[];
  deliveries: { status: DeliveryStatus; count: number }[];
}

export async function queueSnapshot(ctx: ServiceContext): Promise<QueueSnapshot> {
  const now = ctx.now();
  const [jobs, oldest, deliveries] = await Promise.all([countJobs(ctx.db), oldestDueJobs(ctx.db, now), countOpenDeliveries(ctx.db)]);
  return {
    jobs,
    oldestDueAgeSeconds: oldest.map((o) => ({ kind: o.kind, seconds: Math.max(0, (now.getTime() - Date.parse(o.runAt)) / 1000) })),
    deliveries,
  };
}
