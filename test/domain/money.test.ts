// Money: ISO 4217 exponents (not Intl's), code validation, arithmetic and formatting in major units.
import { describe, expect, it } from "vitest";
import { add, currencyExponent, formatMoney, isAmount, isCurrency, money, sum, times } from "../../src/domain/money.js";

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
    [money(1250, "JPY"), "1250 JPY"],
    [money(0, "JPY"), "0 JPY"],
    [money(1250, "BHD"), "1.250 BHD"],
    [money(7, "BHD"), "0.007 BHD"],
    [money(123456, "HUF"), "1234.56 HUF"],
    [money(-1250, "USD"), "-12.50 USD"],
  ])("%j → %s", (value, text) => {
    expect(formatMoney(value)).toBe(text);
  });

  it("refuses an unknown currency", () => {
    expect(() => formatMoney(money(1, "ABC"))).toThrow();
  });
});
