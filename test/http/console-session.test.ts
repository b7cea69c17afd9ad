// Console sessions through real HTTP: sign-in with an operator token only, the cookie's attributes, Origin on every change, expiry, sign-out.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { serviceContext } from "../../src/services/context.js";
import { createOperatorToken } from "../../src/services/tokens.js";
import { startSeededServer, type SeededAccount } from "../helpers/fixtures.js";
import { ADMIN_TOKEN, type TestServer } from "../helpers/server.js";

let server: TestServer;
let acme: SeededAccount;
let origin: string;

beforeAll(async () => {
  ({ server, acme } = await startSeededServer());
  origin = server.url;
});
afterAll(() => server.close());

function signIn(token: unknown, headers: Record<string, string> = { origin }) {
  return server.request("/console/session", { method: "POST", headers: { "content-type": "application/json", ...headers }, body: JSON.stringify({ token }) });
}

/** The session cookie of a successful sign-in, as the browser would send it back. */
async function session(token = ADMIN_TOKEN): Promise<string> {
  const res = await signIn(token);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.headers.get("set-cookie")!.split(";")[0]!;
}

function withCookie(cookie: string, path: string, body: unknown, headers: Record<string, string> = { origin }) {
  return server.request(path, { method: "POST", headers: { "content-type": "application/json", cookie, ...headers }, body: JSON.stringify(body) });
}

describe("signing in", () => {
  it("answers an operator token with an HttpOnly, SameSite=Strict cookie that lasts 12 hours", async () => {
    const res = await signIn(ADMIN_TOKEN);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ status: "success", data: { expires_at: expect.any(String) } });
    const lifetime = Date.parse(res.body.data.expires_at) - Date.now();
    expect(lifetime).toBeGreaterThan(12 * 3600_000 - 60_000);
    expect(lifetime).toBeLessThanOrEqual(12 * 3600_000);
    const cookie = res.headers.get("set-cookie")!;
    expect(cookie).toMatch(/^pod_console_session=[A-Za-z0-9_-]{43}; /);
    expect(cookie).toContain("Max-Age=43200");
    expect(cookie).toContain("HttpOnly");
    expect(cookie).toContain("SameSite=Strict");
    expect(cookie).toContain("Path=/");
    expect(cookie).not.toContain("Secure");
    expect(res.headers.get("cache-control")).toBe("no-store");
  });

  it("keeps only a hash of the session id", async () => {
    const value = (await session()).split("=")[1]!;
    const rows = await server.database.db.selectFrom("console_sessions").select("id_hash").execute();
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.some((r) => r.id_hash === value || r.id_hash.includes(value))).toBe(false);
  });

  it("marks the cookie Secure when the browser came over https through a proxy", async () => {
    const res = await signIn(ADMIN_TOKEN, { origin: "https://orders.example.com", "x-forwarded-host": "orders.example.com", "x-forwarded-proto": "https" });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.headers.get("set-cookie")).toContain("; Secure");
  });

  it("refuses a wrong token with 401 and an account token with 403", async () => {
    const wrong = await signIn("not-a-token-at-all");
    expect(wrong.status).toBe(401);
    expect(wrong.body).toMatchObject({ status: "error", data: { errors: [{ code: "unauthorized", path: "token" }] } });
    expect(wrong.headers.get("set-cookie")).toBeNull();
    const account = await signIn(acme.token);
    expect(account.status).toBe(403);
    expect(account.body.data.errors[0]).toMatchObject({ code: "forbidden", path: "token" });
    expect(account.body.message).toContain("account tokens cannot sign in");
    expect(account.headers.get("set-cookie")).toBeNull();
  });

  it("refuses a sign-in without this service's Origin", async () => {
    expect((await signIn(ADMIN_TOKEN, {})).status).toBe(403);
    const evil = await signIn(ADMIN_TOKEN, { origin: "https://evil.example" });
    expect(evil.status).toBe(403);
    expect(evil.body.message).toContain("cross-origin");
  });

  it("refuses malformed sign-in bodies with field errors", async () => {
    const missing = await server.request("/console/session", { method: "POST", headers: { "content-type": "application/json", origin }, body: "{}" });
    expect(missing.status).toBe(400);
    expect(missing.body.data.errors[0]).toMatchObject({ code: "required", path: "token" });
    const extra = await server.request("/console/session", { method: "POST", headers: { "content-type": "application/json", origin }, body: JSON.stringify({ token: ADMIN_TOKEN, remember: true }) });
    expect(extra.status).toBe(400);
    expect(extra.body.data.errors[0]).toMatchObject({ code: "unknown_field", path: "remember" });
    const notJson = await server.request("/console/session", { method: "POST", headers: { "content-type": "application/json", origin }, body: "{token" });
    expect(notJson.status).toBe(400);
    expect(notJson.body.data.errors[0].code).toBe("malformed_json");
  });
});

describe("the operator API with a session cookie", () => {
  it("answers operations sent from the console's origin", async () => {
    const cookie = await session();
    const res = await withCookie(cookie, "/v1/admin/accounts/list", {});
    expect(res.status).toBe(200);
    expect(res.body.data.accounts.length).toBeGreaterThan(0);
  });

  it("refuses a state-changing request without Origin or from another origin (403)", async () => {
    const cookie = await session();
    const none = await withCookie(cookie, "/v1/admin/accounts/create", { name: "Forged" }, {});
    expect(none.status).toBe(403);
    expect(none.body.data.errors[0].code).toBe("forbidden");
    const evil = await withCookie(cookie, "/v1/admin/accounts/create", { name: "Forged" }, { origin: "https://evil.example" });
    expect(evil.status).toBe(403);
    const wrongScheme = await withCookie(cookie, "/v1/admin/accounts/create", { name: "Forged" }, { origin: origin.replace("http:", "https:") });
    expect(wrongScheme.status).toBe(403);
    const listed = await server.post("/v1/admin/accounts/list", { limit: 100 }, ADMIN_TOKEN);
    expect(listed.body.data.accounts.some((a: { name: string }) => a.name === "Forged")).toBe(false);
  });

  it("lets reads by GET through without Origin (files, thumbnails, packing slips)", async () => {
    const cookie = await session();
    const res = await server.request(`/v1/admin/files/${"0".repeat(64)}`, { method: "GET", headers: { cookie } });
    // Past authentication: the file is simply unknown.
    expect(res.status).toBe(404);
    expect(res.body.data.errors[0].code).toBe("file_not_found");
  });

  it("is not accepted on the caller surface", async () => {
    const cookie = await session();
    const res = await withCookie(cookie, "/v1/orders/list", {});
    expect(res.status).toBe(401);
  });

  it("keeps bearer tokens working without Origin, and prefers them over a cookie", async () => {
    expect((await server.post("/v1/admin/accounts/list", {}, ADMIN_TOKEN)).status).toBe(200);
    const cookie = await session();
    const res = await withCookie(cookie, "/v1/admin/accounts/list", {}, { authorization: `Bearer ${acme.token}` });
    expect(res.status).toBe(403);
  });

  it("refuses an unknown session cookie with 401", async () => {
    const res = await withCookie("pod_console_session=forged-session-id", "/v1/admin/accounts/list", {});
    expect(res.status).toBe(401);
    expect(res.body.message).toContain("sign in again");
  });
});

describe("whoami, expiry and sign-out", () => {
  it("tells the console whether it is signed in", async () => {
    const cookie = await session();
    const me = await server.request("/console/session", { method: "GET", headers: { cookie } });
    expect(me.status).toBe(200);
    expect(me.body.data).toMatchObject({ signed_in: true, expires_at: expect.any(String), created_at: expect.any(String) });
    // The console decides from it which orders need customs (docs/console.md), and says it in words.
    expect(me.body.data.ship_from_country).toBe(server.config.shipFromCountry);
    expect((await signIn(ADMIN_TOKEN)).body.data.ship_from_country).toBe(server.config.shipFromCountry);
    const nobody = await server.request("/console/session", { method: "GET" });
    expect(nobody.status).toBe(200);
    expect(nobody.body.data).toEqual({ signed_in: false, reason: "not signed in" });
  });

  it("refuses an expired session with 401 and forgets it", async () => {
    const cookie = await session();
    await server.database.db.updateTable("console_sessions").set({ expires_at: new Date(Date.now() - 1000).toISOString() }).execute();
    const res = await withCookie(cookie, "/v1/admin/accounts/list", {});
    expect(res.status).toBe(401);
    expect(res.body.message).toContain("expired");
    const me = await server.request("/console/session", { method: "GET", headers: { cookie } });
    expect(me.body.data).toMatchObject({ signed_in: false, reason: expect.stringContaining("sign in again") });
    expect(me.headers.get("set-cookie")).toMatch(/Max-Age=0/);
    // Expired rows are removed, by the refusal and by the next sign-in.
    await session();
    const rows = await server.database.db.selectFrom("console_sessions").select("expires_at").execute();
    expect(rows.every((r) => Date.parse(r.expires_at) > Date.now())).toBe(true);
  });

  it("ends the session on sign-out and clears the cookie", async () => {
    const cookie = await session();
    const refused = await withCookie(cookie, "/console/session/end", {}, { origin: "https://evil.example" });
    expect(refused.status).toBe(403);
    expect((await withCookie(cookie, "/v1/admin/accounts/list", {})).status).toBe(200);
    const out = await withCookie(cookie, "/console/session/end", {});
    expect(out.status).toBe(200);
    expect(out.headers.get("set-cookie")).toMatch(/^pod_console_session=; Max-Age=0;/);
    expect((await withCookie(cookie, "/v1/admin/accounts/list", {})).status).toBe(401);
  });

  it("ends sessions opened with an operator token once that token is revoked", async () => {
    const ctx = serviceContext(server.database.db, server.config);
    const operator = await createOperatorToken(ctx);
    const cookie = await session(operator.token);
    expect((await withCookie(cookie, "/v1/admin/accounts/list", {})).status).toBe(200);
    expect((await server.post("/v1/admin/tokens/revoke", { token_id: operator.token_id }, ADMIN_TOKEN)).status).toBe(200);
    const res = await withCookie(cookie, "/v1/admin/accounts/list", {});
    expect(res.status).toBe(401);
    expect(res.body.message).toContain("revoked");
  });
});
