// SQLite behind the store: its dialect, one better-sqlite3 handle lent first come, first served, with a cache of
// prepared statements, group commit of concurrent transactions (one BEGIN IMMEDIATE … COMMIT, so one sync, for
// the transactions that arrive together), the log synced off the event loop, and checkpoints in a worker thread.
// The figures quoted below are the benchmark's, from docs/performance.md.
import { open, statfs, type FileHandle } from "node:fs/promises";
import { dirname } from "node:path";
import { createRequire } from "node:module";
import { Worker } from "node:worker_threads";
import SQLite from "better-sqlite3";
import { CompiledQuery, sql, SqliteAdapter, SqliteDialect, type DatabaseConnection, type DialectAdapter, type Driver, type Kysely, type QueryResult, type SelectQueryBuilder } from "kysely";
import type { Db } from "./database.js";
import { firstCondition, type StorageCondition } from "./conditions.js";
import { errorCode, STORE_DIALECT, type ReadThenInsert, type StoreDialect } from "./dialect.js";
import { insertBatch } from "./prepared.js";
import type { Tables } from "./tables.js";

/**
 * Syncs the write-ahead log to disk without blocking the event loop. The writing connection runs with
 * `synchronous = NORMAL`, so a COMMIT only writes the log; before anything committed is answered, the log file
 * is synced here with `fdatasync` in libuv's thread pool (the same sync SQLite's `synchronous = FULL` does
 * inside the COMMIT, on the event loop's thread). An answer still means the change is on disk; meanwhile the
 * process goes on parsing, checking and reading. SQLite still syncs the log before each checkpoint and the
 * database file after it, and the log's header when the log starts over.
 *
 * Measured: a sync takes 0.3 ms usually and tens of milliseconds at times on the benchmark's disk; inside the
 * COMMIT, the whole process stopped for it.
 */
export class LogSync {
  readonly #path: string;
  #file: FileHandle | undefined;
  #running: Promise<void> | undefined;
  #queued: Promise<void> | undefined;

  constructor(path: string) {
    this.#path = path;
  }

  /** Resolves once a sync of the log that began after this call has finished. */
  sync(): Promise<void> {
    if (!this.#running) return (this.#running = this.#begin());
    // A sync is under way, begun before this call: every caller meanwhile shares the next one.
    this.#queued ??= this.#running
      .then(
        () => undefined,
        () => undefined,
      )
      .then(() => {
        this.#queued = undefined;
        return (this.#running = this.#begin());
      });
    return this.#queued;
  }

  #begin(): Promise<void> {
    const done: Promise<void> = this.#datasync().finally(() => {
      if (this.#running === done) this.#running = undefined;
    });
    return done;
  }

  async #datasync(): Promise<void> {
    this.#file ??= await open(this.#path, "r");
    await this.#file.datasync();
  }

  async close(): Promise<void> {
    await Promise.allSettled([this.#queued, this.#running]);
    await this.#file?.close();
    this.#file = undefined;
  }
}

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

// Transaction statements, compiled once.
const STATEMENTS = {
  begin: CompiledQuery.raw("begin immediate"),
  savepoint: CompiledQuery.raw("savepoint grp"),
  rollbackToSavepoint: CompiledQuery.raw("rollback to grp"),
  release: CompiledQuery.raw("release grp"),
  commit: CompiledQuery.raw("commit"),
  rollback: CompiledQuery.raw("rollback"),
};

/** The store dialect of a SQLite database: one writer at a time, transactions committed in groups. */
/** Below this much free space on the database's file system, the database counts as full for readiness. */
export const MIN_FREE_BYTES = 8 * 1024 * 1024;

/** Thrown inside the room check's transaction so that its test row is rolled back. */
const ROLL_BACK = new Error("the room check's test row is rolled back");

export class SqliteStoreAdapter extends SqliteAdapter implements StoreDialect {
  readonly [STORE_DIALECT] = true as const;
  readonly engine = "sqlite";
  readonly sharedByProcesses = false;
  /** The rowid: assigned increasing. */
  readonly generatedIdType = "integer";
  readonly insertsInWith = false;
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

  writeAlone<T>(db: Db, work: (db: Db) => Promise<T>): Promise<T> {
    return this.transaction(db, work);
  }

  /** One transaction (its group's): the reads see its write lock's view, the inserts a statement per table after them. */
  readThenInsert<T>(db: Db, work: (reader: Db) => Promise<ReadThenInsert<T>>): Promise<T> {
    return this.transaction(db, async (trx) => {
      const { result, inserts } = await work(trx);
      if (inserts) await insertBatch(trx, inserts);
      return result;
    });
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

/**
 * Kysely's SQLite dialect with our driver (below): Kysely's own driver prepares every statement again and
 * hands its one connection out through a lock that is not first come, first served.
 */
export class ServiceSqliteDialect extends SqliteDialect {
  readonly #handle: SQLite.Database;
  readonly #logSync: LogSync | undefined;
  readonly #adapter: SqliteStoreAdapter | undefined;

  /**
   * Without `logSync`, durability is the handle's own `synchronous` setting. Without `adapter`, Kysely's own
   * SQLite adapter (no store dialect: a scratch database).
   */
  constructor(handle: SQLite.Database, logSync?: LogSync, adapter?: SqliteStoreAdapter) {
    super({ database: handle });
    this.#handle = handle;
    this.#logSync = logSync;
    this.#adapter = adapter;
  }

  override createDriver(): Driver {
    return new ServiceSqliteDriver(this.#handle, this.#logSync);
  }

  override createAdapter(): DialectAdapter {
    return this.#adapter ?? super.createAdapter();
  }
}

/**
 * The one connection of a better-sqlite3 handle, lent out first come, first served: a query or a transaction
 * waiting for it is served in the order it asked, so under load no request waits behind a lucky later one
 * (with a lock that wakes every waiter and lets any of them win, a few requests waited ten times the median).
 */
class ServiceSqliteDriver implements Driver {
  readonly #connection: StatementCacheConnection;
  readonly #waiting: (() => void)[] = [];
  #lent = false;

  constructor(handle: SQLite.Database, logSync: LogSync | undefined) {
    this.#connection = new StatementCacheConnection(handle, logSync);
  }

  async init(): Promise<void> {}

  async acquireConnection(): Promise<DatabaseConnection> {
    if (this.#lent) await new Promise<void>((resolve) => this.#waiting.push(resolve));
    this.#lent = true;
    return this.#connection;
  }

  releaseConnection(): Promise<void> {
    const next = this.#waiting.shift();
    // The connection passes straight to the next in line; it stays lent.
    if (next) next();
    else this.#lent = false;
    return Promise.resolve();
  }

  /** Kysely's own transactions (the service's run through GroupCommit) take the write lock up front too. */
  async beginTransaction(connection: DatabaseConnection): Promise<void> {
    await connection.executeQuery(STATEMENTS.begin);
  }

  async commitTransaction(connection: DatabaseConnection): Promise<void> {
    await connection.executeQuery(STATEMENTS.commit);
    await this.#connection.durable();
  }

  async rollbackTransaction(connection: DatabaseConnection): Promise<void> {
    await connection.executeQuery(STATEMENTS.rollback);
  }

  async savepoint(connection: DatabaseConnection, name: string): Promise<void> {
    await connection.executeQuery(CompiledQuery.raw(`savepoint "${name}"`));
  }

  async rollbackToSavepoint(connection: DatabaseConnection, name: string): Promise<void> {
    await connection.executeQuery(CompiledQuery.raw(`rollback to "${name}"`));
  }

  async releaseSavepoint(connection: DatabaseConnection, name: string): Promise<void> {
    await connection.executeQuery(CompiledQuery.raw(`release "${name}"`));
  }

  destroy(): Promise<void> {
    this.#connection.close();
    return Promise.resolve();
  }
}

/**
 * Prepares each distinct SQL text once. The statements the service runs are few and repeat; preparing costs
 * SQLite a parse and a plan every time (measured: preparing every statement again, as Kysely's driver does, was
 * 19% of the time of a create and 29% of a tracking read). The least recently used are dropped beyond `capacity` (statements
 * with a variable number of parameters, such as `in (?, ?, …)`, count once per length). A statement runs to
 * completion inside one call on the one connection, so reusing it is safe; SQLite re-prepares it itself
 * after a schema change.
 */
class StatementCacheConnection implements DatabaseConnection {
  readonly #handle: SQLite.Database;
  readonly #logSync: LogSync | undefined;
  readonly #cache = new Map<string, SQLite.Statement>();
  readonly #capacity: number;

  constructor(handle: SQLite.Database, logSync: LogSync | undefined, capacity = 500) {
    this.#handle = handle;
    this.#logSync = logSync;
    this.#capacity = capacity;
  }

  /** Resolves when everything committed so far is on disk. */
  async durable(): Promise<void> {
    await this.#logSync?.sync();
  }

  #prepare(source: string): SQLite.Statement {
    let statement = this.#cache.get(source);
    if (statement) {
      this.#cache.delete(source);
    } else {
      statement = this.#handle.prepare(source);
      if (this.#cache.size >= this.#capacity) this.#cache.delete(this.#cache.keys().next().value!);
    }
    this.#cache.set(source, statement);
    return statement;
  }

  async executeQuery<R>(query: CompiledQuery): Promise<QueryResult<R>> {
    const statement = this.#prepare(query.sql);
    const parameters = query.parameters as unknown[];
    if (statement.reader) return { rows: statement.all(parameters) as R[] };
    const autocommit = !this.#handle.inTransaction;
    const { changes, lastInsertRowid } = statement.run(parameters);
    // A write outside a transaction committed by itself: on disk before it is reported done. (A COMMIT is
    // made durable by whoever asked for it, after giving the connection back: see GroupCommit.)
    if (autocommit && !this.#handle.inTransaction) await this.durable();
    return { numAffectedRows: BigInt(changes), insertId: BigInt(lastInsertRowid), rows: [] };
  }

  streamQuery<R>(): AsyncIterableIterator<QueryResult<R>> {
    throw new Error("streaming is not used with SQLite");
  }

  close(): void {
    this.#cache.clear();
    this.#handle.close();
  }
}

interface Waiting<DB> {
  work: (trx: Kysely<DB>) => Promise<unknown>;
  resolve(value: unknown): void;
  reject(error: unknown): void;
}

type Outcome = { ok: true; value: unknown } | { ok: false; error: unknown };

/**
 * Group commit. Transactions asked for while the connection is busy, or in the same turn of the event loop,
 * run one after another inside one `BEGIN IMMEDIATE` … `COMMIT`, each inside its own savepoint: a transaction
 * that fails is rolled back to its savepoint and fails alone, the others commit together with one sync of
 * the write-ahead log. Every caller is answered after that COMMIT, once the log is on disk (LogSync), never
 * before, so an answer still means the change is durable; the next group runs while the sync is under way.
 * If the batch as a whole
 * cannot commit (the database is busy, the disk fails, SQLite abandoned the transaction), every transaction of
 * it fails and nothing of it is written.
 *
 * Measured: the largest of the changes that took create-order on SQLite from 894 to 3,348 req/s; at 32
 * connections about 10 to 16 creates share a group, whose COMMIT costs about 170 µs (17 µs per create).
 *
 * A transaction must not ask for another transaction and wait for it (it would wait for its own batch); none
 * does, and the single connection made that a deadlock before group commit too.
 */
export class GroupCommit<DB> {
  readonly #db: Kysely<DB>;
  readonly #handle: SQLite.Database;
  readonly #maxBatch: number;
  readonly #logSync: LogSync | undefined;
  #queue: Waiting<DB>[] = [];
  #draining = false;

  constructor(db: Kysely<DB>, handle: SQLite.Database, logSync?: LogSync, maxBatch = 64) {
    this.#db = db;
    this.#handle = handle;
    this.#logSync = logSync;
    this.#maxBatch = maxBatch;
  }

  run<T>(work: (trx: Kysely<DB>) => Promise<T>): Promise<T> {
    return new Promise<T>((resolve, reject) => {
      this.#queue.push({ work, resolve, reject });
      if (!this.#draining) {
        this.#draining = true;
        // After the current turn's I/O callbacks: requests parsed in the same turn join this batch.
        setImmediate(() => void this.#drain());
      }
    });
  }

  async #drain(): Promise<void> {
    try {
      while (this.#queue.length > 0) await this.#commit(this.#queue.splice(0, this.#maxBatch));
    } finally {
      this.#draining = false;
    }
  }

  async #commit(batch: Waiting<DB>[]): Promise<void> {
    const outcomes: Outcome[] = [];
    let batchError: { error: unknown } | undefined;
    try {
      await this.#db.connection().execute(async (conn) => {
        await conn.executeQuery(STATEMENTS.begin);
        try {
          for (const waiting of batch) {
            await conn.executeQuery(STATEMENTS.savepoint);
            try {
              outcomes.push({ ok: true, value: await waiting.work(conn) });
            } catch (error) {
              outcomes.push({ ok: false, error });
              // Some failures (I/O, a full disk) make SQLite abandon the whole transaction.
              if (!this.#handle.inTransaction) throw error;
              await conn.executeQuery(STATEMENTS.rollbackToSavepoint);
            }
            await conn.executeQuery(STATEMENTS.release);
          }
          await conn.executeQuery(STATEMENTS.commit);
        } catch (error) {
          if (this.#handle.inTransaction) await conn.executeQuery(STATEMENTS.rollback).catch(() => undefined);
          throw error;
        }
      });
    } catch (error) {
      batchError = { error };
    }
    const answer = (syncError?: { error: unknown }) =>
      batch.forEach((waiting, i) => {
        const outcome = outcomes[i];
        if (outcome && !outcome.ok) waiting.reject(outcome.error);
        else if (batchError ?? syncError) waiting.reject((batchError ?? syncError)!.error);
        else waiting.resolve(outcome!.value);
      });
    if (batchError || !this.#logSync) return answer();
    // Answered once the log is on disk; the next group runs meanwhile (its own answers wait for a later sync).
    this.#logSync.sync().then(
      () => answer(),
      (error: unknown) => answer({ error }),
    );
  }
}

// The checkpointer's code, run as a worker thread (given as text, so it needs no file of its own next to the
// compiled or the source module). Its own connection copies the write-ahead log into the database file with
// PASSIVE checkpoints, which never wait for the writer; when the log has grown past `restartPages` under
// sustained writes (a passive checkpoint rarely catches up with a busy writer, and only a complete one lets the
// log start over), a RESTART checkpoint waits briefly for the writer so that the log starts over.
const CHECKPOINTER = `
const { parentPort, workerData } = require("node:worker_threads");
const SQLite = require(workerData.driver);
const handle = new SQLite(workerData.file);
handle.pragma("synchronous = FULL");
handle.pragma("busy_timeout = 100");
const step = () => {
  try {
    const [result] = handle.pragma("wal_checkpoint(PASSIVE)");
    if (result && result.log >= workerData.restartPages) handle.pragma("wal_checkpoint(RESTART)");
  } catch (error) {
    // Busy, or no room to grow the database file (a full disk): the next step tries again.
    if (!error || typeof error.code !== "string" || !error.code.startsWith("SQLITE_")) throw error;
  }
};
const timer = setInterval(step, workerData.intervalMs);
parentPort.on("message", () => {
  clearInterval(timer);
  step();
  handle.close();
  parentPort.close();
});
`;

/**
 * Checkpoints off the request path. SQLite's automatic checkpoint runs inside the COMMIT that crosses 1000
 * pages of log: it copies them into the database file and syncs it, and with better-sqlite3 that blocks the
 * event loop, so every request in flight waits (measured: 100 to 500 ms every second or two under load, which
 * made the p99). The writing
 * connection's automatic checkpoint is turned off and a worker thread checkpoints every `intervalMs` instead;
 * if that thread fails, the writing connection checkpoints itself again.
 */
export class Checkpointer {
  readonly #worker: Worker;
  readonly #exited: Promise<void>;

  constructor(handle: SQLite.Database, file: string, options: { intervalMs?: number; restartPages?: number } = {}) {
    handle.pragma("wal_autocheckpoint = 0");
    this.#worker = new Worker(CHECKPOINTER, {
      eval: true,
      workerData: {
        driver: createRequire(import.meta.url).resolve("better-sqlite3"),
        file,
        intervalMs: options.intervalMs ?? 100,
        restartPages: options.restartPages ?? 8192,
      },
    });
    this.#worker.unref();
    this.#exited = new Promise((resolve) => this.#worker.once("exit", () => resolve()));
    this.#worker.once("error", () => {
      if (handle.open) handle.pragma("wal_autocheckpoint = 1000");
    });
  }

  /** A last checkpoint, then the thread ends. */
  async stop(): Promise<void> {
    // Held open until the thread has finished (unreferenced, it would not keep a closing process alive).
    this.#worker.ref();
    this.#worker.postMessage("stop");
    await this.#exited;
  }
}
