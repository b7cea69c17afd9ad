// Request hygiene through real HTTP (API.md §19): an order as orders/get shows it, nulls and all, is accepted back
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
