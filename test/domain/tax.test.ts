// Tax: rounding half away from zero once per order in every currency's minor unit, the rate an account's order gets
// (reverse charge, no country, no rate, Greece's EL), and VAT ids checked against the billing country.
import { describe, expect, it } from "vitest";
import { money } from "../../src/domain/money.js";
import { costsOf, costsWithTax, repriced, withShipping } from "../../src/domain/pricing.js";
import { NO_TAX, normalVatId, taxAmount, taxOn, taxRateOf, vatIdProblem, type TaxRate } from "../../src/domain/tax.js";

describe("taxAmount: amount × rate_bp / 10000, half away from zero", () => {
  it.each([
    [1000, 1900, 190],
    [50, 5000, 25], // 25.0
    [1, 5000, 1], // 0.5 → 1
    [-1, 5000, -1], // −0.5 → −1 (away from zero, not up)
    [3950, 1900, 751], // 750.5 → 751
    [-3950, 1900, -751],
    [3949, 1900, 750], // 750.31
    [-3949, 1900, -750],
    [3, 1500, 0], // 0.45
    [-3, 1500, 0],
    [0, 1900, 0],
    [12345, 0, 0],
    [12345, 10_000, 12345],
    [1_000_000_000, 2700, 270_000_000],
  ])("%d at %d bp → %d", (amount, rate, tax) => {
    expect(taxAmount(amount, rate)).toBe(tax);
  });

  it.each([
    // JPY has no minor unit: 1250 yen × 10 % = 125 yen; 1255 × 10 % = 125.5 → 126
    [money(1255, "JPY"), 1000, money(126, "JPY"), money(1381, "JPY")],
    [money(1254, "JPY"), 1000, money(125, "JPY"), money(1379, "JPY")],
    // BHD has three: 1.005 BHD (1005 fils) × 10 % = 100.5 fils → 101 fils
    [money(1005, "BHD"), 1000, money(101, "BHD"), money(1106, "BHD")],
    [money(-1005, "BHD"), 1000, money(-101, "BHD"), money(-1106, "BHD")],
  ])("taxOn(%j, %d bp) → %j, %j", (total, rate, tax, withTax) => {
    expect(taxOn(total, { ...NO_TAX, rate_bp: rate })).toEqual({ tax, total_with_tax: withTax });
  });
});

describe("taxRateOf", () => {
  const DE = { rate_bp: 1900, name: "MwSt." };
  const GR = { rate_bp: 2400, name: "ΦΠΑ" };
  it.each<[string, { billing_country: string | null; vat_id: string | null }, { rate_bp: number; name: string } | undefined, string | null, TaxRate]>([
    ["the billing country's rate", { billing_country: "DE", vat_id: null }, DE, "DE", { country: "DE", rate_bp: 1900, name: "MwSt.", reverse_charge: false }],
    ["no billing country: 0", { billing_country: null, vat_id: null }, undefined, "DE", NO_TAX],
    ["a country without a rate: 0", { billing_country: "US", vat_id: null }, undefined, "DE", { country: "US", rate_bp: 0, name: null, reverse_charge: false }],
    ["an EU business of another state: reverse charge", { billing_country: "FR", vat_id: "FR40303265045" }, { rate_bp: 2000, name: "TVA" }, "DE", { country: "FR", rate_bp: 0, name: "TVA", reverse_charge: true }],
    ["a Greek business (EL id, country GR): reverse charge", { billing_country: "GR", vat_id: "EL094259216" }, GR, "DE", { country: "GR", rate_bp: 0, name: "ΦΠΑ", reverse_charge: true }],
    ["a Greek business when the company is Greek: its rate", { billing_country: "GR", vat_id: "EL094259216" }, GR, "GR", { country: "GR", rate_bp: 2400, name: "ΦΠΑ", reverse_charge: false }],
    ["a business of the company's country: its rate", { billing_country: "DE", vat_id: "DE136695976" }, DE, "DE", { country: "DE", rate_bp: 1900, name: "MwSt.", reverse_charge: false }],
    ["an EU business, company country not set: reverse charge", { billing_country: "DE", vat_id: "DE136695976" }, DE, null, { country: "DE", rate_bp: 0, name: "MwSt.", reverse_charge: true }],
    ["a business outside the EU: its country's rate", { billing_country: "GB", vat_id: "GB980780684" }, { rate_bp: 2000, name: "VAT" }, "DE", { country: "GB", rate_bp: 2000, name: "VAT", reverse_charge: false }],
  ])("%s", (_what, account, rate, company, expected) => {
    expect(taxRateOf(account, rate, company)).toEqual(expected);
  });
});

describe("VAT ids", () => {
  it.each([
    ["DE136695976", "DE", undefined],
    ["EL094259216", "GR", undefined],
    ["ATU13585627", "AT", undefined],
    ["FR40303265045", "FR", undefined],
    ["DE136695977", "DE", "not a valid VAT id"],
    ["GR094259216", "GR", "not a valid VAT id"],
    ["EL094259216", "EL", "not of the billing country EL"],
    ["DE136695976", "AT", "a VAT id of DE"],
    ["DE136695976", null, "set billing_country"],
    ["", "DE", "not a valid VAT id"],
  ])("%s for %s: %s", (id, country, problem) => {
    const found = vatIdProblem(id, country);
    if (problem === undefined) expect(found).toBeUndefined();
    else expect(found).toContain(problem);
  });

  it("ignores spaces, dots, dashes and case", () => {
    expect(normalVatId(" de 136.695-976 ")).toBe("DE136695976");
  });
});

describe("costs with tax", () => {
  const rate: TaxRate = { country: "DE", rate_bp: 1900, name: "MwSt.", reverse_charge: false };
  const eur = (amount: number) => money(amount, "EUR");
  const costs = costsOf("EUR", [{ item_ref: "a", quantity: 2, unit_price: eur(1249), extra_areas: eur(0) }, { item_ref: "b", quantity: 1, unit_price: eur(653), extra_areas: eur(0) }], eur(799), rate);

  it("taxes the order's whole total once (not each line)", () => {
    // Per line: 2498 × 0.19 = 474.62 → 475, 653 → 124.07 → 124, 799 → 151.81 → 152: 751 by chance; the total 3950 → 750.5 → 751.
    expect(costs).toMatchObject({ total: eur(3950), tax: eur(751), total_with_tax: eur(4701), tax_rate: rate });
  });

  it("re-pricing keeps the order's rate", () => {
    expect(repriced(costs, new Map([["a", 1], ["b", 1]]), eur(649))).toMatchObject({ total: eur(2551), tax: eur(485), tax_rate: rate });
    expect(withShipping(costs, eur(1500))).toMatchObject({ total: eur(4651), tax: eur(884), total_with_tax: eur(5535), tax_rate: rate });
  });

  it("reads costs kept before tax as untaxed, and leaves taxed ones as they are", () => {
    const { tax: _t, total_with_tax: _w, tax_rate: _r, ...old } = costs;
    expect(costsWithTax(old)).toEqual({ ...old, tax: eur(0), total_with_tax: eur(3950), tax_rate: NO_TAX });
    expect(JSON.stringify(Object.keys(costsWithTax(old)))).toBe(JSON.stringify(Object.keys(costs)));
    expect(costsWithTax(costs)).toBe(costs);
  });
});
