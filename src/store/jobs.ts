// Job rows: enqueue, claim due jobs with a lease (read locked and marked running in one transaction), finish only as the lock holder.
import { transaction, type Db } from "./database.js";
import { dialectOf } from "./dialect.js";
import { fromJson, toJson } from "./json.js";
import { PreparedQuery } from "./prepared.js";
import type { Writer } from "./writer.js";
import type { JobRow, JobsTable, NewJob, Tables } from "./tables.js";
import type { ExpressionBuilder, Selectable } from "kysely";

function jobOf(row: Selectable<JobsTable>): JobRow {
  return { ...row, payload: fromJson(row.payload) };
}

/**
 * Inserts jobs through `writer`, in one statement when they share their columns. Their ids are the database's
 * (they order a queue key's jobs), so nobody is answered one: a job is found by what it carries.
 */
export async function insertJobs(writer: Writer, jobs: readonly NewJob[]): Promise<void> {
  if (jobs.length === 0) return;
  await writer.insert({ jobs: jobs.map((job) => ({ ...job, payload: toJson(job.payload) })) });
}

// The worker runs these for every job: compiled once (prepared.ts), so a claim or a finish costs no query building.
// A job with a queue_key waits while an earlier job of its key is pending or running.
function firstOfItsQueue(eb: ExpressionBuilder<Tables & { j: JobsTable }, "j">) {
  return eb.or([
    eb("j.queue_key", "is", null),
    eb.not(
      eb.exists(
        eb
          .selectFrom("jobs as e")
          .select("e.id")
          .whereRef("e.queue_key", "=", "j.queue_key")
          .whereRef("e.id", "<", "j.id")
          .where("e.status", "in", ["pending", "running"]),
      ),
    ),
  ]);
}

// Pending jobs and expired leases are read by two statements, not one with an OR: each then walks the
// (status, run_at) index in claim order and stops at the limit. With the OR, SQLite gathered every due row and
// sorted them for each claim, so a claim cost grew with the backlog (6.3 ms per claim at 13,000 queued
// deliveries, under the one write lock; docs/performance.md, 2026-11-26).
/** Due jobs of one claimable kind: pending whose run_at has come, or running whose lease ran out before `at`. */
function dueJobs(status: "pending" | "running", column: "j.run_at" | "j.locked_until", op: "<=" | "<") {
  return new PreparedQuery((db, $: { kinds: string[]; at: string; limit: number }) =>
    dialectOf(db).lockForClaim(
      db
        .selectFrom("jobs as j")
        .select(["j.id", "j.run_at"])
        .where("j.status", "=", status)
        .where(column, op, $.at)
        .where("j.kind", "in", $.kinds)
        .where(firstOfItsQueue)
        .orderBy("j.run_at")
        .orderBy("j.id")
        .limit($.limit),
    ),
  );
}
const duePending = dueJobs("pending", "j.run_at", "<=");
const dueExpired = dueJobs("running", "j.locked_until", "<");

const markClaimed = new PreparedQuery((db, $: { ids: number[]; worker: string; lockedUntil: string; now: string }) =>
  db
    .updateTable("jobs")
    .set((eb) => ({ status: "running", locked_by: $.worker, locked_until: $.lockedUntil, attempts: eb("attempts", "+", 1), updated_at: $.now }))
    .where("id", "in", $.ids)
    .returningAll(),
);

/**
 * Claims up to `limit` due jobs of the given `kinds` for `worker` until `lockedUntil`: pending jobs whose run_at
 * has come, and running jobs whose lease ran out (their worker died). A job with a queue_key waits while an
 * earlier job of the same key is pending or running. Jobs of other kinds are left for workers that handle them
 * (during a rolling upgrade, an older process never claims a kind it does not know). The due rows are locked for
 * the claim, passing over rows another worker is claiming (the dialect's lockForClaim).
 */
export async function claimJobs(db: Db, worker: string, kinds: readonly string[], nowIso: string, lockedUntil: string, limit: number): Promise<JobRow[]> {
  if (kinds.length === 0) return [];
  return transaction(db, async (trx) => {
    const pending = await duePending.all(trx, { kinds: [...kinds], at: nowIso, limit });
    const expired = await dueExpired.all(trx, { kinds: [...kinds], at: nowIso, limit });
    // Both in (run_at, id) order: merged, the first `limit` are the ones the single query would have claimed.
    const due = expired.length === 0 ? pending : [...pending, ...expired].sort((a, b) => (a.run_at < b.run_at ? -1 : a.run_at > b.run_at ? 1 : a.id - b.id)).slice(0, limit);
    const ids = due.map((r) => r.id);
    if (ids.length === 0) return [];
    const claimed = await markClaimed.all(trx, { ids, worker, lockedUntil, now: nowIso });
    return claimed.map(jobOf);
  });
}

const pushLease = new PreparedQuery((db, $: { id: number; worker: string; lockedUntil: string }) =>
  db.updateTable("jobs").set({ locked_until: $.lockedUntil }).where("id", "=", $.id).where("locked_by", "=", $.worker).where("status", "=", "running"),
);

/** Pushes the lease of a job `worker` still holds to `lockedUntil`; false when it no longer holds it. */
export async function extendLease(db: Db, id: number, worker: string, lockedUntil: string): Promise<boolean> {
  return (await dialectOf(db).writeAlone(db, (w) => pushLease.run(w, { id, worker, lockedUntil }))) === 1;
}

const markDone = new PreparedQuery((db, $: { id: number; worker: string; now: string }) =>
  db
    .updateTable("jobs")
    .set({ status: "done", locked_by: null, locked_until: null, last_error: null, updated_at: $.now })
    .where("id", "=", $.id)
    .where("locked_by", "=", $.worker)
    .where("status", "=", "running"),
);

/** Marks the job done; false when `worker` no longer holds it (its lease ran out and another took it). */
export async function completeJob(db: Db, id: number, worker: string, nowIso: string): Promise<boolean> {
  return (await dialectOf(db).writeAlone(db, (w) => markDone.run(w, { id, worker, now: nowIso }))) === 1;
}

const markFailed = new PreparedQuery((db, $: { id: number; worker: string; status: "failed" | "pending"; runAt: string; error: string; now: string }) =>
  db
    .updateTable("jobs")
    .set({ status: $.status, run_at: $.runAt, locked_by: null, locked_until: null, last_error: $.error, updated_at: $.now })
    .where("id", "=", $.id)
    .where("locked_by", "=", $.worker)
    .where("status", "=", "running"),
);

/** Puts the job back for another attempt at `retryAt`, or marks it failed when `retryAt` is null. */
export async function failJob(db: Db, id: number, worker: string, error: string, retryAt: string | null, nowIso: string): Promise<boolean> {
  const changed = await dialectOf(db).writeAlone(db, (w) => markFailed.run(w, { id, worker, status: retryAt === null ? "failed" : "pending", runAt: retryAt ?? nowIso, error: error.slice(0, 2000), now: nowIso }));
  return changed === 1;
}

export async function findJob(db: Db, id: number): Promise<JobRow | undefined> {
  const row = await db.selectFrom("jobs").selectAll().where("id", "=", id).executeTakeFirst();
  return row && jobOf(row);
}
