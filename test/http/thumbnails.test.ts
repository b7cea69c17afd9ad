// Thumbnails of stored files through real HTTP: 400 px on the longest side, WebP, made once and kept in the file store.
import { writeFile } from "node:fs/promises";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { LocalFileStore } from "../../src/files/store.js";
import { thumbnailKey } from "../../src/services/thumbnails.js";
import { recordFile } from "../../src/store/files.js";
import { gradientImage } from "../helpers/image-host.js";
import { startSeededServer, type SeededAccount } from "../helpers/fixtures.js";
import { ADMIN_TOKEN, type TestServer } from "../helpers/server.js";

let server: TestServer;
let acme: SeededAccount;
let store: LocalFileStore;

beforeAll(async () => {
  ({ server, acme } = await startSeededServer());
  store = new LocalFileStore(server.config.filesDir);
});
afterAll(() => server.close());

/** Stores `image` as the service would after fetching it, and returns its checksum. */
async function stored(image: Buffer, contentType: string): Promise<string> {
  const { checksum, size } = await store.put(image);
  const meta = await sharp(image).metadata();
  await recordFile(server.database.db, {
    checksum,
    content_type: contentType,
    size_bytes: size,
    width_px: meta.width,
    height_px: meta.height,
    density: meta.density ?? null,
    created_at: new Date().toISOString(),
  });
  return checksum;
}

async function thumbnail(checksum: string, headers: Record<string, string> = { authorization: `Bearer ${ADMIN_TOKEN}` }) {
  const res = await fetch(`${server.url}/v1/admin/files/${checksum}/thumbnail`, { headers });
  return { status: res.status, headers: res.headers, body: Buffer.from(await res.arrayBuffer()) };
}

describe("GET /v1/admin/files/{checksum}/thumbnail", () => {
  it("answers a WebP whose longest side is 400 px, in the image's proportions", async () => {
    const checksum = await stored(await gradientImage(1200, 900, "png"), "image/png");
    const res = await thumbnail(checksum);
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("image/webp");
    expect(res.headers.get("cache-control")).toBe("private, max-age=31536000, immutable");
    expect(Number(res.headers.get("content-length"))).toBe(res.body.length);
    const meta = await sharp(res.body).metadata();
    expect(meta).toMatchObject({ format: "webp", width: 400, height: 300 });
  });

  it("handles tall images, TIFF, and never enlarges a small one", async () => {
    const tall = await thumbnail(await stored(await gradientImage(500, 2000, "tiff"), "image/tiff"));
    expect(await sharp(tall.body).metadata()).toMatchObject({ width: 100, height: 400 });
    const small = await thumbnail(await stored(await gradientImage(120, 80, "jpeg"), "image/jpeg"));
    expect(await sharp(small.body).metadata()).toMatchObject({ width: 120, height: 80 });
  });

  it("is made once and kept in the file store under a key derived from the checksum", async () => {
    const checksum = await stored(await gradientImage(800, 800, "webp"), "image/webp");
    expect(await store.stat(thumbnailKey(checksum))).toBeUndefined();
    const [a, b] = await Promise.all([thumbnail(checksum), thumbnail(checksum)]);
    expect(a.body.equals(b.body)).toBe(true);
    expect((await store.stat(thumbnailKey(checksum)))?.size).toBe(a.body.length);
    // Served from the store from now on: even with the original gone, the thumbnail is there.
    await store.delete(checksum);
    const again = await thumbnail(checksum);
    expect(again.status).toBe(200);
    expect(again.body.equals(a.body)).toBe(true);
  });

  it("answers 404 file_not_found for an unknown or malformed checksum", async () => {
    for (const checksum of ["0".repeat(64), "not-a-checksum"]) {
      const res = await thumbnail(checksum);
      expect(res.status).toBe(404);
      expect(JSON.parse(res.body.toString())).toMatchObject({ status: "error", data: { errors: [{ code: "file_not_found", path: "checksum" }] } });
    }
  });

  it("answers 404 when the stored bytes are not an image", async () => {
    const checksum = await stored(await gradientImage(10, 10, "png"), "image/png");
    // The stored bytes under that checksum replaced by something no decoder reads.
    const temp = await store.tempPath();
    await writeFile(temp, "not an image at all");
    await store.putFile(temp, checksum);
    const res = await thumbnail(checksum);
    expect(res.status).toBe(404);
    expect(JSON.parse(res.body.toString()).message).toContain("not an image");
  });

  it("needs an operator token (401 without, 403 with an account token)", async () => {
    const checksum = await stored(await gradientImage(50, 50, "png"), "image/png");
    expect((await thumbnail(checksum, {})).status).toBe(401);
    expect((await thumbnail(checksum, { authorization: `Bearer ${acme.token}` })).status).toBe(403);
    expect((await fetch(`${server.url}/v1/files/${checksum}/thumbnail`, { headers: { authorization: `Bearer ${acme.token}` } })).status).toBe(404);
  });
});
