// Kysely's SQLite dialect with the service's driver: one better-sqlite3 connection lent first come, first served,
// each distinct statement prepared once, flags mapped to and from 0/1 (flags.ts). The figures quoted below are the
// benchmark's, from docs/performance.md.
import SQLite from "better-sqlite3";
import { CompiledQuery, SqliteDialect, type DatabaseConnection, type DialectAdapter, type Driver, type QueryResult } from "kysely";
import { flagColumnsOf, flagParameters, flagRows } from "./flags.js";
import type { LogSync } from "./sqlite-log-sync.js";

// Transaction statements, compiled once (GroupCommit runs them on this driver's connection too).
export const STATEMENTS = {
  begin: CompiledQuery.raw("begin immediate"),
  savepoint: CompiledQuery.raw("savepoint grp"),
  rollbackToSavepoint: CompiledQuery.raw("rollback to grp"),
  release: CompiledQuery.raw("release grp"),
  commit: CompiledQuery.raw("commit"),
  rollback: CompiledQuery.raw("rollback"),
};

/**
 * Kysely's SQLite dialect with our driver (below): Kysely's own driver prepares every statement again and
 * hands its one connection out through a lock that is not first come, first served.
 */
export class ServiceSqliteDialect extends SqliteDialect {
  readonly #handle: SQLite.Database;
  readonly #logSync: LogSync | undefined;
  readonly #adapter: DialectAdapter | undefined;

  /**
   * Without `logSync`, durability is the handle's own `synchronous` setting. Without `adapter`, Kysely's own
   * SQLite adapter (no store dialect: a scratch database).
   */
  constructor(handle: SQLite.Database, logSync?: LogSync, adapter?: DialectAdapter) {
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

/** A prepared statement, and the flag columns of its results (flags.ts), found once when it is prepared. */
interface Prepared {
  statement: SQLite.Statement;
  flags: readonly string[] | undefined;
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
  readonly #cache = new Map<string, Prepared>();
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

  #prepare(source: string): Prepared {
    let prepared = this.#cache.get(source);
    if (prepared) {
      this.#cache.delete(source);
    } else {
      const statement = this.#handle.prepare(source);
      prepared = { statement, flags: statement.reader ? flagColumnsOf(statement.columns().map((c) => c.name)) : undefined };
      if (this.#cache.size >= this.#capacity) this.#cache.delete(this.#cache.keys().next().value!);
    }
    this.#cache.set(source, prepared);
    return prepared;
  }

  // Flags are mapped here, for every query whoever built it: booleans bound as 1/0, and the flag columns of a result
  // made booleans, only for the statements that have any (flags.ts).
  async executeQuery<R>(query: CompiledQuery): Promise<QueryResult<R>> {
    const { statement, flags } = this.#prepare(query.sql);
    const parameters = flagParameters(query.parameters) as unknown[];
    if (statement.reader) {
      const rows = statement.all(parameters) as Record<string, unknown>[];
      if (flags) flagRows(rows, flags);
      return { rows: rows as R[] };
    }
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
