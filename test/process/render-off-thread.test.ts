// Background work never starves intake: while the built service (dist/, in this process, so its event loop is the
// one measured) renders heavy custom-text print files on its image thread, creates are answered and the event
// loop's longest stall stays small.
import { createHash, randomBytes } from "node:crypto";
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { monitorEventLoopDelay } from "node:perf_hooks";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { standardOrder } from "../helpers/fixtures.js";
import { postJson, seedOverHttp } from "../helpers/process.js";
import { startImageHost, type ImageHost } from "../helpers/image-host.js";

const BUILT = new URL("../../dist/", import.meta.url).href;
const ADMIN = "render-off-thread-operator-token-0123";
/**
 * The longest event-loop stall allowed while a render runs, in the best of five renders (one window may catch a
 * stall of the shared machine's own; a render that blocks the loop stalls every window), as a share of what the
 * least of a render's work on the print file's pixels costs when it does block the loop: a copy and a SHA-256 of them,
 * timed in this process in the same run (a ratio holds on a busy machine where a fixed bound in ms did not).
 * Measured on the 2-core reference machine under a load average of 7 to 10: on the image thread the best window
 * stalled 33 to 66 ms; the same test with the image work on the main thread (dist/render/image-thread.js removed,
 * so the pool runs tasks in-thread) stalled 113 to 293 ms in every window, hashing and copying the print file.
 */
const MAX_STALL_OF_BLOCKING = 0.5;
/** Noise art: its PNG stays as big as its pixels, so every copy or hash of it costs what a large photo's would. */
const SIDE = 6000;

interface BuiltServer {
  url: string;
  stop(): Promise<void>;
}

let api: BuiltServer;
let host: ImageHost;
let token: string;

beforeAll(async () => {
  host = await startImageHost();
  const art = await sharp(randomBytes(SIDE * SIDE * 3), { raw: { width: SIDE, height: SIDE, channels: 3 } }).png({ compressionLevel: 1 }).toBuffer();
  host.serve("/heavy.png", art);
  const dir = mkdtempSync(join(tmpdir(), "pod-orders-render-"));
  // The built modules: run from the TypeScript sources the image pool would run its tasks in this thread.
  const { loadConfig } = (await import(BUILT + "config.js")) as typeof import("../../src/config.js");
  const { startServer } = (await import(BUILT + "server.js")) as typeof import("../../src/server.js");
  const env = { DATABASE_URL: `sqlite:${join(dir, "pod.db")}`, FILES_DIR: join(dir, "files"), POD_ADMIN_TOKEN: ADMIN, FETCH_ALLOW_HOSTS: "127.0.0.1" };
  const config = loadConfig({ ...env, HOST: "127.0.0.1", PORT: "0", LOG_LEVEL: "silent", FETCH_MAX_BYTES: String(400 * 1024 * 1024), JOB_CONCURRENCY: "1", JOB_POLL_MS: "50" });
  api = await startServer(config);
  token = await seedOverHttp([api], ADMIN);
  const area = { width_px: SIDE, height_px: SIDE, dpi: 300 };
  expect((await postJson(api, "/v1/admin/catalog/create", { sku: "BIG-TEE", name: "Big tee", type: "pod", packing_slip_supported: false, print_areas: { front: area } }, ADMIN)).status).toBe(200);
  const text_fields = [{ field_name: "name", max_length: 40, x: 500, y: 500, width: 4000, height: 1000, font_size: 500 }];
  const product = { sku: "HEAVY-TEE", name: "Heavy tee", blank_sku: "BIG-TEE", print_areas: { front: { print_file: `${host.origin}/heavy.png`, text_fields } } };
  expect((await postJson(api, "/v1/products/create", product, token)).status).toBe(200);
}, 120_000);
afterAll(async () => {
  await api?.stop();
  await host?.close();
});

/** Creates a custom-text order and, until its print file is ready, keeps creating orders; answers how many. */
async function renderWhileCreating(): Promise<number> {
  const created = await postJson(api, "/v1/orders/create", standardOrder({ items: [{ sku: "HEAVY-TEE", quantity: 1, print_areas: { front: { custom_text: [{ field_name: "name", text: "ADA LOVELACE" }] } } }] }), token);
  expect(created.body.status).toBe("success");
  const orderRef: string = created.body.data.order_ref;
  let answered = 0;
  let front = { status: "pending" } as { status: string; print_file?: unknown; preview?: unknown };
  const deadline = Date.now() + 120_000;
  while (front.status === "pending" && Date.now() < deadline) {
    // Orders of a fulfillment line alone: they make no job of their own.
    const res = await postJson(api, "/v1/orders/create", standardOrder({ items: [{ sku: "MY-BOOK", quantity: 1 }] }), token);
    expect(res.body.status).toBe("success");
    answered++;
    front = (await postJson(api, "/v1/orders/get", { order_ref: orderRef }, token)).body.data.items[0].print_files.front;
    await new Promise((r) => setTimeout(r, 20));
  }
  expect(front.status).toBe("ready");
  expect(front.print_file).toMatchObject({ width_px: SIDE, height_px: SIDE, dpi: 300, content_type: "image/png" });
  expect(front.preview).toMatchObject({ width_px: 1000, height_px: 1000 });
  return answered;
}

/** What the loop would stall for if a render copied and hashed the print file's pixels on it (RGBA, as rendered): the least of three. */
function blockingMs(): number {
  const pixels = Buffer.alloc(SIDE * SIDE * 4, 7);
  const times: number[] = [];
  for (let i = 0; i < 3; i++) {
    const start = performance.now();
    createHash("sha256").update(Buffer.from(pixels)).digest();
    times.push(performance.now() - start);
  }
  return Math.min(...times);
}

describe("heavy renders in the built service", () => {
  it("run off the main thread: creates keep being answered and the event loop never stalls past the bound", async () => {
    // The first order downloads and checks the art, and every route used below is compiled on first use.
    await renderWhileCreating();
    const stalls: number[] = [];
    for (let i = 0; i < 5; i++) {
      const lag = monitorEventLoopDelay({ resolution: 10 });
      lag.enable();
      expect(await renderWhileCreating()).toBeGreaterThan(5);
      lag.disable();
      stalls.push(lag.max / 1e6);
    }
    const blocking = blockingMs();
    expect(Math.min(...stalls), `longest stalls per render: ${stalls.map((s) => s.toFixed(1)).join(", ")} ms; one hash of the pixels on the loop: ${blocking.toFixed(1)} ms`).toBeLessThan(
      blocking * MAX_STALL_OF_BLOCKING,
    );
  }, 300_000);
});
