// An account's backorder policy (docs/caller-guide.md#your-stock): allow (the default) accepts counted lines beyond
// what is available and says so in create's and quote's warnings; refuse answers 400 out_of_stock at
// items[i].quantity with `available`, beside the body's other errors, writes nothing, and stays exact when creates
// race for the last units.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { SKU } from "../../src/fixtures/catalog.js";
import { seedAccount, seedCatalog, standardOrder, type SeededAccount } from "../helpers/fixtures.js";
import { ADMIN_TOKEN, startTestServer, type TestServer } from "../helpers/server.js";

let server: TestServer;
let allow: SeededAccount;
let refuse: SeededAccount;

const admin = async (path: string, body: unknown) => {
  const res = await server.post(`/v1/admin/${path}`, body, ADMIN_TOKEN);
  expect(res.body, JSON.stringify(res.body)).toMatchObject({ status: "success" });
  return res.body.data;
};
const books = (quantity: number, extra: Record<string, unknown> = {}) => standardOrder({ items: [{ sku: SKU.notebook, quantity }], ...extra });
const receive = (account: SeededAccount, delta: number) => admin("stock/adjust", { sku: SKU.notebook, account_id: account.accountId, delta, reason: "found" });
const item = async (account: SeededAccount) =>
  ((await admin("stock/list", { account_id: account.accountId })).items as { sku: string; on_hand: number; committed: number }[]).find((i) => i.sku === SKU.notebook);
const orderCount = async (account: SeededAccount) => (await admin("orders/counts", { account_id: account.accountId })).total;

beforeAll(async () => {
  server = await startTestServer();
  await seedCatalog(server);
  await admin("catalog/update", { sku: SKU.notebookBlank, track_stock: true, prices: { USD: 650 } });
  await admin("catalog/update", { sku: SKU.teeBlank, prices: { USD: 1250 } });
  const method = { code: "STANDARD", name: "Standard", carrier: "USPS", zones: [{ countries: ["US"], prices: { USD: { first_item: 499, additional_item: 150 } }, days_min: 3, days_max: 5 }] };
  await admin("shipping-methods/create", method);
  allow = await seedAccount(server, { name: "Allows", connected_stores: true, currency: "USD", default_shipping_method: "STANDARD" });
  refuse = await seedAccount(server, { name: "Refuses", connected_stores: true, currency: "USD", default_shipping_method: "STANDARD", backorders: "refuse" });
});
afterAll(() => server?.close());

describe("the account's setting", () => {
  it("is allow by default, refuse when asked, shown by the account's views and changed by accounts/update", async () => {
    expect((await admin("accounts/get", { account_id: allow.accountId })).backorders).toBe("allow");
    expect((await admin("accounts/get", { account_id: refuse.accountId })).backorders).toBe("refuse");
    const other = await seedAccount(server, { name: "Changes", connected_stores: true }, false);
    expect((await admin("accounts/update", { account_id: other.accountId, backorders: "refuse" })).backorders).toBe("refuse");
    expect((await admin("accounts/update", { account_id: other.accountId, backorders: "allow" })).backorders).toBe("allow");
  });

  it("refuses a value that is not a policy, with its path", async () => {
    const res = await server.post("/v1/admin/accounts/update", { account_id: allow.accountId, backorders: "maybe" }, ADMIN_TOKEN);
    expect(res.status).toBe(400);
    expect(res.body.data.errors).toEqual([expect.objectContaining({ path: "backorders", code: "invalid_value" })]);
  });
});

describe("backorders: refuse", () => {
  it("answers out_of_stock at the line's quantity with what is available, beside the body's other errors, and writes nothing", async () => {
    await receive(refuse, 3);
    const before = await orderCount(refuse);
    const res = await server.post("/v1/orders/create", books(5, { shipping_country: "XX" }), refuse.token);
    expect(res.status).toBe(400);
    expect(res.body.data.errors).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ path: "shipping_country", code: "invalid_country" }),
        { path: "items[0].quantity", code: "out_of_stock", message: expect.stringContaining("3 of 5"), available: 3 },
      ]),
    );
    const alone = await server.post("/v1/orders/create", books(5), refuse.token);
    expect(alone.status).toBe(400);
    expect(alone.body.data.errors).toEqual([{ path: "items[0].quantity", code: "out_of_stock", message: expect.any(String), available: 3 }]);
    expect(await orderCount(refuse)).toBe(before);
    expect(await item(refuse)).toMatchObject({ on_hand: 3, committed: 0 });
  });

  it("lines of one item share what is available; a body within it is accepted and allocated whole", async () => {
    const shared = await server.post("/v1/orders/create", standardOrder({ items: [{ sku: SKU.notebook, quantity: 2 }, { sku: SKU.notebook, quantity: 2 }] }), refuse.token);
    expect(shared.status).toBe(400);
    expect(shared.body.data.errors).toEqual([expect.objectContaining({ path: "items[1].quantity", code: "out_of_stock", available: 1 })]);
    const fits = await server.post("/v1/orders/create", books(3), refuse.token);
    expect(fits.body.status, JSON.stringify(fits.body)).toBe("success");
    expect(fits.body.data.warnings).toEqual([]);
    const order = (await server.post("/v1/orders/get", { order_ref: fits.body.data.order_ref }, refuse.token)).body.data;
    expect(order).toMatchObject({ stock: "allocated", items: [{ allocated_quantity: 3, backordered_quantity: 0 }] });
    // Nothing left, and never counted at all: refused alike.
    expect((await server.post("/v1/orders/create", books(1), refuse.token)).body.data.errors).toEqual([expect.objectContaining({ code: "out_of_stock", available: 0 })]);
  });

  it("quote answers what create would: out_of_stock", async () => {
    const res = await server.post("/v1/orders/quote", { ...books(1), external_ref: undefined }, refuse.token);
    expect(res.status).toBe(400);
    expect(res.body.data.errors).toEqual([expect.objectContaining({ path: "items[0].quantity", code: "out_of_stock", available: 0 })]);
  });

  it("20 creates racing for the last 5 units: exactly 5 are accepted, the rest refused, and the figures hold", async () => {
    const racer = await seedAccount(server, { name: "Racer", connected_stores: true, backorders: "refuse" });
    await receive(racer, 5);
    const answers = await Promise.all(Array.from({ length: 20 }, () => server.post("/v1/orders/create", books(1), racer.token)));
    expect(answers.filter((a) => a.status === 200)).toHaveLength(5);
    const refused = answers.filter((a) => a.status !== 200);
    expect(refused).toHaveLength(15);
    for (const a of refused) expect(a.body.data.errors).toEqual([expect.objectContaining({ path: "items[0].quantity", code: "out_of_stock", available: 0 })]);
    expect(await item(racer)).toMatchObject({ on_hand: 5, committed: 5 });
    expect(await orderCount(racer)).toBe(5);
  });
});

describe("backorders: allow", () => {
  it("20 creates racing for the last 5 units: 5 allocated, 15 backordered, each answer as its order stands, and the figures hold", async () => {
    const racer = await seedAccount(server, { name: "Racer allowing", connected_stores: true });
    await receive(racer, 5);
    const answers = await Promise.all(Array.from({ length: 20 }, () => server.post("/v1/orders/create", books(1), racer.token)));
    expect(answers.map((a) => a.status)).toEqual(Array.from({ length: 20 }, () => 200));
    const waiting = answers.filter((a) => a.body.data.warnings.length > 0);
    expect(waiting).toHaveLength(15);
    for (const a of waiting) expect(a.body.data.warnings).toEqual([{ path: "items[0]", code: "backordered", message: expect.stringContaining("1 of 1") }]);
    for (const a of answers) {
      const order = (await server.post("/v1/orders/get", { order_ref: a.body.data.order_ref }, racer.token)).body.data;
      const waits = a.body.data.warnings.length > 0;
      expect(order).toMatchObject({ stock: waits ? "backordered" : "allocated", items: [{ allocated_quantity: waits ? 0 : 1, backordered_quantity: waits ? 1 : 0 }] });
    }
    expect(await item(racer)).toMatchObject({ on_hand: 5, committed: 5, backordered: 15 });
  });

  it("quote warns of the lines that would wait, at their paths; create accepts them backordered", async () => {
    await receive(allow, 1);
    const body = standardOrder({ items: [{ sku: SKU.logoTee, quantity: 1 }, { sku: SKU.notebook, quantity: 3 }] });
    const quote = await server.post("/v1/orders/quote", { ...body, external_ref: undefined }, allow.token);
    expect(quote.body.status, JSON.stringify(quote.body)).toBe("success");
    expect(quote.body.data.warnings).toEqual([{ path: "items[1]", code: "backordered", message: expect.stringContaining("2 of 3") }]);
    const created = await server.post("/v1/orders/create", body, allow.token);
    expect(created.body.data.warnings).toEqual([{ path: "items[1]", code: "backordered", message: expect.stringContaining("2 of 3") }]);
    // Nothing counted waits: no warning.
    const fine = await server.post("/v1/orders/quote", { ...standardOrder({ items: [{ sku: SKU.logoTee, quantity: 1 }] }), external_ref: undefined }, allow.token);
    expect(fine.body.data.warnings).toEqual([]);
  });
});
