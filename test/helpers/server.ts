// Test harness: a real listening server on a fresh SQLite file, and a small JSON client for it.
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { FastifyInstance } from "fastify";
import { loadConfig, type Config } from "../../src/config.js";
import { buildApp } from "../../src/http/app.js";
import { migrate, openDatabase, type Database } from "../../src/store/database.js";
import { ADMIN_TOKEN } from "./admin-token.js";
import { freshDatabase } from "./backend.js";

export { ADMIN_TOKEN };

export interface Reply {
  status: number;
  headers: Headers;
  body: any; // eslint-disable-line @typescript-eslint/no-explicit-any -- tests read arbitrary JSON
}

export interface TestServer {
  url: string;
  app: FastifyInstance;
  database: Database;
  dir: string;
  config: Config;
  /** POST `body` as JSON with `token` as bearer. */
  post(path: string, body: unknown, token?: string, headers?: Record<string, string>): Promise<Reply>;
  /** Raw request for transport-level tests. */
  request(path: string, init: RequestInit): Promise<Reply>;
  close(): Promise<void>;
}

/** `now`: the service's clock (business days and ship-by dates in tests). */
export async function startTestServer(env: Record<string, string> = {}, options: { now?: () => Date; rateLimitNow?: () => number } = {}): Promise<TestServer> {
  const dir = mkdtempSync(join(tmpdir(), "pod-orders-test-"));
  const fresh = await freshDatabase(dir);
  const config = loadConfig({ DATABASE_URL: fresh.url, POD_ADMIN_TOKEN: ADMIN_TOKEN, PORT: "0", LOG_LEVEL: "silent", FILES_DIR: join(dir, "files"), ...env });
  const database = openDatabase(config.databaseUrl, config.databasePoolSize);
  await migrate(database.db);
  const app = await buildApp({ config, db: database.db, logger: false, ...(options.now ? { now: options.now } : {}), ...(options.rateLimitNow ? { rateLimitNow: options.rateLimitNow } : {}) });
  const address = await app.listen({ host: "127.0.0.1", port: 0 });
  const request = async (path: string, init: RequestInit): Promise<Reply> => {
    const res = await fetch(address + path, init);
    const text = await res.text();
    let body: unknown = text;
    try {
      body = JSON.parse(text);
    } catch {
      // not JSON: keep the text
    }
    return { status: res.status, headers: res.headers, body };
  };
  return {
    url: address,
    app,
    database,
    dir,
    config,
    request,
    post: (path, body, token, headers = {}) =>
      request(path, {
        method: "POST",
        headers: { "content-type": "application/json", ...(token ? { authorization: `Bearer ${token}` } : {}), ...headers },
        body: typeof body === "string" ? body : JSON.stringify(body),
      }),
    close: async () => {
      await app.close();
      await database.close();
      await fresh.drop();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
