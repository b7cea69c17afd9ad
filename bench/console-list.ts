// The console's orders list at scale: 100,000 orders seeded by direct inserts, then the time of one page of the
// operator's orders/list (first page, filtered pages, a deep page by cursor, a find by external_ref) and of
// orders/counts, over HTTP on the service's own app (dist/, built by `npm run build`). Measured, never asserted;
// the aim is under 100 ms a page (docs/console.md). SQLite always; PostgreSQL too when a URL is given.
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { Kysely } from "kysely";
import { createSchema } from "./postgres.js";
import { formatTable } from "./table.js";

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- the service's table types live in src/, which bench/ cannot import
type Db = Kysely<any>;
type Row = Record<string, unknown>;

interface Modules {
  loadConfig(env: Record<string, string>): Record<string, unknown> & { databaseUrl: string };
  buildApp(options: { config: unknown; db: Db; logger: false }): Promise<{ listen(o: { host: string; port: number }): Promise<string>; close(): Promise<void> }>;
  openDatabase(url: string): { db: Db; close(): Promise<void> };
  migrate(db: Db): Promise<unknown>;
  BLANKS: Row[];
  PRODUCTS: Row[];
  standardOrder(externalRef: string): Row;
  BatchWriter: new (db: Db) => { batch: object };
  insertBatch(db: Db, batch: object): Promise<void>;
  insertSearchWords(writer: object, orderRef: string, words: readonly string[]): Promise<void>;
  orderWords(order: Row): string[];
}

async function modules(repoRoot: string): Promise<Modules> {
  const load = async (path: string) => (await import(new URL(path, `file://${repoRoot}dist/`).href)) as Record<string, unknown>;
  const [config, app, database, catalog, orders, prepared, search, words, writer] = await Promise.all(
    ["config.js", "http/app.js", "store/database.js", "fixtures/catalog.js", "fixtures/orders.js", "store/prepared.js", "store/order-search.js", "domain/search-words.js", "store/writer.js"].map(load),
  );
  return { ...config, ...app, ...database, ...catalog, ...orders, ...prepared, ...search, ...words, ...writer } as unknown as Modules;
}

export interface ConsoleListFigure {
  backend: "sqlite" | "postgres";
  orders: number;
  page: string;
  requests: number;
  meanMs: number;
  p50Ms: number;
  p95Ms: number;
  maxMs: number;
  rows: number;
}

const TOKEN = "bench-operator-token-0123456789abcdef";
const ACCOUNTS = 20;
/** Ship-to names: 8 first names × 8 surnames, so a surname's prefix finds an eighth of the orders. */
const FIRST_NAMES = ["Ada", "Grace", "Alan", "Marie", "Étienne", "Hedy", "Katherine", "Tim"];
const SURNAMES = ["Lovelace", "Hopper", "Turing", "Curie", "O'Brien", "Lamarr", "Johnson", "Berners-Lee"];
/** Statuses in roughly the shares a working shop has: most orders shipped, a few on hold. */
const STATUS_MIX = [...Array<string>(60).fill("shipped"), ...Array<string>(10).fill("received"), ...Array<string>(5).fill("on_hold"), ...Array<string>(10).fill("in_production"), ...Array<string>(10).fill("partially_shipped"), ...Array<string>(5).fill("cancelled")];

async function call(base: string, path: string, body: unknown, token = TOKEN): Promise<{ status: number; data: Row; ms: number }> {
  const started = performance.now();
  const res = await fetch(base + path, { method: "POST", headers: { "content-type": "application/json", authorization: `Bearer ${token}` }, body: JSON.stringify(body) });
  const json = (await res.json()) as { status: string; data: Row; message: string };
  const ms = performance.now() - started;
  if (res.status !== 200 || json.status !== "success") throw new Error(`${path} answered ${res.status}: ${json.message}`);
  return { status: res.status, data: json.data, ms };
}

/** One real order made through the API, cloned `count` times by direct inserts across ACCOUNTS accounts. */
async function seed(m: Modules, db: Db, base: string, count: number): Promise<{ accounts: string[]; deepRef: string; someExternalRef: string }> {
  for (const blank of m.BLANKS) await call(base, "/v1/admin/catalog/create", blank);
  const accounts: string[] = [];
  for (let i = 0; i < ACCOUNTS; i++) accounts.push(String((await call(base, "/v1/admin/accounts/create", { name: `Bench ${i}`, connected_stores: true })).data.account_id));
  const token = String((await call(base, "/v1/admin/tokens/create", { account_id: accounts[0] })).data.token);
  for (const product of m.PRODUCTS) await call(base, "/v1/products/create", product, token);
  const template = String((await call(base, "/v1/orders/create", m.standardOrder("bench-template"), token)).data.order_ref);
  const order: Row = await db.selectFrom("orders").selectAll().where("order_ref", "=", template).executeTakeFirstOrThrow();
  const items: Row[] = await db.selectFrom("order_items").selectAll().where("order_ref", "=", template).execute();

  const start = Date.parse("2026-01-01T00:00:00Z");
  const BATCH = 500;
  for (let from = 0; from < count; from += BATCH) {
    const orders: Row[] = [];
    const lines: Row[] = [];
    for (let i = from; i < Math.min(count, from + BATCH); i++) {
      // Refs sort by creation time, as the service's own do.
      const ref = `ord_b${String(i).padStart(9, "0")}`;
      const at = new Date(start + i * 60_000).toISOString();
      const status = STATUS_MIX[i % STATUS_MIX.length]!;
      orders.push({
        ...order,
        order_ref: ref,
        account_id: accounts[i % ACCOUNTS],
        external_ref: `bench-${i}`,
        status,
        shipping_name: `${FIRST_NAMES[i % 8]} ${SURNAMES[Math.floor(i / 8) % 8]}`,
        status_reason: status === "on_hold" ? "print file failed: items[0].print_areas.front: HTTP 404" : null,
        created_at: at,
        received_at: at,
        editable_until: at,
        updated_at: at,
      });
      items.forEach((item, position) => lines.push({ ...item, item_ref: `itm_b${String(i).padStart(9, "0")}_${position}`, order_ref: ref }));
    }
    await db.insertInto("orders").values(orders).execute();
    await db.insertInto("order_items").values(lines).execute();
    // The words orders/list q reads, written as the create writes them (store/order-search.ts).
    const words = new m.BatchWriter(db);
    for (const o of orders) await m.insertSearchWords(words, String(o.order_ref), m.orderWords(o));
    await m.insertBatch(db, words.batch);
  }
  return { accounts, deepRef: `ord_b${String(Math.floor(count * 0.1)).padStart(9, "0")}`, someExternalRef: `bench-${Math.floor(count / 2)}` };
}

function stats(times: number[]): { meanMs: number; p50Ms: number; p95Ms: number; maxMs: number } {
  const sorted = [...times].sort((a, b) => a - b);
  const at = (q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))]!;
  const round = (v: number) => Math.round(v * 10) / 10;
  return { meanMs: round(times.reduce((a, b) => a + b, 0) / times.length), p50Ms: round(at(0.5)), p95Ms: round(at(0.95)), maxMs: round(sorted[sorted.length - 1]!) };
}

async function measure(base: string, path: string, body: Row, requests: number): Promise<{ times: number[]; rows: number }> {
  for (let i = 0; i < 3; i++) await call(base, path, body);
  const times: number[] = [];
  let rows = 0;
  for (let i = 0; i < requests; i++) {
    const answer = await call(base, path, body);
    times.push(answer.ms);
    rows = Array.isArray(answer.data.orders) ? answer.data.orders.length : 1;
  }
  return { times, rows };
}

/** The pages of the table that are orders/bulk's figures: its target (issue 24) is read from the one of 500 (report.ts). */
export const BULK_PAGE_PREFIX = "orders/bulk: hold";
const BULK_SIZE = 500;
const BULK_RUNS = 3;

/**
 * orders/bulk putting received orders on hold by ref, each run on others: 500 a run among the 100,000 (10,000 of
 * them received); fewer in a small seed (the smoke test's), where the figure shows the request works.
 */
async function measureBulk(db: Db, base: string, backend: "sqlite" | "postgres", orders: number): Promise<ConsoleListFigure> {
  const received: { order_ref: string }[] = await db.selectFrom("orders").select("order_ref").where("status", "=", "received").orderBy("order_ref").limit(BULK_SIZE * BULK_RUNS).execute();
  const size = Math.min(BULK_SIZE, Math.floor(received.length / BULK_RUNS));
  if (size === 0) throw new Error("orders/bulk: the seed has no received orders to hold");
  const times: number[] = [];
  for (let run = 0; run < BULK_RUNS; run++) {
    const order_refs = received.slice(run * size, (run + 1) * size).map((r) => r.order_ref);
    const answer = await call(base, "/v1/admin/orders/bulk", { action: "transition", status: "on_hold", reason: "bench: stock count", order_refs });
    const results = answer.data.results as { ok: boolean }[];
    if (results.length !== size || !results.every((r) => r.ok)) throw new Error(`orders/bulk held ${results.filter((r) => r.ok).length} of ${size}`);
    times.push(answer.ms);
  }
  return { backend, orders, page: `${BULK_PAGE_PREFIX} ${size} orders by ref`, requests: times.length, rows: size, ...stats(times) };
}

async function onBackend(
  m: Modules,
  backend: "sqlite" | "postgres",
  databaseUrl: string,
  filesDir: string,
  count: number,
  requests: number,
  log: (line: string) => void,
  analyze: () => Promise<void> = () => Promise.resolve(),
) {
  const config = m.loadConfig({ DATABASE_URL: databaseUrl, POD_ADMIN_TOKEN: TOKEN, LOG_LEVEL: "silent", FILES_DIR: filesDir, RATE_LIMIT_PER_MINUTE: "0", JOB_CONCURRENCY: "0" });
  const database = m.openDatabase(config.databaseUrl);
  await m.migrate(database.db);
  const app = await m.buildApp({ config, db: database.db, logger: false });
  try {
    const base = await app.listen({ host: "127.0.0.1", port: 0 });
    const seededAt = performance.now();
    const seeded = await seed(m, database.db, base, count);
    log(`console-list (${backend}): ${count} orders seeded in ${((performance.now() - seededAt) / 1000).toFixed(1)} s`);
    // Statistics as autovacuum would have them by now in a running database (bench/postgres.ts, analyzeSchema).
    await analyze();
    const cursor = Buffer.from(JSON.stringify(["orders", seeded.deepRef])).toString("base64url");
    const pages: [string, string, Row][] = [
      ["first page (50)", "/v1/admin/orders/list", { limit: 50 }],
      ["status on_hold", "/v1/admin/orders/list", { status: "on_hold", limit: 50 }],
      ["one account", "/v1/admin/orders/list", { account_id: seeded.accounts[3], limit: 50 }],
      ["account + status", "/v1/admin/orders/list", { account_id: seeded.accounts[3], status: "received", limit: 50 }],
      ["deep page (cursor at 90 %)", "/v1/admin/orders/list", { cursor, limit: 50 }],
      ["deep page, status on_hold", "/v1/admin/orders/list", { cursor, status: "on_hold", limit: 50 }],
      ["find by external_ref", "/v1/admin/orders/list", { external_ref: seeded.someExternalRef }],
      ["q: a surname's prefix (1 in 8)", "/v1/admin/orders/list", { q: "lovel", limit: 50 }],
      ["q: two words (1 in 64)", "/v1/admin/orders/list", { q: "ada lovel", limit: 50 }],
      ["q: an external_ref's prefix (11)", "/v1/admin/orders/list", { q: `${seeded.someExternalRef.slice(0, -1)}`, limit: 50 }],
      ["orders/counts (overview)", "/v1/admin/orders/counts", {}],
    ];
    const figures: ConsoleListFigure[] = [];
    for (const [page, path, body] of pages) {
      const { times, rows } = await measure(base, path, body, requests);
      figures.push({ backend, orders: count + 1, page, requests, rows, ...stats(times) });
    }
    figures.push(await measureBulk(database.db, base, backend, count + 1));
    return figures;
  } finally {
    await app.close();
    await database.close();
  }
}

export async function measureConsoleList(options: { repoRoot: string; postgresUrl: string | undefined; log: (line: string) => void }): Promise<ConsoleListFigure[]> {
  const count = Number(process.env.BENCH_CONSOLE_ORDERS ?? 100_000);
  const requests = Number(process.env.BENCH_CONSOLE_REQUESTS ?? 30);
  const m = await modules(options.repoRoot);
  const dir = mkdtempSync(join(tmpdir(), "pod-orders-console-bench-"));
  try {
    const figures = await onBackend(m, "sqlite", `sqlite:${join(dir, "bench.db")}`, join(dir, "files"), count, requests, options.log);
    if (options.postgresUrl) {
      const schema = await createSchema(options.postgresUrl, "bench_console_");
      try {
        figures.push(...(await onBackend(m, "postgres", schema.url, join(dir, "files-pg"), count, requests, options.log, schema.analyze)));
      } finally {
        await schema.drop();
      }
    }
    return figures;
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

export function consoleListTable(figures: ConsoleListFigure[]): string {
  return formatTable(
    ["orders/list page", "backend", "orders", "rows", "mean ms", "p50 ms", "p95 ms", "max ms"],
    figures.map((f) => [f.page, f.backend, String(f.orders), String(f.rows), f.meanMs.toFixed(1), f.p50Ms.toFixed(1), f.p95Ms.toFixed(1), f.maxMs.toFixed(1)]),
  );
}
