// Print files through real HTTP with a local image host: custom text rendered over the product's art, print files
// downloaded and checked, every failure rule, on_hold and retry, downloads by checksum.
import { createHash } from "node:crypto";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { MAKE_LINE_FILES, RELEASE_ORDER } from "../../src/jobs/kinds.js";
import { serviceContext } from "../../src/services/context.js";
import { FILE_JOB_MAX_ATTEMPTS, recordLineFiles, type AreaOutcome } from "../../src/services/print-files.js";
import { fileRetryDelayMs } from "../../src/tasks/make-line-files.js";
import { createWorkers, type Workers } from "../../src/workers.js";
import { standardOrder } from "../helpers/fixtures.js";
import { gradientImage, startImageHost, type ImageHost } from "../helpers/image-host.js";
import { ADMIN_TOKEN } from "../helpers/server.js";
import { startWebhookRig, type WebhookRig } from "../helpers/webhooks.js";

let rig: WebhookRig;
let host: ImageHost;
let workers: Workers;
let art: Buffer;

const AREA = { width_px: 600, height_px: 400, dpi: 100 };
const NAME_BOX = { x: 40, y: 40, width: 300, height: 80 };
const NUMBER_BOX = { x: 400, y: 200, width: 150, height: 150 };

beforeAll(async () => {
  rig = await startWebhookRig({ FETCH_MAX_BYTES: "300000" });
  host = await startImageHost();
  workers = rig.workers({ kinds: [MAKE_LINE_FILES] });
  art = await gradientImage(600, 400);
  const admin = (path: string, body: unknown) => rig.server.post(path, body, ADMIN_TOKEN);
  expect((await admin("/v1/admin/catalog/create", { sku: "SMALL-TEE", name: "Small tee", type: "pod", packing_slip_supported: false, print_areas: { front: AREA, back: AREA } })).status).toBe(200);
  for (const product of [
    { sku: "ART-TEE", name: "Art tee", blank_sku: "SMALL-TEE", print_areas: { front: { print_file: host.serve("/art.png", art) } } },
    {
      sku: "TEXT-TEE",
      name: "Text tee",
      blank_sku: "SMALL-TEE",
      print_areas: {
        front: {
          print_file: host.origin + "/art.png",
          text_fields: [
            { field_name: "name", max_length: 100, ...NAME_BOX, font_size: 60, color: "#FF0000", align: "left" },
            { field_name: "number", required: false, max_length: 3, ...NUMBER_BOX, font_size: 120 },
          ],
        },
      },
    },
  ]) {
    expect((await rig.server.post("/v1/products/create", product, rig.acme.token)).status).toBe(200);
  }
});
afterAll(async () => {
  await host.close();
  await rig.close();
});

async function drain(): Promise<void> {
  while ((await workers.worker.runOnce()) > 0);
}

async function create(items: unknown[]): Promise<string> {
  const res = await rig.server.post("/v1/orders/create", standardOrder({ items }), rig.acme.token);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.data.order_ref;
}

async function getOrder(orderRef: string) {
  return (await rig.server.post("/v1/orders/get", { order_ref: orderRef }, rig.acme.token)).body.data;
}

async function download(checksum: string, token = rig.acme.token) {
  const res = await fetch(`${rig.server.url}/v1/files/${checksum}`, { headers: { authorization: `Bearer ${token}` } });
  return { status: res.status, type: res.headers.get("content-type"), body: Buffer.from(await res.arrayBuffer()) };
}

async function rawPixels(png: Buffer) {
  const { data, info } = await sharp(png).ensureAlpha().raw().toBuffer({ resolveWithObject: true });
  return { data, width: info.width, height: info.height };
}

const inside = (box: typeof NAME_BOX, x: number, y: number) => x >= box.x && x < box.x + box.width && y >= box.y && y < box.y + box.height;

async function events(orderRef: string): Promise<string[]> {
  const rows = await rig.server.database.db.selectFrom("events").select(["type", "order_seq"]).where("order_ref", "=", orderRef).orderBy("order_seq").execute();
  return rows.map((r) => r.type);
}

async function filesJobs(): Promise<number> {
  return (await rig.server.database.db.selectFrom("jobs").select("id").where("kind", "=", MAKE_LINE_FILES).execute()).length;
}

describe("custom-text print files", () => {
  it("renders a PNG of the blank's size: text inside each filled box, the art untouched everywhere else", async () => {
    const orderRef = await create([{ sku: "TEXT-TEE", quantity: 1, print_areas: { front: { custom_text: [{ field_name: "name", text: "ADA" }, { field_name: "number", text: "7" }] } } }]);
    expect((await getOrder(orderRef)).items[0].print_files).toEqual({ front: { status: "pending", attempts: 0, last_error: null } });
    await drain();
    const files = (await getOrder(orderRef)).items[0].print_files.front;
    expect(files).toMatchObject({ status: "ready", print_file: { content_type: "image/png", width_px: 600, height_px: 400, dpi: 100, low_resolution: false } });
    expect(files.preview).toMatchObject({ content_type: "image/png", width_px: 600, height_px: 400 });

    const png = await download(files.print_file.checksum);
    expect(png.status).toBe(200);
    expect(png.type).toBe("image/png");
    expect(createHash("sha256").update(png.body).digest("hex")).toBe(files.print_file.checksum);
    expect(png.body.length).toBe(files.print_file.size_bytes);
    expect((await sharp(png.body).metadata()).density).toBe(100);

    const out = await rawPixels(png.body);
    const base = await rawPixels(art);
    const changedIn = { name: 0, number: 0 };
    for (let y = 0; y < 400; y++) {
      for (let x = 0; x < 600; x++) {
        const i = (y * 600 + x) * 4;
        const same = out.data.readUInt32BE(i) === base.data.readUInt32BE(i);
        if (inside(NAME_BOX, x, y)) changedIn.name += same ? 0 : 1;
        else if (inside(NUMBER_BOX, x, y)) changedIn.number += same ? 0 : 1;
        else if (!same) throw new Error(`pixel ${x},${y} outside every box differs from the art`);
      }
    }
    expect(changedIn.name).toBeGreaterThan(100);
    expect(changedIn.number).toBeGreaterThan(100);
    expect(await events(orderRef)).toEqual(["print_files.ready"]);
  });

  it("shrinks a text too long for its font size and keeps it inside its box; an empty optional field is left out", async () => {
    const orderRef = await create([{ sku: "TEXT-TEE", quantity: 1, print_areas: { front: { custom_text: [{ field_name: "name", text: "A VERY LONG NAME THAT CANNOT FIT AT SIXTY PIXELS" }] } } }]);
    await drain();
    const files = (await getOrder(orderRef)).items[0].print_files.front;
    const out = await rawPixels((await download(files.print_file.checksum)).body);
    const base = await rawPixels(art);
    let [minX, maxX] = [Infinity, -Infinity];
    for (let y = 0; y < 400; y++) {
      for (let x = 0; x < 600; x++) {
        const i = (y * 600 + x) * 4;
        if (out.data.readUInt32BE(i) === base.data.readUInt32BE(i)) continue;
        expect(inside(NAME_BOX, x, y), `changed pixel ${x},${y}`).toBe(true);
        minX = Math.min(minX, x);
        maxX = Math.max(maxX, x);
      }
    }
    // Shrunk to fit, not dropped: the text spans most of the box's width.
    expect(maxX - minX).toBeGreaterThan(NAME_BOX.width * 0.8);
  });
});

describe("print-file lines", () => {
  it("downloads, checks and stores the print file and the preview with their checksums and sizes", async () => {
    const front = await gradientImage(1200, 800, "jpeg");
    // WebP carries no density: the preview's dpi is unknown (null).
    const preview = await gradientImage(300, 200, "webp");
    const orderRef = await create([
      { sku: "SMALL-TEE", quantity: 1, print_areas: { front: { print_file: host.serve("/pf/front.jpg", front, "image/jpeg"), preview_image: host.serve("/pf/preview.webp", preview, "image/webp") } } },
    ]);
    await drain();
    const files = (await getOrder(orderRef)).items[0].print_files;
    expect(files.front).toEqual({
      status: "ready",
      print_file: { checksum: createHash("sha256").update(front).digest("hex"), content_type: "image/jpeg", size_bytes: front.length, width_px: 1200, height_px: 800, dpi: 200, low_resolution: false },
      preview: { checksum: createHash("sha256").update(preview).digest("hex"), content_type: "image/webp", size_bytes: preview.length, width_px: 300, height_px: 200, dpi: null, low_resolution: false },
    });
    const stored = await download(files.front.print_file.checksum);
    expect(stored.body.equals(front)).toBe(true);
    expect(stored.type).toBe("image/jpeg");
  });

  it("records a line's files once when its job runs twice (a lease taken over): one print_files.ready", async () => {
    const orderRef = await create([{ sku: "SMALL-TEE", quantity: 1, print_areas: { front: { print_file: host.serve("/pf/twice.png", await gradientImage(600, 400)) } } }]);
    await drain();
    const order = await getOrder(orderRef);
    const late: AreaOutcome = { area: "front", ok: true, print_file: { ...order.items[0].print_files.front.print_file, checksum: "f".repeat(64) }, preview: null };
    await recordLineFiles(serviceContext(rig.server.database.db, rig.server.config), orderRef, order.items[0].item_ref, [late]);
    expect((await getOrder(orderRef)).items[0].print_files).toEqual(order.items[0].print_files);
    expect(await events(orderRef)).toEqual(["print_files.ready"]);
  });

  it("keeps an image smaller than the area, flagged low_resolution", async () => {
    const small = await gradientImage(300, 200, "tiff");
    const orderRef = await create([{ sku: "SMALL-TEE", quantity: 1, print_areas: { back: { print_file: host.serve("/pf/small.tiff", small, "image/tiff") } } }]);
    await drain();
    const order = await getOrder(orderRef);
    expect(order.items[0].print_files.back).toMatchObject({ status: "ready", print_file: { content_type: "image/tiff", width_px: 300, height_px: 200, dpi: 50, low_resolution: true } });
    expect(order.status).toBe("received");
  });

  it.each([
    ["a 404", () => host.origin + "/pf/missing.png", /HTTP 404/],
    ["a 410", () => host.fail("/pf/gone.png", 410), /HTTP 410/],
    ["a host name that does not resolve", () => "http://art.does-not-exist.invalid/front.png", /the name art\.does-not-exist\.invalid does not resolve/],
    ["a file that is not an image", () => host.serve("/pf/text.png", Buffer.from("<html>not an image</html>"), "image/png"), /not an image/],
    ["a GIF", async () => host.serve("/pf/x.gif", await sharp({ create: { width: 10, height: 10, channels: 3, background: "#fff" } }).gif().toBuffer(), "image/gif"), /not an accepted image format \(gif\)/],
    ["a file over FETCH_MAX_BYTES", () => host.serve("/pf/huge.png", Buffer.alloc(400_000, 1)), /more than the limit of 300000/],
    ["a redirect to a private address", () => host.redirect("/pf/sneaky.png", "http://10.0.0.1/secret.png"), /refused destination http:\/\/10\.0\.0\.1\/secret\.png/],
    ["an IPv4-compatible loopback address", () => `http://[::127.0.0.1]:${new URL(host.origin).port}/pf/x.png`, /::7f00:1 is not a public address.*FETCH_ALLOW_HOSTS/],
    ["an IPv4-translated loopback address", () => `http://[::ffff:0:7f00:1]:${new URL(host.origin).port}/pf/x.png`, /not a public address/],
    ["a link-local address in ::/8", () => "http://[::a9fe:a9fe]/latest/meta-data", /not a public address/],
  ])("fails the file for good on %s and puts the order on_hold with the reason", async (_label, url, reason) => {
    const orderRef = await create([{ sku: "SMALL-TEE", quantity: 1, print_areas: { front: { print_file: await url() } } }]);
    await drain();
    const order = await getOrder(orderRef);
    expect(order.items[0].print_files.front.status).toBe("failed");
    expect(order.items[0].print_files.front.reason).toMatch(reason);
    expect(order.status).toBe("on_hold");
    expect(order.status_reason).toMatch(/^print file failed: items\[0\]\.print_areas\.front: print_file /);
    expect(await events(orderRef)).toEqual(["order.status_changed", "order.on_hold"]);
  });

  it("lets the operator retry failed files and move the order back to received", async () => {
    const orderRef = await create([{ sku: "SMALL-TEE", quantity: 1, print_areas: { front: { print_file: host.origin + "/pf/later.png" } } }]);
    await drain();
    expect((await getOrder(orderRef)).status).toBe("on_hold");
    host.serve("/pf/later.png", await gradientImage(600, 400));
    const retried = await rig.server.post("/v1/admin/orders/retry-files", { order_ref: orderRef }, ADMIN_TOKEN);
    expect(retried.body).toMatchObject({ status: "success", data: { order_ref: orderRef, retried: [{ item_ref: expect.any(String), area: "front" }] } });
    await drain();
    expect((await getOrder(orderRef)).items[0].print_files.front.status).toBe("ready");
    expect((await rig.server.post("/v1/admin/orders/transition", { order_ref: orderRef, status: "received" }, ADMIN_TOKEN)).body.status).toBe("success");
    expect(await events(orderRef)).toEqual(["order.status_changed", "order.on_hold", "print_files.ready", "order.status_changed"]);
    // The retry is no event: callers' sequence stays gap-free and nothing is delivered for it; the operator's
    // history lists it, after the event it followed (the hold, sequence 2), with who did it.
    const caller = (await rig.server.post("/v1/orders/events", { order_ref: orderRef }, rig.acme.token)).body.data;
    expect(caller.events.map((e: { sequence: number }) => e.sequence)).toEqual([1, 2, 3, 4]);
    expect(caller).not.toHaveProperty("activity");
    const operator = (await rig.server.post("/v1/admin/orders/events", { order_ref: orderRef }, ADMIN_TOKEN)).body.data;
    expect(operator.events).toHaveLength(4);
    expect(operator.activity).toEqual([
      {
        id: expect.stringMatching(/^act_/),
        type: "print_files.retried",
        after_sequence: 2,
        occurred_at: expect.any(String),
        actor: { type: "operator", id: "op_admin", name: "admin" },
        summary: "admin retried the print files: 1 failed file queued again",
        data: { files: [{ item_ref: retried.body.data.retried[0].item_ref, area: "front" }] },
      },
    ]);
    // Paged: the activity comes once, on the page that holds the event it follows.
    const pages = [];
    for (const after of [0, 1, 2, 3]) pages.push((await rig.server.post("/v1/admin/orders/events", { order_ref: orderRef, after_sequence: after, limit: 1 }, ADMIN_TOKEN)).body.data.activity.length);
    expect(pages).toEqual([0, 0, 1, 0]);
    const stored = await rig.server.database.db.selectFrom("order_activity").select(["type", "after_sequence", "actor_type", "actor_id"]).where("order_ref", "=", orderRef).execute();
    expect(stored).toEqual([{ type: "print_files.retried", after_sequence: 2, actor_type: "operator", actor_id: "op_admin" }]);
    const again = await rig.server.post("/v1/admin/orders/retry-files", { order_ref: orderRef }, ADMIN_TOKEN);
    expect(again.status).toBe(200);
    expect(again.body).toMatchObject({ status: "error", data: { order_ref: orderRef, errors: [{ path: "order_ref", code: "no_failed_files" }] } });
  });
});

describe("retry-files: refusals and bad requests", () => {
  const retry = (body: unknown, token: string | null = ADMIN_TOKEN) => rig.server.post("/v1/admin/orders/retry-files", body, token ?? undefined);

  it("answers an unknown order with order_not_found (HTTP 200, status error, as operator changes do)", async () => {
    const res = await retry({ order_ref: "ord_doesnotexist0000000000" });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ status: "error", data: { errors: [{ path: "order_ref", code: "order_not_found" }] } });
  });

  it.each([
    ["no order_ref", {}, "required", "order_ref"],
    ["a number for order_ref", { order_ref: 12 }, "invalid_type", "order_ref"],
    ["an unknown field", { order_ref: "ord_x", force: true }, "unknown_field", "force"],
  ])("refuses %s with 400 and the field's path", async (_label, body, code, path) => {
    const res = await retry(body);
    expect(res.status).toBe(400);
    expect(res.body.data.errors).toContainEqual(expect.objectContaining({ code, path }));
  });

  it("refuses a body that is not JSON, a missing token and an account token", async () => {
    const malformed = await rig.server.request("/v1/admin/orders/retry-files", {
      method: "POST",
      headers: { authorization: `Bearer ${ADMIN_TOKEN}`, "content-type": "application/json" },
      body: "{ not json",
    });
    expect([malformed.status, malformed.body.data.errors[0].code]).toEqual([400, "malformed_json"]);
    const anonymous = await retry({ order_ref: "ord_x" }, null);
    expect([anonymous.status, anonymous.body.data.errors[0].code]).toEqual([401, "unauthorized"]);
    const account = await retry({ order_ref: "ord_x" }, rig.acme.token);
    expect([account.status, account.body.data.errors[0].code]).toEqual([403, "forbidden"]);
  });
});

describe("standard lines and downloads", () => {
  it("shows the product's art as a standard line's print file, fetched once per product", async () => {
    const before = host.hits.get("/art.png") ?? 0;
    const first = await create([{ sku: "ART-TEE", quantity: 1 }]);
    const second = await create([{ sku: "ART-TEE", quantity: 2 }]);
    await drain();
    for (const orderRef of [first, second]) {
      expect((await getOrder(orderRef)).items[0].print_files.front).toMatchObject({
        status: "ready",
        print_file: { checksum: createHash("sha256").update(art).digest("hex"), width_px: 600, height_px: 400, dpi: 100 },
      });
    }
    expect((host.hits.get("/art.png") ?? 0) - before).toBeLessThanOrEqual(1);
  });

  it("records a standard line ready in the create once its product's art is stored: no files job, print_files.ready as sequence 1", async () => {
    const first = await create([{ sku: "ART-TEE", quantity: 1 }]);
    await drain();
    expect((await getOrder(first)).items[0].print_files.front.status).toBe("ready");
    const jobsBefore = await filesJobs();
    const endpoint = await rig.createEndpoint({ account_id: rig.acme.accountId, url: "http://127.0.0.1:9/hook", events: ["print_files.ready"] });

    const orderRef = await create([{ sku: "ART-TEE", quantity: 3 }]);
    const line = (await getOrder(orderRef)).items[0];
    expect(line.print_files.front).toEqual({
      status: "ready",
      print_file: { checksum: createHash("sha256").update(art).digest("hex"), content_type: "image/png", size_bytes: art.length, width_px: 600, height_px: 400, dpi: 100, low_resolution: false },
    });
    expect(await filesJobs()).toBe(jobsBefore);
    const history = (await rig.server.post("/v1/orders/events", { order_ref: orderRef }, rig.acme.token)).body.data;
    expect(history.sequence).toBe(1);
    expect(history.events).toEqual([
      expect.objectContaining({ type: "print_files.ready", sequence: 1, data: expect.objectContaining({ status: "received", items: [{ item_ref: line.item_ref, print_files: line.print_files }] }) }),
    ]);
    // The event is fanned out like any other: a delivery waits for the endpoint.
    expect((await rig.deliveries(endpoint.webhookId)).map((d: { event_type: string; order_ref: string }) => [d.event_type, d.order_ref])).toEqual([["print_files.ready", orderRef]]);
  });

  it("still queues a job for the line whose product's art is not stored yet; print_files.ready waits for it", async () => {
    // ART-TEE's art is stored (the test above); a new product with the same URL has none of its own yet.
    expect((await rig.server.post("/v1/products/create", { sku: "ART-TEE-2", name: "Same art, new product", blank_sku: "SMALL-TEE", print_areas: { front: { print_file: host.origin + "/art.png" } } }, rig.acme.token)).status).toBe(200);
    const jobsBefore = await filesJobs();
    const orderRef = await create([
      { sku: "ART-TEE", quantity: 1 },
      { sku: "ART-TEE-2", quantity: 1 },
    ]);
    const before = await getOrder(orderRef);
    expect(before.items.map((i: { print_files: unknown }) => i.print_files)).toEqual([{ front: expect.objectContaining({ status: "ready" }) }, { front: { status: "pending", attempts: 0, last_error: null } }]);
    expect(await filesJobs()).toBe(jobsBefore + 1);
    expect(await events(orderRef)).toEqual([]);
    await drain();
    expect(await events(orderRef)).toEqual(["print_files.ready"]);
    // Now stored for ART-TEE-2 as well: its next order needs no job.
    await create([{ sku: "ART-TEE-2", quantity: 1 }]);
    expect(await filesJobs()).toBe(jobsBefore + 1);
  });

  it("releases an auto-release order whose files were ready at create once its window has passed", async () => {
    const shop = rig.other;
    expect((await rig.server.post("/v1/products/create", { sku: "ART-TEE", name: "Art tee", blank_sku: "SMALL-TEE", print_areas: { front: { print_file: host.origin + "/art.png" } } }, shop.token)).status).toBe(200);
    await drain(); // nothing of this account's yet
    const firstRes = await rig.server.post("/v1/orders/create", standardOrder({ items: [{ sku: "ART-TEE", quantity: 1 }] }), shop.token);
    await drain();
    expect((await rig.server.post("/v1/orders/get", { order_ref: firstRes.body.data.order_ref }, shop.token)).body.data.items[0].print_files.front.status).toBe("ready");
    const settings = await rig.server.post("/v1/admin/accounts/update", { account_id: shop.accountId, edit_window_minutes: 1, auto_release: true }, ADMIN_TOKEN);
    expect(settings.body.status).toBe("success");

    const res = await rig.server.post("/v1/orders/create", standardOrder({ items: [{ sku: "ART-TEE", quantity: 1 }] }), shop.token);
    const orderRef: string = res.body.data.order_ref;
    expect((await rig.server.post("/v1/orders/get", { order_ref: orderRef }, shop.token)).body.data.items[0].print_files.front.status).toBe("ready");
    const jobs = await rig.server.database.db.selectFrom("jobs").select(["kind", "payload"]).where("payload", "like", `%${orderRef}%`).execute();
    expect(jobs.map((j) => j.kind)).toEqual([RELEASE_ORDER]);

    const statusOf = async () => (await rig.server.post("/v1/admin/orders/get", { order_ref: orderRef }, ADMIN_TOKEN)).body.data.status as string;
    const early = rig.workers({ kinds: [RELEASE_ORDER], now: () => new Date(Date.now() + 30_000) });
    while ((await early.worker.runOnce()) > 0);
    expect(await statusOf()).toBe("received");
    const late = rig.workers({ kinds: [RELEASE_ORDER], now: () => new Date(Date.now() + 65_000) });
    while ((await late.worker.runOnce()) > 0);
    expect(await statusOf()).toBe("in_production");
    await rig.server.post("/v1/admin/accounts/update", { account_id: shop.accountId, auto_release: false }, ADMIN_TOKEN);
  });

  it("lets a caller download only its own orders' files, and the operator any file", async () => {
    const orderRef = await create([{ sku: "SMALL-TEE", quantity: 1, print_areas: { front: { print_file: host.serve("/pf/mine.png", await gradientImage(600, 400, "png", 150)) } } }]);
    await drain();
    const checksum = (await getOrder(orderRef)).items[0].print_files.front.print_file.checksum;
    expect((await download(checksum)).status).toBe(200);
    const theirs = await download(checksum, rig.other.token);
    expect(theirs.status).toBe(404);
    expect(JSON.parse(theirs.body.toString()).data.errors[0]).toMatchObject({ path: "checksum", code: "file_not_found" });
    const operator = await fetch(`${rig.server.url}/v1/admin/files/${checksum}`, { headers: { authorization: `Bearer ${ADMIN_TOKEN}` } });
    expect(operator.status).toBe(200);
    expect((await download("0".repeat(64))).status).toBe(404);
    expect((await download("not-a-checksum")).status).toBe(404);
    expect((await fetch(`${rig.server.url}/v1/files/${checksum}`)).status).toBe(401);
    expect((await fetch(`${rig.server.url}/v1/admin/files/${checksum}`, { headers: { authorization: `Bearer ${rig.acme.token}` } })).status).toBe(403);
  });
});

describe("passing failures", () => {
  const flakyOrder = (path: string) => create([{ sku: "SMALL-TEE", quantity: 1, print_areas: { front: { print_file: host.fail(path, 503) } } }]);

  it("keeps the file pending after a 503, retries it a minute later and makes it once the host is back", async () => {
    const orderRef = await flakyOrder("/pf/flaky.png");
    let clock = Date.now();
    const timed = rig.workers({ kinds: [MAKE_LINE_FILES], now: () => new Date(clock) });
    expect((await getOrder(orderRef)).items[0].print_files).toEqual({ front: { status: "pending", attempts: 0, last_error: null } });
    expect(await timed.worker.runOnce()).toBe(1);
    const order = await getOrder(orderRef);
    expect(order.items[0].print_files).toEqual({ front: { status: "pending", attempts: 1, last_error: expect.stringMatching(/^print_file http:.*\/pf\/flaky\.png: HTTP 503/) } });
    expect(order.status).toBe("received");
    clock += fileRetryDelayMs(1) * 0.85;
    expect(await timed.worker.runOnce()).toBe(0);
    clock += fileRetryDelayMs(1) * 0.3;
    host.serve("/pf/flaky.png", await gradientImage(600, 400));
    expect(await timed.worker.runOnce()).toBe(1);
    expect((await getOrder(orderRef)).items[0].print_files.front).toMatchObject({ status: "ready", print_file: { width_px: 600 } });
    expect(await events(orderRef)).toEqual(["print_files.ready"]);
  });

  it("fails the file after its last attempt, about two hours on, and puts the order on_hold", async () => {
    const orderRef = await flakyOrder("/pf/down.png");
    let clock = Date.now();
    const timed = rig.workers({ kinds: [MAKE_LINE_FILES], now: () => new Date(clock) });
    const start = clock;
    for (let attempt = 1; attempt <= FILE_JOB_MAX_ATTEMPTS; attempt++) {
      expect(await timed.worker.runOnce(), `attempt ${attempt}`).toBe(1);
      const { items, status } = await getOrder(orderRef);
      if (attempt < FILE_JOB_MAX_ATTEMPTS) {
        expect([items[0].print_files.front.status, items[0].print_files.front.attempts, status]).toEqual(["pending", attempt, "received"]);
        clock += fileRetryDelayMs(attempt) * 1.1 + 1;
      }
    }
    expect((clock - start) / 3_600_000).toBeGreaterThan(1.5);
    expect(await timed.worker.runOnce()).toBe(0);
    const order = await getOrder(orderRef);
    expect(order.items[0].print_files.front).toMatchObject({ status: "failed", reason: expect.stringMatching(/HTTP 503/) });
    expect(order.status).toBe("on_hold");
    expect(host.hits.get("/pf/down.png")).toBe(FILE_JOB_MAX_ATTEMPTS);
  });
  // Last: the job it leaves retrying would be due during the timed tests above.
  it("logs a passing failure as one warn line, without a stack", async () => {
    await flakyOrder("/pf/logged.png");
    const lines: { object: Record<string, unknown>; message: string }[] = [];
    const settings = { ...rig.server.config, jobPollMs: 20, jobConcurrency: 1, jobLeaseMs: 10_000 };
    const logged = createWorkers(rig.server.database.db, settings, { warn: (object, message) => lines.push({ object: object as Record<string, unknown>, message }) }, undefined, [MAKE_LINE_FILES]);
    expect(await logged.worker.runOnce()).toBe(1);
    await logged.stop();
    expect(lines).toEqual([
      { message: "job will be retried", object: { job_id: expect.any(Number), kind: MAKE_LINE_FILES, attempt: 1, max_attempts: FILE_JOB_MAX_ATTEMPTS, reason: expect.stringMatching(/HTTP 503/) } },
    ]);
  });

});
