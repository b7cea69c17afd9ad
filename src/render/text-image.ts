// Sizes one text field as a tight RGBA image, shrunk from its font size until it fits its box: each character in the
// shipped font that draws it (DejaVu Sans for Latin, Greek and Cyrillic, Noto for the other scripts; document-fonts.ts),
// laid out by Pango, which shapes each run (HarfBuzz) and orders right-to-left runs (the Unicode bidi algorithm).
import sharp, { type CreateText } from "./sharp.js";
import { facesFor, missingCharacters, type Face } from "./document-fonts.js";
import { RenderError } from "./errors.js";
import { FONT_FAMILY, FONT_FILE } from "./font.js";

export type Align = "left" | "center" | "right";

/** What to draw and the room it must fit in, in whole pixels. */
export interface TextSpec {
  field_name: string;
  text: string;
  font_size: number;
  color: string;
  align: Align;
  maxWidth: number;
  maxHeight: number;
}

/**
 * The text as libvips draws it, cropped to its ink (libvips crops text images to their ink extents): what to draw
 * (sharp's text input, to composite as is) and the size it comes out at. No pixels: they are drawn again where they
 * are composited, inside the print file's pipeline, so none of them ever reach JavaScript.
 */
export interface TextImage {
  text: CreateText;
  width: number;
  height: number;
  /** The font size, in pixels, it was drawn at. */
  size: number;
}

/** Below this the text would not be legible in print; the order is better held than printed. */
export const MIN_FONT_SIZE = 4;

/** Renders per field at most; each one after the first corrects the last measurement's error. */
const MAX_RENDERS = 6;

/** Aim a little below the measured ratio after a miss: ink extents grow by whole pixels, not in proportion. */
const SHRINK_MARGIN = 0.99;

/** A fitting size within this factor of the best possible is close enough to stop measuring. */
const NEAR_FIT = 1.02;

/**
 * The first render is capped so its image stays a few times the box, whatever the text's length:
 * DejaVu Sans glyphs are at least about a quarter of the font size wide and lines about 1.2 times tall.
 */
const PROBE_SLACK = 4;

const COLOR = /^#[0-9A-Fa-f]{6}$/;

/**
 * The text drawn as large as possible up to its font size while fitting maxWidth × maxHeight;
 * null when it has no ink at all (only invisible characters).
 */
export async function fitText(spec: TextSpec): Promise<TextImage | null> {
  checkDrawable(spec);
  const smallest = Math.min(MIN_FONT_SIZE, spec.font_size);
  let size = Math.max(smallest, probeSize(spec));
  let fitted: TextImage | null = null;
  let misses = 0;
  for (let render = 0; render < MAX_RENDERS; render++) {
    const image = await drawText(spec, size);
    if (!image) return null;
    const room = Math.min(spec.maxWidth / image.width, spec.maxHeight / image.height);
    if (room >= 1 && (!fitted || image.size > fitted.size)) fitted = image;
    if (room < 1) misses++;
    // Each miss aims lower than the last: small sizes snap to whole pixels and may not shrink in proportion.
    const next = Math.min(spec.font_size, size * room * (room >= 1 ? 1 : SHRINK_MARGIN ** (2 ** (misses - 1))));
    if (fitted && (fitted.size >= spec.font_size || next <= fitted.size * NEAR_FIT)) break;
    if (next < smallest && size <= smallest) break;
    size = Math.max(smallest, next);
  }
  if (!fitted) throw tooLong(spec, smallest);
  return fitted;
}

function checkDrawable(spec: TextSpec): void {
  if (!COLOR.test(spec.color)) throw new RenderError(`text field "${spec.field_name}": color must be #RRGGBB, got "${spec.color}"`);
  if (!(spec.font_size > 0)) throw new RenderError(`text field "${spec.field_name}": font_size must be positive, got ${spec.font_size}`);
  if (!(spec.maxWidth >= 1 && spec.maxHeight >= 1)) throw new RenderError(`text field "${spec.field_name}": its box has no room inside the print area`);
  const missing = missingCharacters(spec.text);
  if (missing.length > 0) {
    const shown = missing.slice(0, 10).map((c) => `"${c}" (U+${c.codePointAt(0)!.toString(16).toUpperCase().padStart(4, "0")})`);
    throw new RenderError(`text field "${spec.field_name}": no shipped font can draw ${shown.join(", ")}`);
  }
}

/** The font size for the first render: the field's own, unless the text is so long that would make a huge image. */
function probeSize(spec: TextSpec): number {
  const lines = spec.text.split("\n");
  const longestLine = Math.max(...lines.map((line) => [...line].length));
  const byWidth = (PROBE_SLACK * spec.maxWidth) / Math.max(1, longestLine);
  const byHeight = (PROBE_SLACK * spec.maxHeight) / lines.length;
  return Math.min(spec.font_size, byWidth, byHeight);
}

/**
 * One render at `size` pixels, measured: at 72 dpi a Pango point is one pixel. libvips draws the text to read its
 * size and frees the pixels at once, so measuring six sizes holds no more than one image. Null when the text has no ink.
 */
async function drawText(spec: TextSpec, size: number): Promise<TextImage | null> {
  const runs = fontRuns(spec.text);
  await addFontFiles(runs);
  const text: CreateText = {
    text: markup(runs, spec.color),
    font: `${FONT_FAMILY} ${size.toFixed(2)}`,
    fontfile: FONT_FILE,
    rgba: true,
    dpi: 72,
    wrap: "none",
    align: spec.align,
  };
  try {
    const { width, height } = await sharp({ text }).metadata();
    return { text, width, height, size };
  } catch (error) {
    const message = (error as Error).message;
    if (/no text to render/i.test(message)) return null;
    throw new RenderError(`text field "${spec.field_name}" could not be drawn: ${message}`);
  }
}

/** A stretch of the text drawn in one font; null: the layout's font, DejaVu Sans. */
export interface FontRun {
  text: string;
  face: Face | null;
}

/**
 * The text cut where its font changes, in logical order (Pango reorders right-to-left runs itself). Line breaks,
 * tabs and invisible format characters no font has stay in the run they are in; a text all in DejaVu Sans is one
 * run with no face, so Latin, Greek and Cyrillic are drawn exactly as before there were other fonts.
 */
export function fontRuns(text: string): FontRun[] {
  const faces = facesFor(text, "regular");
  const runs: FontRun[] = [];
  [...text].forEach((char, i) => {
    const found = faces[i];
    const last = runs.at(-1);
    const face = found === null || found === undefined || /[\n\r\t]/.test(char) ? (last ? last.face : null) : found.file === FONT_FILE ? null : found;
    if (last && last.face === face) last.text += char;
    else runs.push({ text: char, face });
  });
  return runs;
}

/** Font files added to fontconfig (libvips keeps them for the process; this set spares the call per thread). */
const added = new Map<string, Promise<void>>();

/**
 * libvips adds one font file per text it draws (its fontfile); a text in several fonts needs every one of them added
 * first, which a one-character draw with each file does. DejaVu Sans is the layout's own, added by every draw.
 */
async function addFontFiles(runs: FontRun[]): Promise<void> {
  const files = new Set(runs.flatMap((run) => (run.face ? [run.face.file] : [])));
  await Promise.all(
    [...files].map((file) => {
      let adding = added.get(file);
      if (!adding) {
        adding = sharp({ text: { text: "x", font: `${FONT_FAMILY} 8`, fontfile: file, dpi: 72 } })
          .metadata()
          .then(
            () => undefined,
            (error: unknown) => {
              added.delete(file);
              throw error;
            },
          );
        added.set(file, adding);
      }
      return adding;
    }),
  );
}

/**
 * Pango markup for the caller's text in one colour, each run not in DejaVu Sans in its own family; fallback off so
 * no other (system) font is ever used: every character is in a run whose font has it (missingCharacters).
 */
function markup(runs: FontRun[], color: string): string {
  const body = runs.map((run) => (run.face ? `<span font_family="${escapeMarkup(run.face.family)}">${escapeMarkup(run.text)}</span>` : escapeMarkup(run.text))).join("");
  return `<span foreground="${color}" fallback="false">${body}</span>`;
}

export function escapeMarkup(text: string): string {
  return text.replace(/[&<>"']/g, (c) => MARKUP_ENTITIES[c]!);
}

const MARKUP_ENTITIES: Record<string, string> = { "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&apos;" };

function tooLong(spec: TextSpec, smallest: number): RenderError {
  return new RenderError(
    `text field "${spec.field_name}": the text does not fit its ${spec.maxWidth} × ${spec.maxHeight} px box even at ${smallest} px; shorten it`,
  );
}
