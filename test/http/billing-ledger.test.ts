// The ledger (docs/caller-guide.md#billing, docs/operator-guide.md#billing) through real HTTP on both backends: an
// entry per write point (create, cancel-items, a whole cancellation by the operator and in bulk, update-shipping, a
// billable reshipment), none for unpriced and sandbox orders, the merchant's and the operator's reads, payments and
// manual entries with their refusals, auth and malformed input, and the balance always the sum of the entries.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { seedAccount, seedCatalog, standardOrder, type SeededAccount } from "../helpers/fixtures.js";
import { ADMIN_TOKEN, startTestServer, type TestServer } from "../helpers/server.js";
import { BACKEND } from "../helpers/backend.js";
import { statementsDuring } from "../helpers/statements.js";

let server: TestServer;
let usd: SeededAccount;
let unpriced: SeededAccount;
let sandbox: SeededAccount;

const admin = (path: string, body: unknown) => server.post(path, body, ADMIN_TOKEN);
const usdMoney = (amount: number) => ({ amount, currency: "USD" });
const STANDARD = { code: "STANDARD", name: "Standard", zones: [{ countries: ["US"], prices: { USD: { first_item: 499, additional_item: 150 } }, days_min: 3, days_max: 5 }] };
const EXPRESS = { code: "EXPRESS", name: "Express", zones: [{ countries: ["US"], prices: { USD: { first_item: 1599, additional_item: 300 } }, days_min: 1, days_max: 2 }] };
/** 2 logo tees at 12.50 and a notebook at 6.50, shipped STANDARD: 31.50 + 4.99 + 2 × 1.50. */
const STANDARD_TOTAL = 3949;

beforeAll(async () => {
  server = await startTestServer();
  await seedCatalog(server);
  expect((await admin("/v1/admin/catalog/update", { sku: "TEE-BLK", prices: { USD: 1250 } })).status).toBe(200);
  expect((await admin("/v1/admin/catalog/update", { sku: "BOOK-A5", prices: { USD: 650 } })).status).toBe(200);
  expect((await admin("/v1/admin/shipping-methods/create", STANDARD)).status).toBe(200);
  expect((await admin("/v1/admin/shipping-methods/create", EXPRESS)).status).toBe(200);
  usd = await seedAccount(server, { name: "Dollar shop", connected_stores: true, currency: "USD", default_shipping_method: "STANDARD" });
  unpriced = await seedAccount(server, { name: "Plain shop", connected_stores: true });
  sandbox = await seedAccount(server, { name: "Sandbox shop", connected_stores: true, currency: "USD", mode: "test" });
});
afterAll(() => server.close());

async function create(account: SeededAccount, body: Record<string, unknown> = standardOrder()) {
  const res = await server.post("/v1/orders/create", body, account.token);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.data as { order_ref: string; items: { item_ref: string }[]; costs: { total: { amount: number } } | null };
}

async function orderEntries(orderRef: string, token = usd.token) {
  const res = await server.post("/v1/billing/entries", { order_ref: orderRef }, token);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.data.entries as { type: string; amount: { amount: number; currency: string }; tax: { amount: number }; order_ref: string; actor: unknown; description: string }[];
}

/** Every entry of the account, page by page (a small page so the cursor is used). */
async function allEntries(account: SeededAccount) {
  const all: { entry_id: string; amount: { amount: number }; tax: { amount: number } }[] = [];
  let cursor: string | undefined;
  do {
    const res = await admin("/v1/admin/billing/entries/list", { account_id: account.accountId, limit: 3, ...(cursor ? { cursor } : {}) });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    all.push(...res.body.data.entries);
    cursor = res.body.data.next_cursor ?? undefined;
  } while (cursor);
  return all;
}

async function owed(account: SeededAccount): Promise<number> {
  const res = await server.post("/v1/billing/balance", {}, account.token);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.data.balance?.amount as number;
}

async function orderTotal(orderRef: string): Promise<number> {
  return (await admin("/v1/admin/orders/get", { order_ref: orderRef })).body.data.costs.total.amount as number;
}

describe("an entry per write point", () => {
  it("create writes the order's charge, its total, by the account", async () => {
    const order = await create(usd);
    expect(order.costs?.total.amount).toBe(STANDARD_TOTAL);
    expect(await orderEntries(order.order_ref)).toEqual([
      expect.objectContaining({ type: "order_charge", amount: usdMoney(STANDARD_TOTAL), tax: usdMoney(0), order_ref: order.order_ref, actor: { type: "account" }, invoice_id: null }),
    ]);
  });

  it("the charge is part of the create's one write: on PostgreSQL still one statement, no BEGIN or COMMIT", async () => {
    let answer: { status: number } | undefined;
    const sql = await statementsDuring(async () => (answer = await server.post("/v1/orders/create", standardOrder(), usd.token)));
    expect(answer?.status).toBe(200);
    const inserts = sql.filter((q) => /^\s*(with|insert)\b/i.test(q));
    const charged = inserts.filter((q) => q.includes('"billing_entries"'));
    expect(charged).toHaveLength(1);
    if (BACKEND === "postgres") {
      expect(inserts).toEqual(charged);
      expect(sql.filter((q) => /^\s*(begin|commit)\b/i.test(q))).toEqual([]);
    }
  });

  it("a repeat of a create writes no second charge", async () => {
    const body = standardOrder();
    const first = await create(usd, body);
    const again = await server.post("/v1/orders/create", body, usd.token);
    expect(again.status).toBe(200);
    expect(await orderEntries(first.order_ref)).toHaveLength(1);
  });

  it("cancel-items writes an order_credit of the difference; the order's charges always sum to its total", async () => {
    const order = await create(usd);
    const res = await server.post("/v1/orders/cancel-items", { order_ref: order.order_ref, items: [{ item_ref: order.items[0]!.item_ref, cancelled_quantity: 1 }] }, usd.token);
    expect(res.body.status).toBe("success");
    // One tee less: 12.50 and one additional item's shipping (1.50).
    const entries = await orderEntries(order.order_ref);
    expect(entries.map((e) => [e.type, e.amount.amount])).toEqual([["order_charge", STANDARD_TOTAL], ["order_credit", -1400]]);
    expect(entries[1]).toMatchObject({ actor: { type: "account" }, tax: usdMoney(0) });
    expect(entries.reduce((sum, e) => sum + e.amount.amount, 0)).toBe(await orderTotal(order.order_ref));
  });

  it("cancelling every item by cancel-items credits the whole total", async () => {
    const order = await create(usd);
    const items = [{ item_ref: order.items[0]!.item_ref, cancelled_quantity: 2 }, { item_ref: order.items[1]!.item_ref, cancelled_quantity: 1 }];
    expect((await server.post("/v1/orders/cancel-items", { order_ref: order.order_ref, items }, usd.token)).body.data.status).toBe("cancelled");
    expect((await orderEntries(order.order_ref)).map((e) => e.amount.amount)).toEqual([STANDARD_TOTAL, -STANDARD_TOTAL]);
  });

  it("the operator's cancellation credits what was left, by the operator, and re-prices the order", async () => {
    const order = await create(usd);
    const res = await admin("/v1/admin/orders/transition", { order_ref: order.order_ref, status: "cancelled", reason: "merchant asked" });
    expect(res.body.status, JSON.stringify(res.body)).toBe("success");
    const entries = await orderEntries(order.order_ref);
    expect(entries.map((e) => [e.type, e.amount.amount])).toEqual([["order_charge", STANDARD_TOTAL], ["order_credit", -STANDARD_TOTAL]]);
    expect(entries[1]!.actor).toMatchObject({ type: "operator" });
    expect(await orderTotal(order.order_ref)).toBe(0);
  });

  it("a bulk cancel credits each order", async () => {
    const orders = [await create(usd), await create(usd)];
    const res = await admin("/v1/admin/orders/bulk", { action: "cancel", order_refs: orders.map((o) => o.order_ref), reason: "duplicates" });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    for (const order of orders) expect((await orderEntries(order.order_ref)).map((e) => e.type)).toEqual(["order_charge", "order_credit"]);
  });

  it("update-shipping to a dearer method writes an order_adjustment of the difference", async () => {
    const order = await create(usd);
    const address = { order_ref: order.order_ref, shipping_name: "Grace Hopper", shipping_address_1: "2 Compiler Ct", shipping_city: "Arlington", shipping_zip: "22201", shipping_state: "VA", shipping_country: "US" };
    expect((await server.post("/v1/orders/update-shipping", { ...address, shipping_method: "EXPRESS" }, usd.token)).body.status).toBe("success");
    // EXPRESS for 3 items: 15.99 + 2 × 3.00 = 21.99, STANDARD was 7.99.
    expect((await orderEntries(order.order_ref)).map((e) => [e.type, e.amount.amount])).toEqual([["order_charge", STANDARD_TOTAL], ["order_adjustment", 2199 - 799]]);
    // The same address again changes no money: no entry.
    expect((await server.post("/v1/orders/update-shipping", { ...address, shipping_method: "EXPRESS" }, usd.token)).body.status).toBe("success");
    expect(await orderEntries(order.order_ref)).toHaveLength(2);
  });

  it("a billable reshipment charges the order's shipping for the parcel's items; an unbilled one charges nothing", async () => {
    const order = await create(usd);
    await admin("/v1/admin/orders/transition", { order_ref: order.order_ref, status: "in_production", force: true, reason: "test" });
    expect((await admin("/v1/admin/orders/ship", { order_ref: order.order_ref, carrier: "UPS", tracking_number: "1Z1" })).body.status).toBe("success");
    const free = await admin("/v1/admin/orders/ship", { order_ref: order.order_ref, carrier: "UPS", tracking_number: "1Z2", reshipment: true });
    expect(free.body.status).toBe("success");
    const billed = await admin("/v1/admin/orders/ship", { order_ref: order.order_ref, carrier: "UPS", tracking_number: "1Z3", reshipment: true, billable: true, items: [{ item_ref: order.items[0]!.item_ref, quantity: 2 }] });
    expect(billed.body.status, JSON.stringify(billed.body)).toBe("success");
    const entries = await orderEntries(order.order_ref);
    expect(entries.map((e) => [e.type, e.amount.amount])).toEqual([["order_charge", STANDARD_TOTAL], ["reshipment_charge", 499 + 150]]);
    expect(entries[1]!.description).toContain(billed.body.data.shipment_ref);
    expect(entries[1]!.actor).toMatchObject({ type: "operator" });
  });

  it("billable without reshipment is 400 reshipment_required at billable; an unpriced order's is refused order_not_priced", async () => {
    const order = await create(usd);
    const res = await admin("/v1/admin/orders/ship", { order_ref: order.order_ref, carrier: "UPS", tracking_number: "1Z1", billable: true });
    expect(res.status).toBe(400);
    expect(res.body.data.errors).toEqual([expect.objectContaining({ path: "billable", code: "reshipment_required" })]);

    const plain = await create(unpriced);
    await admin("/v1/admin/orders/transition", { order_ref: plain.order_ref, status: "in_production", force: true, reason: "test" });
    await admin("/v1/admin/orders/ship", { order_ref: plain.order_ref, carrier: "UPS", tracking_number: "1Z1" });
    const refused = await admin("/v1/admin/orders/ship", { order_ref: plain.order_ref, carrier: "UPS", tracking_number: "1Z2", reshipment: true, billable: true });
    expect(refused.status).toBe(200);
    expect(refused.body).toMatchObject({ status: "error", data: { errors: [{ path: "billable", code: "order_not_priced" }] } });
    // Nothing was written: no second shipment.
    const shipments = (await admin("/v1/admin/orders/get", { order_ref: plain.order_ref })).body.data.shipments;
    expect(shipments).toHaveLength(1);
  });

  it("unpriced and sandbox orders write no entries", async () => {
    const plain = await create(unpriced);
    await server.post("/v1/orders/cancel-items", { order_ref: plain.order_ref, items: [{ item_ref: plain.items[0]!.item_ref, cancelled_quantity: 1 }] }, unpriced.token);
    expect(await orderEntries(plain.order_ref, unpriced.token)).toEqual([]);
    const test = await create(sandbox);
    expect(test.costs).not.toBeNull();
    await server.post("/v1/orders/cancel-items", { order_ref: test.order_ref, items: [{ item_ref: test.items[0]!.item_ref, cancelled_quantity: 1 }] }, sandbox.token);
    expect(await orderEntries(test.order_ref, sandbox.token)).toEqual([]);
    expect((await server.post("/v1/billing/balance", {}, sandbox.token)).body.data).toEqual({ account_id: sandbox.accountId, currency: "USD", balance: usdMoney(0), balances: [] });
    expect((await server.post("/v1/billing/balance", {}, unpriced.token)).body.data).toEqual({ account_id: unpriced.accountId, currency: null, balance: null, balances: [] });
  });
});

describe("payments and manual entries", () => {
  it("payments/record writes a negative payment entry and answers the balance after it", async () => {
    const account = await seedAccount(server, { name: "Payer", connected_stores: true, currency: "USD" });
    await create(account);
    const res = await admin("/v1/admin/billing/payments/record", { account_id: account.accountId, amount: usdMoney(5000), reference: "SEPA 2026-11-29" });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.data).toEqual({
      entry: { entry_id: expect.stringMatching(/^ent_/), at: expect.any(String), type: "payment", amount: usdMoney(-5000), tax: usdMoney(0), order_ref: null, description: "Payment SEPA 2026-11-29", actor: { type: "operator", id: "op_admin", name: "admin" }, invoice_id: null },
      balance: { account_id: account.accountId, currency: "USD", balance: usdMoney(STANDARD_TOTAL - 5000), balances: [usdMoney(STANDARD_TOTAL - 5000)] },
    });
    expect(await owed(account)).toBe(STANDARD_TOTAL - 5000);
  });

  it("entries/add writes a manual credit or debit with its reason", async () => {
    const account = await seedAccount(server, { name: "Manual", connected_stores: true, currency: "USD" });
    const credit = await admin("/v1/admin/billing/entries/add", { account_id: account.accountId, amount: usdMoney(-1000), reason: "Goodwill: late parcel" });
    expect(credit.status, JSON.stringify(credit.body)).toBe(200);
    expect(credit.body.data.entry).toMatchObject({ type: "manual", amount: usdMoney(-1000), description: "Goodwill: late parcel" });
    const debit = await admin("/v1/admin/billing/entries/add", { account_id: account.accountId, amount: usdMoney(250), reason: "Storage fee" });
    expect(debit.body.data.balance.balance).toEqual(usdMoney(-750));
    const listed = await server.post("/v1/billing/entries", { types: ["manual"] }, account.token);
    expect(listed.body.data.entries.map((e: { amount: { amount: number } }) => e.amount.amount)).toEqual([-1000, 250]);
  });

  it.each([
    ["/v1/admin/billing/payments/record", { amount: { amount: 100, currency: "EUR" }, reference: "x" }, "amount.currency", "currency_mismatch"],
    ["/v1/admin/billing/entries/add", { amount: { amount: 100, currency: "EUR" }, reason: "x" }, "amount.currency", "currency_mismatch"],
    ["/v1/admin/billing/payments/record", { amount: usdMoney(0), reference: "x" }, "amount.amount", "out_of_range"],
    ["/v1/admin/billing/payments/record", { amount: usdMoney(-5), reference: "x" }, "amount.amount", "out_of_range"],
    ["/v1/admin/billing/entries/add", { amount: usdMoney(0), reason: "x" }, "amount.amount", "out_of_range"],
    ["/v1/admin/billing/payments/record", { amount: usdMoney(100) }, "reference", "required"],
    ["/v1/admin/billing/entries/add", { amount: usdMoney(100), reason: "" }, "reason", "required"],
    ["/v1/admin/billing/payments/record", { amount: { amount: 1.5, currency: "USD" }, reference: "x" }, "amount.amount", "invalid_type"],
  ])("%s refuses %j at %s with %s, writing nothing", async (path, body, where, code) => {
    const account = await seedAccount(server, { name: "Refused", connected_stores: true, currency: "USD" }, false);
    const res = await admin(path, { account_id: account.accountId, ...body });
    expect(res.status).toBe(400);
    expect(res.body.data.errors).toEqual([expect.objectContaining({ path: where, code })]);
    expect(await allEntries(account)).toEqual([]);
  });

  it("an unpriced account's payment is currency_mismatch; an unknown account is 404 on every operator operation", async () => {
    const res = await admin("/v1/admin/billing/payments/record", { account_id: unpriced.accountId, amount: usdMoney(100), reference: "x" });
    expect(res.status).toBe(400);
    expect(res.body.data.errors[0]).toMatchObject({ path: "amount.currency", code: "currency_mismatch" });
    for (const [path, body] of [
      ["/v1/admin/billing/balance", {}],
      ["/v1/admin/billing/entries/list", {}],
      ["/v1/admin/billing/payments/record", { amount: usdMoney(100), reference: "x" }],
      ["/v1/admin/billing/entries/add", { amount: usdMoney(100), reason: "x" }],
    ] as const) {
      const missing = await admin(path, { account_id: "acct_nope", ...body });
      expect(missing.status, path).toBe(404);
      expect(missing.body.data.errors[0]).toMatchObject({ path: "account_id", code: "account_not_found" });
    }
  });
});

describe("reads", () => {
  it("entries filter by type, order, from and to, and page by cursor", async () => {
    const account = await seedAccount(server, { name: "Reader", connected_stores: true, currency: "USD", default_shipping_method: "STANDARD" });
    const a = await create(account);
    const b = await create(account);
    await admin("/v1/admin/billing/payments/record", { account_id: account.accountId, amount: usdMoney(100), reference: "r1" });
    const entries = await allEntries(account);
    expect(entries).toHaveLength(3);
    const charges = await server.post("/v1/billing/entries", { types: ["order_charge"] }, account.token);
    expect(charges.body.data.entries.map((e: { order_ref: string }) => e.order_ref)).toEqual([a.order_ref, b.order_ref]);
    const one = await server.post("/v1/billing/entries", { order_ref: b.order_ref }, account.token);
    expect(one.body.data.entries).toHaveLength(1);
    const future = await server.post("/v1/billing/entries", { from: "2999-01-01T00:00:00Z" }, account.token);
    expect(future.body.data.entries).toEqual([]);
    const past = await server.post("/v1/billing/entries", { to: "2000-01-01T00:00:00Z" }, account.token);
    expect(past.body.data.entries).toEqual([]);
    const page = await server.post("/v1/billing/entries", { limit: 2 }, account.token);
    expect(page.body.data.entries).toHaveLength(2);
    const next = await server.post("/v1/billing/entries", { limit: 2, cursor: page.body.data.next_cursor }, account.token);
    expect(next.body.data).toMatchObject({ entries: [expect.objectContaining({ type: "payment" })], next_cursor: null });
  });

  it("another account's entries are not read: the filter by order_ref finds none", async () => {
    const order = await create(usd);
    const other = await seedAccount(server, { name: "Nosy", connected_stores: true, currency: "USD" }, false);
    expect(await orderEntries(order.order_ref, other.token)).toEqual([]);
  });

  it.each([
    [{ from: "yesterday" }, "from", "invalid_timestamp"],
    [{ to: "2026-13-01T00:00:00Z" }, "to", "invalid_timestamp"],
    [{ cursor: "nope" }, "cursor", "invalid_cursor"],
    [{ types: ["refund"] }, "types[0]", "invalid_value"],
    [{ limit: 0 }, "limit", "out_of_range"],
    [{ surprise: 1 }, "surprise", "unknown_field"],
  ])("billing/entries refuses %j at %s with %s", async (body, where, code) => {
    const res = await server.post("/v1/billing/entries", body, usd.token);
    expect(res.status).toBe(400);
    expect(res.body.data.errors).toEqual([expect.objectContaining({ path: where, code })]);
  });

  it("balance takes no fields", async () => {
    const res = await server.post("/v1/billing/balance", { account_id: "x" }, usd.token);
    expect(res.status).toBe(400);
    expect(res.body.data.errors[0]).toMatchObject({ path: "account_id", code: "unknown_field" });
  });
});

describe("auth", () => {
  it("merchant operations need billing:read; an operator token may not call them, nor a merchant the operator's", async () => {
    const limited = await server.post("/v1/tokens/create", { name: "orders only", scopes: ["orders:read"] }, usd.token);
    expect(limited.status, JSON.stringify(limited.body)).toBe(200);
    for (const path of ["/v1/billing/balance", "/v1/billing/entries"]) {
      const refused = await server.post(path, {}, limited.body.data.token);
      expect(refused.status, path).toBe(403);
      expect(refused.body.data.required_scope).toBe("billing:read");
      expect((await server.post(path, {})).status).toBe(401);
      expect((await server.post(path, {}, ADMIN_TOKEN)).status).toBe(403);
    }
    const reader = await server.post("/v1/tokens/create", { name: "books", scopes: ["billing:read"] }, usd.token);
    expect((await server.post("/v1/billing/balance", {}, reader.body.data.token)).status).toBe(200);
    for (const path of ["/v1/admin/billing/balance", "/v1/admin/billing/entries/list", "/v1/admin/billing/payments/record", "/v1/admin/billing/entries/add"]) {
      expect((await server.post(path, { account_id: usd.accountId }, usd.token)).status, path).toBe(403);
      expect((await server.post(path, { account_id: usd.accountId })).status, path).toBe(401);
    }
  });

  it.each(["/v1/billing/balance", "/v1/billing/entries", "/v1/admin/billing/balance", "/v1/admin/billing/entries/list", "/v1/admin/billing/payments/record", "/v1/admin/billing/entries/add"])(
    "%s answers malformed JSON and a wrong type with 400",
    async (path) => {
      const token = path.startsWith("/v1/admin") ? ADMIN_TOKEN : usd.token;
      const broken = await server.post(path, "{\"a\":", token);
      expect(broken.status).toBe(400);
      expect(broken.body.data.errors[0].code).toBe("malformed_json");
      expect((await server.post(path, [], token)).status).toBe(400);
    },
  );
});

describe("the balance", () => {
  it("always equals the sum of the entries after a mixed load", async () => {
    const account = await seedAccount(server, { name: "Mixed", connected_stores: true, currency: "USD", default_shipping_method: "STANDARD" });
    const orders = await Promise.all(Array.from({ length: 6 }, () => create(account)));
    await Promise.all([
      server.post("/v1/orders/cancel-items", { order_ref: orders[0]!.order_ref, items: [{ item_ref: orders[0]!.items[0]!.item_ref, cancelled_quantity: 1 }] }, account.token),
      admin("/v1/admin/orders/transition", { order_ref: orders[1]!.order_ref, status: "cancelled", reason: "x" }),
      admin("/v1/admin/billing/payments/record", { account_id: account.accountId, amount: usdMoney(7000), reference: "p1" }),
      admin("/v1/admin/billing/entries/add", { account_id: account.accountId, amount: usdMoney(-123), reason: "goodwill" }),
      server.post("/v1/orders/update-shipping", { order_ref: orders[2]!.order_ref, shipping_name: "A", shipping_address_1: "1 Main St", shipping_city: "Town", shipping_zip: "22201", shipping_state: "VA", shipping_country: "US", shipping_method: "EXPRESS" }, account.token),
    ]);
    const entries = await allEntries(account);
    const sum = entries.reduce((total, e) => total + e.amount.amount + e.tax.amount, 0);
    expect(await owed(account)).toBe(sum);
    let totals = 0;
    for (const order of orders) totals += await orderTotal(order.order_ref);
    expect(sum).toBe(totals - 7000 - 123);
    const read = await admin("/v1/admin/billing/balance", { account_id: account.accountId });
    expect(read.body.data).toEqual({ account_id: account.accountId, currency: "USD", balance: usdMoney(sum), balances: [usdMoney(sum)] });
  });
});
