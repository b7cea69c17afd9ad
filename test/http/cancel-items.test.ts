// Cancel items through real HTTP: partial lines, all-or-nothing, optimistic check, refusals as HTTP 200, races.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type SeededAccount, startSeededServer } from "../helpers/fixtures.js";
import { createOrder, FORCED, LOCKED, walk } from "../helpers/orders.js";
import { ADMIN_TOKEN, type TestServer } from "../helpers/server.js";

let server: TestServer;
let acme: SeededAccount;
let other: SeededAccount;

beforeAll(async () => ({ server, acme, other } = await startSeededServer()));
afterAll(() => server.close());

async function lines(orderRef: string) {
  const got = await server.post("/v1/orders/get", { order_ref: orderRef }, acme.token);
  return { status: got.body.data.status as string, lines: got.body.data.items.map((i: { cancelled_quantity: number }) => i.cancelled_quantity) as number[] };
}

describe("cancel-items", () => {
  it("cancels part of a line and reports what remains", async () => {
    const order = await createOrder(server, acme.token);
    const res = await server.post("/v1/orders/cancel-items", { order_ref: order.orderRef, items: [{ item_ref: order.items[0], cancelled_quantity: 2 }] }, acme.token);
    expect(res.body).toEqual({
      status: "success",
      message: "Items cancelled successfully",
      data: { order_ref: order.orderRef, status: "received", items: [{ item_ref: order.items[0], cancelled_quantity: 2, remaining_quantity: 3 }] },
    });
    expect(await lines(order.orderRef)).toEqual({ status: "received", lines: [2, 0] });
  });

  it("cancels the order when nothing is left", async () => {
    const order = await createOrder(server, acme.token);
    const res = await server.post(
      "/v1/orders/cancel-items",
      { order_ref: order.orderRef, items: [{ item_ref: order.items[0], cancelled_quantity: 5, quantity: 5 }, { item_ref: order.items[1], cancelled_quantity: 1 }] },
      acme.token,
    );
    expect(res.body.data.status).toBe("cancelled");
    expect(await lines(order.orderRef)).toEqual({ status: "cancelled", lines: [5, 1] });
  });

  it.each([
    ["more than remains", (items: string[]) => [{ item_ref: items[0], cancelled_quantity: 6 }], "items[0].cancelled_quantity", "quantity_exceeds_remaining"],
    ["an optimistic check that fails", (items: string[]) => [{ item_ref: items[0], cancelled_quantity: 1, quantity: 4 }], "items[0].quantity", "quantity_mismatch"],
    ["an unknown line", () => [{ item_ref: "itm_unknown", cancelled_quantity: 1 }], "items[0].item_ref", "item_not_found"],
    ["one bad line among good ones", (items: string[]) => [{ item_ref: items[1], cancelled_quantity: 1 }, { item_ref: items[0], cancelled_quantity: 9 }], "items[1].cancelled_quantity", "quantity_exceeds_remaining"],
  ])("refuses %s with HTTP 200 and changes nothing", async (_case, items, path, code) => {
    const order = await createOrder(server, acme.token);
    const res = await server.post("/v1/orders/cancel-items", { order_ref: order.orderRef, items: items(order.items) }, acme.token);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ status: "error", message: "The items cannot be cancelled", data: { order_ref: order.orderRef } });
    expect(res.body.data.errors).toContainEqual(expect.objectContaining({ path, code }));
    expect(await lines(order.orderRef)).toEqual({ status: "received", lines: [0, 0] });
  });

  it.each([
    ["a duplicate item_ref", (items: string[]) => [{ item_ref: items[0], cancelled_quantity: 1 }, { item_ref: items[0], cancelled_quantity: 1 }], "items[1].item_ref", "duplicate_item_ref"],
    ["a zero quantity", (items: string[]) => [{ item_ref: items[0], cancelled_quantity: 0 }], "items[0].cancelled_quantity", "out_of_range"],
    ["a fractional quantity", (items: string[]) => [{ item_ref: items[0], cancelled_quantity: 1.5 }], "items[0].cancelled_quantity", "invalid_type"],
    ["no items", () => [], "items", "too_few_items"],
    ["an unknown field", (items: string[]) => [{ item_ref: items[0], cancelled_quantity: 1, reason: "x" }], "items[0].reason", "unknown_field"],
  ])("refuses %s with 400 and changes nothing", async (_case, items, path, code) => {
    const order = await createOrder(server, acme.token);
    const res = await server.post("/v1/orders/cancel-items", { order_ref: order.orderRef, items: items(order.items) }, acme.token);
    expect(res.status).toBe(400);
    expect(res.body.data.errors).toContainEqual(expect.objectContaining({ path, code }));
    expect(await lines(order.orderRef)).toEqual({ status: "received", lines: [0, 0] });
  });

  it.each(LOCKED)("is refused with HTTP 200 when the order is %s", async (status, steps) => {
    const order = await createOrder(server, acme.token);
    await walk(server, order, steps);
    const res = await server.post("/v1/orders/cancel-items", { order_ref: order.orderRef, items: [{ item_ref: order.items[1], cancelled_quantity: 1 }] }, acme.token);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ status: "error", message: "The items cannot be cancelled", data: { order_ref: order.orderRef, errors: [{ code: "status_forbids_change" }] } });
    expect((await lines(order.orderRef)).status).toBe(status);
  });

  it("answers another account's order exactly like an unknown one", async () => {
    const order = await createOrder(server, acme.token);
    const foreign = await server.post("/v1/orders/cancel-items", { order_ref: order.orderRef, items: [{ item_ref: order.items[0], cancelled_quantity: 1 }] }, other.token);
    const unknown = await server.post("/v1/orders/cancel-items", { order_ref: "ord_missing", items: [{ item_ref: order.items[0], cancelled_quantity: 1 }] }, other.token);
    expect(foreign.status).toBe(200);
    expect(foreign.body.data.errors).toEqual(unknown.body.data.errors);
    expect(foreign.body.message).toBe(unknown.body.message);
    expect(await lines(order.orderRef)).toEqual({ status: "received", lines: [0, 0] });
  });

  it("20 concurrent cancels of 1 on a line of 5: exactly 5 succeed", async () => {
    const order = await createOrder(server, acme.token);
    const replies = await Promise.all(
      Array.from({ length: 20 }, () => server.post("/v1/orders/cancel-items", { order_ref: order.orderRef, items: [{ item_ref: order.items[0], cancelled_quantity: 1 }] }, acme.token)),
    );
    expect(replies.filter((r) => r.body.status === "success")).toHaveLength(5);
    const refused = replies.filter((r) => r.body.status === "error");
    expect(refused).toHaveLength(15);
    for (const r of refused) expect(r.body.data.errors[0].code).toBe("quantity_exceeds_remaining");
    expect(await lines(order.orderRef)).toEqual({ status: "received", lines: [5, 0] });
  });

  it("a shipment racing cancels leaves quantities consistent", async () => {
    const order = await createOrder(server, acme.token);
    const cancels = Array.from({ length: 6 }, () =>
      server.post("/v1/orders/cancel-items", { order_ref: order.orderRef, items: [{ item_ref: order.items[0], cancelled_quantity: 1 }] }, acme.token),
    );
    const operator = (async () => {
      await server.post("/v1/admin/orders/transition", { order_ref: order.orderRef, status: "in_production", ...FORCED }, ADMIN_TOKEN);
      return server.post("/v1/admin/orders/ship", { order_ref: order.orderRef, carrier: "DHL", tracking_number: "R1" }, ADMIN_TOKEN);
    })();
    const [shipped, ...cancelled] = await Promise.all([operator, ...cancels]);
    const got = await server.post("/v1/orders/get", { order_ref: order.orderRef }, acme.token);
    const tee = got.body.data.items[0];
    const succeeded = cancelled.filter((r) => r.body.status === "success").length;
    expect(tee.cancelled_quantity).toBe(succeeded);
    expect(tee.cancelled_quantity + tee.shipped_quantity).toBe(5);
    expect(shipped.body.status).toBe("success");
    expect(got.body.data.status).toBe("shipped");
  });
});
