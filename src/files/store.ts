// The file store: content-addressed files (sha256) behind one interface, implemented by a local directory (here)
// and an S3-compatible bucket (s3.ts). Local writes are atomic: a temp file, synced, renamed into place.
import { createHash, randomBytes } from "node:crypto";
import { createReadStream } from "node:fs";
import { mkdir, open, readdir, rename, rm, stat, unlink } from "node:fs/promises";
import { dirname, join } from "node:path";
import type { Readable } from "node:stream";

export interface StoredFile {
  checksum: string;
  size: number;
}

export interface FileStore {
  /** A fresh path on the store's own disk for a file being written (a download); hand it to putFile. */
  tempPath(): Promise<string>;
  /** Moves a finished temp file into place under `checksum` (computed by the caller while writing it). */
  putFile(tempPath: string, checksum: string): Promise<StoredFile>;
  put(data: Buffer): Promise<StoredFile>;
  /** The file's bytes, or undefined when the store does not have it. */
  get(checksum: string): Promise<Readable | undefined>;
  stat(checksum: string): Promise<{ size: number } | undefined>;
  delete(checksum: string): Promise<void>;
  /** Removes temp files older than `olderThanMs` (default an hour) left by a crash mid-write. */
  sweepTemp(olderThanMs?: number): Promise<void>;
  /** Undefined when the store can serve files; what is wrong otherwise (readiness). */
  problem(): Promise<string | undefined>;
  /**
   * A URL that fetches the file without credentials for `seconds`, answered with `contentType`; only stores that
   * can hand out such URLs (S3) have it.
   */
  presignedUrl?(checksum: string, seconds: number, contentType: string): Promise<string>;
  close(): void;
}

export const CHECKSUM = /^[0-9a-f]{64}$/;

/** The store could not be reached or failed (a bucket's server down, refused credentials): retry later. */
export class FileStoreUnavailable extends Error {}

export function sha256(data: Buffer): string {
  return createHash("sha256").update(data).digest("hex");
}

/** Files under `root/ab/cd/<checksum>`; temp files under `root/tmp`, on the same disk so rename is atomic. */
export class LocalFileStore implements FileStore {
  constructor(private readonly root: string) {}

  private pathOf(checksum: string): string {
    if (!CHECKSUM.test(checksum)) throw new Error(`not a sha256 checksum: ${checksum}`);
    return join(this.root, checksum.slice(0, 2), checksum.slice(2, 4), checksum);
  }

  async tempPath(): Promise<string> {
    const dir = join(this.root, "tmp");
    await mkdir(dir, { recursive: true });
    return join(dir, `${Date.now()}-${randomBytes(8).toString("hex")}`);
  }

  async putFile(tempPath: string, checksum: string): Promise<StoredFile> {
    const target = this.pathOf(checksum);
    const handle = await open(tempPath, "r");
    let size: number;
    try {
      await handle.sync();
      size = (await handle.stat()).size;
    } finally {
      await handle.close();
    }
    await mkdir(dirname(target), { recursive: true });
    // Same content under the same name: a file already in place is as good as the new one.
    await rename(tempPath, target);
    await syncDirectory(dirname(target));
    return { checksum, size };
  }

  async put(data: Buffer): Promise<StoredFile> {
    const checksum = sha256(data);
    if (await this.stat(checksum)) return { checksum, size: data.length };
    const temp = await this.tempPath();
    const handle = await open(temp, "w");
    try {
      await handle.writeFile(data);
    } finally {
      await handle.close();
    }
    return this.putFile(temp, checksum);
  }

  async get(checksum: string): Promise<Readable | undefined> {
    if (!(await this.stat(checksum))) return undefined;
    return createReadStream(this.pathOf(checksum));
  }

  async stat(checksum: string): Promise<{ size: number } | undefined> {
    if (!CHECKSUM.test(checksum)) return undefined;
    try {
      return { size: (await stat(this.pathOf(checksum))).size };
    } catch {
      return undefined;
    }
  }

  async delete(checksum: string): Promise<void> {
    await rm(this.pathOf(checksum), { force: true });
  }

  /** The directory is the machine's own disk; the database's readiness check watches for a full one. */
  problem(): Promise<string | undefined> {
    return Promise.resolve(undefined);
  }

  close(): void {}

  async sweepTemp(olderThanMs = 3_600_000): Promise<void> {
    const dir = join(this.root, "tmp");
    const names = await readdir(dir).catch(() => [] as string[]);
    const cutoff = Date.now() - olderThanMs;
    for (const name of names) {
      const started = Number(name.split("-")[0]);
      if (Number.isFinite(started) && started < cutoff) await unlink(join(dir, name)).catch(() => undefined);
    }
  }
}

async function syncDirectory(dir: string): Promise<void> {
  const handle = await open(dir, "r");
  try {
    await handle.sync();
  } finally {
    await handle.close();
  }
}
