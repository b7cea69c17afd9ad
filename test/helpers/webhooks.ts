// Webhook test set-up: a seeded server that may send to loopback, an in-test worker, and endpoint helpers.
import { afterAll, beforeAll, expect } from "vitest";
import { DELIVER_WEBHOOK } from "../../src/jobs/kinds.js";
import { createWorkers, type Workers } from "../../src/workers.js";
import { startSeededServer, type SeededAccount } from "./fixtures.js";
import { startReceiver, type Receiver } from "./receiver.js";
import { ADMIN_TOKEN, type TestServer } from "./server.js";

export interface WebhookRig {
  server: TestServer;
  acme: SeededAccount;
  other: SeededAccount;
  /**
   * A worker on the server's database for `kinds` of jobs (webhook deliveries by default); `now` is its clock (real by
   * default); `sandboxAdvanceSeconds`: the pause it puts between a test order's sandbox steps (the server's by default).
   */
  workers(options?: { now?: () => Date; timeoutMs?: number; kinds?: string[]; sandboxAdvanceSeconds?: number }): Workers;
  createEndpoint(body: Record<string, unknown>): Promise<{ webhookId: string; secret: string }>;
  deliveries(webhookId: string, status?: string): Promise<any[]>; // eslint-disable-line @typescript-eslint/no-explicit-any
  close(): Promise<void>;
}

export async function startWebhookRig(env: Record<string, string> = {}): Promise<WebhookRig> {
  const { server, acme, other } = await startSeededServer({ FETCH_ALLOW_HOSTS: "127.0.0.1", ...env });
  const started: Workers[] = [];
  const silent = { warn: (object: object, message: string) => console.warn(message, object) };
  return {
    server,
    acme,
    other,
    workers(options = {}) {
      const workers = createWorkers(
        server.database.db,
        {
          ...server.config,
          jobPollMs: 20,
          jobConcurrency: 4,
          webhookTimeoutMs: options.timeoutMs ?? 2_000,
          jobLeaseMs: 10_000,
          sandboxAdvanceSeconds: options.sandboxAdvanceSeconds ?? server.config.sandboxAdvanceSeconds,
        },
        silent,
        options.now,
        options.kinds ?? [DELIVER_WEBHOOK],
      );
      started.push(workers);
      return workers;
    },
    async createEndpoint(body) {
      const res = await server.post("/v1/admin/webhooks/create", body, ADMIN_TOKEN);
      expect(res.body, JSON.stringify(res.body)).toMatchObject({ status: "success" });
      return { webhookId: res.body.data.webhook_id, secret: res.body.data.secret };
    },
    async deliveries(webhookId, status) {
      const res = await server.post("/v1/admin/webhooks/deliveries", { webhook_id: webhookId, limit: 100, ...(status ? { status } : {}) }, ADMIN_TOKEN);
      expect(res.status).toBe(200);
      return res.body.data.deliveries;
    },
    async close() {
      await Promise.all(started.map((w) => w.stop()));
      await server.close();
    },
  };
}

/** A rig and a receiver (answering 200) for the tests of one file. */
export interface UsedWebhookRig extends WebhookRig {
  receiver: Receiver;
}

/**
 * Starts a webhook rig (with `env`) and a receiver before the file's tests and closes both after them. The object
 * returned is filled in by that beforeAll, so call this at the top of the file, before any beforeAll that uses it.
 */
export function useWebhookRig(env: Record<string, string> = {}): UsedWebhookRig {
  const used = {} as UsedWebhookRig;
  beforeAll(async () => {
    const [rig, receiver] = await Promise.all([startWebhookRig(env), startReceiver()]);
    Object.assign(used, rig, {
      receiver,
      close: async () => {
        await receiver.close();
        await rig.close();
      },
    });
  });
  afterAll(() => used.close?.());
  return used;
}
