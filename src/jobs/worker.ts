// The job worker: claims due jobs in batches, runs each kind's handler, completes or retries with backoff.
import { randomBytes } from "node:crypto";
import * as store from "../store/jobs.js";
import type { Db } from "../store/database.js";
import type { JobRow } from "../store/tables.js";
import type { PayloadOf } from "./kinds.js";

/** Thrown by a handler when retrying cannot help (e.g. a 404 print file): the job fails at once. */
export class PermanentFailure extends Error {}

/**
 * Thrown by a handler for a passing problem it expected (a host down, a 503): the job runs again on the handler's
 * schedule. Routine, so it is logged as one line, without a stack.
 */
export class TransientFailure extends Error {}

/** Thrown by a handler that decides its own retry time (e.g. a fixed schedule it also shows to operators). */
export class RetryLater extends Error {
  constructor(
    message: string,
    readonly delayMs: number,
  ) {
    super(message);
  }
}

export interface Job<K extends string = string> {
  id: number;
  kind: K;
  payload: PayloadOf<K>;
  /** 1 on the first run. */
  attempt: number;
  maxAttempts: number;
}

/** The handler of one job kind; its job's payload has the type the job map gives that kind. */
export interface Handler<K extends string = string> {
  run(job: Job<K>): Promise<void>;
  /** Delay before attempt `attempt + 1` after a failed `attempt`; default: exponential from 5 s, at most 1 h. */
  retryDelayMs?(attempt: number): number;
}

export interface WorkerOptions {
  workerId?: string;
  batchSize?: number;
  pollIntervalMs?: number;
  /**
   * How long a claim holds; a worker that dies loses its jobs to others after this. A live worker renews the
   * lease of each job in hand every third of it, so a job may run longer than its lease.
   */
  leaseMs?: number;
  now?: () => Date;
  onError?: (error: unknown, job: Job) => void;
}

export function defaultRetryDelayMs(attempt: number): number {
  return Math.min(5_000 * 2 ** (attempt - 1), 3_600_000);
}

/** Up to ±10 % jitter, so retries of many jobs do not arrive together. */
function jitter(ms: number): number {
  return Math.round(ms * (1 + (Math.random() * 0.2 - 0.1)));
}

export class Worker {
  readonly id: string;
  private readonly batchSize: number;
  private readonly pollIntervalMs: number;
  private readonly leaseMs: number;
  private readonly now: () => Date;
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<number> | undefined;
  private stopped = true;

  constructor(
    private readonly db: Db,
    private readonly handlers: Readonly<Record<string, Handler>>,
    private readonly options: WorkerOptions = {},
  ) {
    this.id = options.workerId ?? `worker-${process.pid}-${randomBytes(4).toString("hex")}`;
    this.batchSize = options.batchSize ?? 10;
    this.pollIntervalMs = options.pollIntervalMs ?? 500;
    this.leaseMs = options.leaseMs ?? 60_000;
    this.now = options.now ?? (() => new Date());
  }

  /** Claims one batch of due jobs and runs them; resolves with how many ran. */
  async runOnce(): Promise<number> {
    const now = this.now();
    const claimed = await store.claimJobs(this.db, this.id, Object.keys(this.handlers), now.toISOString(), new Date(now.getTime() + this.leaseMs).toISOString(), this.batchSize);
    await Promise.all(claimed.map((row) => this.runJob(row)));
    return claimed.length;
  }

  private async runJob(row: JobRow): Promise<void> {
    const job: Job = { id: row.id, kind: row.kind, payload: row.payload, attempt: row.attempts, maxAttempts: row.max_attempts };
    const handler = this.handlers[row.kind];
    const heartbeat = setInterval(() => {
      const until = new Date(this.now().getTime() + this.leaseMs).toISOString();
      // A failed renewal (database briefly away, lease already lost) is not the job's failure; the finish will tell.
      store.extendLease(this.db, row.id, this.id, until).catch(() => undefined);
    }, Math.max(Math.floor(this.leaseMs / 3), 10));
    try {
      if (!handler) throw new PermanentFailure(`no handler for job kind "${row.kind}"`);
      await handler.run(job);
      clearInterval(heartbeat);
      await store.completeJob(this.db, row.id, this.id, this.now().toISOString());
    } catch (error) {
      clearInterval(heartbeat);
      this.options.onError?.(error, job);
      const last = error instanceof PermanentFailure || job.attempt >= job.maxAttempts;
      const delay = error instanceof RetryLater ? error.delayMs : jitter((handler?.retryDelayMs ?? defaultRetryDelayMs)(job.attempt));
      const now = this.now();
      const retryAt = last ? null : new Date(now.getTime() + delay).toISOString();
      await store.failJob(this.db, row.id, this.id, error instanceof Error ? error.message : String(error), retryAt, now.toISOString());
    }
  }

  /** Polls until stop(); a full batch polls again at once. */
  start(): void {
    if (!this.stopped) return;
    this.stopped = false;
    const tick = async () => {
      if (this.stopped) return;
      this.running = this.runOnce().catch((error: unknown) => {
        this.options.onError?.(error, { id: 0, kind: "", payload: null, attempt: 0, maxAttempts: 0 });
        return 0;
      });
      const ran = await this.running;
      this.running = undefined;
      if (!this.stopped) this.timer = setTimeout(() => void tick(), ran >= this.batchSize ? 0 : this.pollIntervalMs);
    };
    void tick();
  }

  /** Stops polling and waits for the jobs in hand to finish. */
  async stop(): Promise<void> {
    this.stopped = true;
    if (this.timer) clearTimeout(this.timer);
    await this.running;
  }
}
