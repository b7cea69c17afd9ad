// verifyWebhook on real deliveries: the server signs, a receiver gets the request, the client's verification accepts it and refuses tampering.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { verifyWebhook, WebhookVerificationError, type EventType, type WebhookEvent } from "@pod-orders/client";
import { signatureHeaders } from "../../src/webhooks/signing.js";
import { standardOrder } from "../helpers/fixtures.js";
import { startReceiver, type Received, type Receiver } from "../helpers/receiver.js";
import { startClientRig, type ClientRig } from "./support.js";

let rig: ClientRig;
let receiver: Receiver;
let webhookId: string;
let secret: string;
let delivered: Received;

function refusal(call: () => unknown): WebhookVerificationError {
  try {
    call();
  } catch (error) {
    if (error instanceof WebhookVerificationError) return error;
    throw error;
  }
  throw new Error("verifyWebhook accepted the delivery");
}

beforeAll(async () => {
  rig = await startClientRig();
  // It answers a moment after it has the request, as a real receiver may: the outcome the service records trails
  // what the receiver holds, so a test reading it at once would read `pending` (a fresh-clone CI failure once).
  receiver = await startReceiver(undefined, { delayMs: 100 });
  const endpoint = await rig.operator.admin.webhooks.create({ account_id: rig.acme.accountId, url: receiver.url, events: ["order.items_cancelled"] });
  webhookId = endpoint.webhook_id;
  secret = endpoint.secret;
  rig.workers().start();
  const created = await rig.caller.orders.create(standardOrder({ items: [{ sku: "MY-TEE", quantity: 2 }] }));
  const cancelled = await rig.caller.orders.cancelItems({ order_ref: created.order_ref, items: [{ item_ref: created.items[0]!.item_ref, cancelled_quantity: 1 }] });
  expect(cancelled.ok).toBe(true);
  await receiver.waitFor((r) => r.length >= 1);
  delivered = receiver.received[0]!;
});
afterAll(async () => {
  await receiver.close();
  await rig.close();
});

describe("verifyWebhook", () => {
  it("accepts the server's delivery and returns the typed event (Node headers and a string body)", () => {
    const event = verifyWebhook(secret, delivered.headers, delivered.body);
    const type: EventType = event.type;
    expect(type).toBe("order.items_cancelled");
    expect(event.id).toBe(delivered.headers["webhook-id"]);
    expect(event.sequence).toBe(1);
    expect(event.data).toMatchObject({ status: "received", items: [{ cancelled_quantity: 1, remaining_quantity: 1 }] });
    expect(event).toEqual(JSON.parse(delivered.body));
  });

  it("accepts fetch Headers and the raw bytes", () => {
    const headers = new Headers(Object.entries(delivered.headers).map(([k, v]) => [k, String(v)]));
    const event: WebhookEvent = verifyWebhook(secret, headers, Buffer.from(delivered.body, "utf8"));
    expect(event.type).toBe("order.items_cancelled");
  });

  it("refuses a tampered body, another endpoint's secret, a changed timestamp, and missing headers", () => {
    const tampered = delivered.body.replace('"remaining_quantity":1', '"remaining_quantity":9');
    expect(tampered).not.toBe(delivered.body);
    expect(refusal(() => verifyWebhook(secret, delivered.headers, tampered)).code).toBe("invalid_signature");

    const otherSecret = "whsec_" + Buffer.from("another endpoint's secret, 32 by").toString("base64");
    expect(refusal(() => verifyWebhook(otherSecret, delivered.headers, delivered.body)).code).toBe("invalid_signature");

    const shifted = { ...delivered.headers, "webhook-timestamp": String(Number(delivered.headers["webhook-timestamp"]) - 1) };
    expect(refusal(() => verifyWebhook(secret, shifted, delivered.body)).code).toBe("invalid_signature");

    const { "webhook-signature": _dropped, ...unsigned } = delivered.headers;
    const missing = refusal(() => verifyWebhook(secret, unsigned, delivered.body));
    expect(missing.code).toBe("missing_headers");
    expect(missing.message).toContain("webhook-signature");
  });

  it("refuses a correctly signed delivery older than five minutes (a replay)", () => {
    const event = JSON.parse(delivered.body) as WebhookEvent;
    const stale = signatureHeaders({ secret, previousSecret: null, previousExpiresAt: null }, event.id, delivered.body, new Date(Date.now() - 10 * 60_000));
    const error = refusal(() => verifyWebhook(secret, stale, delivered.body));
    expect(error.code).toBe("invalid_signature");
    expect(error.message).toMatch(/too old/i);
  });
});

describe("webhook operations of client.admin", () => {
  it("lists the delivery, redelivers it (same webhook-id), and after a rotation either secret verifies", async () => {
    // The receiver has the request before the service has its answer: wait for the recorded outcome.
    const deliveries = async () => (await rig.operator.admin.webhooks.deliveries({ webhook_id: webhookId })).deliveries;
    await expect.poll(async () => (await deliveries()).map((d) => d.status)).toEqual(["succeeded"]);
    const [delivery] = await deliveries();
    expect(delivery).toMatchObject({ status: "succeeded", event_type: "order.items_cancelled", event_id: delivered.headers["webhook-id"] });

    const rotated = await rig.operator.admin.webhooks.rotateSecret({ webhook_id: webhookId, previous_secret_ttl_seconds: 3600 });
    expect(rotated.secret).not.toBe(secret);
    const again = await rig.operator.admin.webhooks.redeliver({ webhook_id: webhookId, delivery_id: delivery!.delivery_id });
    expect(again.delivery_ids).toEqual([delivery!.delivery_id]);
    await receiver.waitFor((r) => r.length >= 2);
    const redelivered = receiver.received[1]!;
    expect(redelivered.headers["webhook-id"]).toBe(delivered.headers["webhook-id"]);
    expect(verifyWebhook(rotated.secret, redelivered.headers, redelivered.body).id).toBe(delivery!.event_id);
    expect(verifyWebhook(secret, redelivered.headers, redelivered.body).id).toBe(delivery!.event_id);
    expect(verifyWebhook([secret, rotated.secret], redelivered.headers, redelivered.body).type).toBe("order.items_cancelled");

    const listed = await rig.operator.admin.webhooks.list({ account_id: rig.acme.accountId });
    expect(listed.webhooks.map((w) => w.webhook_id)).toContain(webhookId);
    expect(await rig.operator.admin.webhooks.get({ webhook_id: webhookId })).toMatchObject({ webhook_id: webhookId, url: receiver.url });
  });
});
