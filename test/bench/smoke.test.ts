// Smoke run of the benchmark harness (npm run bench), so it cannot rot: compiled as `npm run bench` compiles it, run
// end to end for under a second per scenario at 4 connections, no targets. Its JSON must list every scenario with
// requests and no errors, and the durability check must have found every acknowledged order.
import { execFile } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { promisify } from "node:util";
import { afterAll, describe, expect, it } from "vitest";
import { pgbenchPath } from "../../bench/pgbench.js";

const run = promisify(execFile);
const out = mkdtempSync(join(tmpdir(), "pod-orders-bench-smoke-"));
const postgresUrl = process.env.POD_TEST_POSTGRES_URL;

afterAll(() => rmSync(out, { recursive: true, force: true }));

interface Scenario {
  id: string;
  requests: number;
  rps: number;
  p99Ms: number;
  non2xx: number;
  errors: number;
  badBodies: number;
  replays: number;
  acknowledged: number;
  peakRssMb: number;
  ratio: { rps: number };
  against?: { rps: number; p99Ms: number; requests: number; acknowledged: number };
}

describe("benchmark harness (smoke run)", () => {
  it("runs every scenario without a failed request and finds every acknowledged order in the database", { timeout: 240_000 }, async () => {
    await run(process.execPath, ["node_modules/typescript/bin/tsc", "-p", "bench/tsconfig.json"]);
    // The console list's 100,000 orders and 30 requests a page, the render backlog and the 50,000 imported orders are
    // for real runs; small ones show the scenarios work. The load runs are fractions of a second: each still has a
    // warm-up and a measured run, both of which must complete requests.
    const env: Record<string, string> = {
      PATH: process.env.PATH ?? "",
      BENCH_CONSOLE_ORDERS: "2000",
      BENCH_CONSOLE_REQUESTS: "2",
      BENCH_RENDER_BACKLOG: "3",
      BENCH_IMPORT_ORDERS: "500",
      ...(postgresUrl ? { DATABASE_URL: postgresUrl } : {}),
    };
    const bench = await run(process.execPath, ["dist/bench/run.js", "--duration=0.5", "--warmup=0.3", "--connections=4", `--out=${out}`], { env, maxBuffer: 16 << 20 }).catch(
      (error: unknown) => {
        const failed = error as { code?: number; stdout?: string; stderr?: string };
        throw new Error(`bench exited with ${failed.code}:\n${failed.stdout}\n${failed.stderr}`, { cause: error });
      },
    );
    expect(bench.stdout).toContain("| scenario");

    const result = JSON.parse(readFileSync(join(out, "latest.json"), "utf8")) as {
      ok: boolean;
      failures: string[];
      scenarios: Scenario[];
      durability: { database: string; acknowledged: number; distinct: number; found: number; missing: number; ok: boolean }[];
      processPeaks: { process: string; peakRssMb: number }[];
      targets: { checks: { target: string; met: boolean | null }[] };
      render: { label: string; files: number; filesPerS: number; cpus: number; area: { width_px: number; height_px: number; dpi: number } }[];
      consoleList: { backend: string; page: string; orders: number; rows: number; meanMs: number; requests: number }[];
    };
    expect(result.failures).toEqual([]);
    expect(result.ok).toBe(true);

    // pgbench runs where PostgreSQL's client tools are installed (the run says it skipped it otherwise).
    const pgbench = pgbenchPath() ? ["pgbench-create"] : [];
    const postgresIds = ["create-standard-postgres", "create-counted-postgres", "create-backordered-postgres", "hot-sku-postgres", "create-store-postgres", "tracking-postgres", "create-standard-postgres-imported", ...pgbench, "raw-postgres-create", "raw-postgres-tracking", "create-standard-postgres-2proc"];
    const expected = ["baseline", "create-standard", "create-priced", "create-counted", "create-backordered", "create-store", "create-custom-text", "tracking", "create-standard-worker", "create-render-backlog", ...(postgresUrl ? postgresIds : [])];
    if (!postgresUrl) expect(bench.stdout).toContain("PostgreSQL scenarios SKIPPED");
    expect(result.scenarios.map((s) => s.id)).toEqual(expected);
    for (const s of result.scenarios) {
      expect(s.requests, s.id).toBeGreaterThan(0);
      expect(s.rps, s.id).toBeGreaterThan(0);
      expect(s.p99Ms, s.id).toBeGreaterThan(0);
      expect([s.non2xx, s.errors, s.badBodies, s.replays], s.id).toEqual([0, 0, 0, 0]);
      // The raw pg baseline runs in the bench process, pgbench in its own: no service, no RSS of the service's.
      if (!s.id.startsWith("raw-") && !s.id.startsWith("pgbench")) expect(s.peakRssMb, s.id).toBeGreaterThan(0);
      expect(Number.isFinite(s.ratio.rps), s.id).toBe(true);
      if (s.id.startsWith("create")) expect(s.acknowledged, s.id).toBeGreaterThan(0);
      // The counted-stock and store scenarios carry their comparison, measured in alternating rounds.
      const compared = ["create-counted", "create-backordered", "create-counted-postgres", "create-backordered-postgres", "hot-sku-postgres", "create-store", "create-store-postgres"].includes(s.id);
      expect(s.against === undefined, s.id).toBe(!compared);
      if (s.against) for (const figure of [s.against.rps, s.against.p99Ms, s.against.requests, s.against.acknowledged]) expect(figure, s.id).toBeGreaterThan(0);
    }

    // One check per service run: worker off, worker on, render backlog; PostgreSQL alone and two processes.
    expect(result.durability.map((d) => d.database)).toEqual(["sqlite", "sqlite", "sqlite", ...(postgresUrl ? ["postgres", "postgres"] : [])]);
    for (const check of result.durability) {
      expect(check.ok, check.database).toBe(true);
      expect(check.missing, check.database).toBe(0);
      expect(check.acknowledged, check.database).toBeGreaterThan(0);
      expect(check.found, check.database).toBe(check.acknowledged);
    }
    const onSqlite = ["create-standard", "create-priced", "create-counted", "create-backordered", "create-store", "create-custom-text"];
    // A counted scenario's comparison (create-order standard in rounds alternating with it) made orders too.
    const acknowledgedOnSqlite = result.scenarios.filter((s) => onSqlite.includes(s.id)).reduce((n, s) => n + s.acknowledged + (s.against?.acknowledged ?? 0), 0);
    expect(result.durability[0]!.acknowledged).toBe(acknowledgedOnSqlite);

    // Targets are evaluated (and only reported) in every run; a smoke run does not judge them.
    expect(result.targets.checks.length).toBeGreaterThanOrEqual(4);
    expect(result.processPeaks.map((p) => p.process)).toEqual(expect.arrayContaining(["service (SQLite)", "service (SQLite, worker on)", "service (SQLite, render backlog)"]));
    const check = (target: string) => result.targets.checks.find((c) => c.target.startsWith(target));
    expect(check("create-order worker on p99")?.met).not.toBeNull();
    expect(check("create-order during a render backlog p99")?.met).not.toBeNull();
    for (const when of ["first minute", "after a bulk import"]) {
      expect(check(`create-order on PostgreSQL (${when}) req/s`)?.met ?? null).toEqual(postgresUrl && pgbench.length > 0 ? expect.any(Boolean) : null);
    }
    expect(check("create-order, priced account req/s")?.met).not.toBeNull();
    // Counted stock (issue 35): a ratio to create-order standard of each engine, the hot SKU only on PostgreSQL.
    for (const how of ["allocated", "backordered"]) {
      expect(check(`create-order, notebook counted (${how}), SQLite req/s`)?.met).not.toBeNull();
      expect(check(`create-order, notebook counted (${how}), PostgreSQL req/s`)?.met ?? null).toEqual(postgresUrl ? expect.any(Boolean) : null);
    }
    expect(check("create-order, every connection one counted SKU, PostgreSQL p99")?.met ?? null).toEqual(postgresUrl ? expect.any(Boolean) : null);
    // Stores (issue 36): a named store's create against the default store's, each engine.
    expect(check("create-order in a named store, SQLite req/s")?.met).not.toBeNull();
    expect(check("create-order in a named store, PostgreSQL req/s")?.met ?? null).toEqual(postgresUrl ? expect.any(Boolean) : null);

    // The render figure: measured with the service's renderer, at least one file per case, the CPU count with it.
    expect(result.render.map((r) => r.label)).toEqual(["custom text, no art (NAME-TEE back)", "custom text over full-size art"]);
    for (const r of result.render) {
      expect(r.files, r.label).toBeGreaterThan(0);
      expect(r.filesPerS, r.label).toBeGreaterThan(0);
      expect(r.cpus, r.label).toBeGreaterThan(0);
      expect(r.area, r.label).toEqual({ width_px: 4500, height_px: 5400, dpi: 300 });
    }
    expect(bench.stdout).toContain("| render case");

    // The console's orders list: every page measured on every backend, with rows where the seed has them.
    const backends = postgresUrl ? ["sqlite", "postgres"] : ["sqlite"];
    expect([...new Set(result.consoleList.map((f) => f.backend))]).toEqual(backends);
    // Eleven pages and orders/bulk (a third of the seed's ~200 received orders a run, held by ref) per backend.
    expect(result.consoleList).toHaveLength(12 * backends.length);
    // The q pages find what the seed's words say: an eighth of 2,000 (a page of 50), a 64th, bench-100 and bench-1000…1009.
    const found = (page: string) => result.consoleList.filter((f) => f.page.startsWith(page)).map((f) => f.rows);
    expect(found("q: a surname's prefix")).toEqual(backends.map(() => 50));
    for (const rows of found("q: two words")) expect(rows).toBeGreaterThanOrEqual(32);
    expect(found("q: an external_ref's prefix")).toEqual(backends.map(() => 11));
    const bulk = result.consoleList.filter((f) => f.page.startsWith("orders/bulk: hold"));
    expect(bulk.map((f) => [f.backend, f.requests, f.page])).toEqual(backends.map((b) => [b, 3, `orders/bulk: hold ${bulk[0]!.rows} orders by ref`]));
    expect(bulk[0]!.rows).toBeGreaterThanOrEqual(60);
    // Its target is for 500 orders: not measured by a small seed.
    expect(result.targets.checks.find((c) => c.target.startsWith("orders/bulk on 500 orders"))?.met).toBeNull();
    for (const f of result.consoleList) {
      expect(f.orders, f.page).toBe(2001);
      expect(f.meanMs, f.page).toBeGreaterThan(0);
      expect(f.rows, f.page).toBeGreaterThan(0);
    }
    expect(bench.stdout).toContain("| orders/list page");
  });

  it("soaks two API processes and a worker on PostgreSQL for a few seconds, or says it was skipped", { timeout: 240_000 }, async () => {
    const soakOut = join(out, "soak");
    const env: Record<string, string> = { PATH: process.env.PATH ?? "", ...(postgresUrl ? { DATABASE_URL: postgresUrl } : {}) };
    const args = ["dist/bench/run.js", "--only=soak", "--soak-minutes=0.1", "--soak-rate=20", "--duration=0.5", "--warmup=0", "--connections=4", `--out=${soakOut}`];
    const bench = await run(process.execPath, args, { env, maxBuffer: 16 << 20 }).catch((error: unknown) => {
      const failed = error as { code?: number; stdout?: string; stderr?: string };
      throw new Error(`bench --only=soak exited with ${failed.code}:\n${failed.stdout}\n${failed.stderr}`, { cause: error });
    });
    const result = JSON.parse(readFileSync(join(soakOut, "soak-latest.json"), "utf8")) as {
      ok: boolean;
      soak: {
        load: { sent: number; failures: number; byKind: Record<string, { sent: number }> };
        jobs: { madePerS: number; runPerS: number; drainS: number | null; failed: number };
        deliveries: { printFilesReadyEvents: number; printFilesReadyDelivered: number; allDelivered: boolean; received: number };
        memory: { process: string; growthMb: number }[];
      } | null;
      targets: { checks: { target: string; met: boolean | null }[] };
    };
    expect(result.ok).toBe(true);
    if (!postgresUrl) {
      expect(bench.stdout).toContain("soak SKIPPED");
      expect(result.soak).toBeNull();
      return;
    }
    const soak = result.soak!;
    // 6 s at 20 req/s: every kind of the mix sent, none failed.
    expect(soak.load.sent).toBe(120);
    expect(soak.load.failures).toBe(0);
    expect(Object.keys(soak.load.byKind).sort()).toEqual(["create-custom-text", "create-standard", "orders/get", "orders/tracking"]);
    expect(soak.jobs.madePerS).toBeGreaterThan(0);
    expect(soak.jobs.runPerS).toBeGreaterThan(0);
    expect(soak.jobs.drainS).not.toBeNull();
    expect(soak.jobs.failed).toBe(0);
    expect(soak.deliveries.printFilesReadyEvents).toBeGreaterThan(0);
    expect(soak.deliveries.allDelivered).toBe(true);
    expect(soak.deliveries.received).toBeGreaterThanOrEqual(soak.deliveries.printFilesReadyDelivered);
    expect(soak.memory.map((m) => m.process)).toEqual(["soak API A (PostgreSQL)", "soak API B (PostgreSQL)", "soak worker"]);
    const soakTargets = result.targets.checks.filter((c) => c.target.startsWith("soak:"));
    expect(soakTargets).toHaveLength(6);
    for (const check of soakTargets) expect(check.met, check.target).not.toBeNull();
    expect(bench.stdout).toContain("soak: 0.1 min at 20 req/s");
  });
});
