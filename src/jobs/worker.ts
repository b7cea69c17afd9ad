// The job worker: lanes of job kinds claim due jobs as their slots free, run each kind's handler, complete or retry with backoff.
import { randomBytes } from "node:crypto";
import * as store from "../store/jobs.js";
import type { Db } from "../store/database.js";
import type { JobRow } from "../store/tables.js";
import type { PayloadOf } from "./kinds.js";
import { Lane } from "./lane.js";
import type { LaneSpec } from "./lanes.js";

/** Thrown by a handler when retrying cannot help (e.g. a 404 print file): the job fails at once. */
export class PermanentFailure extends Error {}

/**
 * Thrown by a handler for a passing problem it expected (a host down, a 503): the job runs again on the handler's
 * schedule. Routine, so it is logged as one line, without a stack.
 */
export class TransientFailure extends Error {}

/**
 * Thrown by a handler that decides its own retry time (e.g. a fixed schedule it also shows to operators): after
 * `delayMs`, or at `runAt` exactly when given (a time the handler has recorded, so the job's run_at is that very
 * value). Such a handler keeps its own count and gives up with PermanentFailure: the job's max_attempts does not cut
 * it short (it still bounds the runs that end in any other error).
 */
export class RetryLater extends Error {
  constructor(
    message: string,
    readonly delayMs: number,
    readonly runAt?: string,
  ) {
    super(message);
  }

  /** Runs the job again at `runAt` exactly (delayMs is then unused). */
  static at(message: string, runAt: string): RetryLater {
    return new RetryLater(message, 0, runAt);
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
  /**
   * The lanes and their concurrency (src/jobs/lanes.ts); at most one lane lists no kinds and takes every other kind.
   * Without lanes, one lane of `batchSize` (default 10) takes every kind.
   */
  lanes?: readonly LaneSpec[];
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

/** Each lane's kinds among those with a handler; a lane left with none is dropped. */
function laneKinds(specs: readonly LaneSpec[], handled: readonly string[]): { spec: LaneSpec; kinds: string[] }[] {
  const listed = new Set(specs.flatMap((spec) => spec.kinds ?? []));
  return specs
    .map((spec) => ({ spec, kinds: spec.kinds ? handled.filter((kind) => spec.kinds!.includes(kind)) : handled.filter((kind) => !listed.has(kind)) }))
    .filter((lane) => lane.kinds.length > 0 && lane.spec.concurrency > 0);
}

export class Worker {
  readonly id: string;
  readonly lanes: readonly Lane[];
  private readonly leaseMs: number;
  private readonly now: () => Date;

  constructor(
    private readonly db: Db,
    private readonly handlers: Readonly<Record<string, Handler>>,
    private readonly options: WorkerOptions = {},
  ) {
    this.id = options.workerId ?? `worker-${process.pid}-${randomBytes(4).toString("hex")}`;
    this.leaseMs = options.leaseMs ?? 60_000;
    this.now = options.now ?? (() => new Date());
    const specs = options.lanes ?? [{ name: "all", concurrency: options.batchSize ?? 10 }];
    const work = {
      claim: (kinds: readonly string[], limit: number) => this.claim(kinds, limit),
      run: (row: JobRow) => this.runJob(row),
      onError: (error: unknown) => this.options.onError?.(error, { id: 0, kind: "", payload: null, attempt: 0, maxAttempts: 0 }),
      pollIntervalMs: options.pollIntervalMs ?? 500,
    };
    this.lanes = laneKinds(specs, Object.keys(handlers)).map(({ spec, kinds }) => new Lane(spec.name, kinds, spec.concurrency, work));
  }

  private claim(kinds: readonly string[], limit: number): Promise<JobRow[]> {
    const now = this.now();
    return store.claimJobs(this.db, this.id, kinds, now.toISOString(), new Date(now.getTime() + this.leaseMs).toISOString(), limit);
  }

  /** Claims due jobs for every lane's free slots and waits for them; resolves with how many ran. For tests and one-off runs. */
  async runOnce(): Promise<number> {
    const started: Promise<void>[] = [];
    for (const lane of this.lanes) started.push(...(await lane.fill()).started);
    await Promise.all(started);
    return started.length;
  }

  private async runJob(row: JobRow): Promise<void> {
    const job: Job = { id: row.id, kind: row.kind, payload: row.payload, attempt: row.attempts, maxAttempts: row.max_attempts };
    const handler = this.handlers[row.kind];
    const heartbeat = setInterval(() => {
      const lockedUntil = new Date(this.now().getTime() + this.leaseMs).toISOString();
      // A failed renewal (database briefly away, lease already lost) is not the job's failure; the finish will tell.
      store.extendLease(this.db, row.id, this.id, lockedUntil).catch(() => undefined);
    }, Math.max(Math.floor(this.leaseMs / 3), 10));
    try {
      if (!handler) throw new PermanentFailure(`no handler for job kind "${row.kind}"`);
      await handler.run(job);
      clearInterval(heartbeat);
      await store.completeJob(this.db, row.id, this.id, this.now().toISOString());
    } catch (error) {
      clearInterval(heartbeat);
      this.options.onError?.(error, job);
      const later = error instanceof RetryLater ? error : undefined;
      const last = error instanceof PermanentFailure || (!later && job.attempt >= job.maxAttempts);
      const delay = later ? later.delayMs : jitter((handler?.retryDelayMs ?? defaultRetryDelayMs)(job.attempt));
      const now = this.now();
      const retryAt = last ? null : (later?.runAt ?? new Date(now.getTime() + delay).toISOString());
      await store.failJob(this.db, row.id, this.id, error instanceof Error ? error.message : String(error), retryAt, now.toISOString());
    }
  }

  /** Every lane claims as its slots free until stop(); no lane waits for another, nor for its own slowest job. */
  start(): void {
    for (const lane of this.lanes) lane.start();
  }

  /** Stops claiming and waits for the jobs in hand in every lane. */
  async stop(): Promise<void> {
    await Promise.all(this.lanes.map((lane) => lane.stop()));
  }
}
