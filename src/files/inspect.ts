// Is a downloaded file a real print image? Format by its bytes, a full decode, and its size in pixels.
import sharp, { type Metadata } from "sharp";

/** The formats a printer takes, by what sharp reads from the bytes (never by name or Content-Type). */
const FORMATS = { png: "image/png", jpeg: "image/jpeg", tiff: "image/tiff", webp: "image/webp" } as const;
type Format = keyof typeof FORMATS;

/** Larger images are refused before decoding: about 17 000 × 17 000 pixels. */
export const MAX_IMAGE_PIXELS = 300_000_000;

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
    // A header can look right on a truncated or corrupt file: decode it all once.
    await sharp(path, { limitInputPixels: MAX_IMAGE_PIXELS, failOn: "error" }).stats();
  } catch (error) {
    throw new NotAnImage(`the ${format.toUpperCase()} image cannot be decoded: ${(error as Error).message}`);
  }
  return { format: format as Format, contentType: FORMATS[format as Format], width, height, density: metadata.density ? Math.round(metadata.density) : null };
}
