// Reading stored files: the operator any file, a caller only the files of its own orders.
import { Failure } from "../domain/errors.js";
import type { FileStore } from "../files/store.js";
import * as files from "../store/files.js";
import type { ServiceContext } from "./context.js";

const CHECKSUM = /^[0-9a-f]{64}$/;

const notFound = () => Failure.of("file_not_found", "no stored file with that checksum", "checksum");

/** The file's row, when `accountId` (if given) may read it: a file used by one of that account's orders. */
async function readableFile(ctx: ServiceContext, checksum: string, accountId: string | undefined) {
  if (!CHECKSUM.test(checksum)) throw notFound();
  if (accountId !== undefined && !(await files.accountUsesFile(ctx.db, accountId, checksum))) throw notFound();
  const row = await files.findFile(ctx.db, checksum);
  if (!row) throw notFound();
  return row;
}

/** The file's content type, size and bytes; `accountId` limits it to files used by that account's orders. */
export async function openFile(ctx: ServiceContext, store: FileStore, checksum: string, accountId: string | undefined) {
  const row = await readableFile(ctx, checksum, accountId);
  const stream = await store.get(checksum);
  if (!stream) throw notFound();
  return { contentType: row.content_type, size: row.size_bytes, stream };
}

/**
 * A presigned URL of the file in the store's bucket, valid `seconds`, after the same access check as openFile;
 * undefined when the store cannot presign (then the file is streamed).
 */
export async function presignedFileUrl(ctx: ServiceContext, store: FileStore, checksum: string, accountId: string | undefined, seconds: number): Promise<string | undefined> {
  if (!store.presignedUrl) return undefined;
  const row = await readableFile(ctx, checksum, accountId);
  if (!(await store.stat(checksum))) throw notFound();
  return store.presignedUrl(checksum, seconds, row.content_type);
}
