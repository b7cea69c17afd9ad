// Each line's status in every order view (caller get and list, operator get and list), derived from its quantities.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type SeededAccount, standardOrder, startSeededServer } from "../helpers/fixtures.js";
import { FORCED } from "../helpers/orders.js";
import { ADMIN_TOKEN, type TestServer } from "../helpers/server.js";

let server: TestServer;
let acme: SeededAccount;

beforeAll(async () => ({ server, acme } = await startSeededServer()));
afterAll(() => server.close());

const ok = (res: { body: { status: string } }) => expect(res.body, JSON.stringify(res.body)).toMatchObject({ status: "success" });

describe("items[].status", () => {
  it("open, cancelled, shipped and partially_shipped, the same in all four views", async () => {
    const body = standardOrder({
      items: [
        { sku: "MY-TEE", quantity: 3 },
        { sku: "MY-BOOK", quantity: 1 },
        { sku: "MY-MUG", quantity: 2 },
        { sku: "MY-BOOK", quantity: 4 },
      ],
    });
    const created = await server.post("/v1/orders/create", body, acme.token);
    const orderRef = created.body.data.order_ref as string;
    const [tee, book, mug, books] = created.body.data.items.map((i: { item_ref: string }) => i.item_ref);
    const get = async () => (await server.post("/v1/orders/get", { order_ref: orderRef }, acme.token)).body.data;
    expect((await get()).items.map((i: { status: string }) => i.status)).toEqual(["open", "open", "open", "open"]);

    ok(await server.post("/v1/orders/cancel-items", { order_ref: orderRef, items: [{ item_ref: book, cancelled_quantity: 1 }, { item_ref: books, cancelled_quantity: 1 }] }, acme.token));
    ok(await server.post("/v1/admin/orders/transition", { order_ref: orderRef, status: "in_production", ...FORCED }, ADMIN_TOKEN));
    ok(
      await server.post(
        "/v1/admin/orders/ship",
        { order_ref: orderRef, carrier: "UPS", tracking_number: "1Z1", items: [{ item_ref: tee, quantity: 3 }, { item_ref: mug, quantity: 1 }] },
        ADMIN_TOKEN,
      ),
    );
    const expected = [
      { item_ref: tee, quantity: 3, cancelled_quantity: 0, shipped_quantity: 3, status: "shipped" },
      { item_ref: book, quantity: 1, cancelled_quantity: 1, shipped_quantity: 0, status: "cancelled" },
      { item_ref: mug, quantity: 2, cancelled_quantity: 0, shipped_quantity: 1, status: "partially_shipped" },
      { item_ref: books, quantity: 4, cancelled_quantity: 1, shipped_quantity: 0, status: "open" },
    ].map((line) => expect.objectContaining(line));
    expect((await get()).items).toEqual(expected);
    const listed = (await server.post("/v1/orders/list", { limit: 100 }, acme.token)).body.data.orders.find((o: { order_ref: string }) => o.order_ref === orderRef);
    expect(listed.items).toEqual(expected);
    expect((await server.post("/v1/admin/orders/get", { order_ref: orderRef }, ADMIN_TOKEN)).body.data.items).toEqual(expected);
    const adminListed = (await server.post("/v1/admin/orders/list", { account_id: acme.accountId, limit: 100 }, ADMIN_TOKEN)).body.data.orders.find(
      (o: { order_ref: string }) => o.order_ref === orderRef,
    );
    expect(adminListed.items).toEqual(expected);

    // The rest ships: a line with a cancelled part and the rest shipped is shipped.
    ok(await server.post("/v1/admin/orders/ship", { order_ref: orderRef, carrier: "UPS", tracking_number: "1Z2" }, ADMIN_TOKEN));
    expect((await get()).items.map((i: { status: string }) => i.status)).toEqual(["shipped", "cancelled", "shipped", "shipped"]);
  });

  it("is listed in the OpenAPI document with its values", async () => {
    const openapi = (await server.request("/docs/openapi.json", { method: "GET" })).body;
    const item = openapi.paths["/v1/orders/get"].post.responses["200"].content["application/json"].schema.properties.data.properties.items.items;
    expect(item.properties.status.enum).toEqual(["open", "partially_shipped", "shipped", "cancelled"]);
    expect(item.required).toContain("status");
  });
});
