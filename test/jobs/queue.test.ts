// The durable job queue on the configured backend: exactly-once claiming by competing workers, leases, retries, per-key order.
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { enqueueJob } from "../helpers/jobs.js";
import { PermanentFailure, RetryLater, Worker, type Handler, type Job } from "../../src/jobs/worker.js";
import { claimJobs, findJob } from "../../src/store/jobs.js";
import { migrate, openDatabase, type Database } from "../../src/store/database.js";
import { BACKEND, freshDatabase, type FreshDatabase } from "../helpers/backend.js";

let dir: string;
let fresh: FreshDatabase;
let one: Database;
let two: Database;
let clock: Date;
const now = () => clock;
const advance = (ms: number) => (clock = new Date(clock.getTime() + ms));

beforeEach(async () => {
  dir = mkdtempSync(join(tmpdir(), "pod-orders-jobs-"));
  fresh = await freshDatabase(dir);
  one = openDatabase(fresh.url, 4);
  await migrate(one.db);
  // PostgreSQL: a second pool, as a second server process would have. SQLite: better-sqlite3 waits for a
  // lock synchronously, so a second handle in the same thread would block the holder; both workers share one
  // handle here, and tests/process/sqlite-two-processes covers two real processes on one file.
  two = BACKEND === "postgres" ? openDatabase(fresh.url, 4) : { ...one, close: () => Promise.resolve() };
  clock = new Date("2026-11-22T12:00:00.000Z");
});

afterEach(async () => {
  await one.close();
  await two.close();
  await fresh.drop();
  rmSync(dir, { recursive: true, force: true });
});

function recorder(seen: Job[], behaviour: (job: Job) => Promise<void> | void = () => undefined): Handler {
  return {
    run: async (job) => {
      seen.push(job);
      await behaviour(job);
    },
    retryDelayMs: () => 1_000,
  };
}

describe("job queue", () => {
  it("two workers on separate connections run each of 200 jobs exactly once", async () => {
    for (let i = 0; i < 200; i++) await enqueueJob(one.db, "count", { i }, clock);
    const seen: Job[] = [];
    const slow = recorder(seen, () => new Promise((r) => setTimeout(r, Math.random() * 3)));
    const a = new Worker(one.db, { count: slow }, { workerId: "a", batchSize: 7, now });
    const b = new Worker(two.db, { count: slow }, { workerId: "b", batchSize: 7, now });
    const drain = async (w: Worker) => {
      while ((await w.runOnce()) > 0);
    };
    await Promise.all([drain(a), drain(b), drain(a), drain(b)]);
    const ids = seen.map((j) => (j.payload as { i: number }).i);
    expect(ids).toHaveLength(200);
    expect(new Set(ids).size).toBe(200);
    const left = await one.db.selectFrom("jobs").select("status").where("status", "!=", "done").execute();
    expect(left).toEqual([]);
  });

  it("retries a failing job after its delay, then succeeds", async () => {
    const id = await enqueueJob(one.db, "flaky", {}, clock);
    const seen: Job[] = [];
    const worker = new Worker(one.db, { flaky: recorder(seen, (job) => { if (job.attempt === 1) throw new Error("receiver said 500"); }) }, { now });
    expect(await worker.runOnce()).toBe(1);
    expect(await findJob(one.db, id)).toMatchObject({ status: "pending", attempts: 1, last_error: "receiver said 500" });
    expect(await worker.runOnce()).toBe(0);
    advance(1_200);
    expect(await worker.runOnce()).toBe(1);
    expect(await findJob(one.db, id)).toMatchObject({ status: "done", attempts: 2 });
    expect(seen.map((j) => j.attempt)).toEqual([1, 2]);
  });

  it("fails a job for good after max attempts, or at once on a permanent failure, and leaves kinds it has no handler for", async () => {
    const tired = await enqueueJob(one.db, "always", {}, clock, { maxAttempts: 3 });
    const fatal = await enqueueJob(one.db, "fatal", {}, clock);
    const unknown = await enqueueJob(one.db, "nobody-handles-this", {}, clock);
    const worker = new Worker(
      one.db,
      {
        always: recorder([], () => { throw new Error("down"); }),
        fatal: recorder([], () => { throw new PermanentFailure("not an image"); }),
      },
      { now },
    );
    for (let i = 0; i < 5; i++) {
      await worker.runOnce();
      advance(2_000);
    }
    expect(await findJob(one.db, tired)).toMatchObject({ status: "failed", attempts: 3, last_error: "down" });
    expect(await findJob(one.db, fatal)).toMatchObject({ status: "failed", attempts: 1, last_error: "not an image" });
    // A kind this worker has no handler for is left for a worker that has one.
    expect(await findJob(one.db, unknown)).toMatchObject({ status: "pending", attempts: 0, locked_by: null });
  });

  it("puts a job that asks to run again at a time back at that very time, past its max attempts, until its handler gives up", async () => {
    const id = await enqueueJob(one.db, "wake", {}, clock, { maxAttempts: 2 });
    const at = (n: number) => new Date(Date.parse("2026-11-22T12:00:00.000Z") + n * 3_600_000 + 7).toISOString();
    const worker = new Worker(
      one.db,
      {
        wake: recorder([], (job) => {
          if (job.attempt < 4) throw RetryLater.at(`not yet (${job.attempt})`, at(job.attempt));
          throw new PermanentFailure("done waiting");
        }),
      },
      { now },
    );
    for (let run = 1; run < 4; run++) {
      expect(await worker.runOnce()).toBe(1);
      // The handler's time, to the millisecond, not one counted from the worker's clock.
      expect(await findJob(one.db, id)).toMatchObject({ status: "pending", attempts: run, run_at: at(run) });
      clock = new Date(at(run));
    }
    expect(await worker.runOnce()).toBe(1);
    expect(await findJob(one.db, id)).toMatchObject({ status: "failed", attempts: 4, last_error: "done waiting" });
  });

  it("gives a crashed worker's job to another once the lease runs out, and refuses the late finish", async () => {
    const id = await enqueueJob(one.db, "work", {}, clock);
    const seen: Job[] = [];
    let release: () => void = () => undefined;
    let running: () => void = () => undefined;
    const started = new Promise<void>((r) => (running = r));
    const hang = () => {
      running();
      return new Promise<void>((r) => (release = r));
    };
    const stuck = new Worker(one.db, { work: recorder([], hang) }, { workerId: "stuck", leaseMs: 10_000, now });
    const pending = stuck.runOnce();
    // The job is claimed once its handler runs (a fixed pause could end before the claim on a busy machine).
    await started;
    const rescuer = new Worker(two.db, { work: recorder(seen) }, { workerId: "rescuer", leaseMs: 10_000, now });
    expect(await rescuer.runOnce()).toBe(0);
    advance(11_000);
    expect(await rescuer.runOnce()).toBe(1);
    expect(await findJob(one.db, id)).toMatchObject({ status: "done", attempts: 2 });
    release();
    await pending;
    expect(seen).toHaveLength(1);
    expect(await findJob(one.db, id)).toMatchObject({ status: "done", locked_by: null });
  });

  it("claims expired leases and pending jobs together in run_at order, up to the limit, and only due ones", async () => {
    const lease = (ms: number) => new Date(clock.getTime() + ms).toISOString();
    const expiring = await enqueueJob(one.db, "work", {}, clock);
    expect((await claimJobs(one.db, "gone", ["work"], clock.toISOString(), lease(10_000), 5)).map((j) => j.id)).toEqual([expiring]);
    advance(1_000);
    const second = await enqueueJob(one.db, "work", {}, clock);
    advance(1_000);
    const third = await enqueueJob(one.db, "work", {}, clock);
    await enqueueJob(one.db, "work", {}, clock, { runAt: lease(60_000) });
    await enqueueJob(one.db, "other", {}, clock);
    // The lease still runs: only the two due pending jobs, oldest first, one per call.
    expect((await claimJobs(one.db, "w1", ["work"], clock.toISOString(), lease(10_000), 1)).map((j) => j.id)).toEqual([second]);
    advance(9_000);
    // The first lease has run out (the second's has not); the expired job's run_at is older than the pending one's.
    const claimed = await claimJobs(two.db, "w2", ["work"], clock.toISOString(), lease(10_000), 2);
    expect(claimed.map((j) => [j.id, j.attempts, j.locked_by])).toEqual([
      [expiring, 2, "w2"],
      [third, 1, "w2"],
    ]);
    expect(await claimJobs(two.db, "w2", ["work"], clock.toISOString(), lease(10_000), 5)).toEqual([]);
  });

  it("keeps renewing the lease of a long job while its worker lives, so nobody else takes it", async () => {
    // A 300 ms lease renewed every 100 ms (real timers), on a clock the test moves: the job runs for well over two
    // leases, and a renewal, not the passing of real time, is what keeps the other worker out.
    const id = await enqueueJob(one.db, "work", {}, clock);
    let running: () => void = () => undefined;
    let release: () => void = () => undefined;
    const started = new Promise<void>((r) => (running = r));
    const work = () => {
      running();
      return new Promise<void>((r) => (release = r));
    };
    const pendingSlow = new Worker(one.db, { work: recorder([], work) }, { workerId: "slow", leaseMs: 300, now }).runOnce();
    await started;
    const other = new Worker(two.db, { work: recorder([]) }, { workerId: "other", leaseMs: 300, now });
    for (let lease = 0; lease < 2; lease++) {
      // 800 ms on: the lease taken (or last renewed) before has run out, until the worker renews it from the new time.
      advance(800);
      await expect.poll(async () => (await findJob(one.db, id))!.locked_until! > clock.toISOString(), { timeout: 5_000, interval: 20 }).toBe(true);
      expect(await other.runOnce()).toBe(0);
      expect(await findJob(one.db, id)).toMatchObject({ status: "running", locked_by: "slow", attempts: 1 });
    }
    release();
    expect(await pendingSlow).toBe(1);
    expect(await findJob(one.db, id)).toMatchObject({ status: "done", attempts: 1 });
  });

  it("runs jobs of one queue_key one at a time in order, while other keys flow", async () => {
    const order: string[] = [];
    let failFirst = true;
    const handler = recorder([], (job) => {
      const { name } = job.payload as { name: string };
      if (name === "a1" && failFirst) {
        failFirst = false;
        throw new Error("retry me");
      }
      order.push(name);
    });
    await enqueueJob(one.db, "step", { name: "a1" }, clock, { queueKey: "order-a" });
    await enqueueJob(one.db, "step", { name: "a2" }, clock, { queueKey: "order-a" });
    await enqueueJob(one.db, "step", { name: "b1" }, clock, { queueKey: "order-b" });
    await enqueueJob(one.db, "step", { name: "b2" }, clock, { queueKey: "order-b" });
    const worker = new Worker(one.db, { step: handler }, { now, batchSize: 10 });
    await worker.runOnce();
    expect(order).toEqual(["b1"]);
    await worker.runOnce();
    expect(order).toEqual(["b1", "b2"]);
    expect(await worker.runOnce()).toBe(0);
    advance(1_500);
    await worker.runOnce();
    await worker.runOnce();
    expect(order).toEqual(["b1", "b2", "a1", "a2"]);
  });

  it("start() polls and stop() waits for the job in hand", async () => {
    const seen: Job[] = [];
    const worker = new Worker(one.db, { slow: recorder(seen, () => new Promise((r) => setTimeout(r, 100))) }, { pollIntervalMs: 10 });
    worker.start();
    await enqueueJob(one.db, "slow", {}, new Date());
    while (seen.length === 0) await new Promise((r) => setTimeout(r, 5));
    await worker.stop();
    const [job] = await one.db.selectFrom("jobs").selectAll().execute();
    expect(job).toMatchObject({ status: "done" });
  });
});
