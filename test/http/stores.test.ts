// An account's stores (docs/caller-guide.md#stores-and-store-tokens) through real HTTP: the default store accounts/create
// makes and accounts/update writes through to; /v1/stores/* for the merchant and /v1/admin/stores/* for the operator:
// success, every error code, auth and malformed input; store tokens (tokens/create store_id) and what they see.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ADMIN_TOKEN, type Reply, type TestServer } from "../helpers/server.js";
import { seedAccount, startSeededServer, type SeededAccount } from "../helpers/fixtures.js";
import { createAccount } from "../../src/services/accounts.js";
import { serviceContext } from "../../src/services/context.js";
import { transaction } from "../../src/store/database.js";

let server: TestServer;
let acme: SeededAccount;
let other: SeededAccount;
beforeAll(async () => void ({ server, acme, other } = await startSeededServer()));
afterAll(() => server?.close());

const post = (op: string, body: unknown, token = acme.token) => server.post(`/v1/stores/${op}`, body, token);
const admin = (op: string, body: unknown) => server.post(`/v1/admin/stores/${op}`, body, ADMIN_TOKEN);

function refusedWith(res: Reply, status: number, path: string, code: string) {
  expect(res.status, JSON.stringify(res.body)).toBe(status);
  expect(res.body.status).toBe("error");
  expect(res.body.data.errors).toContainEqual(expect.objectContaining({ path, code }));
}

function ok(res: Reply) {
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  expect(res.body.status).toBe("success");
  return res.body.data;
}

const RETURN_ADDRESS = { name: "Shop Returns", address_1: "1 Main St", city: "Austin", state: "TX", zip: "78701", country: "US" };

async function defaultStoreOf(token: string) {
  const listed = ok(await post("list", {}, token));
  return listed.stores.find((s: { default: boolean }) => s.default);
}

async function newStore(body: Record<string, unknown> = {}, token = acme.token) {
  return ok(await post("create", { name: "Second shop", ...body }, token));
}

describe("the default store", () => {
  it("is made by accounts/create from the account's settings, in the same change", async () => {
    const account = await seedAccount(server, { name: "Fresh", return_address: RETURN_ADDRESS, packing_slip: { branding_message: "Thanks!" }, insert_ids: [7, 7, 8] }, false);
    const store = await defaultStoreOf(account.token);
    expect(store).toEqual({
      store_id: expect.stringMatching(/^sto_/),
      name: "Fresh",
      url: null,
      return_address: RETURN_ADDRESS,
      packing_slip: { branding_message: "Thanks!", contact_message: null, logo_url: null },
      insert_ids: [7, 8],
      default: true,
      archived: false,
      logo: null,
      created_at: expect.any(String),
      updated_at: expect.any(String),
    });
  });

  it("takes the account's return address, packing slip and inserts from accounts/update; its name stays", async () => {
    const account = await seedAccount(server, { name: "Writes" }, false);
    const before = await defaultStoreOf(account.token);
    expect(before).toMatchObject({ return_address: null, packing_slip: { branding_message: null }, insert_ids: [] });
    const updated = await server.post(
      "/v1/admin/accounts/update",
      { account_id: account.accountId, name: "Renamed", return_address: RETURN_ADDRESS, packing_slip: { contact_message: "hi@example.com" }, insert_ids: [3] },
      ADMIN_TOKEN,
    );
    expect(updated.status, JSON.stringify(updated.body)).toBe(200);
    const after = await defaultStoreOf(account.token);
    expect(after).toMatchObject({ store_id: before.store_id, name: "Writes", return_address: RETURN_ADDRESS, packing_slip: { branding_message: null, contact_message: "hi@example.com" }, insert_ids: [3] });
    ok(await server.post("/v1/admin/accounts/update", { account_id: account.accountId, return_address: null, packing_slip: null }, ADMIN_TOKEN));
    expect(await defaultStoreOf(account.token)).toMatchObject({ return_address: null, packing_slip: { contact_message: null }, insert_ids: [3] });
    // Other settings leave the store as it was.
    const untouched = await defaultStoreOf(account.token);
    ok(await server.post("/v1/admin/accounts/update", { account_id: account.accountId, auto_release: true }, ADMIN_TOKEN));
    expect(await defaultStoreOf(account.token)).toEqual(untouched);
  });

  it("writes nothing when accounts/create is refused", async () => {
    const before = await server.database.db.selectFrom("stores").select((eb) => eb.fn.countAll<number>().as("n")).executeTakeFirstOrThrow();
    const refused = await server.post("/v1/admin/accounts/create", { name: "Bad", currency: "usd" }, ADMIN_TOKEN);
    expect(refused.status).toBe(400);
    const after = await server.database.db.selectFrom("stores").select((eb) => eb.fn.countAll<number>().as("n")).executeTakeFirstOrThrow();
    expect(Number(after.n)).toBe(Number(before.n));
  });

  it("is made inside the transaction accounts/create is called in (the demo's seed makes the account in its own)", async () => {
    const ctx = serviceContext(server.database.db, server.config);
    const made = await Promise.race([
      transaction(server.database.db, (trx) => createAccount({ ...ctx, db: trx }, { name: "Inside" })),
      new Promise<never>((_resolve, reject) => setTimeout(() => reject(new Error("accounts/create waited for the transaction it was called in")), 5_000)),
    ]);
    const stores = await server.database.db.selectFrom("stores").select(["name", "is_default"]).where("account_id", "=", made.account_id).execute();
    expect(stores).toEqual([{ name: "Inside", is_default: true }]);
  });

  it("is one per account: the database refuses a second", async () => {
    const store = await defaultStoreOf(acme.token);
    const row = await server.database.db.selectFrom("stores").selectAll().where("id", "=", store.store_id).executeTakeFirstOrThrow();
    await expect(server.database.db.insertInto("stores").values({ ...row, id: "sto_second_default" }).execute()).rejects.toThrow();
  });
});

describe("stores/create", () => {
  it("makes a store of the token's account; a logo_url waits for its job (pending)", async () => {
    const store = await newStore({ url: "https://shop.example.com", return_address: RETURN_ADDRESS, packing_slip: { branding_message: "Hello", logo_url: "https://img.example.com/logo.png" }, insert_ids: [5, 5] });
    expect(store).toEqual({
      store_id: expect.stringMatching(/^sto_/),
      name: "Second shop",
      url: "https://shop.example.com",
      return_address: RETURN_ADDRESS,
      packing_slip: { branding_message: "Hello", contact_message: null, logo_url: "https://img.example.com/logo.png" },
      insert_ids: [5],
      default: false,
      archived: false,
      logo: { status: "pending", reason: null, file: null },
      created_at: expect.any(String),
      updated_at: expect.any(String),
    });
    expect(ok(await post("get", { store_id: store.store_id }))).toEqual(store);
    const row = await server.database.db.selectFrom("stores").select(["account_id", "logo_status"]).where("id", "=", store.store_id).executeTakeFirstOrThrow();
    expect(row).toEqual({ account_id: acme.accountId, logo_status: "pending" });
  });

  it("leaves unset settings null (the account's apply) and the logo null without a logo_url", async () => {
    const store = await newStore();
    expect(store).toMatchObject({ url: null, return_address: null, packing_slip: { branding_message: null, contact_message: null, logo_url: null }, insert_ids: null, logo: null });
  });

  it("refuses malformed input with each field's path, every problem at once, writing nothing", async () => {
    const count = async () => Number((await server.database.db.selectFrom("stores").select((eb) => eb.fn.countAll<number>().as("n")).executeTakeFirstOrThrow()).n);
    const before = await count();
    const res = await post("create", { name: "  ", url: "shop.example.com", packing_slip: { branding_message: " ", logo_url: "ftp://x.example.com/a.png" }, return_address: { ...RETURN_ADDRESS, country: "ZZ" } });
    expect(res.status).toBe(400);
    const found = res.body.data.errors.map((e: { path: string; code: string }) => [e.path, e.code]);
    expect(found).toEqual(
      expect.arrayContaining([
        ["name", "required"],
        ["url", "invalid_url"],
        ["packing_slip.logo_url", "invalid_url"],
        ["packing_slip.branding_message", "required"],
        ["return_address.country", expect.any(String)],
      ]),
    );
    refusedWith(await post("create", { name: "X", colour: "red" }), 400, "colour", "unknown_field");
    refusedWith(await post("create", {}), 400, "name", "required");
    refusedWith(await post("create", { name: "X", packing_slip: {} }), 400, "packing_slip", expect.any(String));
    refusedWith(await post("create", { name: "X", insert_ids: [0] }), 400, "insert_ids[0]", expect.any(String));
    expect(await count()).toBe(before);
  });
});

describe("stores/get, list", () => {
  it("answers another account's store and an unknown id as unknown (404 store_not_found)", async () => {
    const theirs = await newStore({}, other.token);
    refusedWith(await post("get", { store_id: theirs.store_id }), 404, "store_id", "store_not_found");
    refusedWith(await post("get", { store_id: "sto_nope" }), 404, "store_id", "store_not_found");
    refusedWith(await post("get", {}), 400, "store_id", "required");
  });

  it("lists the account's stores oldest first, default first, paged by cursor and filtered by archived", async () => {
    const account = await seedAccount(server, { name: "Lister" }, false);
    const made = [];
    for (const name of ["B", "C", "D"]) made.push(await newStore({ name }, account.token));
    ok(await post("archive", { store_id: made[1].store_id }, account.token));
    const first = ok(await post("list", { limit: 2 }, account.token));
    expect(first.stores.map((s: { name: string }) => s.name)).toEqual(["Lister", "B"]);
    expect(first.next_cursor).toEqual(expect.any(String));
    const second = ok(await post("list", { limit: 2, cursor: first.next_cursor }, account.token));
    expect(second).toEqual({ stores: [expect.objectContaining({ name: "C", archived: true }), expect.objectContaining({ name: "D" })], next_cursor: null });
    expect(ok(await post("list", { archived: true }, account.token)).stores.map((s: { name: string }) => s.name)).toEqual(["C"]);
    expect(ok(await post("list", { archived: false }, account.token)).stores.map((s: { name: string }) => s.name)).toEqual(["Lister", "B", "D"]);
    // Another account's cursor is no cursor of this list.
    refusedWith(await post("list", { cursor: first.next_cursor }), 400, "cursor", "invalid_cursor");
    refusedWith(await post("list", { limit: 0 }, account.token), 400, "limit", expect.any(String));
  });
});

describe("stores/update", () => {
  it("changes what is sent, keeps the rest; null removes a setting; a new logo_url is pending again", async () => {
    const store = await newStore({ url: "https://a.example.com", packing_slip: { branding_message: "Hi", logo_url: "https://img.example.com/a.png" }, insert_ids: [1] });
    await server.database.db.updateTable("stores").set({ logo_status: "ready", logo_file: "abc" }).where("id", "=", store.store_id).execute();
    const renamed = ok(await post("update", { store_id: store.store_id, name: "Renamed", url: null }));
    expect(renamed).toMatchObject({ name: "Renamed", url: null, packing_slip: { branding_message: "Hi" }, insert_ids: [1], logo: { status: "ready", file: "abc" } });
    const sameLogo = ok(await post("update", { store_id: store.store_id, packing_slip: { contact_message: "c", logo_url: "https://img.example.com/a.png" } }));
    expect(sameLogo).toMatchObject({ packing_slip: { branding_message: null, contact_message: "c" }, logo: { status: "ready" } });
    const newLogo = ok(await post("update", { store_id: store.store_id, packing_slip: { logo_url: "https://img.example.com/b.png" } }));
    expect(newLogo.logo).toEqual({ status: "pending", reason: null, file: null });
    const cleared = ok(await post("update", { store_id: store.store_id, packing_slip: null, insert_ids: null, return_address: RETURN_ADDRESS }));
    expect(cleared).toMatchObject({ packing_slip: { branding_message: null, contact_message: null, logo_url: null }, insert_ids: null, logo: null, return_address: RETURN_ADDRESS });
    expect(ok(await post("get", { store_id: store.store_id }))).toEqual(cleared);
  });

  it("refuses another account's store (404), nothing to change and malformed settings (400, with paths)", async () => {
    const theirs = await newStore({}, other.token);
    refusedWith(await post("update", { store_id: theirs.store_id, name: "Mine" }), 404, "store_id", "store_not_found");
    expect(ok(await post("get", { store_id: theirs.store_id }, other.token)).name).toBe("Second shop");
    const store = await newStore();
    expect((await post("update", { store_id: store.store_id })).status).toBe(400);
    refusedWith(await post("update", { store_id: store.store_id, url: "nope" }), 400, "url", "invalid_url");
    refusedWith(await post("update", { store_id: store.store_id, packing_slip: { logo_url: "/logo.png" } }), 400, "packing_slip.logo_url", "invalid_url");
    refusedWith(await post("update", { store_id: store.store_id, account_id: acme.accountId, name: "x" }), 400, "account_id", "unknown_field");
  });
});

describe("stores/archive", () => {
  it("archives a store; again changes nothing; the default store cannot be archived", async () => {
    const store = await newStore();
    const archived = ok(await post("archive", { store_id: store.store_id }));
    expect(archived).toMatchObject({ store_id: store.store_id, archived: true });
    expect(ok(await post("archive", { store_id: store.store_id }))).toEqual(archived);
    const main = await defaultStoreOf(acme.token);
    refusedWith(await post("archive", { store_id: main.store_id }), 400, "store_id", "default_store");
    expect(ok(await post("get", { store_id: main.store_id })).archived).toBe(false);
    const theirs = await newStore({}, other.token);
    refusedWith(await post("archive", { store_id: theirs.store_id }), 404, "store_id", "store_not_found");
    expect(ok(await post("get", { store_id: theirs.store_id }, other.token)).archived).toBe(false);
  });
});

describe("auth on /v1/stores", () => {
  it("refuses no token (401), a token without the scope (403), a disabled account (403) and the operator's token (403)", async () => {
    const store = await newStore();
    for (const [op, body] of [["create", { name: "X" }], ["get", { store_id: store.store_id }], ["list", {}], ["update", { store_id: store.store_id, name: "Y" }], ["archive", { store_id: store.store_id }]] as const) {
      const none = await server.post(`/v1/stores/${op}`, body);
      expect(none.status, op).toBe(401);
      expect((await post(op, body, ADMIN_TOKEN)).status, op).toBe(403);
    }
    const readOnly = ok(await server.post("/v1/tokens/create", { scopes: ["stores:read"] }, acme.token)).token as string;
    expect(ok(await post("get", { store_id: store.store_id }, readOnly)).store_id).toBe(store.store_id);
    const refused = await post("update", { store_id: store.store_id, name: "Y" }, readOnly);
    refusedWith(refused, 403, "", "insufficient_scope");
    expect(refused.body.data.required_scope).toBe("stores:write");
    const ordersOnly = ok(await server.post("/v1/tokens/create", { scopes: ["orders:read"] }, acme.token)).token as string;
    expect((await post("list", {}, ordersOnly)).body.data.required_scope).toBe("stores:read");

    const account = await seedAccount(server, { name: "Disabled soon" }, false);
    ok(await server.post("/v1/admin/accounts/update", { account_id: account.accountId, disabled: true }, ADMIN_TOKEN));
    refusedWith(await post("list", {}, account.token), 403, "", "account_disabled");
  });
});

describe("/v1/admin/stores", () => {
  it("does the same for any account named by account_id", async () => {
    const store = ok(await admin("create", { account_id: other.accountId, name: "Operator's", packing_slip: { logo_url: "https://img.example.com/o.png" } }));
    expect(store).toMatchObject({ name: "Operator's", default: false, logo: { status: "pending" } });
    expect(ok(await post("get", { store_id: store.store_id }, other.token))).toEqual(store);
    expect(ok(await admin("get", { account_id: other.accountId, store_id: store.store_id }))).toEqual(store);
    const listed = ok(await admin("list", { account_id: other.accountId }));
    expect(listed.stores.map((s: { store_id: string }) => s.store_id)).toContain(store.store_id);
    expect(ok(await admin("update", { account_id: other.accountId, store_id: store.store_id, name: "Changed" })).name).toBe("Changed");
    expect(ok(await admin("archive", { account_id: other.accountId, store_id: store.store_id })).archived).toBe(true);
  });

  it("answers each error code; refuses account tokens and no token", async () => {
    refusedWith(await admin("create", { account_id: "acc_nope", name: "X" }), 404, "account_id", "account_not_found");
    refusedWith(await admin("create", { account_id: acme.accountId, name: "X", url: "x" }), 400, "url", "invalid_url");
    refusedWith(await admin("create", { name: "X" }), 400, "account_id", "required");
    const theirs = await newStore({}, other.token);
    // A store is found under its own account only.
    refusedWith(await admin("get", { account_id: acme.accountId, store_id: theirs.store_id }), 404, "store_id", "store_not_found");
    refusedWith(await admin("update", { account_id: acme.accountId, store_id: theirs.store_id, name: "X" }), 404, "store_id", "store_not_found");
    refusedWith(await admin("archive", { account_id: acme.accountId, store_id: theirs.store_id }), 404, "store_id", "store_not_found");
    const main = await defaultStoreOf(other.token);
    refusedWith(await admin("archive", { account_id: other.accountId, store_id: main.store_id }), 400, "store_id", "default_store");
    expect((await server.post("/v1/admin/stores/list", { account_id: acme.accountId }, acme.token)).status).toBe(403);
    expect((await server.post("/v1/admin/stores/list", { account_id: acme.accountId })).status).toBe(401);
  });
});

describe("store tokens", () => {
  it("are made with store_id, show it, and see their own store only", async () => {
    const shop = await newStore({ name: "Token shop" });
    const sibling = await newStore({ name: "Sibling" });
    const made = ok(await server.post("/v1/tokens/create", { store_id: shop.store_id, name: "shop integration" }, acme.token));
    expect(made).toMatchObject({ store_id: shop.store_id, account_id: acme.accountId });
    expect(ok(await server.post("/v1/token", {}, made.token)).store_id).toBe(shop.store_id);
    expect(ok(await server.post("/v1/token", {}, acme.token)).store_id).toBeNull();
    const listedTokens = ok(await server.post("/v1/tokens/list", { limit: 100 }, acme.token)).tokens;
    expect(listedTokens.find((t: { token_id: string }) => t.token_id === made.token_id).store_id).toBe(shop.store_id);

    expect(ok(await post("list", {}, made.token))).toEqual({ stores: [shop], next_cursor: null });
    expect(ok(await post("get", { store_id: shop.store_id }, made.token))).toEqual(shop);
    refusedWith(await post("get", { store_id: sibling.store_id }, made.token), 404, "store_id", "store_not_found");
    refusedWith(await post("update", { store_id: sibling.store_id, name: "No" }, made.token), 404, "store_id", "store_not_found");
    refusedWith(await post("archive", { store_id: sibling.store_id }, made.token), 404, "store_id", "store_not_found");
    expect(ok(await post("update", { store_id: shop.store_id, name: "Own change" }, made.token)).name).toBe("Own change");
    refusedWith(await post("create", { name: "Another" }, made.token), 403, "", "forbidden");

    // Its tokens are of its store: absent store_id gives its own, another is unknown to it.
    const child = ok(await server.post("/v1/tokens/create", {}, made.token));
    expect(child.store_id).toBe(shop.store_id);
    refusedWith(await server.post("/v1/tokens/create", { store_id: sibling.store_id }, made.token), 400, "store_id", "unknown_store");
  });

  it("refuse another account's, an archived and an unknown store (400 unknown_store at store_id)", async () => {
    const theirs = await newStore({}, other.token);
    const closed = await newStore();
    ok(await post("archive", { store_id: closed.store_id }));
    for (const storeId of [theirs.store_id, closed.store_id, "sto_nope"]) {
      refusedWith(await server.post("/v1/tokens/create", { store_id: storeId }, acme.token), 400, "store_id", "unknown_store");
      refusedWith(await server.post("/v1/admin/tokens/create", { account_id: acme.accountId, store_id: storeId }, ADMIN_TOKEN), 400, "store_id", "unknown_store");
    }
    refusedWith(await server.post("/v1/tokens/create", { store_id: "" }, acme.token), 400, "store_id", expect.any(String));
  });

  it("are made by the operator too", async () => {
    const shop = await newStore({ name: "Operator token shop" });
    const made = ok(await server.post("/v1/admin/tokens/create", { account_id: acme.accountId, store_id: shop.store_id }, ADMIN_TOKEN));
    expect(made.store_id).toBe(shop.store_id);
    expect(ok(await post("list", {}, made.token)).stores).toEqual([shop]);
  });
});
