// Custom-text print files: the caller's texts drawn in their boxes over the product's art at the blank's print size, and previews of them.
import sharp, { type OverlayOptions, type Sharp } from "./sharp.js";
import { artError, background, type ArtSource } from "./background.js";
import { RenderError } from "./errors.js";
import { fitText, type Align, type TextImage } from "./text-image.js";

export { MAX_ART_PIXELS } from "./background.js";
export { RenderError } from "./errors.js";
export { missingCharacters } from "./document-fonts.js";
export { FONT_FILE } from "./font.js";
export { MIN_FONT_SIZE } from "./text-image.js";

export interface AreaSize {
  width_px: number;
  height_px: number;
  dpi: number;
}

/** A text box in pixels of its print area; defaults (color, align) are already applied by the caller. */
export interface TextField {
  field_name: string;
  x: number;
  y: number;
  width: number;
  height: number;
  font_size: number;
  color: string;
  align: Align;
}

export interface RenderRequest {
  area: AreaSize;
  /** The product's art for this area (its bytes or its file's path), or null when it has none. */
  art: ArtSource | null;
  fields: TextField[];
  /** field_name → the text the caller sent; a missing or blank text leaves its field out. */
  texts: Record<string, string>;
}

export interface ImageSize {
  width: number;
  height: number;
  dpi: number;
}

export interface RenderedImage extends ImageSize {
  png: Buffer;
}

export const DEFAULT_PREVIEW_SIDE = 1000;

/**
 * One PNG of exactly the area's size with its dpi recorded: the art (if any) with every filled text field drawn in
 * its box. In memory: for tests and the benchmark; the print-file jobs write the file with writePrintFile.
 */
export async function renderPrintFile(request: RenderRequest): Promise<RenderedImage> {
  const { pipeline, size } = await printFile(request);
  try {
    return { png: await pipeline.toBuffer(), ...size };
  } catch (error) {
    throw request.art === null ? error : artError(error);
  }
}

/**
 * The same print file written to `path` as it is made. libvips streams it: the art is decoded strip by strip, the
 * text rasters (each the size of its text's ink, never of the area) are blended in where their boxes cross the strip,
 * and the strip is encoded and written; no full-size canvas, decoded art or encoded PNG is ever held whole.
 */
export async function writePrintFile(request: RenderRequest, path: string): Promise<ImageSize> {
  const { pipeline, size } = await printFile(request);
  try {
    await pipeline.toFile(path);
  } catch (error) {
    if (outputFailed(error, path)) throw new Error(`could not write the print file: ${(error as Error).message.split("\n")[0]}`, { cause: error });
    throw request.art === null ? error : artError(error);
  }
  return size;
}

/**
 * The text rasters are measured (and their problems reported) first; the pipeline then reads only the art, so a
 * failure while it runs is the art's, unless there is no art or it is writing the output that failed.
 */
async function printFile(request: RenderRequest): Promise<{ pipeline: Sharp; size: ImageSize }> {
  const { area } = request;
  checkArea(area);
  const size = { width: area.width_px, height: area.height_px };
  const layers = await textLayers(request);
  const base = await background(request.art, size);
  return { pipeline: base.composite(layers).png().withDensity(area.dpi), size: { ...size, dpi: area.dpi } };
}

/** libvips names the file it could not open or write at the start of its message (a full disk, a missing directory). */
function outputFailed(error: unknown, path: string): boolean {
  return (error as Error).message.startsWith(`${path}: `);
}

/** The print file scaled down so its longest side is `longestSide` (never enlarged), with its dpi scaled alike. */
export async function renderPreview(printFile: Buffer | string, longestSide: number = DEFAULT_PREVIEW_SIDE): Promise<RenderedImage> {
  if (!Number.isInteger(longestSide) || longestSide < 1) throw new RenderError(`preview size must be a positive whole number of pixels, got ${longestSide}`);
  const source = await readPrintFile(printFile);
  const scaled = sharp(printFile).resize({ width: longestSide, height: longestSide, fit: "inside", withoutEnlargement: true });
  const { data, info } = await scaled.png().toBuffer({ resolveWithObject: true });
  const dpi = Math.max(1, Math.round((source.dpi * info.width) / source.width));
  // Re-encoding only to record the scaled dpi: sharp sets it on output, after the size is known.
  const png = await sharp(data).png().withDensity(dpi).toBuffer();
  return { png, width: info.width, height: info.height, dpi };
}

async function readPrintFile(printFile: Buffer | string): Promise<{ width: number; height: number; dpi: number }> {
  try {
    const { width, height, density } = await sharp(printFile).metadata();
    return { width, height, dpi: density ?? 72 };
  } catch (error) {
    throw new RenderError(`print file is not a readable image: ${(error as Error).message}`);
  }
}

function checkArea(area: AreaSize): void {
  const whole = (n: number) => Number.isInteger(n) && n > 0;
  if (!whole(area.width_px) || !whole(area.height_px)) {
    throw new RenderError(`print area size must be whole positive pixels, got ${area.width_px} × ${area.height_px}`);
  }
  if (!(area.dpi > 0)) throw new RenderError(`print area dpi must be positive, got ${area.dpi}`);
}

/** One overlay per field that has text to print, placed inside its box. */
async function textLayers(request: RenderRequest): Promise<OverlayOptions[]> {
  const filled = request.fields.filter((field) => isFilled(request.texts[field.field_name]));
  const layers = await Promise.all(filled.map((field) => textLayer(field, request.texts[field.field_name]!, request.area)));
  return layers.filter((layer): layer is OverlayOptions => layer !== null);
}

function isFilled(text: string | undefined): text is string {
  return text !== undefined && text.trim() !== "";
}

async function textLayer(field: TextField, text: string, area: AreaSize): Promise<OverlayOptions | null> {
  const box = pixelBox(field, area);
  const image = await fitText({ ...field, text, maxWidth: box.width, maxHeight: box.height });
  return image && overlay(image, box, field.align);
}

interface Box {
  left: number;
  top: number;
  width: number;
  height: number;
}

/** The whole pixels inside the field's box and the area, so placement never strays outside either. */
function pixelBox(field: TextField, area: AreaSize): Box {
  const left = Math.max(0, Math.ceil(field.x));
  const top = Math.max(0, Math.ceil(field.y));
  const right = Math.min(area.width_px, Math.floor(field.x + field.width));
  const bottom = Math.min(area.height_px, Math.floor(field.y + field.height));
  return { left, top, width: right - left, height: bottom - top };
}

/** Horizontally by align, vertically centred; the image is the text's ink, so its ink is what gets centred. */
function overlay(image: TextImage, box: Box, align: Align): OverlayOptions {
  const spareX = box.width - image.width;
  const offsetX = align === "left" ? 0 : align === "right" ? spareX : Math.floor(spareX / 2);
  return {
    input: { text: image.text },
    left: box.left + offsetX,
    top: box.top + Math.floor((box.height - image.height) / 2),
  };
}
