// One image fetched from a caller's URL into the file store: the guarded download, the check of its bytes on the image
// pool, the move into place under its checksum and the files table's row; what print files and stores' logos share.
import { unlink } from "node:fs/promises";
import type { StoredImage } from "../domain/print-files.js";
import type { FileStore } from "../files/store.js";
import type { GuardedClient } from "../net/guarded-request.js";
import type { ImagePool } from "../render/image-pool.js";
import type { ImageFacts } from "../render/inspect.js";
import type { ServiceContext } from "../services/context.js";
import * as filesDb from "../store/files.js";

export interface ImageDownloadDeps {
  ctx: ServiceContext;
  store: FileStore;
  client: Pick<GuardedClient, "download">;
  images: Pick<ImagePool, "run">;
}

/**
 * Downloads `url` (at most `maxBytes`, the guard's rules on every hop) to a temp file of the store, checks its bytes
 * are an image, lets `accept` refuse (by throwing) what this use does not take, then stores and records it.
 * Nothing is stored when any step throws: DownloadError and NotAnImage for the URL's fault, anything else for ours.
 */
export async function downloadImage(deps: ImageDownloadDeps, url: string, maxBytes: number, accept: (facts: ImageFacts) => void = () => undefined): Promise<StoredImage> {
  const temp = await deps.store.tempPath();
  try {
    const downloaded = await deps.client.download(url, temp, { maxBytes });
    const facts = await deps.images.run({ kind: "inspect", path: temp });
    accept(facts);
    await deps.store.putFile(temp, downloaded.sha256);
    const image: StoredImage = {
      checksum: downloaded.sha256,
      content_type: facts.contentType,
      size_bytes: downloaded.size,
      width_px: facts.width,
      height_px: facts.height,
      density: facts.density,
    };
    await filesDb.recordFile(deps.ctx.db, { ...image, created_at: deps.ctx.now().toISOString() });
    return image;
  } finally {
    await unlink(temp).catch(() => undefined);
  }
}
