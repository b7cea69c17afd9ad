// A receive interrupted by SIGKILL as a real process (docs/operator-guide.md#receiving), on the database the test
// names: run on SQLite by test/process/receiving-crash.test.ts and on PostgreSQL by test/postgres/receiving-crash.test.ts.
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { SKU } from "../../src/fixtures/catalog.js";
import { freshDatabase, type FreshDatabase } from "./backend.js";
import { postJson, seedOverHttp, startServerProcess } from "./process.js";
import { ADMIN_TOKEN } from "./admin-token.js";

/** Every receive answered 200 before a SIGKILL is on hand after the restart, and the figures equal the ledger and the receiving. */
export function receivingCrashSuite(engine: string): void {
  let dir: string;
  let database: FreshDatabase;
  let env: Record<string, string>;
  let token: string;

  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), "pod-orders-receiving-"));
    database = await freshDatabase(dir);
    env = { DATABASE_URL: database.url, POD_ADMIN_TOKEN: ADMIN_TOKEN };
    const server = await startServerProcess(env);
    token = await seedOverHttp([server], ADMIN_TOKEN);
    expect((await postJson(server, "/v1/admin/catalog/update", { sku: SKU.notebookBlank, track_stock: true }, ADMIN_TOKEN)).body.status).toBe("success");
    server.child.kill("SIGTERM");
    expect(await server.exited).toBe(0);
  });
  afterAll(async () => {
    await database?.drop();
    rmSync(dir, { recursive: true, force: true });
  });

  describe(`a receive interrupted by SIGKILL on ${engine}`, () => {
    it("loses no acknowledged unit: on hand after the restart holds every answered receive, and equals the ledger and the receiving", async () => {
      const first = await startServerProcess(env);
      const created = await postJson(first, "/v1/receiving/create", { boxes: [{ lines: [{ sku: SKU.notebook, quantity: 500 }] }] }, token);
      expect(created.status).toBe(200);
      const ref = created.body.data.receiving_ref as string;
      const pending = Array.from({ length: 60 }, () => postJson(first, "/v1/admin/receiving/receive", { receiving_ref: ref, lines: [{ sku: SKU.notebook, quantity: 1, condition: "good" }] }, ADMIN_TOKEN).catch(() => undefined));
      // Killed as soon as the first answer is back, while the others are still being served.
      await Promise.race(pending);
      first.child.kill("SIGKILL");
      const replies = await Promise.all(pending);
      expect(await first.exited).toBe("SIGKILL");
      const acknowledged = replies.filter((r) => r?.status === 200).length;
      expect(acknowledged).toBeGreaterThan(0);

      const second = await startServerProcess(env);
      const item = (await postJson(second, "/v1/inventory/list", { skus: [SKU.notebook] }, token)).body.data.items[0];
      const receiving = (await postJson(second, "/v1/receiving/get", { receiving_ref: ref }, token)).body.data;
      const movements = (await postJson(second, "/v1/inventory/movements", { sku: SKU.notebook, limit: 100 }, token)).body.data.movements as { on_hand_delta: number; receiving_ref: string | null }[];
      expect(item.on_hand).toBeGreaterThanOrEqual(acknowledged);
      expect(receiving.lines).toEqual([{ sku: SKU.notebook, expected: 500, received: item.on_hand, damaged: 0, difference: item.on_hand - 500 }]);
      expect(movements.reduce((sum, m) => sum + m.on_hand_delta, 0)).toBe(item.on_hand);
      expect(movements.every((m) => m.receiving_ref === ref)).toBe(true);
      expect(item.incoming).toBe(500 - item.on_hand);
      second.child.kill("SIGTERM");
      expect(await second.exited).toBe(0);
    });
  });
}
