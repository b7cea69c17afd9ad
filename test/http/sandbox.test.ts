// The sandbox: test accounts (mode, pod_test_ tokens), their orders moved to production and shipped by a durable job
// with every webhook on the way, never by an operator, and left out of the operator's lists unless asked for.
import { SCOPES } from "../../src/domain/scopes.js";
import { Webhook } from "standardwebhooks";
import { beforeAll, describe, expect, it } from "vitest";
import { ADVANCE_SANDBOX_ORDER, DELIVER_WEBHOOK } from "../../src/jobs/kinds.js";
import { hashToken } from "../../src/services/tokens.js";
import * as accountStore from "../../src/store/accounts.js";
import { seedAccount, type SeededAccount, standardOrder } from "../helpers/fixtures.js";
import { ADMIN_TOKEN } from "../helpers/server.js";
import { useWebhookRig } from "../helpers/webhooks.js";
import { eventsOf, ready, settleFiles } from "./production-support.js";

const rig = useWebhookRig({ SANDBOX_ADVANCE_SECONDS: "1" });
let sandbox: SeededAccount;
let secret: string;

beforeAll(async () => {
  sandbox = await seedAccount(rig.server, { name: "Sandbox shop", connected_stores: true, mode: "test" });
  ({ secret } = await rig.createEndpoint({ account_id: sandbox.accountId, url: rig.receiver.url }));
});

const admin = (path: string, body: unknown) => rig.server.post(path, body, ADMIN_TOKEN);
const BOOK_ONLY = { items: [{ sku: "MY-BOOK", quantity: 2 }] };

async function create(account: SeededAccount, overrides: Record<string, unknown> = BOOK_ONLY): Promise<string> {
  const res = await rig.server.post("/v1/orders/create", standardOrder(overrides), account.token);
  expect(res.body, JSON.stringify(res.body)).toMatchObject({ status: "success" });
  return res.body.data.order_ref;
}

const statusOf = async (orderRef: string) => (await admin("/v1/admin/orders/get", { order_ref: orderRef })).body.data.status as string;

/**
 * Workers that run a test order's steps without real waiting: their clock is past the first step (due a second after
 * the order arrives) and they queue the next step for at once. For tests about what the steps do, not when.
 */
const hurried = (kinds: string[]) => rig.workers({ kinds, now: () => new Date(Date.now() + 5_000), sandboxAdvanceSeconds: 0 });

async function waitForStatus(orderRef: string, status: string, timeoutMs = 15_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while ((await statusOf(orderRef)) !== status) {
    if (Date.now() > deadline) throw new Error(`${orderRef} did not reach ${status}; it is ${await statusOf(orderRef)}`);
    await new Promise((r) => setTimeout(r, 50));
  }
}

describe("test accounts", () => {
  it("take mode test at creation, show it, and get pod_test_ tokens; live accounts get pod_live_ tokens", async () => {
    const created = await admin("/v1/admin/accounts/create", { name: "Try-out", mode: "test" });
    expect(created.body.data).toMatchObject({ name: "Try-out", mode: "test" });
    expect((await admin("/v1/admin/accounts/get", { account_id: created.body.data.account_id })).body.data.mode).toBe("test");
    const token = await admin("/v1/admin/tokens/create", { account_id: created.body.data.account_id });
    expect(token.body.data.token).toMatch(/^pod_test_[A-Za-z0-9_-]{43}$/);

    const live = await admin("/v1/admin/accounts/create", { name: "Real shop" });
    expect(live.body.data.mode).toBe("live");
    expect((await admin("/v1/admin/tokens/create", { account_id: live.body.data.account_id })).body.data.token).toMatch(/^pod_live_/);
  });

  it("refuses an unknown mode with its path, and a change of mode (fixed at creation)", async () => {
    const bad = await admin("/v1/admin/accounts/create", { name: "X", mode: "staging" });
    expect(bad.status).toBe(400);
    expect(bad.body.data.errors).toEqual([expect.objectContaining({ path: "mode", code: "invalid_value" })]);
    const change = await admin("/v1/admin/accounts/update", { account_id: sandbox.accountId, mode: "live" });
    expect(change.status).toBe(400);
    expect(change.body.data.errors).toEqual([expect.objectContaining({ path: "mode", code: "unknown_field" })]);
    expect((await admin("/v1/admin/accounts/get", { account_id: sandbox.accountId })).body.data.mode).toBe("test");
  });

  it("keeps tokens issued before modes existed (pod_ without a mode word) working", async () => {
    const legacy = `pod_${"L".repeat(43)}`;
    await accountStore.insertToken(rig.server.database.db, {
      id: "tok_legacy",
      account_id: rig.acme.accountId,
      role: "account",
      token_hash: hashToken(legacy),
      created_at: new Date().toISOString(),
      revoked_at: null,
      // Migration 0015 gave every token made before scopes all of them.
      scopes: [...SCOPES],
    });
    const res = await rig.server.post("/v1/orders/list", {}, legacy);
    expect(res.status).toBe(200);
    expect(res.body.status).toBe("success");
  });
});

describe("the sandbox", () => {
  it("moves a test order to in_production and ships it; the receiver gets every event signed and in order; a live order stays", async () => {
    const workers = hurried([DELIVER_WEBHOOK, ADVANCE_SANDBOX_ORDER]);
    workers.start();
    const live = await create(rig.acme);
    const orderRef = await create(sandbox);
    await waitForStatus(orderRef, "shipped");
    await rig.receiver.waitFor((r) => r.filter((x) => x.body.includes(orderRef)).length === 3);
    await workers.stop();

    const verifier = new Webhook(secret);
    const received = rig.receiver.received
      .filter((r) => r.body.includes(orderRef))
      .map((r) => verifier.verify(r.body, r.headers as Record<string, string>) as { type: string; sequence: number; data: Record<string, any> }); // eslint-disable-line @typescript-eslint/no-explicit-any
    expect(received.map((e) => [e.sequence, e.type])).toEqual([
      [1, "order.status_changed"],
      [2, "shipment.created"],
      [3, "order.status_changed"],
    ]);
    expect(received[0]!.data).toMatchObject({ status: "in_production", previous_status: "received", reason: "sandbox" });
    const shipment = received[1]!.data.shipment;
    expect(shipment).toMatchObject({ carrier: "SANDBOX", tracking_number: expect.stringMatching(/^SBX\d{12}$/), reshipment: false });
    expect(received[2]!.data).toMatchObject({ status: "shipped", previous_status: "in_production" });

    // The caller's own reads tell the same story: tracking carries the shipment, every line shipped in full.
    const tracking = (await rig.server.post("/v1/orders/tracking", { order_ref: orderRef }, sandbox.token)).body.data;
    expect(tracking.status).toBe("shipped");
    expect(tracking.shipments).toEqual([expect.objectContaining({ shipment_ref: shipment.shipment_ref, tracking_number: shipment.tracking_number })]);
    const order = (await rig.server.post("/v1/orders/get", { order_ref: orderRef }, sandbox.token)).body.data;
    expect(order.items.map((i: { shipped_quantity: number; status: string }) => [i.shipped_quantity, i.status])).toEqual([[2, "shipped"]]);
    expect(order).not.toHaveProperty("test");

    expect(await statusOf(live)).toBe("received");
    expect(await eventsOf(rig.server, live)).toEqual([]);
    const liveJobs = await rig.server.database.db.selectFrom("jobs").select("id").where("kind", "=", ADVANCE_SANDBOX_ORDER).where("payload", "like", `%${live}%`).execute();
    expect(liveJobs).toEqual([]);
  });

  it("survives a restart: the steps are durable jobs that a worker started later runs", async () => {
    const orderRef = await create(sandbox);
    // The next step is a row in the jobs table, due a second after the order arrived; no worker runs, nothing moves.
    const steps = await rig.server.database.db.selectFrom("jobs").select(["status", "run_at"]).where("kind", "=", ADVANCE_SANDBOX_ORDER).where("payload", "like", `%${orderRef}%`).execute();
    expect(steps).toEqual([{ status: "pending", run_at: expect.any(String) }]);
    const received = (await admin("/v1/admin/orders/get", { order_ref: orderRef })).body.data.received_at as string;
    expect(Date.parse(steps[0]!.run_at) - Date.parse(received)).toBe(1_000);
    expect(await statusOf(orderRef)).toBe("received");
    // A worker started later, on a clock past the step's time, finds it and moves the order on.
    const later = hurried([ADVANCE_SANDBOX_ORDER]);
    later.start();
    await waitForStatus(orderRef, "shipped");
    await later.stop();
  });

  it("moves each order on exactly once with two workers claiming the same jobs", async () => {
    const orderRefs = [await create(sandbox), await create(sandbox), await create(sandbox)];
    const one = hurried([ADVANCE_SANDBOX_ORDER]);
    const two = hurried([ADVANCE_SANDBOX_ORDER]);
    one.start();
    two.start();
    for (const orderRef of orderRefs) await waitForStatus(orderRef, "shipped");
    // A duplicate step would have run by now: each step is due at once after the previous one.
    await new Promise((r) => setTimeout(r, 300));
    await Promise.all([one.stop(), two.stop()]);
    for (const orderRef of orderRefs) {
      expect((await eventsOf(rig.server, orderRef)).map((e) => e.type)).toEqual(["order.status_changed", "shipment.created", "order.status_changed"]);
    }
  });

  it("waits for pending print files, as a live order would, and moves on when the last one is ready", async () => {
    const orderRef = await create(sandbox, { items: [{ sku: "MY-TEE", quantity: 1 }] });
    const worker = rig.workers({ kinds: [ADVANCE_SANDBOX_ORDER], now: () => new Date(Date.now() + 5_000) });
    while ((await worker.worker.runOnce()) > 0);
    expect(await statusOf(orderRef)).toBe("received");
    const itemRef = (await admin("/v1/admin/orders/get", { order_ref: orderRef })).body.data.items[0].item_ref;
    await settleFiles(rig.server, orderRef, itemRef, [ready("front")]);
    while ((await worker.worker.runOnce()) > 0);
    expect(await statusOf(orderRef)).toBe("in_production");
    // The shipping step is due a second after the release on the worker's clock.
    const later = rig.workers({ kinds: [ADVANCE_SANDBOX_ORDER], now: () => new Date(Date.now() + 10_000) });
    while ((await later.worker.runOnce()) > 0);
    expect(await statusOf(orderRef)).toBe("shipped");
    expect((await eventsOf(rig.server, orderRef)).map((e) => e.type)).toEqual(["print_files.ready", "order.status_changed", "shipment.created", "order.status_changed"]);
  });
});

describe("operators and test orders", () => {
  it("refuses to move a test order to in_production or ship it (sandbox_order), and says so in allowed_actions", async () => {
    const orderRef = await create(sandbox);
    const view = (await admin("/v1/admin/orders/get", { order_ref: orderRef })).body.data;
    expect(view.test).toBe(true);
    expect(view.allowed_actions).toMatchObject({ transitions: ["on_hold", "cancelled"], ship: false, reship: false });

    for (const body of [{ status: "in_production" }, { status: "in_production", force: true, reason: "rush" }]) {
      const refused = await admin("/v1/admin/orders/transition", { order_ref: orderRef, ...body });
      expect(refused.status).toBe(200);
      expect(refused.body).toMatchObject({ status: "error", data: { order_ref: orderRef, errors: [{ path: "order_ref", code: "sandbox_order" }] } });
    }
    const shipped = await admin("/v1/admin/orders/ship", { order_ref: orderRef, carrier: "UPS", tracking_number: "1Z" });
    expect(shipped.body).toMatchObject({ status: "error", data: { order_ref: orderRef, errors: [{ code: "sandbox_order" }] } });
    expect(await statusOf(orderRef)).toBe("received");

    const live = (await admin("/v1/admin/orders/get", { order_ref: await create(rig.acme) })).body.data;
    expect(live.test).toBe(false);
  });

  it("may hold a test order, which the sandbox then leaves alone, and take it off hold, after which the sandbox moves it on", async () => {
    const orderRef = await create(sandbox);
    expect((await admin("/v1/admin/orders/transition", { order_ref: orderRef, status: "on_hold", reason: "checking" })).body.status).toBe("success");
    const worker = rig.workers({ kinds: [ADVANCE_SANDBOX_ORDER], now: () => new Date(Date.now() + 5_000) });
    while ((await worker.worker.runOnce()) > 0);
    expect(await statusOf(orderRef)).toBe("on_hold");

    expect((await admin("/v1/admin/orders/transition", { order_ref: orderRef, status: "received" })).body.status).toBe("success");
    while ((await worker.worker.runOnce()) > 0);
    expect(await statusOf(orderRef)).toBe("in_production");
  });

  it("leaves test orders out of orders/list unless include_test is true", async () => {
    const testOrder = await create(sandbox);
    const liveOrder = await create(rig.acme);
    const refs = async (body: Record<string, unknown>) => {
      const res = await admin("/v1/admin/orders/list", { limit: 100, ...body });
      expect(res.body.status).toBe("success");
      return res.body.data.orders.map((o: { order_ref: string }) => o.order_ref) as string[];
    };
    const plain = await refs({});
    expect(plain).toContain(liveOrder);
    expect(plain).not.toContain(testOrder);
    expect(await refs({ include_test: false })).not.toContain(testOrder);
    const all = await refs({ include_test: true });
    expect(all).toEqual(expect.arrayContaining([testOrder, liveOrder]));
    expect(await refs({ account_id: sandbox.accountId })).toEqual([]);
    expect(await refs({ account_id: sandbox.accountId, include_test: true })).toContain(testOrder);
    // The test account itself lists its own orders as any caller does.
    const own = (await rig.server.post("/v1/orders/list", { limit: 100 }, sandbox.token)).body.data.orders.map((o: { order_ref: string }) => o.order_ref);
    expect(own).toContain(testOrder);

    const bad = await admin("/v1/admin/orders/list", { include_test: "yes" });
    expect(bad.status).toBe(400);
    expect(bad.body.data.errors).toEqual([expect.objectContaining({ path: "include_test", code: "invalid_type" })]);
  });
});
