// Update shipping through real HTTP: the spec's success echo, the same address rules as create, refusals as HTTP 200.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type SeededAccount, startSeededServer } from "../helpers/fixtures.js";
import { createOrder, LOCKED, walk } from "../helpers/orders.js";
import { type TestServer } from "../helpers/server.js";

let server: TestServer;
let acme: SeededAccount;
let other: SeededAccount;

const ADDRESS = {
  shipping_name: "Grace Hopper",
  shipping_phone: "+1 202 555 0100",
  shipping_address_1: "2 Compiler Ct",
  shipping_address_2: "Floor 3",
  shipping_city: "Arlington",
  shipping_zip: "22201",
  shipping_state: "Virginia",
  shipping_country: "us",
};

beforeAll(async () => ({ server, acme, other } = await startSeededServer()));
afterAll(() => server.close());

describe("update-shipping", () => {
  it("stores the new address and echoes every shipping field, then the order's money, dates and warnings", async () => {
    const order = await createOrder(server, acme.token);
    const res = await server.post("/v1/orders/update-shipping", { order_ref: order.orderRef, ...ADDRESS }, acme.token);
    expect(res.status).toBe(200);
    const got = await server.post("/v1/orders/get", { order_ref: order.orderRef }, acme.token);
    const { shipping_method, costs, ship_by, deliver_from, deliver_to, warnings } = got.body.data;
    expect(res.body).toEqual({
      status: "success",
      message: "Shipping address updated successfully",
      data: { order_ref: order.orderRef, ...ADDRESS, shipping_state: "VA", shipping_country: "US", shipping_method, costs, ship_by, deliver_from, deliver_to, warnings },
    });
    expect(got.body.data).toMatchObject({ ...ADDRESS, shipping_state: "VA", shipping_country: "US" });
  });

  it("keeps the stored phone when none is sent and clears address_2 when absent", async () => {
    const order = await createOrder(server, acme.token);
    const { shipping_phone: _phone, shipping_address_2: _line2, ...rest } = ADDRESS;
    const res = await server.post("/v1/orders/update-shipping", { order_ref: order.orderRef, ...rest }, acme.token);
    expect(res.body.data.shipping_phone).toBe("+1 (555) 010-0000");
    expect(res.body.data.shipping_address_2).toBeNull();
  });

  it("works while on hold", async () => {
    const order = await createOrder(server, acme.token);
    await walk(server, order, ["on_hold"]);
    const res = await server.post("/v1/orders/update-shipping", { order_ref: order.orderRef, ...ADDRESS }, acme.token);
    expect(res.body.status).toBe("success");
  });

  it.each(LOCKED)("is refused with HTTP 200 when the order is %s", async (status, steps) => {
    const order = await createOrder(server, acme.token);
    await walk(server, order, steps);
    const res = await server.post("/v1/orders/update-shipping", { order_ref: order.orderRef, ...ADDRESS }, acme.token);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      status: "error",
      message: "The shipping address was not updated",
      data: { order_ref: order.orderRef, errors: [{ code: "status_forbids_change", path: "order_ref" }] },
    });
    const got = await server.post("/v1/orders/get", { order_ref: order.orderRef }, acme.token);
    expect(got.body.data.status).toBe(status);
    expect(got.body.data.shipping_name).toBe("Ada Lovelace");
  });

  it("answers another account's order exactly like an unknown one", async () => {
    const order = await createOrder(server, acme.token);
    const foreign = await server.post("/v1/orders/update-shipping", { order_ref: order.orderRef, ...ADDRESS }, other.token);
    const unknown = await server.post("/v1/orders/update-shipping", { order_ref: order.orderRef, ...ADDRESS }, other.token);
    expect(foreign.status).toBe(200);
    expect(foreign.body).toMatchObject({ status: "error", data: { order_ref: order.orderRef, errors: [{ code: "order_not_found" }] } });
    const missing = await server.post("/v1/orders/update-shipping", { order_ref: "ord_missing", ...ADDRESS }, acme.token);
    expect({ ...missing.body, data: { ...missing.body.data, order_ref: order.orderRef } }).toEqual(unknown.body);
    const got = await server.post("/v1/orders/get", { order_ref: order.orderRef }, acme.token);
    expect(got.body.data.shipping_name).toBe("Ada Lovelace");
  });

  it.each([
    ["a bad country", { shipping_country: "XX" }, "shipping_country", "invalid_country"],
    ["a bad state", { shipping_state: "Narnia" }, "shipping_state", "invalid_state"],
    ["a bad phone", { shipping_phone: "call me" }, "shipping_phone", "invalid_phone"],
    ["a missing city", { shipping_city: undefined }, "shipping_city", "required"],
    ["an unknown field", { shipping_adress_1: "typo" }, "shipping_adress_1", "unknown_field"],
    ["a missing order_ref", { order_ref: undefined }, "order_ref", "required"],
  ])("refuses %s with 400", async (_case, change, path, code) => {
    const order = await createOrder(server, acme.token);
    const res = await server.post("/v1/orders/update-shipping", { order_ref: order.orderRef, ...ADDRESS, ...change }, acme.token);
    expect(res.status).toBe(400);
    expect(res.body.data.errors).toContainEqual(expect.objectContaining({ path, code }));
  });

  it("needs an account token", async () => {
    expect((await server.post("/v1/orders/update-shipping", { order_ref: "x", ...ADDRESS })).status).toBe(401);
  });
});
