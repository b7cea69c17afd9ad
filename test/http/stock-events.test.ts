// What stock changes tell the merchant (docs/caller-guide.md#your-stock): stock.low and stock.out once per fall of an
// item, numbered per item and delivered like every event; order.backordered when units are taken back from an
// order; order.stock_allocated when its last waiting line has its units; nothing for a shared blank's fall.
import { Webhook } from "standardwebhooks";
import { beforeAll, describe, expect, it } from "vitest";
import { SKU } from "../../src/fixtures/catalog.js";
import { standardOrder } from "../helpers/fixtures.js";
import { ADMIN_TOKEN } from "../helpers/server.js";
import { useWebhookRig } from "../helpers/webhooks.js";

const rig = useWebhookRig();
let secret: string;

interface Delivered {
  id: string;
  type: string;
  sequence: number;
  mode: string;
  data: Record<string, unknown> & { items?: { item_ref: string; sku: string; allocated_quantity: number; backordered_quantity: number }[] };
}

const admin = async (path: string, body: unknown) => {
  const res = await rig.server.post(`/v1/admin/${path}`, body, ADMIN_TOKEN);
  expect(res.body, JSON.stringify(res.body)).toMatchObject({ status: "success" });
  return res.body.data;
};
const books = (quantity: number) => standardOrder({ items: [{ sku: SKU.notebook, quantity }] });

async function create(body: unknown) {
  const res = await rig.server.post("/v1/orders/create", body, rig.acme.token);
  expect(res.body.status, JSON.stringify(res.body)).toBe("success");
  return res.body.data as { order_ref: string; items: { item_ref: string }[] };
}

/** Every event the receiver got so far, verified as signed by the endpoint's secret. */
function delivered(): Delivered[] {
  const verifier = new Webhook(secret);
  return rig.receiver.received.map((r) => verifier.verify(r.body, r.headers as Record<string, string>) as Delivered);
}

async function eventsOf(type: string, count: number): Promise<Delivered[]> {
  await rig.receiver.waitFor(() => delivered().filter((e) => e.type === type).length >= count);
  return delivered().filter((e) => e.type === type);
}

beforeAll(async () => {
  await admin("catalog/update", { sku: SKU.notebookBlank, track_stock: true });
  await admin("catalog/update", { sku: SKU.teeBlank, track_stock: true });
  ({ secret } = await rig.createEndpoint({ account_id: rig.acme.accountId, url: rig.receiver.url }));
  rig.workers().start();
});

describe("stock.low and stock.out", () => {
  it("tell the owner once per fall, numbered per item, with the item as inventory/list shows it", async () => {
    await admin("stock/adjust", { sku: SKU.notebook, account_id: rig.acme.accountId, delta: 10, reason: "found" });
    expect((await rig.server.post("/v1/inventory/update", { sku: SKU.notebook, reorder_point: 3 }, rig.acme.token)).body.status).toBe("success");
    await create(books(7));
    const [low] = await eventsOf("stock.low", 1);
    expect(low).toMatchObject({
      type: "stock.low",
      sequence: 1,
      mode: "live",
      data: { sku: SKU.notebook, account_id: rig.acme.accountId, on_hand: 10, committed: 7, available: 3, backordered: 0, reorder_point: 3, status: "low" },
    });
    // Lower still, but low already: nothing.
    await create(books(1));
    await create(books(2));
    const [out] = await eventsOf("stock.out", 1);
    expect(out).toMatchObject({ sequence: 2, data: { sku: SKU.notebook, available: 0, status: "out_of_stock" } });
    // Units arrive (back above the reorder point: re-armed), then a fall again: the item's third event.
    await admin("stock/adjust", { sku: SKU.notebook, account_id: rig.acme.accountId, delta: 5, reason: "found" });
    const fell = await create(books(3));
    const lows = await eventsOf("stock.low", 2);
    expect(lows[1]).toMatchObject({ sequence: 3, data: { available: 2, status: "low" } });
    expect(delivered().filter((e) => e.type === "stock.low" || e.type === "stock.out")).toHaveLength(3);
    // No order's history holds them.
    const history = await rig.server.post("/v1/orders/events", { order_ref: fell.order_ref }, rig.acme.token);
    expect(history.body.data.events).toEqual([]);
  });

  it("are the merchant's news only: a shared POD blank that falls sends no event", async () => {
    await admin("stock/adjust", { sku: SKU.teeBlank, delta: 1, reason: "found" });
    await create(standardOrder({ items: [{ sku: SKU.logoTee, quantity: 1 }] }));
    expect((await admin("stock/list", { account_id: null })).items).toEqual([expect.objectContaining({ sku: SKU.teeBlank, status: "out_of_stock" })]);
    // The order's own events arrive after anything written with it: wait for a later one, then look.
    const marker = await create(books(1));
    await admin("orders/transition", { order_ref: marker.order_ref, status: "on_hold", reason: "marker" });
    await rig.receiver.waitFor(() => delivered().some((e) => e.type === "order.on_hold" && e.data.order_ref === marker.order_ref));
    expect(delivered().filter((e) => (e.type === "stock.out" || e.type === "stock.low") && e.data.sku === SKU.teeBlank)).toEqual([]);
  });
});

describe("order.backordered and order.stock_allocated", () => {
  it("tell an order that units were taken back, and that its last waiting line has its units", async () => {
    const sku = SKU.notebook;
    const { on_hand, committed } = (await admin("stock/list", { account_id: rig.acme.accountId })).items.find((i: { sku: string }) => i.sku === sku);
    // Exactly what is committed on hand, then one order allocated and one waiting.
    await admin("stock/count", { sku, account_id: rig.acme.accountId, counted: committed });
    expect(on_hand).toBeGreaterThanOrEqual(committed);
    await admin("stock/adjust", { sku, account_id: rig.acme.accountId, delta: 2, reason: "found" });
    const held = await create(books(2));
    const waiting = await create(books(2));

    // Two units arrive: the waiting order has all it waited for.
    await admin("stock/adjust", { sku, account_id: rig.acme.accountId, delta: 2, reason: "found" });
    const allocated = await eventsOf("order.stock_allocated", 1);
    expect(allocated.map((e) => e.data.order_ref)).toEqual([waiting.order_ref]);
    expect(allocated[0]).toMatchObject({
      data: { order_ref: waiting.order_ref, status: "received", items: [{ item_ref: waiting.items[0]!.item_ref, sku, allocated_quantity: 2, backordered_quantity: 0 }] },
    });

    // A count 3 short takes units back from the newest orders: both wait again.
    const item = (await admin("stock/list", { account_id: rig.acme.accountId })).items.find((i: { sku: string }) => i.sku === sku);
    await admin("stock/count", { sku, account_id: rig.acme.accountId, counted: item.on_hand - 3 });
    // (Different orders' deliveries run side by side: in either order.)
    const backordered = new Map((await eventsOf("order.backordered", 2)).map((e) => [e.data.order_ref, e.data.items]));
    expect(backordered.size).toBe(2);
    expect(backordered.get(waiting.order_ref)).toEqual([{ item_ref: waiting.items[0]!.item_ref, sku, allocated_quantity: 0, backordered_quantity: 2 }]);
    expect(backordered.get(held.order_ref)).toEqual([{ item_ref: held.items[0]!.item_ref, sku, allocated_quantity: 1, backordered_quantity: 1 }]);
    // In the order's history, numbered with its other events.
    const history = await rig.server.post("/v1/orders/events", { order_ref: waiting.order_ref }, rig.acme.token);
    expect(history.body.data.events.map((e: { type: string; sequence: number }) => [e.type, e.sequence])).toEqual([
      ["order.stock_allocated", 1],
      ["order.backordered", 2],
    ]);

    // The merchant cancels what `held` waits for: it waits no more, and holds its one unit.
    const cancel = await rig.server.post("/v1/orders/cancel-items", { order_ref: held.order_ref, items: [{ item_ref: held.items[0]!.item_ref, cancelled_quantity: 1 }] }, rig.acme.token);
    expect(cancel.body.status, JSON.stringify(cancel.body)).toBe("success");
    const after = await eventsOf("order.stock_allocated", 2);
    expect(after.find((e) => e.data.order_ref === held.order_ref)).toMatchObject({ data: { items: [{ allocated_quantity: 1, backordered_quantity: 0 }] } });

    // The operator cancels the waiting order as a whole: its cancellation is the news, not an allocation.
    await admin("orders/transition", { order_ref: waiting.order_ref, status: "cancelled", reason: "customer" });
    await rig.receiver.waitFor(() => delivered().some((e) => e.type === "order.status_changed" && e.data.order_ref === waiting.order_ref));
    expect(delivered().filter((e) => e.type === "order.stock_allocated").map((e) => e.data.order_ref).sort()).toEqual([waiting.order_ref, held.order_ref].sort());
  });
});
