// The invoice's layout, read back with pdf.js: issuer and customer, every entry, totals and balances in the currency's
// own decimals, reverse charge in words with both VAT ids; a long invoice runs on to pages headed with its number and
// the table's head; written in parts, it is the same document as written whole.
import { describe, expect, it } from "vitest";
import { InvoiceDocument, type InvoiceHead, type InvoiceLine } from "../../src/render/invoice.js";
import { wholeDocument } from "../../src/render/part-document.js";
import { pageText } from "../helpers/pdf.js";

const HEAD: InvoiceHead = {
  number: "INV-2026-000042",
  issuedAt: "2026-12-01T00:05:00.000Z",
  period: "2026-11",
  currency: "EUR",
  issuer: { name: "Acme Print GmbH", address: "Druckweg 1, 10115 Berlin", country: "DE", taxId: "DE136695976" },
  customer: { name: "Shop Nine", accountId: "acc_shop9", billingCountry: "DE", vatId: null },
  reverseCharge: false,
  taxLabel: "VAT 19 %",
  net: 2450,
  tax: 466,
  total: 2916,
  payments: -1000,
  broughtForward: 500,
  carried: 2416,
  entryCount: 3,
};

const LINES: InvoiceLine[] = [
  { at: "2026-11-03T10:00:00Z", kind: "Order charge", orderRef: "ord_01kb0000000000000000000001", description: "shop-1001", amount: 2950, tax: 561 },
  { at: "2026-11-04T10:00:00Z", kind: "Order credit", orderRef: "ord_01kb0000000000000000000001", description: "1 item cancelled", amount: -500, tax: -95 },
  { at: "2026-11-20T10:00:00Z", kind: "Payment", orderRef: null, description: "bank transfer 7781", amount: -1000, tax: 0 },
];

describe("invoice layout", () => {
  it("prints the parties, every entry, the totals and the balances", async () => {
    const pages = await pageText(await wholeDocument(new InvoiceDocument(HEAD), LINES));
    expect(pages).toHaveLength(1);
    const text = pages[0]!;
    for (const words of [
      "Acme Print GmbH",
      "Druckweg 1, 10115 Berlin",
      "VAT id DE136695976",
      "INVOICE INV-2026-000042",
      "Issued 2026-12-01 Period 2026-11 Currency EUR",
      "Shop Nine",
      "Account acc_shop9",
      "Order charge: shop-1001 2026-11-03 ord_01kb0000000000000000000001 29.50 EUR 5.61 EUR",
      "Order credit: 1 item cancelled 2026-11-04 ord_01kb0000000000000000000001 -5.00 EUR -0.95 EUR",
      "Payment: bank transfer 7781 2026-11-20 -10.00 EUR 0.00 EUR",
      "Net subtotal 24.50 EUR",
      "Tax (VAT 19 %) 4.66 EUR",
      "Total 29.16 EUR",
      "Balance brought forward 5.00 EUR",
      "Payments received -10.00 EUR",
      "Balance carried forward 24.16 EUR",
      "3 entries.",
    ]) {
      expect(text).toContain(words);
    }
    expect(text).not.toContain("Reverse charge");
  });

  it("says reverse charge in words with both VAT ids, and no tax", async () => {
    const head = { ...HEAD, customer: { ...HEAD.customer, billingCountry: "FR", vatId: "FR40303265045" }, reverseCharge: true, taxLabel: null, tax: 0, total: 2450, carried: 1950 };
    const [text] = await pageText(await wholeDocument(new InvoiceDocument(head), LINES.map((l) => ({ ...l, tax: 0 }))));
    expect(text).toContain("Tax (reverse charge) 0.00 EUR");
    expect(text).toContain("Reverse charge: VAT to be accounted for by the recipient");
    expect(text).toContain("Supplier's VAT id DE136695976; customer's VAT id FR40303265045");
  });

  it("prints amounts in the currency's own decimals", async () => {
    const head = { ...HEAD, currency: "JPY", net: 2450, tax: 245, total: 2695, payments: 0, broughtForward: 0, carried: 2695, entryCount: 1 };
    const [text] = await pageText(await wholeDocument(new InvoiceDocument(head), [{ ...LINES[0]!, amount: 2450, tax: 245 }]));
    expect(text).toContain("2,450 JPY");
    expect(text).toContain("Total 2,695 JPY");
  });

  it("runs a long invoice on to further pages, each headed with its number and the table's head; parts make the same pages", async () => {
    const many: InvoiceLine[] = Array.from({ length: 300 }, (_, i) => ({ ...LINES[0]!, description: `shop-${2000 + i}` }));
    const head = { ...HEAD, entryCount: many.length };
    const whole = await pageText(await wholeDocument(new InvoiceDocument(head), many));
    expect(whole.length).toBeGreaterThan(3);
    for (const page of whole.slice(1)) {
      expect(page.startsWith("Invoice INV-2026-000042 (continued) Description Date Order Net Tax")).toBe(true);
    }
    const all = whole.join(" ");
    for (let i = 0; i < many.length; i++) expect(all).toContain(`shop-${2000 + i} `);
    expect(whole.at(-1)).toContain("300 entries.");

    const inParts = new InvoiceDocument(head);
    const chunks: Buffer[] = [];
    for (let start = 0; start < many.length; start += 100) {
      await inParts.add(many.slice(start, start + 100));
      chunks.push(inParts.take());
    }
    chunks.push(await inParts.end());
    expect(await pageText(Buffer.concat(chunks))).toEqual(whole);
  });
});
