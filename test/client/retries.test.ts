// Retries of @pod-orders/client against a real server: 429 honouring Retry-After, 503, dropped connections, timeouts, unreachable hosts.
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { PodOrdersClient, PodOrdersError, type RetryInfo } from "@pod-orders/client";
import { standardOrder } from "../helpers/fixtures.js";
import { ADMIN_TOKEN, startTestServer, type TestServer } from "../helpers/server.js";
import { startProxy, type Behaviour, type Proxy } from "./proxy.js";
import { startClientRig, type ClientRig } from "./support.js";

async function thrown(call: () => Promise<unknown>): Promise<PodOrdersError> {
  try {
    await call();
  } catch (error) {
    if (error instanceof PodOrdersError) return error;
    throw error;
  }
  throw new Error("the call succeeded; a PodOrdersError was expected");
}

/** A fetch that records each attempt's status, Retry-After and when its answer came (real time). */
function recordingFetch() {
  const attempts: Array<{ status: number; retryAfter: string | null; atMs: number }> = [];
  const fetcher: typeof fetch = async (input, init) => {
    const res = await fetch(input, init);
    attempts.push({ status: res.status, retryAfter: res.headers.get("retry-after"), atMs: performance.now() });
    return res;
  };
  return { attempts, fetcher };
}

describe("429: the rate limit's Retry-After is honoured, then the call succeeds", () => {
  let server: TestServer;
  let token: string;

  beforeAll(async () => {
    // The limiter reads the clock it finds when the app is built: a fake Date (advancing with real time) lets the test
    // bring the end of a one-minute window near instead of waiting for it.
    vi.useFakeTimers({ toFake: ["Date"], shouldAdvanceTime: true });
    server = await startTestServer({ RATE_LIMIT_PER_MINUTE: "3" });
    const account = await server.post("/v1/admin/accounts/create", { name: "Limited" }, ADMIN_TOKEN);
    token = (await server.post("/v1/admin/tokens/create", { account_id: account.body.data.account_id }, ADMIN_TOKEN)).body.data.token;
  });
  afterAll(async () => {
    await server.close();
    vi.useRealTimers();
  });

  it("waits as long as Retry-After says (not less), retries, and returns the data", async () => {
    const { attempts, fetcher } = recordingFetch();
    const retries: RetryInfo[] = [];
    const client = new PodOrdersClient({ baseUrl: server.url, token, fetch: fetcher, onRetry: (r) => retries.push(r) });
    // Windows are the clock's minutes: start this one's count at its beginning.
    const windowStart = Math.ceil(Date.now() / 60_000) * 60_000;
    vi.setSystemTime(windowStart);
    for (let i = 0; i < 3; i++) expect((await client.orders.list({})).orders).toEqual([]);
    // Moments before the window ends: the fourth request is over the limit, told to come back in a second or two.
    vi.setSystemTime(windowStart + 58_500);
    const page = await client.orders.list({});
    expect(page.orders).toEqual([]);

    expect(attempts.map((a) => a.status)).toEqual([200, 200, 200, 429, 200]);
    const asked = Number(attempts[3]!.retryAfter) * 1000;
    expect(asked).toBeGreaterThanOrEqual(1000);
    expect(asked).toBeLessThanOrEqual(3000);
    expect(retries).toEqual([{ path: "/v1/orders/list", retry: 1, delayMs: expect.any(Number), reason: "rate_limited", status: 429, retryAfterMs: asked }]);
    expect(retries[0]!.delayMs).toBeGreaterThanOrEqual(asked);
    expect(retries[0]!.delayMs).toBeLessThanOrEqual(asked * 1.1);
    expect(attempts[4]!.atMs - attempts[3]!.atMs).toBeGreaterThanOrEqual(asked - 5);
  });

  it("a Retry-After longer than maxRetryAfterMs is not waited for, and without retries the 429 is thrown", async () => {
    vi.setSystemTime(Date.now() + 120_000);
    const retries: RetryInfo[] = [];
    const client = new PodOrdersClient({ baseUrl: server.url, token, maxRetryAfterMs: 5_000, onRetry: (r) => retries.push(r) });
    for (let i = 0; i < 3; i++) await client.orders.list({});
    const error = await thrown(() => client.orders.list({}));
    expect(error).toMatchObject({ status: 429, code: "rate_limited" });
    expect(retries).toEqual([]);

    const noRetries = new PodOrdersClient({ baseUrl: server.url, token, maxRetries: 0 });
    expect(await thrown(() => noRetries.orders.list({}))).toMatchObject({ status: 429, code: "rate_limited" });
  });
});

describe("503, dropped connections, timeouts and unreachable hosts", () => {
  let rig: ClientRig;
  let proxy: Proxy | undefined;
  beforeAll(async () => {
    rig = await startClientRig();
  });
  afterEach(async () => {
    await proxy?.close();
    proxy = undefined;
  });
  afterAll(async () => {
    await rig.close();
  });

  async function behind(plan: (index: number) => Behaviour | undefined, retries: RetryInfo[], options: { timeoutMs?: number } = {}) {
    proxy = await startProxy(rig.server.url, plan);
    return new PodOrdersClient({ baseUrl: proxy.url, token: rig.acme.token, minDelayMs: 20, onRetry: (r) => retries.push(r), ...options });
  }

  const UNAVAILABLE = JSON.stringify({ status: "error", message: "the database is busy; retry shortly", data: { errors: [{ path: "", code: "unavailable", message: "busy" }] } });

  it("a 503 is retried for any operation (nothing was done): cancel-items goes through exactly once", async () => {
    const created = await rig.caller.orders.create(standardOrder({ items: [{ sku: "MY-TEE", quantity: 3 }] }));
    const retries: RetryInfo[] = [];
    const client = await behind((i) => (i === 0 ? { status: 503, headers: { "retry-after": "0" }, body: UNAVAILABLE } : undefined), retries);
    const result = await client.orders.cancelItems({ order_ref: created.order_ref, items: [{ item_ref: created.items[0]!.item_ref, cancelled_quantity: 1 }] });
    expect(result).toMatchObject({ ok: true, data: { items: [{ cancelled_quantity: 1, remaining_quantity: 2 }] } });
    expect(retries).toEqual([{ path: "/v1/orders/cancel-items", retry: 1, delayMs: expect.any(Number), reason: "unavailable", status: 503, retryAfterMs: 0 }]);
    expect(proxy!.seen.map((s) => s.behaviour)).toHaveLength(2);
    expect((await rig.caller.orders.get({ order_ref: created.order_ref })).items[0]!.cancelled_quantity).toBe(1);
    // Both attempts carry the token, the user agent and the same request id, so the server's logs tie them together.
    const [first, second] = proxy!.seen.map((s) => s.headers);
    expect(first).toMatchObject({ authorization: `Bearer ${rig.acme.token}`, "user-agent": "pod-orders-client", "content-type": "application/json" });
    expect(first!["x-request-id"]).toMatch(/^[0-9a-f-]{36}$/);
    expect(second!["x-request-id"]).toBe(first!["x-request-id"]);
  });

  it("sends the configured user agent and the caller's request id", async () => {
    const client = await behind(() => undefined, [], {});
    const named = new PodOrdersClient({ baseUrl: proxy!.url, token: rig.acme.token, userAgent: "acme-shop/2.1" });
    await named.orders.list({}, { requestId: "acme-req-42" });
    expect(proxy!.seen[0]!.headers).toMatchObject({ "user-agent": "acme-shop/2.1", "x-request-id": "acme-req-42" });
    await client.orders.list({});
    expect(proxy!.seen[1]!.headers["user-agent"]).toBe("pod-orders-client");
  });

  it("a 503 without Retry-After backs off, and after the last retry it is thrown", async () => {
    const retries: RetryInfo[] = [];
    const client = await behind(() => ({ status: 503, body: UNAVAILABLE }), retries);
    const error = await thrown(() => client.orders.list({}, { maxRetries: 2 }));
    expect(error).toMatchObject({ status: 503, code: "unavailable" });
    expect(retries.map((r) => [r.retry, r.reason])).toEqual([[1, "unavailable"], [2, "unavailable"]]);
    // Jittered within [half, all] of the doubling ceiling: 20 ms, then 40 ms.
    expect(retries[0]!.delayMs).toBeGreaterThanOrEqual(10);
    expect(retries[0]!.delayMs).toBeLessThanOrEqual(20);
    expect(retries[1]!.delayMs).toBeGreaterThanOrEqual(20);
    expect(retries[1]!.delayMs).toBeLessThanOrEqual(40);
    expect(proxy!.seen).toHaveLength(3);
  });

  it("a read whose connection drops is sent again and answers", async () => {
    const created = await rig.caller.orders.create(standardOrder());
    const retries: RetryInfo[] = [];
    const client = await behind((i) => (i === 0 ? "drop-before" : undefined), retries);
    expect((await client.orders.get({ order_ref: created.order_ref })).order_ref).toBe(created.order_ref);
    expect(retries).toEqual([expect.objectContaining({ retry: 1, reason: "network_error" })]);
  });

  it("create whose answer was lost is sent again and replays the same order: one order exists", async () => {
    const body = standardOrder();
    const retries: RetryInfo[] = [];
    const client = await behind((i) => (i === 0 ? "drop-after" : undefined), retries);
    const created = await client.orders.create(body);
    expect(retries).toEqual([expect.objectContaining({ path: "/v1/orders/create", reason: "network_error" })]);
    const page = await rig.caller.orders.list({ limit: 100 });
    expect(page.orders.filter((o) => o.external_ref === body.external_ref).map((o) => o.order_ref)).toEqual([created.order_ref]);
  });

  it("a change not safe to repeat is not sent again after a dropped connection: PodOrdersError network_error", async () => {
    const created = await rig.caller.orders.create(standardOrder({ items: [{ sku: "MY-TEE", quantity: 3 }] }));
    const retries: RetryInfo[] = [];
    const client = await behind((i) => (i === 0 ? "drop-after" : undefined), retries);
    const error = await thrown(() => client.orders.cancelItems({ order_ref: created.order_ref, items: [{ item_ref: created.items[0]!.item_ref, cancelled_quantity: 1 }] }));
    expect(error).toMatchObject({ status: 0, code: "network_error", errors: [] });
    expect(error.requestId).toMatch(/\S/);
    expect(retries).toEqual([]);
    expect(proxy!.seen).toHaveLength(1);
    // The server did it once; the client did not do it twice.
    expect((await rig.caller.orders.get({ order_ref: created.order_ref })).items[0]!.cancelled_quantity).toBe(1);
  });

  it("an attempt with no answer within timeoutMs is a timeout, retried for a read", async () => {
    const created = await rig.caller.orders.create(standardOrder());
    const retries: RetryInfo[] = [];
    const client = await behind((i) => (i === 0 ? "hang" : undefined), retries, { timeoutMs: 300 });
    expect((await client.orders.tracking({ order_ref: created.order_ref })).order_ref).toBe(created.order_ref);
    expect(retries).toEqual([expect.objectContaining({ retry: 1, reason: "timeout" })]);

    const unsafe = await behind(() => "hang", [], { timeoutMs: 200 });
    expect(await thrown(() => unsafe.orders.updateShipping({ order_ref: created.order_ref, shipping_name: "X", shipping_address_1: "1 St", shipping_city: "Paris", shipping_zip: "75001", shipping_state: "IDF", shipping_country: "FR" }))).toMatchObject({ status: 0, code: "timeout" });
  });

  it("a refused connection never reached the server: even a change is retried, then network_error", async () => {
    const closed = await startProxy(rig.server.url, () => undefined);
    const url = closed.url;
    await closed.close();
    const retries: RetryInfo[] = [];
    const client = new PodOrdersClient({ baseUrl: url, token: rig.acme.token, maxRetries: 2, minDelayMs: 10, onRetry: (r) => retries.push(r) });
    const error = await thrown(() => client.orders.cancelItems({ order_ref: "ord_x", items: [{ item_ref: "itm_x", cancelled_quantity: 1 }] }));
    expect(error).toMatchObject({ status: 0, code: "network_error" });
    expect(retries.map((r) => [r.retry, r.reason])).toEqual([[1, "network_error"], [2, "network_error"]]);
  });

  it("the caller's AbortSignal stops the call, retries included", async () => {
    const retries: RetryInfo[] = [];
    const client = await behind(() => "hang", retries);
    const controller = new AbortController();
    const pending = client.orders.list({}, { signal: controller.signal });
    setTimeout(() => controller.abort(new Error("caller gave up")), 100);
    await expect(pending).rejects.toThrow("caller gave up");
    expect(retries).toEqual([]);
  });
});
