// A full disk under a real SQLite service process, simulated with SQLITE_MAX_SIZE_MB (SQLite's max_page_count on
// the service's connection) and another connection that fills the file: writes are refused 503 storage_full
// with Retry-After, /readyz says not ready, nothing acknowledged is lost, and the service writes again within
// 5 s of room returning, without a restart; the database passes integrity_check.
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import SQLite from "better-sqlite3";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { load, sleep } from "../helpers/order-load.js";
import { seedOverHttp, startServerProcess, type ServerProcess } from "../helpers/process.js";
import { ADMIN_TOKEN } from "../helpers/admin-token.js";

const MAX_MB = 4;

let dir: string;
let file: string;
let server: ServerProcess;
let token: string;

async function status(url: string): Promise<{ status: number; code?: string }> {
  const res = await fetch(url);
  const body = (await res.json()) as { data: { errors?: { code: string }[] } };
  return { status: res.status, code: body.data.errors?.[0]?.code };
}

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), "pod-orders-full-"));
  file = join(dir, "db.sqlite");
  server = await startServerProcess({ DATABASE_URL: `sqlite:${file}`, POD_ADMIN_TOKEN: ADMIN_TOKEN, SQLITE_MAX_SIZE_MB: String(MAX_MB), LOG_LEVEL: "error" });
  token = await seedOverHttp([server], ADMIN_TOKEN);
});

afterAll(async () => {
  await server?.stop();
  rmSync(dir, { recursive: true, force: true });
});

describe("a full disk (SQLite)", () => {
  it("refuses writes 503 storage_full while full, is not ready, and writes again within 5 s of room returning", async () => {
    const traffic = load(server, token, 4);
    await sleep(500);

    // Another connection, with no ceiling of its own, takes the rest of the service's allowance.
    const filler = new SQLite(file);
    filler.pragma("busy_timeout = 5000");
    filler.exec("create table test_ballast (b blob)");
    const pageSize = filler.pragma("page_size", { simple: true }) as number;
    const insert = filler.prepare("insert into test_ballast values (zeroblob(262144))");
    while ((filler.pragma("page_count", { simple: true }) as number) * pageSize < (MAX_MB + 1) * 1024 * 1024) insert.run();
    const full = Date.now();

    await expect.poll(() => traffic.answers.some((a) => a.at > full && a.code === "storage_full"), { timeout: 5_000 }).toBe(true);
    expect(await status(`${server.url}/readyz`)).toEqual({ status: 503, code: "storage_full" });
    expect((await status(`${server.url}/healthz`)).status).toBe(200);
    await sleep(2_000);
    expect(server.child.exitCode, server.output()).toBeNull();

    // Room again: the ballast's pages go to the free list, which the service's writes take first.
    filler.exec("delete from test_ballast");
    const room = Date.now();
    await expect.poll(() => traffic.answers.some((a) => a.at > room && a.status === 200), { timeout: 5_000, interval: 50 }).toBe(true);
    await expect.poll(async () => (await status(`${server.url}/readyz`)).status, { timeout: 5_000 }).toBe(200);
    await sleep(500);
    await traffic.stop();

    const answers = traffic.answers;
    // While full, most creates are refused. Not all: a write whose rows fit in pages the database already has
    // (free space left in a table's last page) needs no new page and succeeds, durably, as it should.
    const whileFull = answers.filter((a) => a.at > full + 1_000 && a.at < room);
    expect(whileFull.filter((a) => a.status === 503).length).toBeGreaterThan(whileFull.filter((a) => a.status === 200).length);
    for (const answer of answers.filter((a) => a.status !== 200)) {
      expect(answer).toMatchObject({ status: 503, envelope: "error", code: "storage_full" });
      expect(Number(answer.retryAfter)).toBeGreaterThan(0);
    }
    expect(server.output()).not.toMatch(/unexpected fault/);

    const acknowledged = answers.filter((a) => a.status === 200);
    expect(acknowledged.length).toBeGreaterThan(10);
    const stored = new Set(filler.prepare("select external_ref from orders").pluck().all() as string[]);
    expect(acknowledged.filter((a) => !stored.has(a.externalRef)).map((a) => a.orderRef)).toEqual([]);
    expect(filler.pragma("integrity_check", { simple: true })).toBe("ok");
    filler.close();
  });
});
