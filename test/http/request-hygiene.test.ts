// Request hygiene through real HTTP (docs/caller-guide.md#basics): an order as orders/get shows it, nulls and all, is accepted back
// by orders/create; null keeps meaning "none" where a schema admits it.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { CreateOrderBody, OrderItemInput } from "../../src/schemas/orders.js";
import { customTextOrder, standardOrder, startSeededServer, uniqueRef, type SeededAccount } from "../helpers/fixtures.js";
import { ADMIN_TOKEN, type TestServer } from "../helpers/server.js";

let server: TestServer;
let acme: SeededAccount;

beforeAll(async () => {
  ({ server, acme } = await startSeededServer());
});
afterAll(() => server?.close());

type Json = Record<string, unknown>;

/** The fields of `view` that `keys` names, as they are: what a caller copying a read order into a create sends. */
function pick(view: Json, keys: readonly string[]): Json {
  return Object.fromEntries(keys.filter((key) => Object.hasOwn(view, key)).map((key) => [key, view[key]]));
}

/** A create body made of the read order's own fields (create's keys only), with a new external_ref. */
function sentBack(order: Json): Json {
  const body = pick(order, Object.keys(CreateOrderBody.properties));
  body.items = (order.items as Json[]).map((item) => pick(item, Object.keys(OrderItemInput.properties)));
  body.external_ref = uniqueRef("back");
  return body;
}

describe("a read order sent back to orders/create", () => {
  it.each([
    ["a standard order with every optional field unset", () => standardOrder()],
    ["a custom-text order with a note and a packing slip", () => customTextOrder({ order_note: "gift", packing_slip: { branding_message: "Thanks!" } })],
  ])("%s is accepted, nulls and all, and makes the same order", async (_name, make) => {
    const created = await server.post("/v1/orders/create", make(), acme.token);
    expect(created.status, JSON.stringify(created.body)).toBe(200);
    const read = await server.post("/v1/orders/get", { order_ref: created.body.data.order_ref }, acme.token);
    const original = read.body.data as Json;
    const body = sentBack(original);
    // The point of the test: the view carries nulls for what is not set, and they go back as they are.
    expect(Object.values(body).filter((value) => value === null).length).toBeGreaterThan(0);
    expect((body.items as Json[]).some((item) => Object.values(item).includes(null))).toBe(true);

    const again = await server.post("/v1/orders/create", body, acme.token);
    expect(again.status, JSON.stringify(again.body)).toBe(200);
    const copy = (await server.post("/v1/orders/get", { order_ref: again.body.data.order_ref }, acme.token)).body.data as Json;
    // The same order but for what makes it another one.
    const differs = new Set(["order_ref", "external_ref", "received_at", "editable_until", "updated_at", "ship_by", "deliver_from", "deliver_to", "sequence"]);
    for (const key of Object.keys(original).filter((k) => !differs.has(k) && k !== "items")) expect([key, copy[key]]).toEqual([key, original[key]]);
    const lineFields = (items: Json[]) => items.map(({ item_ref: _ref, print_files: _files, ...rest }) => rest);
    expect(lineFields(copy.items as Json[])).toEqual(lineFields(original.items as Json[]));

    // The repeat of that create, nulls left out this time, is the same request: replayed, not a conflict.
    const withoutNulls = JSON.parse(JSON.stringify(body, (_key, value: unknown) => (value === null ? undefined : value))) as Json;
    const replay = await server.post("/v1/orders/create", withoutNulls, acme.token);
    expect(replay.status).toBe(200);
    expect(replay.headers.get("idempotent-replayed")).toBe("true");
    expect(replay.body.data.order_ref).toBe(again.body.data.order_ref);
  });
});

describe("the schema's problems and the rules' in one 400, on every operation that has rules of its own", () => {
  const problems = (body: { data: { errors: { path: string; code: string }[] } }) => body.data.errors.map(({ path, code }) => `${path} ${code}`).sort();

  it("orders/update-shipping: a wrong type and a country that does not exist; the address is unchanged", async () => {
    const created = await server.post("/v1/orders/create", standardOrder(), acme.token);
    const orderRef: string = created.body.data.order_ref;
    const before = (await server.post("/v1/orders/get", { order_ref: orderRef }, acme.token)).body.data;
    const address = { shipping_name: 5, shipping_phone: "+1 555 0100", shipping_address_1: "1 Main St", shipping_city: "Albany", shipping_zip: "12207", shipping_state: "NY", shipping_country: "XX" };
    const res = await server.post("/v1/orders/update-shipping", { order_ref: orderRef, ...address }, acme.token);
    expect(res.status).toBe(400);
    expect(problems(res.body)).toEqual(["shipping_country invalid_country", "shipping_name invalid_type"]);
    const after = (await server.post("/v1/orders/get", { order_ref: orderRef }, acme.token)).body.data;
    expect([after.shipping_name, after.shipping_country, after.updated_at]).toEqual([before.shipping_name, before.shipping_country, before.updated_at]);
  });

  it("orders/cancel-items: an item named twice and a quantity of the wrong type; nothing cancelled", async () => {
    const created = await server.post("/v1/orders/create", standardOrder({ items: [{ sku: "MY-TEE", quantity: 2 }, { sku: "MY-BOOK", quantity: 1 }] }), acme.token);
    const [tee, book] = created.body.data.items.map((i: { item_ref: string }) => i.item_ref) as [string, string];
    const items = [{ item_ref: tee, cancelled_quantity: 1 }, { item_ref: tee, cancelled_quantity: 1 }, { item_ref: book, cancelled_quantity: "1" }];
    const res = await server.post("/v1/orders/cancel-items", { order_ref: created.body.data.order_ref, items }, acme.token);
    expect(res.status).toBe(400);
    expect(problems(res.body)).toEqual(["items[1].item_ref duplicate_item_ref", "items[2].cancelled_quantity invalid_type"]);
    const order = (await server.post("/v1/orders/get", { order_ref: created.body.data.order_ref }, acme.token)).body.data;
    expect(order.items.map((i: { cancelled_quantity: number }) => i.cancelled_quantity)).toEqual([0, 0]);
  });

  it("products/update: a name of the wrong type and a print area the blank lacks; the product is unchanged", async () => {
    const before = (await server.post("/v1/products/get", { sku: "MY-TEE" }, acme.token)).body.data;
    const res = await server.post("/v1/products/update", { sku: "MY-TEE", name: 7, print_areas: { sleeve: { print_file: "https://a.example/x.png" } } }, acme.token);
    expect(res.status).toBe(400);
    expect(problems(res.body)).toEqual(["name invalid_type", "print_areas.sleeve unknown_print_area"]);
    expect((await server.post("/v1/products/get", { sku: "MY-TEE" }, acme.token)).body.data).toEqual(before);
  });

  it("orders/quote: an unknown field and an unknown SKU", async () => {
    const { external_ref: _ref, ...body } = standardOrder({ gift: true, items: [{ sku: "NOPE", quantity: 1 }] });
    const res = await server.post("/v1/orders/quote", body, acme.token);
    expect(res.status).toBe(400);
    expect(problems(res.body)).toEqual(["gift unknown_field", "items[0].sku unknown_sku"]);
  });
});

describe("null where a schema admits it keeps its meaning", () => {
  it("webhooks update: events null means every type, template null removes the template", async () => {
    const created = await server.post(
      "/v1/admin/webhooks/create",
      { account_id: acme.accountId, url: "https://hooks.example.com/in", events: ["shipment.created"], template: "$" },
      ADMIN_TOKEN,
    );
    expect(created.status, JSON.stringify(created.body)).toBe(200);
    const updated = await server.post("/v1/admin/webhooks/update", { webhook_id: created.body.data.webhook_id, events: null, template: null }, ADMIN_TOKEN);
    expect(updated.status, JSON.stringify(updated.body)).toBe(200);
    expect(updated.body.data).toMatchObject({ events: null, template: null });
  });
});
