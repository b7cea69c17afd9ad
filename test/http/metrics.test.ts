// GET /metrics through real HTTP: Prometheus text with requests by route and status, orders created, the job queue,
// webhook deliveries, event-loop lag and memory; METRICS_TOKEN when set.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DELIVER_WEBHOOK } from "../../src/jobs/kinds.js";
import { enqueueJob } from "../helpers/jobs.js";
import { printFileOrder, type SeededAccount, standardOrder, startSeededServer } from "../helpers/fixtures.js";
import { startReceiver, type Receiver } from "../helpers/receiver.js";
import { ADMIN_TOKEN, startTestServer, type TestServer } from "../helpers/server.js";
import { startWebhookRig, type WebhookRig } from "../helpers/webhooks.js";

let server: TestServer;
let acme: SeededAccount;
beforeAll(async () => ({ server, acme } = await startSeededServer()));
afterAll(() => server.close());

async function scrape(target: TestServer = server, token?: string): Promise<{ status: number; type: string | null; text: string }> {
  const res = await fetch(`${target.url}/metrics`, { headers: token ? { authorization: `Bearer ${token}` } : {} });
  return { status: res.status, type: res.headers.get("content-type"), text: await res.text() };
}

/** The value of the sample `name{labels}` in a scrape, or undefined. */
function sample(text: string, name: string, labels: Record<string, string> = {}): number | undefined {
  for (const line of text.split("\n")) {
    if (!line.startsWith(name)) continue;
    const match = /^([a-z_:]+)(\{(.*)\})? (\S+)$/.exec(line);
    if (!match || match[1] !== name) continue;
    const present = Object.fromEntries([...(match[3] ?? "").matchAll(/(\w+)="([^"]*)"/g)].map((m) => [m[1], m[2]]));
    if (Object.entries(labels).every(([k, v]) => present[k] === v)) return Number(match[4]);
  }
  return undefined;
}

describe("GET /metrics", () => {
  it("answers Prometheus text with the process's default metrics", async () => {
    const { status, type, text } = await scrape();
    expect(status).toBe(200);
    expect(type).toMatch(/^text\/plain; version=0\.0\.4/);
    expect(sample(text, "process_resident_memory_bytes")).toBeGreaterThan(10_000_000);
    expect(sample(text, "nodejs_eventloop_lag_seconds")).toBeGreaterThanOrEqual(0);
    expect(text).toContain("# TYPE http_request_duration_seconds histogram");
  });

  it("counts requests by route template and status, and created orders but not replays", async () => {
    const before = await scrape();
    const created = (sample(before.text, "pod_orders_created_total") ?? 0);
    const order = standardOrder();
    expect((await server.post("/v1/orders/create", order, acme.token)).status).toBe(200);
    expect((await server.post("/v1/orders/create", order, acme.token)).headers.get("idempotent-replayed")).toBe("true");
    expect((await server.post("/v1/orders/create", { ...order, external_ref: undefined }, acme.token)).status).toBe(400);
    await server.post("/v1/orders/get", { order_ref: "ord_nope" }, acme.token);
    await fetch(`${server.url}/no/such/path/${Math.random()}`);
    const { text } = await scrape();
    expect(sample(text, "pod_orders_created_total")).toBe(created + 1);
    expect(sample(text, "http_requests_total", { method: "POST", route: "/v1/orders/create", status: "200" })).toBeGreaterThanOrEqual(2);
    expect(sample(text, "http_requests_total", { method: "POST", route: "/v1/orders/create", status: "400" })).toBeGreaterThanOrEqual(1);
    expect(sample(text, "http_requests_total", { method: "POST", route: "/v1/orders/get", status: "404" })).toBeGreaterThanOrEqual(1);
    expect(sample(text, "http_requests_total", { method: "GET", route: "unmatched", status: "404" })).toBeGreaterThanOrEqual(1);
    expect(text).not.toContain("/no/such/path");
    expect(sample(text, "http_request_duration_seconds_count", { route: "/v1/orders/create", status: "200" })).toBeGreaterThanOrEqual(2);
  });

  it("shows the job queue by kind and state, with the age of the oldest due job", async () => {
    expect((await server.post("/v1/orders/create", printFileOrder(), acme.token)).status).toBe(200);
    const { text } = await scrape();
    // No worker runs in this test server: the print-file job waits, due since its creation.
    expect(sample(text, "pod_jobs", { kind: "files.line", state: "pending" })).toBeGreaterThanOrEqual(1);
    expect(sample(text, "pod_jobs_oldest_due_age_seconds", { kind: "files.line" })).toBeGreaterThanOrEqual(0);
  });

  it("shows each worker lane's backlog of due jobs and the age of its oldest", async () => {
    const before = (await scrape()).text;
    const lightBefore = sample(before, "pod_job_lane_backlog", { lane: "light" })!;
    expect(lightBefore).toBeGreaterThanOrEqual(0);
    // The image lane holds the print-file jobs, due and waiting (no worker runs here).
    expect(sample(before, "pod_job_lane_backlog", { lane: "image" })).toBe(sample(before, "pod_jobs", { kind: "files.line", state: "pending" }));
    const now = Date.now();
    const due = await enqueueJob(server.database.db, DELIVER_WEBHOOK, { delivery_id: "dlv_lane_due" }, new Date(now), { runAt: new Date(now - 30_000).toISOString() });
    const later = await enqueueJob(server.database.db, DELIVER_WEBHOOK, { delivery_id: "dlv_lane_later" }, new Date(now), { runAt: new Date(now + 3_600_000).toISOString() });
    const { text } = await scrape();
    // The delivery due 30 s ago counts in the light lane; the one due in an hour does not yet.
    expect(sample(text, "pod_job_lane_backlog", { lane: "light" })).toBe(lightBefore + 1);
    expect(sample(text, "pod_job_lane_oldest_due_age_seconds", { lane: "light" })).toBeGreaterThanOrEqual(30);
    expect(sample(text, "pod_job_lane_oldest_due_age_seconds", { lane: "image" })).toBeGreaterThanOrEqual(0);
    await server.database.db.deleteFrom("jobs").where("id", "in", [due, later]).execute();
  });

  it("shows webhook deliveries waiting and failed", async () => {
    const hook = await server.post("/v1/admin/webhooks/create", { account_id: acme.accountId, url: "https://hooks.example.com/pod" }, ADMIN_TOKEN);
    expect(hook.status).toBe(200);
    const before = sample((await scrape()).text, "pod_webhook_deliveries", { status: "pending" }) ?? 0;
    const order = await server.post("/v1/orders/create", standardOrder(), acme.token);
    await server.post("/v1/admin/orders/transition", { order_ref: order.body.data.order_ref, status: "on_hold" }, ADMIN_TOKEN);
    const { text } = await scrape();
    expect(sample(text, "pod_webhook_deliveries", { status: "pending" })).toBeGreaterThan(before);
    expect(sample(text, "pod_webhook_deliveries", { status: "failed" })).toBe(0);
  });
});

describe("after a create and webhook deliveries", () => {
  let rig: WebhookRig;
  let ok: Receiver;
  let broken: Receiver;
  beforeAll(async () => {
    rig = await startWebhookRig();
    ok = await startReceiver();
    broken = await startReceiver(() => 500);
  });
  afterAll(async () => {
    await rig.close();
    await ok.close();
    await broken.close();
  });

  it("counts the order, the request in the latency histogram, and each delivery attempt by how it ended", async () => {
    const before = (await scrape(rig.server)).text;
    const attempts = (text: string, outcome: string) => sample(text, "pod_webhook_delivery_attempts_total", { outcome }) ?? 0;
    await rig.createEndpoint({ account_id: rig.acme.accountId, url: ok.url, events: ["order.status_changed"] });
    await rig.createEndpoint({ account_id: rig.acme.accountId, url: broken.url, events: ["order.status_changed"] });
    const order = await rig.server.post("/v1/orders/create", standardOrder(), rig.acme.token);
    expect(order.status).toBe(200);
    expect((await rig.server.post("/v1/admin/orders/transition", { order_ref: order.body.data.order_ref, status: "on_hold" }, ADMIN_TOKEN)).body.status).toBe("success");
    const workers = rig.workers();
    while ((await workers.worker.runOnce()) > 0);
    expect(ok.received).toHaveLength(1);
    expect(broken.received).toHaveLength(1);

    const after = (await scrape(rig.server)).text;
    expect(sample(after, "pod_orders_created_total")).toBe((sample(before, "pod_orders_created_total") ?? 0) + 1);
    const created = { method: "POST", route: "/v1/orders/create", status: "200" };
    expect(sample(after, "http_request_duration_seconds_count", created)).toBe((sample(before, "http_request_duration_seconds_count", created) ?? 0) + 1);
    expect(sample(after, "http_request_duration_seconds_bucket", { ...created, le: "+Inf" })).toBe(sample(after, "http_request_duration_seconds_count", created));
    expect(attempts(after, "succeeded")).toBe(attempts(before, "succeeded") + 1);
    // HTTP 500: attempt 1 of many, tried again later.
    expect(attempts(after, "retrying")).toBe(attempts(before, "retrying") + 1);
    expect(attempts(after, "failed")).toBe(attempts(before, "failed"));
    expect(after).toContain("# TYPE pod_webhook_delivery_attempts_total counter");
  });
});

describe("METRICS_TOKEN", () => {
  let guarded: TestServer;
  const TOKEN = "metrics-token-0123456789";
  beforeAll(async () => {
    guarded = await startTestServer({ METRICS_TOKEN: TOKEN });
  });
  afterAll(() => guarded.close());

  it.each([
    ["no token", undefined],
    ["a wrong token", "metrics-token-9876543210"],
    ["the operator token", ADMIN_TOKEN],
  ])("refuses %s with 401 in the envelope", async (_name, token) => {
    const res = await scrape(guarded, token);
    expect(res.status).toBe(401);
    expect(JSON.parse(res.text).data.errors[0].code).toBe("unauthorized");
  });

  it("answers the right token", async () => {
    const res = await scrape(guarded, TOKEN);
    expect(res.status).toBe(200);
    expect(res.text).toContain("process_resident_memory_bytes");
  });
});
