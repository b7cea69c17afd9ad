// Thumbnails of stored files for the operator: made on first request from the stored file, then kept in the file store.
import { createHash } from "node:crypto";
import { writeFile } from "node:fs/promises";
import { Failure } from "../domain/errors.js";
import type { FileStore } from "../files/store.js";
import { makeThumbnail, THUMBNAIL_CONTENT_TYPE, THUMBNAIL_SIZE } from "../files/thumbnail.js";
import type { ServiceContext } from "./context.js";
import { openFile } from "./files.js";

/**
 * Where a file's thumbnail lives in the content-addressed store: a key derived from the file's checksum and the
 * thumbnail's settings (a new size or format gets new keys, never a stale thumbnail).
 */
export function thumbnailKey(checksum: string): string {
  return createHash("sha256").update(`thumbnail:webp:${THUMBNAIL_SIZE}:${checksum}`).digest("hex");
}

/** Requests for the same thumbnail while it is being made wait for that one making. */
const making = new Map<string, Promise<void>>();

async function make(ctx: ServiceContext, store: FileStore, checksum: string, key: string): Promise<void> {
  const file = await openFile(ctx, store, checksum, undefined);
  let thumbnail: Buffer;
  try {
    thumbnail = await makeThumbnail(file.stream);
  } catch {
    throw Failure.of("file_not_found", "the stored file is not an image a thumbnail can be made of", "checksum");
  }
  const temp = await store.tempPath();
  await writeFile(temp, thumbnail);
  await store.putFile(temp, key);
}

/** The thumbnail's bytes, made now if this is the first request for it; 404 file_not_found for an unknown file. */
export async function openThumbnail(ctx: ServiceContext, store: FileStore, checksum: string) {
  const notFound = () => Failure.of("file_not_found", "no stored file with that checksum", "checksum");
  if (!/^[0-9a-f]{64}$/.test(checksum)) throw notFound();
  const key = thumbnailKey(checksum);
  if (!(await store.stat(key))) {
    let pending = making.get(key);
    if (!pending) {
      pending = make(ctx, store, checksum, key).finally(() => making.delete(key));
      making.set(key, pending);
    }
    await pending;
  }
  const [stream, stat] = await Promise.all([store.get(key), store.stat(key)]);
  if (!stream || !stat) throw notFound();
  return { contentType: THUMBNAIL_CONTENT_TYPE, size: stat.size, stream };
}
