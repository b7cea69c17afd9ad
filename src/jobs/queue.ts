// Enqueueing durable jobs: written in the caller's transaction, so a job exists exactly when the change that caused it does.
import * as store from "../store/jobs.js";
import type { Db } from "../store/database.js";
import type { InsertBatch } from "../store/prepared.js";
import type { NewJob } from "../store/tables.js";
import type { PayloadOf } from "./kinds.js";

export interface JobOptions {
  /** Jobs sharing a key run one at a time, oldest first (e.g. one order's webhook deliveries to one endpoint). */
  queueKey?: string;
  /** Earliest time to run (ISO 8601); now when absent. */
  runAt?: string;
  maxAttempts?: number;
}

export const DEFAULT_MAX_ATTEMPTS = 10;

function jobRow<K extends string>(kind: K, payload: PayloadOf<K>, now: Date, options: JobOptions): NewJob {
  const nowIso = now.toISOString();
  return {
    kind,
    payload,
    queue_key: options.queueKey ?? null,
    status: "pending",
    run_at: options.runAt ?? nowIso,
    max_attempts: options.maxAttempts ?? DEFAULT_MAX_ATTEMPTS,
    locked_by: null,
    locked_until: null,
    last_error: null,
    created_at: nowIso,
    updated_at: nowIso,
  };
}

/** `payload` is typed by the kind's entry in the job map (src/jobs/kinds.ts). */
export async function enqueue<K extends string>(db: Db, kind: K, payload: PayloadOf<K>, now: Date, options: JobOptions = {}): Promise<number> {
  return store.insertJob(db, jobRow(kind, payload, now, options));
}

/** Several jobs of one kind in one statement (a round trip each would be most of a create's time on PostgreSQL). */
export async function enqueueAll<K extends string>(db: Db, kind: K, payloads: readonly PayloadOf<K>[], now: Date, options: JobOptions = {}): Promise<void> {
  if (payloads.length === 0) return;
  await store.insertJobs(
    db,
    payloads.map((payload) => jobRow(kind, payload, now, options)),
  );
}

/** Adds jobs of one kind to `batch`, to be written with the rest of a change (readThenInsert). */
export function addJobs<K extends string>(batch: InsertBatch, kind: K, payloads: readonly PayloadOf<K>[], now: Date, options: JobOptions = {}): InsertBatch {
  return store.addJobs(
    batch,
    payloads.map((payload) => jobRow(kind, payload, now, options)),
  );
}
