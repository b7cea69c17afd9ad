// Is a downloaded file a real print image? Format by its bytes, every pixel decoded once (never held), and its size in pixels.
import sharp, { type Metadata } from "./sharp.js";

/** The formats a printer takes, by what sharp reads from the bytes (never by name or Content-Type). */
const FORMATS = { png: "image/png", jpeg: "image/jpeg", tiff: "image/tiff", webp: "image/webp" } as const;
type Format = keyof typeof FORMATS;

/** Larger images are refused before decoding: about 17 000 × 17 000 pixels. */
export const MAX_IMAGE_PIXELS = 300_000_000;

/** The decode check's output: the image boxed down to at most this many pixels a side, a few kilobytes. */
const DECODE_CHECK_SIDE = 64;

export interface ImageFacts {
  format: Format;
  contentType: string;
  width: number;
  height: number;
  /** Pixels per inch recorded in the file, if any. */
  density: number | null;
}

/** Why a file is not accepted as an image; retrying the same bytes cannot help. */
export class NotAnImage extends Error {}

export async function inspectImage(path: string): Promise<ImageFacts> {
  let metadata: Metadata;
  try {
    // The header only: no pixel is decoded here.
    metadata = await sharp(path, { limitInputPixels: false }).metadata();
  } catch {
    throw new NotAnImage("not an image: the bytes are not PNG, JPEG, TIFF or WebP");
  }
  const format = metadata.format as string | undefined;
  if (!format || !(format in FORMATS)) throw new NotAnImage(`not an accepted image format (${format ?? "unknown"}); use PNG, JPEG, TIFF or WebP`);
  const { width, height } = metadata;
  if (!width || !height) throw new NotAnImage("the image has no dimensions");
  if (width * height > MAX_IMAGE_PIXELS) throw new NotAnImage(`the image is ${width} × ${height} pixels, more than ${MAX_IMAGE_PIXELS} in all`);
  try {
    await decodeEveryPixel(path, width, height);
  } catch (error) {
    throw new NotAnImage(`the ${format.toUpperCase()} image cannot be decoded: ${(error as Error).message}`);
  }
  return { format: format as Format, contentType: FORMATS[format as Format], width, height, density: metadata.density ? Math.round(metadata.density) : null };
}

/**
 * A header can look right on a truncated or corrupt file, so every pixel is decoded once, in order, and boxed down
 * as it streams past: libvips holds a few strips of the image at a time, never the whole of it (a full decode held
 * 80 MB for 4500 × 5400 art). The full-size extract turns off shrink-on-load, so a JPEG or WebP is decoded at its
 * full size too, and the box filter reads every line, the last included.
 */
async function decodeEveryPixel(path: string, width: number, height: number): Promise<void> {
  await sharp(path, { limitInputPixels: MAX_IMAGE_PIXELS, failOn: "error", sequentialRead: true })
    .extract({ left: 0, top: 0, width, height })
    .resize({ width: DECODE_CHECK_SIDE, height: DECODE_CHECK_SIDE, fit: "inside", withoutEnlargement: true })
    .raw()
    .toBuffer();
}
