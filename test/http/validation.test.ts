// Every create-order rule of API.md §3 through real HTTP: 400, the code and the path, and nothing written.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { seedAccount, seedCatalog, standardOrder, type SeededAccount } from "../helpers/fixtures.js";
import { ORDER_CASES } from "../helpers/order-cases.js";
import { startTestServer, type TestServer } from "../helpers/server.js";

let server: TestServer;
let connected: SeededAccount;
let plain: SeededAccount;

beforeAll(async () => {
  server = await startTestServer({ MAX_ITEMS_PER_ORDER: "3" });
  await seedCatalog(server);
  connected = await seedAccount(server, { name: "Connected", connected_stores: true, insert_ids: [42] });
  plain = await seedAccount(server, { name: "No return address", connected_stores: false, insert_ids: [42] });
});
afterAll(() => server.close());

async function rowCounts() {
  const db = server.database.db;
  const orders = await db.selectFrom("orders").select((eb) => eb.fn.countAll<number>().as("n")).executeTakeFirstOrThrow();
  const items = await db.selectFrom("order_items").select((eb) => eb.fn.countAll<number>().as("n")).executeTakeFirstOrThrow();
  return [Number(orders.n), Number(items.n)];
}

describe("create-order rules through HTTP", () => {
  it.each(ORDER_CASES)("%s", async (_case, body, expected, account) => {
    const token = account?.connected_stores === false ? plain.token : connected.token;
    const before = await rowCounts();
    const res = await server.post("/v1/orders/create", body(), token);
    if (expected.length === 0) {
      expect(res.body.data.errors ?? []).toEqual([]);
      expect(res.status).toBe(200);
      return;
    }
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ status: "error", message: "The request is not valid." });
    expect(res.body.data.errors.map((e: { path: string; code: string }) => [e.path, e.code])).toEqual(expected);
    expect(await rowCounts()).toEqual(before);
  });
});

describe("request shape (schema) through HTTP", () => {
  const valid = () => standardOrder() as Record<string, unknown>;
  const withItem = (item: Record<string, unknown>) => ({ ...valid(), items: [item] });
  const drop = (field: string) => {
    const body = valid();
    delete body[field];
    return body;
  };
  const cases: [string, () => unknown, [string, string][]][] = [
    ...["external_ref", "created_at", "shipping_name", "shipping_phone", "shipping_address_1", "shipping_city", "shipping_zip", "shipping_state", "shipping_country", "items"].map(
      (field): [string, () => unknown, [string, string][]] => [`missing ${field}`, () => drop(field), [[field, "required"]]],
    ),
    ["an unknown top-level field", () => ({ ...valid(), shipping_adress_1: "x" }), [["shipping_adress_1", "unknown_field"]]],
    ["an unknown item field", () => withItem({ sku: "MY-TEE", quantity: 1, colour: "red" }), [["items[0].colour", "unknown_field"]]],
    ["an unknown print-area field", () => withItem({ sku: "TEE-BLK", quantity: 1, print_areas: { front: { print_file: "https://a.example/f.png", dpi: 300 } } }), [["items[0].print_areas.front.dpi", "unknown_field"]]],
    ["an unknown custom_text field", () => withItem({ sku: "NAME-TEE", quantity: 1, print_areas: { back: { custom_text: [{ field_name: "name", text: "A", font: "x" }] } } }), [["items[0].print_areas.back.custom_text[0].font", "unknown_field"]]],
    ["an unknown packing_slip field", () => ({ ...valid(), packing_slip: { branding_message: "a", footer: "b" } }), [["packing_slip.footer", "unknown_field"]]],
    ["an empty packing_slip", () => ({ ...valid(), packing_slip: {} }), [["packing_slip", "empty_object"]]],
    ["a print-area name that is not lower case", () => withItem({ sku: "TEE-BLK", quantity: 1, print_areas: { Front: { print_file: "https://a.example/f.png" } } }), [["items[0].print_areas.Front", "unknown_field"]]],
    ["quantity 0", () => withItem({ sku: "MY-TEE", quantity: 0 }), [["items[0].quantity", "out_of_range"]]],
    ["quantity 1001", () => withItem({ sku: "MY-TEE", quantity: 1001 }), [["items[0].quantity", "out_of_range"]]],
    ["quantity 1.5", () => withItem({ sku: "MY-TEE", quantity: 1.5 }), [["items[0].quantity", "invalid_type"]]],
    ['quantity "3"', () => withItem({ sku: "MY-TEE", quantity: "3" }), [["items[0].quantity", "invalid_type"]]],
    ["no items", () => ({ ...valid(), items: [] }), [["items", "too_few_items"]]],
    ["insert_id as a string", () => ({ ...valid(), insert_id: "42" }), [["insert_id", "invalid_type"]]],
    ["null for an optional field", () => ({ ...valid(), order_note: null }), [["order_note", "invalid_type"]]],
    ["an empty shipping_name", () => ({ ...valid(), shipping_name: "" }), [["shipping_name", "required"]]],
    ["a name over 200 characters", () => ({ ...valid(), shipping_name: "x".repeat(201) }), [["shipping_name", "too_long"]]],
    ["an address line over 200", () => ({ ...valid(), shipping_address_1: "x".repeat(201) }), [["shipping_address_1", "too_long"]]],
    ["a city over 200", () => ({ ...valid(), shipping_city: "x".repeat(201) }), [["shipping_city", "too_long"]]],
    ["a zip over 20", () => ({ ...valid(), shipping_zip: "1".repeat(21) }), [["shipping_zip", "too_long"]]],
    ["an order note over 2000", () => ({ ...valid(), order_note: "x".repeat(2001) }), [["order_note", "too_long"]]],
    ["an external_ref over 100", () => ({ ...valid(), external_ref: "x".repeat(101) }), [["external_ref", "too_long"]]],
    ["a packing-slip message over 500", () => ({ ...valid(), packing_slip: { contact_message: "x".repeat(501) } }), [["packing_slip.contact_message", "too_long"]]],
    ["a body that is an array", () => [valid()], [["", "invalid_type"]]],
    ["a body that is a string", () => "order", [["", "invalid_type"]]],
  ];
  it.each(cases)("refuses %s", async (_case, body, expected) => {
    const value = body();
    const res = await server.post("/v1/orders/create", typeof value === "string" ? JSON.stringify(value) : value, connected.token);
    expect(res.status).toBe(400);
    expect(res.body.data.errors.map((e: { path: string; code: string }) => [e.path, e.code])).toEqual(expected);
  });
});
