// The merchant's first hour (issue 25), through real HTTP with a worker running: the operator makes a test account and
// a token; from then on the merchant alone registers its webhook endpoint, makes a product and an order, takes the
// order to delivered with sandbox/advance, and its receiver gets every event, signed, marked test, applied by sequence.
import { Webhook } from "standardwebhooks";
import { describe, expect, it } from "vitest";
import { ADVANCE_SANDBOX_ORDER, DELIVER_WEBHOOK } from "../../src/jobs/kinds.js";
import { SKU } from "../../src/fixtures/catalog.js";
import { standardOrder } from "../helpers/fixtures.js";
import { ADMIN_TOKEN } from "../helpers/server.js";
import { useWebhookRig } from "../helpers/webhooks.js";

const rig = useWebhookRig();

interface Payload {
  id: string;
  type: string;
  sequence: number;
  mode: string;
  test?: boolean;
  data: { order_ref: string; status: string; shipment?: { shipment_ref: string; status: string } };
}

/** What the merchant's system keeps of an order: applied by sequence, as receiving-webhooks.md tells. */
interface Mirror {
  sequence: number;
  status: string;
  shipments: Map<string, string>;
}

function apply(mirrors: Map<string, Mirror>, event: Payload): "applied" | "stale" | "test" {
  if (event.test === true) return "test";
  const mirror = mirrors.get(event.data.order_ref) ?? { sequence: 0, status: "received", shipments: new Map() };
  if (event.sequence <= mirror.sequence) return "stale";
  mirror.sequence = event.sequence;
  mirror.status = event.data.status;
  if (event.data.shipment) mirror.shipments.set(event.data.shipment.shipment_ref, event.data.shipment.status);
  mirrors.set(event.data.order_ref, mirror);
  return "applied";
}

describe("the merchant's first hour", () => {
  it("a fresh test account registers its own webhook, advances a test order to delivered, and receives every event signed, in order, marked test", async () => {
    // The operator's part: an account and a token, nothing else.
    const account = (await rig.server.post("/v1/admin/accounts/create", { name: "New merchant", mode: "test", connected_stores: true }, ADMIN_TOKEN)).body.data;
    const token: string = (await rig.server.post("/v1/admin/tokens/create", { account_id: account.account_id, name: "first hour" }, ADMIN_TOKEN)).body.data.token;
    expect(token).toMatch(/^pod_test_/);
    const workers = rig.workers({ kinds: [DELIVER_WEBHOOK, ADVANCE_SANDBOX_ORDER] });
    workers.start();
    const merchant = (path: string, body: unknown) => rig.server.post(path, body, token);

    // The merchant's part.
    expect((await merchant("/v1/token", {})).body.data).toMatchObject({ account_id: account.account_id, mode: "test" });
    const hook = await merchant("/v1/webhooks/create", { url: rig.receiver.url });
    expect(hook.body, JSON.stringify(hook.body)).toMatchObject({ status: "success", data: { created_by: "account" } });
    const secret: string = hook.body.data.secret;
    const verifier = new Webhook(secret);

    const sample = await merchant("/v1/webhooks/test", { webhook_id: hook.body.data.webhook_id, type: "shipment.created" });
    expect(sample.body.status).toBe("success");
    expect((await merchant("/v1/products/create", { sku: "FIRST-BOOK", name: "Notebook", blank_sku: SKU.notebookBlank })).body.status).toBe("success");
    const created = await merchant("/v1/orders/create", standardOrder({ items: [{ sku: "FIRST-BOOK", quantity: 3 }] }));
    expect(created.body.status).toBe("success");
    const orderRef: string = created.body.data.order_ref;
    const advanced = await merchant("/v1/sandbox/advance", { order_ref: orderRef, to: "delivered" });
    expect(advanced.body).toMatchObject({ status: "success", data: { order_ref: orderRef, mode: "test", status: "shipped", shipments: [{ carrier: "SANDBOX", status: "delivered" }] } });

    const recorded = (await merchant("/v1/orders/events", { order_ref: orderRef })).body.data.events as Payload[];
    expect(recorded.map((e) => e.type)).toEqual(["order.status_changed", "shipment.created", "order.status_changed", "shipment.status_changed", "shipment.status_changed"]);
    await rig.receiver.waitFor((received) => received.filter((r) => r.body.includes(orderRef)).length === recorded.length);
    await workers.stop();

    // Every delivery verifies with the merchant's secret (a tampered body would not), once per event.
    const mirrors = new Map<string, Mirror>();
    const outcomes: string[] = [];
    const deliveries = rig.receiver.received.filter((r) => r.body.includes(orderRef) || r.body.includes('"test":true'));
    for (const delivery of deliveries) {
      const headers = delivery.headers as Record<string, string>;
      expect(() => verifier.verify(delivery.body.replace('"mode":"test"', '"mode":"live"'), headers)).toThrow();
      const event = verifier.verify(delivery.body, headers) as Payload;
      expect(headers["webhook-id"]).toBe(event.id);
      expect(event.mode).toBe("test");
      outcomes.push(`${event.type}:${apply(mirrors, event)}`);
    }
    expect(outcomes).toEqual([
      "shipment.created:test",
      "order.status_changed:applied",
      "shipment.created:applied",
      "order.status_changed:applied",
      "shipment.status_changed:applied",
      "shipment.status_changed:applied",
    ]);
    const ofOrder = deliveries.slice(1).map((d) => JSON.parse(d.body) as Payload);
    expect(ofOrder.map((e) => e.sequence)).toEqual([1, 2, 3, 4, 5]);
    expect(ofOrder.map((e) => e.id)).toEqual(recorded.map((e) => e.id));
    // Applied by sequence, the merchant's copy is what the service says.
    const mirror = mirrors.get(orderRef)!;
    const order = (await merchant("/v1/orders/get", { order_ref: orderRef })).body.data;
    expect(mirror.sequence).toBe(order.sequence);
    expect(mirror.status).toBe(order.status);
    expect([...mirror.shipments]).toEqual(order.shipments.map((s: { shipment_ref: string; status: string }) => [s.shipment_ref, s.status]));
    // A redelivered (older) event changes nothing.
    expect(apply(mirrors, ofOrder[1]!)).toBe("stale");
    // The merchant's endpoint log shows them all delivered.
    const log = (await merchant("/v1/webhooks/deliveries", { webhook_id: hook.body.data.webhook_id, limit: 100 })).body.data.deliveries as { status: string; test: boolean }[];
    expect(log.filter((d) => !d.test).map((d) => d.status)).toEqual(["succeeded", "succeeded", "succeeded", "succeeded", "succeeded"]);
  });
});
