// Invoices (docs/operator-guide.md#invoices, docs/caller-guide.md#invoices) through real HTTP on both backends: issue
// with consecutive INV-YYYY-NNNNNN numbers and chained balances, the refusals (nothing_to_invoice, period_in_future,
// a malformed period), the PDF's text and the CSV against the invoice, the lists and downloads with their auth, and
// numbers without gaps: a failed issue gives its number back, concurrent issues take distinct consecutive ones.
import { sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { seedAccount, type SeededAccount } from "../helpers/fixtures.js";
import { BACKEND } from "../helpers/backend.js";
import { pageText } from "../helpers/pdf.js";
import { ADMIN_TOKEN, startTestServer, type TestServer } from "../helpers/server.js";

let server: TestServer;
let clock = new Date("2026-10-15T10:00:00.000Z");
let shop: SeededAccount;
let other: SeededAccount;

const admin = (path: string, body: unknown) => server.post(path, body, ADMIN_TOKEN);
const usd = (amount: number) => ({ amount, currency: "USD" });
const COMPANY = { COMPANY_NAME: "Print Works GmbH", COMPANY_ADDRESS: "Hafenstraße 1\\n20457 Hamburg", COMPANY_COUNTRY: "DE", COMPANY_TAX_ID: "DE123456789" };

async function debit(account: SeededAccount, amount: number, reason: string) {
  const res = await admin("/v1/admin/billing/entries/add", { account_id: account.accountId, amount: usd(amount), reason });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
}

async function pay(account: SeededAccount, amount: number) {
  const res = await admin("/v1/admin/billing/payments/record", { account_id: account.accountId, amount: usd(amount), reference: "wire 7" });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
}

async function issue(account: SeededAccount, period: string) {
  return admin("/v1/admin/billing/invoices/issue", { account_id: account.accountId, period });
}

async function issued(account: SeededAccount, period: string) {
  const res = await issue(account, period);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  expect(res.body.status, JSON.stringify(res.body)).toBe("success");
  return res.body.data as Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any -- the invoice as JSON
}

async function get(path: string, token: string) {
  const res = await fetch(server.url + path, { headers: { authorization: `Bearer ${token}` } });
  return { status: res.status, type: res.headers.get("content-type"), bytes: Buffer.from(await res.arrayBuffer()) };
}

/** The numbers' sequence part taken so far this year: what the next issue's number follows. */
async function lastNumber(): Promise<number> {
  const row = await server.database.db.selectFrom("invoice_counters").select("last").where("year", "=", 2026).executeTakeFirst();
  return Number(row?.last ?? 0);
}

beforeAll(async () => {
  server = await startTestServer(COMPANY, { now: () => clock });
  shop = await seedAccount(server, { name: "Dollar shop", connected_stores: true, currency: "USD" }, false);
  other = await seedAccount(server, { name: "Other shop", connected_stores: true, currency: "USD" }, false);
});
afterAll(() => server.close());

describe("issue", () => {
  let first: Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any -- the invoice as JSON

  it("refuses a month not begun (period_in_future) and a malformed period, at period", async () => {
    await debit(shop, 3949, "Setup fee");
    const future = await issue(shop, "2026-11");
    expect(future.status).toBe(400);
    expect(future.body.data.errors).toEqual([expect.objectContaining({ path: "period", code: "period_in_future" })]);
    for (const period of ["2026-13", "2026-1", "Oct 2026", "2026-10-01"]) {
      const bad = await issue(shop, period);
      expect(bad.status, period).toBe(400);
      expect(bad.body.data.errors, period).toEqual([expect.objectContaining({ path: "period", code: "invalid_format" })]);
    }
    const unknown = await admin("/v1/admin/billing/invoices/issue", { account_id: "acc_nobody", period: "2026-10" });
    expect(unknown.status).toBe(404);
    expect(unknown.body.data.errors[0].code).toBe("account_not_found");
    expect(await lastNumber()).toBe(0);
  });

  it("issues the current month early: every entry so far, INV-2026-000001, the figures summed", async () => {
    clock = new Date("2026-10-20T09:00:00.000Z");
    await debit(shop, 1001, "Rush handling");
    await pay(shop, 2000);
    clock = new Date("2026-10-25T12:00:00.000Z");
    first = await issued(shop, "2026-10");
    expect(first).toMatchObject({
      number: "INV-2026-000001", account_id: shop.accountId, period: "2026-10", issued_at: "2026-10-25T12:00:00.000Z", currency: "USD",
      net: usd(4950), tax: usd(0), total: usd(4950), payments: usd(-2000), brought_forward: usd(0), carried: usd(2950), entry_count: 3, reverse_charge: false,
    });
    expect(first.invoice_id).toMatch(/^inv_/);
    const entries = (await server.post("/v1/billing/entries", {}, shop.token)).body.data.entries as { invoice_id: string | null }[];
    expect(entries.map((e) => e.invoice_id)).toEqual([first.invoice_id, first.invoice_id, first.invoice_id]);
  });

  it("answers nothing_to_invoice when every entry is invoiced, twice in a row, and takes no number", async () => {
    for (let i = 0; i < 2; i++) {
      const res = await issue(shop, "2026-10");
      expect(res.status).toBe(200);
      expect(res.body).toMatchObject({ status: "error", data: { errors: [{ path: "period", code: "nothing_to_invoice" }] } });
    }
    expect(await lastNumber()).toBe(1);
  });

  it("entries after an early issue go on the next invoice, brought_forward chained; numbers stay consecutive", async () => {
    clock = new Date("2026-10-28T08:00:00.000Z");
    await debit(shop, 500, "Late October");
    clock = new Date("2026-11-02T08:00:00.000Z");
    await debit(shop, 700, "November");
    const second = await issued(shop, "2026-10");
    expect(second).toMatchObject({ number: "INV-2026-000002", period: "2026-10", net: usd(500), total: usd(500), payments: usd(0), brought_forward: usd(2950), carried: usd(3450), entry_count: 1 });
    await debit(other, 100, "Other's fee");
    expect((await issued(other, "2026-11")).number).toBe("INV-2026-000003");
    const third = await issued(shop, "2026-11");
    expect(third).toMatchObject({ number: "INV-2026-000004", net: usd(700), brought_forward: usd(3450), carried: usd(4150), entry_count: 1 });
  });

  it("tells the merchant's webhooks (invoice.issued, the invoice as data)", async () => {
    const hook = await admin("/v1/admin/webhooks/create", { account_id: other.accountId, url: "https://hooks.example.com/invoices", events: ["invoice.issued"] });
    expect(hook.status, JSON.stringify(hook.body)).toBe(200);
    clock = new Date("2026-11-03T08:00:00.000Z");
    await debit(other, 250, "More");
    const invoice = await issued(other, "2026-11");
    const rows = await server.database.db.selectFrom("webhook_deliveries").select("payload").where("webhook_id", "=", hook.body.data.webhook_id).execute();
    expect(rows.map((r) => JSON.parse(r.payload as string))).toEqual([
      expect.objectContaining({ type: "invoice.issued", sequence: 1, data: expect.objectContaining({ invoice_id: invoice.invoice_id, number: invoice.number, period: "2026-11", total: usd(250), carried: usd(350) }) }),
    ]);
  });

  it("the PDF prints the invoice row's figures, the company and every entry; the CSV holds the same", async () => {
    const pdf = await get(`/v1/billing/invoices/${first.invoice_id}.pdf`, shop.token);
    expect(pdf.status).toBe(200);
    expect(pdf.type).toBe("application/pdf");
    const text = (await pageText(pdf.bytes)).join(" ");
    for (const expected of ["Print Works GmbH", "DE123456789", "INVOICE INV-2026-000001", "Period 2026-10", "Dollar shop", "Manual entry: Setup fee 2026-10-15 39.49 USD 0.00 USD", "Manual entry: Rush handling 2026-10-20 10.01 USD", "Payment: Payment wire 7 2026-10-20 -20.00 USD", "Net subtotal 49.50 USD Tax 0.00 USD Total 49.50 USD", "Balance brought forward 0.00 USD Payments received -20.00 USD Balance carried forward 29.50 USD", "3 entries"]) {
      expect(text).toContain(expected);
    }
    const csv = await get(`/v1/billing/invoices/${first.invoice_id}.csv`, shop.token);
    expect(csv.status).toBe(200);
    expect(csv.type).toMatch(/^text\/csv/);
    const rows = csv.bytes.toString("utf8").replace(/^\uFEFF/, "").trimEnd().split("\r\n").map((line) => line.split(","));
    expect(rows[0]).toEqual(["invoice", "entry_id", "at", "type", "order_ref", "description", "currency", "net", "tax", "total"]);
    const entries = rows.slice(1, 4);
    expect(entries.map((r) => [r[3], r[5], r[9]])).toEqual([["manual", "Setup fee", "39.49"], ["manual", "Rush handling", "10.01"], ["payment", "Payment wire 7", "-20.00"]]);
    const totals = Object.fromEntries(rows.slice(4).map((r) => [r[5], r[9]]));
    expect(totals).toEqual({ "Net subtotal": "49.50", Tax: "0.00", Total: "49.50", "Balance brought forward": "0.00", "Payments received": "-20.00", "Balance carried forward": "29.50" });
  });
});

describe("lists and downloads: auth", () => {
  it("the merchant lists its own invoices newest first, paged; the operator any account's", async () => {
    const page1 = await server.post("/v1/billing/invoices/list", { limit: 2 }, shop.token);
    expect(page1.status, JSON.stringify(page1.body)).toBe(200);
    const page2 = await server.post("/v1/billing/invoices/list", { limit: 2, cursor: page1.body.data.next_cursor }, shop.token);
    const numbers = [...page1.body.data.invoices, ...page2.body.data.invoices].map((i: { number: string }) => i.number);
    expect(numbers).toEqual(["INV-2026-000004", "INV-2026-000002", "INV-2026-000001"]);
    expect(page2.body.data.next_cursor).toBeNull();
    const all = await admin("/v1/admin/billing/invoices/list", {});
    expect(all.body.data.invoices).toHaveLength(5);
    const others = await admin("/v1/admin/billing/invoices/list", { account_id: other.accountId });
    expect(others.body.data.invoices.map((i: { number: string }) => i.number)).toEqual(["INV-2026-000005", "INV-2026-000003"]);
    expect((await admin("/v1/admin/billing/invoices/list", { account_id: "acc_nobody" })).status).toBe(404);
    expect((await server.post("/v1/billing/invoices/list", { cursor: "nonsense" }, shop.token)).body.data.errors[0]).toMatchObject({ path: "cursor", code: "invalid_cursor" });
  });

  it("downloads: the merchant's own only (another account's is 404), billing:read needed; the operator's any", async () => {
    const mine = (await server.post("/v1/billing/invoices/list", {}, shop.token)).body.data.invoices[0].invoice_id as string;
    const theirs = (await server.post("/v1/billing/invoices/list", {}, other.token)).body.data.invoices[0].invoice_id as string;
    const limited = (await server.post("/v1/tokens/create", { name: "orders only", scopes: ["orders:read"] }, shop.token)).body.data.token as string;
    for (const suffix of ["pdf", "csv"]) {
      expect((await get(`/v1/billing/invoices/${mine}.${suffix}`, shop.token)).status).toBe(200);
      const foreign = await get(`/v1/billing/invoices/${theirs}.${suffix}`, shop.token);
      expect(foreign.status).toBe(404);
      expect(JSON.parse(foreign.bytes.toString()).data.errors[0]).toMatchObject({ path: "invoice_id", code: "invoice_not_found" });
      expect((await get(`/v1/billing/invoices/inv_nothing.${suffix}`, shop.token)).status).toBe(404);
      expect((await get(`/v1/billing/invoices/${mine}.${suffix}`, limited)).status).toBe(403);
      expect((await get(`/v1/billing/invoices/${mine}.${suffix}`, ADMIN_TOKEN)).status).toBe(403);
      expect((await fetch(`${server.url}/v1/billing/invoices/${mine}.${suffix}`)).status).toBe(401);
      expect((await get(`/v1/admin/billing/invoices/${theirs}.${suffix}`, ADMIN_TOKEN)).status).toBe(200);
      expect((await get(`/v1/admin/billing/invoices/${theirs}.${suffix}`, shop.token)).status).toBe(403);
      expect((await get(`/v1/admin/billing/invoices/inv_nothing.${suffix}`, ADMIN_TOKEN)).status).toBe(404);
    }
  });

  it("the operator's operations refuse a merchant token and no token; malformed bodies are 400", async () => {
    for (const path of ["/v1/admin/billing/invoices/issue", "/v1/admin/billing/invoices/list"]) {
      expect((await server.post(path, { account_id: shop.accountId, period: "2026-11" }, shop.token)).status, path).toBe(403);
      expect((await server.post(path, { account_id: shop.accountId, period: "2026-11" })).status, path).toBe(401);
      expect((await admin(path, "{\"a\":")).body.data.errors[0].code).toBe("malformed_json");
      expect((await admin(path, { account_id: 7 })).status).toBe(400);
    }
    expect((await admin("/v1/admin/billing/invoices/issue", { account_id: shop.accountId })).body.data.errors[0]).toMatchObject({ path: "period", code: "required" });
    expect((await server.post("/v1/billing/invoices/list", { extra: 1 }, shop.token)).status).toBe(400);
    expect((await server.post("/v1/billing/invoices/list", {})).status).toBe(401);
  });
});

describe("numbers without gaps", () => {
  it("an issue that fails inside its transaction gives its number back and leaves its entries uninvoiced", async () => {
    const failing = await seedAccount(server, { name: "Failing shop", connected_stores: true, currency: "USD" }, false);
    await debit(failing, 999, "Fee");
    const db = server.database.db;
    const id = failing.accountId;
    if (BACKEND === "postgres") {
      await sql`create function refuse_invoice() returns trigger language plpgsql as $$ begin raise exception 'forced failure'; end $$`.execute(db);
      await sql.raw(`create trigger refuse_invoice before insert on invoices for each row when (new.account_id = '${id}') execute function refuse_invoice()`).execute(db);
    } else {
      await sql.raw(`create trigger refuse_invoice before insert on invoices when new.account_id = '${id}' begin select raise(abort, 'forced failure'); end`).execute(db);
    }
    const before = await lastNumber();
    expect((await issue(failing, "2026-11")).status).toBe(500);
    expect(await lastNumber()).toBe(before);
    const entries = (await admin("/v1/admin/billing/entries/list", { account_id: id })).body.data.entries as { invoice_id: string | null }[];
    expect(entries.map((e) => e.invoice_id)).toEqual([null]);
    await sql`drop trigger refuse_invoice${sql.raw(BACKEND === "postgres" ? " on invoices" : "")}`.execute(db);
    expect((await issued(failing, "2026-11")).number).toBe(`INV-2026-${String(before + 1).padStart(6, "0")}`);
  });

  it("concurrent issues for two accounts take distinct consecutive numbers", async () => {
    const accounts = await Promise.all([1, 2, 3, 4].map((n) => seedAccount(server, { name: `Shop ${n}`, connected_stores: true, currency: "USD" }, false)));
    for (const account of accounts) await debit(account, 100, "Fee");
    const before = await lastNumber();
    const numbers = (await Promise.all(accounts.map((account) => issued(account, "2026-11")))).map((invoice) => invoice.number as string);
    expect(numbers.sort()).toEqual([1, 2, 3, 4].map((n) => `INV-2026-${String(before + n).padStart(6, "0")}`));
  });
});

describe("tax on the invoice", () => {
  it("prints the account's tax name and rate at issue, or reverse charge in words with both VAT ids", async () => {
    await admin("/v1/admin/tax-rates/set", { country: "DE", rate_bp: 1900, name: "MwSt." });
    const local = await seedAccount(server, { name: "Hamburg shop", connected_stores: true, currency: "USD", billing_country: "DE", vat_id: "DE136695976" }, false);
    const abroad = await seedAccount(server, { name: "Paris shop", connected_stores: true, currency: "USD", billing_country: "FR", vat_id: "FR40303265045" }, false);
    for (const account of [local, abroad]) await debit(account, 1000, "Storage");
    const period = clock.toISOString().slice(0, 7);
    const taxed = await issued(local, period);
    expect(taxed.reverse_charge).toBe(false);
    const taxedText = (await pageText((await get(`/v1/billing/invoices/${taxed.invoice_id}.pdf`, local.token)).bytes)).join(" ");
    expect(taxedText).toContain("Tax (MwSt. 19 %)");
    expect(taxedText).toContain("VAT id DE136695976");
    expect(taxedText).not.toContain("Reverse charge");

    const reversed = await issued(abroad, period);
    expect(reversed.reverse_charge).toBe(true);
    const reversedText = (await pageText((await get(`/v1/billing/invoices/${reversed.invoice_id}.pdf`, abroad.token)).bytes)).join(" ");
    expect(reversedText).toContain("Tax (reverse charge) 0.00 USD");
    expect(reversedText).toContain("Reverse charge: VAT to be accounted for by the recipient");
    expect(reversedText).toContain("Supplier's VAT id DE123456789; customer's VAT id FR40303265045");
  });
});
