// The store dialect of a PostgreSQL database: row locks, READ COMMITTED transactions, SQLSTATE codes.
import { PostgresAdapter, PostgresDialect, sql, type DialectAdapter, type QueryExecutorProvider, type SelectQueryBuilder } from "kysely";
import type { Db } from "./database.js";
import { errorCode, STORE_DIALECT, type StoreDialect } from "./dialect.js";

export class PostgresStoreAdapter extends PostgresAdapter implements StoreDialect {
  readonly [STORE_DIALECT] = true as const;
  readonly engine = "postgres";
  readonly generatedIdType = "bigserial";

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

  isUniqueViolation(error: unknown): boolean {
    return errorCode(error) === "23505";
  }

  /** lock_not_available: a lock timeout ran out. */
  isBusy(error: unknown): boolean {
    return errorCode(error) === "55P03";
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
