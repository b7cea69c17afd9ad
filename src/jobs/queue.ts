// Enqueueing durable jobs: written with the change that caused them (its writer), so a job exists exactly when the change does.
import * as store from "../store/jobs.js";
import type { NewJob } from "../store/tables.js";
import type { Writer } from "../store/writer.js";
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

/**
 * Writes jobs of one kind through `writer` (a transaction's, or the create's batch), in one statement when there are
 * several. Each payload is typed by the kind's entry in the job map (src/jobs/kinds.ts).
 */
export async function enqueue<K extends string>(writer: Writer, kind: K, payloads: readonly PayloadOf<K>[], now: Date, options: JobOptions = {}): Promise<void> {
  await store.insertJobs(
    writer,
    payloads.map((payload) => jobRow(kind, payload, now, options)),
  );
}
