// Reading stored files: the operator any file, a caller only the files of its own orders.
import { Failure } from "../domain/errors.js";
import type { FileStore } from "../files/store.js";
import * as files from "../store/files.js";
import type { ServiceContext } from "./context.js";

const CHECKSUM = /^[0-9a-f]{64}$/;

/** The file's content type, size and bytes; `accountId` limits it to files used by that account's orders. */
export async function openFile(ctx: ServiceContext, store: FileStore, checksum: string, accountId: string | undefined) {
  const notFound = () => Failure.of("file_not_found", "no stored file with that checksum", "checksum");
  if (!CHECKSUM.test(checksum)) throw notFound();
  if (accountId !== undefined && !(await files.accountUsesFile(ctx.db, accountId, checksum))) throw notFound();
  const row = await files.findFile(ctx.db, checksum);
  const stream = row ? await store.get(checksum) : undefined;
  if (!row || !stream) throw notFound();
  return { contentType: row.content_type, size: row.size_bytes, stream };
}
