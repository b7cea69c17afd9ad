// Moving a test server's database to a given migration (down past later ones, or up to it), for the tests that
// show what a migration does to rows written before it; and the migrations' names around a given one.
import { Migrator, sql } from "kysely";
import { afterAll, beforeAll } from "vitest";
import type { Database } from "../../src/store/database.js";
import { migrationProvider } from "../../src/store/migrations/index.js";
import { startSeededServer, type SeededAccount } from "./fixtures.js";
import type { TestServer } from "./server.js";

/** Moves the database to migration `name`; answers the migrations it ran (undone or applied), in the order it ran them. */
export async function migrateDatabaseTo(database: Database, name: string): Promise<string[]> {
  const db = database.db;
  const schema = await database.dialect.migrationSchema(db);
  const { error, results } = await new Migrator({ db, provider: migrationProvider, ...(schema ? { migrationTableSchema: schema } : {}) }).migrateTo(name);
  if (error) throw error instanceof Error ? error : new Error(JSON.stringify(error));
  const failed = results?.find((r) => r.status !== "Success");
  if (failed) throw new Error(`migration ${failed.migrationName}: ${failed.status}`);
  return results?.map((r) => r.migrationName) ?? [];
}

/** Every migration's name, in the order they apply. */
async function migrationNames(): Promise<string[]> {
  return Object.keys(await migrationProvider.getMigrations()).sort();
}

/** The migrations after `name`, in the order they apply. */
export async function migrationsAfter(name: string): Promise<string[]> {
  return (await migrationNames()).filter((migration) => migration > name);
}

/** The migration just before `name` (where to go down to, to see what `name` does). */
export async function migrationBefore(name: string): Promise<string> {
  const before = (await migrationNames()).filter((migration) => migration < name).at(-1);
  if (!before) throw new Error(`no migration before ${name}`);
  return before;
}

/** A seeded server for one file's migration tests, with its raw rows and its database moved to a migration. */
export interface MigrationRig {
  server: TestServer;
  acme: SeededAccount;
  other: SeededAccount;
  /** The rows of a raw query (what the columns are before and after a migration, beyond the typed schema). */
  rows: (query: string) => Promise<Record<string, unknown>[]>;
  migrateTo: (name: string) => Promise<string[]>;
}

/** Starts the seeded server before the file's tests and closes it after them; call at the top of the file. */
export function useMigrationRig(): MigrationRig {
  const rig = {
    rows: (query: string) => sql.raw<Record<string, unknown>>(query).execute(rig.server.database.db).then((r) => r.rows),
    migrateTo: (name: string) => migrateDatabaseTo(rig.server.database, name),
  } as MigrationRig;
  beforeAll(async () => void Object.assign(rig, await startSeededServer()));
  afterAll(() => rig.server?.close());
  return rig;
}
