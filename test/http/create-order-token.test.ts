// The create's remembered token (services/tokens.ts): a create skips the token's own lookup when its row was read
// within the minute, and its read confirms the token instead; revocation and disabling still take effect at once,
// with the answers the lookup gives (401, 403), on every path a create can take.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { seedAccount, standardOrder, startSeededServer, uniqueRef, type SeededAccount } from "../helpers/fixtures.js";
import { statementsDuring } from "../helpers/statements.js";
import { ADMIN_TOKEN, type TestServer } from "../helpers/server.js";

let server: TestServer;

beforeAll(async () => ({ server } = await startSeededServer()));
afterAll(() => server.close());

const UNAUTHORIZED = { status: "error", message: "the token is unknown or revoked", data: { errors: [{ path: "", code: "unauthorized", message: "the token is unknown or revoked" }] } };
const DISABLED = {
  status: "error",
  message: "this account is disabled; ask the operator to enable it",
  data: { errors: [{ path: "", code: "account_disabled", message: "this account is disabled; ask the operator to enable it" }] },
};

/** An account whose token has just made an order (so its row is remembered), with that order's body. */
async function rememberedAccount(name: string): Promise<{ account: SeededAccount; made: ReturnType<typeof standardOrder> }> {
  const account = await seedAccount(server, { name, connected_stores: true });
  const made = standardOrder({ external_ref: uniqueRef("made") });
  const first = await server.post("/v1/orders/create", made, account.token);
  expect(first.status).toBe(200);
  return { account, made };
}

async function orderCount(account: SeededAccount): Promise<number> {
  const listed = await server.post("/v1/admin/orders/list", { account_id: account.accountId, limit: 100 }, ADMIN_TOKEN);
  expect(listed.status).toBe(200);
  return (listed.body.data.orders as unknown[]).length;
}

describe("a create with a remembered token", () => {
  it("sends no token lookup of its own: the create's read confirms the token", async () => {
    const { account } = await rememberedAccount("Remembered");
    let status = 0;
    const sql = await statementsDuring(async () => (status = (await server.post("/v1/orders/create", standardOrder(), account.token)).status));
    expect(status).toBe(200);
    const tokenReads = sql.filter((q) => q.includes('"tokens"'));
    expect(tokenReads).toHaveLength(1);
    expect(tokenReads[0]).toContain('"accounts"');
    expect(tokenReads[0]).toContain('"products"');
  });

  it("is refused 401 once the token is revoked, and nothing is written", async () => {
    const { account } = await rememberedAccount("Revoked");
    expect((await server.post("/v1/admin/tokens/revoke", { token_id: account.tokenId }, ADMIN_TOKEN)).status).toBe(200);
    const res = await server.post("/v1/orders/create", standardOrder(), account.token);
    expect(res.status).toBe(401);
    expect(res.body).toEqual(UNAUTHORIZED);
    expect(await orderCount(account)).toBe(1);
    // And stays refused (the row is forgotten; the next request looks the token up).
    expect((await server.post("/v1/orders/create", standardOrder(), account.token)).status).toBe(401);
  });

  it("a repeat of an earlier create is refused 401 after revocation, not replayed", async () => {
    const { account, made } = await rememberedAccount("Replay");
    expect((await server.post("/v1/admin/tokens/revoke", { token_id: account.tokenId }, ADMIN_TOKEN)).status).toBe(200);
    const res = await server.post("/v1/orders/create", made, account.token);
    expect(res.status).toBe(401);
    expect(res.body).toEqual(UNAUTHORIZED);
    expect(res.headers.get("idempotent-replayed")).toBeNull();
  });

  it("answers 401, not 400, for a body the schema refuses or that is not JSON, once the token is revoked", async () => {
    const { account } = await rememberedAccount("Invalid");
    const before = await server.post("/v1/orders/create", { external_ref: "x" }, account.token);
    expect(before.status).toBe(400);
    expect((await server.post("/v1/admin/tokens/revoke", { token_id: account.tokenId }, ADMIN_TOKEN)).status).toBe(200);
    // The token was looked up afresh by the first refused request: remember it again with a fresh account for each case.
    const invalid = await server.post("/v1/orders/create", { external_ref: "x" }, account.token);
    expect(invalid.status).toBe(401);
    expect(invalid.body).toEqual(UNAUTHORIZED);

    const second = await rememberedAccount("Malformed");
    expect((await server.post("/v1/admin/tokens/revoke", { token_id: second.account.tokenId }, ADMIN_TOKEN)).status).toBe(200);
    const malformed = await server.post("/v1/orders/create", "{not json", second.account.token);
    expect(malformed.status).toBe(401);
    expect(malformed.body).toEqual(UNAUTHORIZED);
    expect(malformed.headers.get("www-authenticate")).toBe('Bearer realm="pod-orders"');
  });

  it("is refused 403 account_disabled once the account is disabled, and creates again once it is enabled", async () => {
    const { account } = await rememberedAccount("Disabled");
    expect((await server.post("/v1/admin/accounts/update", { account_id: account.accountId, disabled: true }, ADMIN_TOKEN)).status).toBe(200);
    const refused = await server.post("/v1/orders/create", standardOrder(), account.token);
    expect(refused.status).toBe(403);
    expect(refused.body).toEqual(DISABLED);
    expect(await orderCount(account)).toBe(1);
    expect((await server.post("/v1/admin/accounts/update", { account_id: account.accountId, disabled: false }, ADMIN_TOKEN)).status).toBe(200);
    const created = await server.post("/v1/orders/create", standardOrder(), account.token);
    expect(created.status).toBe(200);
    expect(await orderCount(account)).toBe(2);
  });

  it("is refused 403 account_disabled by the token's lookup alone when the account was disabled before, and creates at once once it is enabled", async () => {
    const account = await seedAccount(server, { name: "Disabled first", connected_stores: true });
    expect((await server.post("/v1/admin/accounts/update", { account_id: account.accountId, disabled: true }, ADMIN_TOKEN)).status).toBe(200);
    let refused: { status: number; body: unknown } | undefined;
    const sql = await statementsDuring(async () => (refused = await server.post("/v1/orders/create", standardOrder(), account.token)));
    expect(refused?.status).toBe(403);
    expect(refused?.body).toEqual(DISABLED);
    // Refused once, by the lookup: the create's read never runs.
    expect(sql.filter((q) => /^\s*select\b/i.test(q) && q.includes('"tokens"'))).toHaveLength(1);
    expect(sql.filter((q) => q.includes('"orders"'))).toEqual([]);
    // The refused lookup's row is not what the next create stands on: enabling takes effect at once.
    expect((await server.post("/v1/admin/accounts/update", { account_id: account.accountId, disabled: false }, ADMIN_TOKEN)).status).toBe(200);
    expect((await server.post("/v1/orders/create", standardOrder(), account.token)).status).toBe(200);
  });

  it("a create whose read confirmed the token answers the create's own refusal without looking the token up again", async () => {
    const { account } = await rememberedAccount("Confirmed refusal");
    let res: { status: number; body: { data: { errors: unknown[] } } } | undefined;
    const sql = await statementsDuring(async () => (res = await server.post("/v1/orders/create", standardOrder({ items: [{ sku: "NO-SUCH-SKU", quantity: 1 }] }), account.token)));
    expect(res?.status).toBe(400);
    expect(res?.body.data.errors).toContainEqual(expect.objectContaining({ path: "items[0].sku", code: "unknown_sku" }));
    const tokenReads = sql.filter((q) => q.includes('"tokens"'));
    expect(tokenReads).toHaveLength(1);
    expect(tokenReads[0]).toContain('"accounts"');
  });

  it("a token revoked while remembered is refused 401 by its next create with a refused body too, and its lookup is not repeated", async () => {
    const { account } = await rememberedAccount("Revoked refusal");
    expect((await server.post("/v1/admin/tokens/revoke", { token_id: account.tokenId }, ADMIN_TOKEN)).status).toBe(200);
    let res: { status: number; body: unknown } | undefined;
    const sql = await statementsDuring(async () => (res = await server.post("/v1/orders/create", standardOrder({ items: [{ sku: "NO-SUCH-SKU", quantity: 1 }] }), account.token)));
    expect(res?.status).toBe(401);
    expect(res?.body).toEqual(UNAUTHORIZED);
    // The create's read (which did not confirm it), then one lookup afresh; nothing written.
    expect(sql.filter((q) => q.includes('"tokens"'))).toHaveLength(2);
    expect(sql.filter((q) => /^\s*(with|insert)\b/i.test(q))).toEqual([]);
    expect(await orderCount(account)).toBe(1);
  });
});
