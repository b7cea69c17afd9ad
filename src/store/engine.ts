// Which engine a database runs on, read from its Kysely adapter: for the migrations, whose DDL differs by engine.
import { PostgresAdapter, SqliteAdapter, type QueryExecutorProvider } from "kysely";

export type Engine = "sqlite" | "postgres";

/**
 * The engine of `db` (a database, a transaction or a connection of it, or a migration's untyped handle). Migrations
 * are history, written once for the schema of their day, so they ask this rather than the store dialect, whose
 * strategies serve the code of today.
 */
export function engineOf(db: QueryExecutorProvider): Engine {
  const adapter = db.getExecutor().adapter;
  if (adapter instanceof SqliteAdapter) return "sqlite";
  if (adapter instanceof PostgresAdapter) return "postgres";
  throw new Error(`no engine known for the adapter ${adapter.constructor.name}`);
}

/** The column type of an id the database assigns, increasing in insertion order (SQLite's rowid; a sequence). */
export function generatedIdType(db: QueryExecutorProvider): "integer" | "bigserial" {
  return engineOf(db) === "sqlite" ? "integer" : "bigserial";
}
