// Sandbox controls (docs/caller-guide.md#moving-an-order-yourself--post-v1sandboxadvance): POST /v1/sandbox/advance moves a test order at once through the operator's own steps,
// sandbox_auto_advance stops the sandbox job, and every order view and event payload says live or test.
import { Webhook } from "standardwebhooks";
import { beforeAll, describe, expect, it } from "vitest";
import { SANDBOX_TARGETS } from "../../src/domain/sandbox.js";
import { ADVANCE_SANDBOX_ORDER, DELIVER_WEBHOOK } from "../../src/jobs/kinds.js";
import { printFileOrder, seedAccount, type SeededAccount, standardOrder } from "../helpers/fixtures.js";
import { ADMIN_TOKEN } from "../helpers/server.js";
import { useWebhookRig } from "../helpers/webhooks.js";

// SANDBOX_FILES_WAIT_SECONDS 1: no worker fetches files here, so the pending-files case refuses after that bound.
const rig = useWebhookRig({ SANDBOX_ADVANCE_SECONDS: "1", SANDBOX_FILES_WAIT_SECONDS: "1" });
/** A test account whose orders the sandbox job leaves alone: only sandbox/advance moves them here. */
let manual: SeededAccount;
/** Another test account: its orders are unknown to `manual`. */
let stranger: SeededAccount;

beforeAll(async () => {
  manual = await seedAccount(rig.server, { name: "Manual sandbox", connected_stores: true, mode: "test", sandbox_auto_advance: false });
  stranger = await seedAccount(rig.server, { name: "Other sandbox", connected_stores: true, mode: "test", sandbox_auto_advance: false });
});

const admin = (path: string, body: unknown) => rig.server.post(path, body, ADMIN_TOKEN);
const advance = (body: unknown, token = manual.token) => rig.server.post("/v1/sandbox/advance", body, token);
const BOOK_ONLY = { items: [{ sku: "MY-BOOK", quantity: 2 }] };

async function create(account: SeededAccount, overrides: Record<string, unknown> = BOOK_ONLY): Promise<string> {
  const res = await rig.server.post("/v1/orders/create", standardOrder(overrides), account.token);
  expect(res.body, JSON.stringify(res.body)).toMatchObject({ status: "success" });
  return res.body.data.order_ref;
}

interface Event {
  type: string;
  sequence: number;
  mode: string;
  data: Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any
}

async function events(orderRef: string, token = manual.token): Promise<Event[]> {
  const res = await rig.server.post("/v1/orders/events", { order_ref: orderRef }, token);
  expect(res.status).toBe(200);
  return res.body.data.events;
}

/** Each event as type, and the order status or shipment status it carries. */
const story = (list: Event[]) => list.map((e) => (e.type === "shipment.status_changed" ? `${e.type}:${e.data.shipment.status}` : `${e.type}:${e.data.status}`));

const PRODUCTION = ["order.status_changed:in_production"];
const SHIPPED = [...PRODUCTION, "shipment.created:shipped", "order.status_changed:shipped"];
const IN_TRANSIT = [...SHIPPED, "shipment.status_changed:in_transit"];

describe("POST /v1/sandbox/advance", () => {
  it.each([
    ["in_production", "in_production", null, PRODUCTION],
    ["on_hold", "on_hold", null, ["order.status_changed:on_hold", "order.on_hold:on_hold"]],
    ["shipped", "shipped", "shipped", SHIPPED],
    ["in_transit", "shipped", "in_transit", IN_TRANSIT],
    ["delivered", "shipped", "delivered", [...IN_TRANSIT, "shipment.status_changed:delivered"]],
    ["returned", "shipped", "returned", [...IN_TRANSIT, "shipment.status_changed:returned"]],
    ["exception", "shipped", "exception", [...IN_TRANSIT, "shipment.status_changed:exception"]],
  ])("to %s: from received at once, through the states between, with their events", async (to, status, shipmentStatus, expected) => {
    const orderRef = await create(manual);
    const res = await advance({ order_ref: orderRef, to });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ status: "success", message: "Order advanced", data: { order_ref: orderRef, status, mode: "test" } });
    // The answer is the order as orders/get shows it.
    const read = (await rig.server.post("/v1/orders/get", { order_ref: orderRef }, manual.token)).body.data;
    expect(res.body.data).toEqual(read);
    const list = await events(orderRef);
    expect(story(list)).toEqual(expected);
    expect(list.map((e) => e.sequence)).toEqual(expected.map((_, i) => i + 1));
    expect(new Set(list.map((e) => e.mode))).toEqual(new Set(["test"]));
    if (shipmentStatus === null) {
      expect(read.shipments).toEqual([]);
    } else {
      expect(read.shipments).toEqual([expect.objectContaining({ carrier: "SANDBOX", tracking_number: expect.stringMatching(/^SBX\d{12}$/), status: shipmentStatus, reshipment: false })]);
      expect(read.items.map((i: { shipped_quantity: number }) => i.shipped_quantity)).toEqual([2]);
      const steps = read.shipments[0].events.map((e: { status: string; note: string }) => [e.status, e.note]);
      expect(steps).toEqual(expected.filter((e) => e.startsWith("shipment.status_changed")).map((e) => [e.split(":")[1], "sandbox"]));
    }
    // The database says what the answer said.
    const row = await rig.server.database.db.selectFrom("orders").select(["status", "status_reason", "test"]).where("order_ref", "=", orderRef).executeTakeFirstOrThrow();
    expect(row).toMatchObject({ status, test: true });
  });

  it("covers every target the contract names", () => {
    expect([...SANDBOX_TARGETS].sort()).toEqual(["delivered", "exception", "in_production", "in_transit", "on_hold", "returned", "shipped"]);
  });

  it("moves on from where the order is, step by step, and changes nothing when the order is there already", async () => {
    const orderRef = await create(manual);
    expect((await advance({ order_ref: orderRef, to: "on_hold" })).body.status).toBe("success");
    expect((await advance({ order_ref: orderRef, to: "on_hold" })).body.data.status).toBe("on_hold");
    expect((await advance({ order_ref: orderRef, to: "in_production" })).body.data.status).toBe("in_production");
    expect((await advance({ order_ref: orderRef, to: "in_transit" })).body.data.shipments[0].status).toBe("in_transit");
    expect((await advance({ order_ref: orderRef, to: "exception" })).body.data.shipments[0].status).toBe("exception");
    // A parcel stuck in an exception may still be delivered.
    expect((await advance({ order_ref: orderRef, to: "delivered" })).body.data.shipments[0].status).toBe("delivered");
    const before = await events(orderRef);
    const again = await advance({ order_ref: orderRef, to: "delivered" });
    expect(again.body).toMatchObject({ status: "success", data: { status: "shipped", shipments: [{ status: "delivered" }] } });
    expect(await events(orderRef)).toEqual(before);
    expect(story(before)).toEqual([
      "order.status_changed:on_hold",
      "order.on_hold:on_hold",
      "order.status_changed:in_production",
      "shipment.created:shipped",
      "order.status_changed:shipped",
      "shipment.status_changed:in_transit",
      "shipment.status_changed:exception",
      "shipment.status_changed:delivered",
    ]);
  });

  it("refuses an impossible move as a business failure (HTTP 200, invalid_transition), writing nothing", async () => {
    const delivered = await create(manual);
    await advance({ order_ref: delivered, to: "delivered" });
    const cancelled = await create(manual);
    const itemRef = (await rig.server.post("/v1/orders/get", { order_ref: cancelled }, manual.token)).body.data.items[0].item_ref;
    await rig.server.post("/v1/orders/cancel-items", { order_ref: cancelled, items: [{ item_ref: itemRef, cancelled_quantity: 2 }] }, manual.token);
    const cases: [string, string][] = [
      [delivered, "on_hold"],
      [delivered, "in_production"],
      [delivered, "in_transit"],
      [delivered, "returned"],
      [cancelled, "shipped"],
      [cancelled, "on_hold"],
      [cancelled, "delivered"],
    ];
    for (const [orderRef, to] of cases) {
      const before = await events(orderRef);
      const res = await advance({ order_ref: orderRef, to });
      expect(res.status, `${to}`).toBe(200);
      expect(res.body, `${to}`).toMatchObject({ status: "error", message: "The order was not advanced", data: { order_ref: orderRef, errors: [{ path: "to", code: "invalid_transition" }] } });
      expect(await events(orderRef)).toEqual(before);
    }
  });

  it("keeps the print-files gate of a live order: pending files refuse in_production (files_not_ready), nothing written", async () => {
    const res = await rig.server.post("/v1/orders/create", printFileOrder(), manual.token);
    expect(res.body.status).toBe("success");
    const orderRef = res.body.data.order_ref;
    const refused = await advance({ order_ref: orderRef, to: "delivered" });
    expect(refused.status).toBe(200);
    expect(refused.body).toMatchObject({ status: "error", data: { order_ref: orderRef, errors: [{ code: "files_not_ready", path: "items[0].print_files.back" }, { code: "files_not_ready", path: "items[0].print_files.front" }] } });
    expect((await rig.server.post("/v1/orders/get", { order_ref: orderRef }, manual.token)).body.data).toMatchObject({ status: "received", shipments: [] });
  });

  it("answers a live account's token with 403 sandbox_only, and its order untouched", async () => {
    const live = await create(rig.acme);
    const res = await advance({ order_ref: live, to: "shipped" }, rig.acme.token);
    expect(res.status).toBe(403);
    expect(res.body).toMatchObject({ status: "error", data: { errors: [{ path: "", code: "sandbox_only" }] } });
    expect((await admin("/v1/admin/orders/get", { order_ref: live })).body.data.status).toBe("received");
  });

  it("answers an unknown order and another account's exactly as orders/get does (404 order_not_found)", async () => {
    const theirs = await create(stranger);
    for (const orderRef of [theirs, "ord_01KAZZZZZZZZZZZZZZZZZZZZZZ"]) {
      const res = await advance({ order_ref: orderRef, to: "shipped" });
      const get = await rig.server.post("/v1/orders/get", { order_ref: orderRef }, manual.token);
      expect(res.status).toBe(404);
      expect(res.body.data).toEqual(get.body.data);
      expect(res.body.data.errors).toEqual([expect.objectContaining({ path: "order_ref", code: "order_not_found" })]);
    }
    expect((await admin("/v1/admin/orders/get", { order_ref: theirs })).body.data.status).toBe("received");
  });

  it("needs a token (401), an account token (403 forbidden), and the scope orders:write (403 insufficient_scope)", async () => {
    const orderRef = await create(manual);
    expect((await advance({ order_ref: orderRef, to: "shipped" }, "")).status).toBe(401);
    const unknown = await advance({ order_ref: orderRef, to: "shipped" }, "pod_test_nosuchtoken00000000000000000000000000000");
    expect(unknown.status).toBe(401);
    expect(unknown.body.data.errors[0].code).toBe("unauthorized");
    const operator = await advance({ order_ref: orderRef, to: "shipped" }, ADMIN_TOKEN);
    expect(operator.status).toBe(403);
    expect(operator.body.data.errors[0].code).toBe("forbidden");
    const readOnly = (await admin("/v1/admin/tokens/create", { account_id: manual.accountId, scopes: ["orders:read"] })).body.data.token;
    const unscoped = await advance({ order_ref: orderRef, to: "shipped" }, readOnly);
    expect(unscoped.status).toBe(403);
    expect(unscoped.body).toMatchObject({ data: { required_scope: "orders:write", errors: [{ code: "insufficient_scope" }] } });
    expect(unscoped.headers.get("www-authenticate")).toContain('scope="orders:write"');
    expect((await admin("/v1/admin/orders/get", { order_ref: orderRef })).body.data.status).toBe("received");
    expect(rig.server.app.callerRoutes).toContainEqual({ method: "POST", url: "/v1/sandbox/advance", scope: "orders:write" });
  });

  it("refuses malformed input with the field's path", async () => {
    const orderRef = await create(manual);
    const cases: [unknown, string, string][] = [
      [{ order_ref: orderRef, to: "lost" }, "to", "invalid_value"],
      [{ order_ref: orderRef }, "to", "required"],
      [{ to: "shipped" }, "order_ref", "required"],
      [{ order_ref: "", to: "shipped" }, "order_ref", "required"],
      [{ order_ref: orderRef, to: "shipped", when: "now" }, "when", "unknown_field"],
      [{ order_ref: orderRef, to: 3 }, "to", "invalid_type"],
    ];
    for (const [body, path, code] of cases) {
      const res = await advance(body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body.data.errors, JSON.stringify(body)).toContainEqual(expect.objectContaining({ path, code }));
    }
    const malformed = await advance('{"order_ref":');
    expect(malformed.status).toBe(400);
    expect(malformed.body.data.errors[0].code).toBe("malformed_json");
    expect((await admin("/v1/admin/orders/get", { order_ref: orderRef })).body.data.status).toBe("received");
  });
});

describe("sandbox_auto_advance", () => {
  it("is true by default for a test account, null for a live one, settable at create and update, shown in account views", async () => {
    const created = (await admin("/v1/admin/accounts/create", { name: "Auto", mode: "test" })).body.data;
    expect(created.sandbox_auto_advance).toBe(true);
    const updated = await admin("/v1/admin/accounts/update", { account_id: created.account_id, sandbox_auto_advance: false });
    expect(updated.body.data.sandbox_auto_advance).toBe(false);
    expect((await admin("/v1/admin/accounts/get", { account_id: created.account_id })).body.data.sandbox_auto_advance).toBe(false);
    const listed = (await admin("/v1/admin/accounts/list", { limit: 100 })).body.data.accounts;
    expect(listed.find((a: { account_id: string }) => a.account_id === created.account_id).sandbox_auto_advance).toBe(false);
    expect((await admin("/v1/admin/accounts/get", { account_id: rig.acme.accountId })).body.data.sandbox_auto_advance).toBeNull();
    const row = await rig.server.database.db.selectFrom("accounts").select("sandbox_auto_advance").where("id", "=", created.account_id).executeTakeFirstOrThrow();
    expect(row.sandbox_auto_advance).toBe(false);
  });

  it("is refused for a live account (400 sandbox_only at its path) and must be a boolean", async () => {
    const create = await admin("/v1/admin/accounts/create", { name: "Live", sandbox_auto_advance: true });
    expect(create.status).toBe(400);
    expect(create.body.data.errors).toEqual([expect.objectContaining({ path: "sandbox_auto_advance", code: "sandbox_only" })]);
    const update = await admin("/v1/admin/accounts/update", { account_id: rig.acme.accountId, sandbox_auto_advance: false });
    expect(update.status).toBe(400);
    expect(update.body.data.errors).toEqual([expect.objectContaining({ path: "sandbox_auto_advance", code: "sandbox_only" })]);
    const wrongType = await admin("/v1/admin/accounts/update", { account_id: manual.accountId, sandbox_auto_advance: "no" });
    expect(wrongType.status).toBe(400);
    expect(wrongType.body.data.errors).toEqual([expect.objectContaining({ path: "sandbox_auto_advance", code: "invalid_type" })]);
  });

  it("false: the sandbox job leaves the account's orders where they are; true: it moves them on", async () => {
    const off = await create(manual);
    const auto = await seedAccount(rig.server, { name: "Auto sandbox", connected_stores: true, mode: "test" });
    const on = await create(auto);
    const worker = rig.workers({ kinds: [ADVANCE_SANDBOX_ORDER], now: () => new Date(Date.now() + 5_000) });
    while ((await worker.worker.runOnce()) > 0);
    const later = rig.workers({ kinds: [ADVANCE_SANDBOX_ORDER], now: () => new Date(Date.now() + 15_000) });
    while ((await later.worker.runOnce()) > 0);
    expect((await admin("/v1/admin/orders/get", { order_ref: off })).body.data.status).toBe("received");
    expect(await events(off)).toEqual([]);
    expect((await admin("/v1/admin/orders/get", { order_ref: on })).body.data.status).toBe("shipped");
  });
});

describe("mode: live or test, everywhere", () => {
  it("on the caller's and the operator's order reads", async () => {
    const testRef = await create(manual);
    const liveRef = await create(rig.acme);
    expect((await rig.server.post("/v1/orders/get", { order_ref: testRef }, manual.token)).body.data.mode).toBe("test");
    expect((await rig.server.post("/v1/orders/get", { order_ref: liveRef }, rig.acme.token)).body.data.mode).toBe("live");
    const own = (await rig.server.post("/v1/orders/list", { limit: 100 }, manual.token)).body.data.orders;
    expect(new Set(own.map((o: { mode: string }) => o.mode))).toEqual(new Set(["test"]));
    const liveOwn = (await rig.server.post("/v1/orders/list", { limit: 100 }, rig.acme.token)).body.data.orders;
    expect(new Set(liveOwn.map((o: { mode: string }) => o.mode))).toEqual(new Set(["live"]));
    expect((await admin("/v1/admin/orders/get", { order_ref: testRef })).body.data).toMatchObject({ mode: "test", test: true });
    expect((await admin("/v1/admin/orders/get", { order_ref: liveRef })).body.data).toMatchObject({ mode: "live", test: false });
    const all = (await admin("/v1/admin/orders/list", { include_test: true, limit: 100 })).body.data.orders as { order_ref: string; mode: string }[];
    expect(all.find((o) => o.order_ref === testRef)?.mode).toBe("test");
    expect(all.find((o) => o.order_ref === liveRef)?.mode).toBe("live");
  });

  it("in every event payload: recorded events, webhook deliveries (signed), and webhooks/test samples (with test: true)", async () => {
    const { secret: liveSecret } = await rig.createEndpoint({ account_id: rig.acme.accountId, url: rig.receiver.url });
    const testHook = await rig.server.post("/v1/webhooks/create", { url: rig.receiver.url }, manual.token);
    expect(testHook.body.status).toBe("success");
    const testSecret: string = testHook.body.data.secret;
    const workers = rig.workers({ kinds: [DELIVER_WEBHOOK] });
    workers.start();
    const testRef = await create(manual);
    await advance({ order_ref: testRef, to: "shipped" });
    const liveRef = await create(rig.acme);
    await admin("/v1/admin/orders/transition", { order_ref: liveRef, status: "on_hold", reason: "checking" });
    await rig.receiver.waitFor((r) => r.filter((x) => x.body.includes(testRef)).length === 3 && r.filter((x) => x.body.includes(liveRef)).length === 2);
    await workers.stop();

    const delivered = (orderRef: string, secret: string) =>
      rig.receiver.received.filter((r) => r.body.includes(orderRef)).map((r) => new Webhook(secret).verify(r.body, r.headers as Record<string, string>) as Event);
    expect(delivered(testRef, testSecret).map((e) => e.mode)).toEqual(["test", "test", "test"]);
    expect(delivered(liveRef, liveSecret).map((e) => e.mode)).toEqual(["live", "live"]);
    expect((await events(liveRef, rig.acme.token)).map((e) => e.mode)).toEqual(["live", "live"]);
    expect((await events(testRef)).map((e) => e.mode)).toEqual(["test", "test", "test"]);

    const sample = await rig.server.post("/v1/webhooks/test", { webhook_id: testHook.body.data.webhook_id, type: "order.on_hold" }, manual.token);
    expect(sample.body.status).toBe("success");
    const received = rig.receiver.received.at(-1)!;
    expect(new Webhook(testSecret).verify(received.body, received.headers as Record<string, string>)).toMatchObject({ type: "order.on_hold", mode: "test", test: true });
    await rig.server.post("/v1/webhooks/delete", { webhook_id: testHook.body.data.webhook_id }, manual.token);
  });
});
