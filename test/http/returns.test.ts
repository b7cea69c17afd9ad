// returns/receive through real HTTP (docs/operator-guide.md#returns): restocked units back on hand and on to waiting
// orders, disposed ones only recorded, POD lines never restocked, every line's problems in one 400, the order's
// `returns` on every view and return.received for the merchant.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { SKU } from "../../src/fixtures/catalog.js";
import { standardOrder, startSeededServer, type SeededAccount } from "../helpers/fixtures.js";
import { FORCED } from "../helpers/orders.js";
import { ADMIN_TOKEN, type TestServer } from "../helpers/server.js";

let server: TestServer;
let acme: SeededAccount;

const admin = (path: string, body: unknown) => server.post(`/v1/admin/${path}`, body, ADMIN_TOKEN);
const receive = (body: unknown) => admin("returns/receive", body);
const adjust = (delta: number) => admin("stock/adjust", { sku: SKU.notebook, account_id: acme.accountId, delta, reason: "found" });
const notebooks = async () => ((await admin("stock/list", { account_id: acme.accountId })).body.data.items as { sku: string; on_hand: number; committed: number; backordered: number }[]).find((i) => i.sku === SKU.notebook)!;

interface Made {
  order_ref: string;
  items: { item_ref: string; sku: string }[];
}

async function create(items: { sku: string; quantity: number }[]): Promise<Made> {
  const res = await server.post("/v1/orders/create", standardOrder({ items }), acme.token);
  expect(res.body.status, JSON.stringify(res.body)).toBe("success");
  return res.body.data as Made;
}

/** An order of these lines, made and shipped whole. */
async function shipped(items: { sku: string; quantity: number }[]): Promise<Made> {
  const made = await create(items);
  expect((await admin("orders/transition", { order_ref: made.order_ref, status: "in_production", ...FORCED })).body.status).toBe("success");
  const ship = await admin("orders/ship", { order_ref: made.order_ref, carrier: "UPS", tracking_number: `1Z${made.order_ref.slice(-8)}` });
  expect(ship.body.status, JSON.stringify(ship.body)).toBe("success");
  return made;
}

const ref = (made: Made, sku: string) => made.items.find((i) => i.sku === sku)!.item_ref;
const callerView = async (orderRef: string) => (await server.post("/v1/orders/get", { order_ref: orderRef }, acme.token)).body.data as { returns: unknown[]; stock: string; updated_at: string };

let uncounted: Made;

beforeAll(async () => {
  ({ server, acme } = await startSeededServer());
  // Made before the notebook blank counts its units: this order's line is never counted.
  uncounted = await shipped([{ sku: SKU.notebook, quantity: 2 }]);
  expect((await admin("catalog/update", { sku: SKU.notebookBlank, track_stock: true })).body.status).toBe("success");
  expect((await adjust(10)).body.status).toBe("success");
});
afterAll(() => server.close());

describe("returns/receive", () => {
  it("restocks a counted line's units (a return movement), disposes of a POD line's, and shows the return everywhere", async () => {
    const order = await shipped([
      { sku: SKU.logoTee, quantity: 1 },
      { sku: SKU.notebook, quantity: 3 },
    ]);
    const before = await notebooks();
    const res = await receive({
      order_ref: order.order_ref,
      lines: [
        { item_ref: ref(order, SKU.notebook), quantity: 2, disposition: "restock" },
        { item_ref: ref(order, SKU.logoTee), quantity: 1, disposition: "dispose" },
      ],
      note: "parcel refused",
    });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ status: "success", message: "Return received" });
    const expected = {
      return_ref: expect.stringMatching(/^ret_/),
      received_at: expect.any(String),
      note: "parcel refused",
      lines: [
        { item_ref: ref(order, SKU.notebook), quantity: 2, disposition: "restock" },
        { item_ref: ref(order, SKU.logoTee), quantity: 1, disposition: "dispose" },
      ],
    };
    expect(res.body.data).toEqual({ order_ref: order.order_ref, ...expected });
    expect(await notebooks()).toMatchObject({ on_hand: before.on_hand + 2, committed: before.committed });

    const movements = (await admin("stock/movements", { sku: SKU.notebook, account_id: acme.accountId, limit: 100 })).body.data.movements as { reason: string; on_hand_delta: number; order_ref: string; actor: string; note: string }[];
    expect(movements.at(-1)).toMatchObject({ reason: "return", on_hand_delta: 2, committed_delta: 0, order_ref: order.order_ref, actor: "op_admin", note: "parcel refused" });

    // The caller's view, the operator's, and the operator's list.
    const mine = await callerView(order.order_ref);
    expect(mine.returns).toEqual([expected]);
    expect((await admin("orders/get", { order_ref: order.order_ref })).body.data.returns).toEqual([expected]);
    const listed = (await admin("orders/list", { account_id: acme.accountId, limit: 100 })).body.data.orders as { order_ref: string; returns: unknown[] }[];
    expect(listed.find((o) => o.order_ref === order.order_ref)!.returns).toEqual([expected]);
    expect(listed.find((o) => o.order_ref === uncounted.order_ref)!.returns).toEqual([]);
    const theirList = (await server.post("/v1/orders/list", { limit: 100 }, acme.token)).body.data.orders as { order_ref: string; returns: unknown[] }[];
    expect(theirList.find((o) => o.order_ref === order.order_ref)!.returns).toEqual([expected]);

    // The merchant's event: the return, the order's status unchanged.
    const events = (await server.post("/v1/orders/events", { order_ref: order.order_ref }, acme.token)).body.data.events as { type: string; data: Record<string, unknown> }[];
    expect(events.at(-1)).toMatchObject({ type: "return.received", data: { order_ref: order.order_ref, status: "shipped", return: expected } });
    expect(mine).toMatchObject({ updated_at: res.body.data.received_at });

    // A second return takes what is left, no more.
    const rest = await receive({ order_ref: order.order_ref, lines: [{ item_ref: ref(order, SKU.notebook), quantity: 1, disposition: "dispose" }] });
    expect(rest.body.data).toMatchObject({ note: null, lines: [{ quantity: 1, disposition: "dispose" }] });
    expect((await callerView(order.order_ref)).returns).toHaveLength(2);
    const more = await receive({ order_ref: order.order_ref, lines: [{ item_ref: ref(order, SKU.notebook), quantity: 1, disposition: "dispose" }] });
    expect([more.status, more.body.data.errors]).toEqual([400, [expect.objectContaining({ path: "lines[0].quantity", code: "quantity_exceeds_shipped" })]]);
  });

  it("restocked units go to the oldest order waiting for them, in the same change", async () => {
    const order = await shipped([{ sku: SKU.notebook, quantity: 2 }]);
    const { on_hand, committed } = await notebooks();
    const waiting = await create([{ sku: SKU.notebook, quantity: on_hand - committed + 1 }]);
    expect((await callerView(waiting.order_ref)).stock).toBe("backordered");
    expect((await receive({ order_ref: order.order_ref, lines: [{ item_ref: order.items[0]!.item_ref, quantity: 1, disposition: "restock" }] })).body.status).toBe("success");
    expect((await callerView(waiting.order_ref)).stock).toBe("allocated");
    expect(await notebooks()).toMatchObject({ on_hand: on_hand + 1, committed: on_hand + 1, backordered: 0 });
    // What the ledger says is what the item says.
    const movements = (await admin("stock/movements", { sku: SKU.notebook, account_id: acme.accountId, limit: 100 })).body.data.movements as { reason: string; on_hand_delta: number; committed_delta: number; order_ref: string }[];
    expect(movements.slice(-2).map((m) => [m.reason, m.on_hand_delta, m.committed_delta, m.order_ref])).toEqual([
      ["return", 1, 0, order.order_ref],
      ["allocation", 0, 1, waiting.order_ref],
    ]);
  });

  it("records a restocked line that was never counted without changing stock", async () => {
    const before = await notebooks();
    const res = await receive({ order_ref: uncounted.order_ref, lines: [{ item_ref: uncounted.items[0]!.item_ref, quantity: 2, disposition: "restock" }] });
    expect(res.body).toMatchObject({ status: "success", data: { lines: [{ quantity: 2, disposition: "restock" }] } });
    expect(await notebooks()).toEqual(before);
  });

  it("lists every line's problem in one 400 and writes nothing", async () => {
    await adjust(5);
    const order = await shipped([
      { sku: SKU.logoTee, quantity: 1 },
      { sku: SKU.notebook, quantity: 1 },
    ]);
    const before = await notebooks();
    const res = await receive({
      order_ref: order.order_ref,
      lines: [
        { item_ref: ref(order, SKU.notebook), quantity: 2, disposition: "restock" },
        { item_ref: ref(order, SKU.logoTee), quantity: 1, disposition: "restock" },
        { item_ref: "itm_nope", quantity: 1, disposition: "dispose" },
        { item_ref: ref(order, SKU.notebook), quantity: 1, disposition: "dispose" },
      ],
    });
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ status: "error", message: "The return was not recorded" });
    expect(res.body.data.errors.map((e: { path: string; code: string }) => [e.path, e.code])).toEqual([
      ["lines[0].quantity", "quantity_exceeds_shipped"],
      ["lines[1].disposition", "not_restockable"],
      ["lines[2].item_ref", "item_not_found"],
      ["lines[3].item_ref", "duplicate_item_ref"],
    ]);
    expect((await callerView(order.order_ref)).returns).toEqual([]);
    expect(await notebooks()).toEqual(before);
  });

  it("refuses units of a line that has not shipped", async () => {
    const order = await create([{ sku: SKU.notebook, quantity: 1 }]);
    const res = await receive({ order_ref: order.order_ref, lines: [{ item_ref: order.items[0]!.item_ref, quantity: 1, disposition: "dispose" }] });
    expect([res.status, res.body.data.errors]).toEqual([400, [expect.objectContaining({ path: "lines[0].quantity", code: "quantity_exceeds_shipped" })]]);
  });

  it("answers 404 order_not_found for an unknown order", async () => {
    const res = await receive({ order_ref: "ord_nope", lines: [{ item_ref: "itm_nope", quantity: 1, disposition: "dispose" }] });
    expect(res.status).toBe(404);
    expect(res.body).toMatchObject({ status: "error", data: { errors: [{ path: "order_ref", code: "order_not_found" }] } });
  });

  it.each([
    ["an unknown disposition", { lines: [{ item_ref: "itm_x", quantity: 1, disposition: "keep" }] }, "lines[0].disposition", "invalid_value"],
    ["a quantity of 0", { lines: [{ item_ref: "itm_x", quantity: 0, disposition: "dispose" }] }, "lines[0].quantity", "out_of_range"],
    ["a quantity that is not an integer", { lines: [{ item_ref: "itm_x", quantity: 1.5, disposition: "dispose" }] }, "lines[0].quantity", "invalid_type"],
    ["no lines", { lines: [] }, "lines", "too_few_items"],
    ["a missing disposition", { lines: [{ item_ref: "itm_x", quantity: 1 }] }, "lines[0].disposition", "required"],
    ["an unknown field", { lines: [{ item_ref: "itm_x", quantity: 1, disposition: "dispose" }], reason: "x" }, "reason", "unknown_field"],
    ["an empty note", { lines: [{ item_ref: "itm_x", quantity: 1, disposition: "dispose" }], note: "" }, "note", "required"],
  ])("refuses %s", async (_what, body, path, code) => {
    const res = await receive({ order_ref: "ord_x", ...body });
    expect(res.status).toBe(400);
    expect(res.body.data.errors).toEqual([expect.objectContaining({ path, code })]);
  });

  it("refuses malformed JSON, and is the operator's: no token 401, an account token 403", async () => {
    const malformed = await server.request("/v1/admin/returns/receive", { method: "POST", headers: { "content-type": "application/json", authorization: `Bearer ${ADMIN_TOKEN}` }, body: "{" });
    expect([malformed.status, malformed.body.data.errors[0].code]).toEqual([400, "malformed_json"]);
    const body = { order_ref: uncounted.order_ref, lines: [{ item_ref: uncounted.items[0]!.item_ref, quantity: 1, disposition: "dispose" }] };
    expect((await server.post("/v1/admin/returns/receive", body)).status).toBe(401);
    expect((await server.post("/v1/admin/returns/receive", body, acme.token)).status).toBe(403);
  });
});
