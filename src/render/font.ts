// The fonts the service draws with (DejaVu Sans, and its bold for documents), shipped in node_modules, and which characters they have.
import { readFile } from "node:fs/promises";
import { createRequire } from "node:module";

/** Absolute path of DejaVu Sans; the package has no "exports" map, so its files resolve directly. */
export const FONT_FILE: string = createRequire(import.meta.url).resolve("dejavu-fonts-ttf/ttf/DejaVuSans.ttf");

/** Its bold face, for headings of documents (packing slips). */
export const BOLD_FONT_FILE: string = createRequire(import.meta.url).resolve("dejavu-fonts-ttf/ttf/DejaVuSans-Bold.ttf");

/** The family name inside FONT_FILE, as Pango asks for it. */
export const FONT_FAMILY = "DejaVu Sans";

/** Characters that take no ink and need no glyph; Pango lays them out itself. */
const LAYOUT_CHARACTERS = new Set(["\n", "\r", "\t"]);

let coverage: Promise<CharacterRanges> | undefined;

/** The distinct characters of `text` the font has no glyph for (they would print as boxes), in order of appearance. */
export async function missingCharacters(text: string): Promise<string[]> {
  coverage ??= readFile(FONT_FILE).then(readCoverage);
  const ranges = await coverage;
  const missing = new Set<string>();
  for (const character of text) {
    if (!LAYOUT_CHARACTERS.has(character) && !ranges.has(character.codePointAt(0)!)) missing.add(character);
  }
  return [...missing];
}

/** Code point ranges [start, end] that map to a real glyph, sorted by start. */
class CharacterRanges {
  constructor(private readonly ranges: [number, number][]) {}

  has(codePoint: number): boolean {
    let low = 0;
    let high = this.ranges.length - 1;
    while (low <= high) {
      const middle = (low + high) >> 1;
      const [start, end] = this.ranges[middle]!;
      if (codePoint < start) high = middle - 1;
      else if (codePoint > end) low = middle + 1;
      else return true;
    }
    return false;
  }
}

/** Reads the font's full-Unicode character map (cmap format 12, Windows platform), which DejaVu fonts carry. */
function readCoverage(font: Buffer): CharacterRanges {
  const cmap = tableOffset(font, "cmap");
  const subtable = unicodeFullSubtable(font, cmap);
  const groups = font.readUInt32BE(subtable + 12);
  const ranges: [number, number][] = [];
  for (let i = 0; i < groups; i++) {
    const group = subtable + 16 + 12 * i;
    const start = font.readUInt32BE(group);
    const end = font.readUInt32BE(group + 4);
    // A group starting at glyph 0 maps its first character to the "missing glyph" box.
    const firstReal = font.readUInt32BE(group + 8) === 0 ? start + 1 : start;
    if (firstReal <= end) ranges.push([firstReal, end]);
  }
  return new CharacterRanges(ranges.sort((a, b) => a[0] - b[0]));
}

function tableOffset(font: Buffer, tag: string): number {
  const tables = font.readUInt16BE(4);
  for (let i = 0; i < tables; i++) {
    const record = 12 + 16 * i;
    if (font.toString("latin1", record, record + 4) === tag) return font.readUInt32BE(record + 8);
  }
  throw new Error(`font file ${FONT_FILE} has no "${tag}" table; it is not the DejaVu Sans TrueType font this module expects`);
}

function unicodeFullSubtable(font: Buffer, cmap: number): number {
  const subtables = font.readUInt16BE(cmap + 2);
  for (let i = 0; i < subtables; i++) {
    const record = cmap + 4 + 8 * i;
    const platform = font.readUInt16BE(record);
    const encoding = font.readUInt16BE(record + 2);
    const offset = cmap + font.readUInt32BE(record + 4);
    if (platform === 3 && encoding === 10 && font.readUInt16BE(offset) === 12) return offset;
  }
  throw new Error(`font file ${FONT_FILE} has no full-Unicode character map (cmap 3/10 format 12); cannot tell which characters it draws`);
}
