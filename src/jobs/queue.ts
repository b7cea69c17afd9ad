// Enqueueing durable jobs: written in the caller's transaction, so a job exists exactly when the change that caused it does.
import * as store from "../store/jobs.js";
import type { Db } from "../store/database.js";
import type { PayloadOf } from "./kinds.js";

export interface JobOptions {
  /** Jobs sharing a key run one at a time, oldest first (e.g. one order's webhook deliveries to one endpoint). */
  queueKey?: string;
  /** Earliest time to run; now when absent. */
  runAt?: Date;
  maxAttempts?: number;
}

export const DEFAULT_MAX_ATTEMPTS = 10;

/** `payload` is typed by the kind's entry in the job map (src/jobs/kinds.ts). */
export async function enqueue<K extends string>(db: Db, kind: K, payload: PayloadOf<K>, now: Date, options: JobOptions = {}): Promise<number> {
  const at = now.toISOString();
  return store.insertJob(db, {
    kind,
    payload,
    queue_key: options.queueKey ?? null,
    status: "pending",
    run_at: (options.runAt ?? now).toISOString(),
    max_attempts: options.maxAttempts ?? DEFAULT_MAX_ATTEMPTS,
    locked_by: null,
    locked_until: null,
    last_error: null,
    created_at: at,
    updated_at: at,
  });
}
