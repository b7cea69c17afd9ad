// Text of any script on a PDF page: each character in a shipped font that has it (document-fonts.ts), lines wrapped
// in logical order, then each line put in visual order by the Unicode bidirectional algorithm (bidi-js) so Arabic and
// Hebrew run right to left with their numbers and Latin words left to right; fontkit (inside pdfkit) shapes each run.
import { createRequire } from "node:module";
import type { Bidi } from "bidi-js";
import { codePointLabel, facesFor, latinFace, type Face, type Weight } from "./document-fonts.js";

// The package is CommonJS whose module.exports is the factory; its types describe an ES default export.
const bidi = (createRequire(import.meta.url)("bidi-js") as () => Bidi)();

interface Atom {
  text: string;
  face: Face;
  level: number;
}

interface Run {
  face: Face;
  text: string;
  width: number;
}

export interface LaidLine {
  runs: Run[];
  width: number;
  /** From the line's top to its baseline. */
  ascent: number;
  height: number;
  /** The paragraph reads right to left (its first strong character is Arabic or Hebrew). */
  rtl: boolean;
}

export interface LaidText {
  lines: LaidLine[];
  height: number;
}

export type Align = "start" | "left" | "right" | "center";

/** Invisible format characters (bidi marks, joiners) that no font needs to draw: left out when a font lacks them. */
const FORMAT = /\p{Cf}/u;
const SPACE = /\s/u;
/** A line may break before or after these even without a space (Chinese and Japanese are written without spaces). */
const BREAKS_ANYWHERE = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\u3000-\u303f\uff00-\uffef]/u;
/** Scripts fontkit lays out right to left by itself; other characters of a right-to-left run are reversed here. */
const SHAPED_RTL = /[\p{Script=Arabic}\p{Script=Hebrew}]/u;
const MIRRORED: Record<string, string> = { "(": ")", ")": "(", "[": "]", "]": "[", "{": "}", "}": "{", "<": ">", ">": "<", "«": "»", "»": "«" };

/** Documents and the faces registered in them (a face's file is read only when a document first uses it). */
const registered = new WeakMap<PDFKit.PDFDocument, Set<string>>();

export function useFace(doc: PDFKit.PDFDocument, face: Face, size: number): void {
  let names = registered.get(doc);
  if (!names) registered.set(doc, (names = new Set()));
  if (!names.has(face.name)) {
    // pdfkit takes a parsed fontkit font as it is (PDFFontFactory.open); its types list only files and bytes.
    doc.registerFont(face.name, face.forDocument() as unknown as Buffer);
    names.add(face.name);
  }
  doc.font(face.name).fontSize(size);
}

function widthOf(doc: PDFKit.PDFDocument, face: Face, size: number, text: string): number {
  useFace(doc, face, size);
  return doc.widthOfString(text);
}

/** `text` wrapped to `width` at `size` points; "\n" starts a new paragraph. */
export function layoutText(doc: PDFKit.PDFDocument, text: string, weight: Weight, size: number, width: number): LaidText {
  const lines = text.split("\n").flatMap((paragraph) => layoutParagraph(doc, paragraph, weight, size, width));
  return { lines, height: lines.reduce((sum, line) => sum + line.height, 0) };
}

function atomsOf(paragraph: string, weight: Weight): { atoms: Atom[]; rtl: boolean } {
  const levels = bidi.getEmbeddingLevels(paragraph, "auto");
  const faces = facesFor(paragraph, weight);
  const atoms: Atom[] = [];
  let index = 0;
  [...paragraph].forEach((char, i) => {
    const level = levels.levels[index] ?? 0;
    index += char.length;
    const face = faces[i];
    if (face) atoms.push({ text: char, face, level });
    else if (!FORMAT.test(char)) atoms.push({ text: codePointLabel(char), face: latinFace(weight), level });
  });
  return { atoms, rtl: (levels.paragraphs[0]?.level ?? 0) % 2 === 1 };
}

/** Words: where a line may break (after spaces, around CJK characters). */
function wordsOf(atoms: Atom[]): Atom[][] {
  const words: Atom[][] = [];
  let current: Atom[] = [];
  atoms.forEach((atom, i) => {
    const next = atoms[i + 1];
    current.push(atom);
    const breakAfter = next !== undefined && ((SPACE.test(atom.text) && !SPACE.test(next.text)) || BREAKS_ANYWHERE.test(atom.text) || BREAKS_ANYWHERE.test(next.text));
    if (breakAfter) {
      words.push(current);
      current = [];
    }
  });
  if (current.length > 0) words.push(current);
  return words;
}

/** The width of atoms in logical order, measured per stretch of one face (so a shaped word is measured whole). */
function measure(doc: PDFKit.PDFDocument, atoms: Atom[], size: number): number {
  let width = 0;
  let start = 0;
  for (let i = 1; i <= atoms.length; i++) {
    if (i === atoms.length || atoms[i]!.face !== atoms[start]!.face) {
      width += widthOf(doc, atoms[start]!.face, size, atoms.slice(start, i).map((a) => a.text).join(""));
      start = i;
    }
  }
  return width;
}

function trimEnd(atoms: Atom[]): Atom[] {
  let end = atoms.length;
  while (end > 0 && SPACE.test(atoms[end - 1]!.text)) end--;
  return atoms.slice(0, end);
}

function layoutParagraph(doc: PDFKit.PDFDocument, paragraph: string, weight: Weight, size: number, width: number): LaidLine[] {
  const { atoms, rtl } = atomsOf(paragraph, weight);
  const lines: Atom[][] = [];
  let line: Atom[] = [];
  // Width of the line so far including its trailing spaces; words are measured one at a time (pdfkit caches each).
  let lineWidth = 0;
  for (const word of wordsOf(atoms)) {
    const ink = trimEnd(word);
    const inkWidth = measure(doc, ink, size);
    const fullWidth = inkWidth + measure(doc, word.slice(ink.length), size);
    if (line.length === 0 || lineWidth + inkWidth <= width) {
      line.push(...word);
      lineWidth += fullWidth;
      if (inkWidth <= width || ink.length <= 1) continue;
    } else {
      lines.push(line);
      line = [...word];
      lineWidth = fullWidth;
      if (inkWidth <= width || ink.length <= 1) continue;
    }
    // A word longer than the whole line is broken between characters.
    while (measure(doc, trimEnd(line), size) > width && trimEnd(line).length > 1) {
      let fit = 1;
      while (fit < line.length && measure(doc, line.slice(0, fit + 1), size) <= width) fit++;
      lines.push(line.slice(0, fit));
      line = line.slice(fit);
    }
    lineWidth = measure(doc, line, size);
  }
  lines.push(line);
  return lines.map((atomsOfLine) => visualLine(doc, trimEnd(atomsOfLine), rtl, size, weight));
}

/** Runs of one face and one level, in the order they are drawn left to right (UAX #9 rule L2, on runs). */
function visualLine(doc: PDFKit.PDFDocument, atoms: Atom[], rtl: boolean, size: number, weight: Weight): LaidLine {
  const runs: { face: Face; level: number; atoms: Atom[] }[] = [];
  for (const atom of atoms) {
    const last = runs.at(-1);
    if (last && last.face === atom.face && last.level === atom.level) last.atoms.push(atom);
    else runs.push({ face: atom.face, level: atom.level, atoms: [atom] });
  }
  const highest = Math.max(0, ...runs.map((r) => r.level));
  const lowestOdd = Math.min(...runs.map((r) => r.level).filter((l) => l % 2 === 1), highest + 1);
  for (let level = highest; level >= lowestOdd; level--) {
    for (let i = 0; i < runs.length; ) {
      if (runs[i]!.level < level) {
        i++;
        continue;
      }
      let end = i;
      while (end < runs.length && runs[end]!.level >= level) end++;
      runs.splice(i, end - i, ...runs.slice(i, end).reverse());
      i = end;
    }
  }
  const drawn: Run[] = runs.map(({ face, level, atoms: runAtoms }) => {
    let text = runAtoms.map((a) => a.text).join("");
    // fontkit reverses Arabic and Hebrew itself; anything else set right to left is reversed (and mirrored) here.
    if (level % 2 === 1 && !SHAPED_RTL.test(text)) text = [...text].reverse().map((c) => MIRRORED[c] ?? c).join("");
    return { face, text, width: widthOf(doc, face, size, text) };
  });
  const faces = drawn.length > 0 ? drawn.map((r) => r.face) : [latinFace(weight)];
  const ascent = Math.max(...faces.map((f) => f.metrics.ascent)) * size;
  const height = Math.max(...faces.map((f) => f.metrics.ascent - f.metrics.descent + f.metrics.lineGap)) * size;
  return { runs: drawn, width: drawn.reduce((sum, r) => sum + r.width, 0), ascent, height, rtl };
}

/** Draws laid-out text with its top at `y`; "start" aligns left, or right for a right-to-left paragraph. */
export function drawText(doc: PDFKit.PDFDocument, laid: LaidText, x: number, y: number, width: number, size: number, align: Align = "start"): void {
  let top = y;
  for (const line of laid.lines) {
    const side = align === "start" ? (line.rtl ? "right" : "left") : align;
    let at = side === "left" ? x : side === "right" ? x + width - line.width : x + (width - line.width) / 2;
    for (const run of line.runs) {
      useFace(doc, run.face, size);
      doc.text(run.text, at, top + line.ascent, { lineBreak: false, baseline: "alphabetic" });
      at += run.width;
    }
    top += line.height;
  }
}
