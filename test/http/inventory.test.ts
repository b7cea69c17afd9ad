// The caller's inventory (docs/caller-guide.md#your-stock): its counted goods and their levels, one item's ledger,
// reorder points; scopes inventory:read and inventory:write; another account's SKU as unknown.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { SKU } from "../../src/fixtures/catalog.js";
import { seedAccount, standardOrder, startSeededServer, type SeededAccount } from "../helpers/fixtures.js";
import { ADMIN_TOKEN, type TestServer } from "../helpers/server.js";

let server: TestServer;
let acme: SeededAccount;
let other: SeededAccount;

const admin = (path: string, body: unknown) => server.post(`/v1/admin/${path}`, body, ADMIN_TOKEN);
const inventory = (path: string, body: unknown, token = acme.token) => server.post(`/v1/inventory/${path}`, body, token);

beforeAll(async () => {
  ({ server, acme, other } = await startSeededServer());
  expect((await admin("catalog/update", { sku: SKU.notebookBlank, track_stock: true })).body.status).toBe("success");
  for (const sku of ["BOOK-B", "BOOK-C"]) expect((await server.post("/v1/products/create", { sku, name: sku, blank_sku: SKU.notebookBlank }, acme.token)).body.status).toBe("success");
});
afterAll(() => server.close());

describe("inventory", () => {
  it("lists every counted product by SKU, counted or not yet, with its level; filters by SKU and status", async () => {
    expect((await admin("stock/adjust", { sku: "BOOK-B", account_id: acme.accountId, delta: 5, reason: "found" })).body.status).toBe("success");
    expect((await inventory("update", { sku: "BOOK-B", reorder_point: 5 })).body.data).toMatchObject({ sku: "BOOK-B", reorder_point: 5, status: "low" });
    expect((await admin("stock/adjust", { sku: "BOOK-C", account_id: acme.accountId, delta: 9, reason: "found" })).body.status).toBe("success");
    const listed = await inventory("list", {});
    expect(listed.body).toMatchObject({ status: "success", data: { next_cursor: null } });
    // MY-TEE and MY-MUG are made on POD blanks: not the account's counted goods.
    expect(listed.body.data.items.map((i: { sku: string; status: string; on_hand: number }) => [i.sku, i.status, i.on_hand])).toEqual([
      ["BOOK-B", "low", 5],
      ["BOOK-C", "in_stock", 9],
      [SKU.notebook, "out_of_stock", 0],
    ]);
    expect(listed.body.data.items[0]).toMatchObject({ account_id: acme.accountId, committed: 0, available: 5, backordered: 0, incoming: 0 });
    expect((await inventory("list", { status: "out_of_stock" })).body.data.items.map((i: { sku: string }) => i.sku)).toEqual([SKU.notebook]);
    expect((await inventory("list", { status: "low" })).body.data.items.map((i: { sku: string }) => i.sku)).toEqual(["BOOK-B"]);
    expect((await inventory("list", { skus: ["BOOK-C", "MY-TEE"] })).body.data.items.map((i: { sku: string }) => i.sku)).toEqual(["BOOK-C"]);
    const first = await inventory("list", { limit: 2 });
    expect(first.body.data.items).toHaveLength(2);
    expect((await inventory("list", { limit: 2, cursor: first.body.data.next_cursor })).body.data.items.map((i: { sku: string }) => i.sku)).toEqual([SKU.notebook]);
    // Another account sees its own goods only.
    expect((await inventory("list", {}, other.token)).body.data.items.map((i: { sku: string; on_hand: number }) => [i.sku, i.on_hand])).toEqual([[SKU.notebook, 0]]);
  });

  it("reads one item's ledger: the account's orders and the company's adjustments", async () => {
    const created = await server.post("/v1/orders/create", standardOrder({ items: [{ sku: "BOOK-C", quantity: 4 }] }), acme.token);
    expect(created.body.status).toBe("success");
    const read = await inventory("movements", { sku: "BOOK-C" });
    expect(read.body.data.movements.map((m: { reason: string; on_hand_delta: number; committed_delta: number; order_ref: string | null }) => [m.reason, m.on_hand_delta, m.committed_delta, m.order_ref])).toEqual([
      ["found", 9, 0, null],
      ["order", 0, 4, created.body.data.order_ref],
    ]);
    expect((await inventory("list", { skus: ["BOOK-C"] })).body.data.items[0]).toMatchObject({ on_hand: 9, committed: 4, available: 5 });
  });

  it("answers another account's SKU as unknown, an uncounted product as not_stocked, and bad input at its field", async () => {
    expect((await inventory("movements", { sku: "BOOK-B" }, other.token)).body.data.errors).toEqual([expect.objectContaining({ path: "sku", code: "unknown_sku" })]);
    expect((await inventory("update", { sku: "BOOK-B", reorder_point: 1 }, other.token)).body.data.errors).toEqual([expect.objectContaining({ path: "sku", code: "unknown_sku" })]);
    expect((await inventory("update", { sku: SKU.logoTee, reorder_point: 1 })).body.data.errors).toEqual([expect.objectContaining({ path: "sku", code: "not_stocked" })]);
    const negative = await inventory("update", { sku: "BOOK-B", reorder_point: -1 });
    expect(negative.status).toBe(400);
    expect(negative.body.data.errors).toContainEqual(expect.objectContaining({ path: "reorder_point", code: "out_of_range" }));
    expect((await inventory("update", { sku: "BOOK-B" })).body.data.errors).toEqual([expect.objectContaining({ path: "reorder_point", code: "required" })]);
    expect((await inventory("list", { status: "gone" })).body.data.errors).toEqual([expect.objectContaining({ path: "status", code: "invalid_value" })]);
    expect((await inventory("list", { cursor: "nope" })).body.data.errors[0].code).toBe("invalid_cursor");
    const malformed = await server.request("/v1/inventory/list", { method: "POST", headers: { "content-type": "application/json", authorization: `Bearer ${acme.token}` }, body: "{" });
    expect(malformed.body.data.errors[0].code).toBe("malformed_json");
    // null clears the reorder point.
    expect((await inventory("update", { sku: "BOOK-B", reorder_point: null })).body.data).toMatchObject({ reorder_point: null, status: "in_stock" });
  });

  it("needs inventory:read to read and inventory:write to change; the operator's token is refused", async () => {
    const tokenWith = async (scopes: string[]) => (await admin("tokens/create", { account_id: acme.accountId, scopes })).body.data.token as string;
    const reader = await tokenWith(["inventory:read"]);
    const orders = await tokenWith(["orders:read"]);
    expect((await inventory("list", {}, reader)).status).toBe(200);
    expect((await inventory("update", { sku: "BOOK-B", reorder_point: 2 }, reader)).status).toBe(403);
    expect((await inventory("list", {}, orders)).status).toBe(403);
    expect((await inventory("movements", { sku: "BOOK-B" }, orders)).status).toBe(403);
    expect((await server.post("/v1/inventory/list", {})).status).toBe(401);
    expect((await inventory("list", {}, ADMIN_TOKEN)).status).toBe(403);
  });
});

describe("availability on the caller's products", () => {
  it("says each product's level, a counted POD blank's without its counts, and not_tracked for the rest", async () => {
    const shop = await seedAccount(server, { name: "Availability", connected_stores: true });
    expect((await admin("catalog/update", { sku: SKU.teeBlank, track_stock: true })).body.status).toBe("success");
    expect((await admin("stock/adjust", { sku: SKU.teeBlank, delta: 2, reason: "found" })).body.status).toBe("success");
    expect((await admin("stock/adjust", { sku: SKU.notebook, account_id: shop.accountId, delta: 3, reason: "found" })).body.status).toBe("success");
    const listed = await server.post("/v1/products/list", {}, shop.token);
    const bySku = Object.fromEntries((listed.body.data.products as { sku: string; availability: string }[]).map((p) => [p.sku, p]));
    expect(bySku[SKU.notebook]).toMatchObject({ availability: "in_stock" });
    expect(bySku[SKU.logoTee]).toMatchObject({ availability: "in_stock" });
    expect(bySku[SKU.logoTee]).not.toHaveProperty("on_hand");
    expect(bySku[SKU.logoMug]).toMatchObject({ availability: "not_tracked" });
    // The blank's last units go to another account's order: every account's tee reads out of stock.
    expect((await server.post("/v1/orders/create", standardOrder({ items: [{ sku: SKU.logoTee, quantity: 2 }] }), acme.token)).body.status).toBe("success");
    expect((await server.post("/v1/products/get", { sku: SKU.logoTee }, shop.token)).body.data.availability).toBe("out_of_stock");
    await admin("catalog/update", { sku: SKU.teeBlank, track_stock: false });
    expect((await server.post("/v1/products/get", { sku: SKU.logoTee }, shop.token)).body.data.availability).toBe("not_tracked");
  });
});

describe("an item whose counting stopped", () => {
  it("keeps its ledger readable (operator and merchant) while adjusting it is refused as not counted", async () => {
    expect((await admin("catalog/create", { sku: "BOX-1", name: "Gift box", type: "fulfillment", packing_slip_supported: true, track_stock: true })).body.status).toBe("success");
    expect((await server.post("/v1/products/create", { sku: "MY-BOX", name: "My box", blank_sku: "BOX-1" }, acme.token)).body.status).toBe("success");
    expect((await admin("stock/adjust", { sku: "MY-BOX", account_id: acme.accountId, delta: 4, reason: "found" })).body.status).toBe("success");
    expect((await admin("catalog/update", { sku: "BOX-1", track_stock: false })).body.status).toBe("success");

    const mine = await inventory("movements", { sku: "MY-BOX" });
    expect(mine.body.data.movements).toEqual([expect.objectContaining({ sku: "MY-BOX", on_hand_delta: 4, reason: "found" })]);
    const theirs = await admin("stock/movements", { sku: "MY-BOX", account_id: acme.accountId });
    expect(theirs.body.data.movements).toHaveLength(1);
    const adjusted = await admin("stock/adjust", { sku: "MY-BOX", account_id: acme.accountId, delta: 1, reason: "found" });
    expect(adjusted.body.data.errors).toEqual([expect.objectContaining({ path: "sku", code: "not_stocked" })]);
    // Never counted at all: refused as before.
    expect((await inventory("movements", { sku: "MY-MUG" })).body.data.errors).toEqual([expect.objectContaining({ code: "not_stocked" })]);
  });
});
