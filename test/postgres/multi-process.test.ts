// Two real server processes on one PostgreSQL database: idempotent creates and cancellations hold across them.
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { freshDatabase, type FreshDatabase } from "../helpers/backend.js";
import { standardOrder } from "../helpers/fixtures.js";
import { postJson, seedOverHttp, startServerProcess, type ServerProcess } from "../helpers/process.js";
import { ADMIN_TOKEN } from "../helpers/server.js";

let dir: string;
let database: FreshDatabase;
let a: ServerProcess;
let b: ServerProcess;
let token: string;

const post = (server: ServerProcess, path: string, body: unknown, bearer = token) => postJson(server, path, body, bearer);

/** Request i goes to process a when i is even, to b when odd. */
const either = (i: number) => (i % 2 === 0 ? a : b);

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), "pod-orders-multi-"));
  database = await freshDatabase(dir);
  const env = { DATABASE_URL: database.url, POD_ADMIN_TOKEN: ADMIN_TOKEN, DATABASE_POOL_SIZE: "5" };
  // Both start at once: their migrations race and must serialise on the migration lock.
  [a, b] = await Promise.all([startServerProcess(env), startServerProcess(env)]);
  token = await seedOverHttp([a, b], ADMIN_TOKEN);
});

afterAll(async () => {
  await Promise.all([a?.stop(), b?.stop()]);
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
});
