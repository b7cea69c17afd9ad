// The database factory: opens the configured engine behind one Kysely instance with its store dialect, applies
// migrations, and answers what callers ask of any engine (a transaction, a ping, busy and unique-violation errors).
import { inspect } from "node:util";
import { Kysely, Migrator, sql } from "kysely";
import pg from "pg";
import type { Tables } from "./tables.js";
import type { StorageCondition } from "./conditions.js";
import type { Db } from "./db.js";
import { dialectOf, type Database, type ReadThenInsert, type StoreDialect } from "./dialect.js";
import { migrationProvider } from "./migrations/index.js";
import { mapFlagsOf, nameStatementsOf, PostgresStoreAdapter, ServicePostgresDialect } from "./postgres.js";
import { StatisticsKeeper } from "./postgres-statistics.js";
import type { InsertBatch } from "./prepared.js";
import { openSqlite } from "./sqlite.js";
import { SqliteStoreAdapter } from "./sqlite-dialect.js";

export type { Database, Db };

/** How long a request waits for a new PostgreSQL connection before it is answered 503 (the database is away). */
const CONNECT_TIMEOUT_MS = 5_000;

function openPostgres(url: string, poolSize: number, preparedStatements: boolean, keepStatistics: boolean): Database {
  // bigint columns (job ids, counts) as numbers: ours stay far below 2^53.
  const parserOf = (oid: number, format?: "text" | "binary"): unknown => (oid === 20 ? (v: string) => Number(v) : pg.types.getTypeParser(oid, format));
  const types = { getTypeParser: parserOf as typeof pg.types.getTypeParser };
  // keepAlive: a connection whose server vanished without closing it (a network partition) is found dead by TCP.
  const pool = new pg.Pool({ connectionString: url, max: poolSize, types, connectionTimeoutMillis: CONNECT_TIMEOUT_MS, keepAlive: true });
  // A connection that dies (a restart, a failover, a network blip) emits 'error' on its client. pg-pool listens
  // on idle clients only and removes its listener while a client is lent out, and an 'error' event without a
  // listener ends the process. So every client gets a listener of its own for its whole life: the query in
  // flight fails with the same error (answered 503), and pg-pool drops the broken client when it comes back.
  pool.on("error", () => undefined);
  pool.on("connect", (client) => {
    client.on("error", () => undefined);
    if (preparedStatements) nameStatementsOf(client);
    mapFlagsOf(client);
  });
  const db = new Kysely<Tables>({ dialect: new ServicePostgresDialect({ pool }) });
  // Named statements keep their plans, made from the tables' statistics: the service keeps those true itself.
  const keeper = keepStatistics ? new StatisticsKeeper(db) : undefined;
  keeper?.start();
  return {
    db,
    dialect: dialectOf(db),
    close: async () => {
      await keeper?.stop();
      await db.destroy();
    },
  };
}

export interface DatabaseOptions {
  /** PostgreSQL connections of this process. */
  poolSize?: number;
  /**
   * PostgreSQL: prepared queries (prepared.ts) as named statements, prepared once per connection (default false);
   * the tables' statistics are then kept true by the process (postgres-statistics.ts).
   */
  preparedStatements?: boolean;
  /** PostgreSQL: analyze tables that outgrew their statistics (default: when preparedStatements is on). */
  keepStatistics?: boolean;
  /** SQLite: the largest the database may grow, in bytes; writes beyond it fail as a full disk does. */
  sqliteMaxBytes?: number;
}

export function openDatabase(url: string, options: DatabaseOptions | number = {}): Database {
  const { poolSize = 10, preparedStatements = false, keepStatistics = preparedStatements, sqliteMaxBytes } = typeof options === "number" ? { poolSize: options } : options;
  if (url.startsWith("sqlite:")) return openSqlite(url.slice("sqlite:".length), sqliteMaxBytes);
  if (url.startsWith("postgres://") || url.startsWith("postgresql://")) return openPostgres(url, poolSize, preparedStatements, keepStatistics);
  throw new Error(`unsupported DATABASE_URL: ${url}`);
}

export async function migrate(db: Db): Promise<string[]> {
  const schema = await dialectOf(db).migrationSchema(db);
  // Migrations are written on branches in parallel: a database may have run a later one before an earlier one
  // arrives. Each migration touches its own tables and columns, so applying the newcomer afterwards is safe.
  const migrator = new Migrator({ db, provider: migrationProvider, allowUnorderedMigrations: true, ...(schema ? { migrationTableSchema: schema } : {}) });
  // SQLite has no migration lock: a second process starting at the same moment can read "not applied"
  // just before the first commits, and fail on "already exists". Reading again after a pause settles it. The
  // pauses add up to about 20 s: a busy machine took longer than 1.5 s to migrate a fresh database (34 migrations).
  for (let attempt = 1; ; attempt++) {
    const { error, results } = await migrator.migrateToLatest();
    if (!error) return (results ?? []).filter((r) => r.status === "Success").map((r) => r.migrationName);
    if (attempt >= 25) throw error instanceof Error ? error : new Error(`a migration failed: ${inspect(error)}`);
    await new Promise((resolve) => setTimeout(resolve, Math.min(100 * attempt, 1_000) + Math.random() * 100));
  }
}

/**
 * Runs `work` in one transaction on one connection. SQLite takes the write lock up front
 * (BEGIN IMMEDIATE), so a read-then-write never fails half-way when another process writes, and commits
 * concurrent transactions as a group (sqlite.ts): each is isolated by a savepoint and answered after the
 * group's commit. PostgreSQL runs READ COMMITTED; repositories lock the rows they change (SELECT … FOR UPDATE).
 */
export async function transaction<T>(db: Db, work: (trx: Db) => Promise<T>): Promise<T> {
  return dialectOf(db).transaction(db, work);
}

/**
 * Runs `work` as one change: inside the caller's transaction when `db` is one (a use case called by another inside
 * its transaction, as the demo's seed calls accounts/create), else in a transaction of its own. Opening a second
 * transaction there would wait for the first one's lock on SQLite, which never comes.
 */
export async function oneChange<T>(db: Db, work: (trx: Db) => Promise<T>): Promise<T> {
  return dialectOf(db).inTransaction(db) ? work(db) : transaction(db, work);
}

/** Reads, then inserts the rows the reads decided, as one change (StoreDialect.readThenInsert). */
export async function readThenInsert<T>(db: Db, work: (reader: Db) => Promise<ReadThenInsert<T>>): Promise<T> {
  return dialectOf(db).readThenInsert(db, work);
}

/** Inserts the batch as one change (StoreDialect.insertBatch: one statement on PostgreSQL; inside a transaction on SQLite). */
export async function insertBatch(db: Db, batch: InsertBatch): Promise<void> {
  return dialectOf(db).insertBatch(db, batch);
}

// Errors are told apart without the database at hand (the HTTP error handler sees only the error): each
// engine's dialect is asked in turn; their codes never overlap.
const DIALECTS: readonly StoreDialect[] = [new SqliteStoreAdapter(), new PostgresStoreAdapter()];

/** True when `error` is a unique-constraint violation from any supported engine. */
export function isUniqueViolation(error: unknown): boolean {
  return DIALECTS.some((dialect) => dialect.isUniqueViolation(error));
}

/** True when the database was too busy to answer in time (SQLite's busy timeout, PostgreSQL's lock timeout). */
export function isBusy(error: unknown): boolean {
  return storageCondition(error) === "busy";
}

/** What `error` says about the database (busy, away, starting, read-only, full), or undefined for any other error. */
export function storageCondition(error: unknown): StorageCondition | undefined {
  for (const dialect of DIALECTS) {
    const condition = dialect.condition(error);
    if (condition) return condition;
  }
  return undefined;
}

/**
 * Waits until the database answers, for up to `seconds`: a database that is away or starting is asked again
 * with a growing pause (0.25 s to 2 s); `onWaiting` is called once, at the first refusal. Any other error (a
 * wrong password, a database that does not exist) fails at once; so does the last refusal when time runs out.
 */
export async function waitForDatabase(db: Db, seconds: number, onWaiting: (error: unknown) => void): Promise<void> {
  const deadline = Date.now() + seconds * 1000;
  for (let pause = 250, told = false; ; pause = Math.min(pause * 2, 2_000)) {
    try {
      await sql`select 1`.execute(db);
      return;
    } catch (error) {
      const condition = storageCondition(error);
      if (condition !== "unavailable" && condition !== "starting") throw error;
      if (Date.now() + pause > deadline) {
        throw new Error(`the database did not answer within ${seconds} s (DATABASE_WAIT_SECONDS): ${(error as Error).message || String(error)}`, { cause: error });
      }
      if (!told) onWaiting(error);
      told = true;
      await new Promise((resolve) => setTimeout(resolve, pause));
    }
  }
}

/** The database URL fit for messages and logs: any password replaced by ***. */
export function redactUrl(url: string): string {
  try {
    const parsed = new URL(url);
    if (parsed.password) parsed.password = "***";
    return parsed.protocol === "sqlite:" ? url : parsed.toString();
  } catch {
    return url.replace(/:[^:@/]*@/, ":***@");
  }
}
