// Packing-slip PDFs read back as a reader would: text extracted with pdf.js, the barcode decoded by ZXing from the drawn bars.
import { mkdirSync, writeFileSync } from "node:fs";
import bwipjs from "bwip-js";
import sharp from "sharp";
import { beforeAll, describe, expect, it } from "vitest";
import { renderPackingSlips, type PackingSlip } from "../../src/render/packing-slip.js";
import { gradientImage } from "../helpers/image-host.js";
import { bars, decode, images, open, pageText, textPlaces } from "../helpers/pdf.js";

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

describe("packing slip: the store's name and logo", () => {
  const MM = 72 / 25.4;
  const BOX = { width: 50 * MM, height: 20 * MM };
  const PAGES = { A4: { margin: 42, scale: 1 }, letter: { margin: 42, scale: 1 }, "4x6": { margin: 14, scale: 0.72 } } as const;
  let wide: Buffer;
  let tall: Buffer;
  let seeThrough: Buffer;

  beforeAll(async () => {
    wide = await gradientImage(600, 120, "png");
    tall = await gradientImage(100, 200, "jpeg");
    // A PNG with transparency: pdfkit would inflate its pixels itself; the slip puts it on white first.
    seeThrough = await sharp({ create: { width: 300, height: 150, channels: 4, background: { r: 200, g: 30, b: 30, alpha: 0.5 } } }).png().toBuffer();
  });

  it("prints the store's name at the head of the slip, above the branding message and the title", async () => {
    const [text] = await pageText(await renderPackingSlips([{ ...SLIP, storeName: "Acme Tees Europe" }], "A4"));
    expect(text).toMatch(/Acme Tees Europe Thank you for shopping at Acme Tees! Packing slip/);
  });

  it("prints the logo top left, scaled into 50 × 20 mm keeping its aspect ratio (wide: the width fills the box)", async () => {
    const pdf = await renderPackingSlips([{ ...SLIP, storeName: "Acme Tees Europe", logo: wide }], "A4");
    writeFileSync(`${OUT}/logo-wide-a4.pdf`, pdf);
    const [drawn, ...others] = await images(pdf);
    expect(others).toHaveLength(0);
    expect(drawn!.x).toBeCloseTo(42, 1);
    expect(drawn!.top).toBeCloseTo(42, 1);
    expect(drawn!.width).toBeCloseTo(BOX.width, 1);
    expect(drawn!.height).toBeCloseTo(BOX.width / 5, 1);
  });

  it("a tall logo fills the box's height; a small one is scaled up to the box", async () => {
    const [drawn] = await images(await renderPackingSlips([{ ...SLIP, logo: new Uint8Array(tall) }], "A4"));
    expect(drawn!.height).toBeCloseTo(BOX.height, 1);
    expect(drawn!.width).toBeCloseTo(BOX.height / 2, 1);
    const [small] = await images(await renderPackingSlips([{ ...SLIP, logo: await gradientImage(50, 20) }], "A4"));
    expect(small!.width).toBeCloseTo(BOX.width, 1);
    expect(small!.height).toBeCloseTo(BOX.height, 1);
  });

  it("puts a logo with transparency on white and prints it", async () => {
    const pdf = await renderPackingSlips([{ ...SLIP, logo: seeThrough }], "A4");
    writeFileSync(`${OUT}/logo-transparent-a4.pdf`, pdf);
    expect(await images(pdf)).toHaveLength(1);
  });

  it("moves the header down by the logo's height and a gap; without a logo the slip is laid out as before", async () => {
    const before = await textPlaces(await renderPackingSlips([SLIP], "A4"));
    const none = await textPlaces(await renderPackingSlips([{ ...SLIP, storeName: null, logo: null }], "A4"));
    expect(none).toEqual(before);
    const withLogo = await textPlaces(await renderPackingSlips([{ ...SLIP, logo: wide }], "A4"));
    const yOf = (places: typeof before, str: string) => places.find((p) => p.str === str)!.y;
    expect(yOf(before, "Packing slip") - yOf(withLogo, "Packing slip")).toBeCloseTo(BOX.width / 5 + 6, 1);
  });

  it.each([
    ["random bytes", () => Promise.resolve(Buffer.from("this is not an image at all, whatever the store said"))],
    ["a truncated PNG", async () => (await gradientImage(600, 120, "png")).subarray(0, 400)],
    ["a JPEG cut in half", async () => {
      const jpeg = await gradientImage(600, 120, "jpeg");
      return jpeg.subarray(0, jpeg.length / 2);
    }],
  ])("a logo that cannot be decoded (%s) is left off: the slip prints whole, without a gap", async (_, make) => {
    const bad = await make();
    const pdf = await renderPackingSlips([{ ...SLIP, logo: bad }], "A4");
    expect(await images(pdf)).toHaveLength(0);
    expect(await textPlaces(pdf)).toEqual(await textPlaces(await renderPackingSlips([SLIP], "A4")));
    expect((await decode(await bars(pdf))).map((r) => r.text)).toEqual([SLIP.orderRef]);
  });

  it.each(["A4", "letter", "4x6"] as const)("on %s pages: the logo top left in the box (scaled as type is on a label), one page, everything read back", async (size) => {
    const pdf = await renderPackingSlips([{ ...SLIP, storeName: "Acme Tees Europe", logo: wide }], size);
    writeFileSync(`${OUT}/logo-${size}.pdf`, pdf);
    writeFileSync(`${OUT}/no-logo-${size}.pdf`, await renderPackingSlips([SLIP], size));
    const { margin, scale } = PAGES[size];
    const [drawn] = await images(pdf);
    expect(drawn!.x).toBeCloseTo(margin, 1);
    expect(drawn!.top).toBeCloseTo(margin, 1);
    expect(drawn!.width).toBeCloseTo(BOX.width * scale, 1);
    expect(drawn!.width).toBeLessThanOrEqual(BOX.width + 0.01);
    expect((await open(pdf)).numPages).toBe(1);
    const [text] = await pageText(pdf);
    for (const expected of ["Acme Tees Europe", "Insert #42", "LS1 4AP Leeds", "Packing slip"]) expect(text).toContain(expected);
    expect((await decode(await bars(pdf))).map((r) => r.text)).toEqual([SLIP.orderRef]);
  });

  it("embeds a logo shared by a batch's orders once, drawn on each of their pages", async () => {
    const slips = [0, 1, 2].map((i) => ({ ...SLIP, orderRef: `ord_${i}LOGO`, logo: wide }));
    const pdf = await renderPackingSlips(slips, "A4");
    for (const n of [1, 2, 3]) expect(await images(pdf, n)).toHaveLength(1);
    expect(pdf.toString("latin1").match(/\/Subtype \/Image/g)).toHaveLength(1);
  });
});
