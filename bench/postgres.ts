// A PostgreSQL schema of its own for a benchmark run or a test server: created empty, selected through the connection's
// search_path, dropped afterwards (the tests import this too; bench/ compiles on its own, so the shared code lives here).
import { randomBytes } from "node:crypto";
import pg from "pg";

/** Runs `sql` on the database at `url`. */
export async function onPostgres(url: string, sql: string): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

export interface PostgresSchema {
  name: string;
  /** `baseUrl` with the schema as search_path: a service or test server using it starts empty and migrates it. */
  url: string;
  drop(): Promise<void>;
}

/** A new schema `<prefix><random hex>` in the database at `baseUrl`. */
export async function createSchema(baseUrl: string, prefix: string): Promise<PostgresSchema> {
  const name = `${prefix}${randomBytes(6).toString("hex")}`;
  await onPostgres(baseUrl, `create schema ${name}`);
  const url = `${baseUrl}${baseUrl.includes("?") ? "&" : "?"}options=${encodeURIComponent(`-c search_path=${name}`)}`;
  return { name, url, drop: () => onPostgres(baseUrl, `drop schema if exists ${name} cascade`) };
}
