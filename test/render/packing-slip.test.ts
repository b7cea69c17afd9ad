// Packing-slip PDFs read back as a reader would: text extracted with pdf.js, the barcode decoded by ZXing from the drawn bars.
import { mkdirSync, writeFileSync } from "node:fs";
import bwipjs from "bwip-js";
import { describe, expect, it } from "vitest";
import { renderPackingSlips, type PackingSlip } from "../../src/render/packing-slip.js";
import { bars, decode, open, pageText } from "../helpers/pdf.js";

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
