// Scoped tokens (docs/caller-guide.md#tokens-and-scopes) through real HTTP: every caller route, enumerated from the app's own route declarations,
// refuses a token without its scope (403 insufficient_scope) and admits one with only that scope; a caller route
// declaring no scope cannot be built.
import Fastify from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { SCOPES, type Scope } from "../../src/domain/scopes.js";
import { requireScopes, type CallerRoute } from "../../src/http/auth.js";
import { seedAccount, seedCatalog, type SeededAccount } from "../helpers/fixtures.js";
import { ADMIN_TOKEN, startTestServer, type Reply, type TestServer } from "../helpers/server.js";

let server: TestServer;
let acme: SeededAccount;
/** A token with exactly one scope, per scope; and one with every scope but that one. */
const only = new Map<Scope, string>();
const allBut = new Map<Scope, string>();

async function token(scopes: readonly Scope[]): Promise<string> {
  const res = await server.post("/v1/admin/tokens/create", { account_id: acme.accountId, scopes }, ADMIN_TOKEN);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.data.token;
}

beforeAll(async () => {
  server = await startTestServer();
  await seedCatalog(server);
  acme = await seedAccount(server);
  for (const scope of SCOPES) {
    only.set(scope, await token([scope]));
    allBut.set(scope, await token(SCOPES.filter((s) => s !== scope)));
  }
});
afterAll(() => server.close());

/** Sends the route's request: POST {} (or GET of a made-up file), the smallest request that reaches the scope check. */
function call(route: CallerRoute, bearer: string): Promise<Reply> {
  if (route.method === "POST") return server.post(route.url, {}, bearer);
  const url = route.url.replace(/:[a-z_]+/g, "0".repeat(64));
  return server.request(url, { method: route.method, headers: { authorization: `Bearer ${bearer}` } });
}

const routes = () => {
  const seen = server.app.callerRoutes.filter((r) => r.method !== "HEAD");
  expect(seen.length).toBeGreaterThan(10);
  return seen;
};

describe("every caller route declares a scope", () => {
  it("lists every caller operation of the reference with a scope (or any_token for POST /v1/token)", async () => {
    const declared = new Map(routes().map((r) => [r.url.replace(/:([a-z_]+)/g, "{$1}"), r.scope]));
    const document = (await server.request("/docs/openapi.json", {})).body;
    const callerPaths = Object.keys(document.paths).filter((p) => p.startsWith("/v1/") && !p.startsWith("/v1/admin/"));
    expect(callerPaths.sort()).toEqual([...declared.keys()].sort());
    for (const path of callerPaths) {
      const [method] = Object.keys(document.paths[path]);
      const operation = document.paths[path][method!];
      const scope = declared.get(path)!;
      expect(operation["x-required-scope"], path).toBe(scope);
      expect(operation.security, path).toEqual([{ accountToken: scope === "any_token" ? [] : [scope] }]);
      expect(operation.description, path).toContain(scope === "any_token" ? "Any valid account token" : `scope \`${scope}\``);
    }
    expect(declared.get("/v1/token")).toBe("any_token");
    expect(declared.get("/v1/orders/create")).toBe("orders:write");
    expect(declared.get("/v1/files/{checksum}")).toBe("orders:read");
  });

  it("refuses to build a caller route that declares none", async () => {
    const app = Fastify({ logger: false });
    const seen: CallerRoute[] = [];
    // An async plugin, so that the refusal rejects app.ready() instead of escaping as an uncaught exception.
    const build = async () => {
      await app.register(async (caller) => {
        requireScopes(caller, seen);
        caller.post("/v1/new-thing", { config: { scope: "orders:read" } }, () => Promise.resolve({}));
        caller.post("/v1/forgotten", () => Promise.resolve({}));
        await Promise.resolve();
      });
      await app.ready();
    };
    await expect(build()).rejects.toThrow(/POST \/v1\/forgotten declares no scope/);
    expect(seen).toEqual([{ method: "POST", url: "/v1/new-thing", scope: "orders:read" }]);
    await app.close();
  });
});

describe("scopes per operation, from the route declarations", () => {
  it("refuses a token without the route's scope: 403 insufficient_scope, data.required_scope, WWW-Authenticate", async () => {
    for (const route of routes()) {
      if (route.scope === "any_token") continue;
      const res = await call(route, allBut.get(route.scope)!);
      expect(res.status, `${route.method} ${route.url}`).toBe(403);
      expect(res.body).toMatchObject({ status: "error", data: { required_scope: route.scope, errors: [{ path: "", code: "insufficient_scope" }] } });
      expect(res.headers.get("www-authenticate")).toBe(`Bearer realm="pod-orders", error="insufficient_scope", scope="${route.scope}"`);
    }
  });

  it("admits a token with only the route's scope (any_token: a token of any one scope)", async () => {
    for (const route of routes()) {
      for (const scope of route.scope === "any_token" ? SCOPES : [route.scope]) {
        const res = await call(route, only.get(scope)!);
        expect([401, 403], `${route.method} ${route.url} with ${scope}: ${JSON.stringify(res.body)}`).not.toContain(res.status);
      }
    }
  });

  it("reads with a read scope and refuses the write with it, on real work", async () => {
    const reader = only.get("products:read")!;
    expect((await server.post("/v1/products/list", {}, reader)).body.data.products.length).toBeGreaterThan(0);
    const write = await server.post("/v1/products/create", { sku: "NOPE-1", name: "No", blank_sku: "MUG-11" }, reader);
    expect(write.status).toBe(403);
    const listed = await server.post("/v1/products/get", { sku: "NOPE-1" }, reader);
    expect(listed.body.data.errors[0].code).toBe("product_not_found");
  });
});

describe("admin/tokens/create with scopes, name and expiry", () => {
  const create = (body: Record<string, unknown>, bearer = ADMIN_TOKEN) => server.post("/v1/admin/tokens/create", { account_id: acme.accountId, ...body }, bearer);

  it("gives every scope by default and shows the token once with its settings", async () => {
    const res = await create({});
    expect(res.status).toBe(200);
    expect(res.body.data).toEqual({
      token_id: expect.stringMatching(/^tok_/),
      token: expect.stringMatching(/^pod_live_/),
      account_id: acme.accountId,
      scopes: [...SCOPES],
      name: null,
      created_at: expect.any(String),
      expires_at: null,
      store_id: null,
    });
  });

  it("keeps the scopes given (in their canonical order), the name and the expiry", async () => {
    const expiresAt = new Date(Date.now() + 86_400_000).toISOString();
    const res = await create({ scopes: ["webhooks:write", "orders:read"], name: "Shop sync", expires_at: expiresAt });
    expect(res.body.data).toMatchObject({ scopes: ["orders:read", "webhooks:write"], name: "Shop sync", expires_at: expiresAt });
    const listed = await server.post("/v1/admin/tokens/list", { account_id: acme.accountId, limit: 100 }, ADMIN_TOKEN);
    const row = listed.body.data.tokens.find((t: { token_id: string }) => t.token_id === res.body.data.token_id);
    expect(row).toEqual({ ...res.body.data, token: undefined, revoked_at: null, last_used_at: null, created_by_token_id: null });
  });

  it.each([
    [{ expires_at: "2020-01-01T00:00:00Z" }, "expires_at", "expiry_in_past"],
    [{ expires_at: "tomorrow" }, "expires_at", "invalid_timestamp"],
    [{ scopes: ["orders:delete"] }, "scopes[0]", "invalid_value"],
    [{ scopes: [] }, "scopes", "too_few_items"],
    [{ name: "" }, "name", "required"],
    [{ scope: ["orders:read"] }, "scope", "unknown_field"],
  ])("refuses %j with 400 at its path", async (body, path, code) => {
    const res = await create(body);
    expect(res.status, JSON.stringify(res.body)).toBe(400);
    expect(res.body.data.errors).toContainEqual(expect.objectContaining({ path, code }));
  });

  it("refuses an unknown account, no token, and an account token", async () => {
    const unknown = await server.post("/v1/admin/tokens/create", { account_id: "acc_nope" }, ADMIN_TOKEN);
    expect(unknown.status).toBe(404);
    expect(unknown.body.data.errors[0]).toMatchObject({ path: "account_id", code: "account_not_found" });
    expect((await create({}, "")).status).toBe(401);
    expect((await create({}, acme.token)).body.data.errors[0].code).toBe("forbidden");
  });
});

describe("expired tokens and the last use", () => {
  let clock = Date.parse("2026-11-25T12:00:00Z");
  let timed: TestServer;
  let accountId: string;
  beforeAll(async () => {
    timed = await startTestServer({}, { now: () => new Date(clock) });
    accountId = (await timed.post("/v1/admin/accounts/create", { name: "Timed" }, ADMIN_TOKEN)).body.data.account_id;
  });
  afterAll(() => timed.close());

  it("answers 401 token_expired once expires_at has passed, and records the last use to the minute", async () => {
    const created = await timed.post("/v1/admin/tokens/create", { account_id: accountId, expires_at: "2026-11-25T13:00:00Z" }, ADMIN_TOKEN);
    const bearer = created.body.data.token;
    const lastUse = async () =>
      (await timed.post("/v1/admin/tokens/list", { account_id: accountId }, ADMIN_TOKEN)).body.data.tokens.find((t: { token_id: string }) => t.token_id === created.body.data.token_id)
        .last_used_at;
    expect(await lastUse()).toBeNull();
    expect((await timed.post("/v1/orders/list", {}, bearer)).status).toBe(200);
    expect(await lastUse()).toBe("2026-11-25T12:00:00.000Z");
    clock += 30_000;
    await timed.post("/v1/orders/list", {}, bearer);
    expect(await lastUse()).toBe("2026-11-25T12:00:00.000Z");
    clock += 40_000;
    await timed.post("/v1/orders/list", {}, bearer);
    expect(await lastUse()).toBe("2026-11-25T12:01:10.000Z");

    clock = Date.parse("2026-11-25T13:00:00Z");
    const res = await timed.post("/v1/orders/list", {}, bearer);
    expect(res.status).toBe(401);
    expect(res.body).toMatchObject({ status: "error", data: { errors: [{ path: "", code: "token_expired" }] } });
    expect(res.headers.get("www-authenticate")).toBe('Bearer realm="pod-orders", error="invalid_token", error_description="The token expired"');
    expect((await timed.post("/v1/token", {}, bearer)).body.data.errors[0].code).toBe("token_expired");
  });
});

describe("POST /v1/token", () => {
  it("describes the calling token, whatever its one scope", async () => {
    const created = await server.post("/v1/admin/tokens/create", { account_id: acme.accountId, scopes: ["webhooks:read"], name: "Hooks viewer" }, ADMIN_TOKEN);
    const res = await server.post("/v1/token", {}, created.body.data.token);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      status: "success",
      message: "Token described",
      data: {
        token_id: created.body.data.token_id,
        account_id: acme.accountId,
        mode: "live",
        scopes: ["webhooks:read"],
        name: "Hooks viewer",
        created_at: created.body.data.created_at,
        expires_at: null,
        store_id: null,
      },
    });
  });

  it("says test for a sandbox account's token", async () => {
    const sandbox = await seedAccount(server, { name: "Sandbox", mode: "test" }, false);
    expect((await server.post("/v1/token", {}, sandbox.token)).body.data).toMatchObject({ account_id: sandbox.accountId, mode: "test", scopes: [...SCOPES] });
  });

  it("refuses no token, a revoked one, the operator's, and malformed bodies", async () => {
    const none = await server.post("/v1/token", {});
    expect(none.status).toBe(401);
    expect(none.body.data.errors[0].code).toBe("unauthorized");
    const created = await server.post("/v1/admin/tokens/create", { account_id: acme.accountId }, ADMIN_TOKEN);
    await server.post("/v1/admin/tokens/revoke", { token_id: created.body.data.token_id }, ADMIN_TOKEN);
    expect((await server.post("/v1/token", {}, created.body.data.token)).status).toBe(401);
    expect((await server.post("/v1/token", {}, ADMIN_TOKEN)).body.data.errors[0].code).toBe("forbidden");
    const extra = await server.post("/v1/token", { token_id: "x" }, acme.token);
    expect(extra.status).toBe(400);
    expect(extra.body.data.errors[0]).toMatchObject({ path: "token_id", code: "unknown_field" });
    expect((await server.post("/v1/token", "{", acme.token)).body.data.errors[0].code).toBe("malformed_json");
  });
});
