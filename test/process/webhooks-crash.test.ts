// Webhooks survive a crash: events committed, the server SIGKILLed mid-delivery, started again — every event
// arrives, none twice to the receiver once it answered 2xx.
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { standardOrder } from "../helpers/fixtures.js";
import { FORCED } from "../helpers/orders.js";
import { postJson, seedOverHttp, startServerProcess, type ServerProcess } from "../helpers/process.js";
import { startImageHost, type ImageHost } from "../helpers/image-host.js";
import { startReceiver, type Receiver } from "../helpers/receiver.js";
import { ADMIN_TOKEN } from "../helpers/admin-token.js";

let dir: string;
let receiver: Receiver;
/** The products' art host, down the whole time: the orders' files stay pending (retried later), the orders `received`. */
let artHost: ImageHost;
const servers: ServerProcess[] = [];

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), "pod-orders-webhook-crash-"));
  receiver = await startReceiver();
  artHost = await startImageHost({ otherwise: 503 });
});
afterAll(async () => {
  await artHost?.close();
  for (const server of servers) if (server.child.exitCode === null && server.child.signalCode === null) await server.stop();
  await receiver.close();
  rmSync(dir, { recursive: true, force: true });
});

async function until(check: () => Promise<boolean>, what: string, timeoutMs = 20_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 50));
  }
}

describe("webhook delivery across a crash", () => {
  it("delivers every committed event after SIGKILL and restart, and never repeats one the receiver acknowledged", async () => {
    const env = {
      DATABASE_URL: `sqlite:${join(dir, "db.sqlite")}`,
      POD_ADMIN_TOKEN: ADMIN_TOKEN,
      FETCH_ALLOW_HOSTS: "127.0.0.1",
      JOB_POLL_MS: "20",
      WEBHOOK_TIMEOUT_MS: "1000",
      JOB_LEASE_MS: "2000",
      FETCH_TIMEOUT_MS: "1000",
    };
    const first = await startServerProcess(env);
    servers.push(first);
    const token = await seedOverHttp([first], ADMIN_TOKEN, `${artHost.origin}/art/`);
    const accountId = (await postJson(first, "/v1/admin/accounts/list", {}, ADMIN_TOKEN)).body.data.accounts[0].account_id;
    const hook = await postJson(first, "/v1/admin/webhooks/create", { account_id: accountId, url: receiver.url, events: ["order.status_changed"] }, ADMIN_TOKEN);
    const webhookId = hook.body.data.webhook_id;
    const deliveries = async (server: ServerProcess) =>
      (await postJson(server, "/v1/admin/webhooks/deliveries", { webhook_id: webhookId, limit: 100 }, ADMIN_TOKEN)).body.data.deliveries as { status: string }[];
    const transition = async (server: ServerProcess, orderRef: string, status: string) =>
      expect((await postJson(server, "/v1/admin/orders/transition", { order_ref: orderRef, status, ...(status === "in_production" ? FORCED : {}) }, ADMIN_TOKEN)).body.status).toBe("success");

    // Before the crash: two events delivered and acknowledged.
    const early = (await postJson(first, "/v1/orders/create", standardOrder(), token)).body.data.order_ref;
    await transition(first, early, "on_hold");
    await transition(first, early, "received");
    await until(async () => (await deliveries(first)).filter((d) => d.status === "succeeded").length === 2, "the first two deliveries");

    // Ten more events committed; the receiver holds the first attempts open while the process is killed.
    receiver.respond(() => "hang");
    const orders: string[] = [];
    for (let i = 0; i < 5; i++) orders.push((await postJson(first, "/v1/orders/create", standardOrder(), token)).body.data.order_ref);
    for (const orderRef of orders) {
      await transition(first, orderRef, "on_hold");
      await transition(first, orderRef, "in_production");
    }
    await receiver.waitFor((r) => r.filter((x) => x.answer === "hang").length === 5);
    first.child.kill("SIGKILL");
    expect(await first.exited).toBe("SIGKILL");

    receiver.respond(() => 200);
    const second = await startServerProcess(env);
    servers.push(second);
    await until(async () => (await deliveries(second)).filter((d) => d.status === "succeeded").length === 12, "all 12 deliveries");
    // A little longer, so a duplicate send would have time to arrive.
    await new Promise((r) => setTimeout(r, 500));

    const acknowledged = receiver.received.filter((r) => r.answer === 200).map((r) => r.headers["webhook-id"] as string);
    expect(acknowledged).toHaveLength(12);
    expect(new Set(acknowledged).size).toBe(12);
    // Per order, the events arrived in the order they happened.
    for (const orderRef of orders) {
      const statuses = receiver.received
        .filter((r) => r.answer === 200 && JSON.parse(r.body).data.order_ref === orderRef)
        .map((r) => JSON.parse(r.body).data.status);
      expect(statuses).toEqual(["on_hold", "in_production"]);
    }
    expect(await second.stop()).toBe(0);
  });
});
