// Draft orders (docs/caller-guide.md#drafts) through real HTTP on both backends: a draft is checked, priced and its files
// planned but commits no stock and is never released; update-shipping and cancel-items change it; orders/confirm
// re-prices it by today's prices and receives it (stock, release, events) or refuses (price_changed, not_a_draft,
// unknown, auth, malformed); its expiry job cancels it after DRAFT_TTL_DAYS; the operator's lists leave it out unless asked.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ADVANCE_SANDBOX_ORDER, EXPIRE_DRAFT, RELEASE_ORDER } from "../../src/jobs/kinds.js";
import { SKU } from "../../src/fixtures/catalog.js";
import { SHIPPING } from "../../src/fixtures/orders.js";
import { createWorkers } from "../../src/workers.js";
import { seedAccount, seedCatalog, standardOrder, type SeededAccount } from "../helpers/fixtures.js";
import { ADMIN_TOKEN, startTestServer, type TestServer } from "../helpers/server.js";
import { eventsOf } from "./production-support.js";

let server: TestServer;
let shop: SeededAccount;
let other: SeededAccount;
/** The service's clock: a Monday, 10:00 UTC, unless a test moves it. */
let clock = new Date("2026-11-23T10:00:00Z");
const DAY = 86_400_000;
const WINDOW_MINUTES = 10;

const admin = async (path: string, body: unknown) => {
  const res = await server.post(`/v1/admin/${path}`, body, ADMIN_TOKEN);
  expect(res.body, JSON.stringify(res.body)).toMatchObject({ status: "success" });
  return res.body.data;
};
const usd = (amount: number) => ({ amount, currency: "USD" });
/** A tee × 2 (12.50 each) and a notebook × 1 (6.50, counted), shipped STANDARD (4.99 + 1.50 per further item). */
const TOTAL = 2 * 1250 + 650 + 499 + 2 * 150;

async function draft(account = shop, extra: Record<string, unknown> = {}) {
  const res = await server.post("/v1/orders/create", standardOrder({ draft: true, ...extra }), account.token);
  expect(res.body, JSON.stringify(res.body)).toMatchObject({ status: "success" });
  return res.body.data as { order_ref: string; items: { item_ref: string }[]; costs: { total: { amount: number } } };
}
const confirm = (body: Record<string, unknown>, token = shop.token) => server.post("/v1/orders/confirm", body, token);
const getOrder = async (orderRef: string) => (await server.post("/v1/admin/orders/get", { order_ref: orderRef }, ADMIN_TOKEN)).body.data;
const notebooks = async () => ((await admin("stock/list", { account_id: shop.accountId })).items as { sku: string; committed: number; backordered: number }[]).find((i) => i.sku === SKU.notebook);
const jobsOf = (kind: string, orderRef: string) =>
  server.database.db.selectFrom("jobs").select(["status", "run_at"]).where("kind", "=", kind).where("payload", "like", `%${orderRef}%`).execute();
const setTeePrice = (amount: number) => admin("catalog/update", { sku: SKU.teeBlank, prices: { USD: amount } });

/** Runs every due draft-expiry job on a clock `offsetMs` after the service's. */
async function runExpiry(offsetMs: number) {
  const workers = createWorkers(server.database.db, { ...server.config, jobPollMs: 20, jobConcurrency: 1 }, { warn: () => undefined }, () => new Date(clock.getTime() + offsetMs), [EXPIRE_DRAFT]);
  while ((await workers.worker.runOnce()) > 0);
  await workers.stop();
}

beforeAll(async () => {
  server = await startTestServer({}, { now: () => clock });
  await seedCatalog(server);
  await admin("catalog/update", { sku: SKU.teeBlank, prices: { USD: 1250 } });
  await admin("catalog/update", { sku: SKU.notebookBlank, prices: { USD: 650 }, track_stock: true });
  await admin("shipping-methods/create", { code: "STANDARD", name: "Standard", carrier: "USPS", zones: [{ countries: ["US"], prices: { USD: { first_item: 499, additional_item: 150 } }, days_min: 3, days_max: 5 }] });
  shop = await seedAccount(server, { name: "Drafts", connected_stores: true, currency: "USD", default_shipping_method: "STANDARD" });
  other = await seedAccount(server, { name: "Other", connected_stores: true, currency: "USD", default_shipping_method: "STANDARD" });
  await admin("accounts/update", { account_id: shop.accountId, edit_window_minutes: WINDOW_MINUTES, auto_release: true });
  await admin("stock/adjust", { sku: SKU.notebook, account_id: shop.accountId, delta: 50, reason: "found" });
});
afterAll(() => server?.close());

describe("create with draft: true", () => {
  it("is priced and its files planned like any order, but commits no stock and schedules no release, only its expiry", async () => {
    const before = await notebooks();
    const created = await draft();
    expect(created.costs.total).toEqual(usd(TOTAL));
    const order = await getOrder(created.order_ref);
    expect(order).toMatchObject({ status: "draft", stock: "not_tracked", costs: { total: usd(TOTAL) } });
    expect(order.items[1]).toMatchObject({ sku: SKU.notebook, allocated_quantity: null, backordered_quantity: null });
    // The tee's art is fetched and rendered now, so a bad file shows before the confirm.
    expect(Object.keys(order.items[0].print_files)).toEqual(["front"]);
    expect(await notebooks()).toEqual(before);
    expect(await jobsOf(RELEASE_ORDER, created.order_ref)).toEqual([]);
    expect(await jobsOf(EXPIRE_DRAFT, created.order_ref)).toEqual([{ status: "pending", run_at: new Date(clock.getTime() + 30 * DAY).toISOString() }]);
    expect(order.allowed_actions).toMatchObject({ update_shipping: true, cancel_items: true, transitions: [], ship: false });
  });

  it("replays a repeat of the same draft body, and refuses the same external_ref without draft (another body)", async () => {
    const body = standardOrder({ draft: true });
    const first = await server.post("/v1/orders/create", body, shop.token);
    const again = await server.post("/v1/orders/create", body, shop.token);
    expect(again.headers.get("idempotent-replayed")).toBe("true");
    expect(again.body.data).toEqual(first.body.data);
    const { draft: _draft, ...plain } = body;
    const conflict = await server.post("/v1/orders/create", plain, shop.token);
    expect(conflict.status).toBe(409);
    expect(conflict.body.data.errors[0].code).toBe("external_ref_conflict");
    // draft: false is the same body as none.
    const live = standardOrder();
    expect((await server.post("/v1/orders/create", live, shop.token)).body.status).toBe("success");
    expect((await server.post("/v1/orders/create", { ...live, draft: false }, shop.token)).headers.get("idempotent-replayed")).toBe("true");
  });

  it("takes update-shipping and cancel-items, re-priced, and stays a draft", async () => {
    const created = await draft();
    const moved = await server.post("/v1/orders/update-shipping", { order_ref: created.order_ref, ...SHIPPING, shipping_city: "Chicago", shipping_zip: "60601" }, shop.token);
    expect(moved.body, JSON.stringify(moved.body)).toMatchObject({ status: "success", data: { shipping_city: "Chicago" } });
    const cancelled = await server.post("/v1/orders/cancel-items", { order_ref: created.order_ref, items: [{ item_ref: created.items[0]!.item_ref, cancelled_quantity: 1 }] }, shop.token);
    expect(cancelled.body).toMatchObject({ status: "success", data: { status: "draft" } });
    const order = await getOrder(created.order_ref);
    expect(order).toMatchObject({ status: "draft", shipping_city: "Chicago", costs: { total: usd(TOTAL - 1250 - 150) } });
  });

  it("is never moved by the operator: no transition to production, hold or cancel", async () => {
    const created = await draft();
    for (const status of ["in_production", "on_hold", "cancelled"]) {
      const res = await server.post("/v1/admin/orders/transition", { order_ref: created.order_ref, status, reason: "try", force: true }, ADMIN_TOKEN);
      expect(res.body, status).toMatchObject({ status: "error", data: { errors: [{ code: "invalid_transition" }] } });
    }
    expect((await getOrder(created.order_ref)).status).toBe("draft");
  });
});

describe("orders/confirm", () => {
  it("re-prices the draft by today's prices and receives it: stock committed, release scheduled from now, events", async () => {
    const created = await draft();
    const before = await notebooks();
    await setTeePrice(1300);
    try {
      clock = new Date(clock.getTime() + 2 * DAY);
      const res = await confirm({ order_ref: created.order_ref });
      expect(res.body, JSON.stringify(res.body)).toMatchObject({ status: "success", data: { order_ref: created.order_ref, status: "received", stock: "allocated", costs: { total: usd(TOTAL + 100) } } });
      const order = await getOrder(created.order_ref);
      expect(order).toMatchObject({ status: "received", status_reason: "confirmed", received_at: clock.toISOString(), costs: { total: usd(TOTAL + 100) }, stock: "allocated" });
      expect(order.editable_until).toBe(new Date(clock.getTime() + WINDOW_MINUTES * 60_000).toISOString());
      expect(order.items[1]).toMatchObject({ allocated_quantity: 1, backordered_quantity: 0 });
      expect((await notebooks())!.committed).toBe(before!.committed + 1);
      expect(await jobsOf(RELEASE_ORDER, created.order_ref)).toEqual([{ status: "pending", run_at: order.editable_until }]);
      const events = (await eventsOf(server, created.order_ref)).filter((e) => e.type !== "print_files.ready");
      expect(events.map((e) => [e.type, e.data.status])).toEqual([
        ["order.status_changed", "received"],
        ["order.costs_changed", "received"],
      ]);
      expect(events[0]!.data).toMatchObject({ previous_status: "draft", reason: "confirmed" });
      expect(events[1]!.data.previous_costs.total).toEqual(usd(TOTAL));
    } finally {
      await setTeePrice(1250);
    }
  });

  it("refuses price_changed when expected_total is not today's total, writing nothing; confirms with the new total", async () => {
    const created = await draft();
    await setTeePrice(1400);
    try {
      const res = await confirm({ order_ref: created.order_ref, expected_total: usd(TOTAL) });
      expect(res.status).toBe(200);
      expect(res.body).toMatchObject({ status: "error", data: { order_ref: created.order_ref, errors: [{ path: "expected_total", code: "price_changed" }], costs: { total: usd(TOTAL + 300) } } });
      expect(await getOrder(created.order_ref)).toMatchObject({ status: "draft", costs: { total: usd(TOTAL) } });
      const ok = await confirm({ order_ref: created.order_ref, expected_total: usd(TOTAL + 300) });
      expect(ok.body).toMatchObject({ status: "success", data: { status: "received" } });
    } finally {
      await setTeePrice(1250);
    }
  });

  it("confirms without re-pricing events when nothing moved, and counts a line waiting for stock as create does", async () => {
    const big = await draft(shop, { items: [{ sku: SKU.notebook, quantity: 80 }] });
    const res = await confirm({ order_ref: big.order_ref, expected_total: big.costs.total });
    expect(res.body, JSON.stringify(res.body)).toMatchObject({ status: "success", data: { stock: "backordered", warnings: [{ path: "items[0]", code: "backordered" }] } });
    expect((await eventsOf(server, big.order_ref)).map((e) => e.type)).toEqual(["order.status_changed"]);
  });

  it("refuses not_a_draft for an order that is not (or no longer) a draft; of two confirms at once one wins", async () => {
    const live = (await server.post("/v1/orders/create", standardOrder(), shop.token)).body.data;
    expect((await confirm({ order_ref: live.order_ref })).body).toMatchObject({ status: "error", data: { order_ref: live.order_ref, errors: [{ path: "order_ref", code: "not_a_draft" }] } });
    const created = await draft();
    const both = await Promise.all([confirm({ order_ref: created.order_ref }), confirm({ order_ref: created.order_ref })]);
    expect(both.map((r) => r.body.status).sort()).toEqual(["error", "success"]);
    expect(both.find((r) => r.body.status === "error")!.body.data.errors[0].code).toBe("not_a_draft");
    expect((await eventsOf(server, created.order_ref)).filter((e) => e.type === "order.status_changed")).toHaveLength(1);
  });

  it("refuses a draft today's prices cannot price, at the line's path, as create would (nothing changes)", async () => {
    const created = await draft();
    await admin("catalog/update", { sku: SKU.teeBlank, prices: { EUR: 1100 } });
    try {
      const res = await confirm({ order_ref: created.order_ref });
      expect(res.status).toBe(200);
      expect(res.body).toMatchObject({ status: "error", data: { order_ref: created.order_ref, errors: [{ path: "items[0].sku", code: "price_unavailable" }] } });
      expect(await getOrder(created.order_ref)).toMatchObject({ status: "draft", stock: "not_tracked" });
    } finally {
      await setTeePrice(1250);
    }
  });

  it("refuses out_of_stock for an account that refuses backorders, committing nothing", async () => {
    const strict = await seedAccount(server, { name: "Strict", connected_stores: true, currency: "USD", default_shipping_method: "STANDARD", backorders: "refuse" });
    await admin("stock/adjust", { sku: SKU.notebook, account_id: strict.accountId, delta: 2, reason: "found" });
    const created = await draft(strict, { items: [{ sku: SKU.notebook, quantity: 2 }] });
    // Another order takes one of the two units meanwhile.
    expect((await server.post("/v1/orders/create", standardOrder({ items: [{ sku: SKU.notebook, quantity: 1 }] }), strict.token)).body.status).toBe("success");
    const res = await confirm({ order_ref: created.order_ref }, strict.token);
    expect(res.body).toMatchObject({ status: "error", data: { order_ref: created.order_ref, errors: [{ path: "items[0].quantity", code: "out_of_stock", available: 1 }] } });
    expect(await getOrder(created.order_ref)).toMatchObject({ status: "draft", stock: "not_tracked" });
    const item = ((await admin("stock/list", { account_id: strict.accountId })).items as { sku: string; committed: number }[]).find((i) => i.sku === SKU.notebook);
    expect(item!.committed).toBe(1);
  });

  it("hands a test account's draft to the sandbox only at its confirm", async () => {
    const sandbox = await seedAccount(server, { name: "Sandbox", mode: "test", connected_stores: true, currency: "USD", default_shipping_method: "STANDARD" });
    const created = await draft(sandbox);
    expect(await jobsOf(ADVANCE_SANDBOX_ORDER, created.order_ref)).toEqual([]);
    expect((await confirm({ order_ref: created.order_ref }, sandbox.token)).body).toMatchObject({ status: "success", data: { stock: "not_tracked" } });
    expect(await jobsOf(ADVANCE_SANDBOX_ORDER, created.order_ref)).toHaveLength(1);
  });

  it("answers an unknown order, and another account's draft, as unknown (HTTP 200, order_not_found)", async () => {
    const theirs = await draft(other);
    for (const ref of ["ord_nope", theirs.order_ref]) {
      const res = await confirm({ order_ref: ref });
      expect(res.status).toBe(200);
      expect(res.body).toMatchObject({ status: "error", data: { order_ref: ref, errors: [{ code: "order_not_found" }] } });
    }
    expect((await getOrder(theirs.order_ref)).status).toBe("draft");
  });

  it("reaches a store token's own store's drafts only: another store's answers as unknown and stays a draft", async () => {
    const away = (await server.post("/v1/stores/create", { name: "Away" }, shop.token)).body.data.store_id as string;
    const home = ((await server.post("/v1/stores/list", {}, shop.token)).body.data.stores as { store_id: string; default: boolean }[]).find((s) => s.default)!.store_id;
    const homeToken = (await admin("tokens/create", { account_id: shop.accountId, store_id: home })).token as string;
    const awayDraft = await draft(shop, { store_id: away });
    const refused = await confirm({ order_ref: awayDraft.order_ref }, homeToken);
    expect(refused.body).toMatchObject({ status: "error", data: { order_ref: awayDraft.order_ref, errors: [{ code: "order_not_found" }] } });
    expect((await getOrder(awayDraft.order_ref)).status).toBe("draft");
    const homeDraft = await draft(shop, { store_id: home });
    expect((await confirm({ order_ref: homeDraft.order_ref }, homeToken)).body.status).toBe("success");
  });

  it("needs a token with orders:write", async () => {
    const created = await draft();
    expect((await confirm({ order_ref: created.order_ref }, "")).status).toBe(401);
    const reader = (await admin("tokens/create", { account_id: shop.accountId, scopes: ["orders:read"] })).token as string;
    const res = await confirm({ order_ref: created.order_ref }, reader);
    expect(res.status).toBe(403);
    expect((await getOrder(created.order_ref)).status).toBe("draft");
  });

  it.each([
    [{}, "order_ref", "required"],
    [{ order_ref: "" }, "order_ref", "required"],
    [{ order_ref: "ord_x", expected_total: { amount: "12" , currency: "USD" } }, "expected_total.amount", "invalid_type"],
    [{ order_ref: "ord_x", expected_total: { amount: 1, currency: "usd" } }, "expected_total.currency", "invalid_format"],
    [{ order_ref: "ord_x", total: 1 }, "total", "unknown_field"],
  ])("refuses a malformed body %j with 400 at its path", async (body, path, code) => {
    const res = await confirm(body);
    expect(res.status).toBe(400);
    expect(res.body.data.errors).toEqual(expect.arrayContaining([expect.objectContaining({ path, code })]));
  });
});

describe("the ledger", () => {
  const entriesOf = async (orderRef: string) =>
    (await server.post("/v1/admin/billing/entries/list", { account_id: shop.accountId, order_ref: orderRef }, ADMIN_TOKEN)).body.data.entries as { type: string; amount: { amount: number } }[];

  it("charges a draft only at its confirm, today's total once; its changes and its cancellation before write nothing", async () => {
    const created = await draft();
    const changed = await server.post("/v1/orders/cancel-items", { order_ref: created.order_ref, items: [{ item_ref: created.items[0]!.item_ref, cancelled_quantity: 1 }] }, shop.token);
    expect(changed.body).toMatchObject({ status: "success" });
    expect(await entriesOf(created.order_ref)).toEqual([]);
    const confirmed = await confirm({ order_ref: created.order_ref });
    expect(confirmed.body).toMatchObject({ status: "success" });
    const entries = await entriesOf(created.order_ref);
    expect(entries.map((e) => [e.type, e.amount.amount])).toEqual([["order_charge", confirmed.body.data.costs.total.amount]]);

    const dropped = await draft();
    await runExpiry(31 * DAY);
    expect(await entriesOf(dropped.order_ref)).toEqual([]);
  });
});

describe("expiry", () => {
  it("cancels a draft not confirmed within DRAFT_TTL_DAYS (reason draft_expired), never a confirmed one", async () => {
    const stale = await draft();
    const kept = await draft();
    expect((await confirm({ order_ref: kept.order_ref })).body.status).toBe("success");
    await runExpiry(29 * DAY);
    expect((await getOrder(stale.order_ref)).status).toBe("draft");
    await runExpiry(30 * DAY + 60_000);
    const order = await getOrder(stale.order_ref);
    expect(order).toMatchObject({ status: "cancelled", status_reason: "draft_expired" });
    expect(order.items.map((i: { cancelled_quantity: number; quantity: number }) => i.cancelled_quantity === i.quantity)).toEqual([true, true]);
    const events = await eventsOf(server, stale.order_ref);
    // As an operator's cancellation: the costs of what is left (nothing), and no ledger entry (a draft was never charged).
    expect(events.map((e) => e.type).filter((t) => t !== "print_files.ready")).toEqual(["order.items_cancelled", "order.costs_changed", "order.status_changed"]);
    if (order.costs !== null) expect(order.costs.total.amount).toBe(0);
    expect(events.at(-1)!.data).toMatchObject({ previous_status: "draft", status: "cancelled", reason: "draft_expired" });
    expect((await getOrder(kept.order_ref)).status).toBe("received");
    expect(await jobsOf(EXPIRE_DRAFT, stale.order_ref)).toEqual([expect.objectContaining({ status: "done" })]);
  });
});

describe("lists", () => {
  it("the operator's lists and counts leave drafts out unless include_drafts (or status draft); the caller's list shows them", async () => {
    const created = await draft(other);
    const refs = (data: { orders: { order_ref: string }[] }) => data.orders.map((o) => o.order_ref);
    expect(refs(await admin("orders/list", { account_id: other.accountId }))).not.toContain(created.order_ref);
    expect(refs(await admin("orders/list", { account_id: other.accountId, include_drafts: true }))).toContain(created.order_ref);
    expect(refs(await admin("orders/list", { account_id: other.accountId, status: "draft" }))).toContain(created.order_ref);
    const drafts = (await admin("orders/list", { account_id: other.accountId, status: "draft" })).orders.length;
    const counts = await admin("orders/counts", { account_id: other.accountId });
    expect(counts.counts.draft).toBe(0);
    const withDrafts = await admin("orders/counts", { account_id: other.accountId, include_drafts: true });
    expect(withDrafts.counts.draft).toBe(drafts);
    expect(withDrafts.total).toBe(counts.total + drafts);
    expect(counts.late).toBe(0);
    const mine = await server.post("/v1/orders/list", {}, other.token);
    expect(refs(mine.body.data)).toContain(created.order_ref);
  });
});
