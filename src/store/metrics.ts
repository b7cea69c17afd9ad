// Reads for the /metrics scrape: the job queue and webhook deliveries as they stand, counted in the database so every process agrees.
import { sql } from "kysely";
import type { DeliveryStatus } from "../domain/events.js";
import type { Db } from "./database.js";
import type { JobState } from "./tables.js";

/** Job states worth watching; finished (`done`) jobs are history and are not counted. */
const OPEN_JOB_STATES = ["pending", "running", "failed"] as const satisfies readonly JobState[];

/** The partial index's own condition, word for word. */
const OPEN_DELIVERY = sql<boolean>`status in ('pending', 'failed')`;

export interface JobCount {
  kind: string;
  status: JobState;
  count: number;
}

/** Jobs by kind and state (the `jobs_due` index covers the state filter). */
export async function countJobs(db: Db): Promise<JobCount[]> {
  const rows = await db
    .selectFrom("jobs")
    .select(["kind", "status", sql<number>`count(*)`.as("count")])
    .where("status", "in", [...OPEN_JOB_STATES])
    .groupBy(["kind", "status"])
    .execute();
  return rows.map((r) => ({ kind: r.kind, status: r.status, count: Number(r.count) }));
}

/** Per kind, how many pending jobs are due at `now` and the run_at of the oldest: how far behind the workers are. */
export async function dueJobs(db: Db, now: Date): Promise<{ kind: string; count: number; runAt: string }[]> {
  const rows = await db
    .selectFrom("jobs")
    .select(["kind", sql<number>`count(*)`.as("count"), sql<string>`min(run_at)`.as("run_at")])
    .where("status", "=", "pending")
    .where("run_at", "<=", now.toISOString())
    .groupBy("kind")
    .execute();
  return rows.map((r) => ({ kind: r.kind, count: Number(r.count), runAt: r.run_at }));
}

/**
 * Webhook deliveries waiting for an attempt and those that ran out of attempts: read from the partial index of open
 * deliveries (migration 0017), so a scrape's cost follows the backlog, not the number of deliveries ever made. The
 * condition is written with literals because a parameter would keep either engine from choosing that index.
 */
export async function countOpenDeliveries(db: Db): Promise<{ status: DeliveryStatus; count: number }[]> {
  const rows = await openDeliveriesQuery(db).execute();
  return rows.map((r) => ({ status: r.status, count: Number(r.count) }));
}

/** The count's query, apart so a test can read its plan. */
export function openDeliveriesQuery(db: Db) {
  return db.selectFrom("webhook_deliveries").select(["status", sql<number>`count(*)`.as("count")]).where(OPEN_DELIVERY).groupBy("status");
}
