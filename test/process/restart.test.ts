// The service as a real process: restarts and crashes keep every acknowledged order, SIGTERM drains, start-up config.
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { standardOrder } from "../helpers/fixtures.js";
import { postJson, runNode, seedOverHttp, startServerProcess, type ServerProcess } from "../helpers/process.js";
import { ADMIN_TOKEN } from "../helpers/admin-token.js";

let dir: string;
let env: Record<string, string>;
let token: string;


async function orderCount(server: ServerProcess): Promise<Set<string>> {
  const refs = new Set<string>();
  let cursor: string | undefined;
  do {
    const page = await postJson(server, "/v1/orders/list", { limit: 100, ...(cursor ? { cursor } : {}) }, token);
    for (const order of page.body.data.orders) refs.add(order.order_ref);
    cursor = page.body.data.next_cursor ?? undefined;
  } while (cursor);
  return refs;
}

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), "pod-orders-process-"));
  env = { DATABASE_URL: `sqlite:${join(dir, "db.sqlite")}`, POD_ADMIN_TOKEN: ADMIN_TOKEN };
  const server = await startServerProcess(env);
  token = await seedOverHttp([server], ADMIN_TOKEN);
  server.child.kill("SIGTERM");
  expect(await server.exited).toBe(0);
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe("a restarted server keeps every order", () => {
  it("after SIGTERM", async () => {
    const first = await startServerProcess(env);
    const created = await Promise.all(Array.from({ length: 20 }, () => postJson(first, "/v1/orders/create", standardOrder(), token)));
    expect(created.every((r) => r.status === 200)).toBe(true);
    first.child.kill("SIGTERM");
    expect(await first.exited).toBe(0);

    const second = await startServerProcess(env);
    const refs = await orderCount(second);
    for (const reply of created) expect(refs.has(reply.body.data.order_ref)).toBe(true);
    const one = await postJson(second, "/v1/orders/get", { order_ref: created[0]!.body.data.order_ref }, token);
    expect(one.body.data.items).toHaveLength(2);
    second.child.kill("SIGTERM");
    expect(await second.exited).toBe(0);
  });

  it("after SIGKILL right after the answers", async () => {
    const first = await startServerProcess(env);
    const created = await Promise.all(Array.from({ length: 20 }, () => postJson(first, "/v1/orders/create", standardOrder(), token)));
    expect(created.every((r) => r.status === 200)).toBe(true);
    first.child.kill("SIGKILL");
    expect(await first.exited).toBe("SIGKILL");

    const second = await startServerProcess(env);
    const refs = await orderCount(second);
    for (const reply of created) expect(refs.has(reply.body.data.order_ref)).toBe(true);
    second.child.kill("SIGTERM");
    expect(await second.exited).toBe(0);
  });

  it("SIGTERM lets in-flight requests finish: every 200 is stored", async () => {
    const first = await startServerProcess(env);
    const pending = Array.from({ length: 40 }, () => postJson(first, "/v1/orders/create", standardOrder(), token).catch(() => undefined));
    // Signal as soon as the first answer is back, while the others are still being served.
    await Promise.race(pending);
    first.child.kill("SIGTERM");
    const replies = await Promise.all(pending);
    expect(await first.exited).toBe(0);
    const acknowledged = replies.filter((r) => r?.status === 200).map((r) => r!.body.data.order_ref as string);
    expect(acknowledged.length).toBeGreaterThan(0);

    const second = await startServerProcess(env);
    const refs = await orderCount(second);
    for (const ref of acknowledged) expect(refs.has(ref)).toBe(true);
    second.child.kill("SIGTERM");
    await second.exited;
  });
});

describe("start-up", () => {
  it("prints an operator token once on an empty database without POD_ADMIN_TOKEN", async () => {
    const fresh = mkdtempSync(join(tmpdir(), "pod-orders-fresh-"));
    try {
      const freshEnv = { DATABASE_URL: `sqlite:${join(fresh, "db.sqlite")}` };
      const first = await startServerProcess(freshEnv);
      const printed = /podop_[A-Za-z0-9_-]{43}/.exec(first.output())?.[0];
      expect(printed).toBeDefined();
      const accounts = await postJson(first, "/v1/admin/accounts/list", {}, printed!);
      expect(accounts.status).toBe(200);
      first.child.kill("SIGTERM");
      await first.exited;
      const second = await startServerProcess(freshEnv);
      expect(second.output()).not.toMatch(/podop_/);
      expect((await postJson(second, "/v1/admin/accounts/list", {}, printed!)).status).toBe(200);
      second.child.kill("SIGTERM");
      await second.exited;
    } finally {
      rmSync(fresh, { recursive: true, force: true });
    }
  });

  it.each([
    [{ PORT: "eighty" }, /PORT must be a whole number/],
    [{ POD_ADMIN_TOKEN: "short" }, /POD_ADMIN_TOKEN must be at least 32 characters/],
    [{ DATABASE_URL: "mysql://x" }, /DATABASE_URL must start with sqlite: or postgres:\/\//],
    [{ LOG_LEVEL: "loud" }, /LOG_LEVEL must be one of/],
  ])("bad configuration %o stops with one clear line", async (bad, message) => {
    const run = runNode("dist/main.js", [], { ...env, ...bad });
    expect(await run.exited).toBe(1);
    const lines = run.output().trim().split("\n");
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatch(/^pod-orders: configuration error: /);
    expect(lines[0]).toMatch(message);
  });
});
