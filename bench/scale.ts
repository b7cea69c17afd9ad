// The scenarios of running at scale: create-order with the job worker on in the same process, create-order while a
// custom-text render backlog runs, the raw PostgreSQL baseline of a create and a tracking read, and two API
// processes on one PostgreSQL database. Each one's acknowledged orders are looked up after a SIGKILL, like the others.
import { join } from "node:path";
import { startArtHost } from "./art-host.js";
import { createOrders, mergedResult, type BenchRun, type ScenarioId, type ScenarioResult, type Service } from "./bench-run.js";
import { latencySummary, runLoad } from "./load.js";
import { createSchema } from "./postgres.js";
import { pgbenchPath, runPgbench } from "./pgbench.js";
import { rawPostgres, type RawResult } from "./raw-postgres.js";
import { mustPost } from "./seed.js";
import { checkPostgres, checkSqlite } from "./verify.js";

/** JOB_CONCURRENCY of the services that run their workers (worker on, render backlog). */
const WORKER_CONCURRENCY = Number(process.env.BENCH_WORKER_CONCURRENCY ?? 2);
/** Custom-text orders queued before the render-backlog scenario: about two renders each, one to two seconds apiece. */
const RENDER_BACKLOG = Number(process.env.BENCH_RENDER_BACKLOG ?? 100);

async function pendingJobs(service: Service, kind: string): Promise<number> {
  const text = await (await fetch(`${service.url}/metrics`)).text();
  const line = text.split("\n").find((l) => l.startsWith(`pod_jobs{kind="${kind}",state="pending"}`));
  return line ? Number(line.split(" ").pop()) : 0;
}

/**
 * (a) create-order standard on SQLite with JOB_CONCURRENCY jobs at once in the same process: the products' art is
 * fetched from a local host (once; later orders are ready at create) and every event is delivered to a local webhook.
 */
export async function workerOnScenario(run: BenchRun): Promise<void> {
  const host = await startArtHost();
  try {
    const file = join(run.work, "worker-on.db");
    const env = { JOB_CONCURRENCY: String(WORKER_CONCURRENCY), FETCH_ALLOW_HOSTS: "127.0.0.1" };
    const service = await run.startService(`sqlite:${file}`, "sqlite-worker", "service (SQLite, worker on)", { env, artOrigin: host.origin });
    await mustPost(service.url, "/v1/admin/webhooks/create", { account_id: service.accountId, url: `${host.origin}/hook` }, service.adminToken);
    const acknowledged = await createOrders(run, service, "create-standard-worker", "create-order standard, SQLite, worker on", () => run.standardBody(run.nextRef()));
    run.log(`  worker on: ${host.hooks()} webhook deliveries received, ${await pendingJobs(service, "webhook.deliver")} still queued`);
    const stoppedWith = await run.stopService(service);
    run.checkDurability(checkSqlite(file, acknowledged, stoppedWith));
  } finally {
    await host.close();
  }
}

/** (b) create-order standard on SQLite while the same process renders a backlog of custom-text orders. */
export async function renderBacklogScenario(run: BenchRun): Promise<void> {
  const host = await startArtHost();
  try {
    const file = join(run.work, "render-backlog.db");
    const env = { JOB_CONCURRENCY: String(WORKER_CONCURRENCY), FETCH_ALLOW_HOSTS: "127.0.0.1" };
    const service = await run.startService(`sqlite:${file}`, "sqlite-backlog", "service (SQLite, render backlog)", { env, artOrigin: host.origin });
    const queued: string[] = [];
    for (let i = 0; i < RENDER_BACKLOG; i++) {
      const data = await mustPost(service.url, "/v1/orders/create", JSON.parse(run.customTextBody(run.nextRef())), service.token);
      queued.push(String(data.order_ref));
    }
    run.log(`  render backlog: ${RENDER_BACKLOG} custom-text orders queued (${await pendingJobs(service, "files.line")} file jobs pending)`);
    const acknowledged = await createOrders(run, service, "create-render-backlog", "create-order standard, SQLite, render backlog", () => run.standardBody(run.nextRef()));
    run.log(`  render backlog: ${await pendingJobs(service, "files.line")} file jobs still pending after the run`);
    const stoppedWith = await run.stopService(service);
    run.checkDurability(checkSqlite(file, [...queued, ...acknowledged], stoppedWith));
  } finally {
    await host.close();
  }
}

function rawResult(id: ScenarioId, label: string, raw: RawResult, server = "pg (raw, bench process)"): ScenarioResult {
  const latency = latencySummary(raw.latenciesMs);
  const rps = raw.durationS > 0 ? raw.requests / raw.durationS : 0;
  return {
    id,
    label,
    server,
    endpoint: "-",
    requests: raw.requests,
    durationS: raw.durationS,
    rps,
    p50Ms: latency.p50,
    p90Ms: latency.p90,
    p99Ms: latency.p99,
    meanMs: latency.mean,
    maxMs: latency.max,
    statusCodes: {},
    non2xx: 0,
    errors: 0,
    timeouts: 0,
    badBodies: 0,
    replays: 0,
    acknowledged: 0,
    peakRssMb: Number.NaN,
    peakRssExact: false,
    warmup: null,
    samples: [],
    ratio: { rps: 1, p50: 1, p99: 1, peakRss: 1 },
  };
}

/**
 * The pgbench baseline (bench/pgbench.ts): the create's transaction shape run by PostgreSQL's own load generator on
 * the schema the service used, at the run's connections. Always after create-order on PostgreSQL, which is a ratio to it.
 */
export async function pgbenchScenario(run: BenchRun, url: string): Promise<void> {
  const path = pgbenchPath();
  if (!path) {
    run.log("pgbench SKIPPED: no pgbench found (set BENCH_PGBENCH=/path/to/pgbench); the PostgreSQL create target is not measured");
    return;
  }
  const label = "pgbench: lookup + order + 2 lines + job, one transaction";
  run.log(`${label}: ${run.options.warmupS > 0 ? `${run.options.warmupS} s warm-up, ` : ""}${run.options.durationS} s at ${run.options.connections} clients ...`);
  const result = await runPgbench(path, url, run.options.connections, run.options.warmupS, run.options.durationS);
  const scenario = rawResult("pgbench-create", label, result, `pgbench (PostgreSQL ${result.settings.server_version}, synchronous_commit=${result.settings.synchronous_commit}, fsync=${result.settings.fsync})`);
  run.scenarios.push(scenario);
  run.log(`  ${result.requests} transactions, ${result.tps.toFixed(0)}/s, p50 ${scenario.p50Ms.toFixed(2)} ms, p99 ${scenario.p99Ms.toFixed(2)} ms (${scenario.server})`);
}

/**
 * (c) The raw baseline: the statements of a create-order standard and of a tracking read, sent with `pg` from the
 * bench process on the schema the service used, over a pool of the service's size, at the run's connections.
 */
export async function rawPostgresScenario(run: BenchRun, url: string): Promise<void> {
  const poolSize = Number(process.env.DATABASE_POOL_SIZE ?? 10);
  run.log(`raw pg: the create transaction and the tracking read, pool of ${poolSize}, ${run.options.connections} at once ...`);
  const { create, tracking } = await rawPostgres(url, poolSize, run.options.connections, run.options.warmupS, run.options.durationS);
  const created = rawResult("raw-postgres-create", "raw pg: the 10-statement create of 2026-11-24", create);
  const tracked = rawResult("raw-postgres-tracking", "raw pg: tracking read, same statements", tracking);
  for (const result of [created, tracked]) {
    if (run.wanted(result.id)) run.scenarios.push(result);
    run.log(`  ${result.label}: ${result.requests} transactions, ${result.rps.toFixed(0)}/s, p50 ${result.p50Ms.toFixed(2)} ms, p99 ${result.p99Ms.toFixed(2)} ms`);
  }
}

/** (d) Two API processes on one PostgreSQL schema, half the connections each, as one service. */
export async function twoProcessScenario(run: BenchRun, postgresUrl: string): Promise<void> {
  const schema = await createSchema(postgresUrl, `bench_${run.runId}_`);
  const label = "create-order standard, PostgreSQL, 2 processes";
  try {
    const a = await run.startService(schema.url, "postgres-a", "service A (PostgreSQL, 2 processes)");
    const b = await run.startService(schema.url, "postgres-b", "service B (PostgreSQL, 2 processes)", { seeded: { adminToken: a.adminToken, accountId: a.accountId, token: a.token } });
    const { connections, warmupS, durationS } = run.options;
    const half = Math.max(1, Math.floor(connections / 2));
    const spec = (service: Service, n: number) => ({ url: service.url, path: "/v1/orders/create", connections: n, bearer: service.token, body: () => run.standardBody(run.nextRef()), collectRefs: true });
    const specs = [spec(a, half), spec(b, Math.max(1, connections - half))];
    run.log(`${label}: ${warmupS > 0 ? `${warmupS} s warm-up, ` : ""}${durationS} s at ${specs[0]!.connections} + ${specs[1]!.connections} connections ...`);
    const warm = warmupS > 0 ? await Promise.all(specs.map((s) => runLoad({ ...s, durationS: warmupS }))) : [];
    await schema.analyze();
    a.rss.startWindow();
    b.rss.startWindow();
    const main = await Promise.all(specs.map((s) => runLoad({ ...s, durationS })));
    const peakKb = Math.max(a.rss.stopWindow().peakKb, b.rss.stopWindow().peakKb);
    const acknowledged = [...warm, ...main].flatMap((r) => r.acknowledged);
    const result = mergedResult("create-standard-postgres-2proc", label, "2 × service (PostgreSQL)", main, { durationS: Math.max(...main.map((h) => h.durationS)), peakKb, acknowledged: acknowledged.length });
    run.scenarios.push(result);
    for (const r of warm) run.recordProblems(label, "warm-up", r);
    for (const r of main) run.recordProblems(label, "measured run", r);
    run.log(`  ${result.requests} requests, ${result.rps.toFixed(0)} req/s, p50 ${result.p50Ms.toFixed(2)} ms, p99 ${result.p99Ms.toFixed(2)} ms`);
    const stoppedWith = await run.stopService(a);
    await run.stopService(b);
    run.checkDurability(await checkPostgres(schema.url, acknowledged, stoppedWith));
  } finally {
    if (!run.options.keepData) await schema.drop();
  }
}
