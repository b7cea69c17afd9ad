// The split for several machines: an API process with JOB_CONCURRENCY=0 runs no jobs; `pod-orders worker` runs them
// without a listener, and stops on SIGTERM with exit 0.
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { standardOrder } from "../helpers/fixtures.js";
import { FORCED } from "../helpers/orders.js";
import { postJson, runNode, seedOverHttp, startServerProcess, type ServerProcess } from "../helpers/process.js";
import { startReceiver, type Receiver } from "../helpers/receiver.js";

const ADMIN = "worker-role-operator-token-0123456789";
let api: ServerProcess;
let receiver: Receiver;
let env: Record<string, string>;

beforeAll(async () => {
  const dir = mkdtempSync(join(tmpdir(), "pod-orders-worker-"));
  env = { DATABASE_URL: `sqlite:${join(dir, "pod.db")}`, FILES_DIR: join(dir, "files"), POD_ADMIN_TOKEN: ADMIN, FETCH_ALLOW_HOSTS: "127.0.0.1", JOB_POLL_MS: "50" };
  receiver = await startReceiver();
  api = await startServerProcess({ ...env, JOB_CONCURRENCY: "0" });
});
afterAll(async () => {
  await api.stop();
  await receiver.close();
});

describe("pod-orders worker", () => {
  it("delivers what an API process with JOB_CONCURRENCY=0 only recorded, then stops on SIGTERM with exit 0", async () => {
    const token = await seedOverHttp([api], ADMIN);
    const accounts = await postJson(api, "/v1/admin/accounts/list", {}, ADMIN);
    const accountId: string = accounts.body.data.accounts[0].account_id;
    expect((await postJson(api, "/v1/admin/webhooks/create", { account_id: accountId, url: receiver.url }, ADMIN)).status).toBe(200);
    const created = await postJson(api, "/v1/orders/create", standardOrder(), token);
    const order = { orderRef: created.body.data.order_ref as string };
    expect((await postJson(api, "/v1/admin/orders/transition", { order_ref: order.orderRef, status: "in_production", ...FORCED }, ADMIN)).body.status).toBe("success");

    // The API process runs no jobs: the delivery waits.
    await new Promise((r) => setTimeout(r, 1_000));
    expect(receiver.received).toHaveLength(0);

    const worker = runNode("dist/cli/main.js", ["worker"], { ...env, LOG_LEVEL: "info" });
    try {
      await receiver.waitFor((r) => r.length >= 1, 15_000);
      expect(JSON.parse(receiver.received[0]!.body)).toMatchObject({ type: "order.status_changed", sequence: 1, data: { order_ref: order.orderRef, status: "in_production" } });
      expect(worker.output()).toContain('"msg":"worker started"');
    } finally {
      expect(await worker.stop("SIGTERM")).toBe(0);
    }
    expect(worker.output()).toContain('"signal":"SIGTERM"');
  });

  it("refuses to start with JOB_CONCURRENCY=0, in one line", async () => {
    const worker = runNode("dist/cli/main.js", ["worker"], { ...env, JOB_CONCURRENCY: "0" });
    expect(await worker.exited).toBe(1);
    expect(worker.output().trim()).toBe("pod-orders: configuration error: JOB_CONCURRENCY is 0: a worker process needs at least 1 job at once");
  });
});
