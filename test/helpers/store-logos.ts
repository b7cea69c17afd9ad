// A store's logo in a given state without its fetch job: the image put in the service's file store and recorded as a
// stored file (as the job's download does), then the store's logo columns set, for tests that need a ready, pending
// or failed logo at once.
import sharp from "sharp";
import { openFileStore } from "../../src/files/open.js";
import { recordFile } from "../../src/store/files.js";
import { updateStore } from "../../src/store/stores.js";
import type { TestServer } from "./server.js";

/** Stores `png` (a PNG's bytes) as the store's ready logo, `logo_url` set to `url`; answers its checksum. */
export async function setReadyLogo(server: TestServer, storeId: string, png: Buffer, url = "https://shop.example.com/logo.png"): Promise<string> {
  const files = openFileStore({ dir: server.config.filesDir, ...(server.config.filesS3 ? { s3: server.config.filesS3 } : {}) });
  try {
    const { checksum, size } = await files.put(png);
    const { width = 0, height = 0 } = await sharp(png).metadata();
    await recordFile(server.database.db, { checksum, content_type: "image/png", size_bytes: size, width_px: width, height_px: height, density: null, created_at: new Date().toISOString() });
    await updateStore(server.database.db, storeId, { logo_url: url, logo_status: "ready", logo_reason: null, logo_file: checksum });
    return checksum;
  } finally {
    files.close();
  }
}

/** The store's logo failed with `reason`, as the job records it. */
export async function setFailedLogo(server: TestServer, storeId: string, reason: string, url = "https://shop.example.com/logo.gif"): Promise<void> {
  await updateStore(server.database.db, storeId, { logo_url: url, logo_status: "failed", logo_reason: reason, logo_file: null });
}
