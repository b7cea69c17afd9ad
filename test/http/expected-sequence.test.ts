// Stale pages cannot undo a colleague (docs/operator-guide.md#stale-pages-cannot-undo-a-colleague, issue 24 defect 1): operator changes with expected_sequence are
// refused with order_changed once the order has moved on, and nothing changes.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startSeededServer, type SeededAccount } from "../helpers/fixtures.js";
import { createOrder, FORCED } from "../helpers/orders.js";
import { ADMIN_TOKEN, type TestServer } from "../helpers/server.js";

let server: TestServer;
let acme: SeededAccount;
const admin = (path: string, body: unknown, token = ADMIN_TOKEN) => server.post(`/v1/admin/orders/${path}`, body, token);
const sequenceOf = async (orderRef: string) => (await admin("get", { order_ref: orderRef })).body.data.sequence as number;
const eventCount = async (orderRef: string) => (await admin("events", { order_ref: orderRef })).body.data.events.length as number;

beforeAll(async () => ({ server, acme } = await startSeededServer()));
afterAll(() => server.close());

describe("orders/transition with expected_sequence", () => {
  it("the stale tab's send-to-production is refused after a colleague's hold: order_changed, data.sequence, the hold stays", async () => {
    const order = await createOrder(server, acme.token);
    const seen = await sequenceOf(order.orderRef);
    expect(seen).toBe(0);
    // Tab B holds the order.
    const hold = await admin("transition", { order_ref: order.orderRef, status: "on_hold", reason: "fraud check, do NOT produce", expected_sequence: seen });
    expect(hold.body.status).toBe("success");
    const now = await sequenceOf(order.orderRef);
    expect(now).toBe(2);
    // Tab A still shows received and sequence 0.
    const stale = await admin("transition", { order_ref: order.orderRef, status: "in_production", ...FORCED, expected_sequence: seen });
    expect(stale.status).toBe(200);
    expect(stale.body).toEqual({
      status: "error",
      message: "The order has changed since you last read it; nothing was changed",
      data: { order_ref: order.orderRef, sequence: 2, errors: [{ path: "expected_sequence", code: "order_changed", message: expect.stringContaining("event 2") }] },
    });
    const got = (await admin("get", { order_ref: order.orderRef })).body.data;
    expect(got).toMatchObject({ status: "on_hold", status_reason: "fraud check, do NOT produce", sequence: 2 });
    expect(await eventCount(order.orderRef)).toBe(2);
    // Read again, the same change goes through.
    const fresh = await admin("transition", { order_ref: order.orderRef, status: "in_production", ...FORCED, expected_sequence: 2 });
    expect(fresh.body).toMatchObject({ status: "success", data: { status: "in_production" } });
  });

  it("a sequence ahead of the order's is refused too; without expected_sequence nothing is checked", async () => {
    const order = await createOrder(server, acme.token);
    const ahead = await admin("transition", { order_ref: order.orderRef, status: "on_hold", expected_sequence: 7 });
    expect(ahead.body.data).toMatchObject({ sequence: 0, errors: [{ code: "order_changed" }] });
    expect((await admin("transition", { order_ref: order.orderRef, status: "on_hold" })).body.status).toBe("success");
  });

  it("an unknown order is order_not_found whatever the sequence; malformed expected_sequence is a 400 at its path", async () => {
    const unknown = await admin("transition", { order_ref: "ord_missing", status: "on_hold", expected_sequence: 0 });
    expect(unknown.body.data.errors[0].code).toBe("order_not_found");
    for (const [value, code] of [[-1, "out_of_range"], ["3", "invalid_type"], [1.5, "invalid_type"]] as const) {
      const res = await admin("transition", { order_ref: "ord_missing", status: "on_hold", expected_sequence: value });
      expect(res.status, String(value)).toBe(400);
      expect(res.body.data.errors[0], String(value)).toMatchObject({ path: "expected_sequence", code });
    }
  });
});

describe("orders/ship and orders/retry-files with expected_sequence", () => {
  it("ship: refused once the order moved on, recorded with the current sequence", async () => {
    const order = await createOrder(server, acme.token);
    await admin("transition", { order_ref: order.orderRef, status: "in_production", ...FORCED });
    const seen = await sequenceOf(order.orderRef);
    await admin("ship", { order_ref: order.orderRef, carrier: "UPS", tracking_number: "1Z1", items: [{ item_ref: order.items[0], quantity: 1 }] });
    const stale = await admin("ship", { order_ref: order.orderRef, carrier: "UPS", tracking_number: "1Z2", expected_sequence: seen });
    expect(stale.body).toMatchObject({ status: "error", data: { order_ref: order.orderRef, sequence: seen + 2, errors: [{ path: "expected_sequence", code: "order_changed" }] } });
    const got = (await admin("get", { order_ref: order.orderRef })).body.data;
    expect(got.shipments).toHaveLength(1);
    expect(got.status).toBe("partially_shipped");
    const fresh = await admin("ship", { order_ref: order.orderRef, carrier: "UPS", tracking_number: "1Z2", expected_sequence: seen + 2 });
    expect(fresh.body).toMatchObject({ status: "success", data: { status: "shipped" } });
  });

  it("retry-files: order_changed is checked before anything else about the files", async () => {
    const order = await createOrder(server, acme.token);
    await admin("transition", { order_ref: order.orderRef, status: "on_hold" });
    const stale = await admin("retry-files", { order_ref: order.orderRef, expected_sequence: 0 });
    expect(stale.body).toMatchObject({ status: "error", message: "The order has changed since you last read it; nothing was changed", data: { sequence: 2, errors: [{ code: "order_changed" }] } });
    // Up to date, the order's own refusal answers (no file failed).
    const current = await admin("retry-files", { order_ref: order.orderRef, expected_sequence: 2 });
    expect(current.body.data.errors[0].code).toBe("no_failed_files");
    expect((await admin("retry-files", { order_ref: order.orderRef, expected_sequence: "2" })).status).toBe(400);
    expect((await server.post("/v1/admin/orders/retry-files", { order_ref: order.orderRef, expected_sequence: 2 }, acme.token)).status).toBe(403);
  });
});
