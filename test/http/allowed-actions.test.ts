// allowed_actions agrees with the operations: over every status and every state of the print files, each operation
// is called and succeeds exactly when the order's allowed_actions said it would.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { printFileOrder, type SeededAccount, startSeededServer } from "../helpers/fixtures.js";
import { type CreatedOrder, walk } from "../helpers/orders.js";
import { ADMIN_TOKEN, type TestServer } from "../helpers/server.js";
import { failed, ready, settleFiles } from "./production-support.js";

let server: TestServer;
let acme: SeededAccount;

beforeAll(async () => ({ server, acme } = await startSeededServer()));
afterAll(() => server.close());

const STATUSES = ["received", "on_hold", "in_production", "partially_shipped", "shipped", "cancelled"] as const;
const STEPS: Record<(typeof STATUSES)[number], string[]> = {
  received: [],
  on_hold: ["on_hold"],
  in_production: ["in_production"],
  partially_shipped: ["in_production", "ship-part"],
  shipped: ["in_production", "ship"],
  cancelled: ["cancelled"],
};
const FILES = ["pending", "failed", "ready"] as const;
type Scenario = { status: (typeof STATUSES)[number]; files: (typeof FILES)[number] };

const ADDRESS = {
  shipping_name: "Grace Hopper",
  shipping_phone: "+1 555 0100",
  shipping_address_1: "2 Navy Yard",
  shipping_city: "Arlington",
  shipping_zip: "22202",
  shipping_state: "VA",
  shipping_country: "US",
};

/** A print-file order of one line (3 × TEE-BLK, front and back), its files in `files`, walked to `status`. */
async function orderIn(scenario: Scenario): Promise<CreatedOrder> {
  const body = printFileOrder();
  const res = await server.post("/v1/orders/create", body, acme.token);
  const order = { orderRef: res.body.data.order_ref, externalRef: body.external_ref, items: res.body.data.items.map((i: { item_ref: string }) => i.item_ref) };
  if (scenario.files === "ready") await settleFiles(server, order.orderRef, order.items[0], [ready("front"), ready("back")]);
  if (scenario.files === "failed") await settleFiles(server, order.orderRef, order.items[0], [ready("front"), failed("back")]);
  await walk(server, order, STEPS[scenario.status]);
  return order;
}

async function views(order: CreatedOrder) {
  const operator = (await server.post("/v1/admin/orders/get", { order_ref: order.orderRef }, ADMIN_TOKEN)).body.data;
  const caller = (await server.post("/v1/orders/get", { order_ref: order.orderRef }, acme.token)).body.data;
  return { operator, caller };
}

type Operation = { name: string; allowed: (actions: any) => boolean; call: (order: CreatedOrder) => Promise<{ body: any }> }; // eslint-disable-line @typescript-eslint/no-explicit-any

const OPERATIONS: Operation[] = [
  {
    name: "update_shipping",
    allowed: (a) => a.update_shipping,
    call: (o) => server.post("/v1/orders/update-shipping", { order_ref: o.orderRef, ...ADDRESS }, acme.token),
  },
  {
    name: "cancel_items",
    allowed: (a) => a.cancel_items,
    call: (o) => server.post("/v1/orders/cancel-items", { order_ref: o.orderRef, items: [{ item_ref: o.items[0], cancelled_quantity: 1 }] }, acme.token),
  },
  ...STATUSES.map((to) => ({
    name: `transition → ${to}`,
    allowed: (a: { transitions: string[] }) => a.transitions.includes(to),
    call: (o: CreatedOrder) => server.post("/v1/admin/orders/transition", { order_ref: o.orderRef, status: to }, ADMIN_TOKEN),
  })),
  {
    name: "ship",
    allowed: (a) => a.ship,
    call: (o) => server.post("/v1/admin/orders/ship", { order_ref: o.orderRef, carrier: "UPS", tracking_number: "1ZAGREE" }, ADMIN_TOKEN),
  },
  {
    name: "reship",
    allowed: (a) => a.reship,
    call: (o) => server.post("/v1/admin/orders/ship", { order_ref: o.orderRef, carrier: "UPS", tracking_number: "1ZAGAIN", reshipment: true }, ADMIN_TOKEN),
  },
];

const SCENARIOS: Scenario[] = STATUSES.flatMap((status) => FILES.map((files) => ({ status, files })));

describe("allowed_actions agrees with every operation", () => {
  it.each(SCENARIOS)("status $status, files $files", async (scenario) => {
    const base = await orderIn(scenario);
    const { operator, caller } = await views(base);
    expect(operator.status).toBe(scenario.status);
    const actions = operator.allowed_actions;
    expect(caller.allowed_actions).toEqual({ update_shipping: actions.update_shipping, cancel_items: actions.cancel_items });
    for (const operation of OPERATIONS) {
      const expected = operation.allowed(actions);
      // A refusal changes nothing, so refusals run on the same order; each success gets a fresh one.
      const order = expected ? await orderIn(scenario) : base;
      const res = await operation.call(order);
      expect(res.body.status, `${operation.name}: ${JSON.stringify(res.body)}`).toBe(expected ? "success" : "error");
    }
    expect((await views(base)).operator.allowed_actions).toEqual(actions);
  });
});

describe("what allowed_actions says in each status", () => {
  it.each([
    [{ status: "received", files: "pending" }, { update_shipping: true, cancel_items: true, transitions: ["on_hold", "cancelled"], ship: false, reship: false }],
    [{ status: "received", files: "failed" }, { update_shipping: true, cancel_items: true, transitions: ["on_hold", "cancelled"], ship: false, reship: false }],
    [{ status: "received", files: "ready" }, { update_shipping: true, cancel_items: true, transitions: ["on_hold", "in_production", "cancelled"], ship: false, reship: false }],
    [{ status: "on_hold", files: "ready" }, { update_shipping: true, cancel_items: true, transitions: ["received", "in_production", "cancelled"], ship: false, reship: false }],
    [{ status: "in_production", files: "pending" }, { update_shipping: false, cancel_items: false, transitions: [], ship: true, reship: false }],
    [{ status: "partially_shipped", files: "ready" }, { update_shipping: false, cancel_items: false, transitions: [], ship: true, reship: true }],
    [{ status: "shipped", files: "ready" }, { update_shipping: false, cancel_items: false, transitions: [], ship: false, reship: true }],
    [{ status: "cancelled", files: "ready" }, { update_shipping: false, cancel_items: false, transitions: [], ship: false, reship: false }],
  ] as const)("%j", async (scenario, expected) => {
    const { operator, caller } = await views(await orderIn(scenario));
    expect(operator.allowed_actions).toEqual(expected);
    expect(caller.allowed_actions).toEqual({ update_shipping: expected.update_shipping, cancel_items: expected.cancel_items });
  });

  it("is in every view: caller and operator list too", async () => {
    const order = await orderIn({ status: "received", files: "ready" });
    const listed = (await server.post("/v1/orders/list", { limit: 100 }, acme.token)).body.data.orders.find((o: { order_ref: string }) => o.order_ref === order.orderRef);
    expect(listed.allowed_actions).toEqual({ update_shipping: true, cancel_items: true });
    const adminListed = (await server.post("/v1/admin/orders/list", { account_id: acme.accountId, limit: 100 }, ADMIN_TOKEN)).body.data.orders.find(
      (o: { order_ref: string }) => o.order_ref === order.orderRef,
    );
    expect(adminListed.allowed_actions).toMatchObject({ update_shipping: true, cancel_items: true, transitions: ["on_hold", "in_production", "cancelled"], ship: false });
  });

  it("is described in the OpenAPI document", async () => {
    const callerDocument = (await server.request("/docs/openapi.json", { method: "GET" })).body;
    const operatorDocument = (await server.request("/docs/operator/openapi.json", { method: "GET" })).body;
    const openapi = { paths: { ...callerDocument.paths, ...operatorDocument.paths } };
    const data = (path: string) => openapi.paths[path].post.responses["200"].content["application/json"].schema.properties.data;
    expect(Object.keys(data("/v1/orders/get").properties.allowed_actions.properties)).toEqual(["update_shipping", "cancel_items"]);
    const operator = data("/v1/admin/orders/get").properties.allowed_actions.properties;
    expect(Object.keys(operator)).toEqual(["update_shipping", "cancel_items", "transitions", "ship", "reship"]);
    expect(operator.transitions.items.enum).toContain("in_production");
    const transition = openapi.paths["/v1/admin/orders/transition"].post.requestBody.content["application/json"].schema;
    expect(transition.properties.force.type).toBe("boolean");
  });
});
