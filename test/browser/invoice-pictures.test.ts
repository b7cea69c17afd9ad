// An invoice painted by pdf.js in Chromium as a viewer would show it: its first page and the last page of a long one
// are kept for a person to look at (test-results/invoices/), and neither page is blank below its head.
import { mkdirSync, writeFileSync } from "node:fs";
import type { Browser, Page } from "playwright-core";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { InvoiceDocument, type InvoiceHead, type InvoiceLine } from "../../src/render/invoice.js";
import { wholeDocument } from "../../src/render/part-document.js";
import { ROOT, launchBrowser } from "./harness.js";
import { paintPdfPage } from "./pdf-paint.js";

const OUT = `${ROOT}test-results/invoices/`;

const HEAD: InvoiceHead = {
  number: "INV-2026-000042",
  issuedAt: "2026-12-01T00:05:00.000Z",
  period: "2026-11",
  currency: "EUR",
  issuer: { name: "Acme Print GmbH", address: "Druckweg 1, 10115 Berlin", country: "DE", taxId: "DE136695976" },
  customer: { name: "Boutique Lumière", accountId: "acc_boutique", billingCountry: "FR", vatId: "FR40303265045" },
  reverseCharge: true,
  taxLabel: null,
  net: 0,
  tax: 0,
  total: 0,
  payments: -20000,
  broughtForward: 1250,
  carried: 0,
  entryCount: 0,
};

const KINDS = ["Order charge", "Order adjustment", "Order credit", "Reshipment charge"] as const;
const lines = (n: number): InvoiceLine[] =>
  Array.from({ length: n }, (_, i) => ({
    at: `2026-11-${String(1 + (i % 28)).padStart(2, "0")}T10:00:00Z`,
    kind: KINDS[i % KINDS.length]!,
    orderRef: `ord_01KB${String(i).padStart(22, "0")}`,
    description: `shop-${10_000 + i}`,
    amount: i % 4 === 2 ? -450 : 2950,
    tax: 0,
  }));

/** Dark pixels in the picture's rows below `fromY` (of the page's height, 0–1): a page with text has many. */
async function inkBelow(png: Buffer, fromY: number): Promise<number> {
  const { data, info } = await sharp(png).flatten({ background: "#ffffff" }).greyscale().raw().toBuffer({ resolveWithObject: true });
  let ink = 0;
  for (let y = Math.floor(info.height * fromY); y < info.height; y++) for (let x = 0; x < info.width; x++) if (data[y * info.width + x]! < 128) ink++;
  return ink;
}

let browser: Browser;
let page: Page;

beforeAll(async () => {
  mkdirSync(OUT, { recursive: true });
  browser = await launchBrowser();
  page = await browser.newPage();
});
afterAll(async () => {
  await browser?.close();
});

describe("invoices as a viewer paints them", () => {
  it("paints the first page of a short invoice and the last page of a long one", async () => {
    const short = lines(6);
    const net = short.reduce((sum, l) => sum + l.amount, 0);
    const head = { ...HEAD, net, total: net, carried: HEAD.broughtForward + net + HEAD.payments, entryCount: short.length };
    const first = await paintPdfPage(page, await wholeDocument(new InvoiceDocument(head), short));
    writeFileSync(`${OUT}invoice-first-page.png`, first);
    expect(await inkBelow(first, 0.3)).toBeGreaterThan(2000);

    const long = lines(120);
    const longNet = long.reduce((sum, l) => sum + l.amount, 0);
    const longHead = { ...HEAD, net: longNet, total: longNet, carried: HEAD.broughtForward + longNet + HEAD.payments, entryCount: long.length };
    const last = await paintPdfPage(page, await wholeDocument(new InvoiceDocument(longHead), long), -1);
    writeFileSync(`${OUT}invoice-last-page.png`, last);
    expect(await inkBelow(last, 0)).toBeGreaterThan(2000);
  });
});
