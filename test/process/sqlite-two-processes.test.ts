// Two server processes on one SQLite file: writes from both are kept, the file stays sound, overload is a clear 503.
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import SQLite from "better-sqlite3";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { standardOrder } from "../helpers/fixtures.js";
import { postJson, seedOverHttp, startServerProcess, type ServerProcess } from "../helpers/process.js";
import { ADMIN_TOKEN } from "../helpers/admin-token.js";

let dir: string;
let file: string;
let a: ServerProcess;
let b: ServerProcess;
let token: string;

const post = (server: ServerProcess, path: string, body: unknown, bearer = token) => postJson(server, path, body, bearer);

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), "pod-orders-sqlite2-"));
  file = join(dir, "db.sqlite");
  const env = { DATABASE_URL: `sqlite:${file}`, POD_ADMIN_TOKEN: ADMIN_TOKEN };
  [a, b] = await Promise.all([startServerProcess(env), startServerProcess(env)]);
  token = await seedOverHttp([a, b], ADMIN_TOKEN);
});

afterAll(async () => {
  await Promise.all([a?.stop(), b?.stop()]);
  rmSync(dir, { recursive: true, force: true });
});

describe("two processes on one SQLite file", () => {
  it("keeps every acknowledged order from both, never answers 500, and the file passes integrity_check", async () => {
    const bodies = Array.from({ length: 60 }, () => standardOrder());
    const replies = await Promise.all(bodies.map((body, i) => post(i % 2 ? a : b, "/v1/orders/create", body)));
    for (const r of replies) expect([200, 503]).toContain(r.status);
    const acknowledged = replies.filter((r) => r.status === 200).map((r) => r.body.data.order_ref as string);
    expect(acknowledged.length).toBeGreaterThan(0);

    // Identical creates across both still make one order.
    const same = standardOrder();
    const twins = await Promise.all(Array.from({ length: 20 }, (_, i) => post(i % 2 ? a : b, "/v1/orders/create", same)));
    expect(new Set(twins.filter((r) => r.status === 200).map((r) => r.body.data.order_ref)).size).toBe(1);

    const check = new SQLite(file, { readonly: true });
    try {
      expect(check.pragma("integrity_check", { simple: true })).toBe("ok");
      const stored = new Set(check.prepare("select order_ref from orders").pluck().all() as string[]);
      for (const ref of acknowledged) expect(stored.has(ref)).toBe(true);
      expect((check.prepare("select count(*) from orders where external_ref = ?").pluck().get(same.external_ref) as number)).toBe(1);
    } finally {
      check.close();
    }
  });
});
