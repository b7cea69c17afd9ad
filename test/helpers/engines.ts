// The database engines a store test runs on: SQLite always, PostgreSQL when POD_TEST_POSTGRES_URL is set (the config
// says so when it is skipped); each opens a fresh, empty database and drops it afterwards.
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { createSchema } from "../../bench/postgres.js";
import { openDatabase, type Database, type DatabaseOptions } from "../../src/store/database.js";

export interface Engine {
  name: "sqlite" | "postgres";
  open: () => Promise<{ database: Database; drop: () => void | Promise<void> }>;
}

/** `poolSize`: PostgreSQL's connections (SQLite has its own one writer); `postgresOptions`: more of its options. */
export function storeEngines(poolSize: number, postgresOptions: Pick<DatabaseOptions, "preparedStatements" | "keepStatistics"> = {}): Engine[] {
  const postgresUrl = process.env.POD_TEST_POSTGRES_URL;
  const sqlite: Engine = {
    name: "sqlite",
    open: () => {
      const dir = mkdtempSync(join(tmpdir(), "pod-orders-store-"));
      return Promise.resolve({ database: openDatabase(`sqlite:${join(dir, "db.sqlite")}`), drop: () => rmSync(dir, { recursive: true, force: true }) });
    },
  };
  if (!postgresUrl) return [sqlite];
  const postgres: Engine = {
    name: "postgres",
    open: async () => {
      const schema = await createSchema(postgresUrl, "t_");
      return { database: openDatabase(schema.url, { poolSize, ...postgresOptions }), drop: schema.drop };
    },
  };
  return [sqlite, postgres];
}
