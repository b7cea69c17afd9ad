// The edit window and automatic release: editable_until on orders, and a durable job that releases a received
// order once its window has passed and its files are ready — once, never an order on hold or with a failed file.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { RELEASE_ORDER } from "../../src/jobs/kinds.js";
import { seedAccount, type SeededAccount, standardOrder } from "../helpers/fixtures.js";
import { ADMIN_TOKEN } from "../helpers/server.js";
import { startWebhookRig, type WebhookRig } from "../helpers/webhooks.js";
import { eventsOf, failed, ready, settleFiles } from "./production-support.js";

let rig: WebhookRig;
let shop: SeededAccount;
const MINUTE = 60_000;

beforeAll(async () => {
  rig = await startWebhookRig();
  shop = await seedAccount(rig.server, { name: "Auto", connected_stores: true });
  const settings = await rig.server.post("/v1/admin/accounts/update", { account_id: shop.accountId, edit_window_minutes: 1, auto_release: true }, ADMIN_TOKEN);
  expect(settings.body.status).toBe("success");
});
afterAll(() => rig.close());

async function create(account = shop): Promise<{ orderRef: string; items: string[]; receivedAt: number; editableUntil: number }> {
  const res = await rig.server.post("/v1/orders/create", standardOrder(), account.token);
  expect(res.body.status).toBe("success");
  const got = (await rig.server.post("/v1/orders/get", { order_ref: res.body.data.order_ref }, account.token)).body.data;
  return { orderRef: got.order_ref, items: got.items.map((i: { item_ref: string }) => i.item_ref), receivedAt: Date.parse(got.received_at), editableUntil: Date.parse(got.editable_until) };
}

/** A worker for release jobs alone, on a clock `offsetMs` ahead of now. */
function releaser(offsetMs: number) {
  return rig.workers({ kinds: [RELEASE_ORDER], now: () => new Date(Date.now() + offsetMs) });
}

const statusOf = async (orderRef: string) => (await rig.server.post("/v1/admin/orders/get", { order_ref: orderRef }, ADMIN_TOKEN)).body.data.status as string;

describe("edit window and automatic release", () => {
  it("shows editable_until: received_at plus the account's window (0 by default)", async () => {
    const order = await create();
    expect(order.editableUntil - order.receivedAt).toBe(MINUTE);
    const plain = await create(rig.acme);
    expect(plain.editableUntil).toBe(plain.receivedAt);
  });

  it("releases an order whose files are ready once its window has passed, exactly once", async () => {
    const order = await create();
    // The MY-TEE line prints the product's art; the notebook line prints nothing.
    await settleFiles(rig.server, order.orderRef, order.items[0]!, [ready("front")]);
    const early = releaser(30_000);
    while ((await early.worker.runOnce()) > 0);
    expect(await statusOf(order.orderRef)).toBe("received");

    const late = releaser(MINUTE + 5_000);
    while ((await late.worker.runOnce()) > 0);
    expect(await statusOf(order.orderRef)).toBe("in_production");
    const released = (await eventsOf(rig.server, order.orderRef)).filter((e) => e.type === "order.status_changed");
    expect(released.map((e) => e.data)).toEqual([expect.objectContaining({ status: "in_production", previous_status: "received", reason: "auto_release" })]);

    // Both checks (at creation and when the files became ready) ran; the second found nothing to do.
    const jobs = await rig.server.database.db.selectFrom("jobs").select(["status"]).where("kind", "=", RELEASE_ORDER).execute();
    expect(jobs.length).toBeGreaterThanOrEqual(2);
  });

  it("waits for files that are still pending, and releases when the last one is made after the window", async () => {
    const order = await create();
    const late = releaser(MINUTE + 5_000);
    while ((await late.worker.runOnce()) > 0);
    expect(await statusOf(order.orderRef)).toBe("received");
    await settleFiles(rig.server, order.orderRef, order.items[0]!, [ready("front")]);
    while ((await late.worker.runOnce()) > 0);
    expect(await statusOf(order.orderRef)).toBe("in_production");
  });

  it("never releases an order on hold, nor one with a failed file", async () => {
    const held = await create();
    await settleFiles(rig.server, held.orderRef, held.items[0]!, [ready("front")]);
    expect((await rig.server.post("/v1/admin/orders/transition", { order_ref: held.orderRef, status: "on_hold", reason: "customer called" }, ADMIN_TOKEN)).body.status).toBe("success");
    const broken = await create();
    await settleFiles(rig.server, broken.orderRef, broken.items[0]!, [failed("front")]);
    const late = releaser(MINUTE + 5_000);
    while ((await late.worker.runOnce()) > 0);
    expect(await statusOf(held.orderRef)).toBe("on_hold");
    expect(await statusOf(broken.orderRef)).toBe("received");
  });

  it("leaves orders alone when the account has auto_release off, and lets the operator act during the window", async () => {
    const order = await create(rig.acme);
    await settleFiles(rig.server, order.orderRef, order.items[0]!, [ready("front")]);
    const pending = await rig.server.database.db.selectFrom("jobs").select("id").where("kind", "=", RELEASE_ORDER).where("payload", "like", `%${order.orderRef}%`).execute();
    expect(pending).toHaveLength(0);

    const manual = await create();
    await settleFiles(rig.server, manual.orderRef, manual.items[0]!, [ready("front")]);
    expect((await rig.server.post("/v1/admin/orders/transition", { order_ref: manual.orderRef, status: "in_production" }, ADMIN_TOKEN)).body.status).toBe("success");
    const late = releaser(MINUTE + 5_000);
    while ((await late.worker.runOnce()) > 0);
    const changes = (await eventsOf(rig.server, manual.orderRef)).filter((e) => e.type === "order.status_changed");
    expect(changes).toHaveLength(1);
  });
});
