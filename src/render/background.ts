// The layer under the text: the product's art fitted to the print area, or transparency when there is none, as a
// lazy libvips pipeline that is never held whole in memory.
import sharp, { type Sharp } from "./sharp.js";
import { RenderError } from "./errors.js";

export interface Size {
  width: number;
  height: number;
}

/** The art's bytes, or the path of a file holding them (read as it streams, never loaded whole). */
export type ArtSource = Buffer | string;

/**
 * Art above this is refused before decoding (about 17 000 × 17 000); the caller already caps downloads,
 * this keeps one odd file from taking the worker's memory.
 */
export const MAX_ART_PIXELS = 300_000_000;

const TRANSPARENT = { r: 0, g: 0, b: 0, alpha: 0 };

/**
 * A sharp pipeline producing the background at exactly `size` as 8-bit sRGB with alpha, ready for text to be
 * composited on; nothing is decoded until its output is written. Art of another size is scaled to fit inside the
 * area, centred, with transparent padding; its EXIF orientation is applied so it prints the way its designer saw it.
 */
export async function background(art: ArtSource | null, size: Size): Promise<Sharp> {
  if (art === null) return transparent(size);
  let pipeline: Sharp;
  let oriented: Size;
  try {
    // Sequential: libvips decodes the art strip by strip as the output is written, never all of it at once.
    pipeline = sharp(art, { limitInputPixels: MAX_ART_PIXELS, autoOrient: true, sequentialRead: true });
    oriented = (await pipeline.metadata()).autoOrient;
  } catch (error) {
    throw artError(error);
  }
  if (oriented.width !== size.width || oriented.height !== size.height) {
    pipeline = pipeline.resize({ ...size, fit: "contain", position: "centre", background: TRANSPARENT });
  }
  return pipeline.ensureAlpha().toColourspace("srgb");
}

/**
 * Zeroed RGBA is transparent, and it composites about twice as fast as sharp's generated canvas. The buffer costs
 * address space, not memory: a large zeroed allocation is fresh pages from the kernel, which libvips only reads, so
 * they all stay the one shared zero page and never count in the process's resident size.
 */
function transparent(size: Size): Sharp {
  return sharp(Buffer.alloc(size.width * size.height * 4), { raw: { ...size, channels: 4 } });
}

/** Every failure while reading the art is the art's fault, and reported as such: the same art would fail again. */
export function artError(error: unknown): RenderError {
  return new RenderError(`product art is not a readable image: ${firstLine(error)}`);
}

function firstLine(error: unknown): string {
  return (error as Error).message.split("\n")[0]!;
}
