// What SQLite and PostgreSQL do differently, answered by one object per open database: its Kysely adapter.
import type { DialectAdapter, Expression, Insertable, QueryExecutorProvider, SelectQueryBuilder, SqlBool } from "kysely";
import type { StorageCondition } from "./conditions.js";
import type { Db } from "./db.js";
import type { InsertBatch } from "./prepared.js";
import type { Tables } from "./tables.js";

/** Carried by every store dialect, so that dialectOf can tell one from a plain Kysely adapter. */
export const STORE_DIALECT: unique symbol = Symbol("store dialect");

/**
 * Kysely's DialectAdapter with the store's own questions (Kysely's adapter is the model: every dialect difference
 * behind one small interface). It is the adapter of the database's Kysely instance, so the database, each of its
 * transactions and each of its connections reach the same object (dialectOf) without a lookup table.
 */
export interface StoreDialect extends DialectAdapter {
  readonly [STORE_DIALECT]: true;
  /**
   * Locks the rows `query` reads until the transaction ends, so that concurrent changes of them queue up instead
   * of both reading the same state.
   */
  lockForChange<DB, TB extends keyof DB, O>(query: SelectQueryBuilder<DB, TB, O>): SelectQueryBuilder<DB, TB, O>;
  /** Locks the rows `query` reads for a claim, passing over rows another claimer holds (FOR UPDATE SKIP LOCKED). */
  lockForClaim<DB, TB extends keyof DB, O>(query: SelectQueryBuilder<DB, TB, O>): SelectQueryBuilder<DB, TB, O>;
  /** Runs `work` in one transaction on one connection of `db` (the database, never one of its transactions). */
  transaction<T>(db: Db, work: (trx: Db) => Promise<T>): Promise<T>;
  /** Whether `db` is one of this database's transactions (what transaction() handed a `work`). */
  inTransaction(db: Db): boolean;
  /**
   * Runs `work`, which only reads, then inserts the rows it answers, as one change: all of them or none. The reads
   * see what they would inside a transaction; a unique violation of the rows fails the whole change (and is the
   * caller's to answer). SQLite: one transaction around reads and inserts; PostgreSQL: no transaction (READ
   * COMMITTED reads that take no locks see the same outside one) and the batch in one statement, so a create costs
   * its reads and one round trip, not BEGIN, a statement per table and COMMIT.
   */
  readThenInsert<T>(db: Db, work: (reader: Db) => Promise<ReadThenInsert<T>>): Promise<T>;
  /**
   * Runs `work`, one write that commits by itself, on `db` (the database, never one of its transactions). SQLite:
   * inside the group commit, so it shares a group's COMMIT and its log sync waits after the connection is given
   * back (alone, the sync held the one connection, and every request, for its length); PostgreSQL: as it is.
   */
  writeAlone<T>(db: Db, work: (db: Db) => Promise<T>): Promise<T>;
  /**
   * Inserts `batch`, atomically when run inside a transaction. PostgreSQL: a batch of several statements is sent as
   * one (INSERTs inside WITH), atomic by itself and one round trip; SQLite: a statement per table and set of columns,
   * in order (a statement costs no round trip there).
   */
  insertBatch(db: Db, batch: InsertBatch): Promise<void>;
  /** Where and how orders' search words are kept and found (store/order-search.ts asks it). */
  readonly searchWords: SearchWords;
  /** True when `error` is this engine's unique-constraint violation. */
  isUniqueViolation(error: unknown): boolean;
  /** True when this engine was too busy to answer in time (nothing was written; the caller may retry). */
  isBusy(error: unknown): boolean;
  /** What `error` says about the database (away, starting, read-only, full, busy), or undefined for anything else. */
  condition(error: unknown): StorageCondition | undefined;
  /**
   * Whether the database lacks room to write (beyond what a committed test write shows): SQLite looks at its file
   * system's free space and at SQLITE_MAX_SIZE_MB; PostgreSQL's server watches its own disk.
   */
  roomProblem(db: Db): Promise<StorageCondition | undefined>;
  /**
   * Whether several service processes on several machines may share this database (PostgreSQL), so a per-token
   * counter must live in it; SQLite serves one process, which counts in memory.
   */
  readonly sharedByProcesses: boolean;
  /** The schema the migration bookkeeping lives in; undefined where the engine has only one. */
  migrationSchema(db: QueryExecutorProvider): Promise<string | undefined>;
}

/**
 * An engine's way of keeping orders' search words (domain/search-words.ts): PostgreSQL a row per word in
 * order_words, SQLite an FTS5 index fed through order_search_rows (sqlite-search-words.ts says why).
 */
export interface SearchWords {
  /** The table holding an order's words, by its order_ref column. */
  readonly table: "order_words" | "order_search_rows";
  /** The rows that hold an order's words, to insert (a word it holds already is skipped where the table keys words). */
  rowsOf(orderRef: string, words: readonly string[]): SearchWordRows;
  /** `orders.order_ref in (…)`: the orders with a word that `term` (folded) prefixes. */
  prefixedBy(db: Db, term: string): Expression<SqlBool>;
}

/** The rows of an order's words, in its engine's table. */
export type SearchWordRows = { order_words: Insertable<Tables["order_words"]>[] } | { order_search_rows: Insertable<Tables["order_search_rows"]>[] };

/** An open database: its Kysely instance, its dialect, and how to close it (openDatabase in database.ts). */
export interface Database {
  db: Db;
  /** What the engine does differently; the same object as dialectOf(db). */
  dialect: StoreDialect;
  close(): Promise<void>;
}

/**
 * What the work of readThenInsert answers: its result and the rows to insert (none: nothing to write); or, when
 * the rows depend on a change that must come first (a create's stock commit: how much each line was allocated),
 * `write`, run in one transaction with its rows (on PostgreSQL BEGIN, its statements, the batch, COMMIT).
 */
export type ReadThenInsert<T> = { result: T; inserts: InsertBatch | undefined } | { write: (trx: Db) => Promise<{ result: T; inserts: InsertBatch }> };

/** The store dialect of a database opened by openDatabase(), or of any transaction or connection of it. */
export function dialectOf(db: QueryExecutorProvider): StoreDialect {
  const adapter = db.getExecutor().adapter as Partial<StoreDialect>;
  if (adapter[STORE_DIALECT] !== true) throw new Error("the database was not opened by openDatabase()");
  return adapter as StoreDialect;
}

/** The SQLSTATE or SQLite result code of a driver error, if it has one. */
export function errorCode(error: unknown): string | undefined {
  const code = (error as { code?: unknown } | null)?.code;
  return typeof code === "string" ? code : undefined;
}
