// accounts/update through real HTTP: every setting, the edit window's range, disabling (403 account_disabled on
// every caller operation, data kept) and enabling again.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { seedAccount, type SeededAccount, standardOrder, startSeededServer } from "../helpers/fixtures.js";
import { ADMIN_TOKEN, type TestServer } from "../helpers/server.js";

let server: TestServer;
let acme: SeededAccount;
let other: SeededAccount;
const admin = (path: string, body: unknown, token = ADMIN_TOKEN) => server.post(`/v1/admin/accounts${path}`, body, token);

beforeAll(async () => ({ server, acme, other } = await startSeededServer()));
afterAll(() => server.close());

describe("accounts/update", () => {
  it("new accounts show the defaults: no edit window, no auto release, enabled", async () => {
    const created = await admin("/create", { name: "Defaults" });
    expect(created.body.data).toMatchObject({ edit_window_minutes: 0, auto_release: false, disabled: false });
    const set = await admin("/create", { name: "Windowed", edit_window_minutes: 30, auto_release: true });
    expect(set.body.data).toMatchObject({ edit_window_minutes: 30, auto_release: true, disabled: false });
  });

  it("changes every setting sent, keeps the others, and get and list show them", async () => {
    const created = (await admin("/create", { name: "Before", insert_ids: [1], packing_slip: { branding_message: "Old" } })).body.data;
    const res = await admin("/update", {
      account_id: created.account_id,
      name: "After",
      connected_stores: true,
      return_address: { name: "Returns", address_1: "1 Dock St", city: "Austin", zip: "73301", state: "texas", country: "us" },
      insert_ids: [7, 8, 7],
      packing_slip: { branding_message: "New", contact_message: "help@example.com" },
      edit_window_minutes: 10080,
      auto_release: true,
      backorders: "refuse",
    });
    const expected = {
      account_id: created.account_id,
      name: "After",
      connected_stores: true,
      return_address: { name: "Returns", address_1: "1 Dock St", city: "Austin", zip: "73301", state: "TX", country: "US" },
      insert_ids: [7, 8],
      packing_slip: { branding_message: "New", contact_message: "help@example.com" },
      edit_window_minutes: 10080,
      auto_release: true,
      backorders: "refuse",
      disabled: false,
      mode: "live",
      sandbox_auto_advance: null,
      currency: null,
      default_shipping_method: null,
      incoterm: null,
      ioss_number: null,
      recipient_tax_id: null,
      strict_addresses: false,
      billing_country: null,
      vat_id: null,
      created_at: created.created_at,
    };
    expect(res.body).toEqual({ status: "success", message: "Account updated successfully", data: expected });
    expect((await admin("/get", { account_id: created.account_id })).body.data).toEqual(expected);
    const listed = (await admin("/list", { limit: 100 })).body.data.accounts.find((a: { account_id: string }) => a.account_id === created.account_id);
    expect(listed).toEqual(expected);

    const partial = await admin("/update", { account_id: created.account_id, edit_window_minutes: 0, return_address: null, packing_slip: null });
    expect(partial.body.data).toEqual({ ...expected, edit_window_minutes: 0, return_address: null, packing_slip: null });
  });

  it("a new insert id applies to orders created afterwards", async () => {
    const account = await seedAccount(server, { name: "Inserts", connected_stores: true });
    const refused = await server.post("/v1/orders/create", standardOrder({ insert_id: 9 }), account.token);
    expect(refused.body.data.errors[0].code).toBe("insert_not_agreed");
    await admin("/update", { account_id: account.accountId, insert_ids: [9] });
    expect((await server.post("/v1/orders/create", standardOrder({ insert_id: 9 }), account.token)).body.status).toBe("success");
  });

  it("disabling refuses the account's tokens with 403 account_disabled on every caller operation; data stays; enabling restores access", async () => {
    const account = await seedAccount(server, { name: "Paused", connected_stores: true });
    const order = (await server.post("/v1/orders/create", standardOrder(), account.token)).body.data.order_ref;
    const disabled = await admin("/update", { account_id: account.accountId, disabled: true });
    expect(disabled.body.data.disabled).toBe(true);
    const calls: [string, unknown][] = [
      ["/v1/orders/create", standardOrder()],
      ["/v1/orders/get", { order_ref: order }],
      ["/v1/orders/list", {}],
      ["/v1/orders/update-shipping", { order_ref: order }],
      ["/v1/orders/cancel-items", { order_ref: order, items: [] }],
      ["/v1/orders/tracking", { order_ref: order }],
      ["/v1/products/list", {}],
      ["/v1/products/create", {}],
    ];
    for (const [path, body] of calls) {
      const res = await server.post(path, body, account.token);
      expect(res.status, path).toBe(403);
      expect(res.body, path).toEqual({
        status: "error",
        message: "this account is disabled; ask the operator to enable it",
        data: { errors: [{ path: "", code: "account_disabled", message: "this account is disabled; ask the operator to enable it" }] },
      });
    }
    const download = await fetch(`${server.url}/v1/files/${"0".repeat(64)}`, { headers: { authorization: `Bearer ${account.token}` } });
    expect(download.status).toBe(403);
    // Another account is not affected, and the operator still sees the data.
    expect((await server.post("/v1/orders/list", {}, other.token)).status).toBe(200);
    expect((await server.post("/v1/admin/orders/get", { order_ref: order }, ADMIN_TOKEN)).body.data).toMatchObject({ order_ref: order, account_id: account.accountId });
    expect((await server.post("/v1/admin/orders/list", { account_id: account.accountId }, ADMIN_TOKEN)).body.data.orders).toHaveLength(1);

    await admin("/update", { account_id: account.accountId, disabled: false });
    const back = await server.post("/v1/orders/get", { order_ref: order }, account.token);
    expect(back.status).toBe(200);
    expect(back.body.data.order_ref).toBe(order);
    expect((await server.post("/v1/products/list", {}, account.token)).body.data.products).toHaveLength(4);
  });

  it("an unknown account is 404 account_not_found", async () => {
    const res = await admin("/update", { account_id: "acc_nope", name: "X" });
    expect(res.status).toBe(404);
    expect(res.body.data.errors).toEqual([{ path: "account_id", code: "account_not_found", message: "no account with that id" }]);
  });

  it.each([
    ["an unknown field", { disable: true }, "disable", "unknown_field"],
    ["a wrong type", { disabled: "yes" }, "disabled", "invalid_type"],
    ["a window over a week", { edit_window_minutes: 10081 }, "edit_window_minutes", "out_of_range"],
    ["a negative window", { edit_window_minutes: -1 }, "edit_window_minutes", "out_of_range"],
    ["a fractional window", { edit_window_minutes: 1.5 }, "edit_window_minutes", "invalid_type"],
    ["a blank name", { name: "   " }, "name", "required"],
    ["an incomplete return address", { return_address: { name: "R", address_1: "1 St", city: "X", zip: "1", state: "TX" } }, "return_address.country", "required"],
  ])("refuses %s (400) and changes nothing", async (_name, fields, path, code) => {
    const before = (await admin("/get", { account_id: acme.accountId })).body.data;
    const res = await admin("/update", { account_id: acme.accountId, ...fields });
    expect(res.status).toBe(400);
    expect(res.body.data.errors).toEqual([expect.objectContaining({ path, code })]);
    expect((await admin("/get", { account_id: acme.accountId })).body.data).toEqual(before);
  });

  it("refuses a body with nothing to change (400)", async () => {
    const res = await admin("/update", { account_id: acme.accountId });
    expect(res.status).toBe(400);
  });

  it("refuses no token (401) and an account token (403 forbidden)", async () => {
    expect((await admin("/update", { account_id: acme.accountId, name: "X" }, "")).status).toBe(401);
    const forbidden = await admin("/update", { account_id: acme.accountId, disabled: true }, acme.token);
    expect(forbidden.status).toBe(403);
    expect(forbidden.body.data.errors[0].code).toBe("forbidden");
    expect((await admin("/get", { account_id: acme.accountId })).body.data.disabled).toBe(false);
  });

  it("is in the OpenAPI document", async () => {
    const openapi = (await server.request("/docs/operator/openapi.json", { method: "GET" })).body;
    const body = openapi.paths["/v1/admin/accounts/update"].post.requestBody.content["application/json"].schema;
    expect(Object.keys(body.properties)).toEqual(
      expect.arrayContaining(["account_id", "name", "connected_stores", "return_address", "insert_ids", "packing_slip", "edit_window_minutes", "auto_release", "disabled"]),
    );
    expect(body.properties.edit_window_minutes).toMatchObject({ minimum: 0, maximum: 10080 });
    const view = openapi.paths["/v1/admin/accounts/get"].post.responses["200"].content["application/json"].schema.properties.data.properties;
    expect(Object.keys(view)).toEqual(expect.arrayContaining(["edit_window_minutes", "auto_release", "disabled"]));
  });
});
