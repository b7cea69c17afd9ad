// The benchmark run's course: the baseline server, then the service on a fresh SQLite database (create-order standard
// and custom text, tracking), then, when asked, the service on a fresh PostgreSQL schema (create-order standard) and
// the scenarios of scale.ts and soak.ts; every answer checked, every acknowledged order looked up afterwards.
import { execFileSync } from "node:child_process";
import { cpus, totalmem } from "node:os";
import { join } from "node:path";
import { append } from "./append.js";
import { BenchRun, createOrders, KB_PER_MB, serviceEnvironment, type BenchOptions, type ProcessPeak, type ScenarioId, type ScenarioResult, type Service } from "./bench-run.js";
import { RssTracker } from "./processes.js";
import { seedPricedAccount, shipOrders } from "./seed.js";
import { createSchema, importOrders } from "./postgres.js";
import { checkPostgres, checkSqlite, type DurabilityCheck } from "./verify.js";
import { pgbenchScenario, rawPostgresScenario, renderBacklogScenario, twoProcessScenario, workerOnScenario } from "./scale.js";
import { soakScenario, type SoakResult } from "./soak.js";
import { countedScenarios, countedWanted, seedCounted } from "./stock.js";
import { storeScenario } from "./stores.js";

export interface BenchReport {
  version: 1;
  startedAt: string;
  finishedAt: string;
  git: { commit: string | null; srcDirty: boolean | null };
  machine: { cpus: number; cpuModel: string; memoryMb: number; node: string; platform: string; loadAverageAtStart: number[] };
  settings: { connections: number; durationS: number; warmupS: number; jobConcurrency: number; serviceNodeArgs: string[]; serviceEnv: Record<string, string>; postgres: boolean };
  scenarios: ScenarioResult[];
  /** Peak RSS of each process over its whole life (seeding and all its scenarios). */
  processPeaks: ProcessPeak[];
  durability: DurabilityCheck[];
  /** The soak's figures; null when it was not asked for or had no PostgreSQL. */
  soak: SoakResult | null;
  /** Why the run failed (errored or non-2xx requests, bad answers, missing orders); empty when it did not. */
  failures: string[];
}

function gitInfo(repoRoot: string): BenchReport["git"] {
  try {
    const commit = execFileSync("git", ["rev-parse", "HEAD"], { cwd: repoRoot, encoding: "utf8", stdio: ["ignore", "pipe", "ignore"] }).trim();
    const dirty = execFileSync("git", ["status", "--porcelain", "--", "src"], { cwd: repoRoot, encoding: "utf8", stdio: ["ignore", "pipe", "ignore"] }).trim() !== "";
    return { commit, srcDirty: dirty };
  } catch {
    return { commit: null, srcDirty: null };
  }
}

/** The bare node:http server, alone on the machine: same request and the same client-side work as create-order standard. */
async function baselineScenario(run: BenchRun): Promise<void> {
  const child = run.spawn(run.options.baselineEntry, {});
  const port = await new Promise<number>((done, fail) => {
    const timer = setTimeout(() => fail(new Error(`baseline server did not start:\n${child.output()}`)), 10_000);
    child.child.stdout!.on("data", () => {
      const match = /\{"port":(\d+)\}/.exec(child.output());
      if (match) {
        clearTimeout(timer);
        done(Number(match[1]));
      }
    });
    void child.exited.then(() => fail(new Error(`baseline server exited:\n${child.output()}`)));
  });
  const rss = new RssTracker(child.pid);
  const spec = { url: `http://127.0.0.1:${port}`, path: "/v1/orders/create", connections: run.options.connections, bearer: "baseline", body: () => run.standardBody(run.nextRef()), collectRefs: false };
  await run.measure("baseline", "baseline: node:http, same body", "node:http", spec, rss);
  run.processPeaks.push({ process: "baseline (node:http)", peakRssMb: rss.lifetimePeakKb() / KB_PER_MB });
  await child.stop("SIGTERM");
}

function createStandardScenario(run: BenchRun, service: Service): Promise<string[]> {
  return createOrders(run, service, "create-standard", "create-order standard, SQLite", () => run.standardBody(run.nextRef()));
}

function createCustomTextScenario(run: BenchRun, service: Service): Promise<string[]> {
  return createOrders(run, service, "create-custom-text", "create-order custom text, SQLite", () => run.customTextBody(run.nextRef()));
}

/** Tracking of orders created before, a few of them shipped (a shipment in the answer), round robin. */
export async function trackingScenario(run: BenchRun, service: Service, standardRefs: string[], id: ScenarioId = "tracking", label = "tracking by order_ref, SQLite"): Promise<void> {
  const refs = standardRefs.slice(0, 10_000);
  await shipOrders(service.url, service.adminToken, refs.filter((_, i) => i % 50 === 0).slice(0, 100));
  let next = 0;
  const spec = {
    url: service.url,
    path: "/v1/orders/tracking",
    connections: run.options.connections,
    bearer: service.token,
    body: () => `{"order_ref":"${refs[next++ % refs.length]!}"}`,
    collectRefs: false,
  };
  await run.measure(id, label, service.name, spec, service.rss);
}

/** The SQLite scenarios share one service on a fresh database (tracking reads the orders create-standard made); then the durability check. */
async function sqliteScenarios(run: BenchRun): Promise<void> {
  const file = join(run.work, "bench.db");
  const service = await run.startService(`sqlite:${file}`, "sqlite", "service (SQLite)");
  run.log(`service (SQLite) ready at ${service.url}, pid ${service.child.pid}, database ${file}`);
  const acknowledged: string[] = [];
  let standardRefs: string[] = [];
  // The priced account is seeded before any load, so both accounts' creates run on the same catalog and tables.
  const priced = run.wanted("create-priced") ? await seedPricedAccount(service.url, service.adminToken) : undefined;
  const counted = await seedCounted(run, service, "sqlite");
  if (run.wanted("create-standard") || run.wanted("tracking") || priced) {
    standardRefs = await createStandardScenario(run, service);
    append(acknowledged, standardRefs);
  }
  // Right after the unpriced one, for the priced/unpriced ratio (issue 29): the same body, an account with a currency.
  if (priced) append(acknowledged, await createOrders(run, service, "create-priced", "create-order standard, priced account, SQLite", () => run.standardBody(run.nextRef()), priced.token));
  // The same body with its notebook line counted, against the same uncounted in alternating rounds (issue 35).
  if (counted) append(acknowledged, await countedScenarios(run, service, "sqlite", counted));
  // The same body naming a store that is not the default, against the same in alternating rounds (issue 36).
  append(acknowledged, await storeScenario(run, service, "sqlite"));
  if (run.wanted("create-custom-text")) append(acknowledged, await createCustomTextScenario(run, service));
  if (run.wanted("tracking") && standardRefs.length > 0) await trackingScenario(run, service, standardRefs);
  const stoppedWith = await run.stopService(service);
  run.checkDurability(checkSqlite(file, acknowledged, stoppedWith));
}

/** Orders a bulk import adds to the account before create-order standard on PostgreSQL runs again. */
const IMPORT_ORDERS = Number(process.env.BENCH_IMPORT_ORDERS ?? 50_000);

/** Whether create-order standard runs on PostgreSQL: for itself, or for the scenarios that read its orders or are a ratio to it. */
function postgresStandardWanted(run: BenchRun): boolean {
  const needing: ScenarioId[] = ["create-standard-postgres", "create-standard-postgres-imported", "tracking-postgres", "pgbench-create"];
  return needing.some((id) => run.wanted(id));
}

/** create-order standard on PostgreSQL (and the counted-stock scenarios), in a schema of its own; then the durability check. */
async function postgresScenario(run: BenchRun, postgresUrl: string): Promise<void> {
  const schema = await createSchema(postgresUrl, `bench_${run.runId}_`);
  try {
    const service = await run.startService(schema.url, "postgres", "service (PostgreSQL)");
    run.log(`service (PostgreSQL) ready at ${service.url}, pid ${service.child.pid}, schema ${schema.name}`);
    const counted = await seedCounted(run, service, "postgres");
    // Within the service's first minute on a fresh database, nothing analyzed by hand (docs/deployment.md).
    const standardRefs = postgresStandardWanted(run)
      ? await createOrders(run, service, "create-standard-postgres", "create-order standard, PostgreSQL", () => run.standardBody(run.nextRef()), service.token)
      : [];
    const acknowledged = [...standardRefs];
    // The same body with its notebook line counted, against the same uncounted in alternating rounds (issue 35).
    if (counted) append(acknowledged, await countedScenarios(run, service, "postgres", counted));
    append(acknowledged, await storeScenario(run, service, "postgres"));
    if (run.wanted("tracking-postgres") && standardRefs.length > 0) await trackingScenario(run, service, standardRefs, "tracking-postgres", "tracking by order_ref, PostgreSQL");
    if (run.wanted("create-standard-postgres-imported") && standardRefs.length > 0) {
      const started = performance.now();
      await importOrders(schema.url, standardRefs[0]!, IMPORT_ORDERS);
      run.log(`  ${IMPORT_ORDERS} orders imported into the account in ${((performance.now() - started) / 1000).toFixed(1)} s`);
      const label = `create-order standard, PostgreSQL, after importing ${IMPORT_ORDERS} orders`;
      append(acknowledged, await createOrders(run, service, "create-standard-postgres-imported", label, () => run.standardBody(run.nextRef()), service.token));
    }
    const stoppedWith = await run.stopService(service);
    run.checkDurability(await checkPostgres(schema.url, acknowledged, stoppedWith));
    // Right after the service, on the same schema and tables: the ratio the PostgreSQL target is set on.
    if (run.wanted("pgbench-create") || run.wanted("create-standard-postgres")) await pgbenchScenario(run, schema.url);
    if (run.wanted("raw-postgres-create") || run.wanted("raw-postgres-tracking")) await rawPostgresScenario(run, schema.url);
  } finally {
    if (!run.options.keepData) await schema.drop();
  }
}

/** Each scenario's figures as a ratio of the baseline's. */
function setRatios(scenarios: ScenarioResult[]): void {
  const baseline = scenarios.find((s) => s.id === "baseline");
  const ratio = (value: number, base: number | undefined) => (base && base > 0 ? value / base : Number.NaN);
  for (const s of scenarios) {
    s.ratio = {
      rps: ratio(s.rps, baseline?.rps),
      p50: ratio(s.p50Ms, baseline?.p50Ms),
      p99: ratio(s.p99Ms, baseline?.p99Ms),
      peakRss: ratio(s.peakRssMb, baseline?.peakRssMb),
    };
  }
}

function machineInfo(loadAtStart: number[]): BenchReport["machine"] {
  const cpuList = cpus();
  return {
    cpus: cpuList.length,
    cpuModel: cpuList[0]?.model ?? "unknown",
    memoryMb: Math.round(totalmem() / 1024 / 1024),
    node: process.version,
    platform: `${process.platform} ${process.arch}`,
    loadAverageAtStart: loadAtStart.map((v) => Math.round(v * 100) / 100),
  };
}

const POSTGRES_SCENARIOS: ScenarioId[] = [
  "create-standard-postgres",
  "create-standard-postgres-imported",
  "tracking-postgres",
  "create-counted-postgres",
  "create-backordered-postgres",
  "hot-sku-postgres",
  "create-store-postgres",
  "pgbench-create",
  "raw-postgres-create",
  "raw-postgres-tracking",
  "create-standard-postgres-2proc",
];

export async function runBench(options: BenchOptions): Promise<BenchReport> {
  const run = new BenchRun(options);
  let soak: SoakResult | null = null;
  try {
    await baselineScenario(run);
    if (run.wanted("create-standard") || run.wanted("create-custom-text") || run.wanted("create-priced") || run.wanted("tracking") || run.wanted("create-store") || countedWanted(run, "sqlite")) await sqliteScenarios(run);
    if (run.wanted("create-standard-worker")) await workerOnScenario(run);
    if (run.wanted("create-render-backlog")) await renderBacklogScenario(run);
    const postgresWanted = POSTGRES_SCENARIOS.some((id) => run.wanted(id));
    if (!options.postgresUrl && postgresWanted) run.log("PostgreSQL scenarios SKIPPED: set DATABASE_URL=postgres://user:password@host:5432/database to run them");
    if (options.postgresUrl && (postgresStandardWanted(run) || countedWanted(run, "postgres") || run.wanted("create-store-postgres") || run.wanted("raw-postgres-create") || run.wanted("raw-postgres-tracking"))) {
      await postgresScenario(run, options.postgresUrl);
    }
    if (options.postgresUrl && run.wanted("create-standard-postgres-2proc")) await twoProcessScenario(run, options.postgresUrl);
    if (options.soak && !options.postgresUrl) run.log("soak SKIPPED: it runs on PostgreSQL; set DATABASE_URL=postgres://user:password@host:5432/database");
    if (options.soak && options.postgresUrl) soak = await soakScenario(run, options.postgresUrl, options.soak);
  } finally {
    await run.close();
  }
  setRatios(run.scenarios);
  return {
    version: 1,
    startedAt: run.startedAt.toISOString(),
    finishedAt: new Date().toISOString(),
    git: gitInfo(options.repoRoot),
    machine: machineInfo(run.loadAtStart),
    settings: {
      connections: options.connections,
      durationS: options.durationS,
      warmupS: options.warmupS,
      jobConcurrency: options.jobConcurrency,
      serviceNodeArgs: options.serviceNodeArgs,
      serviceEnv: serviceEnvironment(options.repoRoot),
      postgres: Boolean(options.postgresUrl) && POSTGRES_SCENARIOS.some((id) => run.wanted(id)),
    },
    scenarios: run.scenarios,
    processPeaks: run.processPeaks,
    durability: run.durability,
    soak,
    failures: run.failures,
  };
}
