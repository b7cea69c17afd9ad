// One benchmark run and what every scenario shares: the scenarios' names, the run's options, its figures, and the
// steps (start a service, measure a load on it, record peaks and failures). The scenarios (harness.ts, scale.ts,
// soak.ts) build on it; it knows none of them.
import { randomBytes } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import { loadavg, tmpdir } from "node:os";
import { join } from "node:path";
import { latencySummary, runLoad, type LoadResult, type LoadSpec } from "./load.js";
import { freePort, RssTracker, spawnNode, startScriptEnvironment, waitUntilReady, type NodeChild } from "./processes.js";
import { bodyTemplate, customTextOrder, seedService, standardOrder } from "./seed.js";
import type { DurabilityCheck } from "./verify.js";

export const SCENARIOS = [
  "baseline",
  "create-standard",
  "create-custom-text",
  "create-priced",
  "tracking",
  "create-counted",
  "create-backordered",
  "create-store",
  "create-standard-worker",
  "create-render-backlog",
  "create-standard-postgres",
  "create-standard-postgres-imported",
  "tracking-postgres",
  "create-counted-postgres",
  "create-backordered-postgres",
  "create-store-postgres",
  "hot-sku-postgres",
  "pgbench-create",
  "raw-postgres-create",
  "raw-postgres-tracking",
  "create-standard-postgres-2proc",
] as const;
export type ScenarioId = (typeof SCENARIOS)[number];

/** The soak's settings (bench/soak.ts), part of a run's options. */
export interface SoakSettings {
  minutes: number;
  /** Requests per second over both API processes. */
  rate: number;
  /** The compiled CLI (dist/cli/main.js): the worker process runs `pod-orders worker`. */
  cliEntry: string;
}

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
  /**
   * The comparison measured in rounds alternating with this scenario's, on the same service (the counted-stock
   * scenarios: the same create with nothing counted), so that both see the same load of the machine.
   */
  against?: { label: string; requests: number; durationS: number; rps: number; p50Ms: number; p99Ms: number; acknowledged: number };
}

export interface ProcessPeak {
  process: string;
  peakRssMb: number;
}

/** /proc reports memory in kB; the report speaks MB. */
export const KB_PER_MB = 1024;

/**
 * The service's environment as the start script sets it, changed by BENCH_SERVICE_ENV ("NAME=value NAME2=value";
 * "NAME=" leaves NAME out), e.g. to measure without the allocator settings.
 */
export function serviceEnvironment(repoRoot: string): Record<string, string> {
  const env = startScriptEnvironment(repoRoot);
  for (const pair of (process.env.BENCH_SERVICE_ENV ?? "").split(/\s+/).filter(Boolean)) {
    const [name, ...value] = pair.split("=");
    if (value.join("=") === "") delete env[name!];
    else env[name!] = value.join("=");
  }
  return env;
}

export interface Service {
  url: string;
  adminToken: string;
  /** The seeded account and its caller token. */
  accountId: string;
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
    extra: { env?: Record<string, string>; artOrigin?: string; seeded?: { adminToken: string; accountId: string; token: string } } = {},
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
    // A minute, as the tests' own server processes get: a start takes seconds alone, but its smoke run shares two busy
    // cores with the rest of the suite (a 30 s bound was missed there under a load average of 12).
    await waitUntilReady(`${url}/readyz`, child, 60_000);
    const { accountId, token } = extra.seeded ?? (await seedService(url, adminToken, extra.artOrigin));
    return { url, adminToken, accountId, token, name: label, child, rss: new RssTracker(child.pid) };
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

/**
 * Load runs as one scenario: made side by side against two processes (`durationS` the longest), or one after
 * another against one (`durationS` their sum); their latencies merged, their counts summed.
 */
export function mergedResult(id: ScenarioId, label: string, server: string, parts: LoadResult[], totals: { durationS: number; peakKb: number; acknowledged: number }): ScenarioResult {
  const all = new Float64Array(parts.reduce((n, h) => n + h.latenciesAll.length, 0));
  let at = 0;
  for (const part of parts) {
    all.set(part.latenciesAll, at);
    at += part.latenciesAll.length;
  }
  const latency = latencySummary(all);
  const { durationS } = totals;
  const requests = parts.reduce((n, h) => n + h.requests, 0);
  const statusCodes: Record<string, number> = {};
  for (const h of parts) for (const [code, count] of Object.entries(h.statusCodes)) statusCodes[code] = (statusCodes[code] ?? 0) + count;
  const sum = (pick: (h: LoadResult) => number) => parts.reduce((n, h) => n + pick(h), 0);
  return {
    id,
    label,
    server,
    endpoint: "/v1/orders/create",
    requests,
    durationS,
    rps: durationS > 0 ? requests / durationS : 0,
    p50Ms: latency.p50,
    p90Ms: latency.p90,
    p99Ms: latency.p99,
    meanMs: latency.mean,
    maxMs: latency.max,
    statusCodes,
    non2xx: sum((h) => h.non2xx),
    errors: sum((h) => h.errors),
    timeouts: sum((h) => h.timeouts),
    badBodies: sum((h) => h.badBodies),
    replays: sum((h) => h.replays),
    acknowledged: totals.acknowledged,
    peakRssMb: totals.peakKb / KB_PER_MB,
    peakRssExact: true,
    warmup: null,
    samples: parts.flatMap((h) => h.samples).slice(0, 5),
    ratio: { rps: 1, p50: 1, p99: 1, peakRss: 1 },
  };
}
