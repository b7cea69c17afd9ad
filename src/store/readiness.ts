// Whether this process's database can take writes now: /readyz asks, so a load balancer stops sending orders to
// a process whose database is away, read-only or full, and sends them again once it can write.
import { storageCondition, transaction, type Db } from "./database.js";
import type { StorageCondition } from "./conditions.js";
import { dialectOf } from "./dialect.js";

export interface NotReady {
  /** What is wrong; `fault` for an error that is none of the known conditions. */
  condition: StorageCondition | "fault";
  message: string;
}

const MESSAGES: Record<NotReady["condition"], string> = {
  unavailable: "database unreachable",
  starting: "database starting up",
  read_only: "database is read-only",
  disk_full: "no room to write: the disk (or SQLITE_MAX_SIZE_MB) is full",
  busy: "database busy",
  serialization: "database busy",
  fault: "the database failed a test write",
};

/** A busy database is working; only the other conditions take a process out of service. */
function notReady(error: unknown): NotReady | undefined {
  const condition = storageCondition(error) ?? "fault";
  if (condition === "busy" || condition === "serialization") return undefined;
  return { condition, message: MESSAGES[condition] };
}

async function probe(db: Db): Promise<NotReady | undefined> {
  const checkedAt = new Date().toISOString();
  try {
    // A tiny committed write: it fails on a read-only database (a standby, a read-only file system) and on a
    // write-ahead log that cannot grow.
    await transaction(db, (trx) =>
      trx
        .insertInto("readiness_probe")
        .values({ id: 1, checked_at: checkedAt, ballast: null })
        .onConflict((oc) => oc.column("id").doUpdateSet({ checked_at: checkedAt }))
        .execute(),
    );
    const room = await dialectOf(db).roomProblem(db);
    return room ? { condition: room, message: MESSAGES[room] } : undefined;
  } catch (error) {
    return notReady(error);
  }
}

const inFlight = new WeakMap<Db, Promise<NotReady | undefined>>();

/** Undefined when the database can write; what is wrong otherwise. Checks asked for together share one probe. */
export function readiness(db: Db): Promise<NotReady | undefined> {
  let running = inFlight.get(db);
  if (!running) {
    running = probe(db).finally(() => inFlight.delete(db));
    inFlight.set(db, running);
  }
  return running;
}
