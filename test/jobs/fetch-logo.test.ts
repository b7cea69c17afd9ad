// A store's logo fetched from a local host through the guarded download into the file store (a directory, and a
// bucket on s3rver): PNG and JPEG kept, everything else answered as a failed logo with a stable reason, nothing stored.
import { mkdtempSync, readdirSync, rmSync } from "node:fs";
import { createServer, type Server } from "node:http";
import { tmpdir } from "node:os";
import { join } from "node:path";
import sharp from "sharp";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { openFileStore } from "../../src/files/open.js";
import { LocalFileStore, sha256, type FileStore } from "../../src/files/store.js";
import { TransientFailure } from "../../src/jobs/worker.js";
import { GuardedClient } from "../../src/net/guarded-request.js";
import { serviceContext, type ServiceContext } from "../../src/services/context.js";
import { migrate, openDatabase, type Database } from "../../src/store/database.js";
import { findFile } from "../../src/store/files.js";
import { fetchLogo, LOGO_MAX_BYTES, logoRetryDelayMs, logoToRecord, type LogoOutcome } from "../../src/tasks/fetch-logo.js";
import { fileRetryDelayMs } from "../../src/tasks/make-line-files.js";
import { freshDatabase, type FreshDatabase } from "../helpers/backend.js";
import { gradientImage, startImageHost, type ImageHost } from "../helpers/image-host.js";
import { startS3, type S3Server } from "../helpers/s3.js";

let host: ImageHost;
let client: GuardedClient;
let dir: string;
let fresh: FreshDatabase;
let database: Database;
let ctx: ServiceContext;
let store: FileStore;

beforeAll(async () => {
  host = await startImageHost();
  client = new GuardedClient({ allowHosts: ["127.0.0.1"], timeoutMs: 5_000 });
});
afterAll(async () => {
  await client.close();
  await host.close();
});

beforeEach(async () => {
  dir = mkdtempSync(join(tmpdir(), "pod-orders-logo-"));
  fresh = await freshDatabase(dir);
  database = openDatabase(fresh.url, 2);
  await migrate(database.db);
  ctx = serviceContext(database.db, { maxItemsPerOrder: 100, fetchAllowHosts: ["127.0.0.1"], sandboxAdvanceSeconds: 1 });
  store = new LocalFileStore(join(dir, "files"));
});
afterEach(async () => {
  await database.close();
  await fresh.drop();
  rmSync(dir, { recursive: true, force: true });
});

async function bytesOf(stream: NodeJS.ReadableStream | undefined): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream!) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

/** Every file the local store holds, temp files included: nothing is left behind by a refused logo. */
function storedFiles(): string[] {
  return (readdirSync(join(dir, "files"), { recursive: true, withFileTypes: true }) as { isFile(): boolean; name: string }[]).filter((e) => e.isFile()).map((e) => e.name);
}

function failure(outcome: LogoOutcome): { reason: string; retryable: boolean } {
  if (outcome.status !== "failed") throw new Error(`expected a failed logo, got ${JSON.stringify(outcome)}`);
  return { reason: outcome.reason, retryable: outcome.retryable };
}

describe("fetchLogo", () => {
  it.each([
    ["png", "image/png"],
    ["jpeg", "image/jpeg"],
  ] as const)("keeps a %s logo: stored under its checksum, recorded with its size in pixels", async (format, contentType) => {
    const logo = await gradientImage(600, 240, format);
    // The content type the host claims is not what decides.
    const url = host.serve(`/logo.${format}`, logo, "application/octet-stream");
    const outcome = await fetchLogo({ ctx, store, client }, url);
    expect(outcome).toMatchObject({ status: "ready", file: { checksum: sha256(logo), content_type: contentType, size_bytes: logo.length, width_px: 600, height_px: 240 } });
    expect(await bytesOf(await store.get(sha256(logo)))).toEqual(logo);
    expect(await findFile(database.db, sha256(logo))).toMatchObject({ content_type: contentType, width_px: 600 });
  });

  it("follows a redirect to the logo", async () => {
    const logo = await gradientImage(300, 120);
    const url = host.redirect("/moved.png", host.serve("/real.png", logo));
    expect(await fetchLogo({ ctx, store, client }, url)).toMatchObject({ status: "ready", file: { checksum: sha256(logo) } });
  });

  it.each([
    ["a GIF", "/logo.gif", async () => sharp({ create: { width: 40, height: 20, channels: 3, background: "#c00" } }).gif().toBuffer(), "image/gif"],
    ["a WebP (print files take it, pdfkit does not draw it)", "/logo.webp", () => gradientImage(40, 20, "webp"), "image/webp"],
    ["text named .png", "/text.png", () => Promise.resolve(Buffer.from("<html>not a logo</html>")), "image/png"],
  ])("refuses %s as not_an_image, for good, storing nothing", async (_, path, make, contentType) => {
    const url = host.serve(path, await make(), contentType);
    const { reason, retryable } = failure(await fetchLogo({ ctx, store, client }, url));
    expect(reason).toMatch(/^not_an_image: .*PNG or JPEG/);
    expect(retryable).toBe(false);
    expect(storedFiles()).toEqual([]);
  });

  it("refuses a body over 5 MB as too_large from its Content-Length", async () => {
    const url = host.serve("/huge.png", Buffer.alloc(6 * 1024 * 1024, 1));
    const { reason, retryable } = failure(await fetchLogo({ ctx, store, client }, url));
    expect(reason).toBe(`too_large: the file is ${6 * 1024 * 1024} bytes, more than the limit of ${LOGO_MAX_BYTES}`);
    expect(retryable).toBe(false);
    expect(storedFiles()).toEqual([]);
  });

  it("stops reading a body with no length once it passes 5 MB", async () => {
    // 64 MB offered a chunk at a time, as fast as the reader takes them: a reader that kept going would get all of it.
    const offered = 64 * 1024 * 1024;
    let sent = 0;
    let closedEarly = false;
    const server: Server = createServer((_req, res) => {
      res.writeHead(200, { "content-type": "image/png" });
      const chunk = Buffer.alloc(64 * 1024, 7);
      const more = () => {
        while (sent < offered) {
          sent += chunk.length;
          if (!res.write(chunk)) return void res.once("drain", more);
        }
        res.end();
      };
      res.on("close", () => (closedEarly = sent < offered));
      more();
    });
    await new Promise<void>((done) => server.listen(0, "127.0.0.1", done));
    try {
      const { port } = server.address() as { port: number };
      const { reason } = failure(await fetchLogo({ ctx, store, client }, `http://127.0.0.1:${port}/endless.png`));
      expect(reason).toBe(`too_large: the file is larger than the limit of ${LOGO_MAX_BYTES} bytes`);
      await expect.poll(() => closedEarly).toBe(true);
      // What the socket buffers took beyond the 5 MB read, not the 64 MB offered.
      expect(sent).toBeLessThan(24 * 1024 * 1024);
      expect(storedFiles()).toEqual([]);
    } finally {
      server.closeAllConnections();
      await new Promise<void>((done) => server.close(() => done()));
    }
  });

  it("refuses an image of more than 9 megapixels as too_large, however small its file", async () => {
    const url = host.serve("/wide.png", await sharp({ create: { width: 3100, height: 3000, channels: 3, background: "#fff" } }).png().toBuffer());
    expect(failure(await fetchLogo({ ctx, store, client }, url))).toEqual({ reason: "too_large: the image is 3100 × 3000 pixels, more than 9000000 in all", retryable: false });
    expect(storedFiles()).toEqual([]);
  });

  it("answers a 404 as fetch_failed with the status, for good", async () => {
    const url = `${host.origin}/nowhere.png`;
    expect(failure(await fetchLogo({ ctx, store, client }, url))).toEqual({ reason: `fetch_failed: HTTP 404 from ${url}`, retryable: false });
  });

  it("answers a 503 as fetch_failed that may pass: retried on print files' schedule, recorded on the last attempt", async () => {
    const url = host.fail("/down.png", 503);
    const outcome = await fetchLogo({ ctx, store, client }, url);
    expect(failure(outcome)).toEqual({ reason: `fetch_failed: HTTP 503 from ${url}`, retryable: true });
    expect(() => logoToRecord(outcome, { attempt: 1, maxAttempts: 8 })).toThrow(TransientFailure);
    expect(logoToRecord(outcome, { attempt: 8, maxAttempts: 8 })).toEqual({ status: "failed", reason: `fetch_failed: HTTP 503 from ${url}` });
    expect([1, 2, 3, 10].map(logoRetryDelayMs)).toEqual([1, 2, 3, 10].map(fileRetryDelayMs));
  });

  it("records a permanent failure at once, and a ready logo as it is", async () => {
    const gone = await fetchLogo({ ctx, store, client }, `${host.origin}/gone.png`);
    expect(logoToRecord(gone, { attempt: 1, maxAttempts: 8 })).toEqual({ status: "failed", reason: `fetch_failed: HTTP 404 from ${host.origin}/gone.png` });
    const ready = await fetchLogo({ ctx, store, client }, host.serve("/ok.png", await gradientImage(50, 20)));
    expect(logoToRecord(ready, { attempt: 1, maxAttempts: 8 })).toEqual(ready);
  });

  it("answers a redirect loop as fetch_failed, for good", async () => {
    const url = host.redirect("/loop.png", `${host.origin}/loop.png`);
    expect(failure(await fetchLogo({ ctx, store, client }, url))).toEqual({ reason: "fetch_failed: more than 5 redirects", retryable: false });
  });

  it("answers a host that refuses connections as unreachable, which may pass", async () => {
    const closed = createServer();
    await new Promise<void>((done) => closed.listen(0, "127.0.0.1", done));
    const { port } = closed.address() as { port: number };
    await new Promise<void>((done) => closed.close(() => done()));
    const { reason, retryable } = failure(await fetchLogo({ ctx, store, client }, `http://127.0.0.1:${port}/logo.png`));
    expect(reason).toMatch(/^unreachable: ECONNREFUSED/);
    expect(retryable).toBe(true);
  });

  it("refuses a redirect to a private address as refused_destination, for good", async () => {
    const url = host.redirect("/sneaky.png", "http://169.254.169.254/latest/meta-data");
    const { reason, retryable } = failure(await fetchLogo({ ctx, store, client }, url));
    expect(reason).toMatch(/^refused_destination: refused destination http:\/\/169\.254\.169\.254\//);
    expect(retryable).toBe(false);
  });
});

describe("fetchLogo into a bucket", () => {
  let s3: S3Server;
  beforeAll(async () => {
    s3 = await startS3();
  });
  afterAll(async () => {
    await s3?.close();
  });

  it("stores the logo in the bucket under its checksum, leaving no temp file on the local disk", async () => {
    const staging = join(dir, "staging");
    const bucket = openFileStore({ dir: staging, s3: s3.location("logos") });
    try {
      const logo = await gradientImage(500, 200, "jpeg");
      const outcome = await fetchLogo({ ctx, store: bucket, client }, host.serve("/bucket-logo.jpg", logo, "image/jpeg"));
      expect(outcome).toMatchObject({ status: "ready", file: { checksum: sha256(logo), content_type: "image/jpeg" } });
      expect(await bytesOf(await bucket.get(sha256(logo)))).toEqual(logo);
      // Read through a second store on another empty directory: the object is in the bucket, not on this disk.
      const elsewhere = openFileStore({ dir: join(dir, "elsewhere"), s3: s3.location("logos") });
      expect(await elsewhere.stat(sha256(logo))).toEqual({ size: logo.length });
      elsewhere.close();
      const left = (readdirSync(staging, { recursive: true, withFileTypes: true }) as { isFile(): boolean }[]).filter((e) => e.isFile());
      expect(left).toEqual([]);
    } finally {
      bucket.close();
    }
  });
});
