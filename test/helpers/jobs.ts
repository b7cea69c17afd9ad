// Jobs enqueued by tests one at a time, each answering its id: the service never needs one (a job is written with its
// change and found by what it carries), a test asks for a particular job's row.
import { enqueue, type JobOptions } from "../../src/jobs/queue.js";
import type { PayloadOf } from "../../src/jobs/kinds.js";
import type { Db } from "../../src/store/database.js";
import { writerOf } from "../../src/store/writer.js";

/** Writes one job on its own and answers its id (the newest job's: tests enqueue one at a time). */
export async function enqueueJob<K extends string>(db: Db, kind: K, payload: PayloadOf<K>, now: Date, options: JobOptions = {}): Promise<number> {
  await enqueue(writerOf(db), kind, [payload], now, options);
  const row = await db
    .selectFrom("jobs")
    .select((eb) => eb.fn.max("id").as("id"))
    .executeTakeFirstOrThrow();
  return Number(row.id);
}
