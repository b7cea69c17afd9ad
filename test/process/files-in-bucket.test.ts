// Several machines sharing one PostgreSQL database and one bucket (s3rver): two API processes and a `pod-orders
// worker`, each with its own empty local directory. The worker downloads and checks the art and renders the
// custom-text file; each API process serves every file, none of which it made, streamed or as a presigned
// redirect; a thumbnail made by one is served by the other; /readyz fails while the bucket is away.
import { createHash } from "node:crypto";
import { existsSync, mkdtempSync, readdirSync, rmSync, statSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { standardOrder } from "../helpers/fixtures.js";
import { gradientImage, startImageHost, type ImageHost } from "../helpers/image-host.js";
import { canRunPostgresCluster, createPostgresCluster, type PostgresCluster } from "../helpers/postgres-cluster.js";
import { postJson, runNode, seedOverHttp, startServerProcess, type ServerProcess } from "../helpers/process.js";
import { startS3, type S3Server } from "../helpers/s3.js";
import { ADMIN_TOKEN } from "../helpers/admin-token.js";
import type { NodeChild } from "../../bench/processes.js";

const available = canRunPostgresCluster();
if (!available) console.log("Files-in-a-bucket process test SKIPPED: no PostgreSQL installation under /usr/lib/postgresql to run a private server.");

let dir: string;
let cluster: PostgresCluster;
let s3: S3Server;
let host: ImageHost;
let apiA: ServerProcess;
let apiB: ServerProcess;
let worker: NodeChild;
let token: string;

/** Every regular file under `root`, relative to it (none when it does not exist). */
function filesUnder(root: string): string[] {
  const found: string[] = [];
  if (!existsSync(root)) return found;
  const walk = (d: string) => {
    for (const name of readdirSync(d)) {
      const path = join(d, name);
      if (statSync(path).isDirectory()) walk(path);
      else found.push(path.slice(root.length + 1));
    }
  };
  walk(root);
  return found;
}

const sha = (data: Buffer) => createHash("sha256").update(data).digest("hex");

describe.skipIf(!available)("API processes and a worker on different machines: one database, one bucket", { timeout: 180_000 }, () => {
  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), "pod-orders-bucket-"));
    cluster = await createPostgresCluster();
    cluster.start();
    s3 = await startS3();
    host = await startImageHost();
    host.serve("/team.png", await gradientImage(900, 1080));
    host.serve("/wrap.png", await gradientImage(2700, 1100));
    const env = { DATABASE_URL: cluster.url, POD_ADMIN_TOKEN: ADMIN_TOKEN, FETCH_ALLOW_HOSTS: "127.0.0.1", JOB_POLL_MS: "50", DATABASE_POOL_SIZE: "4", ...s3.env("prints") };
    apiA = await startServerProcess({ ...env, JOB_CONCURRENCY: "0", FILES_DIR: join(dir, "a") });
    apiB = await startServerProcess({ ...env, JOB_CONCURRENCY: "0", FILES_DIR: join(dir, "b"), FILES_REDIRECT: "presigned", FILES_PRESIGN_SECONDS: "120" });
    token = await seedOverHttp([apiA, apiB], ADMIN_TOKEN);
    const product = {
      sku: "TEAM-TEE",
      name: "Team tee",
      blank_sku: "TEE-BLK",
      print_areas: { front: { print_file: `${host.origin}/team.png`, text_fields: [{ field_name: "name", max_length: 20, x: 500, y: 1000, width: 3500, height: 800, font_size: 400 }] } },
    };
    expect((await postJson(apiA, "/v1/products/create", product, token)).status).toBe(200);
    worker = runNode("dist/cli/main.js", ["worker"], { ...env, JOB_CONCURRENCY: "2", FILES_DIR: join(dir, "w"), LOG_LEVEL: "warn" });
  }, 120_000);

  afterAll(async () => {
    await worker?.stop("SIGTERM");
    await apiA?.stop();
    await apiB?.stop();
    await host?.close();
    await s3?.close();
    cluster?.destroy();
    rmSync(dir, { recursive: true, force: true });
  });

  it("every file is served by a process that did not make it, and no process keeps one on its own disk", async () => {
    const order = async (items: unknown[]) => {
      const created = await postJson(apiA, "/v1/orders/create", standardOrder({ items }), token);
      expect(created.body.status, JSON.stringify(created.body)).toBe("success");
      return created.body.data.order_ref as string;
    };
    // A custom-text line (rendered by the worker) and a print-file line (downloaded and checked by the worker).
    const textOrder = await order([{ sku: "TEAM-TEE", quantity: 1, print_areas: { front: { custom_text: [{ field_name: "name", text: "HOPPER" }] } } }]);
    const fileOrder = await order([{ sku: "MUG-11", quantity: 1, print_areas: { wrap: { print_file: `${host.origin}/wrap.png` } } }]);
    const fileOf = async (orderRef: string) => {
      const items = (await postJson(apiB, "/v1/orders/get", { order_ref: orderRef }, token)).body.data.items as { print_files: Record<string, { status: string; print_file?: { checksum: string } }> }[];
      return Object.values(items[0]!.print_files)[0]!;
    };
    await expect.poll(async () => [(await fileOf(textOrder)).status, (await fileOf(fileOrder)).status], { timeout: 60_000, interval: 200 }).toEqual(["ready", "ready"]);
    const rendered = (await fileOf(textOrder)).print_file!.checksum;
    const downloaded = (await fileOf(fileOrder)).print_file!.checksum;

    // A streams both (it made neither: it runs no jobs).
    for (const checksum of [rendered, downloaded]) {
      const res = await fetch(`${apiA.url}/v1/files/${checksum}`, { headers: { authorization: `Bearer ${token}` } });
      expect(res.status).toBe(200);
      expect(sha(Buffer.from(await res.arrayBuffer()))).toBe(checksum);
    }
    expect(await sharp(Buffer.from(await (await fetch(`${apiA.url}/v1/files/${rendered}`, { headers: { authorization: `Bearer ${token}` } })).arrayBuffer())).metadata()).toMatchObject({ width: 4500, height: 5400 });

    // B answers with a presigned redirect to the bucket; the URL works without a token.
    const redirect = await fetch(`${apiB.url}/v1/files/${rendered}`, { headers: { authorization: `Bearer ${token}` }, redirect: "manual" });
    expect(redirect.status).toBe(302);
    expect(redirect.headers.get("cache-control")).toBe("no-store");
    const location = redirect.headers.get("location")!;
    expect(location.startsWith(`${s3.endpoint}/${s3.bucket}/prints/`)).toBe(true);
    const fromBucket = await fetch(location);
    expect(fromBucket.status).toBe(200);
    expect(fromBucket.headers.get("content-type")).toBe("image/png");
    expect(sha(Buffer.from(await fromBucket.arrayBuffer()))).toBe(rendered);
    // The access check comes first: another account's token, or none, gets no URL.
    expect((await fetch(`${apiB.url}/v1/files/${rendered}`, { redirect: "manual" })).status).toBe(401);

    // A thumbnail made by A is kept in the bucket and served by B.
    const thumbA = await fetch(`${apiA.url}/v1/admin/files/${downloaded}/thumbnail`, { headers: { authorization: `Bearer ${ADMIN_TOKEN}` } });
    expect(thumbA.status).toBe(200);
    const thumbBytes = Buffer.from(await thumbA.arrayBuffer());
    const thumbB = await fetch(`${apiB.url}/v1/admin/files/${downloaded}/thumbnail`, { headers: { authorization: `Bearer ${ADMIN_TOKEN}` } });
    expect(Buffer.from(await thumbB.arrayBuffer())).toEqual(thumbBytes);

    // Nothing stored on any machine's own disk (temp files are staged and removed).
    for (const name of ["a", "b", "w"]) expect(filesUnder(join(dir, name)).filter((f) => !f.startsWith("tmp"))).toEqual([]);
    expect(filesUnder(join(dir, "w"))).toEqual([]);
    expect(worker.output()).not.toMatch(/"level":50/);
  });

  it("/readyz fails while the bucket is away, downloads get 503 file_store_unavailable, and both recover", async () => {
    const orders = await postJson(apiA, "/v1/orders/list", { limit: 10 }, token);
    const views = await Promise.all((orders.body.data.orders as { order_ref: string }[]).map(async (o) => (await postJson(apiA, "/v1/orders/get", { order_ref: o.order_ref }, token)).body.data));
    const checksum: string = views.find((v) => v.items[0].print_files.front)!.items[0].print_files.front.print_file.checksum;
    await s3.stop();
    try {
      const ready = await fetch(`${apiA.url}/readyz`);
      expect(ready.status).toBe(503);
      expect((await ready.json())).toMatchObject({ data: { errors: [{ code: "file_store_unavailable", message: expect.stringMatching(/bucket pod-files/) }] } });
      const download = await fetch(`${apiA.url}/v1/files/${checksum}`, { headers: { authorization: `Bearer ${token}` } });
      expect(download.status).toBe(503);
      expect(download.headers.get("retry-after")).toBe("5");
      expect((await download.json())).toMatchObject({ status: "error", data: { errors: [{ code: "file_store_unavailable" }] } });
      expect(apiA.child.exitCode).toBeNull();
    } finally {
      await s3.start();
    }
    await expect.poll(async () => (await fetch(`${apiA.url}/readyz`)).status, { timeout: 10_000 }).toBe(200);
    expect((await fetch(`${apiA.url}/v1/files/${checksum}`, { headers: { authorization: `Bearer ${token}` } })).status).toBe(200);
  });
});
