// The split for several machines on one PostgreSQL database: an API process with JOB_CONCURRENCY=0 records orders and
// events; a `pod-orders worker` process (no listener) downloads the art, renders the custom-text print file and
// delivers the webhook; the API process then serves the file from the shared file store.
import { createHash } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { freshPostgresDatabase, type FreshDatabase } from "../helpers/backend.js";
import { standardOrder } from "../helpers/fixtures.js";
import { gradientImage, startImageHost, type ImageHost } from "../helpers/image-host.js";
import { postJson, runNode, seedOverHttp, startServerProcess, type ServerProcess } from "../helpers/process.js";
import { startReceiver, type Receiver } from "../helpers/receiver.js";
import { ADMIN_TOKEN } from "../helpers/server.js";

let dir: string;
let database: FreshDatabase;
let api: ServerProcess;
let receiver: Receiver;
let host: ImageHost;
let env: Record<string, string>;
let token: string;

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), "pod-orders-split-"));
  database = await freshPostgresDatabase();
  receiver = await startReceiver();
  host = await startImageHost();
  host.serve("/team.png", await gradientImage(900, 1080));
  env = { DATABASE_URL: database.url, FILES_DIR: join(dir, "files"), POD_ADMIN_TOKEN: ADMIN_TOKEN, FETCH_ALLOW_HOSTS: "127.0.0.1", JOB_POLL_MS: "50", DATABASE_POOL_SIZE: "4" };
  api = await startServerProcess({ ...env, JOB_CONCURRENCY: "0" });
  token = await seedOverHttp([api], ADMIN_TOKEN);
  const product = {
    sku: "TEAM-TEE",
    name: "Team tee",
    blank_sku: "TEE-BLK",
    print_areas: { front: { print_file: `${host.origin}/team.png`, text_fields: [{ field_name: "name", max_length: 20, x: 500, y: 1000, width: 3500, height: 800, font_size: 400 }] } },
  };
  expect((await postJson(api, "/v1/products/create", product, token)).status).toBe(200);
});

afterAll(async () => {
  await api?.stop();
  await receiver?.close();
  await host?.close();
  await database?.drop();
  rmSync(dir, { recursive: true, force: true });
});

describe("API process (JOB_CONCURRENCY=0) and pod-orders worker on one PostgreSQL database", () => {
  it("the worker renders the file and delivers the webhook the API process recorded; the API process serves the file", async () => {
    const accounts = await postJson(api, "/v1/admin/accounts/list", {}, ADMIN_TOKEN);
    const accountId: string = accounts.body.data.accounts[0].account_id;
    expect((await postJson(api, "/v1/admin/webhooks/create", { account_id: accountId, url: receiver.url, events: ["print_files.ready"] }, ADMIN_TOKEN)).status).toBe(200);
    const created = await postJson(api, "/v1/orders/create", standardOrder({ items: [{ sku: "TEAM-TEE", quantity: 1, print_areas: { front: { custom_text: [{ field_name: "name", text: "HOPPER" }] } } }] }), token);
    expect(created.body.status).toBe("success");
    const orderRef: string = created.body.data.order_ref;
    const front = async () => (await postJson(api, "/v1/orders/get", { order_ref: orderRef }, token)).body.data.items[0].print_files.front;

    // The API process runs no jobs: nothing is made or sent.
    await new Promise((r) => setTimeout(r, 1_000));
    expect(await front()).toEqual({ status: "pending", attempts: 0, last_error: null });
    expect(receiver.received).toHaveLength(0);
    expect(host.hits.get("/team.png") ?? 0).toBe(0);

    const worker = runNode("dist/cli/main.js", ["worker"], { ...env, JOB_CONCURRENCY: "2", LOG_LEVEL: "info" });
    try {
      await receiver.waitFor((r) => r.length >= 1, 60_000);
      const event = JSON.parse(receiver.received[0]!.body);
      expect(event).toMatchObject({ type: "print_files.ready", sequence: 1, data: { order_ref: orderRef, status: "received" } });
      const file = await front();
      expect(file).toMatchObject({ status: "ready", print_file: { content_type: "image/png", width_px: 4500, height_px: 5400, dpi: 300 }, preview: { width_px: 833, height_px: 1000 } });
      expect(event.data.items[0].print_files.front).toEqual(file);
      expect(worker.output()).toContain('"msg":"worker started"');

      const res = await fetch(`${api.url}/v1/files/${file.print_file.checksum}`, { headers: { authorization: `Bearer ${token}` } });
      expect(res.status).toBe(200);
      const png = Buffer.from(await res.arrayBuffer());
      expect(createHash("sha256").update(png).digest("hex")).toBe(file.print_file.checksum);
      expect(await sharp(png).metadata()).toMatchObject({ width: 4500, height: 5400, density: 300 });
    } finally {
      expect(await worker.stop("SIGTERM")).toBe(0);
    }
    expect(host.hits.get("/team.png")).toBe(1);
  }, 120_000);
});
