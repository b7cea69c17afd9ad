// sandbox/advance right after create (docs/caller-guide.md#moving-an-order-yourself--post-v1sandboxadvance): it waits
// for the order's print files to settle, so a merchant's test never depends on how fast its files are fetched.
import { createServer, type Server } from "node:http";
import { afterAll, beforeAll, expect, it } from "vitest";
import { MAKE_LINE_FILES } from "../../src/jobs/kinds.js";
import type { Workers } from "../../src/workers.js";
import { seedAccount, type SeededAccount, standardOrder } from "../helpers/fixtures.js";
import { gradientImage } from "../helpers/image-host.js";
import { ADMIN_TOKEN } from "../helpers/server.js";
import { useWebhookRig } from "../helpers/webhooks.js";

const rig = useWebhookRig({ SANDBOX_ADVANCE_SECONDS: "1" });
const AREA = { width_px: 600, height_px: 400, dpi: 100 };
/** How long the slow host holds each answer: longer than the moment between create and advance. */
const HOLD_MS = 1_500;
let manual: SeededAccount;
let host: Server;
let origin: string;
let workers: Workers;

beforeAll(async () => {
  const art = await gradientImage(600, 400);
  host = createServer((req, res) => {
    const answer = () => (req.url === "/broken.png" ? res.writeHead(404).end("not found") : res.writeHead(200, { "content-type": "image/png", "content-length": String(art.length) }).end(art));
    setTimeout(answer, HOLD_MS);
  });
  await new Promise<void>((done) => host.listen(0, "127.0.0.1", done));
  const address = host.address();
  if (typeof address !== "object" || address === null) throw new Error("slow host has no address");
  origin = `http://127.0.0.1:${address.port}`;
  expect((await rig.server.post("/v1/admin/catalog/create", { sku: "SLOW-TEE", name: "Slow tee", type: "pod", packing_slip_supported: false, print_areas: { front: AREA } }, ADMIN_TOKEN)).status).toBe(200);
  manual = await seedAccount(rig.server, { name: "Slow files sandbox", connected_stores: true, mode: "test", sandbox_auto_advance: false });
  workers = rig.workers({ kinds: [MAKE_LINE_FILES] });
  workers.start();
});
afterAll(async () => {
  await workers.stop();
  host.closeAllConnections();
  await new Promise<void>((done) => host.close(() => done()));
});

async function createWithFile(file: string): Promise<string> {
  const body = standardOrder({ items: [{ sku: "SLOW-TEE", quantity: 1, print_areas: { front: { print_file: `${origin}/${file}` } } }] });
  const res = await rig.server.post("/v1/orders/create", body, manual.token);
  expect(res.body, JSON.stringify(res.body)).toMatchObject({ status: "success" });
  return res.body.data.order_ref;
}

it("advances to shipped at once after create, its print file still being fetched: it waits, then ships", async () => {
  const orderRef = await createWithFile("front.png");
  const res = await rig.server.post("/v1/sandbox/advance", { order_ref: orderRef, to: "shipped" }, manual.token);
  expect(res.body, JSON.stringify(res.body)).toMatchObject({ status: "success", data: { order_ref: orderRef, status: "shipped" } });
  expect(res.body.data.shipments).toEqual([expect.objectContaining({ carrier: "SANDBOX", status: "shipped" })]);
});

it("refuses with the file's reason when the file fails while it waits (files_not_ready), nothing shipped", async () => {
  const orderRef = await createWithFile("broken.png");
  const res = await rig.server.post("/v1/sandbox/advance", { order_ref: orderRef, to: "shipped" }, manual.token);
  expect(res.body, JSON.stringify(res.body)).toMatchObject({ status: "error", data: { order_ref: orderRef, errors: [{ path: "items[0].print_files.front", code: "files_not_ready" }] } });
  expect(res.body.data.errors[0].message).toMatch(/the print file failed: .*404/);
  const read = (await rig.server.post("/v1/orders/get", { order_ref: orderRef }, manual.token)).body.data;
  expect(read.shipments).toEqual([]);
});
