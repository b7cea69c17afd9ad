// Create order through real HTTP: each kind accepted, the stored order, idempotent replay, 409, concurrency, isolation.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { customTextOrder, printFileOrder, seedAccount, type SeededAccount, standardOrder, startSeededServer } from "../helpers/fixtures.js";
import { BACKEND } from "../helpers/backend.js";
import { type TestServer } from "../helpers/server.js";
import { statementsDuring } from "../helpers/statements.js";

let server: TestServer;
let acme: SeededAccount;
let other: SeededAccount;

beforeAll(async () => ({ server, acme, other } = await startSeededServer()));
afterAll(() => server.close());

describe("each item kind is accepted", () => {
  it.each([
    ["standard", standardOrder],
    ["custom_text", customTextOrder],
    ["print_files", printFileOrder],
  ] as const)("%s", async (kind, make) => {
    const body = make();
    const res = await server.post("/v1/orders/create", body, acme.token);
    expect(res.status).toBe(200);
    expect(res.body.status).toBe("success");
    expect(res.body.message).toBe("Order created successfully");
    expect(res.body.data.order_ref).toMatch(/^ord_[0-9a-z]{26}$/);
    expect(res.body.data.items).toEqual(
      body.items.map((item) => ({ item_ref: expect.stringMatching(/^itm_[0-9a-z]{26}$/), sku: item.sku, quantity: item.quantity })),
    );
    expect(res.headers.get("x-request-id")).toBeTruthy();

    const got = await server.post("/v1/orders/get", { order_ref: res.body.data.order_ref }, acme.token);
    expect(got.status).toBe(200);
    expect(got.body.data).toMatchObject({
      order_ref: res.body.data.order_ref,
      external_ref: body.external_ref,
      status: "received",
      item_kind: kind,
      created_at: "2026-11-22T10:00:00.000Z",
      shipping_state: "IL",
      shipping_country: "US",
      return_address_source: "connected_store",
    });
    expect(got.body.data.items.map((i: { item_ref: string; kind: string; cancelled_quantity: number }) => [i.item_ref, i.kind, i.cancelled_quantity])).toEqual(
      res.body.data.items.map((i: { item_ref: string }) => [i.item_ref, kind, 0]),
    );
  });

  it("stores normalised address values and the optional fields", async () => {
    const body = standardOrder({
      shipping_country: "ca",
      shipping_state: "Québec",
      shipping_address_2: "Suite 5",
      order_note: "Leave at the door",
      insert_id: 42,
      packing_slip: { branding_message: "Thanks!", contact_message: "help@example.com" },
      return_name: "Returns",
      return_address_1: "9 Depot Rd",
      return_city: "Toronto",
      return_zip: "M5V 2T6",
      return_state: "on",
      return_country: "CA",
    });
    const res = await server.post("/v1/orders/create", body, acme.token);
    expect(res.status).toBe(200);
    const got = await server.post("/v1/orders/get", { external_ref: body.external_ref }, acme.token);
    expect(got.body.data).toMatchObject({
      shipping_country: "CA",
      shipping_state: "QC",
      shipping_address_2: "Suite 5",
      order_note: "Leave at the door",
      insert_id: 42,
      packing_slip: { branding_message: "Thanks!", contact_message: "help@example.com" },
      return_address: { name: "Returns", address_1: "9 Depot Rd", city: "Toronto", zip: "M5V 2T6", state: "ON", country: "CA", phone: null, address_2: null },
      return_address_source: "order",
    });
  });
});

describe("idempotency", () => {
  it("replays the original response for the same body, in any key order", async () => {
    const body = standardOrder();
    const first = await server.post("/v1/orders/create", body, acme.token);
    const reordered = Object.fromEntries(Object.entries(body).reverse());
    const again = await server.post("/v1/orders/create", JSON.stringify(reordered, null, 2), acme.token);
    expect(again.status).toBe(200);
    expect(again.body).toEqual(first.body);
    expect(again.headers.get("idempotent-replayed")).toBe("true");
    expect(first.headers.get("idempotent-replayed")).toBeNull();
  });

  it("answers 409 with the existing order_ref for a different body", async () => {
    const body = standardOrder();
    const first = await server.post("/v1/orders/create", body, acme.token);
    const changed = await server.post("/v1/orders/create", { ...body, shipping_name: "Someone Else" }, acme.token);
    expect(changed.status).toBe(409);
    expect(changed.body).toMatchObject({
      status: "error",
      data: { order_ref: first.body.data.order_ref, errors: [{ path: "external_ref", code: "external_ref_conflict" }] },
    });
  });

  it("makes exactly one order from 50 concurrent identical creates", async () => {
    const body = standardOrder();
    const replies = await Promise.all(Array.from({ length: 50 }, () => server.post("/v1/orders/create", body, acme.token)));
    expect(replies.map((r) => r.status)).toEqual(Array(50).fill(200));
    const refs = new Set(replies.map((r) => r.body.data.order_ref));
    expect(refs.size).toBe(1);
    expect(replies.filter((r) => r.headers.get("idempotent-replayed") !== "true")).toHaveLength(1);
    const rows = await server.database.db.selectFrom("orders").select("order_ref").where("external_ref", "=", body.external_ref).execute();
    expect(rows).toHaveLength(1);
    const items = await server.database.db.selectFrom("order_items").select("item_ref").where("order_ref", "=", rows[0]!.order_ref).execute();
    expect(items).toHaveLength(2);
  });

  it("keeps external_ref unique per account, not across accounts", async () => {
    const body = standardOrder();
    const mine = await server.post("/v1/orders/create", body, acme.token);
    const theirs = await server.post("/v1/orders/create", body, other.token);
    expect(mine.status).toBe(200);
    expect(theirs.status).toBe(200);
    expect(theirs.body.data.order_ref).not.toBe(mine.body.data.order_ref);
    expect(theirs.headers.get("idempotent-replayed")).toBeNull();
  });
});

describe("cross-account isolation", () => {
  it("answers another account's order exactly like an unknown one", async () => {
    const body = standardOrder();
    const mine = await server.post("/v1/orders/create", body, acme.token);
    const byRef = await server.post("/v1/orders/get", { order_ref: mine.body.data.order_ref }, other.token);
    const unknown = await server.post("/v1/orders/get", { order_ref: "ord_00000000000000000000000000" }, other.token);
    expect(byRef.status).toBe(404);
    expect(byRef.body).toEqual(unknown.body);
    const byExternal = await server.post("/v1/orders/get", { external_ref: body.external_ref + "-nope" }, other.token);
    expect(byExternal.status).toBe(404);
  });

  it("lists only the caller's own orders", async () => {
    const listed = await server.post("/v1/orders/list", { limit: 100 }, other.token);
    const mineListed = await server.post("/v1/orders/list", { limit: 100 }, acme.token);
    const otherRefs = new Set(listed.body.data.orders.map((o: { order_ref: string }) => o.order_ref));
    for (const order of mineListed.body.data.orders) expect(otherRefs.has(order.order_ref)).toBe(false);
  });

  it("does not let an account order another account's product", async () => {
    const stranger = await seedAccount(server, { name: "Stranger", connected_stores: true }, false);
    const res = await server.post("/v1/orders/create", standardOrder(), stranger.token);
    expect(res.status).toBe(400);
    expect(res.body.data.errors).toContainEqual(expect.objectContaining({ path: "items[0].sku", code: "unknown_sku" }));
    const product = await server.post("/v1/products/get", { sku: "MY-TEE" }, stranger.token);
    expect(product.status).toBe(404);
    expect(product.body.data.errors[0].code).toBe("product_not_found");
  });
});

describe("round trips of a create", () => {
  it("reads the account, the idempotency check and the catalogue in one query and writes in one batch (on PostgreSQL one statement, no BEGIN or COMMIT)", async () => {
    // A fulfillment line only: no print file, so no job a worker could run meanwhile.
    const body = standardOrder({ items: [{ sku: "MY-BOOK", quantity: 2 }] });
    // A create just before: the token's row is remembered, and this create's read confirms it (no lookup of its own).
    expect((await server.post("/v1/orders/create", standardOrder({ items: [{ sku: "MY-BOOK", quantity: 1 }] }), acme.token)).status).toBe(200);
    let answer: { status: number } | undefined;
    const sql = await statementsDuring(async () => (answer = await server.post("/v1/orders/create", body, acme.token)));
    expect(answer?.status).toBe(200);
    const touching = (table: string) => sql.filter((q) => q.includes(`"${table}"`));
    // The create's read (orders left-joined for the idempotency check, products and blanks with it) and its insert.
    expect(touching("orders")).toHaveLength(2);
    expect(touching("products")).toHaveLength(1);
    expect(touching("orders")[0]).toContain('"products"');
    const inserts = sql.filter((q) => /^\s*(with|insert)\b/i.test(q));
    if (BACKEND === "postgres") {
      expect(inserts).toHaveLength(1);
      expect(inserts[0]).toMatch(/^with "w0" as \(insert into "orders"/);
      expect(sql.filter((q) => /^\s*(begin|commit)\b/i.test(q))).toEqual([]);
      // The create's read (the token confirmed in it), the insert.
      expect(sql).toHaveLength(2);
      expect(touching("tokens")).toEqual([touching("orders")[0]]);
    } else {
      // SQLite: an insert per table (orders, lines, the row of the words the operator searches by, which triggers feed to the FTS5 index) in the create's transaction.
      expect(inserts.map((q) => /insert into "(\w+)"/.exec(q)?.[1])).toEqual(["orders", "order_items", "order_search_rows"]);
    }
  });
});
