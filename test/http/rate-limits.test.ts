// The per-token rate limit: RateLimit-* headers on every answer to an authenticated request, windows aligned to the
// minute, and on PostgreSQL one count shared by every API process on the database.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { BACKEND } from "../helpers/backend.js";
import { seedAccount } from "../helpers/fixtures.js";
import { startTestServer, type Reply, type TestServer } from "../helpers/server.js";

/** 12:00:45 on a fixed day: 15 s before the window ends. */
let clock = Date.UTC(2026, 10, 25, 12, 0, 45);
const rateLimitNow = () => clock;

function figures(reply: Reply) {
  return ["limit", "remaining", "reset"].map((name) => reply.headers.get(`ratelimit-${name}`));
}

describe("headers and windows", () => {
  let server: TestServer;
  let token: string;
  beforeAll(async () => {
    server = await startTestServer({ RATE_LIMIT_PER_MINUTE: "5" }, { rateLimitNow });
    ({ token } = await seedAccount(server, { name: "Limits", connected_stores: true }, false));
  });
  afterAll(() => server.close());

  it("sends the figures with every answer, refusals and errors included, and starts afresh at the minute", async () => {
    const ok = await server.post("/v1/orders/list", {}, token);
    expect(ok.status).toBe(200);
    expect(figures(ok)).toEqual(["5", "4", "15"]);
    const malformed = await server.post("/v1/orders/list", "{", token);
    expect(malformed.status).toBe(400);
    expect(figures(malformed)).toEqual(["5", "3", "15"]);
    const unknown = await server.post("/v1/orders/get", { order_ref: "ord_nothing" }, token);
    expect(unknown.status).toBe(404);
    expect(figures(unknown)).toEqual(["5", "2", "15"]);
    clock += 10_000;
    await server.post("/v1/orders/list", {}, token);
    expect(figures(await server.post("/v1/orders/list", {}, token))).toEqual(["5", "0", "5"]);
    const refused = await server.post("/v1/orders/list", {}, token);
    expect(refused.status).toBe(429);
    expect(figures(refused)).toEqual(["5", "0", "5"]);
    expect(refused.headers.get("retry-after")).toBe("5");
    // 12:01:00: a new window.
    clock += 5_000;
    const next = await server.post("/v1/orders/list", {}, token);
    expect(next.status).toBe(200);
    expect(figures(next)).toEqual(["5", "4", "60"]);
  });

  it("sends none to a request without a valid token", async () => {
    const res = await server.post("/v1/orders/list", {}, "not-a-token");
    expect(res.status).toBe(401);
    expect(res.headers.get("ratelimit-limit")).toBeNull();
  });
});

describe("two API processes on one database", () => {
  let first: TestServer;
  let second: TestServer;
  let token: string;
  beforeAll(async () => {
    first = await startTestServer({ RATE_LIMIT_PER_MINUTE: "100" }, { rateLimitNow });
    second = await startTestServer({ RATE_LIMIT_PER_MINUTE: "100", DATABASE_URL: first.config.databaseUrl }, { rateLimitNow });
    ({ token } = await seedAccount(first, { name: "Shared", connected_stores: true }, false));
  });
  afterAll(async () => {
    await second.close();
    await first.close();
  });

  /** `count` requests, `share` of every five to the first process and the rest to the second. */
  async function admitted(count: number, share: number): Promise<number[]> {
    const statuses: number[] = [];
    for (let i = 0; i < count; i++) statuses.push((await (i % 5 < share ? first : second).post("/v1/orders/list", {}, token)).status);
    return statuses;
  }

  it.runIf(BACKEND === "postgres")("share one limit on PostgreSQL: the token gets its 100 requests in all, then 429 from either", async () => {
    clock = Date.UTC(2026, 10, 25, 13, 0, 0);
    const statuses = await admitted(100, 3);
    expect(statuses.filter((s) => s === 200)).toHaveLength(100);
    expect((await first.post("/v1/orders/list", {}, token)).status).toBe(429);
    expect((await second.post("/v1/orders/list", {}, token)).status).toBe(429);
  });

  it.runIf(BACKEND === "postgres")("admit exactly the limit to requests sent all at once to both", async () => {
    clock = Date.UTC(2026, 10, 25, 15, 0, 0);
    const replies = await Promise.all(Array.from({ length: 150 }, (_, i) => (i % 2 ? first : second).post("/v1/orders/list", {}, token)));
    expect(replies.filter((r) => r.status === 200)).toHaveLength(100);
    expect(replies.filter((r) => r.status === 429)).toHaveLength(50);
  });

  it.runIf(BACKEND === "sqlite")("count each for itself on SQLite, whose service is one process", async () => {
    clock = Date.UTC(2026, 10, 25, 14, 0, 0);
    // 100 to the first (share 5 of 5), then 100 to the second (0 of 5): all admitted.
    const statuses = [...(await admitted(100, 5)), ...(await admitted(100, 0))];
    expect(statuses.filter((s) => s === 200)).toHaveLength(200);
    expect((await first.post("/v1/orders/list", {}, token)).status).toBe(429);
  });
});
