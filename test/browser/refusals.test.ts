// What the console refuses, in Chromium: a wrong token, an account token, an expired session, a cross-origin POST
// carrying the session cookie, and a session after sign-out.
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ADMIN_TOKEN } from "../helpers/server.js";
import { openConsole, useConsoleRig } from "./harness.js";

const rig = useConsoleRig();

let elsewhere: Server;
let elsewhereUrl: string;

beforeAll(async () => {
  // Another origin on the same host (same site, so a SameSite=Strict cookie still travels): only Origin tells it apart.
  elsewhere = createServer((_req, res) => res.writeHead(200, { "content-type": "text/html" }).end("<!doctype html><title>elsewhere</title>"));
  await new Promise<void>((done) => elsewhere.listen(0, "127.0.0.1", done));
  elsewhereUrl = `http://127.0.0.1:${(elsewhere.address() as AddressInfo).port}`;
});
afterAll(async () => {
  await new Promise((done) => elsewhere?.close(done));
});

describe("the console refuses", () => {
  it("a wrong token and an account token, saying why", async () => {
    const c = await openConsole(rig.browser, rig.server.url);
    const { page } = c;
    await page.goto("/console/");
    await page.getByLabel("Operator token").fill("not-a-real-token");
    c.expectRefusal("/console/session", 401);
    await page.getByRole("button", { name: "Sign in" }).click();
    await expect.poll(() => page.getByRole("alert").textContent()).toContain("the token is unknown or revoked");
    await page.getByLabel("Operator token").fill(rig.acme.token);
    c.expectRefusal("/console/session", 403);
    await page.getByRole("button", { name: "Sign in" }).click();
    await expect.poll(() => page.getByRole("alert").textContent()).toContain("account tokens cannot sign in");
    expect(await page.getByRole("navigation", { name: "Sections" }).count()).toBe(0);
    expect(await c.context.cookies()).toEqual([]);
    c.assertClean();
    await c.close();
  });

  it("an expired session: back to sign-in with the reason, on reload and on the next request", async () => {
    const c = await openConsole(rig.browser, rig.server.url);
    const { page } = c;
    // The overview's own requests answered first (waiting for the network to go quiet was not enough on a busy
    // machine: one could start after it): the next requests are then the ones the click makes.
    const overviewAnswered = () =>
      Promise.all(["orders/counts", "orders/list", "webhooks/list"].map((path) => page.waitForResponse((r) => r.url().endsWith(`/v1/admin/${path}`), { timeout: 30_000 })));
    let overview = overviewAnswered();
    await c.signIn();
    await overview;
    const cookie = (await c.context.cookies()).find((k) => k.name === "pod_console_session")!;
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: "Strict", secure: false });
    expect(cookie.expires - Date.now() / 1000).toBeGreaterThan(12 * 3600 - 120);

    const expire = () => rig.server.database.db.updateTable("console_sessions").set({ expires_at: new Date(Date.now() - 1000).toISOString() }).execute();
    await expire();
    // The next request finds the session expired: the screen asks to sign in again.
    c.expectRefusal("/v1/admin/", 401);
    c.expectRefusal("/v1/admin/", 401);
    await page.getByRole("navigation", { name: "Sections" }).getByRole("link", { name: "Catalog" }).click();
    await expect.poll(() => page.getByRole("status").first().textContent()).toContain("expired");
    expect(await page.getByLabel("Operator token").isVisible()).toBe(true);

    // Signed in again, expired again, reloaded: the sign-in screen says why. The overview's requests answered
    // before the session expires (else they are refused too, racing the expiry).
    overview = overviewAnswered();
    await c.signIn();
    await overview;
    await expire();
    await page.reload();
    await expect.poll(() => page.getByRole("status").first().textContent()).toContain("sign in again");
    expect(await page.getByLabel("Operator token").isVisible()).toBe(true);
    c.assertClean();
    await c.close();
  });

  it("a cross-origin POST that carries the session cookie (403), and nothing changes", async () => {
    const c = await openConsole(rig.browser, rig.server.url);
    await c.signIn();
    const evil = await c.context.newPage();
    await evil.goto(elsewhereUrl);
    // A "simple" request (text/plain), so the browser sends it without asking first, cookie included.
    const [answer] = await Promise.all([
      evil.waitForResponse((r) => r.url().endsWith("/v1/admin/accounts/create")),
      evil.evaluate(
        (url) => fetch(url, { method: "POST", credentials: "include", mode: "no-cors", headers: { "content-type": "text/plain" }, body: JSON.stringify({ name: "Forged" }) }).then(() => "sent", () => "blocked"),
        `${rig.server.url}/v1/admin/accounts/create`,
      ),
    ]);
    // Without the cookie the answer would be 401 (no credentials): 403 means the session was recognised and the
    // Origin refused (the answer's words are checked in test/http/console-session.test.ts; an opaque answer's body
    // is not kept by the browser).
    expect(answer.status()).toBe(403);
    const accounts = await rig.server.post("/v1/admin/accounts/list", { limit: 100 }, ADMIN_TOKEN);
    expect(accounts.body.data.accounts.some((a: { name: string }) => a.name === "Forged")).toBe(false);
    // The console itself, same origin, still works with the same cookie.
    await c.page.goto("/console/#/accounts");
    await c.page.getByLabel("Account name").fill("Made here");
    await c.page.getByRole("button", { name: "Create account" }).click();
    await expect.poll(() => c.page.getByRole("heading", { level: 1 }).textContent()).toBe("Made here");
    c.assertClean();
    await c.close();
  });

  it("a session after sign-out", async () => {
    const c = await openConsole(rig.browser, rig.server.url);
    const { page } = c;
    await c.signIn();
    const before = (await c.context.cookies()).find((k) => k.name === "pod_console_session")!.value;
    await page.getByRole("button", { name: "Sign out" }).click();
    await expect.poll(() => page.getByRole("status").first().textContent()).toContain("You signed out");
    expect((await c.context.cookies()).filter((k) => k.name === "pod_console_session")).toEqual([]);
    const replayed = await rig.server.request("/v1/admin/accounts/list", {
      method: "POST",
      headers: { "content-type": "application/json", cookie: `pod_console_session=${before}`, origin: rig.server.url },
      body: "{}",
    });
    expect(replayed.status).toBe(401);
    c.assertClean();
    await c.close();
  });
});
