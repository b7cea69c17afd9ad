// Which database the tests run on, and a fresh, isolated database for each test server on it.
import { join } from "node:path";
import { createSchema } from "../../bench/postgres.js";

/** `POD_TEST_BACKEND=postgres` (set by the postgres test project) runs the suite on POD_TEST_POSTGRES_URL. */
export const BACKEND: "sqlite" | "postgres" = process.env.POD_TEST_BACKEND === "postgres" ? "postgres" : "sqlite";

export interface FreshDatabase {
  url: string;
  drop(): Promise<void>;
}

/**
 * SQLite: a new file in `dir`. PostgreSQL: a new schema in the test database, selected through the
 * connection's search_path, so every server starts empty and runs its own migrations.
 */
export async function freshDatabase(dir: string): Promise<FreshDatabase> {
  if (BACKEND === "sqlite") return { url: `sqlite:${join(dir, "db.sqlite")}`, drop: async () => undefined };
  return freshPostgresDatabase();
}

/** A new schema in the PostgreSQL test database (POD_TEST_POSTGRES_URL), whatever the suite's backend. */
export async function freshPostgresDatabase(): Promise<FreshDatabase> {
  const base = process.env.POD_TEST_POSTGRES_URL;
  if (!base) throw new Error("POD_TEST_BACKEND=postgres needs POD_TEST_POSTGRES_URL");
  const { url, drop } = await createSchema(base, "t_");
  return { url, drop };
}
