// The layer under the text: the product's art fitted to the print area, or transparency when there is none.
import sharp, { type Sharp } from "sharp";
import { RenderError } from "./errors.js";

export interface Size {
  width: number;
  height: number;
}

/**
 * Art above this is refused before decoding (about 17 000 × 17 000); the caller already caps downloads,
 * this keeps one odd file from taking the worker's memory.
 */
export const MAX_ART_PIXELS = 300_000_000;

const TRANSPARENT = { r: 0, g: 0, b: 0, alpha: 0 };

/** A sharp pipeline producing the background at exactly `size`, ready for text to be composited on. */
export async function background(art: Buffer | null, size: Size): Promise<Sharp> {
  // Zeroed RGBA is transparent; it composites about twice as fast as sharp's generated canvas.
  const pixels = art ? await decodeArt(art, size) : Buffer.alloc(size.width * size.height * 4);
  return sharp(pixels, { raw: { ...size, channels: 4 } });
}

/**
 * Decoded separately from the compositing so that any failure here is the art's fault and reported as such.
 * Art of another size is scaled to fit inside the area, centred, with transparent padding.
 */
async function decodeArt(art: Buffer, size: Size): Promise<Buffer> {
  try {
    // EXIF orientation is applied so the art prints the way its designer saw it.
    let pipeline = sharp(art, { limitInputPixels: MAX_ART_PIXELS, autoOrient: true });
    const { width, height } = (await pipeline.metadata()).autoOrient;
    if (width !== size.width || height !== size.height) {
      pipeline = pipeline.resize({ ...size, fit: "contain", position: "centre", background: TRANSPARENT });
    }
    return await pipeline.ensureAlpha().toColourspace("srgb").raw({ depth: "uchar" }).toBuffer();
  } catch (error) {
    throw new RenderError(`product art is not a readable image: ${(error as Error).message}`);
  }
}
