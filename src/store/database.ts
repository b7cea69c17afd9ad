// The database factory: opens the configured engine behind one Kysely instance and applies migrations.
import { mkdirSync } from "node:fs";
import { dirname, resolve } from "node:path";
import SQLite from "better-sqlite3";
import { Kysely, Migrator, SqliteDialect, sql } from "kysely";
import type { Tables } from "./tables.js";
import { migrationProvider } from "./migrations/index.js";

export type Db = Kysely<Tables>;

export interface Database {
  db: Db;
  /** `sqlite` or `postgres`; only store/ may look at it. */
  engine: "sqlite";
  close(): Promise<void>;
}

function openSqlite(path: string): Database {
  const file = resolve(path);
  mkdirSync(dirname(file), { recursive: true });
  const handle = new SQLite(file);
  handle.pragma("journal_mode = WAL");
  // FULL: a commit is on disk before the request that made it is answered.
  handle.pragma("synchronous = FULL");
  handle.pragma("busy_timeout = 5000");
  handle.pragma("foreign_keys = ON");
  const db = new Kysely<Tables>({ dialect: new SqliteDialect({ database: handle }) });
  return { db, engine: "sqlite", close: () => db.destroy() };
}

export function openDatabase(url: string): Database {
  if (url.startsWith("sqlite:")) return openSqlite(url.slice("sqlite:".length));
  throw new Error(`unsupported DATABASE_URL: ${url}`);
}

export async function migrate(db: Db): Promise<string[]> {
  const migrator = new Migrator({ db, provider: migrationProvider });
  const { error, results } = await migrator.migrateToLatest();
  if (error) throw error instanceof Error ? error : new Error(String(error));
  return (results ?? []).filter((r) => r.status === "Success").map((r) => r.migrationName);
}

/**
 * Runs `work` in one transaction on one connection. SQLite takes the write lock up front
 * (BEGIN IMMEDIATE), so a read-then-write never fails half-way when another process writes.
 */
export async function transaction<T>(db: Db, work: (trx: Db) => Promise<T>): Promise<T> {
  return db.connection().execute(async (conn) => {
    await sql`begin immediate`.execute(conn);
    try {
      const result = await work(conn);
      await sql`commit`.execute(conn);
      return result;
    } catch (error) {
      await sql`rollback`.execute(conn).catch(() => undefined);
      throw error;
    }
  });
}

/** True when the database answers a trivial query. */
export async function ping(db: Db): Promise<boolean> {
  try {
    await sql`select 1`.execute(db);
    return true;
  } catch {
    return false;
  }
}

/** True when `error` is a unique-constraint violation from any supported engine. */
export function isUniqueViolation(error: unknown): boolean {
  const code = (error as { code?: string } | null)?.code;
  return code === "SQLITE_CONSTRAINT_UNIQUE" || code === "SQLITE_CONSTRAINT_PRIMARYKEY" || code === "23505";
}
