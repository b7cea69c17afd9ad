// Names instead of ids on the operator's views (docs/operator-guide.md#names-beside-ids): orders/get and orders/list carry the account's name, each
// line's product name and each shipped line's SKU and product name; webhooks/list and webhooks/get the account's name.
// One look-up per page, never one per order; callers' views stay as they were.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { printFileOrder, seedAccount, standardOrder, startSeededServer, type SeededAccount } from "../helpers/fixtures.js";
import { createOrder, walk, type CreatedOrder } from "../helpers/orders.js";
import { statementsDuring } from "../helpers/statements.js";
import { ADMIN_TOKEN, type TestServer } from "../helpers/server.js";

let server: TestServer;
let acme: SeededAccount;
let other: SeededAccount;
let shipped: CreatedOrder;

beforeAll(async () => {
  ({ server, acme, other } = await startSeededServer());
  shipped = await createOrder(server, acme.token, 2);
  await walk(server, shipped, ["in_production", "ship-part"]);
});
afterAll(() => server.close());

const admin = async (path: string, body: unknown) => {
  const res = await server.post(`/v1/admin/${path}`, body, ADMIN_TOKEN);
  expect(res.body, JSON.stringify(res.body)).toMatchObject({ status: "success" });
  return res.body.data;
};

describe("orders/get names the account, the lines and what each shipment holds", () => {
  it("answers the account's name, each line's product name, and SKU and product name on shipment lines", async () => {
    const order = await admin("orders/get", { order_ref: shipped.orderRef });
    expect(order.account_id).toBe(acme.accountId);
    expect(order.account_name).toBe("Acme");
    expect(order.items.map((i: { sku: string; product_name: string }) => [i.sku, i.product_name])).toEqual([
      ["MY-TEE", "Logo tee"],
      ["MY-BOOK", "Notebook"],
    ]);
    expect(order.shipments).toHaveLength(1);
    expect(order.shipments[0].items).toEqual([{ item_ref: shipped.items[0], quantity: 1, sku: "MY-TEE", product_name: "Logo tee" }]);
  });

  it("names a line ordered by its blank's SKU after the blank", async () => {
    const res = await server.post("/v1/orders/create", printFileOrder(), acme.token);
    expect(res.status).toBe(200);
    const order = await admin("orders/get", { order_ref: res.body.data.order_ref });
    expect(order.items.map((i: { sku: string; product_name: string }) => [i.sku, i.product_name])).toEqual([["TEE-BLK", "Black tee"]]);
  });

  it("follows the account's name when it changes", async () => {
    const account = await seedAccount(server, { name: "Before", connected_stores: true });
    const created = await createOrder(server, account.token);
    await admin("accounts/update", { account_id: account.accountId, name: "After" });
    expect((await admin("orders/get", { order_ref: created.orderRef })).account_name).toBe("After");
  });

  it("leaves the caller's own view as it was: no account, no names added", async () => {
    const res = await server.post("/v1/orders/get", { order_ref: shipped.orderRef }, acme.token);
    expect(res.status).toBe(200);
    expect(res.body.data).not.toHaveProperty("account_name");
    expect(res.body.data).not.toHaveProperty("account_id");
    expect(res.body.data.items[0]).not.toHaveProperty("product_name");
    expect(res.body.data.shipments[0].items[0]).toEqual({ item_ref: shipped.items[0], quantity: 1 });
    const listed = await server.post("/v1/orders/list", { limit: 5 }, acme.token);
    for (const order of listed.body.data.orders) {
      expect(order).not.toHaveProperty("account_name");
      for (const line of order.items) expect(line).not.toHaveProperty("product_name");
    }
  });
});

describe("orders/list names every order's account and lines", () => {
  it("answers each order's own account name across accounts", async () => {
    const theirs = await server.post("/v1/orders/create", standardOrder({ items: [{ sku: "MY-MUG", quantity: 1 }] }), other.token);
    expect(theirs.status).toBe(200);
    const { orders } = await admin("orders/list", { limit: 50 });
    const byRef = new Map(orders.map((o: { order_ref: string }) => [o.order_ref, o]));
    expect(byRef.get(theirs.body.data.order_ref)).toMatchObject({ account_id: other.accountId, account_name: "Other", items: [{ sku: "MY-MUG", product_name: "Logo mug" }] });
    expect(byRef.get(shipped.orderRef)).toMatchObject({ account_id: acme.accountId, account_name: "Acme" });
    for (const order of orders) for (const line of order.items) expect(typeof line.product_name).toBe("string");
  });

  it("reads a page of 50 orders in as many statements as a page of 2 (names looked up once per page)", async () => {
    const many = await seedAccount(server, { name: "Many", connected_stores: true });
    for (let i = 0; i < 50; i += 10) {
      await Promise.all(Array.from({ length: 10 }, () => createOrder(server, many.token, 1)));
    }
    const count = async (limit: number) => {
      let page: { orders: { account_name: string; items: { product_name: string }[] }[] } | undefined;
      const sql = await statementsDuring(async () => (page = await admin("orders/list", { account_id: many.accountId, limit })));
      expect(page!.orders).toHaveLength(limit);
      expect(new Set(page!.orders.map((o) => o.account_name))).toEqual(new Set(["Many"]));
      expect(page!.orders.every((o) => o.items.map((l) => l.product_name).join() === "Logo tee,Notebook")).toBe(true);
      return sql.length;
    };
    const two = await count(2);
    const fifty = await count(50);
    expect(two).toBeGreaterThan(0);
    expect(fifty).toBe(two);
  });
});

describe("webhooks: the operator's views name the account", () => {
  it("answers account_name on webhooks/create, list, get and update, and not on the caller's own", async () => {
    const created = await admin("webhooks/create", { account_id: other.accountId, url: "https://hooks.example.com/names" });
    expect(created).toMatchObject({ account_id: other.accountId, account_name: "Other", secret: expect.stringMatching(/^whsec_/) });
    expect(await admin("webhooks/update", { webhook_id: created.webhook_id, events: ["shipment.created"] })).toMatchObject({ account_name: "Other" });
    const listed = await admin("webhooks/list", { account_id: other.accountId });
    expect(listed.webhooks.find((w: { webhook_id: string }) => w.webhook_id === created.webhook_id)).toMatchObject({ account_id: other.accountId, account_name: "Other" });
    expect(await admin("webhooks/get", { webhook_id: created.webhook_id })).toMatchObject({ account_id: other.accountId, account_name: "Other" });
    const own = await server.post("/v1/webhooks/list", {}, other.token);
    expect(own.status).toBe(200);
    expect(own.body.data.webhooks.map((w: { webhook_id: string }) => w.webhook_id)).toContain(created.webhook_id);
    for (const w of own.body.data.webhooks) expect(w).not.toHaveProperty("account_name");
    const got = await server.post("/v1/webhooks/get", { webhook_id: created.webhook_id }, other.token);
    expect(got.body.data).not.toHaveProperty("account_name");
  });

  it("still answers an unknown endpoint as webhook_not_found", async () => {
    const res = await server.post("/v1/admin/webhooks/get", { webhook_id: "wh_nope" }, ADMIN_TOKEN);
    expect(res.status).toBe(404);
    expect(res.body.data.errors).toContainEqual(expect.objectContaining({ path: "webhook_id", code: "webhook_not_found" }));
  });
});
