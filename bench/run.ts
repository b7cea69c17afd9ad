// `npm run bench`: runs the benchmark (see docs/performance.md), prints the table, writes bench/results/<time>.json
// and the run's latest file (latest.json for a full run; bench/latest-name.ts names the others). Exit 1 when any request errored or answered non-2xx, or an acknowledged order is
// missing from the database; exit 2 when a target is missed and BENCH_STRICT=1.
import { mkdirSync, writeFileSync } from "node:fs";
import { join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { SCENARIOS, type ScenarioId } from "./bench-run.js";
import { runBench } from "./harness.js";
import { latestFileOf } from "./latest-name.js";
import { measureRender, renderTable, type RenderFigure } from "./render.js";
import { consoleListTable, measureConsoleList, type ConsoleListFigure } from "./console-list.js";
import { checkTargets, textReport, TARGETS } from "./report.js";

const USAGE = `usage: npm run bench -- [--duration=S] [--warmup=S] [--connections=N] [--out=DIR] [--only=a,b] [--strict] [--keep] [--soak-minutes=M] [--soak-rate=R]

  --duration=S     seconds of measured load per scenario (env BENCH_DURATION, default 10; fractions allowed)
  --warmup=S       seconds of unmeasured load before each scenario (env BENCH_WARMUP, default 10; fractions allowed)
  --connections=N  concurrent connections (env BENCH_CONNECTIONS, default 32; the targets are for 32)
  --out=DIR        where the JSON goes (env BENCH_RESULTS_DIR, default bench/results)
  --only=a,b       scenarios to run: ${SCENARIOS.filter((s) => s !== "baseline").join(", ")}, render, console-list, soak (env BENCH_ONLY; the baseline
                   always runs; soak runs only when named, it takes minutes)
  --strict         a missed target fails the run with exit code 2 (env BENCH_STRICT=1)
  --keep           keep the temporary database directory and the PostgreSQL schema (env BENCH_KEEP_DB=1)
  --soak-minutes=M minutes of load in the soak (env BENCH_SOAK_MINUTES, default 5; fractions allowed)
  --soak-rate=R    requests per second of the soak, over both API processes (env BENCH_SOAK_RATE, default 150)

  DATABASE_URL=postgres://...       also run the PostgreSQL scenarios (create-order, tracking, the raw pg baseline, two
                                    processes; in new schemas, dropped afterwards); without it they are skipped, and said so
  DATABASE_POOL_SIZE=N              the services' and the raw baseline's pool size (default: the service's, 10)
  BENCH_WORKER_CONCURRENCY=N        JOB_CONCURRENCY of the worker-on and render-backlog services (default 2)
  BENCH_RENDER_BACKLOG=N            custom-text orders queued before the render-backlog scenario (default 100: 200 renders)
  BENCH_JOB_CONCURRENCY=N           the service's JOB_CONCURRENCY (default 0: no background worker)
  BENCH_SERVICE_NODE_ARGS="..."     node arguments for the service, e.g. "--cpu-prof --cpu-prof-dir=/tmp/prof"
  BENCH_SERVICE_ENTRY=path          the service's entry point (default dist/main.js)
  BENCH_SERVICE_ENV="A=1 B="        the services' environment beyond what the start script sets (its allocator settings);
                                    "B=" leaves B out, e.g. "MALLOC_ARENA_MAX= MALLOC_MMAP_THRESHOLD_=" to measure without them
  BENCH_CONSOLE_ORDERS=N            orders seeded for console-list (default 100000)
  BENCH_CONSOLE_REQUESTS=N          measured requests per console-list page, after 3 unmeasured ones (default 30)
  BENCH_SOAK_JOB_CONCURRENCY=N      the soak worker's JOB_CONCURRENCY (default: the service's, 10)
  BENCH_SOAK_IMAGE_CONCURRENCY=N    the soak worker's JOB_IMAGE_CONCURRENCY (default: the service's, its image threads)
  BENCH_SOAK_DRAIN_LIMIT_S=S        how long the soak waits for the job backlog to drain after the load (default 180)
`;

function flag(name: string): string | undefined {
  const prefix = `--${name}=`;
  const hit = process.argv.slice(2).find((a) => a === `--${name}` || a.startsWith(prefix));
  if (hit === undefined) return undefined;
  return hit === `--${name}` ? "1" : hit.slice(prefix.length);
}

function number(name: string, env: string, fallback: number, min: number): number {
  const raw = flag(name) ?? process.env[env];
  if (raw === undefined || raw === "") return fallback;
  const value = Number(raw);
  if (!Number.isFinite(value) || value < min) throw new Error(`--${name} / ${env} must be a number >= ${min}, got "${raw}"`);
  return value;
}

function loud(title: string, lines: string[]): void {
  const bar = "=".repeat(72);
  console.error(`\n${bar}\n${title}\n${bar}`);
  for (const line of lines) console.error(`- ${line}`);
  console.error(`${bar}\n`);
}

async function main(): Promise<number> {
  if (flag("help") !== undefined) {
    console.log(USAGE);
    return 0;
  }
  const known = ["duration", "warmup", "connections", "out", "only", "strict", "keep", "help", "soak-minutes", "soak-rate"];
  const unknown = process.argv.slice(2).filter((a) => !known.some((k) => a === `--${k}` || a.startsWith(`--${k}=`)));
  if (unknown.length > 0) throw new Error(`unknown argument ${unknown.join(" ")}\n${USAGE}`);

  const repoRoot = fileURLToPath(new URL("../../", import.meta.url));
  const onlyRaw = flag("only") ?? process.env.BENCH_ONLY;
  let only: Set<ScenarioId> | undefined;
  let named: string[] | undefined;
  let renderWanted = true;
  let consoleListWanted = true;
  let soakWanted = false;
  if (onlyRaw) {
    const names = onlyRaw.split(",").map((s) => s.trim()).filter(Boolean);
    named = names;
    const extra = ["render", "console-list", "soak"];
    const bad = names.filter((n) => !extra.includes(n) && !(SCENARIOS as readonly string[]).includes(n));
    if (bad.length > 0) throw new Error(`unknown scenario ${bad.join(", ")}; known: ${SCENARIOS.join(", ")}, ${extra.join(", ")}`);
    renderWanted = names.includes("render");
    consoleListWanted = names.includes("console-list");
    soakWanted = names.includes("soak");
    only = new Set(names.filter((n) => !extra.includes(n)) as ScenarioId[]);
  }
  const durationS = number("duration", "BENCH_DURATION", 10, 0.1);
  const databaseUrl = process.env.DATABASE_URL?.trim();
  const postgresUrl = databaseUrl && /^postgres(ql)?:\/\//.test(databaseUrl) ? databaseUrl : undefined;
  const strict = (flag("strict") ?? process.env.BENCH_STRICT ?? "") === "1";
  const outDir = resolve(flag("out") ?? process.env.BENCH_RESULTS_DIR ?? join(repoRoot, "bench", "results"));

  const report = await runBench({
    repoRoot,
    serviceEntry: resolve(process.env.BENCH_SERVICE_ENTRY ?? join(repoRoot, "dist", "main.js")),
    baselineEntry: fileURLToPath(new URL("./baseline-server.js", import.meta.url)),
    connections: number("connections", "BENCH_CONNECTIONS", 32, 1),
    durationS,
    warmupS: number("warmup", "BENCH_WARMUP", 10, 0),
    postgresUrl,
    jobConcurrency: number("job-concurrency", "BENCH_JOB_CONCURRENCY", 0, 0),
    serviceNodeArgs: (process.env.BENCH_SERVICE_NODE_ARGS ?? "").split(/\s+/).filter(Boolean),
    only,
    keepData: (flag("keep") ?? process.env.BENCH_KEEP_DB ?? "") === "1",
    soak: soakWanted
      ? {
          minutes: number("soak-minutes", "BENCH_SOAK_MINUTES", 5, 0.01),
          rate: number("soak-rate", "BENCH_SOAK_RATE", 150, 1),
          cliEntry: resolve(join(repoRoot, "dist", "cli", "main.js")),
        }
      : undefined,
    log: (line) => console.log(line),
  });
  if (!postgresUrl) console.log("\nPostgreSQL scenario skipped: set DATABASE_URL=postgres://user:password@host:5432/database to run it too.");
  // Last, on a quiet machine: the renderer in this process, no HTTP.
  const render: RenderFigure[] = renderWanted ? await measureRender({ repoRoot, durationS, log: (line) => console.log(line) }) : [];
  const consoleList: ConsoleListFigure[] = consoleListWanted ? await measureConsoleList({ repoRoot, postgresUrl, log: (line) => console.log(line) }) : [];

  const targets = checkTargets(report, consoleList);
  const missed = targets.filter((t) => t.met === false && !t.stretch);
  const ok = report.failures.length === 0;
  const result = { ...report, render, consoleList, targets: { limits: TARGETS, checks: targets, allMet: missed.length === 0 }, strict, ok };
  mkdirSync(outDir, { recursive: true });
  const stamp = report.startedAt.replace(/[:.]/g, "-");
  const json = `${JSON.stringify(result, null, 2)}\n`;
  writeFileSync(join(outDir, `${stamp}.json`), json);
  // Only a full run replaces latest.json, the figures the README and docs/performance.md quote.
  const latest = latestFileOf(named);
  writeFileSync(join(outDir, latest), json);

  console.log(`\n${textReport(report, targets)}\n`);
  if (render.length > 0) console.log(`${renderTable(render)}\n(measured, no target: one file is the print file and its preview, PNG-encoded)\n`);
  if (consoleList.length > 0) console.log(`${consoleListTable(consoleList)}\n(the console's orders list, one request at a time, measured with no target: aim under 100 ms a page; orders/bulk's target is among the targets)\n`);
  console.log(`results: ${join(outDir, `${stamp}.json`)} (and ${latest})`);
  if (report.settings.connections !== 32) console.log(`note: the targets are set for 32 connections; this run used ${report.settings.connections}.`);

  if (!ok) {
    loud("BENCHMARK FAILED: requests errored or acknowledged orders are missing", report.failures);
    return 1;
  }
  if (missed.length > 0) {
    if (strict) {
      loud("BENCHMARK FAILED (BENCH_STRICT=1): targets missed", missed.map((t) => `${t.target}: ${t.actual}, ${t.detail}`));
      return 2;
    }
    console.log(`${missed.length} target(s) missed (reported only; BENCH_STRICT=1 makes this fail).`);
  }
  return 0;
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    loud("BENCHMARK FAILED: the run stopped", [error instanceof Error ? (error.stack ?? error.message) : String(error)]);
    process.exit(1);
  },
);
