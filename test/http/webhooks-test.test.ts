// POST /v1/admin/webhooks/test: a signed sample event of every type, sent at once, answered with its attempt and
// logged as a test delivery; never retried, never counted against the endpoint's health.
import { Webhook } from "standardwebhooks";
import { beforeAll, describe, expect, it } from "vitest";
import { EVENT_TYPES, isAccountEvent } from "../../src/domain/events.js";
import { startReceiver } from "../helpers/receiver.js";
import { ADMIN_TOKEN } from "../helpers/server.js";
import { useWebhookRig } from "../helpers/webhooks.js";

const rig = useWebhookRig();
let webhookId: string;
let secret: string;

beforeAll(async () => {
  ({ webhookId, secret } = await rig.createEndpoint({ account_id: rig.acme.accountId, url: rig.receiver.url, events: ["shipment.created"] }));
});

const admin = (body: unknown, token: string | undefined = ADMIN_TOKEN) => rig.server.post("/v1/admin/webhooks/test", body, token);
type Event = { id: string; type: string; test: boolean; sequence: number; data: Record<string, any> }; // eslint-disable-line @typescript-eslint/no-explicit-any

describe("webhooks/test", () => {
  it.each(EVENT_TYPES)("sends a signed %s sample marked test: true, whatever the endpoint's events filter, and answers with the attempt", async (type) => {
    const before = rig.receiver.received.length;
    const res = await admin({ webhook_id: webhookId, type });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ status: "success", message: "Test event sent" });
    const delivery = res.body.data;
    expect(delivery).toMatchObject({
      delivery_id: expect.stringMatching(/^dlv_/),
      webhook_id: webhookId,
      event_id: expect.stringMatching(/^evt_/),
      event_type: type,
      test: true,
      status: "succeeded",
      attempt_count: 1,
      next_attempt_at: null,
      last_error: null,
      attempts: [{ attempt: 1, http_status: 200, error: null, response_body: "ok" }],
    });

    expect(rig.receiver.received.length).toBe(before + 1);
    const request = rig.receiver.received[before]!;
    const event = new Webhook(secret).verify(request.body, request.headers as Record<string, string>) as Event;
    expect(request.headers["webhook-id"]).toBe(delivery.event_id);
    expect(event).toMatchObject({ id: delivery.event_id, type, test: true, sequence: 1 });
    // An event not about one order carries its subject instead (a stock item).
    if (type === "receiving.updated") expect(event.data).toMatchObject({ receiving_ref: expect.any(String), status: expect.any(String) });
    else if (type === "invoice.issued") expect(event.data).toMatchObject({ invoice_id: expect.any(String), number: expect.any(String), total: expect.any(Object) });
    else if (isAccountEvent(type)) expect(event.data).toMatchObject({ sku: expect.any(String), status: expect.any(String) });
    else expect(event.data).toMatchObject({ order_ref: delivery.order_ref, external_ref: "TEST-EVENT", status: expect.any(String) });
  });

  it("sends samples shaped like the real events of their type", async () => {
    const sent = async (type: string) => {
      await admin({ webhook_id: webhookId, type });
      return JSON.parse(rig.receiver.received.at(-1)!.body) as Event;
    };
    expect((await sent("shipment.created")).data.shipment).toMatchObject({ carrier: expect.any(String), tracking_number: expect.any(String), items: [expect.objectContaining({ quantity: 1 })] });
    expect((await sent("order.status_changed")).data).toMatchObject({ previous_status: expect.any(String), reason: expect.any(String) });
    expect((await sent("order.items_cancelled")).data.items).toEqual([expect.objectContaining({ cancelled_quantity: 1, remaining_quantity: 1 })]);
    expect((await sent("order.shipping_updated")).data.shipping).toMatchObject({ shipping_country: "US" });
    expect((await sent("print_files.ready")).data.items[0].print_files.front).toMatchObject({ status: "ready" });
    expect((await sent("shipment.status_changed")).data.shipment.events).toEqual([expect.objectContaining({ status: "in_transit" })]);
  });

  it("logs each test as a delivery marked test: true, with its attempt, and records no order event", async () => {
    const sent = (await admin({ webhook_id: webhookId, type: "order.on_hold" })).body.data;
    const listed = (await rig.deliveries(webhookId)).find((d) => d.delivery_id === sent.delivery_id);
    expect(listed).toEqual(sent);
    const events = await rig.server.database.db.selectFrom("events").select("id").where("id", "=", sent.event_id).execute();
    expect(events).toEqual([]);
  });

  it("answers a receiver's failure as a failed delivery, not retried, leaving the endpoint's health alone", async () => {
    rig.receiver.respond(() => 500);
    try {
      const res = await admin({ webhook_id: webhookId, type: "shipment.created" });
      expect(res.status).toBe(200);
      expect(res.body.status).toBe("success");
      expect(res.body.data).toMatchObject({ status: "failed", last_error: "HTTP 500", next_attempt_at: null, attempts: [{ http_status: 500, error: "HTTP 500" }] });
      const jobs = await rig.server.database.db.selectFrom("jobs").select("id").where("payload", "like", `%${res.body.data.delivery_id}%`).execute();
      expect(jobs).toEqual([]);
      const endpoint = (await rig.server.post("/v1/admin/webhooks/get", { webhook_id: webhookId }, ADMIN_TOKEN)).body.data;
      expect(endpoint).toMatchObject({ enabled: true, failing_since: null });

      // Sent again with redeliver: queued like any delivery, the same event id, still marked test, still no health change.
      rig.receiver.respond(() => 200);
      const again = await rig.server.post("/v1/admin/webhooks/redeliver", { webhook_id: webhookId, delivery_id: res.body.data.delivery_id }, ADMIN_TOKEN);
      expect(again.body.data.delivery_ids).toEqual([res.body.data.delivery_id]);
      const before = rig.receiver.received.length;
      const workers = rig.workers();
      while ((await workers.worker.runOnce()) > 0);
      expect(rig.receiver.received.length).toBe(before + 1);
      const resent = rig.receiver.received.at(-1)!;
      expect(resent.headers["webhook-id"]).toBe(res.body.data.event_id);
      expect(new Webhook(secret).verify(resent.body, resent.headers as Record<string, string>)).toMatchObject({ test: true, type: "shipment.created" });
      const settled = (await rig.deliveries(webhookId)).find((d) => d.delivery_id === res.body.data.delivery_id);
      expect(settled).toMatchObject({ status: "succeeded", attempt_count: 2, test: true });
    } finally {
      rig.receiver.respond(() => 200);
    }
  });

  it("applies the endpoint's template, and tries a disabled endpoint too (to check a mended receiver)", async () => {
    const templated = await rig.createEndpoint({ account_id: rig.other.accountId, url: rig.receiver.url, template: '{ "kind": type, "sample": test, "order": data.order_ref }' });
    const res = await admin({ webhook_id: templated.webhookId, type: "order.on_hold" });
    expect(res.body.data.status).toBe("succeeded");
    const request = rig.receiver.received.at(-1)!;
    expect(new Webhook(templated.secret).verify(request.body, request.headers as Record<string, string>)).toEqual({ kind: "order.on_hold", sample: true, order: res.body.data.order_ref });

    expect((await rig.server.post("/v1/admin/webhooks/update", { webhook_id: templated.webhookId, enabled: false }, ADMIN_TOKEN)).body.data.enabled).toBe(false);
    const disabled = await admin({ webhook_id: templated.webhookId, type: "order.status_changed" });
    expect(disabled.body.data).toMatchObject({ status: "succeeded", test: true });
    expect((await rig.server.post("/v1/admin/webhooks/get", { webhook_id: templated.webhookId }, ADMIN_TOKEN)).body.data.enabled).toBe(false);
  });

  it("reports a receiver that cannot be reached as the attempt's error", async () => {
    const gone = await startReceiver();
    const endpoint = await rig.createEndpoint({ account_id: rig.acme.accountId, url: gone.url });
    await gone.close();
    const res = await admin({ webhook_id: endpoint.webhookId, type: "shipment.created" });
    expect(res.body.status).toBe("success");
    expect(res.body.data).toMatchObject({ status: "failed", attempts: [{ http_status: null, error: expect.any(String) }] });
    expect(res.body.data.attempts[0].error.length).toBeGreaterThan(0);
  });

  it("refuses an unknown event type and a missing or misspelt field with their paths", async () => {
    const cases: [unknown, string, string][] = [
      [{ webhook_id: webhookId, type: "order.created" }, "type", "invalid_value"],
      [{ webhook_id: webhookId }, "type", "required"],
      [{ type: "shipment.created" }, "webhook_id", "required"],
      [{ webhook_id: webhookId, type: "shipment.created", typo: 1 }, "typo", "unknown_field"],
      [{ webhook_id: 7, type: "shipment.created" }, "webhook_id", "invalid_type"],
    ];
    for (const [body, path, code] of cases) {
      const res = await admin(body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body.data.errors).toEqual([expect.objectContaining({ path, code })]);
    }
    const malformed = await admin('{"webhook_id":');
    expect(malformed.status).toBe(400);
    expect(malformed.body.data.errors[0].code).toBe("malformed_json");
  });

  it("answers an unknown endpoint with 404 webhook_not_found and sends nothing", async () => {
    const before = rig.receiver.received.length;
    const res = await admin({ webhook_id: "whk_nope", type: "shipment.created" });
    expect(res.status).toBe(404);
    expect(res.body).toMatchObject({ status: "error", data: { errors: [{ path: "webhook_id", code: "webhook_not_found" }] } });
    expect(rig.receiver.received.length).toBe(before);
  });

  it("needs an operator token", async () => {
    const body = { webhook_id: webhookId, type: "shipment.created" };
    const before = rig.receiver.received.length;
    const none = await rig.server.post("/v1/admin/webhooks/test", body);
    expect(none.status).toBe(401);
    expect(none.headers.get("www-authenticate")).toMatch(/^Bearer/);
    expect((await admin(body, "pod_live_unknown")).status).toBe(401);
    const account = await admin(body, rig.acme.token);
    expect(account.status).toBe(403);
    expect(account.body.data.errors[0].code).toBe("forbidden");
    expect(rig.receiver.received.length).toBe(before);
  });
});
