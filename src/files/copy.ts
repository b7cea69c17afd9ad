// Copies a local file store into a bucket, for a move to several machines: every stored file (`ab/cd/<checksum>`)
// not yet in the bucket with its size is streamed up; what is there already is skipped, so running it again
// after an interruption (or while the service still writes) finishes the job without copying anything twice.
import { readdir, stat } from "node:fs/promises";
import { join } from "node:path";
import { HeadObjectCommand, type S3Client } from "@aws-sdk/client-s3";
import { isNotFound, objectKey, s3Client, uploadFile, type S3Location } from "./s3.js";
import { CHECKSUM } from "./store.js";

export interface CopyProgress {
  /** Files found in the local store (known once the walk is done; grows while it runs). */
  total: number;
  done: number;
  copied: number;
  skipped: number;
  bytesCopied: number;
}

/** The stored files of a local store: paths `ab/cd/<checksum>` whose name is a sha256 starting with `abcd`. */
export async function* storedFiles(root: string): AsyncGenerator<{ checksum: string; path: string; size: number }> {
  const level = async (dir: string) => (await readdir(dir, { withFileTypes: true }).catch(() => [])).filter((e) => e.isDirectory() && /^[0-9a-f]{2}$/.test(e.name));
  for (const first of await level(root)) {
    for (const second of await level(join(root, first.name))) {
      const dir = join(root, first.name, second.name);
      for (const entry of await readdir(dir, { withFileTypes: true })) {
        if (!entry.isFile() || !CHECKSUM.test(entry.name) || !entry.name.startsWith(first.name + second.name)) continue;
        const path = join(dir, entry.name);
        yield { checksum: entry.name, path, size: (await stat(path)).size };
      }
    }
  }
}

async function sizeInBucket(client: S3Client, location: S3Location, key: string): Promise<number | undefined> {
  try {
    return (await client.send(new HeadObjectCommand({ Bucket: location.bucket, Key: key }))).ContentLength;
  } catch (error) {
    if (isNotFound(error)) return undefined;
    throw error;
  }
}

/** Copies every file of the local store at `root` into `location`; `onProgress` after each file. */
export async function copyStoreToBucket(root: string, location: S3Location, onProgress: (progress: CopyProgress) => void, client: S3Client = s3Client(location)): Promise<CopyProgress> {
  const files: { checksum: string; path: string; size: number }[] = [];
  for await (const file of storedFiles(root)) files.push(file);
  const progress: CopyProgress = { total: files.length, done: 0, copied: 0, skipped: 0, bytesCopied: 0 };
  onProgress(progress);
  for (const file of files) {
    const key = objectKey(location.prefix, file.checksum);
    if ((await sizeInBucket(client, location, key)) === file.size) {
      progress.skipped++;
    } else {
      await uploadFile(client, location.bucket, key, file.path, file.size);
      progress.copied++;
      progress.bytesCopied += file.size;
    }
    progress.done++;
    onProgress(progress);
  }
  return progress;
}
