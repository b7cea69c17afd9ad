// Packing-slip PDFs read back as a reader would: text extracted with pdf.js, the barcode decoded by ZXing from the drawn bars.
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import bwipjs from "bwip-js";
import { getDocument, OPS } from "pdfjs-dist/legacy/build/pdf.mjs";
import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { prepareZXingModule, readBarcodes } from "zxing-wasm/reader";
import { renderPackingSlips, type PackingSlip } from "../../src/render/packing-slip.js";

// ZXing's WebAssembly comes from the installed package, never from a CDN.
prepareZXingModule({ overrides: { wasmBinary: readFileSync(createRequire(import.meta.url).resolve("zxing-wasm/reader/zxing_reader.wasm")).buffer } });

/** Rendered slips are kept here for a person to look at (`pdftoppm -png` turns them into pictures). */
const OUT = "test-results/packing-slips";
mkdirSync(OUT, { recursive: true });

const SLIP: PackingSlip = {
  orderRef: "ord_01JDX7Q2M4K8ZP3N5R6T9VWXYZ",
  externalRef: "shop-10042",
  orderedAt: "2026-11-22T10:00:00Z",
  shipTo: { name: "Ada Lovelace", phone: "+1 (555) 010-0000", address_1: "1 Analytical Way", address_2: "Suite 7", city: "Springfield", zip: "62701", state: "IL", country: "US" },
  returnAddress: { name: "Acme Returns", address_1: "9 Dock Road", city: "Leeds", zip: "LS1 4AP", state: "West Yorkshire", country: "GB" },
  brandingMessage: "Thank you for shopping at Acme Tees!",
  contactMessage: "Questions? Write to help@acme.example — we answer within a day.",
  insertId: 42,
  lines: [
    { sku: "MY-TEE", productName: "Logo tee", quantity: 2 },
    { sku: "NAME-TEE", productName: "Name tee – Zoë Ångström", quantity: 1 },
    { sku: "MY-BOOK", productName: "Notebook", quantity: 5 },
  ],
};

async function open(pdf: Buffer) {
  return getDocument({ data: new Uint8Array(pdf), isEvalSupported: false, useSystemFonts: false }).promise;
}

async function pageText(pdf: Buffer): Promise<string[]> {
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
async function bars(pdf: Buffer, n = 1): Promise<{ x: number; width: number }[]> {
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
async function decode(drawn: { x: number; width: number }[]): Promise<{ text: string; format: string }[]> {
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

describe("packing slip", () => {
  it("carries every element as extractable text: messages, both addresses, references, date, lines, insert", async () => {
    const pdf = await renderPackingSlips([SLIP], "A4");
    writeFileSync(`${OUT}/one-order-a4.pdf`, pdf);
    const [text, ...more] = await pageText(pdf);
    expect(more).toHaveLength(0);
    for (const expected of [
      "Thank you for shopping at Acme Tees!",
      "Questions? Write to help@acme.example — we answer within a day.",
      "Ada Lovelace",
      "1 Analytical Way",
      "Suite 7",
      "62701 Springfield IL",
      "Phone +1 (555) 010-0000",
      "Acme Returns",
      "9 Dock Road",
      "LS1 4AP Leeds West Yorkshire",
      "GB",
      "ord_01JDX7Q2M4K8ZP3N5R6T9VWXYZ",
      "shop-10042",
      "2026-11-22",
      "Name tee – Zoë Ångström",
      "Insert #42",
    ]) {
      expect(text).toContain(expected);
    }
    for (const line of SLIP.lines) expect(text).toMatch(new RegExp(`${line.sku} ${line.productName} ${line.quantity}\\b`));
  });

  it("draws the order_ref as Code 128: the bars are bwip-js's encoding, and ZXing reads them back", async () => {
    const pdf = await renderPackingSlips([SLIP], "A4");
    const drawn = await bars(pdf);
    const [symbol] = bwipjs.raw("code128", SLIP.orderRef, {}) as { sbs: number[] }[];
    const expectedBars = symbol!.sbs.filter((_, i) => i % 2 === 0);
    const module = Math.min(...drawn.map((b) => b.width));
    expect(drawn.map((b) => Math.round(b.width / module))).toEqual(expectedBars);
    expect(await decode(drawn)).toEqual([{ text: SLIP.orderRef, format: "Code128" }]);
  });

  it("the decoding can fail: one bar removed is not read as the order_ref", async () => {
    const drawn = await bars(await renderPackingSlips([SLIP], "A4"));
    const damaged = drawn.filter((_, i) => i !== 7);
    expect((await decode(damaged)).map((r) => r.text)).not.toContain(SLIP.orderRef);
  });

  it.each([
    ["A4", 595.28, 841.89],
    ["letter", 612, 792],
    ["4x6", 288, 432],
  ] as const)("lays out on %s pages", async (size, width, height) => {
    const pdf = await renderPackingSlips([SLIP], size);
    writeFileSync(`${OUT}/one-order-${size}.pdf`, pdf);
    const doc = await open(pdf);
    const page = await doc.getPage(1);
    expect(page.view[2]).toBeCloseTo(width, 1);
    expect(page.view[3]).toBeCloseTo(height, 1);
    expect(doc.numPages).toBe(1);
    const [text] = await pageText(pdf);
    expect(text).toContain("Insert #42");
    expect(text).toContain("LS1 4AP Leeds");
    expect((await decode(await bars(pdf))).map((r) => r.text)).toEqual([SLIP.orderRef]);
  });

  it("leaves out what an order does not have: no return address, messages or insert", async () => {
    const bare: PackingSlip = { ...SLIP, returnAddress: null, brandingMessage: null, contactMessage: null, insertId: null };
    const [text] = await pageText(await renderPackingSlips([bare], "A4"));
    expect(text).not.toContain("Return address");
    expect(text).not.toContain("Insert #");
    expect(text).not.toContain("Acme Tees");
    expect(text).toContain("Ship to");
  });

  it("puts 100 orders on 100 pages, in order", async () => {
    const slips = Array.from({ length: 100 }, (_, i) => ({ ...SLIP, orderRef: `ord_${String(i).padStart(3, "0")}BATCH`, externalRef: `shop-${i}` }));
    const pdf = await renderPackingSlips(slips, "A4");
    writeFileSync(`${OUT}/hundred-orders-a4.pdf`, pdf);
    const pages = await pageText(pdf);
    expect(pages).toHaveLength(100);
    pages.forEach((text, i) => expect(text).toContain(`shop-${i} `));
  });

  it("continues an order with many lines on further pages, each saying whose they are", async () => {
    const lines = Array.from({ length: 120 }, (_, i) => ({ sku: `SKU-${i}`, productName: `Product number ${i}`, quantity: (i % 9) + 1 }));
    const pdf = await renderPackingSlips([{ ...SLIP, lines }], "A4");
    writeFileSync(`${OUT}/long-order-a4.pdf`, pdf);
    const pages = await pageText(pdf);
    expect(pages.length).toBeGreaterThan(1);
    for (const page of pages.slice(1)) expect(page).toContain(`Order ${SLIP.orderRef} (continued)`);
    const all = pages.join("\n");
    for (const line of lines) expect(all).toMatch(new RegExp(`${line.sku} ${line.productName} ${line.quantity}\\b`));
    expect(pages.at(-1)).toContain("Insert #42");
  });
});
