// The background side of a process: the job worker with every job kind's handler, sharing one outbound client.
import { randomBytes } from "node:crypto";
import type { Config } from "./config.js";
import { ADVANCE_SANDBOX_ORDER, DELIVER_WEBHOOK, EXPIRE_DRAFT, FETCH_STORE_LOGO, MAKE_LINE_FILES, RELEASE_ORDER, type JobKind } from "./jobs/kinds.js";
import { serviceLanes } from "./jobs/lanes.js";
import { PermanentFailure, RetryLater, TransientFailure, Worker, type Handler } from "./jobs/worker.js";
import { GuardedClient } from "./net/guarded-request.js";
import { ownOrigins } from "./files/samples.js";
import { openFileStore } from "./files/open.js";
import { FileStoreUnavailable } from "./files/store.js";
import { ConditionWarnings } from "./store/condition-warnings.js";
import { storageCondition } from "./store/database.js";
import { serviceContext } from "./services/context.js";
import type { Db } from "./store/database.js";
import { webhookDeliveryHandler } from "./tasks/deliver-webhook.js";
import { lineFilesHandler } from "./tasks/make-line-files.js";
import { releaseOrderHandler } from "./tasks/release-order.js";
import { sandboxAdvanceHandler } from "./tasks/advance-sandbox-order.js";
import { storeLogoHandler } from "./tasks/store-logo.js";
import { expireDraftHandler } from "./tasks/expire-draft.js";

export type WorkerSettings = Pick<
  Config,
  "jobConcurrency" | "jobImageConcurrency" | "jobPollMs" | "jobLeaseMs" | "webhookTimeoutMs" | "fetchAllowHosts" | "fetchMaxBytes" | "fetchTimeoutMs" | "filesDir" | "filesS3" | "maxItemsPerOrder" | "sandboxAdvanceSeconds"
> &
  Partial<Pick<Config, "host" | "port">>;

export interface Workers {
  worker: Worker;
  /** Starts polling; a process with JOB_CONCURRENCY=0 never does. */
  start(): void;
  /** Stops claiming, waits for the jobs in hand, closes outbound connections. */
  stop(): Promise<void>;
}

export interface WorkerLog {
  warn(object: object, message: string): void;
}

/** `kinds` limits the worker to some job kinds (tests); by default it handles every kind. */
export function createWorkers(db: Db, settings: WorkerSettings, log: WorkerLog, now: () => Date = () => new Date(), kinds?: readonly string[]): Workers {
  const workerId = `worker-${process.pid}-${randomBytes(4).toString("hex")}`;
  const client = new GuardedClient({ allowHosts: settings.fetchAllowHosts, timeoutMs: settings.webhookTimeoutMs });
  const downloads = new GuardedClient({ allowHosts: settings.fetchAllowHosts, timeoutMs: settings.fetchTimeoutMs });
  const store = openFileStore({ dir: settings.filesDir, ...(settings.filesS3 ? { s3: settings.filesS3 } : {}) });
  // Typed by the job map: every kind has a handler, and each handler takes its kind's payload.
  const handlers: { [K in JobKind]: Handler<K> } = {
    [DELIVER_WEBHOOK]: webhookDeliveryHandler({ db, now, client, workerId }),
    [RELEASE_ORDER]: releaseOrderHandler(serviceContext(db, settings, now)),
    [ADVANCE_SANDBOX_ORDER]: sandboxAdvanceHandler(serviceContext(db, settings, now)),
    [MAKE_LINE_FILES]: lineFilesHandler({
      ctx: serviceContext(db, settings, now),
      store,
      client: downloads,
      maxBytes: settings.fetchMaxBytes,
      ownOrigins: settings.host === undefined || settings.port === undefined ? [] : ownOrigins(settings.host, settings.port),
    }),
    [FETCH_STORE_LOGO]: storeLogoHandler({ ctx: serviceContext(db, settings, now), store, client: downloads }),
    [EXPIRE_DRAFT]: expireDraftHandler(serviceContext(db, settings, now)),
  };
  const warnings = new ConditionWarnings();
  const worker = new Worker(
    db,
    kinds ? Object.fromEntries(Object.entries(handlers).filter(([kind]) => kinds.includes(kind))) : handlers,
    {
      workerId,
      // Renders never take a delivery's slot, nor deliveries a render's; JOB_CONCURRENCY=0 starts neither (start below).
      lanes: serviceLanes(Math.max(settings.jobConcurrency, 1), settings.jobImageConcurrency),
      pollIntervalMs: settings.jobPollMs,
      leaseMs: settings.jobLeaseMs,
      now,
      // Failed deliveries are routine and logged per attempt in the database; a passing problem of another job is one
      // line without a stack; anything else is a fault worth its stack.
      onError: (error, job) => {
        if (error instanceof RetryLater || error instanceof PermanentFailure) return;
        // The database or the bucket away: every claim and job fails alike until it is back; say so now and then.
        const condition = error instanceof FileStoreUnavailable ? "file_store" : storageCondition(error);
        if (condition) {
          warnings.note(log, condition, condition === "file_store" ? "file store unavailable: jobs wait" : `database ${condition.replace("_", " ")}: jobs wait`, error);
          return;
        }
        if (error instanceof TransientFailure) {
          log.warn({ job_id: job.id, kind: job.kind, attempt: job.attempt, max_attempts: job.maxAttempts, reason: error.message }, "job will be retried");
          return;
        }
        log.warn({ err: error, job_id: job.id, kind: job.kind }, "job failed unexpectedly");
      },
    },
  );
  let stopping: Promise<void> | undefined;
  return {
    worker,
    start: () => {
      if (settings.jobConcurrency <= 0) return;
      // Temp files of downloads and renders cut short by a crash; an hour old, so none still being written.
      store.sweepTemp().catch((error: unknown) => log.warn({ err: error }, "could not sweep the file store's temp files"));
      worker.start();
    },
    stop: () =>
      (stopping ??= (async () => {
        await worker.stop();
        await Promise.all([client.close(), downloads.close()]);
        store.close();
      })()),
  };
}
