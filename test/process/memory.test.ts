// The memory budget of image work: the built service, in its own process, checks and renders 4500 × 5400 art while
// its peak resident size (the kernel's high-water mark of the whole process, image threads included) is read from
// outside, and must stay within the budget; then prints packing slips in every script (the CJK fonts are megabytes
// each), read and parsed once and kept, within the same budget, and later batches cost next to nothing more.
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { procStatusKb, RssTracker, startScriptEnvironment } from "../../bench/processes.js";
import { printFileOrder, standardOrder } from "../helpers/fixtures.js";
import { gradientImage, startImageHost, type ImageHost } from "../helpers/image-host.js";
import { postJson, seedOverHttp, startServerProcess, type ServerProcess } from "../helpers/process.js";

const ADMIN = "memory-budget-operator-token-0123456789";

/**
 * The budget for the whole process, from its start to the last file made, one print-file job at a time and no
 * requests beside them (docs/performance.md#memory). Measured on the 2-core reference machine, of which about 165 MB
 * is the service idle: 237 to 263 MB; before image checks streamed and renders were composed strip by strip, 403 to
 * 417 MB with the same allocator settings and 513 MB without them.
 */
const BUDGET_MB = 300;
/** The art the reference machine's products carry: a tee's 4500 × 5400 px print area at 300 dpi. */
const AREA = { width_px: 4500, height_px: 5400, dpi: 300 };
/** Custom-text orders over the art (a print file and a preview each) and print-file orders (three image checks each). */
const RENDERS = 4;
const CHECKED_ORDERS = 2;

let dir: string;
let host: ImageHost;
let api: ServerProcess;
let rss: RssTracker;
let token: string;
let idleMb: number;

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), "pod-orders-memory-"));
  host = await startImageHost();
  const art = await gradientImage(AREA.width_px, AREA.height_px, "png", AREA.dpi);
  for (const path of ["/art.png", "/front.png", "/front-preview.png", "/back.png"]) host.serve(path, art);
  // What the start script sets for the service (package.json "start"), as it runs in production.
  const shipped = startScriptEnvironment(process.cwd());
  expect(Object.keys(shipped).sort()).toEqual(["MALLOC_ARENA_MAX", "MALLOC_MMAP_THRESHOLD_", "NODE_OPTIONS"]);
  api = await startServerProcess({
    ...shipped,
    DATABASE_URL: `sqlite:${join(dir, "pod.db")}`,
    FILES_DIR: join(dir, "files"),
    POD_ADMIN_TOKEN: ADMIN,
    FETCH_ALLOW_HOSTS: "127.0.0.1",
    JOB_POLL_MS: "50",
    // One print-file job at a time whatever the machine's cores, so the budget is the same everywhere.
    JOB_IMAGE_CONCURRENCY: "1",
  });
  rss = new RssTracker(api.pid, 20);
  token = await seedOverHttp([api], ADMIN);
  idleMb = (procStatusKb(api.pid, "VmRSS") ?? 0) / 1024;
  const text_fields = [
    { field_name: "name", max_length: 20, x: 500, y: 1000, width: 3500, height: 800, font_size: 400 },
    { field_name: "number", max_length: 2, x: 1500, y: 2000, width: 1500, height: 1500, font_size: 1200 },
  ];
  const product = { sku: "ART-NAME-TEE", name: "Name tee over art", blank_sku: "TEE-BLK", print_areas: { front: { print_file: `${host.origin}/art.png`, text_fields } } };
  expect((await postJson(api, "/v1/products/create", product, token)).body.status).toBe("success");
}, 120_000);
afterAll(async () => {
  await api?.stop();
  await host?.close();
  rmSync(dir, { recursive: true, force: true });
});

async function filesOf(orderRef: string): Promise<{ status: string }[]> {
  const order = (await postJson(api, "/v1/orders/get", { order_ref: orderRef }, token)).body.data;
  return order.items.flatMap((item: { print_files: Record<string, { status: string }> }) => Object.values(item.print_files));
}

describe("memory of image work in the built service", () => {
  it(`checks and renders 4500 × 5400 art within ${BUDGET_MB} MB of peak RSS for the whole process`, async () => {
    rss.startWindow();
    const orders: string[] = [];
    for (let i = 0; i < CHECKED_ORDERS; i++) {
      const files = { front: { print_file: `${host.origin}/front.png`, preview_image: `${host.origin}/front-preview.png` }, back: { print_file: `${host.origin}/back.png` } };
      const body = printFileOrder({ items: [{ sku: "TEE-BLK", quantity: 1, print_areas: files }] });
      orders.push((await postJson(api, "/v1/orders/create", body, token)).body.data.order_ref);
    }
    for (let i = 0; i < RENDERS; i++) {
      const custom_text = [
        { field_name: "name", text: `ADA LOVELACE ${i}` },
        { field_name: "number", text: String(10 + i) },
      ];
      const body = standardOrder({ items: [{ sku: "ART-NAME-TEE", quantity: 1, print_areas: { front: { custom_text } } }] });
      orders.push((await postJson(api, "/v1/orders/create", body, token)).body.data.order_ref);
    }
    expect(orders.every((ref) => typeof ref === "string")).toBe(true);
    await expect
      .poll(async () => (await Promise.all(orders.map(filesOf))).flat().map((file) => file.status), { timeout: 240_000, interval: 200 })
      .toEqual(Array.from({ length: CHECKED_ORDERS * 2 + RENDERS }, () => "ready"));

    const window = rss.stopWindow();
    const lifetimeMb = rss.lifetimePeakKb() / 1024;
    const nowMb = (procStatusKb(api.pid, "VmRSS") ?? 0) / 1024;
    const figures =
      `peak ${lifetimeMb.toFixed(1)} MB over the process's life (${(window.peakKb / 1024).toFixed(1)} MB while the files were made, ` +
      `${window.exact ? "kernel high-water mark" : "sampled"}); ${idleMb.toFixed(1)} MB idle before, ${nowMb.toFixed(1)} MB after`;
    console.log(`memory budget: ${figures}`);
    expect(lifetimeMb, figures).toBeLessThanOrEqual(BUDGET_MB);
  }, 300_000);

  // Slips in every script, after the image work, in the same process: the first batch with Japanese, Chinese and
  // Korean text starts the slip thread and reads those fonts (megabytes each, parsed once per process and shared by
  // every document); later batches only lay out and subset.
  it(`prints slips in every script for less than 85 MB above what the image work left, the fonts read once`, async () => {
    const addresses = [
      { shipping_name: "山田 太郎", shipping_address_1: "神南一丁目2番3号", shipping_city: "渋谷区", shipping_zip: "150-0041", shipping_state: "Tokyo", shipping_country: "JP" },
      { shipping_name: "王小明", shipping_address_1: "朝阳区建国路88号", shipping_city: "北京市", shipping_zip: "100022", shipping_state: "Beijing", shipping_country: "CN" },
      { shipping_name: "김민준", shipping_address_1: "테헤란로 152", shipping_city: "서울특별시", shipping_zip: "06236", shipping_state: "Seoul", shipping_country: "KR" },
      { shipping_name: "محمد علي", shipping_address_1: "شارع التحرير 12", shipping_city: "القاهرة", shipping_zip: "11511", shipping_state: "Cairo", shipping_country: "EG" },
      { shipping_name: "דוד כהן", shipping_address_1: "רחוב הרצל 7", shipping_city: "תל אביב", shipping_zip: "6100000", shipping_state: "מחוז תל אביב", shipping_country: "IL" },
      { shipping_name: "राहुल शर्मा", shipping_address_1: "एमजी रोड 5", shipping_city: "मुंबई", shipping_zip: "400001", shipping_state: "MH", shipping_country: "IN" },
      { shipping_name: "สมชาย ใจดี", shipping_address_1: "ถนนสุขุมวิท 10", shipping_city: "กรุงเทพ", shipping_zip: "10110", shipping_state: "Bangkok", shipping_country: "TH" },
    ];
    const refs: string[] = [];
    for (const address of addresses) {
      const created = await postJson(api, "/v1/orders/create", standardOrder(address), token);
      expect(created.body, JSON.stringify(created.body)).toMatchObject({ status: "success" });
      refs.push(created.body.data.order_ref);
    }
    const print = async () => {
      const res = await fetch(`${api.url}/v1/admin/packing-slips`, {
        method: "POST",
        headers: { "content-type": "application/json", authorization: `Bearer ${ADMIN}` },
        body: JSON.stringify({ order_refs: [...refs, ...refs, ...refs] }),
      });
      expect(res.status).toBe(200);
      return (await res.arrayBuffer()).byteLength;
    };
    const before = (procStatusKb(api.pid, "VmRSS") ?? 0) / 1024;
    rss.startWindow();
    const firstBytes = await print();
    const afterFirst = (procStatusKb(api.pid, "VmRSS") ?? 0) / 1024;
    await print();
    await print();
    const afterThird = (procStatusKb(api.pid, "VmRSS") ?? 0) / 1024;
    const slipsPeakMb = rss.stopWindow().peakKb / 1024;
    const lifetimeMb = rss.lifetimePeakKb() / 1024;
    const figures =
      `${before.toFixed(1)} MB before, ${afterFirst.toFixed(1)} MB after the first batch (${firstBytes} bytes of PDF), ${afterThird.toFixed(1)} MB after the third; ` +
      `peak ${slipsPeakMb.toFixed(1)} MB while printing (${(slipsPeakMb - before).toFixed(1)} MB above before), ${lifetimeMb.toFixed(1)} MB over the process's life against the ${BUDGET_MB} MB budget`;
    console.log(`slips in every script: ${figures}`);
    // The fonts were read by the first batch; later ones only lay out and subset.
    expect(afterThird - afterFirst, figures).toBeLessThan(15);
    // What the slips themselves cost above what the image work left: 62–67 MB with the fonts parsed once per process,
    // 97–103 MB when every document parsed them again. The whole-process peak is printed against the budget, not
    // asserted: it depends on what the image work left behind (211–249 MB on a loaded machine), which the first test
    // holds to the budget on its own.
    expect(slipsPeakMb - before, figures).toBeLessThan(85);
  }, 120_000);
});
