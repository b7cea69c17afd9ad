// The ledger's rules (docs/caller-guide.md#billing): the sign of each entry, the difference a re-pricing writes, and
// which orders reach the ledger at all.
import { describe, expect, it } from "vitest";
import { costsChangeEntry, isBillable, manualEntry, orderCharge, paymentEntry, reshipmentCharge, taxOfCharge } from "../../src/domain/ledger.js";
import { money } from "../../src/domain/money.js";
import type { Costs } from "../../src/domain/pricing.js";

const usd = (amount: number) => money(amount, "USD");
const costs = (items: number, shipping: number): Costs => ({ currency: "USD", items_total: usd(items), shipping: usd(shipping), total: usd(items + shipping), lines: [] });

describe("entries and their sign (positive: owed)", () => {
  it.each([
    ["an order's charge is its total, positive", orderCharge("ord_1", costs(3150, 799)), "order_charge", 3949],
    ["a payment is negative", paymentEntry(usd(5000), "SEPA 1"), "payment", -5000],
    ["a manual credit keeps its sign", manualEntry(usd(-250), "goodwill"), "manual", -250],
    ["a manual debit keeps its sign", manualEntry(usd(120), "storage"), "manual", 120],
    ["a reshipment's charge is positive", reshipmentCharge("ord_1", "shp_1", usd(649)), "reshipment_charge", 649],
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

  it("tax is 0 in the charge's currency until costs carry tax", () => {
    expect(taxOfCharge({ ...costs(100, 0), currency: "JPY" })).toEqual(money(0, "JPY"));
  });
});
