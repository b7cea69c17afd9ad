// The file store in a bucket (src/files/s3.ts, opened through src/files/open.ts) against s3rver: content-addressed
// objects streamed both ways, temp files staged locally and removed, presigned URLs, readiness, a bucket that is
// down, and copying a local store into a bucket.
import { createHash, randomBytes } from "node:crypto";
import { existsSync, mkdtempSync, readdirSync, rmSync } from "node:fs";
import { writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { copyStoreToBucket, type CopyProgress } from "../../src/files/copy.js";
import { openFileStore } from "../../src/files/open.js";
import { objectKey } from "../../src/files/s3.js";
import { FileStoreUnavailable, LocalFileStore, sha256, type FileStore } from "../../src/files/store.js";
import { startS3, type S3Server } from "../helpers/s3.js";

let s3: S3Server;
let staging: string;
let store: FileStore;

async function bytesOf(stream: NodeJS.ReadableStream | undefined): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream!) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

beforeAll(async () => {
  s3 = await startS3();
  staging = mkdtempSync(join(tmpdir(), "pod-orders-staging-"));
  store = openFileStore({ dir: staging, s3: s3.location("prints") });
});

afterAll(async () => {
  store?.close();
  await s3?.close();
  rmSync(staging, { recursive: true, force: true });
});

describe("S3FileStore", () => {
  it("put, stat, get and delete by checksum", async () => {
    const data = randomBytes(1000);
    const stored = await store.put(data);
    expect(stored).toEqual({ checksum: sha256(data), size: 1000 });
    expect(await store.stat(stored.checksum)).toEqual({ size: 1000 });
    expect(await bytesOf(await store.get(stored.checksum))).toEqual(data);
    // Content-addressed: putting the same bytes again changes nothing.
    expect(await store.put(data)).toEqual(stored);
    await store.delete(stored.checksum);
    expect(await store.stat(stored.checksum)).toBeUndefined();
    expect(await store.get(stored.checksum)).toBeUndefined();
  });

  it("an unknown or malformed checksum is simply not there", async () => {
    expect(await store.get("0".repeat(64))).toBeUndefined();
    expect(await store.stat("0".repeat(64))).toBeUndefined();
    expect(await store.get("../etc/passwd")).toBeUndefined();
  });

  it("streams a 20 MB temp file up in parts, byte for byte, and removes the temp file", async () => {
    const data = randomBytes(20 * 1024 * 1024);
    const checksum = createHash("sha256").update(data).digest("hex");
    const temp = await store.tempPath();
    expect(temp.startsWith(join(staging, "tmp"))).toBe(true);
    await writeFile(temp, data);
    expect(await store.putFile(temp, checksum)).toEqual({ checksum, size: data.length });
    expect(existsSync(temp)).toBe(false);
    const back = await bytesOf(await store.get(checksum));
    // No aws-chunked framing stored with the body: the bytes are the file's.
    expect(back.length).toBe(data.length);
    expect(createHash("sha256").update(back).digest("hex")).toBe(checksum);
  });

  it("keys objects as the local store lays out files, under the prefix", () => {
    const checksum = "ab".repeat(32);
    expect(objectKey("prints/", checksum)).toBe(`prints/ab/ab/${checksum}`);
    expect(() => objectKey("", "nope")).toThrow(/not a sha256/);
  });

  it("hands out a presigned URL that fetches the file without credentials", async () => {
    const data = randomBytes(300);
    const { checksum } = await store.put(data);
    const url = await store.presignedUrl!(checksum, 60, "image/png");
    expect(url).toContain("X-Amz-Expires=60");
    const res = await fetch(url);
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("image/png");
    expect(Buffer.from(await res.arrayBuffer())).toEqual(data);
  });

  it("is ready while the bucket answers, and says why not otherwise", async () => {
    expect(await store.problem()).toBeUndefined();
    const missing = openFileStore({ dir: staging, s3: { ...s3.location("x"), bucket: "no-such-bucket" } });
    try {
      expect(await missing.problem()).toMatch(/bucket no-such-bucket does not answer: 404/);
    } finally {
      missing.close();
    }
  });

  it("a bucket that is down fails as FileStoreUnavailable, and works again when it is back", async () => {
    const { checksum } = await store.put(Buffer.from("before"));
    await s3.stop();
    try {
      await expect(store.get(checksum)).rejects.toBeInstanceOf(FileStoreUnavailable);
      await expect(store.put(Buffer.from("during"))).rejects.toBeInstanceOf(FileStoreUnavailable);
      expect(await store.problem()).toMatch(/does not answer/);
    } finally {
      await s3.start();
    }
    expect((await bytesOf(await store.get(checksum))).toString()).toBe("before");
  });
});

describe("copying a local store into a bucket", () => {
  it("copies every stored file once: a second run copies nothing, a new file is topped up", async () => {
    const root = mkdtempSync(join(tmpdir(), "pod-orders-copy-"));
    try {
      const local = new LocalFileStore(root);
      const files = await Promise.all([randomBytes(10), randomBytes(2000), randomBytes(3 * 1024 * 1024)].map((data) => local.put(data)));
      await local.tempPath(); // tmp/ is not a stored file
      const location = s3.location("copied");
      const seen: CopyProgress[] = [];
      const first = await copyStoreToBucket(root, location, (p) => seen.push({ ...p }));
      expect(first).toMatchObject({ total: 3, done: 3, copied: 3, skipped: 0 });
      expect(seen.at(-1)).toEqual(first);
      const bucket = openFileStore({ dir: root, s3: location });
      try {
        for (const file of files) expect(await bucket.stat(file.checksum)).toEqual({ size: file.size });
        expect(await copyStoreToBucket(root, location, () => undefined)).toMatchObject({ total: 3, copied: 0, skipped: 3 });
        await local.put(randomBytes(5));
        expect(await copyStoreToBucket(root, location, () => undefined)).toMatchObject({ total: 4, copied: 1, skipped: 3 });
      } finally {
        bucket.close();
      }
      expect(readdirSync(root)).toContain("tmp");
    } finally {
      rmSync(root, { recursive: true, force: true });
    }
  });
});
