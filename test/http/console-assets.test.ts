// Serving the console's built files: content types, caching by content hash, and a strict Content-Security-Policy.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import Fastify, { type FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { CONSOLE_CSP, loadConsoleAssets } from "../../src/http/console-assets.js";
import { registerErrorHandling } from "../../src/http/errors.js";
import { consoleRoutes } from "../../src/http/routes/console.js";
import { serviceContext } from "../../src/services/context.js";
import { ADMIN_TOKEN, startTestServer, type TestServer } from "../helpers/server.js";

let server: TestServer;
let app: FastifyInstance;
let dir: string;

beforeAll(async () => {
  server = await startTestServer();
  dir = mkdtempSync(join(tmpdir(), "console-assets-"));
  mkdirSync(join(dir, "assets"));
  writeFileSync(join(dir, "index.html"), "<!doctype html><title>Console</title>");
  writeFileSync(join(dir, "assets", "app-ABC123.js"), "console.log(1)");
  writeFileSync(join(dir, "assets", "app-ABC123.css"), "body{}");
  app = Fastify();
  registerErrorHandling(app);
  consoleRoutes(app, serviceContext(server.database.db, server.config), ADMIN_TOKEN, loadConsoleAssets(dir));
  await app.ready();
});
afterAll(async () => {
  await app.close();
  await server.close();
  rmSync(dir, { recursive: true, force: true });
});

describe("console files", () => {
  it("redirects /console to /console/ and serves index.html there, revalidated on every load", async () => {
    const redirect = await app.inject({ method: "GET", url: "/console" });
    expect(redirect.statusCode).toBe(301);
    expect(redirect.headers.location).toBe("/console/");
    const page = await app.inject({ method: "GET", url: "/console/" });
    expect(page.statusCode).toBe(200);
    expect(page.headers["content-type"]).toBe("text/html; charset=utf-8");
    expect(page.body).toContain("<title>Console</title>");
    expect(page.headers["cache-control"]).toBe("no-cache");
    expect(page.headers["content-security-policy"]).toBe(CONSOLE_CSP);
    expect(page.headers["x-content-type-options"]).toBe("nosniff");
    expect(page.headers["x-frame-options"]).toBe("DENY");
    expect(page.headers["referrer-policy"]).toBe("no-referrer");
  });

  it("allows no inline script or style and nothing from elsewhere", () => {
    expect(CONSOLE_CSP).toContain("default-src 'none'");
    expect(CONSOLE_CSP).toContain("script-src 'self'");
    expect(CONSOLE_CSP).toContain("style-src 'self'");
    expect(CONSOLE_CSP).not.toContain("unsafe-inline");
    expect(CONSOLE_CSP).not.toContain("unsafe-eval");
    expect(CONSOLE_CSP).toContain("frame-ancestors 'none'");
  });

  it("serves hashed assets with their types, cached for a year, and answers 304 to a matching ETag", async () => {
    const js = await app.inject({ method: "GET", url: "/console/assets/app-ABC123.js" });
    expect(js.statusCode).toBe(200);
    expect(js.headers["content-type"]).toBe("text/javascript; charset=utf-8");
    expect(js.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
    const css = await app.inject({ method: "GET", url: "/console/assets/app-ABC123.css" });
    expect(css.headers["content-type"]).toBe("text/css; charset=utf-8");
    const again = await app.inject({ method: "GET", url: "/console/assets/app-ABC123.js", headers: { "if-none-match": js.headers.etag as string } });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe("");
  });

  it("answers 404 in the envelope for a file that is not there, and cannot be led outside the folder", async () => {
    for (const url of ["/console/nope.js", "/console/../package.json", "/console/%2e%2e/package.json", "/console/assets/../../package.json"]) {
      const res = await app.inject({ method: "GET", url });
      expect(res.statusCode, url).toBe(404);
      expect(res.json()).toMatchObject({ status: "error", data: { errors: [{ code: "not_found" }] } });
    }
  });

  it("says the console is not built when there are no files", async () => {
    const empty = Fastify();
    registerErrorHandling(empty);
    consoleRoutes(empty, serviceContext(server.database.db, server.config), ADMIN_TOKEN, new Map());
    const res = await empty.inject({ method: "GET", url: "/console/" });
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toContain("npm run build");
    await empty.close();
  });
});
