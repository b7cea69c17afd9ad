// DejaVu Sans, the Latin, Greek and Cyrillic font shipped in node_modules, and reading which characters any shipped font file has.
import { closeSync, openSync, readSync } from "node:fs";
import { createRequire } from "node:module";

/** Absolute path of DejaVu Sans; the package has no "exports" map, so its files resolve directly. */
export const FONT_FILE: string = createRequire(import.meta.url).resolve("dejavu-fonts-ttf/ttf/DejaVuSans.ttf");

/** Its bold face, for headings of documents (packing slips). */
export const BOLD_FONT_FILE: string = createRequire(import.meta.url).resolve("dejavu-fonts-ttf/ttf/DejaVuSans-Bold.ttf");

/** The family name inside FONT_FILE, as Pango asks for it. */
export const FONT_FAMILY = "DejaVu Sans";

/** Code point ranges [start, end] that map to a real glyph (never the missing-glyph box, glyph 0), sorted by start. */
export class CharacterRanges {
  constructor(private readonly ranges: Uint32Array) {}

  has(codePoint: number): boolean {
    const { ranges } = this;
    let low = 0;
    let high = ranges.length / 2 - 1;
    while (low <= high) {
      const middle = (low + high) >> 1;
      if (codePoint < ranges[2 * middle]!) high = middle - 1;
      else if (codePoint > ranges[2 * middle + 1]!) low = middle + 1;
      else return true;
    }
    return false;
  }
}

/**
 * The characters `file` (a TrueType or OpenType font) has glyphs for, from its character map alone: only the table
 * directory and the cmap are read, so asking whether a Japanese font draws a character costs a few hundred kilobytes
 * once, not the 4 to 6 MB of heap parsing the whole font takes (that waits until a document or image draws with it).
 */
export function readCoverage(file: string): CharacterRanges {
  const fd = openSync(file, "r");
  try {
    const read = (position: number, length: number): Buffer => {
      const buffer = Buffer.alloc(length);
      const got = readSync(fd, buffer, 0, length, position);
      if (got !== length) throw new Error(`font file ${file} ends early (wanted ${length} bytes at ${position})`);
      return buffer;
    };
    const tables = read(4, 2).readUInt16BE(0);
    const directory = read(12, 16 * tables);
    for (let i = 0; i < tables; i++) {
      if (directory.toString("latin1", 16 * i, 16 * i + 4) !== "cmap") continue;
      return new CharacterRanges(cmapRanges(read(directory.readUInt32BE(16 * i + 8), directory.readUInt32BE(16 * i + 12)), file));
    }
    throw new Error(`font file ${file} has no "cmap" table; cannot tell which characters it draws`);
  } finally {
    closeSync(fd);
  }
}

/** Subtables by preference: full Unicode (format 12) first, then the Basic Multilingual Plane (format 4). */
const PREFERRED: [platform: number, encoding: number, format: number][] = [
  [3, 10, 12],
  [0, 4, 12],
  [0, 6, 12],
  [3, 1, 4],
  [0, 3, 4],
];

function cmapRanges(cmap: Buffer, file: string): Uint32Array {
  const subtables = new Map<string, number>();
  for (let i = 0; i < cmap.readUInt16BE(2); i++) {
    const record = 4 + 8 * i;
    const offset = cmap.readUInt32BE(record + 4);
    subtables.set(`${cmap.readUInt16BE(record)}/${cmap.readUInt16BE(record + 2)}/${cmap.readUInt16BE(offset)}`, offset);
  }
  for (const [platform, encoding, format] of PREFERRED) {
    const offset = subtables.get(`${platform}/${encoding}/${format}`);
    if (offset !== undefined) return merge(format === 12 ? format12(cmap, offset) : format4(cmap, offset));
  }
  throw new Error(`font file ${file} has no Unicode character map (cmap format 12 or 4); cannot tell which characters it draws`);
}

/** Groups of [start, end, startGlyph]; a group starting at glyph 0 maps its first character to the missing-glyph box. */
function* format12(cmap: Buffer, at: number): Generator<[number, number]> {
  const groups = cmap.readUInt32BE(at + 12);
  for (let i = 0; i < groups; i++) {
    const group = at + 16 + 12 * i;
    const start = cmap.readUInt32BE(group);
    const end = cmap.readUInt32BE(group + 4);
    const first = cmap.readUInt32BE(group + 8) === 0 ? start + 1 : start;
    if (first <= end) yield [first, end];
  }
}

/** Segments of the BMP, each character's glyph found by delta or through the glyph array; glyph 0 is no glyph. */
function* format4(cmap: Buffer, at: number): Generator<[number, number]> {
  const segments = cmap.readUInt16BE(at + 6) / 2;
  const ends = at + 14;
  const starts = ends + 2 * segments + 2;
  const deltas = starts + 2 * segments;
  const rangeOffsets = deltas + 2 * segments;
  for (let s = 0; s < segments; s++) {
    const start = cmap.readUInt16BE(starts + 2 * s);
    const end = cmap.readUInt16BE(ends + 2 * s);
    const delta = cmap.readUInt16BE(deltas + 2 * s);
    const rangeOffset = cmap.readUInt16BE(rangeOffsets + 2 * s);
    for (let cp = start; cp <= end && cp !== 0xffff; cp++) {
      let glyph: number;
      if (rangeOffset === 0) glyph = (cp + delta) & 0xffff;
      else {
        const index = rangeOffsets + 2 * s + rangeOffset + 2 * (cp - start);
        const raw = index + 2 <= cmap.length ? cmap.readUInt16BE(index) : 0;
        glyph = raw === 0 ? 0 : (raw + delta) & 0xffff;
      }
      if (glyph !== 0) yield [cp, cp];
    }
  }
}

/** Sorted, adjacent and overlapping ranges joined, flattened as [start, end, start, end, ...]. */
function merge(ranges: Iterable<[number, number]>): Uint32Array {
  const sorted = [...ranges].sort((a, b) => a[0] - b[0]);
  const out: number[] = [];
  for (const [start, end] of sorted) {
    if (out.length > 0 && start <= out[out.length - 1]! + 1) out[out.length - 1] = Math.max(out[out.length - 1]!, end);
    else out.push(start, end);
  }
  return Uint32Array.from(out);
}
