// The store dialect of a SQLite database: one writer at a time, transactions committed in groups, result codes.
import { statfs } from "node:fs/promises";
import { dirname } from "node:path";
import { sql, SqliteAdapter, type SelectQueryBuilder } from "kysely";
import type { Db } from "./db.js";
import { firstCondition, type StorageCondition } from "./conditions.js";
import { errorCode, STORE_DIALECT, type ReadThenInsert, type StoreDialect } from "./dialect.js";
import { insertGroupsInTurn, type InsertBatch } from "./prepared.js";
import type { GroupCommit } from "./sqlite-group-commit.js";
import { sqliteSearchWords } from "./sqlite-search-words.js";
import type { Tables } from "./tables.js";

/**
 * SQLite's extended result codes by their primary code: SQLITE_BUSY (the busy timeout ran out waiting for another
 * connection's lock), SQLITE_FULL (the disk, or max_page_count), SQLITE_READONLY, SQLITE_IOERR and SQLITE_CANTOPEN
 * (the file cannot be read or written: the disk failed or went away).
 */
function sqliteCondition(error: unknown): StorageCondition | undefined {
  const code = errorCode(error);
  if (code === undefined || !code.startsWith("SQLITE_")) return undefined;
  if (code.startsWith("SQLITE_BUSY") || code.startsWith("SQLITE_LOCKED")) return "busy";
  if (code === "SQLITE_FULL") return "disk_full";
  if (code.startsWith("SQLITE_READONLY")) return "read_only";
  if (code.startsWith("SQLITE_IOERR") || code.startsWith("SQLITE_CANTOPEN")) return "unavailable";
  return undefined;
}

/** Below this much free space on the database's file system, the database counts as full for readiness. */
export const MIN_FREE_BYTES = 8 * 1024 * 1024;

/** Thrown inside the room check's transaction so that its test row is rolled back. */
const ROLL_BACK = new Error("the room check's test row is rolled back");

export class SqliteStoreAdapter extends SqliteAdapter implements StoreDialect {
  readonly [STORE_DIALECT] = true as const;
  readonly sharedByProcesses = false;
  readonly searchWords = sqliteSearchWords;
  #group: GroupCommit<Tables> | undefined;
  readonly #file: string | undefined;

  /** `file`: the database file, whose file system's free space the readiness check reads. */
  constructor(file?: string) {
    super();
    this.#file = file;
  }

  /** The group committer every transaction runs in (made by the factory once the Kysely instance exists). */
  commitInGroups(group: GroupCommit<Tables>): void {
    this.#group = group;
  }

  // A transaction begins IMMEDIATE: it holds the database's write lock from its first statement, so no other
  // connection changes a row it read, and no other claimer runs meanwhile. Nothing to add to the query.
  lockForChange<DB, TB extends keyof DB, O>(query: SelectQueryBuilder<DB, TB, O>): SelectQueryBuilder<DB, TB, O> {
    return query;
  }

  lockForClaim<DB, TB extends keyof DB, O>(query: SelectQueryBuilder<DB, TB, O>): SelectQueryBuilder<DB, TB, O> {
    return query;
  }

  transaction<T>(_db: Db, work: (trx: Db) => Promise<T>): Promise<T> {
    if (!this.#group) throw new Error("transactions need a database opened by openDatabase()");
    return this.#group.run(work);
  }

  inTransaction(db: Db): boolean {
    return this.#group?.holds(db) ?? false;
  }

  writeAlone<T>(db: Db, work: (db: Db) => Promise<T>): Promise<T> {
    return this.transaction(db, work);
  }

  /** One transaction (its group's): the reads see its write lock's view, the inserts a statement per table after them. */
  readThenInsert<T>(db: Db, work: (reader: Db) => Promise<ReadThenInsert<T>>): Promise<T> {
    return this.transaction(db, async (trx) => {
      const read = await work(trx);
      const { result, inserts } = "write" in read ? await read.write(trx) : read;
      if (inserts) await this.insertBatch(trx, inserts);
      return result;
    });
  }

  /** A statement per group, in order: no round trips to save, and SQLite runs no INSERT inside WITH. */
  insertBatch(db: Db, batch: InsertBatch): Promise<void> {
    return insertGroupsInTurn(db, batch.groups(), batch.lead);
  }

  isUniqueViolation(error: unknown): boolean {
    const code = errorCode(error);
    return code === "SQLITE_CONSTRAINT_UNIQUE" || code === "SQLITE_CONSTRAINT_PRIMARYKEY";
  }

  isBusy(error: unknown): boolean {
    return this.condition(error) === "busy";
  }

  condition(error: unknown): StorageCondition | undefined {
    return firstCondition(error, sqliteCondition);
  }

  /**
   * No room when the file system is nearly full, or when 64 KiB of new rows cannot be allocated (pages are taken
   * from the free list first, as a real write would, so pages freed by deletes count as room). The test row is
   * rolled back: nothing is written.
   */
  async roomProblem(db: Db): Promise<StorageCondition | undefined> {
    if (this.#file) {
      const space = await statfs(dirname(this.#file));
      if (space.bavail * space.bsize < MIN_FREE_BYTES) return "disk_full";
    }
    try {
      await this.transaction(db, async (trx) => {
        await sql`insert into readiness_probe (id, checked_at, ballast) values (2, '', zeroblob(65536))`.execute(trx);
        throw ROLL_BACK;
      });
      return undefined;
    } catch (error) {
      if (error === ROLL_BACK) return undefined;
      const condition = this.condition(error);
      if (condition) return condition;
      throw error;
    }
  }

  migrationSchema(): Promise<string | undefined> {
    return Promise.resolve(undefined);
  }
}
