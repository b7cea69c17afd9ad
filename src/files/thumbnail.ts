// Thumbnails of stored images for the operator console: longest side 400 px, WebP, orientation applied.
import type { Readable } from "node:stream";
import sharp from "../render/sharp.js";

export const THUMBNAIL_SIZE = 400;
export const THUMBNAIL_CONTENT_TYPE = "image/webp";

/** Reads the whole image from `source`; never enlarges one already smaller than the thumbnail size. */
export async function makeThumbnail(source: Readable): Promise<Buffer> {
  // Only the first page or frame of a multi-page TIFF or animated WebP: the thumbnail shows what will print.
  const transformer = sharp({ pages: 1, failOn: "none" })
    .rotate()
    .resize({ width: THUMBNAIL_SIZE, height: THUMBNAIL_SIZE, fit: "inside", withoutEnlargement: true })
    .webp({ quality: 80, alphaQuality: 90 });
  source.on("error", (error) => transformer.destroy(error));
  return source.pipe(transformer).toBuffer();
}
