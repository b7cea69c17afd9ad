// The benchmark's targets and its printed report: a Markdown table (one row per scenario, each figure with its ratio
// to the baseline of the same run), a line per target, the durability checks and any failure.
import type { ScenarioResult } from "./bench-run.js";
import type { BenchReport } from "./harness.js";
import type { SoakResult } from "./soak.js";
import { BULK_PAGE_PREFIX, type ConsoleListFigure } from "./console-list.js";
import { formatTable } from "./table.js";

/** Targets of the issues, for the 2-core machine at 32 connections. */
export const TARGETS = {
  createStandardRpsRatio: 0.35,
  createStandardP99Ms: 25,
  trackingRpsRatio: 0.6,
  peakRssMb: 250,
  /**
   * create-order standard (worker off) as a ratio to the baseline, no lower than on 2026-11-23 (3,348 against
   * 36,561 req/s): the regression of issue 26 won back, measured as a same-run ratio.
   */
  createStandardRpsRatioOf20261123: 0.0916,
  /** create-order with the worker on in the same process (issue 26: p99, peak RSS, throughput to the baseline). */
  workerOnP99Ms: 25,
  workerOnPeakRssMb: 300,
  workerOnRpsRatio: 0.25,
  /** …against the same with it off (create-order standard). */
  workerOnRpsOfWorkerOff: 0.9,
  /** create-order while custom-text renders run in the same process. */
  renderBacklogP99Ms: 50,
  renderBacklogPeakRssMb: 400,
  /** create-order on PostgreSQL against pgbench running the same transaction shape in the same run (issue 26). */
  postgresRpsOfPgbench: 0.4,
  postgresRpsOfPgbenchStretch: 0.6,
  postgresCreateP99Ms: 40,
  /** tracking on PostgreSQL against the raw pg read of the same statement (a yardstick). */
  postgresRpsOfRaw: 0.6,
  /** create-order for a priced account against an unpriced one, same body, same run (issue 29). */
  pricedRpsOfUnpriced: 0.9,
  /** create-order with a counted line (allocated or backordered) against the same uncounted, same run (issue 35), each engine. */
  countedRpsOfUncounted: 0.9,
  /** Every connection ordering one counted SKU on PostgreSQL: p99 against create-order standard's, same run (issue 35). */
  hotSkuP99OfUncounted: 2,
  /**
   * create-order naming a store that is not the default, against the same in the default store, same run (issue
   * 36: "no more than today's create"; the ratio moves by a few hundredths from run to run, so 0.95).
   */
  storeRpsOfDefault: 0.95,
  /** The soak (two API processes and a worker on PostgreSQL, minutes at a constant rate). */
  soakFailures: 0,
  soakDrainS: 60,
  soakRssGrowthMb: 50,
  /** orders/bulk holding 500 orders by ref on SQLite, among 100,000 (issue 24), the slowest of its runs. */
  bulk500SqliteMs: 5000,
} as const;

const BACKLOG_PROCESS = "service (SQLite, render backlog)";
const WORKER_ON_PROCESS = "service (SQLite, worker on)";

export interface TargetCheck {
  target: string;
  actual: string;
  /** null: not measured in this run. */
  met: boolean | null;
  detail: string;
  /** A stretch goal: reported, never failing a strict run. */
  stretch?: boolean;
}

function scenario(report: BenchReport, id: ScenarioResult["id"]): ScenarioResult | undefined {
  return report.scenarios.find((s) => s.id === id);
}

function atLeast(target: string, actual: number | undefined, limit: number, unit: string, digits: number): TargetCheck {
  if (actual === undefined || Number.isNaN(actual)) return { target, actual: "-", met: null, detail: "not measured" };
  const shown = `${actual.toFixed(digits)}${unit}`;
  if (actual >= limit) return { target, actual: shown, met: true, detail: `met (${(actual - limit).toFixed(digits)}${unit} to spare)` };
  return { target, actual: shown, met: false, detail: `MISSED by ${(limit - actual).toFixed(digits)}${unit} (needs ${((limit / actual - 1) * 100).toFixed(0)}% more)` };
}

function atMost(target: string, actual: number | undefined, limit: number, unit: string, digits: number): TargetCheck {
  if (actual === undefined || Number.isNaN(actual)) return { target, actual: "-", met: null, detail: "not measured" };
  const shown = `${actual.toFixed(digits)}${unit}`;
  if (actual <= limit) return { target, actual: shown, met: true, detail: `met (${(limit - actual).toFixed(digits)}${unit} to spare)` };
  return { target, actual: shown, met: false, detail: `MISSED by ${(actual - limit).toFixed(digits)}${unit} (${((actual / limit - 1) * 100).toFixed(0)}% over)` };
}

export function checkTargets(report: BenchReport, consoleList: readonly ConsoleListFigure[] = []): TargetCheck[] {
  const create = scenario(report, "create-standard");
  const tracking = scenario(report, "tracking");
  const ratio = (a: ScenarioResult | undefined, b: ScenarioResult | undefined) => (a && b ? a.rps / b.rps : undefined);
  const checks = [
    atLeast(`create-order standard req/s >= ${TARGETS.createStandardRpsRatio} x baseline`, create?.ratio.rps, TARGETS.createStandardRpsRatio, " x", 2),
    atLeast(
      `create-order standard req/s >= ${TARGETS.createStandardRpsRatioOf20261123} x baseline (2026-11-23's ratio: the regression won back)`,
      create?.ratio.rps,
      TARGETS.createStandardRpsRatioOf20261123,
      " x",
      3,
    ),
    atMost(`create-order standard p99 <= ${TARGETS.createStandardP99Ms} ms`, create?.p99Ms, TARGETS.createStandardP99Ms, " ms", 2),
    atLeast(`tracking req/s >= ${TARGETS.trackingRpsRatio} x baseline`, tracking?.ratio.rps, TARGETS.trackingRpsRatio, " x", 2),
  ];
  const priced = scenario(report, "create-priced");
  checks.push(atLeast(`create-order, priced account req/s >= ${TARGETS.pricedRpsOfUnpriced} x unpriced (same run)`, ratio(priced, create), TARGETS.pricedRpsOfUnpriced, " x", 2));
  for (const peak of report.processPeaks.filter((p) => p.process.startsWith("service") && p.process !== BACKLOG_PROCESS)) {
    const limit = peak.process === WORKER_ON_PROCESS ? TARGETS.workerOnPeakRssMb : TARGETS.peakRssMb;
    checks.push(atMost(`peak RSS of the ${peak.process} <= ${limit} MB`, peak.peakRssMb, limit, " MB", 1));
  }
  const workerOn = scenario(report, "create-standard-worker");
  checks.push(
    atMost(`create-order worker on p99 <= ${TARGETS.workerOnP99Ms} ms`, workerOn?.p99Ms, TARGETS.workerOnP99Ms, " ms", 2),
    atLeast(`create-order worker on req/s >= ${TARGETS.workerOnRpsRatio} x baseline`, workerOn?.ratio.rps, TARGETS.workerOnRpsRatio, " x", 2),
    atLeast(`create-order worker on req/s >= ${TARGETS.workerOnRpsOfWorkerOff} x worker off`, ratio(workerOn, create), TARGETS.workerOnRpsOfWorkerOff, " x", 2),
  );
  const backlog = scenario(report, "create-render-backlog");
  const backlogPeak = report.processPeaks.find((p) => p.process === BACKLOG_PROCESS);
  checks.push(
    atMost(`create-order during a render backlog p99 <= ${TARGETS.renderBacklogP99Ms} ms`, backlog?.p99Ms, TARGETS.renderBacklogP99Ms, " ms", 2),
    atMost(`peak RSS of the ${BACKLOG_PROCESS} <= ${TARGETS.renderBacklogPeakRssMb} MB`, backlogPeak?.peakRssMb, TARGETS.renderBacklogPeakRssMb, " MB", 1),
  );
  const pgCreate = scenario(report, "create-standard-postgres");
  const pgbench = scenario(report, "pgbench-create");
  const pgTracking = scenario(report, "tracking-postgres");
  const rawTracking = scenario(report, "raw-postgres-tracking");
  const pgImported = scenario(report, "create-standard-postgres-imported");
  for (const [run, when] of [[pgCreate, "first minute"], [pgImported, "after a bulk import"]] as const) {
    checks.push(
      atLeast(`create-order on PostgreSQL (${when}) req/s >= ${TARGETS.postgresRpsOfPgbench} x pgbench (same shape, same run)`, ratio(run, pgbench), TARGETS.postgresRpsOfPgbench, " x", 2),
      {
        ...atLeast(`create-order on PostgreSQL (${when}) req/s >= ${TARGETS.postgresRpsOfPgbenchStretch} x pgbench (stretch)`, ratio(run, pgbench), TARGETS.postgresRpsOfPgbenchStretch, " x", 2),
        stretch: true,
      },
      atMost(`create-order on PostgreSQL (${when}) p99 <= ${TARGETS.postgresCreateP99Ms} ms`, run?.p99Ms, TARGETS.postgresCreateP99Ms, " ms", 2),
    );
  }
  checks.push(
    atLeast(`tracking on PostgreSQL req/s >= ${TARGETS.postgresRpsOfRaw} x raw pg (yardstick)`, ratio(pgTracking, rawTracking), TARGETS.postgresRpsOfRaw, " x", 2),
  );
  checks.push(...countedChecks(report));
  for (const [id, engine] of [["create-store", "SQLite"], ["create-store-postgres", "PostgreSQL"]] as const) {
    const named = scenario(report, id);
    const storeRatio = named?.against ? named.rps / named.against.rps : undefined;
    checks.push(atLeast(`create-order in a named store, ${engine} req/s >= ${TARGETS.storeRpsOfDefault} x default store (alternating rounds, same run)`, storeRatio, TARGETS.storeRpsOfDefault, " x", 2));
  }
  if (report.soak) checks.push(...soakChecks(report.soak));
  const bulk = consoleList.find((f) => f.page.startsWith(BULK_PAGE_PREFIX) && f.rows === 500 && f.backend === "sqlite");
  checks.push(atMost(`orders/bulk on 500 orders (SQLite, slowest of its runs) <= ${TARGETS.bulk500SqliteMs} ms`, bulk?.maxMs, TARGETS.bulk500SqliteMs, " ms", 0));
  return checks;
}

/** Counted stock (issue 35): each counted create against the same uncounted, measured in rounds alternating with it. */
function countedChecks(report: BenchReport): TargetCheck[] {
  const pairs = [
    ["create-counted", "allocated", "SQLite"],
    ["create-backordered", "backordered", "SQLite"],
    ["create-counted-postgres", "allocated", "PostgreSQL"],
    ["create-backordered-postgres", "backordered", "PostgreSQL"],
  ] as const;
  const checks = pairs.map(([id, how, engine]) => {
    const counted = scenario(report, id);
    const ratio = counted?.against ? counted.rps / counted.against.rps : undefined;
    return atLeast(`create-order, notebook counted (${how}), ${engine} req/s >= ${TARGETS.countedRpsOfUncounted} x uncounted (alternating rounds, same run)`, ratio, TARGETS.countedRpsOfUncounted, " x", 2);
  });
  const hot = scenario(report, "hot-sku-postgres");
  const p99Ratio = hot?.against ? hot.p99Ms / hot.against.p99Ms : undefined;
  checks.push(atMost(`create-order, every connection one counted SKU, PostgreSQL p99 <= ${TARGETS.hotSkuP99OfUncounted} x uncounted p99 (alternating rounds, same run)`, p99Ratio, TARGETS.hotSkuP99OfUncounted, " x", 2));
  return checks;
}

/** The counted scenarios' comparisons, as printed lines (their rows are in the table). */
export function againstLines(report: BenchReport): string[] {
  return report.scenarios
    .filter((s) => s.against)
    .map((s) => {
      const a = s.against!;
      return `${s.label}: ${s.rps.toFixed(0)} req/s, p99 ${s.p99Ms.toFixed(2)} ms; against ${a.label}: ${a.rps.toFixed(0)} req/s, p99 ${a.p99Ms.toFixed(2)} ms (req/s ${(s.rps / a.rps).toFixed(2)} x, p99 ${(s.p99Ms / a.p99Ms).toFixed(2)} x)`;
    });
}

/** The soak's targets; only in a run that soaked (each would say "not measured" otherwise, for every run). */
export function soakChecks(soak: SoakResult): TargetCheck[] {
  const { jobs, deliveries } = soak;
  const drain: TargetCheck =
    jobs.drainS === null
      ? { target: `soak: job backlog back to 0 within ${TARGETS.soakDrainS} s of the load`, actual: `${jobs.backlogLeft} left after ${jobs.drainLimitS} s`, met: false, detail: `MISSED (${jobs.backlogAfterLoad} owed when the load ended)` }
      : atMost(`soak: job backlog back to 0 within ${TARGETS.soakDrainS} s of the load`, jobs.drainS, TARGETS.soakDrainS, " s", 1);
  const ready: TargetCheck = {
    target: "soak: every print_files.ready event delivered",
    actual: `${deliveries.printFilesReadyDelivered} of ${deliveries.printFilesReadyEvents}`,
    met: deliveries.allDelivered,
    detail: deliveries.allDelivered ? "met" : `MISSED by ${deliveries.printFilesReadyEvents - deliveries.printFilesReadyDelivered} events`,
  };
  return [
    atMost(`soak: failed requests <= ${TARGETS.soakFailures}`, soak.load.failures, TARGETS.soakFailures, "", 0),
    drain,
    ready,
    ...soak.memory.map((m) => atMost(`soak: RSS growth of ${m.process} over the last half <= ${TARGETS.soakRssGrowthMb} MB`, m.growthMb, TARGETS.soakRssGrowthMb, " MB", 1)),
  ];
}

/** The soak's figures as printed lines (the targets follow with the others). */
export function soakReport(soak: SoakResult): string {
  const { load, jobs, deliveries } = soak;
  const kinds = Object.entries(load.byKind).map(([kind, k]) => `${kind} ${k.sent} (${k.failures} failed, p99 ${k.p99Ms.toFixed(1)} ms)`);
  const made = Object.entries(jobs.madeByKind).map(([kind, n]) => `${kind} ${n}`);
  return [
    `soak: ${soak.minutes} min at ${soak.rate} req/s, 2 API processes + 1 worker on PostgreSQL; load average ${soak.loadAverage.atStart.join(" ")} at the start, ${soak.loadAverage.atEnd.join(" ")} at the end`,
    `  requests: ${load.sent} sent, ${load.failures} failed, p50 ${load.latencyMs.p50.toFixed(1)} ms, p99 ${load.latencyMs.p99.toFixed(1)} ms, at most ${load.peakInFlight} in flight; ${kinds.join("; ")}`,
    `  jobs: made ${jobs.madePerS.toFixed(1)}/s (${made.join(", ")}), run ${jobs.runPerS.toFixed(1)}/s; ${jobs.backlogAfterLoad} owed when the load ended ` +
      `(${Object.entries(jobs.backlogAfterLoadByKind).map(([kind, n]) => `${kind} ${n}`).join(", ") || "none"}), ` +
      (jobs.drainS === null ? `${jobs.backlogLeft} still owed after ${jobs.drainLimitS} s` : `0 after ${jobs.drainS.toFixed(1)} s`) +
      `; ${jobs.failed} failed`,
    `  webhooks: print_files.ready ${deliveries.printFilesReadyDelivered} of ${deliveries.printFilesReadyEvents} delivered; ${deliveries.events} events, deliveries ${deliveries.succeeded} succeeded, ${deliveries.pending} pending, ${deliveries.failed} failed; ${deliveries.received} received`,
    ...soak.memory.map((m) => `  RSS ${m.process}: ${m.midMb.toFixed(1)} MB at half-time, ${m.endMb.toFixed(1)} MB at the end`),
  ].join("\n");
}

const fixed = (value: number, digits: number) => (Number.isFinite(value) ? value.toFixed(digits) : "-");

export function markdownTable(report: BenchReport): string {
  const header = ["scenario", "req/s", "x base", "p50 ms", "x base", "p99 ms", "x base", "non-2xx", "errors", "peak RSS MB", "x base"];
  const rows = report.scenarios.map((s) => [
    s.label,
    fixed(s.rps, 0),
    fixed(s.ratio.rps, 2),
    fixed(s.p50Ms, 2),
    fixed(s.ratio.p50, 2),
    fixed(s.p99Ms, 2),
    fixed(s.ratio.p99, 2),
    String(s.non2xx),
    String(s.errors + s.badBodies + s.replays),
    fixed(s.peakRssMb, 1),
    fixed(s.ratio.peakRss, 2),
  ]);
  return formatTable(header, rows);
}

export function describeRun(report: BenchReport): string {
  const { git, machine, settings } = report;
  const commit = git.commit ? `${git.commit.slice(0, 7)}${git.srcDirty ? " + uncommitted src/ changes" : ""}` : "unknown commit";
  return (
    `pod-orders benchmark, ${report.startedAt}, ${commit}; ${machine.cpus} x ${machine.cpuModel}, ${machine.memoryMb} MB, Node ${machine.node}; ` +
    `${settings.connections} connections, ${settings.durationS} s per scenario after ${settings.warmupS} s warm-up; service JOB_CONCURRENCY=${settings.jobConcurrency}, rate limit off` +
    (settings.serviceNodeArgs.length ? `; service node args: ${settings.serviceNodeArgs.join(" ")}` : "") +
    (Object.keys(settings.serviceEnv ?? {}).length ? `; service environment: ${Object.entries(settings.serviceEnv).map(([k, v]) => `${k}=${v}`).join(" ")}` : "")
  );
}

export function textReport(report: BenchReport, targets: TargetCheck[]): string {
  const lines = [describeRun(report), "", markdownTable(report), ""];
  for (const peak of report.processPeaks) lines.push(`peak RSS over the whole process: ${peak.process} ${peak.peakRssMb.toFixed(1)} MB`);
  for (const check of report.durability) {
    lines.push(
      `durability (${check.database}): ${check.acknowledged} orders acknowledged with 200, ${check.found} found in the database after ${check.stoppedWith}, ${check.missing} missing: ${check.ok ? "ok" : "FAILED"}`,
    );
  }
  const against = againstLines(report);
  if (against.length > 0) lines.push("", ...against);
  if (report.soak) lines.push("", soakReport(report.soak));
  lines.push("");
  for (const check of targets) lines.push(`target: ${check.target}: ${check.actual}, ${check.detail}${check.stretch && check.met === false ? " (stretch goal)" : ""}`);
  return lines.join("\n");
}
