// Operator API through real HTTP: accounts, tokens and catalog blanks, their errors and their pagination.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { BLANKS } from "../helpers/fixtures.js";
import { ADMIN_TOKEN, startTestServer, type TestServer } from "../helpers/server.js";

let server: TestServer;
const admin = (path: string, body: unknown) => server.post(`/v1/admin${path}`, body, ADMIN_TOKEN);

beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

describe("accounts", () => {
  it("creates, gets and lists accounts with their settings", async () => {
    const body = {
      name: "Enterprise",
      connected_stores: false,
      return_address: { name: "Returns", address_1: "1 Dock St", city: "Austin", zip: "73301", state: "texas", country: "us" },
      insert_ids: [3, 4, 3],
      packing_slip: { branding_message: "Hi" },
    };
    const created = await admin("/accounts/create", body);
    expect(created.status).toBe(200);
    expect(created.body.data).toMatchObject({
      account_id: expect.stringMatching(/^acc_/),
      name: "Enterprise",
      connected_stores: false,
      return_address: { name: "Returns", address_1: "1 Dock St", city: "Austin", zip: "73301", state: "TX", country: "US" },
      insert_ids: [3, 4],
      packing_slip: { branding_message: "Hi" },
    });
    const got = await admin("/accounts/get", { account_id: created.body.data.account_id });
    expect(got.body.data).toEqual(created.body.data);
  });

  it("pages through accounts with a cursor", async () => {
    for (let i = 0; i < 5; i++) await admin("/accounts/create", { name: `Paged ${i}` });
    const seen: string[] = [];
    let cursor: string | undefined;
    let pages = 0;
    do {
      const res = await admin("/accounts/list", { limit: 2, ...(cursor ? { cursor } : {}) });
      expect(res.body.data.accounts.length).toBeLessThanOrEqual(2);
      seen.push(...res.body.data.accounts.map((a: { account_id: string }) => a.account_id));
      cursor = res.body.data.next_cursor ?? undefined;
      pages++;
    } while (cursor);
    expect(new Set(seen).size).toBe(seen.length);
    expect(seen.length).toBeGreaterThanOrEqual(5);
    expect(pages).toBeGreaterThanOrEqual(3);
  });

  it.each([
    ["missing name", {}, "name", "required"],
    ["unknown field", { name: "x", vip: true }, "vip", "unknown_field"],
    ["bad return country", { name: "x", return_address: { name: "R", address_1: "1", city: "C", zip: "1", state: "S", country: "XX" } }, "return_address.country", "invalid_country"],
    ["incomplete return address", { name: "x", return_address: { name: "R" } }, "return_address.address_1", "required"],
    ["insert id not an integer", { name: "x", insert_ids: ["a"] }, "insert_ids[0]", "invalid_type"],
  ])("refuses %s", async (_case, body, path, code) => {
    const res = await admin("/accounts/create", body);
    expect(res.status).toBe(400);
    expect(res.body.data.errors).toContainEqual(expect.objectContaining({ path, code }));
  });

  it("answers 404 for an unknown account and 400 for a foreign cursor", async () => {
    const res = await admin("/accounts/get", { account_id: "acc_nope" });
    expect(res.status).toBe(404);
    expect(res.body.data.errors[0]).toMatchObject({ path: "account_id", code: "account_not_found" });
    const cursor = await admin("/accounts/list", { cursor: "garbage" });
    expect(cursor.status).toBe(400);
    expect(cursor.body.data.errors[0]).toMatchObject({ path: "cursor", code: "invalid_cursor" });
  });
});

describe("tokens", () => {
  it("shows a token once and stores only its hash", async () => {
    const account = await admin("/accounts/create", { name: "Tokened" });
    const res = await admin("/tokens/create", { account_id: account.body.data.account_id });
    expect(res.body.data).toEqual({
      token_id: expect.stringMatching(/^tok_/),
      token: expect.stringMatching(/^pod_live_[A-Za-z0-9_-]{43}$/),
      account_id: account.body.data.account_id,
      scopes: ["orders:read", "orders:write", "products:read", "products:write", "webhooks:read", "webhooks:write", "tokens:read", "tokens:write", "inventory:read", "inventory:write", "stores:read", "stores:write", "billing:read"],
      name: null,
      created_at: expect.any(String),
      expires_at: null,
      store_id: null,
    });
    const rows = await server.database.db.selectFrom("tokens").selectAll().where("id", "=", res.body.data.token_id).execute();
    expect(rows).toHaveLength(1);
    expect(JSON.stringify(rows)).not.toContain(res.body.data.token);
    expect(rows[0]!.token_hash).toMatch(/^[0-9a-f]{64}$/);
  });

  it("refuses tokens for unknown accounts and revoking unknown tokens", async () => {
    const create = await admin("/tokens/create", { account_id: "acc_nope" });
    expect(create.status).toBe(404);
    expect(create.body.data.errors[0].code).toBe("account_not_found");
    const revoke = await admin("/tokens/revoke", { token_id: "tok_nope" });
    expect(revoke.status).toBe(404);
    expect(revoke.body.data.errors[0]).toMatchObject({ path: "token_id", code: "token_not_found" });
  });
});

describe("catalog", () => {
  it("creates and lists blanks", async () => {
    for (const blank of BLANKS) {
      const res = await admin("/catalog/create", blank);
      expect(res.status).toBe(200);
      expect(res.body.data).toMatchObject({ sku: blank.sku, type: blank.type, print_areas: blank.print_areas ?? {} });
    }
    const list = await admin("/catalog/list", {});
    expect(list.body.data.blanks.map((b: { sku: string }) => b.sku)).toEqual(expect.arrayContaining(BLANKS.map((b) => b.sku)));
  });

  it("defaults packing_slip_supported to true", async () => {
    const res = await admin("/catalog/create", { sku: "CAP-1", name: "Cap", type: "pod", print_areas: { front: { width_px: 100, height_px: 100, dpi: 300 } } });
    expect(res.body.data.packing_slip_supported).toBe(true);
  });

  it.each([
    ["duplicate SKU", { sku: "TEE-BLK", name: "Again", type: "pod", print_areas: { front: { width_px: 1, height_px: 1, dpi: 1 } } }, 409, "sku", "sku_exists"],
    ["bad SKU", { sku: "TEE BLK!", name: "x", type: "pod", print_areas: { front: { width_px: 1, height_px: 1, dpi: 1 } } }, 400, "sku", "invalid_sku"],
    ["bad type", { sku: "X-1", name: "x", type: "digital" }, 400, "type", "invalid_value"],
    ["pod without areas", { sku: "X-2", name: "x", type: "pod" }, 400, "print_areas", "required"],
    ["fulfillment with areas", { sku: "X-3", name: "x", type: "fulfillment", print_areas: { front: { width_px: 1, height_px: 1, dpi: 1 } } }, 400, "print_areas", "print_areas_not_allowed"],
    ["zero width", { sku: "X-4", name: "x", type: "pod", print_areas: { front: { width_px: 0, height_px: 1, dpi: 1 } } }, 400, "print_areas.front.width_px", "out_of_range"],
    ["bad area name", { sku: "X-5", name: "x", type: "pod", print_areas: { "Front Side": { width_px: 1, height_px: 1, dpi: 1 } } }, 400, 'print_areas["Front Side"]', "unknown_field"],
  ])("refuses %s", async (_case, body, status, path, code) => {
    const res = await admin("/catalog/create", body);
    expect(res.status).toBe(status);
    expect(res.body.data.errors).toContainEqual(expect.objectContaining({ path, code }));
  });
});
