// The soak (`--only=soak`): two API processes and one `pod-orders worker` on one PostgreSQL schema under a constant
// rate of mixed requests for minutes: does the worker keep up, is every event delivered, does memory stay flat.
import { loadavg } from "node:os";
import { join } from "node:path";
import pg from "pg";
import { startArtHost } from "./art-host.js";
import { KB_PER_MB, type BenchRun, type SoakSettings } from "./bench-run.js";
import { procStatusKb, type NodeChild } from "./processes.js";
import { createSchema } from "./postgres.js";
import { runAtRate, type RateRequest, type RateResult } from "./rate.js";
import { mustPost, standardOrder } from "./seed.js";
import { checkPostgres } from "./verify.js";

/** Share of each request kind, in tenths: 7 standard creates, 1 small custom-text create, 2 reads. */
const MIX = ["create-standard", "create-standard", "create-standard", "create-custom-text", "create-standard", "orders/get", "create-standard", "create-standard", "orders/tracking", "create-standard"] as const;

/** How long the bench waits for the backlog to drain after the load before it gives up and reports what is left. */
const DRAIN_LIMIT_S = Number(process.env.BENCH_SOAK_DRAIN_LIMIT_S ?? 180);

/** A small custom-text product (a 600 × 600 px sticker at 300 dpi, one text field, no art): a render of well under a second. */
const STICKER_BLANK = { sku: "SOAK-STICKER", name: "Sticker 2 in", type: "pod", packing_slip_supported: false, print_areas: { front: { width_px: 600, height_px: 600, dpi: 300 } } };
const STICKER_PRODUCT = {
  sku: "SOAK-STICKER-NAME",
  name: "Name sticker",
  blank_sku: "SOAK-STICKER",
  print_areas: { front: { text_fields: [{ field_name: "name", required: true, max_length: 12, x: 50, y: 200, width: 500, height: 200, font_size: 120 }] } },
};

export interface ProcessGrowth {
  process: string;
  /** RSS (MB) around the half-way point and at the end of the load, each the mean of the samples of a 10 s window. */
  midMb: number;
  endMb: number;
  growthMb: number;
}

export interface SoakResult {
  minutes: number;
  rate: number;
  load: Omit<RateResult, "samples"> & { samples: string[] };
  jobs: {
    madePerS: number;
    runPerS: number;
    madeByKind: Record<string, number>;
    /** Due pending and running jobs the moment the load ended. */
    backlogAfterLoad: number;
    /** The same, by kind: which lane fell behind. */
    backlogAfterLoadByKind: Record<string, number>;
    /** Seconds from the end of the load until the backlog was 0; null when it was not within the limit. */
    drainS: number | null;
    drainLimitS: number;
    backlogLeft: number;
    failed: number;
  };
  deliveries: {
    printFilesReadyEvents: number;
    printFilesReadyDelivered: number;
    allDelivered: boolean;
    events: number;
    succeeded: number;
    pending: number;
    failed: number;
    received: number;
  };
  memory: ProcessGrowth[];
  loadAverage: { atStart: number[]; atEnd: number[] };
}

/** RSS samples of one process, once a second, with the time they were taken. */
class RssSamples {
  readonly samples: { at: number; kb: number }[] = [];
  private readonly timer: NodeJS.Timeout;

  constructor(readonly name: string, pid: number) {
    this.timer = setInterval(() => {
      const kb = procStatusKb(pid, "VmRSS");
      if (kb !== undefined) this.samples.push({ at: Date.now(), kb });
    }, 1_000);
    this.timer.unref();
  }

  /** Mean RSS in MB of the samples in the 10 s up to `at` (the nearest sample when there are none). */
  meanMbBefore(at: number): number {
    const window = this.samples.filter((s) => s.at <= at && s.at > at - 10_000);
    const chosen = window.length > 0 ? window : this.samples.slice().sort((x, y) => Math.abs(x.at - at) - Math.abs(y.at - at)).slice(0, 1);
    return chosen.reduce((n, s) => n + s.kb, 0) / Math.max(1, chosen.length) / KB_PER_MB;
  }

  stop(): void {
    clearInterval(this.timer);
  }
}

async function waitForOutput(child: NodeChild, text: string, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!child.output().includes(text)) {
    if (Date.now() > deadline || child.child.exitCode !== null) throw new Error(`the worker process did not say "${text}":\n${child.output().slice(-2000)}`);
    await new Promise((r) => setTimeout(r, 50));
  }
}

async function count(client: pg.Client, sql: string, params: unknown[] = []): Promise<number> {
  const { rows } = await client.query<{ n: string }>(sql, params);
  return Number(rows[0]?.n ?? 0);
}

const OWED = "(status = 'pending' and run_at <= $1) or status = 'running'";

/** Due pending jobs and jobs in hand: what the workers still owe. Future-dated jobs (releases after the edit window) are not owed yet. */
function backlog(client: pg.Client): Promise<number> {
  return count(client, `select count(*) as n from jobs where ${OWED}`, [new Date().toISOString()]);
}

async function backlogByKind(client: pg.Client): Promise<Record<string, number>> {
  const { rows } = await client.query<{ kind: string; n: string }>(`select kind, count(*) as n from jobs where ${OWED} group by kind`, [new Date().toISOString()]);
  return Object.fromEntries(rows.map((r) => [r.kind, Number(r.n)]));
}

async function jobFigures(client: pg.Client, fromIso: string, toIso: string, seconds: number) {
  const made = await client.query<{ kind: string; n: string }>("select kind, count(*) as n from jobs where created_at >= $1 and created_at < $2 group by kind", [fromIso, toIso]);
  const madeByKind = Object.fromEntries(made.rows.map((r) => [r.kind, Number(r.n)]));
  const madeTotal = Object.values(madeByKind).reduce((n, v) => n + v, 0);
  const run = await count(client, "select count(*) as n from jobs where status in ('done', 'failed') and updated_at >= $1 and updated_at < $2", [fromIso, toIso]);
  return { madePerS: madeTotal / seconds, runPerS: run / seconds, madeByKind };
}

async function deliveryFigures(client: pg.Client, received: number): Promise<SoakResult["deliveries"]> {
  const readyEvents = await count(client, "select count(*) as n from events where type = 'print_files.ready'");
  const readyDelivered = await count(client, "select count(distinct event_id) as n from webhook_deliveries where event_type = 'print_files.ready' and status = 'succeeded'");
  const byStatus = await client.query<{ status: string; n: string }>("select status, count(*) as n from webhook_deliveries group by status");
  const of = (status: string) => Number(byStatus.rows.find((r) => r.status === status)?.n ?? 0);
  return {
    printFilesReadyEvents: readyEvents,
    printFilesReadyDelivered: readyDelivered,
    allDelivered: readyDelivered === readyEvents,
    events: await count(client, "select count(*) as n from events"),
    succeeded: of("succeeded"),
    pending: of("pending"),
    failed: of("failed"),
    received,
  };
}

export async function soakScenario(run: BenchRun, postgresUrl: string, settings: SoakSettings): Promise<SoakResult> {
  const schema = await createSchema(postgresUrl, `bench_${run.runId}_soak_`);
  const host = await startArtHost();
  const client = new pg.Client({ connectionString: schema.url });
  const rss: RssSamples[] = [];
  try {
    const shared = { FETCH_ALLOW_HOSTS: "127.0.0.1", FILES_DIR: join(run.work, "files-soak") };
    const api = { ...shared, JOB_CONCURRENCY: "0" };
    const a = await run.startService(schema.url, "soak-a", "soak API A (PostgreSQL)", { env: api, artOrigin: host.origin });
    const b = await run.startService(schema.url, "soak-b", "soak API B (PostgreSQL)", { env: api, seeded: { adminToken: a.adminToken, accountId: a.accountId, token: a.token } });
    await mustPost(a.url, "/v1/admin/catalog/create", STICKER_BLANK, a.adminToken);
    await mustPost(a.url, "/v1/products/create", STICKER_PRODUCT, a.token);
    const listed = await mustPost(a.url, "/v1/admin/accounts/list", {}, a.adminToken);
    const accountId = String((listed.accounts as { account_id: string }[])[0]!.account_id);
    await mustPost(a.url, "/v1/admin/webhooks/create", { account_id: accountId, url: `${host.origin}/hook` }, a.adminToken);

    const workerEnv: Record<string, string> = {
      ...shared,
      DATABASE_URL: schema.url,
      LOG_LEVEL: "info",
      ...(process.env.BENCH_SOAK_JOB_CONCURRENCY ? { JOB_CONCURRENCY: process.env.BENCH_SOAK_JOB_CONCURRENCY } : {}),
      ...(process.env.BENCH_SOAK_IMAGE_CONCURRENCY ? { JOB_IMAGE_CONCURRENCY: process.env.BENCH_SOAK_IMAGE_CONCURRENCY } : {}),
      ...(process.env.DATABASE_POOL_SIZE ? { DATABASE_POOL_SIZE: process.env.DATABASE_POOL_SIZE } : {}),
    };
    const worker = run.spawn(settings.cliEntry, workerEnv, run.options.serviceNodeArgs, ["worker"]);
    await waitForOutput(worker, "worker started", 30_000);
    await client.connect();

    // Orders to read from the first request on; reads then pick among every order created so far.
    const refs: string[] = [];
    const acknowledged: string[] = [];
    const standard = (ref: string) => JSON.stringify(standardOrder(ref));
    const sticker = (ref: string) => JSON.stringify({ ...standardOrder(ref), items: [{ sku: STICKER_PRODUCT.sku, quantity: 1, print_areas: { front: { custom_text: [{ field_name: "name", text: "LOVELACE" }] } } }] });
    for (let i = 0; i < 20; i++) {
      const ref = String((await mustPost(a.url, "/v1/orders/create", JSON.parse(standard(run.nextRef())), a.token)).order_ref);
      refs.push(ref);
      acknowledged.push(ref);
    }
    const services = [a, b];
    const next = (i: number): RateRequest => {
      const kind = MIX[i % MIX.length]!;
      // Alternate the processes, shifted every round of the mix so each kind reaches both.
      const service = services[(i + Math.floor(i / MIX.length)) % 2]!;
      const common = { kind, url: service.url, bearer: service.token };
      if (kind === "create-standard") return { ...common, path: "/v1/orders/create", body: standard(run.nextRef()) };
      if (kind === "create-custom-text") return { ...common, path: "/v1/orders/create", body: sticker(run.nextRef()) };
      const ref = refs[Math.floor(Math.random() * refs.length)]!;
      return { ...common, path: kind === "orders/get" ? "/v1/orders/get" : "/v1/orders/tracking", body: JSON.stringify({ order_ref: ref }) };
    };

    rss.push(new RssSamples(a.name, a.child.pid), new RssSamples(b.name, b.child.pid), new RssSamples("soak worker", worker.pid));
    const durationS = settings.minutes * 60;
    const atStart = loadavg();
    run.log(`soak: ${settings.minutes} min at ${settings.rate} req/s over 2 API processes and 1 worker process (PostgreSQL schema ${schema.name}), load average ${atStart.map((v) => v.toFixed(2)).join(" ")} ...`);
    const startedAt = new Date();
    const load = await runAtRate({
      rate: settings.rate,
      durationS,
      next,
      timeoutMs: 30_000,
      onCreated: (ref) => {
        refs.push(ref);
        acknowledged.push(ref);
      },
    });
    const endedAt = new Date();
    const atEnd = loadavg();
    const endMs = endedAt.getTime();
    const midMs = startedAt.getTime() + (endMs - startedAt.getTime()) / 2;
    const memory = rss.map((r) => {
      const midMb = r.meanMbBefore(midMs);
      const endMb = r.meanMbBefore(endMs);
      return { process: r.name, midMb, endMb, growthMb: endMb - midMb };
    });
    const seconds = (endMs - startedAt.getTime()) / 1000;
    const figures = await jobFigures(client, startedAt.toISOString(), endedAt.toISOString(), seconds);
    const backlogAfterLoadByKind = await backlogByKind(client);
    const backlogAfterLoad = Object.values(backlogAfterLoadByKind).reduce((n, v) => n + v, 0);
    run.log(`  ${load.sent} requests, ${load.failures} failures, p50 ${load.latencyMs.p50.toFixed(1)} ms, p99 ${load.latencyMs.p99.toFixed(1)} ms; jobs made ${figures.madePerS.toFixed(1)}/s, run ${figures.runPerS.toFixed(1)}/s; backlog ${backlogAfterLoad} at the end of the load (${JSON.stringify(backlogAfterLoadByKind)})`);

    let left = backlogAfterLoad;
    let drainS: number | null = left === 0 ? 0 : null;
    while (left > 0 && (Date.now() - endMs) / 1000 < DRAIN_LIMIT_S) {
      await new Promise((r) => setTimeout(r, 500));
      left = await backlog(client);
      if (left === 0) drainS = (Date.now() - endMs) / 1000;
    }
    run.log(`  backlog ${drainS === null ? `still ${left} after ${DRAIN_LIMIT_S} s` : `0 after ${drainS.toFixed(1)} s`}`);
    const failed = await count(client, "select count(*) as n from jobs where status = 'failed'");
    const deliveries = await deliveryFigures(client, host.hooks());
    run.log(`  print_files.ready: ${deliveries.printFilesReadyDelivered} of ${deliveries.printFilesReadyEvents} events delivered; ${deliveries.succeeded} deliveries succeeded, ${deliveries.pending} pending, ${deliveries.failed} failed; ${deliveries.received} received`);
    for (const m of memory) run.log(`  RSS ${m.process}: ${m.midMb.toFixed(1)} MB at half-time, ${m.endMb.toFixed(1)} MB at the end (${m.growthMb >= 0 ? "+" : ""}${m.growthMb.toFixed(1)} MB)`);

    // The worker stops as an operator stops it (SIGTERM: the jobs in hand finish, exit 0); the API processes as a crash.
    const workerExit = await worker.stop("SIGTERM");
    if (workerExit !== 0) run.failures.push(`soak worker exited with ${workerExit} on SIGTERM:\n${worker.output().slice(-2000)}`);
    const stoppedWith = await run.stopService(a);
    await run.stopService(b);
    run.checkDurability(await checkPostgres(schema.url, acknowledged, stoppedWith));
    if (load.failures > 0) run.failures.push(`soak: ${load.failures} failed requests; e.g. ${load.samples[0] ?? ""}`);
    return {
      minutes: settings.minutes,
      rate: settings.rate,
      load,
      jobs: { ...figures, backlogAfterLoad, backlogAfterLoadByKind, drainS, drainLimitS: DRAIN_LIMIT_S, backlogLeft: left, failed },
      deliveries,
      memory,
      loadAverage: { atStart: atStart.map((v) => Math.round(v * 100) / 100), atEnd: atEnd.map((v) => Math.round(v * 100) / 100) },
    };
  } finally {
    for (const r of rss) r.stop();
    await client.end().catch(() => undefined);
    await host.close();
    if (!run.options.keepData) await schema.drop();
  }
}
