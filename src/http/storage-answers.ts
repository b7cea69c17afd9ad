// How the HTTP API answers a request the database or the file store could not serve: the storage condition
// (store/conditions.ts) as a 503 in the envelope with a Retry-After, and a warning that says so without flooding
// the log; and what /readyz says of each.
import type { FastifyBaseLogger } from "fastify";
import type { ErrorCode } from "../domain/errors.js";
import type { StorageCondition } from "../store/conditions.js";
import { readiness } from "../store/readiness.js";
import type { Db } from "../store/database.js";
import type { FileStore } from "../files/store.js";

export interface StorageAnswer {
  status: number;
  code: ErrorCode;
  message: string;
  /** Seconds, for the Retry-After header. */
  retryAfter: number;
}

const MAYBE = "a change may or may not have been made: retry (create-order is idempotent on external_ref)";

export const STORAGE_ANSWERS: Record<StorageCondition, StorageAnswer> = {
  busy: { status: 503, code: "unavailable", message: "the database is busy; nothing was written; retry shortly", retryAfter: 1 },
  serialization: { status: 503, code: "unavailable", message: "the database is busy; nothing was written; retry shortly", retryAfter: 1 },
  unavailable: { status: 503, code: "database_unavailable", message: `the database cannot be reached; ${MAYBE}`, retryAfter: 2 },
  starting: { status: 503, code: "database_unavailable", message: "the database is starting up; nothing was written; retry shortly", retryAfter: 2 },
  read_only: { status: 503, code: "database_unavailable", message: "the database accepts no writes at the moment (read-only); nothing was written; retry shortly", retryAfter: 5 },
  disk_full: { status: 503, code: "storage_full", message: "the database has no room to write; nothing was written; retry later", retryAfter: 5 },
};

/** The same condition is logged at most this often; the lines between are counted into the next one. */
const LOG_EVERY_MS = 10_000;

/**
 * One warning per condition per 10 s, with how many requests met it since the last line: a database outage
 * under load is thousands of refusals a second, and the operator needs to know it began, that it goes on, and
 * when it ended (the first success is not logged; the warnings stop).
 */
export class StorageWarnings {
  readonly #last = new Map<StorageCondition | "file_store", { at: number; since: number }>();

  constructor(private readonly now: () => number = Date.now) {}

  note(log: FastifyBaseLogger, condition: StorageCondition | "file_store", error: unknown): void {
    const at = this.now();
    const last = this.#last.get(condition);
    if (last && at - last.at < LOG_EVERY_MS) {
      last.since++;
      return;
    }
    this.#last.set(condition, { at, since: 0 });
    const message = (error as Error | undefined)?.message ?? String(error);
    log.warn({ condition, error: message, refused_since_last_warning: last?.since ?? 0 }, condition === "file_store" ? "file store unavailable: requests answered 503" : `database ${condition.replace("_", " ")}: requests answered 503`);
  }
}

/** The store's readiness check as /readyz reports it: undefined when ready, else the code of the 503 and why. */
export async function databaseReadiness(db: Db): Promise<{ code: ErrorCode; message: string } | undefined> {
  const problem = await readiness(db);
  if (!problem) return undefined;
  return { code: problem.condition === "fault" ? "database_unavailable" : STORAGE_ANSWERS[problem.condition].code, message: problem.message };
}

/** The file store's readiness (a bucket that answers), as /readyz reports it. */
export async function fileStoreReadiness(store: FileStore): Promise<{ code: ErrorCode; message: string } | undefined> {
  const problem = await store.problem();
  return problem === undefined ? undefined : { code: "file_store_unavailable", message: problem };
}
