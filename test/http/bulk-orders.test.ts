// orders/bulk through real HTTP: a transition or cancel of orders named or selected by the list's filter, each order
// on its own (refusals as results with orders/transition's codes), the request's own 400s, auth, and 500 orders at once.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { printFileOrder, seedAccount, type SeededAccount, standardOrder, startSeededServer } from "../helpers/fixtures.js";
import { createOrder, walk, type CreatedOrder } from "../helpers/orders.js";
import { OrdersFilter } from "../../src/schemas/bulk.js";
import { ADMIN_TOKEN, type TestServer } from "../helpers/server.js";

let server: TestServer;
let acme: SeededAccount;
let other: SeededAccount;

beforeAll(async () => {
  ({ server, acme, other } = await startSeededServer());
});
afterAll(() => server.close());

const bulk = (body: unknown, token = ADMIN_TOKEN) => server.post("/v1/admin/orders/bulk", body, token);

async function order(ref: string) {
  const res = await server.post("/v1/admin/orders/get", { order_ref: ref }, ADMIN_TOKEN);
  return res.body.data as { status: string; status_reason: string | null; items: { cancelled_quantity: number }[] };
}

/** `count` standard orders of the account, made a few at a time. */
async function createMany(token: string, count: number): Promise<string[]> {
  const refs: string[] = [];
  for (let i = 0; i < count; i += 25) {
    const batch = await Promise.all(
      Array.from({ length: Math.min(25, count - i) }, async () => {
        const res = await server.post("/v1/orders/create", standardOrder({ items: [{ sku: "MY-TEE", quantity: 1 }] }), token);
        expect(res.status).toBe(200);
        return res.body.data.order_ref as string;
      }),
    );
    refs.push(...batch);
  }
  return refs;
}

describe("POST /v1/admin/orders/bulk", () => {
  it("holds each named order on its own: refusals are results with the code orders/transition answers, the others change", async () => {
    const [a, b, shipped] = [await createOrder(server, acme.token), await createOrder(server, other.token), await createOrder(server, acme.token)];
    await walk(server, shipped, ["in_production", "ship"]);
    const unknown = "ord_01KAZZZZZZZZZZZZZZZZZZZZZZ";
    const res = await bulk({ action: "transition", status: "on_hold", reason: "fraud check", order_refs: [a.orderRef, shipped.orderRef, unknown, b.orderRef, a.orderRef] });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ status: "success" });
    expect(res.body.data.results).toEqual([
      { order_ref: a.orderRef, ok: true, status: "on_hold" },
      { order_ref: shipped.orderRef, ok: false, code: "invalid_transition", message: expect.stringContaining("from shipped to on_hold") },
      { order_ref: unknown, ok: false, code: "order_not_found", message: expect.any(String) },
      { order_ref: b.orderRef, ok: true, status: "on_hold" },
    ]);
    for (const ref of [a.orderRef, b.orderRef]) expect(await order(ref)).toMatchObject({ status: "on_hold", status_reason: "fraud check" });
    expect((await order(shipped.orderRef)).status).toBe("shipped");
    // The event is orders/transition's own.
    const events = await server.post("/v1/admin/orders/events", { order_ref: a.orderRef }, ADMIN_TOKEN);
    expect(events.body.data.events.map((e: { type: string }) => e.type)).toEqual(expect.arrayContaining(["order.status_changed", "order.on_hold"]));
  });

  it("cancels the orders the list's filter selects, and only those", async () => {
    const account = await seedAccount(server, { name: "Filtered", connected_stores: true });
    const [first, second, held] = [await createOrder(server, account.token), await createOrder(server, account.token), await createOrder(server, account.token)];
    await walk(server, held, ["on_hold"]);
    const elsewhere = await createOrder(server, acme.token);
    const listed = await server.post("/v1/admin/orders/list", { account_id: account.accountId, status: "received" }, ADMIN_TOKEN);
    const res = await bulk({ action: "cancel", reason: "customer asked", filter: { account_id: account.accountId, status: "received" } });
    expect(res.body.data.results).toEqual([
      { order_ref: second.orderRef, ok: true, status: "cancelled" },
      { order_ref: first.orderRef, ok: true, status: "cancelled" },
    ]);
    expect(res.body.data.results.map((r: { order_ref: string }) => r.order_ref)).toEqual(listed.body.data.orders.map((o: { order_ref: string }) => o.order_ref));
    const cancelled = await order(first.orderRef);
    expect(cancelled).toMatchObject({ status: "cancelled", status_reason: "customer asked" });
    expect(cancelled.items.map((i) => i.cancelled_quantity)).toEqual([5, 1]);
    expect((await order(held.orderRef)).status).toBe("on_hold");
    expect((await order(elsewhere.orderRef)).status).toBe("received");
    // Cancel again: the status table refuses each.
    const again = await bulk({ action: "cancel", order_refs: [first.orderRef] });
    expect(again.body.data.results).toEqual([{ order_ref: first.orderRef, ok: false, code: "invalid_transition", message: expect.any(String) }]);
    // A filter that selects nothing changes nothing.
    expect((await bulk({ action: "cancel", filter: { account_id: account.accountId, status: "received" } })).body.data.results).toEqual([]);
  });

  it("answers files_not_ready and sandbox_order per order, and force with a reason overrides the files gate as orders/transition does", async () => {
    const pending = await server.post("/v1/orders/create", printFileOrder(), acme.token);
    const pendingRef = pending.body.data.order_ref as string;
    const sandbox = await seedAccount(server, { name: "Sandbox", connected_stores: true, mode: "test" });
    const testOrder = await createOrder(server, sandbox.token);
    const res = await bulk({ action: "transition", status: "in_production", order_refs: [pendingRef, testOrder.orderRef] });
    expect(res.body.data.results).toEqual([
      { order_ref: pendingRef, ok: false, code: "files_not_ready", message: expect.any(String) },
      { order_ref: testOrder.orderRef, ok: false, code: "sandbox_order", message: expect.any(String) },
    ]);
    expect((await order(pendingRef)).status).toBe("received");
    const forced = await bulk({ action: "transition", status: "in_production", force: true, reason: "rush", order_refs: [pendingRef] });
    expect(forced.body.data.results).toEqual([{ order_ref: pendingRef, ok: true, status: "in_production" }]);
    const events = await server.post("/v1/admin/orders/events", { order_ref: pendingRef }, ADMIN_TOKEN);
    expect(events.body.data.events.at(-1).data).toMatchObject({ status: "in_production", forced: true, reason: "rush" });
  });

  it("refuses a request that does not say which orders or what to do (400 with the path), before touching any order", async () => {
    const untouched: CreatedOrder = await createOrder(server, acme.token);
    const cases: [unknown, { path: string; code: string }][] = [
      [{ action: "cancel" }, { path: "order_refs", code: "required" }],
      [{ action: "cancel", order_refs: [untouched.orderRef], filter: {} }, { path: "filter", code: "invalid" }],
      [{ action: "transition", order_refs: [untouched.orderRef] }, { path: "status", code: "required" }],
      [{ action: "cancel", status: "on_hold", order_refs: [untouched.orderRef] }, { path: "status", code: "invalid" }],
      [{ action: "transition", status: "in_production", force: true, order_refs: [untouched.orderRef] }, { path: "reason", code: "required" }],
      [{ action: "ship", order_refs: [untouched.orderRef] }, { path: "action", code: "invalid_value" }],
      [{ action: "cancel", order_refs: [] }, { path: "order_refs", code: "too_few_items" }],
      [{ action: "cancel", order_refs: Array.from({ length: 501 }, (_, i) => `ord_${i}`) }, { path: "order_refs", code: "too_many_items" }],
      [{ action: "cancel", filter: { colour: "red" } }, { path: "filter.colour", code: "unknown_field" }],
      [{ action: "cancel", filter: { cursor: "x" } }, { path: "filter.cursor", code: "unknown_field" }],
      [{ action: "cancel", filter: { created_after: "yesterday" } }, { path: "filter.created_after", code: "invalid_timestamp" }],
      [{ action: "cancel", order_refs: [untouched.orderRef], extra: 1 }, { path: "extra", code: "unknown_field" }],
    ];
    for (const [body, error] of cases) {
      const res = await bulk(body);
      expect(res.status, JSON.stringify(body).slice(0, 100)).toBe(400);
      expect(res.body.data.errors, JSON.stringify(body).slice(0, 100)).toContainEqual(expect.objectContaining(error));
    }
    const malformed = await server.request("/v1/admin/orders/bulk", { method: "POST", headers: { "content-type": "application/json", authorization: `Bearer ${ADMIN_TOKEN}` }, body: "{" });
    expect(malformed.status).toBe(400);
    expect(malformed.body.data.errors[0].code).toBe("malformed_json");
    expect((await order(untouched.orderRef)).status).toBe("received");
  });

  it("needs an operator token", async () => {
    const target = await createOrder(server, acme.token);
    const none = await bulk({ action: "cancel", order_refs: [target.orderRef] }, "");
    expect(none.status).toBe(401);
    expect(none.body.data.errors[0].code).toBe("unauthorized");
    const account = await bulk({ action: "cancel", order_refs: [target.orderRef] }, acme.token);
    expect(account.status).toBe(403);
    expect(account.body.data.errors[0].code).toBe("forbidden");
    expect((await order(target.orderRef)).status).toBe("received");
  });

  it("selects exactly what orders/list lists, for every filter field orders/list has", async () => {
    const held = await createOrder(server, acme.token);
    await walk(server, held, ["on_hold"]);
    const storeId = (await server.post("/v1/admin/orders/list", { account_id: acme.accountId, limit: 1 }, ADMIN_TOKEN)).body.data.orders[0].store_id as string;
    // One case per field: a field orders/list gains fails here until it has a case (and orderSelection reads it).
    const cases: Record<string, unknown> = {
      store_id: storeId,
      account_id: other.accountId,
      external_ref: held.externalRef,
      status: "on_hold",
      created_after: "2026-11-22T09:00:00Z",
      include_test: true,
      include_drafts: true,
      shipping_method: "STANDARD",
      late: true,
      q: held.externalRef.slice(0, 8),
      received_after: "2026-11-22T09:00:00Z",
      received_before: "2099-01-01T00:00:00Z",
      sku: "MY-BOOK",
      stock: "not_tracked",
      queue: "ready_to_produce",
    };
    expect(Object.keys(OrdersFilter.properties).sort()).toEqual(Object.keys(cases).sort());
    for (const [field, value] of Object.entries(cases)) {
      const filter = field === "account_id" ? { [field]: value } : { account_id: acme.accountId, [field]: value };
      const listed = await server.post("/v1/admin/orders/list", { ...filter, limit: 100 }, ADMIN_TOKEN);
      expect(listed.body.data.next_cursor, field).toBeNull();
      // shipped is never reachable by transition: every selected order answers invalid_transition and nothing changes.
      const probed = await bulk({ action: "transition", status: "shipped", filter });
      expect(probed.body.data.results.map((r: { order_ref: string; code: string }) => [r.order_ref, r.code]), field).toEqual(
        listed.body.data.orders.map((o: { order_ref: string }) => [o.order_ref, "invalid_transition"]),
      );
    }
  });

  it("holds 500 named orders in one request, and refuses a filter selecting more than 1,000 (selection_too_large)", async () => {
    const busy = await seedAccount(server, { name: "Busy", connected_stores: true });
    const refs = await createMany(busy.token, 1001);
    const tooMany = await bulk({ action: "transition", status: "on_hold", filter: { account_id: busy.accountId } });
    expect(tooMany.status).toBe(400);
    expect(tooMany.body.data.errors).toEqual([{ path: "filter", code: "selection_too_large", message: expect.stringContaining("1000") }]);
    expect((await order(refs[0]!)).status).toBe("received");

    const started = performance.now();
    const res = await bulk({ action: "transition", status: "on_hold", reason: "stock count", order_refs: refs.slice(0, 500) });
    // Logged, not asserted (timed assertions fail on a loaded machine): the issue asks for under 5 s on SQLite.
    console.log(`orders/bulk: 500 orders held in ${Math.round(performance.now() - started)} ms`);
    expect(res.body.data.results).toHaveLength(500);
    expect(res.body.data.results.every((r: { ok: boolean; status: string }) => r.ok && r.status === "on_hold")).toBe(true);
    const counts = await server.post("/v1/admin/orders/counts", { account_id: busy.accountId }, ADMIN_TOKEN);
    expect(counts.body.data.counts).toMatchObject({ on_hold: 500, received: 501 });
  }, 120_000);
});
