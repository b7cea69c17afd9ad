// Reading PDFs back as a reader would: text with pdf.js, filled rectangles (barcode bars) from the drawing operators, and
// ZXing decoding those bars painted into a picture.
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { getDocument, OPS } from "pdfjs-dist/legacy/build/pdf.mjs";
import sharp from "sharp";
import { prepareZXingModule, readBarcodes } from "zxing-wasm/reader";

// ZXing's WebAssembly comes from the installed package, never from a CDN.
prepareZXingModule({ overrides: { wasmBinary: readFileSync(createRequire(import.meta.url).resolve("zxing-wasm/reader/zxing_reader.wasm")).buffer } });

export async function open(pdf: Buffer) {
  return getDocument({ data: new Uint8Array(pdf), isEvalSupported: false, useSystemFonts: false }).promise;
}

export async function pageText(pdf: Buffer): Promise<string[]> {
  const doc = await open(pdf);
  const pages: string[] = [];
  for (let n = 1; n <= doc.numPages; n++) {
    const content = await (await doc.getPage(n)).getTextContent();
    // Words as a reader sees them: wrapped lines and separate text runs joined by single spaces.
    pages.push(content.items.map((item) => ("str" in item ? item.str : "")).join(" ").replace(/\s+/g, " "));
  }
  return pages;
}

/** The filled rectangles drawn on page `n` (the slip draws no other filled rectangles than the bars). */
export async function bars(pdf: Buffer, n = 1): Promise<{ x: number; width: number }[]> {
  const page = await (await open(pdf)).getPage(n);
  const list = await page.getOperatorList();
  const found: { x: number; width: number }[] = [];
  list.fnArray.forEach((fn, i) => {
    if (fn !== OPS.constructPath) return;
    const [ops, coords] = list.argsArray[i] as [number[], number[]];
    let at = 0;
    for (const op of ops) {
      if (op === OPS.rectangle) {
        const [x, , width] = coords.slice(at, at + 4) as [number, number, number, number];
        found.push({ x, width });
        at += 4;
      } else if (op === OPS.moveTo || op === OPS.lineTo) at += 2;
      else if (op === OPS.curveTo) at += 6;
      else if (op === OPS.curveTo2 || op === OPS.curveTo3) at += 4;
    }
  });
  return found.sort((a, b) => a.x - b.x);
}

/** Paints the bars into a black-on-white picture (quiet zones included) and asks ZXing what it reads. */
export async function decode(drawn: { x: number; width: number }[]): Promise<{ text: string; format: string }[]> {
  const narrowest = Math.min(...drawn.map((b) => b.width));
  const scale = 3 / narrowest;
  const start = drawn[0]!.x;
  const quiet = 20 * 3;
  const width = Math.ceil((drawn.at(-1)!.x + drawn.at(-1)!.width - start) * scale) + 2 * quiet;
  const height = 60;
  const pixels = Buffer.alloc(width * height, 255);
  for (const bar of drawn) {
    const from = quiet + Math.round((bar.x - start) * scale);
    const to = quiet + Math.round((bar.x + bar.width - start) * scale);
    for (let y = 0; y < height; y++) pixels.fill(0, y * width + from, y * width + to);
  }
  const png = await sharp(pixels, { raw: { width, height, channels: 1 } }).png().toBuffer();
  const results = await readBarcodes(new Uint8Array(png), { formats: ["Code128"], tryHarder: true });
  return results.map((r) => ({ text: r.text, format: r.format }));
}


/** The images drawn on page `n`, each where it lands: left edge and top from the page's top left, size, in points. */
export async function images(pdf: Buffer, n = 1): Promise<{ x: number; top: number; width: number; height: number }[]> {
  const page = await (await open(pdf)).getPage(n);
  const list = await page.getOperatorList();
  // Only an image's own placement is tracked: pdfkit draws each image as save, transform, draw, restore, under the
  // page's flip (1 0 0 -1 0 pageHeight), which is the first transform of the page.
  const found: { x: number; top: number; width: number; height: number }[] = [];
  let last: number[] | undefined;
  list.fnArray.forEach((fn, i) => {
    if (fn === OPS.transform) last = list.argsArray[i] as number[];
    if (fn === OPS.paintImageXObject && last) {
      const [a, , , d, e, f] = last as [number, number, number, number, number, number];
      // pdfkit's "w 0 0 -h x y+h cm" in the flipped space: the image spans x … x+w across and y … y+h down.
      found.push({ x: e, top: f + d, width: a, height: -d });
    }
  });
  return found;
}

/** The text runs of page `n` with where each starts (PDF space: y counts up from the page's bottom). */
export async function textPlaces(pdf: Buffer, n = 1): Promise<{ str: string; x: number; y: number }[]> {
  const content = await (await (await open(pdf)).getPage(n)).getTextContent();
  return content.items.flatMap((item) => ("str" in item && item.str.trim() !== "" ? [{ str: item.str, x: item.transform[4] as number, y: item.transform[5] as number }] : []));
}
