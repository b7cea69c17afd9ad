// Reading stored files: the operator any file, a caller only the files of its own orders.
import { Failure } from "../domain/errors.js";
import type { OrderOwner } from "../domain/stores.js";
import type { FileStore } from "../files/store.js";
import * as files from "../store/files.js";
import type { ServiceContext } from "./context.js";

const CHECKSUM = /^[0-9a-f]{64}$/;

const notFound = () => Failure.of("file_not_found", "no stored file with that checksum", "checksum");

/**
 * The file's row, when `owner` (if given) may read it: a file used by one of the orders it reaches (its account's; a
 * store token's, its store's).
 */
async function readableFile(ctx: ServiceContext, checksum: string, owner: OrderOwner | undefined) {
  if (!CHECKSUM.test(checksum)) throw notFound();
  if (owner !== undefined && !(await files.ownerUsesFile(ctx.db, owner, checksum))) throw notFound();
  const row = await files.findFile(ctx.db, checksum);
  if (!row) throw notFound();
  return row;
}

/** The file's content type, size and bytes; `owner` limits it to files used by the orders it reaches. */
export async function openFile(ctx: ServiceContext, store: FileStore, checksum: string, owner: OrderOwner | undefined) {
  const row = await readableFile(ctx, checksum, owner);
  const stream = await store.get(checksum);
  if (!stream) throw notFound();
  return { contentType: row.content_type, size: row.size_bytes, stream };
}

/**
 * A presigned URL of the file in the store's bucket, valid `seconds`, after the same access check as openFile;
 * undefined when the store cannot presign (then the file is streamed).
 */
export async function presignedFileUrl(ctx: ServiceContext, store: FileStore, checksum: string, owner: OrderOwner | undefined, seconds: number): Promise<string | undefined> {
  if (!store.presignedUrl) return undefined;
  const row = await readableFile(ctx, checksum, owner);
  if (!(await store.stat(checksum))) throw notFound();
  return store.presignedUrl(checksum, seconds, row.content_type);
}
