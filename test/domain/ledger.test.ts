// The ledger's rules (docs/caller-guide.md#billing): the sign of each entry, the difference a re-pricing writes, and
// which orders reach the ledger at all.
import { describe, expect, it } from "vitest";
import { costsChangeEntry, isBillable, manualEntry, orderCharge, paymentEntry, reshipmentCharge, taxOfCharge } from "../../src/domain/ledger.js";
import { money } from "../../src/domain/money.js";
import { costsOf, type Costs } from "../../src/domain/pricing.js";
import type { TaxRate } from "../../src/domain/tax.js";

const usd = (amount: number) => money(amount, "USD");
const rate = (rateBp: number): TaxRate => ({ country: rateBp ? "DE" : null, rate_bp: rateBp, name: rateBp ? "VAT" : null, reverse_charge: false });
/** One line of `items` and shipping, taxed at `rateBp` on the whole total. */
const costs = (items: number, shipping: number, rateBp = 0): Costs => costsOf("USD", [{ item_ref: "itm_1", unit_price: usd(items), extra_areas: usd(0), quantity: 1 }], usd(shipping), rate(rateBp));

describe("entries and their sign (positive: owed)", () => {
  it.each([
    ["an order's charge is its total, positive", orderCharge("ord_1", costs(3150, 799)), "order_charge", 3949],
    ["a payment is negative", paymentEntry(usd(5000), "SEPA 1"), "payment", -5000],
    ["a manual credit keeps its sign", manualEntry(usd(-250), "goodwill"), "manual", -250],
    ["a manual debit keeps its sign", manualEntry(usd(120), "storage"), "manual", 120],
    ["a reshipment's charge is positive", reshipmentCharge("ord_1", "shp_1", usd(649), rate(0)), "reshipment_charge", 649],
  ] as const)("%s", (_name, entry, type, amount) => {
    expect(entry.type).toBe(type);
    expect(entry.amount).toEqual(usd(amount));
    expect(entry.tax).toEqual(usd(0));
  });

  it("a payment is described by its reference, a manual entry by its reason", () => {
    expect(paymentEntry(usd(1), "SEPA 7").description).toBe("Payment SEPA 7");
    expect(manualEntry(usd(1), "Storage fee").description).toBe("Storage fee");
  });
});

describe("costsChangeEntry", () => {
  it.each([
    ["fewer items: a credit of the difference", costs(3150, 799), costs(1900, 649), "cancel", "order_credit", -1400],
    ["everything cancelled: the whole total back", costs(3150, 799), costs(0, 0), "cancel", "order_credit", -3949],
    ["a dearer method: an adjustment up", costs(3150, 799), costs(3150, 2199), "reprice", "order_adjustment", 1400],
    ["a cheaper method: an adjustment down", costs(3150, 2199), costs(3150, 799), "reprice", "order_adjustment", -1400],
  ] as const)("%s", (_name, previous, next, why, type, amount) => {
    expect(costsChangeEntry("ord_1", previous, next, why)).toMatchObject({ type, amount: usd(amount), tax: usd(0), order_ref: "ord_1" });
  });

  it("writes nothing when the total did not move", () => {
    expect(costsChangeEntry("ord_1", costs(3150, 799), costs(3150, 799), "reprice")).toBeUndefined();
  });
});

describe("isBillable and taxOfCharge", () => {
  it.each([
    [{ costs: costs(100, 0), test: false }, true],
    [{ costs: costs(100, 0), test: true }, false],
    [{ costs: null, test: false }, false],
  ])("%j → %s", (order, billable) => {
    expect(isBillable(order)).toBe(billable);
  });

  it("an order's entry carries the order's own tax (rounded once on its total); a reshipment is taxed at the order's rate", () => {
    // 31.50 + 7.99 = 39.49 at 19 %: 7.5031 → 7.50.
    expect(taxOfCharge(costs(3150, 799, 1900))).toEqual(usd(750));
    expect(orderCharge("ord_1", costs(3150, 799, 1900))).toMatchObject({ amount: usd(3949), tax: usd(750) });
    expect(taxOfCharge(costs(100, 0))).toEqual(usd(0));
    // 6.49 at 19 %: 1.2331 → 1.23.
    expect(reshipmentCharge("ord_1", "shp_1", usd(649), rate(1900)).tax).toEqual(usd(123));
  });

  it("a re-pricing's entry carries the difference of the tax too", () => {
    // 39.49 → 27.49 (12.00 of items cancelled): tax 7.50 → 5.22.
    expect(costsChangeEntry("ord_1", costs(3150, 799, 1900), costs(1950, 799, 1900), "cancel")).toMatchObject({ amount: usd(-1200), tax: usd(522 - 750) });
  });
});
