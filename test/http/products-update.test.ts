// products/update and products/archive (docs/caller-guide.md#update--post-v1productsupdate) through real HTTP: changes checked by create's checker, archived
// products refused in new orders and quotes (product_archived with the line's path, beside the body's other
// problems) while existing orders stay untouched, products/list hiding them unless include_archived; every error,
// auth and malformed input.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { customTextOrder, seedAccount, standardOrder, startSeededServer, type SeededAccount } from "../helpers/fixtures.js";
import { ADMIN_TOKEN, type Reply, type TestServer } from "../helpers/server.js";

let server: TestServer;
let acme: SeededAccount;
let other: SeededAccount;

beforeAll(async () => ({ server, acme, other } = await startSeededServer()));
afterAll(() => server.close());

const field = { field_name: "name", max_length: 10, x: 0, y: 0, width: 100, height: 50, font_size: 40 };
let counter = 0;

/** A new standard tee product of Acme's with a SKU of its own. */
async function tee(): Promise<string> {
  const sku = `UPD-${++counter}`;
  const res = await server.post("/v1/products/create", { sku, name: "Tee", blank_sku: "TEE-BLK", print_areas: { front: { print_file: "https://art.example.com/a.png" } } }, acme.token);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return sku;
}

function refusedWith(res: Reply, status: number, path: string, code: string) {
  expect(res.status, JSON.stringify(res.body)).toBe(status);
  expect(res.body.data.errors).toContainEqual(expect.objectContaining({ path, code }));
}

describe("products/update", () => {
  it("changes the name and the print areas (replaced whole), and get shows them", async () => {
    const sku = await tee();
    const res = await server.post("/v1/products/update", { sku, name: "Named tee", print_areas: { back: { text_fields: [field] } } }, acme.token);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ status: "success", message: "Product updated successfully" });
    expect(res.body.data).toMatchObject({ sku, name: "Named tee", blank_sku: "TEE-BLK", kind: "custom_text", archived_at: null, print_areas: { back: { text_fields: [field] } } });
    expect(res.body.data.print_areas.front).toBeUndefined();
    expect((await server.post("/v1/products/get", { sku }, acme.token)).body.data).toEqual(res.body.data);
    // A new order follows the product as it is now: a custom-text line.
    const order = customTextOrder({ items: [{ sku, quantity: 1, print_areas: { back: { custom_text: [{ field_name: "name", text: "Ada" }] } } }] });
    expect((await server.post("/v1/orders/create", order, acme.token)).status).toBe(200);
    const renamed = await server.post("/v1/products/update", { sku, name: "Only the name" }, acme.token);
    expect(renamed.body.data).toMatchObject({ name: "Only the name", kind: "custom_text" });
  });

  it("checks like create: every problem of the areas at once, against the blank, and changes nothing", async () => {
    const sku = await tee();
    const res = await server.post(
      "/v1/products/update",
      { sku, print_areas: { sleeve: { print_file: "https://art.example.com/s.png" }, front: { text_fields: [{ ...field, default_text: "far too long a default" }] } } },
      acme.token,
    );
    expect(res.status).toBe(400);
    const codes = res.body.data.errors.map((e: { path: string; code: string }) => [e.path, e.code]);
    expect(codes).toEqual(expect.arrayContaining([["print_areas.sleeve", "unknown_print_area"], ["print_areas.front.text_fields[0].default_text", "default_text_too_long"]]));
    expect((await server.post("/v1/products/get", { sku }, acme.token)).body.data.print_areas).toEqual({ front: { print_file: "https://art.example.com/a.png" } });
    refusedWith(await server.post("/v1/products/update", { sku, print_areas: { front: { print_file: "ftp://x" } } }, acme.token), 400, "print_areas.front.print_file", "invalid_url");
  });

  it("refuses an unknown SKU or another account's (404), a change of blank or SKU rules, and malformed bodies", async () => {
    refusedWith(await server.post("/v1/products/update", { sku: "NO-SUCH", name: "x" }, acme.token), 404, "sku", "product_not_found");
    const theirs = await server.post("/v1/products/update", { sku: "MY-TEE", name: "Mine now" }, other.token);
    expect(theirs.status).toBe(200);
    expect((await server.post("/v1/products/get", { sku: "MY-TEE" }, acme.token)).body.data.name).not.toBe("Mine now");
    const sku = await tee();
    refusedWith(await server.post("/v1/products/update", { sku, blank_sku: "MUG-11" }, acme.token), 400, "blank_sku", "unknown_field");
    refusedWith(await server.post("/v1/products/update", { sku }, acme.token), 400, "", "empty_object");
    refusedWith(await server.post("/v1/products/update", { sku, name: "" }, acme.token), 400, "name", "required");
    refusedWith(await server.post("/v1/products/update", "{", acme.token), 400, "", "malformed_json");
  });
});

describe("products/archive", () => {
  it("refuses the product in new orders and quotes with the line's path, beside the body's other problems", async () => {
    const sku = await tee();
    const before = await server.post("/v1/orders/create", standardOrder({ items: [{ sku, quantity: 2 }] }), acme.token);
    expect(before.status).toBe(200);
    const archived = await server.post("/v1/products/archive", { sku }, acme.token);
    expect(archived.status).toBe(200);
    expect(archived.body).toMatchObject({ status: "success", message: "Product archived", data: { sku, archived_at: expect.any(String) } });

    const body = standardOrder({ shipping_country: "XX", items: [{ sku: "MY-TEE", quantity: 1 }, { sku, quantity: 1 }] });
    const refused = await server.post("/v1/orders/create", body, acme.token);
    expect(refused.status).toBe(400);
    const errors = refused.body.data.errors.map((e: { path: string; code: string }) => [e.path, e.code]);
    expect(errors).toContainEqual(["items[1].sku", "product_archived"]);
    expect(errors).toContainEqual(["shipping_country", "invalid_country"]);
    expect(errors).not.toContainEqual(["items[0].sku", "product_archived"]);
    const { external_ref: _ref, created_at: _at, ...quote } = standardOrder({ items: [{ sku, quantity: 1 }] });
    await server.post("/v1/admin/accounts/update", { account_id: acme.accountId, currency: "USD" }, ADMIN_TOKEN);
    try {
      refusedWith(await server.post("/v1/orders/quote", quote, acme.token), 400, "items[0].sku", "product_archived");
    } finally {
      await server.post("/v1/admin/accounts/update", { account_id: acme.accountId, currency: null }, ADMIN_TOKEN);
    }

    // The order made before keeps its line and can still be changed.
    const kept = await server.post("/v1/orders/get", { order_ref: before.body.data.order_ref }, acme.token);
    expect(kept.body.data.items[0]).toMatchObject({ sku, quantity: 2, status: "open" });
    const cancelled = await server.post("/v1/orders/cancel-items", { order_ref: before.body.data.order_ref, items: [{ item_ref: kept.body.data.items[0].item_ref, cancelled_quantity: 1 }] }, acme.token);
    expect(cancelled.body.status).toBe("success");
    // The account's other products still take orders.
    expect((await server.post("/v1/orders/create", standardOrder(), acme.token)).status).toBe(200);
  });

  it("hides archived products from products/list unless include_archived; get still shows them; archiving again changes nothing", async () => {
    const sku = await tee();
    const archived = await server.post("/v1/products/archive", { sku }, acme.token);
    const listed = async (body: Record<string, unknown>) =>
      (await server.post("/v1/products/list", { limit: 100, ...body }, acme.token)).body.data.products.map((p: { sku: string }) => p.sku);
    expect(await listed({})).not.toContain(sku);
    expect(await listed({ include_archived: true })).toContain(sku);
    expect(await listed({})).toContain("MY-TEE");
    expect((await server.post("/v1/products/get", { sku }, acme.token)).body.data.archived_at).toBe(archived.body.data.archived_at);
    expect((await server.post("/v1/products/archive", { sku }, acme.token)).body.data).toEqual(archived.body.data);
    refusedWith(await server.post("/v1/products/list", { include_archived: "yes" }, acme.token), 400, "include_archived", "invalid_type");
  });

  it("refuses an unknown SKU or another account's (404) and malformed bodies", async () => {
    const sku = await tee();
    refusedWith(await server.post("/v1/products/archive", { sku: "NO-SUCH" }, acme.token), 404, "sku", "product_not_found");
    const fresh = await seedAccount(server, { name: "Fresh", connected_stores: true }, false);
    refusedWith(await server.post("/v1/products/archive", { sku }, fresh.token), 404, "sku", "product_not_found");
    expect((await server.post("/v1/products/get", { sku }, acme.token)).body.data.archived_at).toBeNull();
    refusedWith(await server.post("/v1/products/archive", {}, acme.token), 400, "sku", "required");
    refusedWith(await server.post("/v1/products/archive", { sku, reason: "x" }, acme.token), 400, "reason", "unknown_field");
  });
});

describe("authentication of products/update and products/archive", () => {
  it.each(["update", "archive"])("%s: 401 without a token, 401 token_expired, 403 insufficient_scope, 403 for the operator", async (op) => {
    const sku = await tee();
    const body = op === "update" ? { sku, name: "x" } : { sku };
    refusedWith(await server.post(`/v1/products/${op}`, body), 401, "", "unauthorized");
    const made = await server.post("/v1/admin/tokens/create", { account_id: acme.accountId, expires_at: "2099-01-01T00:00:00Z" }, ADMIN_TOKEN);
    await server.database.db.updateTable("tokens").set({ expires_at: "2026-01-01T00:00:00.000Z" }).where("id", "=", made.body.data.token_id).execute();
    refusedWith(await server.post(`/v1/products/${op}`, body, made.body.data.token), 401, "", "token_expired");
    const reader = await server.post("/v1/admin/tokens/create", { account_id: acme.accountId, scopes: ["products:read"] }, ADMIN_TOKEN);
    const refused = await server.post(`/v1/products/${op}`, body, reader.body.data.token);
    refusedWith(refused, 403, "", "insufficient_scope");
    expect(refused.body.data.required_scope).toBe("products:write");
    refusedWith(await server.post(`/v1/products/${op}`, body, ADMIN_TOKEN), 403, "", "forbidden");
    expect((await server.post("/v1/products/get", { sku }, acme.token)).body.data).toMatchObject({ name: "Tee", archived_at: null });
  });
});
