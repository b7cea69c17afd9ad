// Webhook delivery against a real local receiver: signatures, retries, the schedule, per-order ordering, templates.
import { Webhook } from "standardwebhooks";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { WEBHOOK_RETRY_SCHEDULE_MS } from "../../src/domain/webhook-schedule.js";
import { DELIVER_WEBHOOK } from "../../src/jobs/kinds.js";
import { seedAccount } from "../helpers/fixtures.js";
import { createOrder, walk } from "../helpers/orders.js";
import { startReceiver, type Receiver } from "../helpers/receiver.js";
import { ADMIN_TOKEN } from "../helpers/server.js";
import { startWebhookRig, type WebhookRig } from "../helpers/webhooks.js";

let rig: WebhookRig;
let receiver: Receiver;

beforeAll(async () => {
  rig = await startWebhookRig();
});
afterAll(() => rig.close());
afterEach(async () => {
  await receiver?.close();
});

const ADDRESS = {
  shipping_name: "Grace Hopper",
  shipping_phone: "+1 555 010 9999",
  shipping_address_1: "2 Compiler Court",
  shipping_city: "Arlington",
  shipping_zip: "22201",
  shipping_state: "VA",
  shipping_country: "US",
};

function parsed(receiver: Receiver) {
  return receiver.received.map((r) => ({ id: r.headers["webhook-id"] as string, ...(JSON.parse(r.body) as { type: string; data: Record<string, unknown> }) }));
}

describe("webhook delivery", () => {
  it("sends every event type, signed so that standardwebhooks verifies it, in the order the events happened", async () => {
    receiver = await startReceiver();
    const { webhookId, secret } = await rig.createEndpoint({ account_id: rig.acme.accountId, url: receiver.url });
    const workers = rig.workers();
    workers.start();
    const order = await createOrder(rig.server, rig.acme.token);
    expect((await rig.server.post("/v1/orders/update-shipping", { order_ref: order.orderRef, ...ADDRESS }, rig.acme.token)).body.status).toBe("success");
    const cancel = await rig.server.post("/v1/orders/cancel-items", { order_ref: order.orderRef, items: [{ item_ref: order.items[0], cancelled_quantity: 2 }] }, rig.acme.token);
    expect(cancel.body.status).toBe("success");
    await walk(rig.server, order, ["on_hold", "received", "in_production", "ship"]);

    await receiver.waitFor((r) => r.length >= 8);
    const verifier = new Webhook(secret);
    for (const request of receiver.received) {
      const verified = verifier.verify(request.body, request.headers as Record<string, string>) as { id: string };
      expect(verified.id).toBe(request.headers["webhook-id"]);
      expect(request.headers["content-type"]).toBe("application/json");
    }
    const events = parsed(receiver);
    expect(events.map((e) => e.type)).toEqual([
      "order.shipping_updated",
      "order.items_cancelled",
      "order.status_changed",
      "order.on_hold",
      "order.status_changed",
      "order.status_changed",
      "shipment.created",
      "order.status_changed",
    ]);
    for (const event of events) expect(event.data).toMatchObject({ order_ref: order.orderRef, external_ref: order.externalRef });
    expect(events[0]!.data).toMatchObject({ status: "received", shipping: { shipping_name: "Grace Hopper", shipping_state: "VA" } });
    expect(events[1]!.data).toMatchObject({ status: "received", items: [{ item_ref: order.items[0], cancelled_quantity: 2, remaining_quantity: 3 }] });
    expect(events[2]!.data).toMatchObject({ status: "on_hold", previous_status: "received", reason: null });
    expect(events[3]!.data).toMatchObject({ status: "on_hold", reason: null });
    expect(events[6]!.data).toMatchObject({
      status: "shipped",
      shipment: { carrier: "UPS", tracking_number: "1Zship", items: expect.arrayContaining([{ item_ref: order.items[0], quantity: 3 }]) },
    });
    expect(events[7]!.data).toMatchObject({ status: "shipped", previous_status: "in_production" });

    // The last outcome is recorded after the receiver has answered: stopping waits for the running jobs.
    await workers.stop();
    const deliveries = await rig.deliveries(webhookId);
    expect(deliveries).toHaveLength(8);
    for (const delivery of deliveries) {
      expect(delivery).toMatchObject({ status: "succeeded", attempt_count: 1, next_attempt_at: null, last_error: null });
      expect(delivery.attempts).toEqual([{ attempt: 1, at: expect.any(String), latency_ms: expect.any(Number), http_status: 200, error: null, response_body: "ok" }]);
    }
  });

  it("retries after a 500 with the same webhook-id, logs both attempts and ends succeeded", async () => {
    receiver = await startReceiver(({ index }) => (index === 0 ? 500 : 200));
    const { webhookId } = await rig.createEndpoint({ account_id: rig.other.accountId, url: receiver.url, events: ["order.status_changed"] });
    // A clock 10 minutes ahead after the first attempt makes the 5 s retry due at once.
    let skew = 0;
    const workers = rig.workers({ now: () => new Date(Date.now() + skew) });
    workers.start();
    const order = await createOrder(rig.server, rig.other.token);
    await walk(rig.server, order, ["in_production"]);
    await receiver.waitFor((r) => r.length >= 1);
    // The failed attempt, then the job put back for the delivery's next attempt, are recorded after the receiver has
    // answered; the clock moves once the job is back in the queue, so the retry is due at once.
    const [attempted] = await rig.deliveries(webhookId);
    const job = async () =>
      rig.server.database.db.selectFrom("jobs").select(["status", "attempts"]).where("kind", "=", DELIVER_WEBHOOK).where("payload", "like", `%${attempted.delivery_id}%`).execute();
    await expect.poll(job).toEqual([{ status: "pending", attempts: 1 }]);
    skew = 600_000;
    await receiver.waitFor((r) => r.length >= 2);
    await workers.stop();
    const [first, second] = receiver.received;
    expect(first!.answer).toBe(500);
    expect(second!.answer).toBe(200);
    expect(second!.headers["webhook-id"]).toBe(first!.headers["webhook-id"]);
    expect(second!.body).toBe(first!.body);
    const [delivery] = await rig.deliveries(webhookId);
    expect(delivery).toMatchObject({ status: "succeeded", attempt_count: 2, last_error: null });
    expect(delivery.attempts[0]).toMatchObject({ attempt: 1, http_status: 500, error: "HTTP 500" });
    expect(delivery.attempts[0].response_body).toHaveLength(1024);
    expect(delivery.attempts[1]).toMatchObject({ attempt: 2, http_status: 200, error: null, response_body: "ok" });
    const endpoint = await rig.server.post("/v1/admin/webhooks/get", { webhook_id: webhookId }, ADMIN_TOKEN);
    expect(endpoint.body.data).toMatchObject({ enabled: true, failing_since: null });
  });

  it("retries a receiver that never answers on the schedule, then fails the delivery and disables the endpoint", async () => {
    receiver = await startReceiver(() => "hang");
    const account = await seedAccount(rig.server, { name: "Silent", connected_stores: true });
    const { webhookId } = await rig.createEndpoint({ account_id: account.accountId, url: receiver.url, events: ["order.status_changed"] });
    let clock = Date.now() + 1_000;
    // The receiver never answers, so every attempt ends at the timeout: a short one keeps ten attempts quick. Not too
    // short: the receiver shares this process's event loop, and a stall of the loop longer than the timeout (a busy
    // machine) lets the timeout fire before the receiver has read the request (9 of 10 received, once at 50 ms).
    const workers = rig.workers({ now: () => new Date(clock), timeoutMs: 250 });
    const order = await createOrder(rig.server, account.token);
    await walk(rig.server, order, ["in_production"]);
    for (let attempt = 1; attempt <= 10; attempt++) {
      expect(await workers.worker.runOnce()).toBe(1);
      const [delivery] = await rig.deliveries(webhookId);
      if (attempt < 10) clock = Date.parse(delivery.next_attempt_at);
    }
    expect(await workers.worker.runOnce()).toBe(0);
    expect(receiver.received).toHaveLength(10);
    expect(new Set(receiver.received.map((r) => r.headers["webhook-id"])).size).toBe(1);

    const [delivery] = await rig.deliveries(webhookId);
    expect(delivery).toMatchObject({ status: "failed", attempt_count: 10, next_attempt_at: null, last_error: "no answer within 250 ms" });
    const times = delivery.attempts.map((a: { at: string }) => Date.parse(a.at));
    WEBHOOK_RETRY_SCHEDULE_MS.forEach((step, i) => {
      const gap = times[i + 1] - times[i];
      expect(gap, `gap after attempt ${i + 1}`).toBeGreaterThanOrEqual(step * 0.9 - 1);
      expect(gap, `gap after attempt ${i + 1}`).toBeLessThanOrEqual(step * 1.1 + 1);
    });
    for (const attempt of delivery.attempts) expect(attempt).toMatchObject({ http_status: null, error: "no answer within 250 ms", response_body: null });

    const endpoint = (await rig.server.post("/v1/admin/webhooks/get", { webhook_id: webhookId }, ADMIN_TOKEN)).body.data;
    expect(endpoint.enabled).toBe(false);
    expect(endpoint.disabled_reason).toContain(delivery.delivery_id);
    expect(endpoint.disabled_reason).toContain("no answer within 250 ms");

    // While disabled, events are recorded as failed deliveries and redelivery is refused.
    await walk(rig.server, order, ["ship"]);
    expect((await rig.deliveries(webhookId, "failed")).map((d: { last_error: string }) => d.last_error)).toEqual([
      "endpoint disabled when the event happened",
      "no answer within 250 ms",
    ]);
    const refused = await rig.server.post("/v1/admin/webhooks/redeliver", { webhook_id: webhookId, failed_since: "2000-01-01T00:00:00Z" }, ADMIN_TOKEN);
    expect(refused.status).toBe(409);
    expect(refused.body.data.errors[0]).toMatchObject({ path: "webhook_id", code: "webhook_disabled" });

    // Re-enabled and redelivered: both events arrive, oldest first, with their original ids.
    receiver.respond(() => 200);
    const enabled = await rig.server.post("/v1/admin/webhooks/update", { webhook_id: webhookId, enabled: true }, ADMIN_TOKEN);
    expect(enabled.body.data).toMatchObject({ enabled: true, disabled_reason: null, disabled_at: null, failing_since: null });
    const redelivered = await rig.server.post("/v1/admin/webhooks/redeliver", { webhook_id: webhookId, failed_since: "2000-01-01T00:00:00Z" }, ADMIN_TOKEN);
    expect(redelivered.body.data.delivery_ids).toHaveLength(2);
    expect(redelivered.body.data.more).toBe(false);
    while ((await workers.worker.runOnce()) > 0);
    const ids = receiver.received.slice(10).map((r) => JSON.parse(r.body).data.status);
    expect(ids).toEqual(["in_production", "shipped"]);
    expect((await rig.deliveries(webhookId, "succeeded"))).toHaveLength(2);
  });

  it("keeps one retry state: what a delivery shows is what its job will run, after a lost worker, a failed attempt and a redeliver", async () => {
    receiver = await startReceiver(() => 500);
    const account = await seedAccount(rig.server, { name: "One state", connected_stores: true });
    const { webhookId } = await rig.createEndpoint({ account_id: account.accountId, url: receiver.url, events: ["order.status_changed"] });
    let clock = Date.now() + 1_000;
    const workers = rig.workers({ now: () => new Date(clock) });
    const order = await createOrder(rig.server, account.token);
    await walk(rig.server, order, ["in_production"]);
    const db = rig.server.database.db;
    const [{ delivery_id: deliveryId }] = await rig.deliveries(webhookId);
    const jobs = () => db.selectFrom("jobs").select(["id", "status", "run_at"]).where("kind", "=", DELIVER_WEBHOOK).where("payload", "like", `%${deliveryId}%`).orderBy("id").execute();
    // A pending delivery has exactly one job waiting (or running) for it, due when the delivery says; a settled one has none.
    const agree = async () => {
      const [delivery] = await rig.deliveries(webhookId);
      const live = (await jobs()).filter((j) => j.status === "pending" || j.status === "running");
      if (delivery.status === "pending") expect(live.map((j) => j.run_at)).toEqual([delivery.next_attempt_at]);
      else expect(live).toEqual([]);
      return delivery;
    };

    expect(await workers.worker.runOnce()).toBe(1);
    const first = await agree();
    expect(first).toMatchObject({ status: "pending", attempt_count: 1, last_error: "HTTP 500" });

    // The worker recorded the attempt and died before putting its job back: the job is taken over when its lease ends,
    // which is before the delivery's next attempt; it must wait for that time, not send early.
    const [job] = await jobs();
    await db.updateTable("jobs").set({ status: "running", locked_by: "gone", locked_until: new Date(clock).toISOString(), run_at: new Date(clock - 1_000).toISOString() }).where("id", "=", job!.id).execute();
    clock += 1;
    expect(Date.parse(first.next_attempt_at)).toBeGreaterThan(clock);
    await workers.worker.runOnce();
    expect(receiver.received).toHaveLength(1);
    expect(await agree()).toMatchObject({ attempt_count: 1, next_attempt_at: first.next_attempt_at });

    // Attempts follow the delivery's own count: the second failed attempt waits the schedule's second step (1 min).
    clock = Date.parse(first.next_attempt_at);
    expect(await workers.worker.runOnce()).toBe(1);
    const second = await agree();
    expect(second).toMatchObject({ status: "pending", attempt_count: 2 });
    const gap = Date.parse(second.next_attempt_at) - Date.parse(second.attempts[1].at);
    expect(gap).toBeGreaterThanOrEqual(WEBHOOK_RETRY_SCHEDULE_MS[1] * 0.9 - 1);
    expect(gap).toBeLessThanOrEqual(WEBHOOK_RETRY_SCHEDULE_MS[1] * 1.1 + 1);

    for (let attempt = 3; attempt <= 10; attempt++) {
      clock = Date.parse((await agree()).next_attempt_at);
      expect(await workers.worker.runOnce()).toBe(1);
    }
    expect(await agree()).toMatchObject({ status: "failed", attempt_count: 10, next_attempt_at: null });

    // Three days of failures disabled the endpoint (as the schedule test shows): enabled again, then redelivered:
    // pending again, due now, on a fresh schedule (5 s after its next failure), its attempts counted on.
    expect((await rig.server.post("/v1/admin/webhooks/update", { webhook_id: webhookId, enabled: true }, ADMIN_TOKEN)).status).toBe(200);
    const redelivered = await rig.server.post("/v1/admin/webhooks/redeliver", { webhook_id: webhookId, delivery_id: deliveryId }, ADMIN_TOKEN);
    expect(redelivered.body.data.delivery_ids).toEqual([deliveryId]);
    const queued = await agree();
    expect(queued).toMatchObject({ status: "pending", attempt_count: 10 });
    clock = Date.parse(queued.next_attempt_at);
    expect(await workers.worker.runOnce()).toBe(1);
    const retried = await agree();
    expect(retried).toMatchObject({ status: "pending", attempt_count: 11 });
    const fresh = Date.parse(retried.next_attempt_at) - Date.parse(retried.attempts[10].at);
    expect(fresh).toBeGreaterThanOrEqual(WEBHOOK_RETRY_SCHEDULE_MS[0] * 0.9 - 1);
    expect(fresh).toBeLessThanOrEqual(WEBHOOK_RETRY_SCHEDULE_MS[0] * 1.1 + 1);
    await workers.stop();
  });

  it("fails the delivery with its job when the job's last run ends in an unexpected error, so it can be redelivered", async () => {
    receiver = await startReceiver();
    const account = await seedAccount(rig.server, { name: "Broken event", connected_stores: true });
    const { webhookId } = await rig.createEndpoint({ account_id: account.accountId, url: receiver.url, events: ["order.status_changed"] });
    const workers = rig.workers();
    const order = await createOrder(rig.server, account.token);
    await walk(rig.server, order, ["in_production"]);
    const db = rig.server.database.db;
    const [{ delivery_id: deliveryId, event_id: eventId }] = await rig.deliveries(webhookId);
    // An event whose payload cannot be read, on the job's last allowed run.
    await db.updateTable("events").set({ payload: "not json" }).where("id", "=", eventId).execute();
    await db.updateTable("jobs").set((eb) => ({ attempts: eb.ref("max_attempts"), run_at: new Date(0).toISOString() })).where("payload", "like", `%${deliveryId}%`).execute();
    await db.updateTable("jobs").set((eb) => ({ attempts: eb("attempts", "-", 1) })).where("payload", "like", `%${deliveryId}%`).execute();
    expect(await workers.worker.runOnce()).toBe(1);
    const job = await db.selectFrom("jobs").select("status").where("payload", "like", `%${deliveryId}%`).executeTakeFirstOrThrow();
    expect(job.status).toBe("failed");
    const [delivery] = await rig.deliveries(webhookId);
    expect(delivery).toMatchObject({ status: "failed", attempt_count: 0, next_attempt_at: null, last_error: expect.stringMatching(/^gave up: /) });
    expect(receiver.received).toHaveLength(0);
  });

  it("fails a delivery to an endpoint whose address the guard refuses at once, without retrying or connecting", async () => {
    receiver = await startReceiver();
    const account = await seedAccount(rig.server, { name: "Refused", connected_stores: true });
    const { webhookId } = await rig.createEndpoint({ account_id: account.accountId, url: receiver.url, events: ["order.status_changed"] });
    // An endpoint saved before the guard knew this form of loopback address.
    const port = new URL(receiver.url).port;
    await rig.server.database.db.updateTable("webhook_endpoints").set({ url: `https://[::127.0.0.1]:${port}/hooks` }).where("id", "=", webhookId).execute();
    const workers = rig.workers();
    const order = await createOrder(rig.server, account.token);
    await walk(rig.server, order, ["in_production"]);
    expect(await workers.worker.runOnce()).toBe(1);
    expect(await workers.worker.runOnce()).toBe(0);
    const [delivery] = await rig.deliveries(webhookId);
    expect(delivery).toMatchObject({ status: "failed", attempt_count: 1, next_attempt_at: null });
    expect(delivery.last_error).toMatch(/not a public address.*FETCH_ALLOW_HOSTS/);
    expect(receiver.received).toHaveLength(0);
  });

  it("keeps one order's events in order while one is retrying, and lets other orders through", async () => {
    let blocked: string | undefined;
    receiver = await startReceiver(({ body }) => (JSON.parse(body).data.order_ref === blocked ? 500 : 200));
    const account = await seedAccount(rig.server, { name: "Ordered", connected_stores: true });
    await rig.createEndpoint({ account_id: account.accountId, url: receiver.url });
    let clock = 0;
    const workers = rig.workers({ now: () => new Date(clock) });
    const held = await createOrder(rig.server, account.token);
    const flowing = await createOrder(rig.server, account.token);
    blocked = held.orderRef;
    await walk(rig.server, held, ["on_hold", "received", "in_production"]);
    await walk(rig.server, flowing, ["in_production", "ship"]);
    clock = Date.now() + 1_000;
    for (let round = 0; round < 5; round++) await workers.worker.runOnce();
    const seen = () => parsed(receiver).map((e) => `${e.data.order_ref === held.orderRef ? "held" : "flowing"} ${e.type} ${String(e.data.status)}`);
    // The held order's first event was tried once and waits for its retry; its later events have not been sent.
    // The other order's events all went through, in their order (across orders, arrival order is free).
    expect(seen().filter((e) => e.startsWith("held"))).toEqual(["held order.status_changed on_hold"]);
    expect(seen().filter((e) => e.startsWith("flowing"))).toEqual([
      "flowing order.status_changed in_production",
      "flowing shipment.created shipped",
      "flowing order.status_changed shipped",
    ]);
    blocked = undefined;
    clock += 10 * 60_000;
    for (let round = 0; round < 10; round++) await workers.worker.runOnce();
    expect(seen().filter((e) => e.startsWith("held"))).toEqual([
      "held order.status_changed on_hold",
      "held order.status_changed on_hold",
      "held order.on_hold on_hold",
      "held order.status_changed received",
      "held order.status_changed in_production",
    ]);
  });

  it("reshapes the body with the endpoint's template and signs what it sends; a template failing on an event fails its delivery", async () => {
    receiver = await startReceiver();
    const account = await seedAccount(rig.server, { name: "Templated", connected_stores: true });
    const template = '{ "order": data.order_ref, "kind": type, "tracking": data.shipment.tracking_number, "lines": $count(data.shipment.items) }';
    const { webhookId, secret } = await rig.createEndpoint({ account_id: account.accountId, url: receiver.url, events: ["shipment.created"], template });
    const failing = await rig.createEndpoint({ account_id: account.accountId, url: receiver.url, events: ["order.status_changed"], template: '$error("no mapping for " & type)' });
    const workers = rig.workers();
    const order = await createOrder(rig.server, account.token);
    await walk(rig.server, order, ["in_production", "ship"]);
    while ((await workers.worker.runOnce()) > 0);
    expect(receiver.received).toHaveLength(1);
    const [request] = receiver.received;
    expect(JSON.parse(request!.body)).toEqual({ order: order.orderRef, kind: "shipment.created", tracking: "1Zship", lines: 2 });
    expect(new Webhook(secret).verify(request!.body, request!.headers as Record<string, string>)).toEqual(JSON.parse(request!.body));
    expect((await rig.deliveries(webhookId))[0]).toMatchObject({ status: "succeeded" });

    const failed = await rig.deliveries(failing.webhookId);
    expect(failed).toHaveLength(2);
    for (const delivery of failed) {
      expect(delivery).toMatchObject({ status: "failed", attempt_count: 1, last_error: expect.stringContaining("template failed: D3137 no mapping for order.status_changed") });
      expect(delivery.attempts[0]).toMatchObject({ http_status: null, latency_ms: 0 });
    }
    // A template error is not the receiver's fault: the endpoint stays healthy.
    expect((await rig.server.post("/v1/admin/webhooks/get", { webhook_id: failing.webhookId }, ADMIN_TOKEN)).body.data).toMatchObject({ enabled: true, failing_since: null });
  });
});
