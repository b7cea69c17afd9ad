// The fonts packing slips, customs declarations and custom-text print files draw with, one family per script (DejaVu
// Sans for Latin, Greek and Cyrillic; Noto for Arabic, Hebrew, Devanagari, Thai, Japanese, Chinese and Korean), all
// shipped as npm packages (OFL); the choice of a face for every character; and which characters none of them draws.
// A font's character map is read once per process the first time a text asks about it; the whole font is parsed once
// per process, and shared by every document, only when a document draws with it.
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { dirname, join } from "node:path";
import * as fontkit from "fontkit";
import { BOLD_FONT_FILE, FONT_FAMILY, FONT_FILE, readCoverage, type CharacterRanges } from "./font.js";

export type Weight = "regular" | "bold";

interface Loaded {
  bytes: Buffer;
  /**
   * The font parsed once per process: its tables (cmap, CFF or glyf index, GSUB, GPOS, metrics; 4 to 6 MB of heap
   * for a CJK face) are shared by every document's instance (see forDocument).
   */
  parsed: fontkit.Font;
  metrics: { ascent: number; descent: number; lineGap: number };
}

/** fontkit's private store of decoded tables, filled lazily by each table's getter (fontkit 2.0). */
type WithTables = fontkit.Font & { _tables?: Record<string, unknown> };

/** One font file: the name pdfkit knows it by in a document, and its coverage and bytes once something has asked. */
export class Face {
  private loaded: Loaded | undefined;
  private coverage: CharacterRanges | undefined;

  constructor(
    /** The name it is registered under in every document (also its key in the fallback chain). */
    readonly name: string,
    readonly file: string,
    /** The family name inside the file, as Pango (fontconfig) knows it once the file is added: for print files. */
    readonly family: string,
  ) {}

  private load(): Loaded {
    if (!this.loaded) {
      const bytes = readFileSync(this.file);
      const font = fontkit.create(bytes);
      if (!("characterSet" in font)) throw new Error(`font file ${this.file} is a collection; one font was expected`);
      const metrics = { ascent: font.ascent / font.unitsPerEm, descent: font.descent / font.unitsPerEm, lineGap: font.lineGap / font.unitsPerEm };
      shareUnusedSubroutines(font);
      this.loaded = { bytes, parsed: font, metrics };
    }
    return this.loaded;
  }

  /**
   * A fontkit font for one document: a new instance over the shared bytes (its own glyph cache, so a glyph's code
   * points, which pdfkit writes into the document's ToUnicode map, come from that document's text, and the cache
   * goes with the document), reading the tables parsed once per process. Handed a Buffer, pdfkit would parse the
   * file again for every document: CJK slips cost 5 MB of heap per face per document and much more in passing.
   */
  forDocument(): fontkit.Font {
    const { bytes, parsed } = this.load();
    const font = fontkit.create(bytes) as WithTables;
    const tables = (parsed as WithTables)._tables;
    // Were fontkit to keep its tables elsewhere, each document would parse its own, as pdfkit does: slower, still right.
    if (tables && typeof tables === "object" && font._tables && typeof font._tables === "object") font._tables = tables;
    return font;
  }

  /** Whether the font has a real glyph for the character (its character map only; the font is not parsed). */
  has(codePoint: number): boolean {
    this.coverage ??= readCoverage(this.file);
    return this.coverage.has(codePoint);
  }

  /** Ascent, descent (negative) and line gap per unit of font size. */
  get metrics(): { ascent: number; descent: number; lineGap: number } {
    return this.load().metrics;
  }
}

/** What fontkit's CFF subsetter puts in place of a subroutine the subset's glyphs do not call: "return" (op 11). */
const RETURN_ONLY = new Uint8Array([11]);

interface CffSubset {
  cff: { stream: { pos: number; readBuffer(length: number): Uint8Array } };
  subsetSubrs(subrs: { offset: number; length: number }[], used: Record<number, boolean>): Uint8Array[];
}

let subroutinesShared = false;

/**
 * fontkit (2.0) keeps every subroutine index whole in a CFF subset, so the subroutine numbers in the kept glyphs still
 * hold, and fills each unused entry with a new one-byte array. The CJK fonts' private dictionaries have thousands of
 * subroutines: 7 MB of short-lived arrays per document for a Japanese and a Korean face, each a few hundred bytes of
 * heap, which is most of the garbage a CJK batch makes. One shared array in every unused place encodes to the same
 * bytes (the index only reads them). Replaced on the subsetter's prototype, once per process, and only where it is the
 * method this was written against: another fontkit keeps its own (more garbage, same output).
 */
function shareUnusedSubroutines(font: fontkit.Font): void {
  if (subroutinesShared) return;
  const subset = font.createSubset() as unknown as Partial<CffSubset>;
  // A TrueType font's subsetter is another class; the first CFF font (Japanese, Chinese, Korean) decides.
  if (!("subsetSubrs" in subset)) return;
  subroutinesShared = true;
  const prototype = Object.getPrototypeOf(subset) as CffSubset;
  const original: unknown = Object.getOwnPropertyDescriptor(prototype, "subsetSubrs")?.value;
  if (typeof original !== "function" || original.length !== 2 || !/new Uint8Array\(\[\s*11\s*\]\)/.test(String(original))) return;
  prototype.subsetSubrs = function (this: CffSubset, subrs, used) {
    const kept: Uint8Array[] = new Array<Uint8Array>(subrs.length);
    for (let i = 0; i < subrs.length; i++) {
      if (used[i]) {
        this.cff.stream.pos = subrs[i]!.offset;
        kept[i] = this.cff.stream.readBuffer(subrs[i]!.length);
      } else kept[i] = RETURN_ONLY;
    }
    return kept;
  };
}

const require = createRequire(import.meta.url);

/** The embedpdf packages export only their index (no file paths); their fonts sit in fonts/ beside dist/. */
function embedpdf(pkg: string, file: string): string {
  return join(dirname(require.resolve(pkg)), "..", "fonts", file);
}

function expo(pkg: string, family: string, weight: "400Regular" | "700Bold"): string {
  return require.resolve(`@expo-google-fonts/${pkg}/${weight}/${family}_${weight}.ttf`);
}

type Script = "latin" | "arabic" | "hebrew" | "devanagari" | "thai" | "jp" | "sc" | "kr";

/** The family name inside each script's files (both weights), as fontconfig lists it. */
const FAMILIES: Record<Script, string> = {
  latin: FONT_FAMILY,
  arabic: "Noto Naskh Arabic",
  hebrew: "Noto Sans Hebrew",
  devanagari: "Noto Sans Devanagari",
  thai: "Noto Sans Thai",
  jp: "Noto Sans Japanese",
  sc: "Noto Sans S Chinese",
  kr: "Noto Sans Korean",
};

const FILES: Record<Script, Record<Weight, string>> = {
  latin: { regular: FONT_FILE, bold: BOLD_FONT_FILE },
  arabic: { regular: embedpdf("@embedpdf/fonts-arabic", "NotoNaskhArabic-Regular.ttf"), bold: embedpdf("@embedpdf/fonts-arabic", "NotoNaskhArabic-Bold.ttf") },
  hebrew: { regular: embedpdf("@embedpdf/fonts-hebrew", "NotoSansHebrew-Regular.ttf"), bold: embedpdf("@embedpdf/fonts-hebrew", "NotoSansHebrew-Bold.ttf") },
  devanagari: { regular: expo("noto-sans-devanagari", "NotoSansDevanagari", "400Regular"), bold: expo("noto-sans-devanagari", "NotoSansDevanagari", "700Bold") },
  thai: { regular: expo("noto-sans-thai", "NotoSansThai", "400Regular"), bold: expo("noto-sans-thai", "NotoSansThai", "700Bold") },
  jp: { regular: embedpdf("@embedpdf/fonts-jp", "NotoSansJP-Regular.otf"), bold: embedpdf("@embedpdf/fonts-jp", "NotoSansJP-Bold.otf") },
  sc: { regular: embedpdf("@embedpdf/fonts-sc", "NotoSansHans-Regular.otf"), bold: embedpdf("@embedpdf/fonts-sc", "NotoSansHans-Bold.otf") },
  kr: { regular: embedpdf("@embedpdf/fonts-kr", "NotoSansKR-Regular.otf"), bold: embedpdf("@embedpdf/fonts-kr", "NotoSansKR-Bold.otf") },
};

/** The fallback chain: a character no script-specific rule places goes to the first face that has it. */
const CHAIN: readonly Script[] = ["latin", "arabic", "hebrew", "devanagari", "thai", "jp", "sc", "kr"];

const FACES: Record<Weight, Record<Script, Face>> = {
  regular: Object.fromEntries(CHAIN.map((s) => [s, new Face(s === "latin" ? "body" : s, FILES[s].regular, FAMILIES[s])])) as Record<Script, Face>,
  bold: Object.fromEntries(CHAIN.map((s) => [s, new Face(s === "latin" ? "bold" : `${s}-bold`, FILES[s].bold, FAMILIES[s])])) as Record<Script, Face>,
};

/** Every face a document may use, for registering by name (registration reads nothing; use does). */
export function allFaces(): Face[] {
  return [...Object.values(FACES.regular), ...Object.values(FACES.bold)];
}

export function latinFace(weight: Weight): Face {
  return FACES[weight].latin;
}

/** Letters of these scripts go to their own font first (DejaVu Sans has Arabic and Hebrew too, but not as well made). */
const SCRIPT_RULES: [RegExp, Script][] = [
  [/\p{Script=Arabic}/u, "arabic"],
  [/\p{Script=Hebrew}/u, "hebrew"],
  [/\p{Script=Devanagari}/u, "devanagari"],
  [/\p{Script=Thai}/u, "thai"],
  [/\p{Script=Hangul}/u, "kr"],
];

/** Han, kana and CJK punctuation: a whole stretch of them takes one font, so a name is never in two styles. */
const CJK = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\u3000-\u303f\u30fc\uff00-\uffef]/u;
const CJK_ORDER: readonly Script[] = ["jp", "sc", "kr"];

/** Characters that belong to the run they are in (spaces, digits, punctuation, combining marks, joiners). */
const FOLLOWS = /[^\p{L}]/u;

/** For each character of `text` (by code point), the face that draws it, or null when no shipped font has it. */
export function facesFor(text: string, weight: Weight): (Face | null)[] {
  const chars = [...text];
  const faces: (Face | null)[] = new Array<Face | null>(chars.length).fill(null);
  const set = FACES[weight];
  let i = 0;
  while (i < chars.length) {
    const char = chars[i]!;
    if (CJK.test(char)) {
      let end = i;
      while (end < chars.length && (CJK.test(chars[end]!) || (end > i && FOLLOWS.test(chars[end]!) && chars[end] !== " "))) end++;
      const stretch = chars.slice(i, end).map((c) => c.codePointAt(0)!);
      const whole = CJK_ORDER.find((s) => stretch.every((cp) => set[s].has(cp)));
      for (let k = i; k < end; k++) faces[k] = whole ? set[whole] : pick(chars[k]!, set, k > i ? faces[k - 1]! : null);
      i = end;
      continue;
    }
    faces[i] = pick(char, set, i > 0 ? faces[i - 1]! : null);
    i++;
  }
  return faces;
}

function pick(char: string, set: Record<Script, Face>, previous: Face | null): Face | null {
  const cp = char.codePointAt(0)!;
  if (previous && FOLLOWS.test(char) && previous.has(cp)) return previous;
  const rule = SCRIPT_RULES.find(([pattern]) => pattern.test(char));
  if (rule && set[rule[1]].has(cp)) return set[rule[1]];
  for (const script of CHAIN) if (set[script].has(cp)) return set[script];
  return null;
}

/** How a character no font has is printed: "[U+1F600]". */
export function codePointLabel(char: string): string {
  return `[U+${char.codePointAt(0)!.toString(16).toUpperCase().padStart(4, "0")}]`;
}

/** Characters that take no ink and need no glyph: line breaks and tabs, which the layout handles itself. */
const LAYOUT = new Set(["\n", "\r", "\t"]);
/** Invisible format characters (bidi marks, joiners): they need no glyph, so no font lacking them refuses a text. */
const INVISIBLE = /\p{Cf}/u;

/**
 * The distinct characters of `text` no shipped font draws (they would print as boxes), in order of appearance:
 * what create and quote refuse in custom text (unsupported_characters), and what a print file cannot be made of.
 */
export function missingCharacters(text: string): string[] {
  const chars = [...text];
  const faces = facesFor(text, "regular");
  const missing = new Set<string>();
  chars.forEach((char, i) => {
    if (faces[i] === null && !LAYOUT.has(char) && !INVISIBLE.test(char)) missing.add(char);
  });
  return [...missing];
}
