// Two real server processes on one PostgreSQL database: idempotent creates, cancellations and job claims hold across them.
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { freshDatabase, type FreshDatabase } from "../helpers/backend.js";
import { standardOrder } from "../helpers/fixtures.js";
import { FORCED } from "../helpers/orders.js";
import { postJson, seedOverHttp, startServerProcess, type ServerProcess } from "../helpers/process.js";
import { startImageHost, type ImageHost } from "../helpers/image-host.js";
import { startReceiver, type Receiver } from "../helpers/receiver.js";
import { ADMIN_TOKEN } from "../helpers/server.js";

let dir: string;
let database: FreshDatabase;
let a: ServerProcess;
let b: ServerProcess;
let token: string;
let receiver: Receiver;
/** The products' art host, down the whole time: the orders' files stay pending (retried later), the orders `received`. */
let artHost: ImageHost;

const post = (server: ServerProcess, path: string, body: unknown, bearer = token) => postJson(server, path, body, bearer);

/** Request i goes to process a when i is even, to b when odd. */
const either = (i: number) => (i % 2 === 0 ? a : b);

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), "pod-orders-multi-"));
  database = await freshDatabase(dir);
  // The receiver answers after 5 ms: each process holds claimed jobs briefly while the other claims.
  receiver = await startReceiver(() => 200, { delayMs: 5 });
  artHost = await startImageHost({ otherwise: 503 });
  const env = {
    DATABASE_URL: database.url,
    POD_ADMIN_TOKEN: ADMIN_TOKEN,
    DATABASE_POOL_SIZE: "5",
    FETCH_ALLOW_HOSTS: "127.0.0.1",
    JOB_POLL_MS: "10",
    JOB_CONCURRENCY: "2",
    // A test order's steps come due at once: what is tested is who runs each step (exactly one process), not when.
    SANDBOX_ADVANCE_SECONDS: "0",
  };
  // Both start at once: their migrations race and must serialise on the migration lock.
  [a, b] = await Promise.all([startServerProcess(env), startServerProcess(env)]);
  token = await seedOverHttp([a, b], ADMIN_TOKEN, `${artHost.origin}/art/`);
});

afterAll(async () => {
  await artHost?.close();
  await Promise.all([a?.stop(), b?.stop()]);
  await receiver?.close();
  await database?.drop();
  rmSync(dir, { recursive: true, force: true });
});

describe("two processes, one PostgreSQL database", () => {
  it("50 concurrent identical creates spread over both make exactly one order", async () => {
    const body = standardOrder();
    const replies = await Promise.all(Array.from({ length: 50 }, (_, i) => post(either(i), "/v1/orders/create", body)));
    expect(replies.map((r) => r.status)).toEqual(Array(50).fill(200));
    expect(new Set(replies.map((r) => r.body.data.order_ref)).size).toBe(1);
    expect(replies.filter((r) => r.headers.get("idempotent-replayed") !== "true")).toHaveLength(1);
    const listed = await post(b, "/v1/orders/list", { limit: 100 });
    expect(listed.body.data.orders.filter((o: { external_ref: string }) => o.external_ref === body.external_ref)).toHaveLength(1);
  });

  it("20 concurrent cancels of 1 on a line of 5, spread over both, cancel exactly 5", async () => {
    const created = await post(a, "/v1/orders/create", standardOrder({ items: [{ sku: "MY-TEE", quantity: 5 }, { sku: "MY-BOOK", quantity: 1 }] }));
    const orderRef = created.body.data.order_ref;
    const itemRef = created.body.data.items[0].item_ref;
    const replies = await Promise.all(
      Array.from({ length: 20 }, (_, i) => post(either(i), "/v1/orders/cancel-items", { order_ref: orderRef, items: [{ item_ref: itemRef, cancelled_quantity: 1 }] })),
    );
    expect(replies.filter((r) => r.body.status === "success")).toHaveLength(5);
    expect(replies.filter((r) => r.body.data.errors?.[0]?.code === "quantity_exceeds_remaining")).toHaveLength(15);
    const got = await post(b, "/v1/orders/get", { order_ref: orderRef });
    expect(got.body.data.items[0]).toMatchObject({ quantity: 5, cancelled_quantity: 5 });
    const events = await post(a, "/v1/admin/orders/get", { order_ref: orderRef }, ADMIN_TOKEN);
    expect(events.body.data.status).toBe("received");
  });

  it("each webhook delivery is claimed and sent by exactly one of the two processes", async () => {
    const accountId = (await post(a, "/v1/admin/accounts/list", {}, ADMIN_TOKEN)).body.data.accounts[0].account_id;
    const hook = await post(a, "/v1/admin/webhooks/create", { account_id: accountId, url: receiver.url, events: ["order.status_changed"] }, ADMIN_TOKEN);
    const webhookId = hook.body.data.webhook_id;
    // Events recorded while the endpoint is disabled, then redelivered at once: 120 jobs due at the same moment,
    // so both processes compete for the same rows.
    await post(a, "/v1/admin/webhooks/update", { webhook_id: webhookId, enabled: false }, ADMIN_TOKEN);
    const since = new Date().toISOString();
    const created = await Promise.all(Array.from({ length: 120 }, (_, i) => post(either(i), "/v1/orders/create", standardOrder())));
    const moved = await Promise.all(
      created.map((c, i) => post(either(i + 1), "/v1/admin/orders/transition", { order_ref: c.body.data.order_ref, status: "in_production", ...FORCED }, ADMIN_TOKEN)),
    );
    expect(moved.every((r) => r.body.status === "success")).toBe(true);
    await post(b, "/v1/admin/webhooks/update", { webhook_id: webhookId, enabled: true }, ADMIN_TOKEN);
    const redelivered = await post(b, "/v1/admin/webhooks/redeliver", { webhook_id: webhookId, failed_since: since }, ADMIN_TOKEN);
    expect(redelivered.body.data.delivery_ids).toHaveLength(120);

    await receiver.waitFor((r) => r.length >= 120, 30_000);
    const client = new pg.Client({ connectionString: database.url });
    await client.connect();
    try {
      // The receiver has the last requests before their outcomes are recorded: wait for every job to settle.
      const unsettled = async () => (await client.query("select count(*)::int as n from jobs where kind = 'webhook.deliver' and status in ('pending', 'running')")).rows[0].n;
      await expect.poll(unsettled, { timeout: 30_000, interval: 100 }).toBe(0);
      // Long enough for a double claim to show up as a second request.
      await new Promise((r) => setTimeout(r, 1_000));
      const ids = receiver.received.map((r) => r.headers["webhook-id"]);
      expect(new Set(ids).size).toBe(120);
      expect(ids).toHaveLength(120);

      const jobs = await client.query("select status, attempts, count(*)::int as n from jobs where kind = 'webhook.deliver' group by status, attempts");
      expect(jobs.rows).toEqual([{ status: "done", attempts: 1, n: 120 }]);
      const workers = await client.query("select worker, count(*)::int as n from webhook_attempts group by worker");
      // Both processes took part, and between them sent each delivery once.
      expect(workers.rows).toHaveLength(2);
      expect(workers.rows.reduce((sum: number, row: { n: number }) => sum + row.n, 0)).toBe(120);
    } finally {
      await client.end();
    }
  });

  it("releases each order of an auto-release account exactly once, whichever process runs the check", async () => {
    const account = await post(a, "/v1/admin/accounts/create", { name: "Auto", connected_stores: true, auto_release: true }, ADMIN_TOKEN);
    const accountId: string = account.body.data.account_id;
    const autoToken: string = (await post(b, "/v1/admin/tokens/create", { account_id: accountId }, ADMIN_TOKEN)).body.data.token;
    expect((await post(a, "/v1/products/create", { sku: "BOOK", name: "Notebook", blank_sku: "BOOK-A5" }, autoToken)).status).toBe(200);
    // Notebooks print nothing: their orders have every file ready at once, and a window of 0 ends on arrival.
    const created = await Promise.all(
      Array.from({ length: 40 }, (_, i) => post(either(i), "/v1/orders/create", standardOrder({ items: [{ sku: "BOOK", quantity: 1 }] }), autoToken)),
    );
    const refs = created.map((r) => r.body.data.order_ref as string);
    const deadline = Date.now() + 20_000;
    for (;;) {
      const listed = await post(a, "/v1/orders/list", { status: "in_production", limit: 100 }, autoToken);
      if (listed.body.data.orders.length === refs.length) break;
      if (Date.now() > deadline) throw new Error(`released ${listed.body.data.orders.length} of ${refs.length}`);
      await new Promise((r) => setTimeout(r, 100));
    }
    const client = new pg.Client({ connectionString: database.url });
    await client.connect();
    try {
      const { rows } = await client.query<{ order_ref: string; n: string }>(
        "select order_ref, count(*) as n from events where type = 'order.status_changed' and payload like '%\"reason\":\"auto_release\"%' group by order_ref",
      );
      expect(rows).toHaveLength(refs.length);
      expect(rows.every((r) => Number(r.n) === 1)).toBe(true);
    } finally {
      await client.end();
    }
  });

  it("moves each order of a test account to production and ships it exactly once, whichever process runs each step", async () => {
    const account = await post(a, "/v1/admin/accounts/create", { name: "Sandbox", connected_stores: true, mode: "test" }, ADMIN_TOKEN);
    const testToken: string = (await post(b, "/v1/admin/tokens/create", { account_id: account.body.data.account_id }, ADMIN_TOKEN)).body.data.token;
    expect(testToken).toMatch(/^pod_test_/);
    expect((await post(a, "/v1/products/create", { sku: "BOOK", name: "Notebook", blank_sku: "BOOK-A5" }, testToken)).status).toBe(200);
    const created = await Promise.all(
      Array.from({ length: 30 }, (_, i) => post(either(i), "/v1/orders/create", standardOrder({ items: [{ sku: "BOOK", quantity: 2 }] }), testToken)),
    );
    const refs = created.map((r) => r.body.data.order_ref as string);
    const deadline = Date.now() + 30_000;
    for (;;) {
      const listed = await post(b, "/v1/orders/list", { status: "shipped", limit: 100 }, testToken);
      if (listed.body.data.orders.length === refs.length) break;
      if (Date.now() > deadline) throw new Error(`shipped ${listed.body.data.orders.length} of ${refs.length}`);
      await new Promise((r) => setTimeout(r, 100));
    }
    // Long enough for a step run twice to show up as a second event.
    await new Promise((r) => setTimeout(r, 500));
    const client = new pg.Client({ connectionString: database.url });
    await client.connect();
    try {
      const { rows } = await client.query<{ order_ref: string; types: string }>(
        "select order_ref, string_agg(type, ',' order by order_seq) as types from events where order_ref = any($1) group by order_ref",
        [refs],
      );
      expect(rows).toHaveLength(refs.length);
      for (const row of rows) expect(row.types).toBe("order.status_changed,shipment.created,order.status_changed");
      const shipments = await client.query<{ n: number }>("select count(*)::int as n from shipments where order_ref = any($1) and carrier = 'SANDBOX'", [refs]);
      expect(shipments.rows[0]!.n).toBe(refs.length);
    } finally {
      await client.end();
    }
  });
});
