// Packing slips stream in constant memory: the built service, in its own process, prints 100 slips and then 1,000
// (docs/operator-guide.md#large-batches-of-slips), its resident size read from outside; the 1,000's peak stays near
// the 100's, where rendering the whole document in memory grew with the batch.
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { procStatusKb, RssTracker, startScriptEnvironment } from "../../bench/processes.js";
import { standardOrder } from "../helpers/fixtures.js";
import { postJson, seedOverHttp, startServerProcess, type ServerProcess } from "../helpers/process.js";

const ADMIN = "slips-memory-operator-token-0123456789";

let dir: string;
let api: ServerProcess;
let rss: RssTracker;
const refs: string[] = [];

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), "pod-orders-slips-memory-"));
  api = await startServerProcess({ ...startScriptEnvironment(process.cwd()), DATABASE_URL: `sqlite:${join(dir, "pod.db")}`, FILES_DIR: join(dir, "files"), POD_ADMIN_TOKEN: ADMIN });
  rss = new RssTracker(api.pid, 20);
  const token = await seedOverHttp([api], ADMIN);
  // Japanese addresses: the heaviest slips (a CJK font subset), 100 orders printed over and over.
  const address = { shipping_name: "山田 太郎", shipping_address_1: "神南一丁目2番3号", shipping_city: "渋谷区", shipping_zip: "150-0041", shipping_state: "Tokyo", shipping_country: "JP" };
  for (let i = 0; i < 100; i += 20) {
    const made = await Promise.all(Array.from({ length: 20 }, () => postJson(api, "/v1/orders/create", standardOrder(address), token)));
    for (const created of made) refs.push(created.body.data.order_ref);
  }
}, 120_000);
afterAll(async () => {
  await api?.stop();
  rmSync(dir, { recursive: true, force: true });
});

/** Prints `count` slips in one request, reading the answer as a slow-ish client would; its size and the peak meanwhile. */
async function print(count: number): Promise<{ bytes: number; peakMb: number }> {
  rss.startWindow();
  const res = await fetch(`${api.url}/v1/admin/packing-slips`, {
    method: "POST",
    headers: { "content-type": "application/json", authorization: `Bearer ${ADMIN}` },
    body: JSON.stringify({ order_refs: Array.from({ length: count }, (_, i) => refs[i % refs.length]) }),
  });
  expect(res.status).toBe(200);
  let bytes = 0;
  for await (const chunk of res.body!) bytes += (chunk as Uint8Array).byteLength;
  return { bytes, peakMb: rss.stopWindow().peakKb / 1024 };
}

describe("packing slips in the built service", () => {
  it("prints 1,000 slips in one PDF with a peak near the 100-slip one", async () => {
    // The first batch reads and parses the fonts (kept for the process's life): warm up before measuring.
    await print(100);
    const before = (procStatusKb(api.pid, "VmRSS") ?? 0) / 1024;
    const hundred = await print(100);
    const thousand = await print(1000);
    const figures = `${before.toFixed(1)} MB before; 100 slips: ${hundred.bytes} bytes, peak ${hundred.peakMb.toFixed(1)} MB; 1,000 slips: ${thousand.bytes} bytes, peak ${thousand.peakMb.toFixed(1)} MB`;
    console.log(`slips memory: ${figures}`);
    expect(thousand.bytes).toBeGreaterThan(5 * hundred.bytes);
    // Ten times the slips, about the same memory: a part of 100 at a time.
    expect(thousand.peakMb - hundred.peakMb, figures).toBeLessThan(20);
  }, 60_000);
});
