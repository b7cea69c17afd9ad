// The store dialect of a PostgreSQL database: row locks, READ COMMITTED transactions, SQLSTATE codes.
import { PostgresAdapter, PostgresDialect, sql, type DialectAdapter, type QueryExecutorProvider, type SelectQueryBuilder } from "kysely";
import type pg from "pg";
import type { Db } from "./db.js";
import { firstCondition, type StorageCondition } from "./conditions.js";
import { flagColumnsOf, flagParameters, flagRows } from "./flags.js";
import { errorCode, STORE_DIALECT, type ReadThenInsert, type StoreDialect } from "./dialect.js";
import { insertGroupsAtOnce, insertGroupsInTurn, renameStatement, statementNameOf, type InsertBatch } from "./prepared.js";
import { postgresSearchWords } from "./postgres-search-words.js";

/** SQLSTATEs that say the database, not the request, is the problem (class 08, connection exceptions, comes by class). */
const SQLSTATE_CONDITIONS: Record<string, StorageCondition> = {
  "57P01": "unavailable", // admin_shutdown: the server is stopping
  "57P02": "unavailable", // crash_shutdown
  "57P03": "starting", // cannot_connect_now: starting up, recovering, or shutting down
  "57P04": "unavailable", // database_dropped
  "58030": "unavailable", // io_error
  "53000": "unavailable", // insufficient_resources
  "53200": "unavailable", // out_of_memory
  "53300": "unavailable", // too_many_connections
  "53100": "disk_full",
  "25006": "read_only", // read_only_sql_transaction: a standby, or default_transaction_read_only
  "40001": "serialization",
  "40P01": "serialization", // deadlock_detected
  "55P03": "busy", // lock_not_available: a lock timeout ran out
  "57014": "busy", // query_canceled: statement_timeout ran out
};

/**
 * node-postgres reports a connection it lost, or could not open in time, with a plain Error and no SQLSTATE;
 * these are its messages (pg/lib/client.js, pg-pool/index.js).
 */
const LOST_CONNECTION = /^Connection terminated|is not queryable|timeout exceeded when trying to connect|Connection closed/;

/** A named statement whose prepared plan no longer fits its tables (a column's type changed under it). */
function isStalePlan(error: unknown): boolean {
  return errorCode(error) === "0A000" && error instanceof Error && error.message.includes("cached plan must not change result type");
}

function postgresCondition(error: unknown): StorageCondition | undefined {
  const code = errorCode(error);
  // Nothing was written (the statement failed as a whole) and the next run prepares afresh: retry shortly.
  if (isStalePlan(error)) return "serialization";
  if (code !== undefined) return code.startsWith("08") ? "unavailable" : SQLSTATE_CONDITIONS[code];
  return error instanceof Error && LOST_CONNECTION.test(error.message) ? "unavailable" : undefined;
}

export class PostgresStoreAdapter extends PostgresAdapter implements StoreDialect {
  readonly [STORE_DIALECT] = true as const;
  readonly sharedByProcesses = true;
  readonly searchWords = postgresSearchWords;

  lockForChange<DB, TB extends keyof DB, O>(query: SelectQueryBuilder<DB, TB, O>): SelectQueryBuilder<DB, TB, O> {
    return query.forUpdate();
  }

  lockForClaim<DB, TB extends keyof DB, O>(query: SelectQueryBuilder<DB, TB, O>): SelectQueryBuilder<DB, TB, O> {
    return query.forUpdate().skipLocked();
  }

  /** READ COMMITTED: repositories lock the rows they change (lockForChange). */
  transaction<T>(db: Db, work: (trx: Db) => Promise<T>): Promise<T> {
    return db.transaction().execute(work);
  }

  inTransaction(db: Db): boolean {
    return db.isTransaction;
  }

  writeAlone<T>(db: Db, work: (db: Db) => Promise<T>): Promise<T> {
    return work(db);
  }

  /** The reads on any of the pool's connections, as they come; the inserts as one statement, atomic by itself. */
  async readThenInsert<T>(db: Db, work: (reader: Db) => Promise<ReadThenInsert<T>>): Promise<T> {
    const read = await work(db);
    if ("write" in read) {
      return this.transaction(db, async (trx) => {
        const { result, inserts } = await read.write(trx);
        await this.insertBatch(trx, inserts);
        return result;
      });
    }
    if (read.inserts) await this.insertBatch(db, read.inserts);
    return read.result;
  }

  /** Several groups as one statement (INSERTs inside WITH): one round trip, and atomic without a transaction. */
  insertBatch(db: Db, batch: InsertBatch): Promise<void> {
    const groups = batch.groups();
    return groups.length > 1 || batch.lead ? insertGroupsAtOnce(db, groups, batch.lead) : insertGroupsInTurn(db, groups);
  }

  isUniqueViolation(error: unknown): boolean {
    return errorCode(error) === "23505";
  }

  isBusy(error: unknown): boolean {
    return this.condition(error) === "busy";
  }

  condition(error: unknown): StorageCondition | undefined {
    return firstCondition(error, postgresCondition);
  }

  /** The server's own business: a full disk makes its writes fail (53100), which the write probe sees. */
  roomProblem(): Promise<StorageCondition | undefined> {
    return Promise.resolve(undefined);
  }

  /**
   * The connection's current schema (search_path), so that several deployments, or test runs, can share one
   * database in separate schemas.
   */
  async migrationSchema(db: QueryExecutorProvider): Promise<string | undefined> {
    return (await sql<{ schema: string }>`select current_schema() as schema`.execute(db)).rows[0]?.schema;
  }
}

/** Kysely's PostgreSQL dialect with the store dialect as its adapter. */
export class ServicePostgresDialect extends PostgresDialect {
  override createAdapter(): DialectAdapter {
    return new PostgresStoreAdapter();
  }
}

type Query = (...args: unknown[]) => Promise<unknown>;

/**
 * Makes `client` map flags (flags.ts) on every query Kysely sends it (`query(sql, parameters)`): booleans bound as
 * 1/0, and the flag columns of a result made booleans, found by the result's column names (none: its rows are not
 * looked at). Wraps whatever `client.query` is (named statements, when on).
 */
export function mapFlagsOf(client: pg.PoolClient): void {
  // Named statements' query if set, else the class's own, looked up at each call (as nameStatementsOf does).
  const own = Object.getOwnPropertyDescriptor(client, "query")?.value as Query | undefined;
  const query: Query = (...args) => (own ?? (Object.getPrototypeOf(client) as { query: Query }).query).apply(client, args);
  const mapped = async (...args: unknown[]): Promise<unknown> => {
    const [text, values] = args;
    if (args.length !== 2 || typeof text !== "string" || !Array.isArray(values)) return query(...args);
    const result = (await query(text, flagParameters(values))) as pg.QueryResult<Record<string, unknown>>;
    const flags = result.fields && flagColumnsOf(result.fields.map((f) => f.name));
    if (flags) flagRows(result.rows, flags);
    return result;
  };
  client.query = mapped as typeof client.query;
}

/**
 * Makes `client` run the SQL of prepared queries (prepared.ts) as named statements, parsed and planned once per
 * connection; everything else runs as before. Kysely calls `query(sql, parameters)`.
 */
export function nameStatementsOf(client: pg.PoolClient): void {
  // The class's own query, looked up at each call: whatever patches the prototype later (tracing, a test counting
  // statements) still sees every statement.
  const query: Query = (...args) => (Object.getPrototypeOf(client) as { query: (...a: unknown[]) => Promise<unknown> }).query.apply(client, args);
  const named = (...args: unknown[]): Promise<unknown> => {
    const [text, values] = args;
    const name = args.length === 2 && typeof text === "string" && Array.isArray(values) ? statementNameOf(text) : undefined;
    return name === undefined ? query(...args) : runNamed(client, query, name, text as string, values as unknown[]);
  };
  client.query = named as typeof client.query;
}

async function runNamed(client: pg.PoolClient, query: Query, name: string, text: string, values: unknown[]): Promise<unknown> {
  try {
    return await query({ name, text, values });
  } catch (error) {
    if (!isStalePlan(error)) throw error;
    renameStatement(text);
    // Inside a transaction the failure has aborted it: the caller answers 503 (postgresCondition) and retries.
    if (client.getTransactionStatus() !== "I") throw error;
    return query({ name: statementNameOf(text), text, values });
  }
}
