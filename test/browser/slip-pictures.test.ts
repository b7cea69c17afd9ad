// Packing slips with and without a store's logo, painted by pdf.js in Chromium as a viewer would show them: the logo's
// colours are at the top left and nowhere else, and the pictures are kept for a person to look at.
import { mkdirSync, writeFileSync } from "node:fs";
import type { Browser, Page } from "playwright-core";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { renderPackingSlips, type PackingSlip } from "../../src/render/packing-slip.js";
import { ROOT, launchBrowser } from "./harness.js";
import { SCALE, paintPdfPage } from "./pdf-paint.js";

/** Beside the slip tests' PDFs (test/render/packing-slip.test.ts). */
const OUT = `${ROOT}test-results/packing-slips/`;

const SLIP: PackingSlip = {
  orderRef: "ord_01JDX7Q2M4K8ZP3N5R6T9VWXYZ",
  externalRef: "shop-10042",
  orderedAt: "2026-11-22T10:00:00Z",
  shipTo: { name: "Ada Lovelace", address_1: "1 Analytical Way", city: "Springfield", zip: "62701", state: "IL", country: "US" },
  returnAddress: { name: "Acme Returns", address_1: "9 Dock Road", city: "Leeds", zip: "LS1 4AP", country: "GB" },
  brandingMessage: "Thank you for shopping at Acme Tees!",
  contactMessage: "Questions? Write to help@acme.example",
  insertId: 42,
  storeName: "Acme Tees Europe",
  lines: [
    { sku: "MY-TEE", productName: "Logo tee", quantity: 2 },
    { sku: "MY-BOOK", productName: "Notebook", quantity: 5 },
  ],
};

let browser: Browser;
let page: Page;
let paint: (pdf: Buffer) => Promise<Buffer>;
/** A wide orange logo (5:1) with a blue band, colours nothing else on a slip has. */
let logo: Buffer;

beforeAll(async () => {
  mkdirSync(OUT, { recursive: true });
  browser = await launchBrowser();
  page = await browser.newPage();
  paint = (pdf) => paintPdfPage(page, pdf);
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="1000" height="200"><rect width="1000" height="200" fill="#f08000"/><rect y="80" width="1000" height="40" fill="#0050f0"/></svg>`;
  logo = await sharp(Buffer.from(svg)).png().toBuffer();
});
afterAll(async () => {
  await browser?.close();
});

/** Where the picture has the logo's orange: the bounding box of those pixels, in PDF points; null when none. */
async function orange(png: Buffer): Promise<{ left: number; top: number; right: number; bottom: number } | null> {
  const { data, info } = await sharp(png).flatten({ background: "#ffffff" }).raw().toBuffer({ resolveWithObject: true });
  let box: { left: number; top: number; right: number; bottom: number } | null = null;
  for (let y = 0; y < info.height; y++) {
    for (let x = 0; x < info.width; x++) {
      const i = (y * info.width + x) * info.channels;
      if (Math.abs(data[i]! - 0xf0) < 24 && Math.abs(data[i + 1]! - 0x80) < 24 && data[i + 2]! < 40) {
        box = box ? { left: Math.min(box.left, x), top: Math.min(box.top, y), right: Math.max(box.right, x), bottom: Math.max(box.bottom, y) } : { left: x, top: y, right: x, bottom: y };
      }
    }
  }
  return box && { left: box.left / SCALE, top: box.top / SCALE, right: (box.right + 1) / SCALE, bottom: (box.bottom + 1) / SCALE };
}

describe("packing slips as a viewer paints them", () => {
  const MM = 72 / 25.4;

  it.each([
    ["A4", 42, 1],
    ["letter", 42, 1],
    ["4x6", 14, 0.72],
  ] as const)("%s: the logo top left within 50 × 20 mm (scaled as type on a label); without it, no orange anywhere", async (size, margin, scale) => {
    const withLogo = await paint(await renderPackingSlips([{ ...SLIP, logo }], size));
    writeFileSync(`${OUT}logo-${size}.png`, withLogo);
    const box = await orange(withLogo);
    expect(box).not.toBeNull();
    // A pixel of slack: the picture's pixels are half a point.
    expect(box!.left).toBeCloseTo(margin, 0);
    expect(box!.top).toBeCloseTo(margin, 0);
    expect(box!.right - box!.left).toBeCloseTo(50 * MM * scale, 0);
    expect(box!.bottom - box!.top).toBeCloseTo(10 * MM * scale, 0);

    const without = await paint(await renderPackingSlips([SLIP], size));
    writeFileSync(`${OUT}no-logo-${size}.png`, without);
    expect(await orange(without)).toBeNull();
  });
});
