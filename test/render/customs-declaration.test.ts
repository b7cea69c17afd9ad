// The customs declaration's layout on every page size: what it prints is read back with pdf.js; a long order runs on
// to further pages that say whose they are; amounts print in major units with the currency's own decimals.
import { describe, expect, it } from "vitest";
import type { CustomsDeclaration } from "../../src/render/customs-declaration.js";
import { renderPackingSlips, type PackingSlip } from "../../src/render/packing-slip.js";
import { pageText } from "../helpers/pdf.js";

const DECLARATION: CustomsDeclaration = {
  orderRef: "ord_01kaz0000000000000000000ab",
  externalRef: "shop-9",
  orderedAt: "2026-11-22T10:00:00Z",
  sender: { name: "Acme returns", address_1: "1 Dock St", city: "Newark", zip: "07102", state: "NJ", country: "US" },
  recipient: { name: "Taro Yamada", address_1: "1-1 Chiyoda", city: "Chiyoda-ku", zip: "100-0001", state: "13", country: "JP", phone: "+81 3 1234 5678" },
  recipientTaxId: null,
  incoterm: "DAP",
  iossNumber: null,
  eoriNumber: null,
  lines: [
    { description: "T-shirt, cotton", quantity: 2, hs_code: "6109.10", origin_country: "PT", value: { amount: 3600, currency: "JPY" }, weight_grams: 360 },
    { description: "Mug, ceramic", quantity: 1, hs_code: null, origin_country: null, value: null, weight_grams: null },
  ],
  totals: { quantity: 3, value: null, weight_grams: 360, weight_complete: false },
};

const slip = (customs: CustomsDeclaration): PackingSlip => ({
  orderRef: customs.orderRef,
  externalRef: customs.externalRef,
  orderedAt: customs.orderedAt,
  shipTo: customs.recipient,
  returnAddress: customs.sender,
  brandingMessage: null,
  contactMessage: null,
  insertId: null,
  lines: [{ sku: "TEE", productName: "Tee", quantity: 2 }],
  customs,
});

describe("customs declaration layout", () => {
  it.each(["A4", "letter", "4x6"] as const)("prints every part on %s", async (size) => {
    const pages = await pageText(await renderPackingSlips([slip(DECLARATION)], size, "customs"));
    const text = pages.join(" ");
    expect(pages[0]).toContain("CUSTOMS DECLARATION CN 23");
    expect(text).toContain("T-shirt, cotton 2 6109.10 PT 360 g 3,600 JPY");
    expect(text).toContain("Mug, ceramic 1 — — — —");
    expect(text).toContain("Total value not declared");
    expect(text).toContain("Total net weight 360 g (not known for every line)");
    expect(text).toContain("Incoterm DAP");
    expect(text).not.toContain("IOSS");
    expect(text).not.toContain("EORI");
    expect(text).not.toContain("Packing slip");
  });

  it("prints the IOSS number and the sender's EORI number when there are", async () => {
    const text = (await pageText(await renderPackingSlips([slip({ ...DECLARATION, iossNumber: "IM2760000001", eoriNumber: "DE1234567890123" })], "A4", "customs"))).join(" ");
    expect(text).toContain("IOSS IM2760000001");
    expect(text).toContain("Sender's EORI DE1234567890123");
  });

  it("runs a long order on to further pages, each saying whose it is", async () => {
    const lines = Array.from({ length: 80 }, (_, i) => ({ description: `Item ${i + 1}`, quantity: 1, hs_code: "4820.10", origin_country: "US", value: { amount: 1250, currency: "BHD" }, weight_grams: 50 }));
    const totals = { quantity: 80, value: { amount: 100_000, currency: "BHD" }, weight_grams: 4000, weight_complete: true };
    const pages = await pageText(await renderPackingSlips([slip({ ...DECLARATION, lines, totals })], "A4", "customs"));
    expect(pages.length).toBeGreaterThan(1);
    expect(pages[1]).toContain(`Customs declaration, order ${DECLARATION.orderRef} (continued)`);
    expect(pages.join(" ")).toContain("Item 80 1 4820.10 US 50 g 1.250 BHD");
    expect(pages.at(-1)).toContain("Total net weight 4,000 g");
    expect(pages.at(-1)).toContain("Total value 100.000 BHD");
    for (const page of pages.slice(1)) expect(page).toContain("(continued)");
  });
});
