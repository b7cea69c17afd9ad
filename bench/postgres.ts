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
  drop: () => Promise<void>;
  /** ANALYZE of the schema's tables (analyzeSchema). */
  analyze: () => Promise<void>;
}

/** A new schema `<prefix><random hex>` in the database at `baseUrl`. */
export async function createSchema(baseUrl: string, prefix: string): Promise<PostgresSchema> {
  const name = `${prefix}${randomBytes(6).toString("hex")}`;
  await onPostgres(baseUrl, `create schema ${name}`);
  const url = `${baseUrl}${baseUrl.includes("?") ? "&" : "?"}options=${encodeURIComponent(`-c search_path=${name}`)}`;
  return { name, url, drop: () => onPostgres(baseUrl, `drop schema if exists ${name} cascade`), analyze: () => analyzeSchema(baseUrl, name) };
}

/**
 * ANALYZE of every table of schema `name`: the statistics autovacuum keeps current in a running database. A
 * benchmark's tables grow from empty within seconds, faster than autovacuum's minute; the service's named
 * statements may by then have cached a generic plan made for empty tables (create-order's idempotency read by the
 * account's `(account_id, order_ref)` index instead of its unique `(account_id, external_ref)` one: 20 ms a
 * create at 50,000 orders), which ANALYZE invalidates. Without it a run measures one plan or the other by chance
 * (docs/performance.md, 2026-11-26).
 */
export async function analyzeSchema(baseUrl: string, name: string): Promise<void> {
  const client = new pg.Client({ connectionString: baseUrl });
  await client.connect();
  try {
    const tables = (await client.query<{ tablename: string }>("select tablename from pg_tables where schemaname = $1", [name])).rows;
    if (tables.length > 0) await client.query(`analyze ${tables.map((t) => `${client.escapeIdentifier(name)}.${client.escapeIdentifier(t.tablename)}`).join(", ")}`);
  } finally {
    await client.end();
  }
}

/**
 * A bulk import as a data migration does it: `count` copies of the order `templateRef` (with its lines), new refs,
 * the same account, written by two statements straight into the schema at `url`, faster than autovacuum notices.
 */
export async function importOrders(url: string, templateRef: string, count: number): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query("begin");
    await client.query(
      `insert into orders
       select (jsonb_populate_record(null::orders, to_jsonb(o) || jsonb_build_object('order_ref', 'ord_imp' || lpad(g::text, 9, '0'), 'external_ref', 'import-' || g))).*
       from orders o cross join generate_series(1, $2::int) g where o.order_ref = $1`,
      [templateRef, count],
    );
    await client.query(
      `insert into order_items
       select (jsonb_populate_record(null::order_items, to_jsonb(i) || jsonb_build_object('order_ref', 'ord_imp' || lpad(g::text, 9, '0'), 'item_ref', 'itm_imp' || lpad(g::text, 9, '0') || '_' || i.position))).*
       from order_items i cross join generate_series(1, $2::int) g where i.order_ref = $1`,
      [templateRef, count],
    );
    await client.query("commit");
  } finally {
    await client.end();
  }
}
