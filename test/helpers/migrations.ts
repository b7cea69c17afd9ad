// Moving a test server's database to a given migration (down past later ones, or up to it), for the tests that
// show what a migration does to rows written before it.
import { Migrator } from "kysely";
import type { Database } from "../../src/store/database.js";
import { migrationProvider } from "../../src/store/migrations/index.js";

export async function migrateDatabaseTo(database: Database, name: string): Promise<void> {
  const db = database.db;
  const schema = await database.dialect.migrationSchema(db);
  const { error } = await new Migrator({ db, provider: migrationProvider, ...(schema ? { migrationTableSchema: schema } : {}) }).migrateTo(name);
  if (error) throw error instanceof Error ? error : new Error(JSON.stringify(error));
}
