// Production waits for stock (docs/operator-guide.md#orders-commit-stock): the gate refuses a backordered order
// (stock_not_available per line, force with a reason overrides), and an automatic release waits for the units and
// happens once they arrive.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { SKU } from "../../src/fixtures/catalog.js";
import { RELEASE_ORDER } from "../../src/jobs/kinds.js";
import { seedAccount, standardOrder, type SeededAccount } from "../helpers/fixtures.js";
import { ADMIN_TOKEN } from "../helpers/server.js";
import { startWebhookRig, type WebhookRig } from "../helpers/webhooks.js";
import { eventsOf } from "./production-support.js";

let rig: WebhookRig;
let shop: SeededAccount;

const admin = (path: string, body: unknown) => rig.server.post(`/v1/admin/${path}`, body, ADMIN_TOKEN);
const statusOf = async (orderRef: string) => (await admin("orders/get", { order_ref: orderRef })).body.data.status as string;

async function books(account: SeededAccount, quantity: number): Promise<string> {
  const res = await rig.server.post("/v1/orders/create", standardOrder({ items: [{ sku: SKU.notebook, quantity }] }), account.token);
  expect(res.body.status, JSON.stringify(res.body)).toBe("success");
  return res.body.data.order_ref as string;
}

beforeAll(async () => {
  rig = await startWebhookRig();
  shop = await seedAccount(rig.server, { name: "Auto", connected_stores: true, auto_release: true });
  expect((await admin("catalog/update", { sku: SKU.notebookBlank, track_stock: true })).body.status).toBe("success");
});
afterAll(() => rig.close());

describe("production and stock", () => {
  it("refuses a backordered order, line by line, unless forced with a reason", async () => {
    const orderRef = await books(rig.acme, 2);
    const refused = await admin("orders/transition", { order_ref: orderRef, status: "in_production" });
    expect(refused.status).toBe(200);
    expect(refused.body).toMatchObject({ status: "error", data: { order_ref: orderRef, errors: [{ path: "items[0]", code: "stock_not_available" }] } });
    const order = (await admin("orders/get", { order_ref: orderRef })).body.data;
    expect(order.allowed_actions.transitions).not.toContain("in_production");

    const forced = await admin("orders/transition", { order_ref: orderRef, status: "in_production", force: true, reason: "units on their way by courier" });
    expect(forced.body.status).toBe("success");
    const events = (await eventsOf(rig.server, orderRef)).filter((e) => e.type === "order.status_changed");
    expect(events.at(-1)!.data).toMatchObject({ status: "in_production", forced: true, reason: "units on their way by courier" });
  });

  it("lets an allocated order through the gate", async () => {
    expect((await admin("stock/adjust", { sku: SKU.notebook, account_id: rig.acme.accountId, delta: 10, reason: "found" })).body.status).toBe("success");
    const orderRef = await books(rig.acme, 1);
    expect((await admin("orders/transition", { order_ref: orderRef, status: "in_production" })).body.status).toBe("success");
  });

  it("an automatic release waits for stock and happens when the last units arrive", async () => {
    const orderRef = await books(shop, 3);
    const releaser = rig.workers({ kinds: [RELEASE_ORDER] });
    while ((await releaser.worker.runOnce()) > 0);
    expect(await statusOf(orderRef)).toBe("received");

    expect((await admin("stock/adjust", { sku: SKU.notebook, account_id: shop.accountId, delta: 2, reason: "found" })).body.status).toBe("success");
    while ((await releaser.worker.runOnce()) > 0);
    expect(await statusOf(orderRef)).toBe("received");
    expect((await admin("stock/adjust", { sku: SKU.notebook, account_id: shop.accountId, delta: 1, reason: "found" })).body.status).toBe("success");
    while ((await releaser.worker.runOnce()) > 0);
    expect(await statusOf(orderRef)).toBe("in_production");
    const released = (await eventsOf(rig.server, orderRef)).filter((e) => e.type === "order.status_changed");
    expect(released.map((e) => e.data)).toEqual([expect.objectContaining({ status: "in_production", reason: "auto_release" })]);
  });
});
