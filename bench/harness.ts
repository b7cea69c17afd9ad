// The benchmark run: the baseline server, then the service on a fresh SQLite database (create-order standard and
// custom text, tracking), then, when asked, the service on a fresh PostgreSQL schema (create-order standard); every
// answer checked, peak RSS tracked, and every acknowledged order looked up in the database afterwards.
import { execFileSync } from "node:child_process";
import { randomBytes } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import { cpus, loadavg, tmpdir, totalmem } from "node:os";
import { join } from "node:path";
import { runLoad, type LoadResult, type LoadSpec } from "./load.js";
import { freePort, RssTracker, spawnNode, startScriptEnvironment, waitUntilReady, type NodeChild } from "./processes.js";
import { bodyTemplate, customTextOrder, seedPricedAccount, seedService, shipOrders, standardOrder } from "./seed.js";
import { createSchema, importOrders } from "./postgres.js";
import { checkPostgres, checkSqlite, type DurabilityCheck } from "./verify.js";
import { pgbenchScenario, rawPostgresScenario, renderBacklogScenario, twoProcessScenario, workerOnScenario } from "./scale.js";
import { soakScenario, type SoakResult, type SoakSettings } from "./soak.js";

export const SCENARIOS = [
  "baseline",
  "create-standard",
  "create-custom-text",
  "create-priced",
  "tracking",
  "create-standard-worker",
  "create-render-backlog",
  "create-standard-postgres",
  "create-standard-postgres-imported",
  "tracking-postgres",
  "pgbench-create",
  "raw-postgres-create",
  "raw-postgres-tracking",
  "create-standard-postgres-2proc",
] as const;
export type ScenarioId = (typeof SCENARIOS)[number];

export interface BenchOptions {
  repoRoot: string;
  /** The service's entry point (dist/main.js). */
  serviceEntry: string;
  /** The compiled baseline server. */
  baselineEntry: string;
  connections: number;
  durationS: number;
  warmupS: number;
  /** A postgres:// URL: also run create-order on PostgreSQL, in a new schema of that database. */
  postgresUrl: string | undefined;
  /** JOB_CONCURRENCY of the service under test (0: no background worker in the process). */
  jobConcurrency: number;
  /** Extra node arguments for the service, e.g. --cpu-prof; the service is then stopped with SIGTERM. */
  serviceNodeArgs: string[];
  /** Service scenarios to run (the baseline always runs). */
  only: Set<ScenarioId> | undefined;
  /** Keep the temporary directory and the PostgreSQL schema. */
  keepData: boolean;
  /** Run the soak (bench/soak.ts) after the other scenarios; it needs `postgresUrl`. */
  soak?: SoakSettings;
  log: (line: string) => void;
}

export interface ScenarioResult {
  id: ScenarioId;
  label: string;
  server: string;
  endpoint: string;
  requests: number;
  durationS: number;
  rps: number;
  p50Ms: number;
  p90Ms: number;
  p99Ms: number;
  meanMs: number;
  maxMs: number;
  statusCodes: Record<string, number>;
  non2xx: number;
  errors: number;
  timeouts: number;
  badBodies: number;
  replays: number;
  /** Orders acknowledged (create scenarios, warm-up included). */
  acknowledged: number;
  peakRssMb: number;
  /** True when the peak is the kernel's high-water mark for the window; false: sampled every 50 ms. */
  peakRssExact: boolean;
  warmup: { requests: number; non2xx: number; errors: number; badBodies: number; replays: number } | null;
  samples: string[];
  ratio: { rps: number; p50: number; p99: number; peakRss: number };
}

export interface ProcessPeak {
  process: string;
  peakRssMb: number;
}

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

/** /proc reports memory in kB; the report speaks MB. */
export const KB_PER_MB = 1024;

/**
 * The service's environment as the start script sets it, changed by BENCH_SERVICE_ENV ("NAME=value NAME2=value";
 * "NAME=" leaves NAME out), e.g. to measure without the allocator settings.
 */
function serviceEnvironment(repoRoot: string): Record<string, string> {
  const env = startScriptEnvironment(repoRoot);
  for (const pair of (process.env.BENCH_SERVICE_ENV ?? "").split(/\s+/).filter(Boolean)) {
    const [name, ...value] = pair.split("=");
    if (value.join("=") === "") delete env[name!];
    else env[name!] = value.join("=");
  }
  return env;
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

export interface Service {
  url: string;
  adminToken: string;
  token: string;
  /** "service (SQLite)", "service (PostgreSQL)": the server column of its scenarios and its process peak. */
  name: string;
  child: NodeChild;
  rss: RssTracker;
}

/** One benchmark run: its settings, what it has measured and found so far, and the steps every scenario shares. */
export class BenchRun {
  readonly startedAt = new Date();
  readonly loadAtStart = loadavg();
  readonly runId = `${this.startedAt.getTime().toString(36)}${randomBytes(2).toString("hex")}`;
  readonly work = mkdtempSync(join(tmpdir(), "pod-orders-bench-"));
  readonly scenarios: ScenarioResult[] = [];
  readonly processPeaks: ProcessPeak[] = [];
  readonly durability: DurabilityCheck[] = [];
  readonly failures: string[] = [];
  private readonly children: NodeChild[] = [];
  private refCounter = 0;
  readonly standardBody = bodyTemplate(standardOrder);
  readonly customTextBody = bodyTemplate(customTextOrder);

  constructor(readonly options: BenchOptions) {}

  log(line: string): void {
    this.options.log(line);
  }

  wanted(id: ScenarioId): boolean {
    return !this.options.only || this.options.only.has(id);
  }

  /** An external_ref no earlier request of this run (or of another run) has used. */
  nextRef(): string {
    return `bench-${this.runId}-${(this.refCounter++).toString(36)}`;
  }

  spawn(script: string, env: Record<string, string>, nodeArgs: string[] = [], args: string[] = []): NodeChild {
    // The service's processes get what the start script sets (its allocator settings), then BENCH_SERVICE_ENV.
    const shipped = script === this.options.baselineEntry ? {} : serviceEnvironment(this.options.repoRoot);
    const child = spawnNode(script, { ...shipped, ...env }, { nodeArgs, args });
    this.children.push(child);
    return child;
  }

  /** Warm-up (then `afterWarmup`), then the measured run with the process's RSS tracked; records the scenario and any failure. */
  async measure(id: ScenarioId, label: string, server: string, spec: Omit<LoadSpec, "durationS">, rss: RssTracker, afterWarmup?: () => Promise<void>): Promise<{ acknowledged: string[] }> {
    const { warmupS, durationS } = this.options;
    this.log(`${label}: ${warmupS > 0 ? `${warmupS} s warm-up, ` : ""}${durationS} s at ${spec.connections} connections ...`);
    let warm: LoadResult | undefined;
    if (warmupS > 0) warm = await runLoad({ ...spec, durationS: warmupS });
    await afterWarmup?.();
    rss.startWindow();
    const main = await runLoad({ ...spec, durationS });
    const peak = rss.stopWindow();
    const acknowledged = [...(warm?.acknowledged ?? []), ...main.acknowledged];
    this.scenarios.push({
      id,
      label,
      server,
      endpoint: spec.path,
      requests: main.requests,
      durationS: main.durationS,
      rps: main.rps,
      p50Ms: main.latencyMs.p50,
      p90Ms: main.latencyMs.p90,
      p99Ms: main.latencyMs.p99,
      meanMs: main.latencyMs.mean,
      maxMs: main.latencyMs.max,
      statusCodes: main.statusCodes,
      non2xx: main.non2xx,
      errors: main.errors,
      timeouts: main.timeouts,
      badBodies: main.badBodies,
      replays: main.replays,
      acknowledged: acknowledged.length,
      peakRssMb: peak.peakKb / KB_PER_MB,
      peakRssExact: peak.exact,
      warmup: warm ? { requests: warm.requests, non2xx: warm.non2xx, errors: warm.errors, badBodies: warm.badBodies, replays: warm.replays } : null,
      samples: [...(warm?.samples ?? []), ...main.samples].slice(0, 5),
      ratio: { rps: 1, p50: 1, p99: 1, peakRss: 1 },
    });
    this.recordProblems(label, "warm-up", warm);
    this.recordProblems(label, "measured run", main);
    this.log(`  ${main.requests} requests, ${main.rps.toFixed(0)} req/s, p50 ${main.latencyMs.p50.toFixed(2)} ms, p99 ${main.latencyMs.p99.toFixed(2)} ms`);
    return { acknowledged };
  }

  recordProblems(label: string, phase: string, run: LoadResult | undefined): void {
    if (!run) return;
    const problems = [
      run.errors > 0 ? `${run.errors} request errors (${run.timeouts} timeouts)` : "",
      run.non2xx > 0 ? `${run.non2xx} non-2xx answers (${JSON.stringify(run.statusCodes)})` : "",
      run.badBodies > 0 ? `${run.badBodies} 2xx answers without status "success"` : "",
      run.replays > 0 ? `${run.replays} answers replayed although every external_ref was new` : "",
      run.requests === 0 ? "no request completed" : "",
    ].filter(Boolean);
    if (problems.length > 0) this.failures.push(`${label} (${phase}): ${problems.join("; ")}${run.samples.length ? `; e.g. ${run.samples[0]}` : ""}`);
  }

  /**
   * Starts the service on `databaseUrl`, waits until it is ready and seeds the catalog, an account and products
   * (their art at `artOrigin`, when given); `seeded` instead joins a database another process seeded.
   */
  async startService(
    databaseUrl: string,
    name: string,
    label: string,
    extra: { env?: Record<string, string>; artOrigin?: string; seeded?: { adminToken: string; token: string } } = {},
  ): Promise<Service> {
    const port = await freePort();
    const adminToken = extra.seeded?.adminToken ?? `bench-operator-${randomBytes(24).toString("hex")}`;
    const env: Record<string, string> = {
      DATABASE_URL: databaseUrl,
      HOST: "127.0.0.1",
      PORT: String(port),
      POD_ADMIN_TOKEN: adminToken,
      LOG_LEVEL: "silent",
      RATE_LIMIT_PER_MINUTE: "0",
      JOB_CONCURRENCY: String(this.options.jobConcurrency),
      FILES_DIR: join(this.work, `files-${name}`),
      // The pool size can be varied to measure it (docs/performance.md); the service's default otherwise.
      ...(process.env.DATABASE_POOL_SIZE ? { DATABASE_POOL_SIZE: process.env.DATABASE_POOL_SIZE } : {}),
      ...extra.env,
    };
    const child = this.spawn(this.options.serviceEntry, env, this.options.serviceNodeArgs);
    const url = `http://127.0.0.1:${port}`;
    await waitUntilReady(`${url}/readyz`, child);
    const token = extra.seeded?.token ?? (await seedService(url, adminToken, extra.artOrigin)).token;
    return { url, adminToken, token, name: label, child, rss: new RssTracker(child.pid) };
  }

  /** Records the lifetime peak, stops the service (SIGKILL: as a crash, unless a profile must be written). */
  async stopService(service: Service): Promise<string> {
    this.processPeaks.push({ process: service.name, peakRssMb: service.rss.lifetimePeakKb() / KB_PER_MB });
    const signal: NodeJS.Signals = this.options.serviceNodeArgs.length > 0 ? "SIGTERM" : "SIGKILL";
    const code = await service.child.stop(signal);
    if (signal === "SIGTERM" && code !== 0) this.failures.push(`${service.name} exited with ${code} on SIGTERM:\n${service.child.output().slice(-2000)}`);
    return signal;
  }

  checkDurability(check: DurabilityCheck): void {
    this.durability.push(check);
    this.log(`  durability (${check.database}): ${check.acknowledged} acknowledged, ${check.found} found after ${check.stoppedWith}, ${check.missing} missing`);
    if (!check.ok) {
      this.failures.push(
        `durability (${check.database}): ${check.missing} of ${check.distinct} acknowledged orders missing from the database` +
          (check.distinct !== check.acknowledged ? `; ${check.acknowledged - check.distinct} order_refs acknowledged twice` : "") +
          (check.missingExamples.length ? ` (e.g. ${check.missingExamples.join(", ")})` : ""),
      );
    }
  }

  /** Kills whatever still runs and removes the temporary directory (unless asked to keep it). */
  async close(): Promise<void> {
    await Promise.all(this.children.map((child) => child.stop("SIGKILL")));
    if (this.options.keepData) this.log(`kept ${this.work}`);
    else rmSync(this.work, { recursive: true, force: true });
  }
}

/** create-order against `service` with fresh bodies from `body` (as the account of `token`, by default the seeded one); the acknowledged order_refs. */
export async function createOrders(
  run: BenchRun,
  service: Service,
  id: ScenarioId,
  label: string,
  body: () => string,
  token = service.token,
  afterWarmup?: () => Promise<void>,
): Promise<string[]> {
  const spec = { url: service.url, path: "/v1/orders/create", connections: run.options.connections, bearer: token, body, collectRefs: true };
  return (await run.measure(id, label, service.name, spec, service.rss, afterWarmup)).acknowledged;
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
  if (run.wanted("create-standard") || run.wanted("tracking") || priced) {
    standardRefs = await createStandardScenario(run, service);
    acknowledged.push(...standardRefs);
  }
  // Right after the unpriced one, for the priced/unpriced ratio (issue 29): the same body, an account with a currency.
  if (priced) acknowledged.push(...(await createOrders(run, service, "create-priced", "create-order standard, priced account, SQLite", () => run.standardBody(run.nextRef()), priced.token)));
  if (run.wanted("create-custom-text")) acknowledged.push(...(await createCustomTextScenario(run, service)));
  if (run.wanted("tracking") && standardRefs.length > 0) await trackingScenario(run, service, standardRefs);
  const stoppedWith = await run.stopService(service);
  run.checkDurability(checkSqlite(file, acknowledged, stoppedWith));
}

/** Orders a bulk import adds to the account before create-order standard on PostgreSQL runs again. */
const IMPORT_ORDERS = Number(process.env.BENCH_IMPORT_ORDERS ?? 50_000);

/** create-order standard on PostgreSQL, in a schema of its own; then the durability check. */
async function postgresScenario(run: BenchRun, postgresUrl: string): Promise<void> {
  const schema = await createSchema(postgresUrl, `bench_${run.runId}_`);
  try {
    const service = await run.startService(schema.url, "postgres", "service (PostgreSQL)");
    run.log(`service (PostgreSQL) ready at ${service.url}, pid ${service.child.pid}, schema ${schema.name}`);
    // Within the service's first minute on a fresh database, nothing analyzed by hand (docs/deployment.md).
    const acknowledged = run.wanted("create-standard-postgres") || run.wanted("create-standard-postgres-imported") || run.wanted("tracking-postgres") || run.wanted("pgbench-create")
      ? await createOrders(run, service, "create-standard-postgres", "create-order standard, PostgreSQL", () => run.standardBody(run.nextRef()), service.token)
      : [];
    if (run.wanted("tracking-postgres") && acknowledged.length > 0) await trackingScenario(run, service, acknowledged, "tracking-postgres", "tracking by order_ref, PostgreSQL");
    if (run.wanted("create-standard-postgres-imported") && acknowledged.length > 0) {
      const started = performance.now();
      await importOrders(schema.url, acknowledged[0]!, IMPORT_ORDERS);
      run.log(`  ${IMPORT_ORDERS} orders imported into the account in ${((performance.now() - started) / 1000).toFixed(1)} s`);
      const label = `create-order standard, PostgreSQL, after importing ${IMPORT_ORDERS} orders`;
      acknowledged.push(...(await createOrders(run, service, "create-standard-postgres-imported", label, () => run.standardBody(run.nextRef()), service.token)));
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

const POSTGRES_SCENARIOS: ScenarioId[] = ["create-standard-postgres", "create-standard-postgres-imported", "tracking-postgres", "pgbench-create", "raw-postgres-create", "raw-postgres-tracking", "create-standard-postgres-2proc"];

export async function runBench(options: BenchOptions): Promise<BenchReport> {
  const run = new BenchRun(options);
  let soak: SoakResult | null = null;
  try {
    await baselineScenario(run);
    if (run.wanted("create-standard") || run.wanted("create-custom-text") || run.wanted("create-priced") || run.wanted("tracking")) await sqliteScenarios(run);
    if (run.wanted("create-standard-worker")) await workerOnScenario(run);
    if (run.wanted("create-render-backlog")) await renderBacklogScenario(run);
    const postgresWanted = POSTGRES_SCENARIOS.some((id) => run.wanted(id));
    if (!options.postgresUrl && postgresWanted) run.log("PostgreSQL scenarios SKIPPED: set DATABASE_URL=postgres://user:password@host:5432/database to run them");
    if (options.postgresUrl && (run.wanted("create-standard-postgres") || run.wanted("create-standard-postgres-imported") || run.wanted("tracking-postgres") || run.wanted("pgbench-create") || run.wanted("raw-postgres-create") || run.wanted("raw-postgres-tracking"))) {
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
