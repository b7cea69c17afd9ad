// The pgbench baseline: PostgreSQL's own load generator running a create's transaction shape (a lookup, the order,
// two lines, a job, in one transaction) on the benchmark's schema, prepared statements, durable commits, as many
// clients as the load's connections. What the database alone does with that shape on this machine in this run: the
// PostgreSQL create target is a ratio to it (issue 26).
import { execFile } from "node:child_process";
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { promisify } from "node:util";
import pg from "pg";
import type { RawResult } from "./raw-postgres.js";

const run = promisify(execFile);

/** pgbench of the PostgreSQL the bench runs against (BENCH_PGBENCH overrides it). */
export function pgbenchPath(): string | undefined {
  const candidates = [process.env.BENCH_PGBENCH, "/usr/lib/postgresql/15/bin/pgbench", "/usr/lib/postgresql/16/bin/pgbench", "/usr/bin/pgbench"];
  return candidates.find((path): path is string => path !== undefined && path !== "" && existsSync(path));
}

/**
 * The transaction, in pgbench's script language: the account with the idempotency check (the lookup a create
 * starts with), the order, its two lines and the files job, with the columns the service writes. `:r` makes each
 * transaction's refs new; `:account`, `:p0`… are the seeded account and products.
 */
const SCRIPT = `\\set r random(1, 9000000000000000000)
BEGIN;
SELECT a.id, a.currency, a.mode, o.order_ref, o.request_hash FROM accounts a LEFT JOIN orders o ON o.account_id = a.id AND o.external_ref = 'pgb' || :r::text WHERE a.id = :account;
INSERT INTO orders (order_ref, account_id, external_ref, request_hash, response, status, item_kind, order_note, created_at, received_at, editable_until, updated_at,
  shipping_name, shipping_phone, shipping_address_1, shipping_address_2, shipping_city, shipping_zip, shipping_state, shipping_country, return_address, return_address_source, packing_slip, insert_id, test)
  VALUES ('ord_pgb' || :r::text, :account, 'pgb' || :r::text, md5(:r::text), '{"order_ref":"x","items":[]}', 'received', 'standard', NULL, now()::text, now()::text, now()::text, now()::text,
  'Ada Lovelace', '+14155550100', '1 Main St', NULL, 'Springfield', '62701', 'IL', 'US', NULL, 'connected_store', NULL, NULL, 0);
INSERT INTO order_items (item_ref, order_ref, position, sku, kind, product_id, blank_sku, quantity, print_areas) VALUES ('itm_pgb' || :r::text || 'a', 'ord_pgb' || :r::text, 0, :sku0, 'standard', :p0, :blank0, 2, NULL);
INSERT INTO order_items (item_ref, order_ref, position, sku, kind, product_id, blank_sku, quantity, print_areas) VALUES ('itm_pgb' || :r::text || 'b', 'ord_pgb' || :r::text, 1, :sku1, 'standard', :p1, :blank1, 1, NULL);
INSERT INTO jobs (kind, payload, queue_key, status, run_at, max_attempts, locked_by, locked_until, last_error, created_at, updated_at)
  VALUES ('pgbench.noop', '{"item_ref":"itm_pgb' || :r::text || 'a"}', NULL, 'pending', now()::text, 8, NULL, NULL, NULL, now()::text, now()::text);
END;
`;

export interface PgbenchResult extends RawResult {
  /** pgbench's own figure: transactions per second without the connection time. */
  tps: number;
  /** The server's settings that decide what a commit costs. */
  settings: { synchronous_commit: string; fsync: string; server_version: string };
}

async function seededRows(url: string): Promise<Record<string, string>> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const account = (await client.query<{ account_id: string }>("select account_id from tokens where role = 'account' order by created_at limit 1")).rows[0]!.account_id;
    const products = (
      await client.query<{ id: string; sku: string; blank_sku: string }>("select id, sku, blank_sku from products where account_id = $1 and sku in ('MY-TEE', 'MY-BOOK') order by sku desc", [account])
    ).rows;
    if (products.length !== 2) throw new Error("pgbench: the schema has no MY-TEE and MY-BOOK products (seed the service first)");
    const vars: Record<string, string> = { account };
    products.forEach((p, i) => Object.assign(vars, { [`p${i}`]: p.id, [`sku${i}`]: p.sku, [`blank${i}`]: p.blank_sku }));
    return vars;
  } finally {
    await client.end();
  }
}

async function serverSettings(url: string): Promise<PgbenchResult["settings"]> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const show = async (name: string) => (await client.query<Record<string, string>>(`show ${name}`)).rows[0]![name]!;
    return { synchronous_commit: await show("synchronous_commit"), fsync: await show("fsync"), server_version: await show("server_version") };
  } finally {
    await client.end();
  }
}

/** Latencies (ms) of every transaction in pgbench's per-transaction logs (`client txno time_us script epoch us`). */
function loggedLatencies(dir: string): number[] {
  const latencies: number[] = [];
  for (const file of readdirSync(dir).filter((f) => f.startsWith("pgbench_log"))) {
    for (const line of readFileSync(join(dir, file), "utf8").split("\n")) {
      const fields = line.split(" ");
      if (fields.length >= 3) latencies.push(Number(fields[2]) / 1000);
    }
  }
  return latencies;
}

/**
 * Runs the script for `warmupS` (unmeasured), then `durationS`, with `clients` connections on the schema at `url`
 * (seeded by the service), in prepared mode; the jobs it writes are deleted afterwards.
 */
export async function runPgbench(path: string, url: string, clients: number, warmupS: number, durationS: number): Promise<PgbenchResult> {
  const work = mkdtempSync(join(process.env.TMPDIR ?? "/tmp", "pod-orders-pgbench-"));
  try {
    const script = join(work, "create.sql");
    writeFileSync(script, SCRIPT);
    const vars = Object.entries(await seededRows(url)).flatMap(([k, v]) => ["-D", `${k}=${v}`]);
    const threads = String(Math.min(clients, 2));
    const base = ["--no-vacuum", "--protocol=prepared", `--client=${clients}`, `--jobs=${threads}`, `--file=${script}`, ...vars];
    if (warmupS > 0) await run(path, [...base, `--time=${Math.ceil(warmupS)}`, url], { cwd: work, maxBuffer: 16 << 20 });
    const logDir = join(work, "log");
    await run("mkdir", [logDir]);
    const { stdout } = await run(path, [...base, `--time=${Math.ceil(durationS)}`, "--log", `--log-prefix=${join(logDir, "pgbench_log")}`, url], { cwd: work, maxBuffer: 16 << 20 });
    const tps = Number(/tps = ([\d.]+) \(without initial connection time\)/.exec(stdout)?.[1] ?? Number.NaN);
    const processed = Number(/number of transactions actually processed: (\d+)/.exec(stdout)?.[1] ?? Number.NaN);
    const failed = Number(/number of failed transactions: (\d+)/.exec(stdout)?.[1] ?? 0);
    if (!Number.isFinite(tps) || failed > 0) throw new Error(`pgbench did not run cleanly:\n${stdout}`);
    const latenciesMs = loggedLatencies(logDir);
    return { requests: processed, durationS: processed / tps, latenciesMs, tps, settings: await serverSettings(url) };
  } finally {
    rmSync(work, { recursive: true, force: true });
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    await client.query("delete from jobs where kind = 'pgbench.noop'").finally(() => client.end());
  }
}
