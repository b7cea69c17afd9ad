// The print-files gate through real HTTP: production is refused while a file is pending or failed, force overrides it.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { printFileOrder, type SeededAccount, standardOrder, startSeededServer } from "../helpers/fixtures.js";
import { createOrder, walk } from "../helpers/orders.js";
import { ADMIN_TOKEN, type TestServer } from "../helpers/server.js";
import { eventsOf, failed, ready, settleFiles } from "./production-support.js";

let server: TestServer;
let acme: SeededAccount;
const transition = (body: unknown, token = ADMIN_TOKEN) => server.post("/v1/admin/orders/transition", body, token);
const statusOf = async (orderRef: string) => (await server.post("/v1/admin/orders/get", { order_ref: orderRef }, ADMIN_TOKEN)).body.data.status;

beforeAll(async () => ({ server, acme } = await startSeededServer()));
afterAll(() => server.close());

/** A print-file order of two lines (front and back on line 0, front on line 1); returns its refs. */
async function twoLineOrder() {
  const body = printFileOrder();
  const items = [body.items[0]!, { sku: "TEE-BLK", quantity: 1, print_areas: { front: { print_file: "https://shop.example.com/files/second.png" } } }];
  const res = await server.post("/v1/orders/create", { ...body, items }, acme.token);
  expect(res.status).toBe(200);
  return { orderRef: res.body.data.order_ref as string, items: res.body.data.items.map((i: { item_ref: string }) => i.item_ref) as string[] };
}

describe("orders/transition to in_production: the files gate", () => {
  it("refuses while files are pending, naming each line and area, and changes nothing", async () => {
    const order = await twoLineOrder();
    const res = await transition({ order_ref: order.orderRef, status: "in_production" });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      status: "error",
      message: "The order status was not changed",
      data: {
        order_ref: order.orderRef,
        errors: [
          { path: "items[0].print_files.back", code: "files_not_ready", message: expect.stringContaining("still being fetched") },
          { path: "items[0].print_files.front", code: "files_not_ready", message: expect.any(String) },
          { path: "items[1].print_files.front", code: "files_not_ready", message: expect.any(String) },
        ],
      },
    });
    expect(await statusOf(order.orderRef)).toBe("received");
    expect((await eventsOf(server, order.orderRef)).map((e) => e.type)).toEqual([]);
  });

  it("names only the files not ready, failed ones with their reason", async () => {
    const order = await twoLineOrder();
    await settleFiles(server, order.orderRef, order.items[0]!, [ready("front"), failed("back")]);
    await settleFiles(server, order.orderRef, order.items[1]!, [ready("front")]);
    const res = await transition({ order_ref: order.orderRef, status: "in_production" });
    expect(res.body.data.errors).toEqual([{ path: "items[0].print_files.back", code: "files_not_ready", message: "the print file failed: the host answered 404" }]);
    expect(await statusOf(order.orderRef)).toBe("received");
  });

  it("gates on_hold → in_production too", async () => {
    const order = await createOrder(server, acme.token);
    await walk(server, order, ["on_hold"]);
    const res = await transition({ order_ref: order.orderRef, status: "in_production" });
    expect(res.body).toMatchObject({ status: "error", data: { order_ref: order.orderRef, errors: [{ path: "items[0].print_files.front", code: "files_not_ready" }] } });
    expect(await statusOf(order.orderRef)).toBe("on_hold");
  });

  it("lets an order through once every file is ready; the event is not marked forced", async () => {
    const order = await twoLineOrder();
    await settleFiles(server, order.orderRef, order.items[0]!, [ready("front"), ready("back")]);
    await settleFiles(server, order.orderRef, order.items[1]!, [ready("front")]);
    const res = await transition({ order_ref: order.orderRef, status: "in_production" });
    expect(res.body).toEqual({ status: "success", message: "Order status changed successfully", data: { order_ref: order.orderRef, status: "in_production" } });
    const changed = (await eventsOf(server, order.orderRef)).find((e) => e.type === "order.status_changed")!;
    expect(changed.data).toEqual({ order_ref: order.orderRef, external_ref: expect.any(String), store_id: expect.any(String), status: "in_production", previous_status: "received", reason: null });
  });

  it("lets an order whose lines need no files through", async () => {
    const res = await server.post("/v1/orders/create", standardOrder({ items: [{ sku: "MY-BOOK", quantity: 1 }] }), acme.token);
    expect(res.body.status).toBe("success");
    expect((await transition({ order_ref: res.body.data.order_ref, status: "in_production" })).body.status).toBe("success");
  });

  it("force with a reason overrides the gate; the event records forced and the reason", async () => {
    const order = await twoLineOrder();
    const res = await transition({ order_ref: order.orderRef, status: "in_production", force: true, reason: "customer approved the soft print" });
    expect(res.body).toMatchObject({ status: "success", data: { status: "in_production" } });
    const got = await server.post("/v1/admin/orders/get", { order_ref: order.orderRef }, ADMIN_TOKEN);
    expect(got.body.data).toMatchObject({ status: "in_production", status_reason: "customer approved the soft print" });
    const changed = (await eventsOf(server, order.orderRef)).filter((e) => e.type === "order.status_changed");
    expect(changed.map((e) => e.data)).toEqual([
      expect.objectContaining({ status: "in_production", previous_status: "received", forced: true, reason: "customer approved the soft print" }),
    ]);
  });

  it("force needs a reason (400 required), and never overrides the status table", async () => {
    const order = await createOrder(server, acme.token);
    const missing = await transition({ order_ref: order.orderRef, status: "in_production", force: true });
    expect(missing.status).toBe(400);
    expect(missing.body).toMatchObject({ status: "error", data: { errors: [{ path: "reason", code: "required" }] } });
    expect(await statusOf(order.orderRef)).toBe("received");
    await walk(server, order, ["in_production", "ship"]);
    const res = await transition({ order_ref: order.orderRef, status: "in_production", force: true, reason: "again" });
    expect(res.body).toMatchObject({ status: "error", data: { order_ref: order.orderRef, errors: [{ path: "status", code: "invalid_transition" }] } });
  });

  it("force: false is the gate as usual", async () => {
    const order = await createOrder(server, acme.token);
    const res = await transition({ order_ref: order.orderRef, status: "in_production", force: false, reason: "x" });
    expect(res.body.data.errors[0].code).toBe("files_not_ready");
  });

  it("refuses no token (401), an account token (403), unknown fields and wrong types (400)", async () => {
    const order = await createOrder(server, acme.token);
    const body = { order_ref: order.orderRef, status: "in_production", force: true, reason: "r" };
    expect((await transition(body, "")).status).toBe(401);
    const forbidden = await transition(body, acme.token);
    expect(forbidden.status).toBe(403);
    expect(forbidden.body.data.errors[0].code).toBe("forbidden");
    const unknown = await transition({ ...body, forcefully: true });
    expect(unknown.status).toBe(400);
    expect(unknown.body.data.errors).toEqual([expect.objectContaining({ path: "forcefully", code: "unknown_field" })]);
    const wrong = await transition({ ...body, force: "yes" });
    expect(wrong.status).toBe(400);
    expect(wrong.body.data.errors).toEqual([expect.objectContaining({ path: "force", code: "invalid_type" })]);
    expect(await statusOf(order.orderRef)).toBe("received");
  });
});
