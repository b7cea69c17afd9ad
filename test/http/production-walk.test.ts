// The production workflow end to end, as a receiver sees it: create → files ready → automatic release → partial
// ship → reshipment → delivered → returned; every event arrives with sequences 1..n in order, and orders/events
// returns the same list.
import { beforeAll, describe, expect, it } from "vitest";
import { DELIVER_WEBHOOK, RELEASE_ORDER } from "../../src/jobs/kinds.js";
import { seedAccount, type SeededAccount, standardOrder } from "../helpers/fixtures.js";
import { ADMIN_TOKEN } from "../helpers/server.js";
import { useWebhookRig } from "../helpers/webhooks.js";
import { ready, settleFiles } from "./production-support.js";

const rig = useWebhookRig();
let shop: SeededAccount;

beforeAll(async () => {
  shop = await seedAccount(rig.server, { name: "Walk", connected_stores: true });
  expect((await rig.server.post("/v1/admin/accounts/update", { account_id: shop.accountId, edit_window_minutes: 1, auto_release: true }, ADMIN_TOKEN)).body.status).toBe("success");
  await rig.createEndpoint({ account_id: shop.accountId, url: rig.receiver.url });
});

const admin = (path: string, body: unknown) => rig.server.post(path, body, ADMIN_TOKEN);

describe("the production walk", () => {
  it("reaches the receiver as sequences 1..n in order, the same list orders/events returns", async () => {
    const created = await rig.server.post("/v1/orders/create", standardOrder({ items: [{ sku: "MY-TEE", quantity: 3 }, { sku: "MY-BOOK", quantity: 1 }] }), shop.token);
    const orderRef: string = created.body.data.order_ref;
    const [tee, book] = created.body.data.items.map((i: { item_ref: string }) => i.item_ref) as [string, string];

    await settleFiles(rig.server, orderRef, tee, [ready("front")]);
    const release = rig.workers({ kinds: [RELEASE_ORDER], now: () => new Date(Date.now() + 61_000) });
    while ((await release.worker.runOnce()) > 0);

    const partial = await admin("/v1/admin/orders/ship", { order_ref: orderRef, carrier: "UPS", tracking_number: "1ZWALK1", items: [{ item_ref: tee, quantity: 2 }] });
    expect(partial.body.data.status).toBe("partially_shipped");
    const again = await admin("/v1/admin/orders/ship", { order_ref: orderRef, carrier: "UPS", tracking_number: "1ZWALK2", reshipment: true, items: [{ item_ref: tee, quantity: 1 }] });
    expect(again.body).toMatchObject({ status: "success", data: { reshipment: true, status: "partially_shipped" } });
    for (const status of ["delivered", "returned"]) {
      expect((await admin("/v1/admin/shipments/update", { shipment_ref: partial.body.data.shipment_ref, status })).body.status).toBe("success");
    }
    const order = (await admin("/v1/admin/orders/get", { order_ref: orderRef })).body.data;
    expect(order.status).toBe("partially_shipped");
    expect(order.items.map((i: { status: string }) => i.status)).toEqual(["partially_shipped", "open"]);
    expect(book).toBe(order.items[1].item_ref);

    const history = (await rig.server.post("/v1/orders/events", { order_ref: orderRef }, shop.token)).body.data;
    expect(history.events.map((e: { type: string }) => e.type)).toEqual([
      "print_files.ready",
      "order.status_changed",
      "shipment.created",
      "order.status_changed",
      "shipment.created",
      "shipment.status_changed",
      "shipment.status_changed",
    ]);
    expect(history.events.map((e: { sequence: number }) => e.sequence)).toEqual([1, 2, 3, 4, 5, 6, 7]);
    expect(history.events[1].data).toMatchObject({ status: "in_production", reason: "auto_release" });
    expect(history.events[4].data.shipment).toMatchObject({ reshipment: true });
    expect(history.events.slice(5).map((e: { data: { shipment: { status: string } } }) => e.data.shipment.status)).toEqual(["delivered", "returned"]);

    // On the release worker's clock: the release's own delivery was queued at that time, and the ones after it wait for it.
    const deliver = rig.workers({ kinds: [DELIVER_WEBHOOK], now: () => new Date(Date.now() + 61_000) });
    deliver.start();
    await rig.receiver.waitFor((r) => r.length >= history.events.length);
    await deliver.stop();
    expect(rig.receiver.received.map((r) => JSON.parse(r.body))).toEqual(history.events);
  });
});
