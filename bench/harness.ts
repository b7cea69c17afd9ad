// The benchmark run: the baseline server, then the service on a fresh SQLite database (create-order standard and
// custom text, tracking), then, when asked, the service on a fresh PostgreSQL schema (create-order standard); every
// answer checked, peak RSS tracked, and every acknowledged order looked up in the database afterwards.
import { execFileSync } from "node:child_process";
import { randomBytes } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import { cpus, loadavg, tmpdir, totalmem } from "node:os";
import { join } from "node:path";
import { runLoad, type LoadResult, type LoadSpec } from "./load.js";
import { freePort, RssTracker, spawnNode, waitUntilReady, type NodeChild } from "./processes.js";
import { bodyTemplate, customTextOrder, seedService, shipOrders, standardOrder } from "./seed.js";
import { createSchema } from "./postgres.js";
import { checkPostgres, checkSqlite, type DurabilityCheck } from "./verify.js";

export const SCENARIOS = ["baseline", "create-standard", "create-custom-text", "tracking", "create-standard-postgres"] as const;
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
  settings: { connections: number; durationS: number; warmupS: number; jobConcurrency: number; serviceNodeArgs: string[]; postgres: boolean };
  scenarios: ScenarioResult[];
  /** Peak RSS of each process over its whole life (seeding and all its scenarios). */
  processPeaks: ProcessPeak[];
  durability: DurabilityCheck[];
  /** Why the run failed (errored or non-2xx requests, bad answers, missing orders); empty when it did not. */
  failures: string[];
}

const MB = 1024;

function gitInfo(repoRoot: string): BenchReport["git"] {
  try {
    const commit = execFileSync("git", ["rev-parse", "HEAD"], { cwd: repoRoot, encoding: "utf8", stdio: ["ignore", "pipe", "ignore"] }).trim();
    const dirty = execFileSync("git", ["status", "--porcelain", "--", "src"], { cwd: repoRoot, encoding: "utf8", stdio: ["ignore", "pipe", "ignore"] }).trim() !== "";
    return { commit, srcDirty: dirty };
  } catch {
    return { commit: null, srcDirty: null };
  }
}

interface Service {
  url: string;
  adminToken: string;
  token: string;
  child: NodeChild;
  rss: RssTracker;
}

export async function runBench(options: BenchOptions): Promise<BenchReport> {
  const { log } = options;
  const startedAt = new Date();
  const loadAtStart = loadavg();
  const runId = `${startedAt.getTime().toString(36)}${randomBytes(2).toString("hex")}`;
  const work = mkdtempSync(join(tmpdir(), "pod-orders-bench-"));
  const scenarios: ScenarioResult[] = [];
  const processPeaks: ProcessPeak[] = [];
  const durability: DurabilityCheck[] = [];
  const failures: string[] = [];
  const children: NodeChild[] = [];
  const wanted = (id: ScenarioId) => !options.only || options.only.has(id);
  let refCounter = 0;
  const nextRef = () => `bench-${runId}-${(refCounter++).toString(36)}`;
  const standardBody = bodyTemplate(standardOrder);
  const customTextBody = bodyTemplate(customTextOrder);

  /** Warm-up, then the measured run with the process's RSS tracked; records the scenario and any failure. */
  const measure = async (
    id: ScenarioId,
    label: string,
    server: string,
    spec: Omit<LoadSpec, "durationS">,
    rss: RssTracker,
  ): Promise<{ acknowledged: string[] }> => {
    log(`${label}: ${options.warmupS > 0 ? `${options.warmupS} s warm-up, ` : ""}${options.durationS} s at ${spec.connections} connections ...`);
    let warm: LoadResult | undefined;
    if (options.warmupS > 0) warm = await runLoad({ ...spec, durationS: options.warmupS });
    rss.startWindow();
    const main = await runLoad({ ...spec, durationS: options.durationS });
    const peak = rss.stopWindow();
    const acknowledged = [...(warm?.acknowledged ?? []), ...main.acknowledged];
    const result: ScenarioResult = {
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
      peakRssMb: peak.peakKb / MB,
      peakRssExact: peak.exact,
      warmup: warm ? { requests: warm.requests, non2xx: warm.non2xx, errors: warm.errors, badBodies: warm.badBodies, replays: warm.replays } : null,
      samples: [...(warm?.samples ?? []), ...main.samples].slice(0, 5),
      ratio: { rps: 1, p50: 1, p99: 1, peakRss: 1 },
    };
    scenarios.push(result);
    for (const [phase, run] of [["warm-up", warm], ["measured run", main]] as const) {
      if (!run) continue;
      const problems = [
        run.errors > 0 ? `${run.errors} request errors (${run.timeouts} timeouts)` : "",
        run.non2xx > 0 ? `${run.non2xx} non-2xx answers (${JSON.stringify(run.statusCodes)})` : "",
        run.badBodies > 0 ? `${run.badBodies} 2xx answers without status "success"` : "",
        run.replays > 0 ? `${run.replays} answers replayed although every external_ref was new` : "",
        run.requests === 0 ? "no request completed" : "",
      ].filter(Boolean);
      if (problems.length > 0) failures.push(`${label} (${phase}): ${problems.join("; ")}${run.samples.length ? `; e.g. ${run.samples[0]}` : ""}`);
    }
    log(`  ${main.requests} requests, ${main.rps.toFixed(0)} req/s, p50 ${main.latencyMs.p50.toFixed(2)} ms, p99 ${main.latencyMs.p99.toFixed(2)} ms`);
    return { acknowledged };
  };

  const startService = async (databaseUrl: string, name: string): Promise<Service> => {
    const port = await freePort();
    const adminToken = `bench-operator-${randomBytes(24).toString("hex")}`;
    const env: Record<string, string> = {
      DATABASE_URL: databaseUrl,
      HOST: "127.0.0.1",
      PORT: String(port),
      POD_ADMIN_TOKEN: adminToken,
      LOG_LEVEL: "silent",
      RATE_LIMIT_PER_MINUTE: "0",
      JOB_CONCURRENCY: String(options.jobConcurrency),
      FILES_DIR: join(work, `files-${name}`),
    };
    const child = spawnNode(options.serviceEntry, env, { nodeArgs: options.serviceNodeArgs });
    children.push(child);
    const url = `http://127.0.0.1:${port}`;
    await waitUntilReady(`${url}/readyz`, child);
    const { token } = await seedService(url, adminToken);
    return { url, adminToken, token, child, rss: new RssTracker(child.pid) };
  };

  /** Records the lifetime peak, stops the service (SIGKILL: as a crash, unless a profile must be written). */
  const stopService = async (service: Service, name: string): Promise<string> => {
    processPeaks.push({ process: name, peakRssMb: service.rss.lifetimePeakKb() / MB });
    const signal: NodeJS.Signals = options.serviceNodeArgs.length > 0 ? "SIGTERM" : "SIGKILL";
    const code = await service.child.stop(signal);
    if (signal === "SIGTERM" && code !== 0) failures.push(`${name} exited with ${code} on SIGTERM:\n${service.child.output().slice(-2000)}`);
    return signal;
  };

  const checkDurability = (check: DurabilityCheck) => {
    durability.push(check);
    log(`  durability (${check.database}): ${check.acknowledged} acknowledged, ${check.found} found after ${check.stoppedWith}, ${check.missing} missing`);
    if (!check.ok) {
      failures.push(
        `durability (${check.database}): ${check.missing} of ${check.distinct} acknowledged orders missing from the database` +
          (check.distinct !== check.acknowledged ? `; ${check.acknowledged - check.distinct} order_refs acknowledged twice` : "") +
          (check.missingExamples.length ? ` (e.g. ${check.missingExamples.join(", ")})` : ""),
      );
    }
  };

  try {
    // 1. The baseline, alone on the machine.
    {
      const child = spawnNode(options.baselineEntry, {});
      children.push(child);
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
      // Same request and the same client-side work as create-order standard.
      await measure(
        "baseline",
        "baseline: node:http, same body",
        "node:http",
        { url: `http://127.0.0.1:${port}`, path: "/v1/orders/create", connections: options.connections, bearer: "baseline", body: () => standardBody(nextRef()), collectRefs: false },
        rss,
      );
      processPeaks.push({ process: "baseline (node:http)", peakRssMb: rss.lifetimePeakKb() / MB });
      await child.stop("SIGTERM");
    }

    // 2. The service on a fresh SQLite database.
    if (wanted("create-standard") || wanted("create-custom-text") || wanted("tracking")) {
      const file = join(work, "bench.db");
      const service = await startService(`sqlite:${file}`, "sqlite");
      log(`service (SQLite) ready at ${service.url}, pid ${service.child.pid}, database ${file}`);
      const acknowledged: string[] = [];
      const create = (id: ScenarioId, label: string, body: () => string) =>
        measure(id, label, "service (SQLite)", { url: service.url, path: "/v1/orders/create", connections: options.connections, bearer: service.token, body, collectRefs: true }, service.rss);
      let standardRefs: string[] = [];
      if (wanted("create-standard") || wanted("tracking")) {
        standardRefs = (await create("create-standard", "create-order standard, SQLite", () => standardBody(nextRef()))).acknowledged;
        acknowledged.push(...standardRefs);
      }
      if (wanted("create-custom-text")) {
        acknowledged.push(...(await create("create-custom-text", "create-order custom text, SQLite", () => customTextBody(nextRef()))).acknowledged);
      }
      if (wanted("tracking") && standardRefs.length > 0) {
        // Track orders created above, a few of them shipped (a shipment in the answer), round robin.
        const refs = standardRefs.slice(0, 10_000);
        await shipOrders(service.url, service.adminToken, refs.filter((_, i) => i % 50 === 0).slice(0, 100));
        let next = 0;
        await measure(
          "tracking",
          "tracking by order_ref, SQLite",
          "service (SQLite)",
          {
            url: service.url,
            path: "/v1/orders/tracking",
            connections: options.connections,
            bearer: service.token,
            body: () => `{"order_ref":"${refs[next++ % refs.length]!}"}`,
            collectRefs: false,
          },
          service.rss,
        );
      }
      const stoppedWith = await stopService(service, "service (SQLite)");
      checkDurability(checkSqlite(file, acknowledged, stoppedWith));
    }

    // 3. The service on PostgreSQL, in a schema of its own.
    if (options.postgresUrl && wanted("create-standard-postgres")) {
      const schema = await createSchema(options.postgresUrl, `bench_${runId}_`);
      const url = schema.url;
      try {
        const service = await startService(url, "postgres");
        log(`service (PostgreSQL) ready at ${service.url}, pid ${service.child.pid}, schema ${schema.name}`);
        const { acknowledged } = await measure(
          "create-standard-postgres",
          "create-order standard, PostgreSQL",
          "service (PostgreSQL)",
          { url: service.url, path: "/v1/orders/create", connections: options.connections, bearer: service.token, body: () => standardBody(nextRef()), collectRefs: true },
          service.rss,
        );
        const stoppedWith = await stopService(service, "service (PostgreSQL)");
        checkDurability(await checkPostgres(url, acknowledged, stoppedWith));
      } finally {
        if (!options.keepData) await schema.drop();
      }
    }
  } finally {
    await Promise.all(children.map((child) => child.stop("SIGKILL")));
    if (options.keepData) log(`kept ${work}`);
    else rmSync(work, { recursive: true, force: true });
  }

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

  const cpuList = cpus();
  return {
    version: 1,
    startedAt: startedAt.toISOString(),
    finishedAt: new Date().toISOString(),
    git: gitInfo(options.repoRoot),
    machine: {
      cpus: cpuList.length,
      cpuModel: cpuList[0]?.model ?? "unknown",
      memoryMb: Math.round(totalmem() / 1024 / 1024),
      node: process.version,
      platform: `${process.platform} ${process.arch}`,
      loadAverageAtStart: loadAtStart.map((v) => Math.round(v * 100) / 100),
    },
    settings: {
      connections: options.connections,
      durationS: options.durationS,
      warmupS: options.warmupS,
      jobConcurrency: options.jobConcurrency,
      serviceNodeArgs: options.serviceNodeArgs,
      postgres: Boolean(options.postgresUrl) && wanted("create-standard-postgres"),
    },
    scenarios,
    processPeaks,
    durability,
    failures,
  };
}
