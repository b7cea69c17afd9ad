// The store logo job through real HTTP with a local image host: queued with the change that sets a logo_url, ready
// for a PNG, failed with a reason for what is no logo, retried after a passing failure, and never recorded over a
// store given another logo while it ran (docs/operator-guide.md#store-logos-and-names-on-slips).
import { createHash } from "node:crypto";
import { sql } from "kysely";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { STORE_LOGO_MAX_ATTEMPTS } from "../../src/domain/stores.js";
import { FETCH_STORE_LOGO } from "../../src/jobs/kinds.js";
import { IMAGE_LANE, laneOf } from "../../src/jobs/lanes.js";
import { LOGO_MAX_BYTES, logoRetryDelayMs } from "../../src/tasks/fetch-logo.js";
import type { Workers } from "../../src/workers.js";
import { BACKEND } from "../helpers/backend.js";
import { gradientImage, startImageHost, type ImageHost } from "../helpers/image-host.js";
import { ADMIN_TOKEN } from "../helpers/server.js";
import { startWebhookRig, type WebhookRig } from "../helpers/webhooks.js";

let rig: WebhookRig;
let host: ImageHost;
let workers: Workers;
let logo: Buffer;

beforeAll(async () => {
  rig = await startWebhookRig();
  host = await startImageHost();
  workers = rig.workers({ kinds: [FETCH_STORE_LOGO] });
  logo = await gradientImage(300, 120);
});
afterAll(async () => {
  await host.close();
  await rig.close();
});

async function drain(worker = workers): Promise<void> {
  while ((await worker.worker.runOnce()) > 0);
}

async function createStore(body: Record<string, unknown>, token = rig.acme.token): Promise<any> { // eslint-disable-line @typescript-eslint/no-explicit-any
  const res = await rig.server.post("/v1/stores/create", { name: "Cat Shirts", ...body }, token);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.data;
}

async function withLogo(url: string): Promise<string> {
  return (await createStore({ packing_slip: { logo_url: url } })).store_id;
}

async function getStore(storeId: string): Promise<any> { // eslint-disable-line @typescript-eslint/no-explicit-any
  const res = await rig.server.post("/v1/stores/get", { store_id: storeId }, rig.acme.token);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.data;
}

async function update(body: Record<string, unknown>, token = rig.acme.token, path = "/v1/stores/update") {
  return rig.server.post(path, body, token);
}

/** The store's logo jobs, oldest first. */
async function logoJobs(storeId: string) {
  return rig.server.database.db
    .selectFrom("jobs")
    .select(["status", "attempts", "max_attempts", "last_error"])
    .where("kind", "=", FETCH_STORE_LOGO)
    .where("payload", "like", `%${storeId}%`)
    .orderBy("id")
    .execute();
}

const sha256 = (bytes: Buffer) => createHash("sha256").update(bytes).digest("hex");

describe("queued with the change that sets a logo", () => {
  it("runs in the image lane, as print files do", () => {
    expect(laneOf(FETCH_STORE_LOGO)).toBe(IMAGE_LANE);
  });

  it("queues one job of 8 attempts with a create that sets logo_url, none without one", async () => {
    const storeId = await withLogo(host.serve("/q/logo.png", logo));
    expect(await logoJobs(storeId)).toEqual([{ status: "pending", attempts: 0, max_attempts: STORE_LOGO_MAX_ATTEMPTS, last_error: null }]);
    const plain = await createStore({ packing_slip: { branding_message: "Hi" } });
    expect(plain.logo).toBeNull();
    expect(await logoJobs(plain.store_id)).toEqual([]);
    await drain();
  });

  it("queues a job with an update that sets or changes logo_url, on both surfaces; none when it is the same or removed", async () => {
    const plain = (await createStore({})).store_id;
    const first = host.serve("/q/first.png", logo);
    const second = host.serve("/q/second.png", await gradientImage(200, 80));
    expect((await update({ store_id: plain, name: "Renamed" })).body.data.logo).toBeNull();
    expect(await logoJobs(plain)).toHaveLength(0);
    const set = await update({ store_id: plain, packing_slip: { logo_url: first } });
    expect(set.body.data.logo).toEqual({ status: "pending", reason: null, file: null });
    expect(await logoJobs(plain)).toHaveLength(1);
    await drain();
    expect((await getStore(plain)).logo).toMatchObject({ status: "ready" });
    // The same URL again (with a new message): the logo stays as checked, nothing is queued.
    const same = await update({ store_id: plain, packing_slip: { branding_message: "Thanks!", logo_url: first } });
    expect(same.body.data.logo).toMatchObject({ status: "ready" });
    expect(await logoJobs(plain)).toHaveLength(1);
    // The operator's update changes it: pending, a second job.
    const changed = await update({ account_id: rig.acme.accountId, store_id: plain, packing_slip: { logo_url: second } }, ADMIN_TOKEN, "/v1/admin/stores/update");
    expect(changed.status, JSON.stringify(changed.body)).toBe(200);
    expect(changed.body.data.logo).toEqual({ status: "pending", reason: null, file: null });
    expect(await logoJobs(plain)).toHaveLength(2);
    await drain();
    // Removed: no logo, nothing queued.
    const removed = await update({ store_id: plain, packing_slip: { branding_message: "Thanks!" } });
    expect(removed.body.data.logo).toBeNull();
    expect(await logoJobs(plain)).toHaveLength(2);
  });

  it("queues a job with the operator's create", async () => {
    const res = await rig.server.post("/v1/admin/stores/create", { account_id: rig.acme.accountId, name: "Dog Shirts", packing_slip: { logo_url: host.serve("/q/dog.png", logo) } }, ADMIN_TOKEN);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(await logoJobs(res.body.data.store_id)).toHaveLength(1);
    await drain();
    expect((await getStore(res.body.data.store_id)).logo).toMatchObject({ status: "ready" });
  });

  it("queues nothing and changes nothing when the change is refused", async () => {
    const storeId = (await createStore({})).store_id;
    const bad = await update({ store_id: storeId, name: "", packing_slip: { logo_url: host.serve("/q/never.png", logo) } });
    expect(bad.status).toBe(400);
    expect(bad.body.data.errors).toEqual([expect.objectContaining({ path: "name", code: "required" })]);
    expect(await logoJobs(storeId)).toEqual([]);
    expect((await getStore(storeId)).logo).toBeNull();
    const other = await update({ store_id: storeId, packing_slip: { logo_url: host.serve("/q/never.png", logo) } }, rig.other.token);
    expect(other.status).toBe(404);
    expect(await logoJobs(storeId)).toEqual([]);
    const anonymous = await rig.server.post("/v1/stores/create", { name: "X", packing_slip: { logo_url: host.origin + "/q/never.png" } });
    expect(anonymous.status).toBe(401);
    expect(host.hits.get("/q/never.png")).toBeUndefined();
  });
});

/** Makes every insert of a logo job fail, as a database refusing the write would, while `work` runs. */
async function refusingLogoJobs(work: () => Promise<void>): Promise<void> {
  const db = rig.server.database.db;
  if (BACKEND === "postgres") {
    await sql`create function refuse_logo_job() returns trigger language plpgsql as $$ begin if new.kind = 'stores.logo' then raise exception 'no logo jobs'; end if; return new; end $$`.execute(db);
    await sql`create trigger refuse_logo_job before insert on jobs for each row execute function refuse_logo_job()`.execute(db);
  } else {
    await sql`create trigger refuse_logo_job before insert on jobs when new.kind = 'stores.logo' begin select raise(abort, 'no logo jobs'); end`.execute(db);
  }
  try {
    await work();
  } finally {
    await sql`drop trigger refuse_logo_job${sql.raw(BACKEND === "postgres" ? " on jobs" : "")}`.execute(db);
    if (BACKEND === "postgres") await sql`drop function refuse_logo_job()`.execute(db);
  }
}

describe("one change with its job", () => {
  it("writes neither the store nor its change when the job cannot be written", async () => {
    const plain = (await createStore({ name: "Before" })).store_id;
    await refusingLogoJobs(async () => {
      const created = await rig.server.post("/v1/stores/create", { name: "Half-made", packing_slip: { logo_url: host.serve("/t/logo.png", logo) } }, rig.acme.token);
      expect(created.status).toBeGreaterThanOrEqual(500);
      const updated = await update({ store_id: plain, name: "After", packing_slip: { logo_url: host.serve("/t/logo.png", logo) } });
      expect(updated.status).toBeGreaterThanOrEqual(500);
    });
    expect(await rig.server.database.db.selectFrom("stores").select("id").where("name", "=", "Half-made").execute()).toEqual([]);
    expect(await getStore(plain)).toMatchObject({ name: "Before", logo: null });
    // Once the job can be written again, the same change is made with it.
    expect((await update({ store_id: plain, name: "After", packing_slip: { logo_url: host.origin + "/t/logo.png" } })).body.data.logo).toMatchObject({ status: "pending" });
    expect(await logoJobs(plain)).toHaveLength(1);
    await drain();
  });
});

describe("the job's outcome", () => {
  it("stores a PNG and the store shows it ready with the file's checksum, on get and list", async () => {
    const storeId = await withLogo(host.serve("/o/logo.png", logo));
    expect((await getStore(storeId)).logo).toEqual({ status: "pending", reason: null, file: null });
    await drain();
    const expected = { status: "ready", reason: null, file: sha256(logo) };
    expect((await getStore(storeId)).logo).toEqual(expected);
    const listed = await rig.server.post("/v1/stores/list", { limit: 100 }, rig.acme.token);
    expect(listed.body.data.stores.find((s: { store_id: string }) => s.store_id === storeId).logo).toEqual(expected);
    const admin = await rig.server.post("/v1/admin/stores/get", { account_id: rig.acme.accountId, store_id: storeId }, ADMIN_TOKEN);
    expect(admin.body.data.logo).toEqual(expected);
    const stored = await fetch(`${rig.server.url}/v1/admin/files/${sha256(logo)}`, { headers: { authorization: `Bearer ${ADMIN_TOKEN}` } });
    expect(stored.status).toBe(200);
    expect(Buffer.from(await stored.arrayBuffer()).equals(logo)).toBe(true);
    expect(await logoJobs(storeId)).toMatchObject([{ status: "done", attempts: 1 }]);
  });

  it("takes a JPEG too", async () => {
    const storeId = await withLogo(host.serve("/o/logo.jpg", await gradientImage(300, 120, "jpeg"), "image/jpeg"));
    await drain();
    expect((await getStore(storeId)).logo).toMatchObject({ status: "ready", reason: null });
  });

  it("fails with not_an_image for text, and for an image that is not PNG or JPEG, at the first attempt", async () => {
    const text = await withLogo(host.serve("/o/page.html", Buffer.from("<html>hello</html>"), "image/png"));
    const webp = await withLogo(host.serve("/o/logo.webp", await gradientImage(300, 120, "webp"), "image/webp"));
    await drain();
    expect((await getStore(text)).logo).toEqual({ status: "failed", reason: expect.stringMatching(/^not_an_image: /), file: null });
    expect((await getStore(webp)).logo).toEqual({ status: "failed", reason: expect.stringMatching(/^not_an_image: the image is WEBP/), file: null });
    expect(await logoJobs(text)).toMatchObject([{ status: "done", attempts: 1 }]);
  });

  it("fails with too_large for more than 5 MB, and for more than 9 megapixels", async () => {
    const heavy = await withLogo(host.serve("/o/heavy.png", Buffer.alloc(LOGO_MAX_BYTES + 1)));
    const huge = await sharp({ create: { width: 3100, height: 3000, channels: 3, background: "#336699" } }).png().toBuffer();
    expect(huge.length).toBeLessThan(LOGO_MAX_BYTES);
    const wide = await withLogo(host.serve("/o/huge.png", huge));
    await drain();
    expect((await getStore(heavy)).logo).toEqual({ status: "failed", reason: expect.stringMatching(/^too_large: /), file: null });
    expect((await getStore(wide)).logo).toEqual({ status: "failed", reason: expect.stringMatching(/^too_large: the image is 3100 × 3000 pixels/), file: null });
  });

  it("fails with fetch_failed for a 404, and refused_destination for a private address, at once", async () => {
    const missing = await withLogo(host.fail("/o/missing.png", 404));
    const privateHost = await withLogo("http://10.0.0.1/logo.png");
    await drain();
    expect((await getStore(missing)).logo).toEqual({ status: "failed", reason: expect.stringMatching(/^fetch_failed: .*404/), file: null });
    expect((await getStore(privateHost)).logo).toEqual({ status: "failed", reason: expect.stringMatching(/^refused_destination: /), file: null });
  });

  it("ends quietly when the store has no logo by the time it runs", async () => {
    const storeId = await withLogo(host.serve("/o/gone.png", logo));
    expect((await update({ store_id: storeId, packing_slip: null })).status).toBe(200);
    await drain();
    expect((await getStore(storeId)).logo).toBeNull();
    expect(host.hits.get("/o/gone.png")).toBeUndefined();
    expect(await logoJobs(storeId)).toMatchObject([{ status: "done", attempts: 1 }]);
  });
});

describe("a logo changed while its job runs", () => {
  it("is not overwritten: the store keeps pending for the new URL, which its own job then makes ready", async () => {
    const before = await gradientImage(300, 120);
    const after = await gradientImage(240, 100);
    const storeId = await withLogo(host.serve("/g/before.png", before));
    const held = host.hold("/g/before.png");
    const running = workers.worker.runOnce();
    await held.arrived;
    const changed = await update({ store_id: storeId, packing_slip: { logo_url: host.serve("/g/after.png", after) } });
    expect(changed.body.data.logo).toEqual({ status: "pending", reason: null, file: null });
    held.release();
    expect(await running).toBe(1);
    // The first job fetched and stored before.png, but the store names after.png now: nothing recorded.
    expect((await getStore(storeId)).logo).toEqual({ status: "pending", reason: null, file: null });
    await drain();
    expect((await getStore(storeId)).logo).toEqual({ status: "ready", reason: null, file: sha256(after) });
  });
});

describe("passing failures", () => {
  it("keeps the logo pending after a 503, tries again on the print files' schedule and makes it once the host is back", async () => {
    const storeId = await withLogo(host.fail("/r/flaky.png", 503));
    let clock = Date.now();
    const timed = rig.workers({ kinds: [FETCH_STORE_LOGO], now: () => new Date(clock) });
    expect(await timed.worker.runOnce()).toBe(1);
    expect((await getStore(storeId)).logo).toEqual({ status: "pending", reason: null, file: null });
    expect(await logoJobs(storeId)).toMatchObject([{ status: "pending", attempts: 1, last_error: expect.stringMatching(/^fetch_failed: .*503/) }]);
    clock += logoRetryDelayMs(1) * 0.85;
    expect(await timed.worker.runOnce()).toBe(0);
    clock += logoRetryDelayMs(1) * 0.3;
    host.serve("/r/flaky.png", logo);
    expect(await timed.worker.runOnce()).toBe(1);
    expect((await getStore(storeId)).logo).toEqual({ status: "ready", reason: null, file: sha256(logo) });
    expect(host.hits.get("/r/flaky.png")).toBe(2);
  });

  it("fails the logo at its last attempt, about two hours on", async () => {
    const storeId = await withLogo(host.fail("/r/down.png", 503));
    let clock = Date.now();
    const start = clock;
    const timed = rig.workers({ kinds: [FETCH_STORE_LOGO], now: () => new Date(clock) });
    for (let attempt = 1; attempt <= STORE_LOGO_MAX_ATTEMPTS; attempt++) {
      expect(await timed.worker.runOnce(), `attempt ${attempt}`).toBe(1);
      if (attempt < STORE_LOGO_MAX_ATTEMPTS) {
        expect((await getStore(storeId)).logo.status, `attempt ${attempt}`).toBe("pending");
        clock += logoRetryDelayMs(attempt) * 1.1 + 1;
      }
    }
    expect((clock - start) / 3_600_000).toBeGreaterThan(1.5);
    expect(await timed.worker.runOnce()).toBe(0);
    expect((await getStore(storeId)).logo).toEqual({ status: "failed", reason: expect.stringMatching(/^fetch_failed: .*503/), file: null });
    expect(await logoJobs(storeId)).toMatchObject([{ status: "done", attempts: STORE_LOGO_MAX_ATTEMPTS }]);
    expect(host.hits.get("/r/down.png")).toBe(STORE_LOGO_MAX_ATTEMPTS);
  });
});
