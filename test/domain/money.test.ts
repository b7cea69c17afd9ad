// Money: ISO 4217 exponents (not Intl's), code validation, arithmetic and formatting in major units.
import { describe, expect, it } from "vitest";
import { add, currencyExponent, formatMoney, isAmount, isCurrency, majorUnits, money, parseMoney, sum, times } from "../../src/domain/money.js";

describe("currencyExponent", () => {
  it.each([
    ["USD", 2],
    ["EUR", 2],
    ["JPY", 0],
    ["KRW", 0],
    ["BHD", 3],
    ["KWD", 3],
    ["HUF", 2], // ISO says 2; Intl says 0
    ["usd", undefined],
    ["US", undefined],
    ["USDX", undefined],
    ["ABC", undefined],
    ["XAU", undefined],
    ["XXX", undefined],
    ["XTS", undefined],
    ["", undefined],
  ] as const)("%s → %s", (code, exponent) => {
    expect(currencyExponent(code)).toBe(exponent);
    expect(isCurrency(code)).toBe(exponent !== undefined);
  });
});

describe("isAmount", () => {
  it.each([
    [0, true],
    [1250, true],
    [1_000_000_000, true],
    [-1, false],
    [12.5, false],
    [Number.NaN, false],
    [Number.POSITIVE_INFINITY, false],
    [1_000_000_001, false],
  ])("%s → %s", (amount, ok) => {
    expect(isAmount(amount)).toBe(ok);
  });
});

describe("arithmetic", () => {
  it("adds and multiplies in minor units", () => {
    expect(add(money(1250, "USD"), money(399, "USD"))).toEqual(money(1649, "USD"));
    expect(times(money(1250, "JPY"), 3)).toEqual(money(3750, "JPY"));
    expect(sum("BHD", [money(1, "BHD"), money(2, "BHD")])).toEqual(money(3, "BHD"));
    expect(sum("USD", [])).toEqual(money(0, "USD"));
  });

  it("refuses to mix currencies or multiply by a fraction", () => {
    expect(() => add(money(1, "USD"), money(1, "EUR"))).toThrow();
    expect(() => times(money(1, "USD"), 1.5)).toThrow();
    expect(() => times(money(1, "USD"), -1)).toThrow();
  });
});

describe("formatMoney", () => {
  it.each([
    [money(1250, "USD"), "12.50 USD"],
    [money(5, "USD"), "0.05 USD"],
    [money(0, "USD"), "0.00 USD"],
    [money(1250, "JPY"), "1,250 JPY"],
    [money(0, "JPY"), "0 JPY"],
    [money(1250, "BHD"), "1.250 BHD"],
    [money(7, "BHD"), "0.007 BHD"],
    [money(123456, "HUF"), "1,234.56 HUF"],
    [money(-1250, "USD"), "-12.50 USD"],
    [money(123456789, "USD"), "1,234,567.89 USD"],
    [money(1234567, "BHD"), "1,234.567 BHD"],
    [money(999, "JPY"), "999 JPY"],
    [money(1000, "JPY"), "1,000 JPY"],
  ])("%j → %s", (value, text) => {
    expect(formatMoney(value)).toBe(text);
  });

  it("refuses an unknown currency", () => {
    expect(() => formatMoney(money(1, "ABC"))).toThrow();
  });
});

describe("parseMoney", () => {
  it.each([
    ["12.50", "USD", 1250],
    ["12.5", "USD", 1250],
    ["12", "USD", 1200],
    [".5", "USD", 50],
    ["0.05", "USD", 5],
    [" 1,234.56 ", "USD", 123456],
    ["1200", "JPY", 1200],
    ["1,200", "JPY", 1200],
    ["1.250", "BHD", 1250],
    ["0.007", "BHD", 7],
    ["3", "BHD", 3000],
    ["-1", "USD", -100],
  ] as const)("%j in %s → %d minor units", (text, currency, amount) => {
    expect(parseMoney(text, currency)).toEqual({ ok: true, amount });
  });

  it.each([
    ["12.505", "USD", "USD has 2 decimals at most"],
    ["12.5", "JPY", "JPY has no decimals"],
    ["1.2345", "BHD", "BHD has 3 decimals at most"],
    ["", "USD", "must be a number, e.g. 12.50"],
    [".", "USD", "must be a number, e.g. 12.50"],
    ["12,50", "USD", "must be a number, e.g. 12.50"],
    ["1e3", "USD", "must be a number, e.g. 12.50"],
    ["$12", "USD", "must be a number, e.g. 12.50"],
    ["99999999999999999", "USD", "is too large"],
    ["12", "ABC", '"ABC" is not an ISO 4217 currency code'],
  ] as const)("refuses %j in %s: %s", (text, currency, message) => {
    expect(parseMoney(text, currency)).toEqual({ ok: false, message });
  });

  it("reads back what formatMoney and majorUnits write, exactly", () => {
    for (const [amount, currency] of [[1250, "USD"], [1250, "JPY"], [1250, "BHD"], [7, "BHD"], [123456789, "HUF"]] as const) {
      expect(parseMoney(formatMoney(money(amount, currency)).split(" ")[0]!, currency)).toEqual({ ok: true, amount });
      expect(parseMoney(majorUnits(amount, currency), currency)).toEqual({ ok: true, amount });
    }
    expect(majorUnits(1250, "USD")).toBe("12.50");
    expect(majorUnits(1250, "JPY")).toBe("1250");
    expect(majorUnits(1250, "BHD")).toBe("1.250");
  });
});
