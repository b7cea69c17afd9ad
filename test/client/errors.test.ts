// Failures through @pod-orders/client: PodOrdersError for 4xx with errors[] paths and the request id, typed business refusals.
import { createServer, type Server } from "node:http";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { PodOrdersClient, PodOrdersError, type OrdersCreateBody, type Refusal } from "@pod-orders/client";
import { standardOrder } from "../helpers/fixtures.js";
import { startClientRig, type ClientRig } from "./support.js";

let rig: ClientRig;

beforeAll(async () => {
  rig = await startClientRig();
});
afterAll(async () => {
  await rig.close();
});

/** The PodOrdersError `call` throws (failing the test if it does not throw one). */
async function thrown(call: () => Promise<unknown>): Promise<PodOrdersError> {
  try {
    await call();
  } catch (error) {
    if (error instanceof PodOrdersError) return error;
    throw error;
  }
  throw new Error("the call succeeded; a PodOrdersError was expected");
}

async function createOrder(quantity = 2) {
  const created = await rig.caller.orders.create(standardOrder({ items: [{ sku: "MY-TEE", quantity }] }));
  return { orderRef: created.order_ref, itemRef: created.items[0]!.item_ref };
}

describe("PodOrdersError", () => {
  it("a 400 carries every error with its path and code, and the request id the client sent", async () => {
    const body: OrdersCreateBody = standardOrder({ shipping_country: "XX", items: [{ sku: "MY-TEE", quantity: 1 }, { sku: "NO-SUCH-SKU", quantity: 1 }] });
    const error = await thrown(() => rig.caller.orders.create(body, { requestId: "client-test-400" }));
    expect(error).toBeInstanceOf(Error);
    expect(error.name).toBe("PodOrdersError");
    expect(error.status).toBe(400);
    expect(error.requestId).toBe("client-test-400");
    expect(error.errors.map((e) => [e.path, e.code])).toEqual(expect.arrayContaining([["shipping_country", "invalid_country"], ["items[1].sku", "unknown_sku"]]));
    expect(error.code).toBe(error.errors[0]!.code);
    expect(error.message).toContain("shipping_country: invalid_country");
  });

  it("a misspelt field is refused (unknown_field), never dropped", async () => {
    const body = { ...standardOrder(), gift: true } as unknown as OrdersCreateBody;
    expect(await thrown(() => rig.caller.orders.create(body))).toMatchObject({ status: 400, code: "unknown_field", errors: [expect.objectContaining({ path: "gift" })] });
  });

  it("the request id is the server's X-Request-Id when the caller sends none", async () => {
    const error = await thrown(() => rig.caller.orders.get({ order_ref: "ord_unknown" }));
    expect(error).toMatchObject({ status: 404, code: "order_not_found" });
    expect(error.requestId).toMatch(/^[0-9a-f-]{36}$/);
    const logged = await fetch(`${rig.server.url}/v1/orders/get`, {
      method: "POST",
      headers: { "content-type": "application/json", authorization: `Bearer ${rig.acme.token}`, "x-request-id": error.requestId! },
      body: JSON.stringify({ order_ref: "ord_unknown" }),
    });
    expect(logged.headers.get("x-request-id")).toBe(error.requestId);
  });

  it("401 for an unknown token, 403 for an account token on the operator API", async () => {
    const stranger = rig.client("pod_live_not-a-real-token-at-all-000000");
    expect(await thrown(() => stranger.orders.list({}))).toMatchObject({ status: 401, code: "unauthorized" });
    expect(await thrown(() => rig.caller.admin.accounts.list({}))).toMatchObject({ status: 403, code: "forbidden" });
  });

  it("409 for the same external_ref with another body names the existing order in data", async () => {
    const body = standardOrder();
    const first = await rig.caller.orders.create(body);
    const error = await thrown(() => rig.caller.orders.create({ ...body, shipping_city: "Elsewhere" }));
    expect(error).toMatchObject({ status: 409, code: "external_ref_conflict", data: { order_ref: first.order_ref } });
    expect(error.errors).toEqual([expect.objectContaining({ path: "external_ref", code: "external_ref_conflict" })]);
  });
});

describe("business refusals are results, never successes", () => {
  it("cancelling more than remains: { ok: false } with the code, the order and the field's path", async () => {
    const { orderRef, itemRef } = await createOrder(2);
    const result = await rig.caller.orders.cancelItems({ order_ref: orderRef, items: [{ item_ref: itemRef, cancelled_quantity: 3 }] });
    expect(result.ok).toBe(false);
    // The compiler makes the caller look at `ok` first: data exists only on a success.
    // @ts-expect-error -- data is not there until result.ok is checked
    expect(result.data).toBeUndefined();
    if (result.ok) throw new Error("a refusal was taken for a success");
    const refusal: Refusal = result;
    expect(refusal).toMatchObject({ code: "quantity_exceeds_remaining", orderRef, requestId: expect.any(String) });
    expect(refusal.errors.map((e) => [e.path, e.code])).toEqual([["items[0].cancelled_quantity", "quantity_exceeds_remaining"]]);
    expect((await rig.caller.orders.get({ order_ref: orderRef })).items[0]!.cancelled_quantity).toBe(0);
  });

  it("update-shipping of an unknown order, and of an order in production, are refusals", async () => {
    const address = { shipping_name: "A", shipping_address_1: "1 St", shipping_city: "Paris", shipping_zip: "75001", shipping_state: "IDF", shipping_country: "FR" };
    const unknown = await rig.caller.orders.updateShipping({ order_ref: "ord_unknown", ...address });
    expect(unknown).toMatchObject({ ok: false, code: "order_not_found", orderRef: "ord_unknown" });

    const { orderRef } = await createOrder();
    const released = await rig.operator.admin.orders.transition({ order_ref: orderRef, status: "in_production", force: true, reason: "client test" });
    expect(released).toMatchObject({ ok: true, data: { order_ref: orderRef, status: "in_production" } });
    const late = await rig.caller.orders.updateShipping({ order_ref: orderRef, ...address });
    expect(late).toMatchObject({ ok: false, code: "status_forbids_change", orderRef });
  });

  it("an operator refusal (a transition the status table forbids) is a result too", async () => {
    const { orderRef } = await createOrder();
    const result = await rig.operator.admin.orders.transition({ order_ref: orderRef, status: "received" });
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.code).toBe("invalid_transition");
  });
});

describe("answers that are not the service's", () => {
  let stub: Server;
  let stubUrl: string;
  let answer: { type: string; body: string };
  beforeAll(async () => {
    stub = createServer((_req, res) => res.writeHead(200, { "content-type": answer.type }).end(answer.body));
    await new Promise<void>((done) => stub.listen(0, "127.0.0.1", done));
    const address = stub.address();
    stubUrl = `http://127.0.0.1:${typeof address === "object" && address ? address.port : 0}`;
  });
  afterAll(async () => {
    await new Promise((done) => stub.close(done));
  });

  it("HTTP 200 with status error on an operation without refusals is thrown, not returned as data", async () => {
    answer = { type: "application/json", body: JSON.stringify({ status: "error", message: "no", data: { errors: [{ path: "", code: "internal_error", message: "no" }] } }) };
    const client = new PodOrdersClient({ baseUrl: stubUrl, token: "t" });
    expect(await thrown(() => client.orders.get({ order_ref: "x" }))).toMatchObject({ status: 200, code: "internal_error" });
  });

  it("a body that is not the JSON envelope (a proxy's HTML page) is invalid_response", async () => {
    answer = { type: "text/html", body: "<html>gateway</html>" };
    const client = new PodOrdersClient({ baseUrl: stubUrl, token: "t" });
    expect(await thrown(() => client.orders.list({}))).toMatchObject({ status: 200, code: "invalid_response" });
  });
});
