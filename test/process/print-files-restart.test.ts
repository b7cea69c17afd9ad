// Print-file jobs survive a crash: orders committed, the server SIGKILLed before any job ran, started again —
// every file ends ready, each line's job ran once.
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import Database from "better-sqlite3";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { standardOrder } from "../helpers/fixtures.js";
import { gradientImage, startImageHost, type ImageHost } from "../helpers/image-host.js";
import { postJson, seedOverHttp, startServerProcess, type ServerProcess } from "../helpers/process.js";
import { ADMIN_TOKEN } from "../helpers/admin-token.js";

let dir: string;
let host: ImageHost;
const servers: ServerProcess[] = [];

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), "pod-orders-files-restart-"));
  host = await startImageHost();
});
afterAll(async () => {
  for (const server of servers) if (server.child.exitCode === null && server.child.signalCode === null) await server.stop();
  await host.close();
  rmSync(dir, { recursive: true, force: true });
});

describe("print-file jobs across a crash", () => {
  it("makes every file after SIGKILL and restart, running each line's job once", async () => {
    const file = join(dir, "db.sqlite");
    const env = { DATABASE_URL: `sqlite:${file}`, POD_ADMIN_TOKEN: ADMIN_TOKEN, FETCH_ALLOW_HOSTS: "127.0.0.1", FILES_DIR: join(dir, "files"), JOB_POLL_MS: "20" };
    // The first process runs no jobs: everything it accepts is still queued when it dies.
    const first = await startServerProcess({ ...env, JOB_CONCURRENCY: "0" });
    servers.push(first);
    const token = await seedOverHttp([first], ADMIN_TOKEN);
    const admin = (path: string, body: unknown) => postJson(first, path, body, ADMIN_TOKEN);
    await admin("/v1/admin/catalog/create", { sku: "SMALL-TEE", name: "Small tee", type: "pod", packing_slip_supported: false, print_areas: { front: { width_px: 400, height_px: 300, dpi: 100 } } });
    const art = host.serve("/art.png", await gradientImage(400, 300));
    const product = {
      sku: "TEXT-TEE",
      name: "Text tee",
      blank_sku: "SMALL-TEE",
      print_areas: { front: { print_file: art, text_fields: [{ field_name: "name", max_length: 30, x: 20, y: 20, width: 300, height: 60, font_size: 40 }] } },
    };
    expect((await postJson(first, "/v1/products/create", product, token)).status).toBe(200);
    const print = host.serve("/print.png", await gradientImage(400, 300));
    const orders: string[] = [];
    for (let i = 0; i < 4; i++) {
      const text = await postJson(first, "/v1/orders/create", standardOrder({ items: [{ sku: "TEXT-TEE", quantity: 1, print_areas: { front: { custom_text: [{ field_name: "name", text: `NAME ${i}` }] } } }] }), token);
      const files = await postJson(first, "/v1/orders/create", standardOrder({ items: [{ sku: "SMALL-TEE", quantity: 1, print_areas: { front: { print_file: print } } }] }), token);
      orders.push(text.body.data.order_ref, files.body.data.order_ref);
    }
    first.child.kill("SIGKILL");
    expect(await first.exited).toBe("SIGKILL");

    const second = await startServerProcess(env);
    servers.push(second);
    const statuses = async () =>
      Promise.all(orders.map(async (orderRef) => (await postJson(second, "/v1/orders/get", { order_ref: orderRef }, token)).body.data.items[0].print_files.front.status));
    const deadline = Date.now() + 30_000;
    while ((await statuses()).some((s) => s !== "ready")) {
      if (Date.now() > deadline) throw new Error(`files not ready: ${(await statuses()).join(", ")}`);
      await new Promise((r) => setTimeout(r, 100));
    }
    expect(await second.stop()).toBe(0);

    const db = new Database(file, { readonly: true });
    try {
      const jobs = db.prepare("select kind, status, attempts, count(*) as n from jobs where kind = 'files.line' group by kind, status, attempts").all();
      expect(jobs).toEqual([{ kind: "files.line", status: "done", attempts: 1, n: 8 }]);
      const events = db.prepare("select count(*) as n from events where type = 'print_files.ready'").get() as { n: number };
      expect(events.n).toBe(8);
    } finally {
      db.close();
    }
    // Rendered files differ per name; the downloaded print file is one stored file shared by four orders.
    expect(host.hits.get("/print.png")).toBe(4);
    expect(host.hits.get("/art.png")).toBe(1);
  });
});
