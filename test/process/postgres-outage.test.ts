// PostgreSQL going away under a real service process: a restart of the database (stopped as in a crash) must not
// take the process down; requests meanwhile get 503 database_unavailable; the pool recovers by itself; no
// acknowledged order is lost; start-up waits for a database that is not there yet.
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { create, load, sleep } from "../helpers/order-load.js";
import { canRunPostgresCluster, createPostgresCluster, type PostgresCluster } from "../helpers/postgres-cluster.js";
import { freePort, runNode, seedOverHttp, startServerProcess, type ServerProcess } from "../helpers/process.js";
import { ADMIN_TOKEN } from "../helpers/admin-token.js";

const available = canRunPostgresCluster();
if (!available) console.log("PostgreSQL outage tests SKIPPED: no PostgreSQL installation under /usr/lib/postgresql to run a private server.");

/** Each outage lasts this long (the target: 10 s, twice). */
const OUTAGE_MS = Number(process.env.POD_TEST_OUTAGE_MS ?? 10_000);

async function storedExternalRefs(url: string): Promise<Set<string>> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const { rows } = await client.query<{ external_ref: string }>("select external_ref from orders");
    return new Set(rows.map((r) => r.external_ref));
  } finally {
    await client.end();
  }
}

async function status(url: string): Promise<number> {
  return (await fetch(url)).status;
}

describe.skipIf(!available)("PostgreSQL going away", { timeout: 180_000 }, () => {
  let cluster: PostgresCluster;
  let server: ServerProcess;
  let token: string;

  beforeAll(async () => {
    cluster = await createPostgresCluster();
    cluster.start();
    // The worker polls often, so a job's query is running when the database goes (the first crash seen had no request in flight).
    server = await startServerProcess({ DATABASE_URL: cluster.url, POD_ADMIN_TOKEN: ADMIN_TOKEN, JOB_POLL_MS: "50", LOG_LEVEL: "error" });
    token = await seedOverHttp([server], ADMIN_TOKEN);
  }, 120_000);

  afterAll(async () => {
    await server?.stop();
    cluster?.destroy();
  });

  it(`survives two ${OUTAGE_MS / 1000} s outages under load: 503 in the envelope meanwhile, back within 5 s, nothing acknowledged lost`, async () => {
    const traffic = load(server, token);
    await sleep(1_000);
    const outages: { down: number; up: number }[] = [];
    for (let round = 0; round < 2; round++) {
      const down = Date.now();
      cluster.stopImmediately();
      await sleep(Math.min(2_000, OUTAGE_MS / 2));
      expect(server.child.exitCode, server.output()).toBeNull();
      expect(await status(`${server.url}/healthz`)).toBe(200);
      expect(await status(`${server.url}/readyz`)).toBe(503);
      await sleep(OUTAGE_MS - (Date.now() - down));
      cluster.start();
      const up = Date.now();
      outages.push({ down, up });
      // Back within 5 s of the database accepting connections.
      await expect.poll(() => traffic.answers.some((a) => a.at >= up && a.status === 200), { timeout: 5_000, interval: 50 }).toBe(true);
      await expect.poll(() => status(`${server.url}/readyz`), { timeout: 5_000, interval: 100 }).toBe(200);
      await sleep(1_000);
    }
    await traffic.stop();

    expect(server.child.exitCode, server.output()).toBeNull();
    const answers = traffic.answers;
    const failures = answers.filter((a) => a.status !== 200);
    expect(failures.length).toBeGreaterThan(0);
    for (const failure of failures) {
      // Refused in the envelope with a retry time; never a 500, never a dropped connection.
      expect(failure).toMatchObject({ status: 503, envelope: "error", code: "database_unavailable" });
      expect(Number(failure.retryAfter)).toBeGreaterThan(0);
    }
    for (const { down, up } of outages) {
      const first = answers.find((a) => a.at >= up && a.status === 200);
      expect(first, "a success after the database came back").toBeDefined();
      expect(first!.at - up).toBeLessThan(5_000);
      expect(answers.some((a) => a.at > down + 500 && a.at < up && a.status === 503)).toBe(true);
    }
    const acknowledged = answers.filter((a) => a.status === 200);
    expect(acknowledged.length).toBeGreaterThan(50);
    const stored = await storedExternalRefs(cluster.url);
    expect(acknowledged.filter((a) => !stored.has(a.externalRef)).map((a) => a.orderRef)).toEqual([]);
    expect(server.output()).not.toMatch(/Unhandled|unexpected fault/);
  });

  it("survives the loss of idle connections and serves again without a restart", async () => {
    // The pool holds idle connections from the test before.
    cluster.stopImmediately();
    await sleep(500);
    expect(server.child.exitCode, server.output()).toBeNull();
    const during = await create(server, token);
    expect(during).toMatchObject({ status: 503, code: "database_unavailable" });
    cluster.start();
    const up = Date.now();
    await expect.poll(async () => (await create(server, token)).status, { timeout: 5_000, interval: 100 }).toBe(200);
    expect(Date.now() - up).toBeLessThan(5_000);
  });

  it("start-up waits for the database (DATABASE_WAIT_SECONDS), saying so once", async () => {
    cluster.stopImmediately();
    const port = await freePort();
    const waiting = runNode("dist/main.js", [], {
      DATABASE_URL: cluster.url,
      POD_ADMIN_TOKEN: ADMIN_TOKEN,
      HOST: "127.0.0.1",
      PORT: String(port),
      DATABASE_WAIT_SECONDS: "30",
      LOG_LEVEL: "info",
    });
    try {
      await expect.poll(() => waiting.output(), { timeout: 10_000 }).toMatch(/waiting for the database/);
      await sleep(1_500);
      expect(waiting.child.exitCode).toBeNull();
      expect(waiting.output().match(/waiting for the database/g)).toHaveLength(1);
      cluster.start();
      await expect.poll(() => status(`http://127.0.0.1:${port}/readyz`).catch(() => 0), { timeout: 15_000, interval: 100 }).toBe(200);
    } finally {
      await waiting.stop("SIGTERM");
    }
  });

  it("start-up gives up after DATABASE_WAIT_SECONDS with one clear line", async () => {
    cluster.stopImmediately();
    try {
      const port = await freePort();
      const started = Date.now();
      const giving = runNode("dist/main.js", [], { DATABASE_URL: cluster.url, POD_ADMIN_TOKEN: ADMIN_TOKEN, HOST: "127.0.0.1", PORT: String(port), DATABASE_WAIT_SECONDS: "1" });
      expect(await giving.exited).toBe(1);
      expect(Date.now() - started).toBeLessThan(10_000);
      expect(giving.output()).toMatch(/cannot start: the database did not answer within 1 s/);
    } finally {
      cluster.start();
    }
  });
});
