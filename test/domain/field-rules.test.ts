// Field and address rules, table-driven: timestamps, phones, URLs, SKUs, colours, countries, states, addresses.
import { describe, expect, it } from "vitest";
import { checkAddress, type Address } from "../../src/domain/address.js";
import type { FieldError } from "../../src/domain/errors.js";
import { hasControlCharacters, isColor, isHttpUrl, isPhone, isPrintable, isSku, parseUtcTimestamp } from "../../src/domain/fields.js";
import { COUNTRIES, normalizeCountry, normalizeState } from "../../src/domain/geo.js";
import { canonicalJson } from "../../src/domain/canonical-json.js";
import { newRef } from "../../src/domain/refs.js";

describe("parseUtcTimestamp", () => {
  it.each([
    ["2026-11-22T10:00:00Z", "2026-11-22T10:00:00.000Z"],
    ["2026-11-22T10:00:00+00:00", "2026-11-22T10:00:00.000Z"],
    ["2026-11-22t10:00:00z", "2026-11-22T10:00:00.000Z"],
    ["2026-11-22T10:00:00.5Z", "2026-11-22T10:00:00.500Z"],
    ["2024-02-29T23:59:59.999999Z", "2024-02-29T23:59:59.999Z"],
    ["2026-11-22T10:00:00+01:00", undefined],
    ["2026-11-22T10:00:00", undefined],
    ["2026-11-22", undefined],
    ["2026-02-30T10:00:00Z", undefined],
    ["2026-13-01T10:00:00Z", undefined],
    ["2026-11-22T24:00:00Z", undefined],
    ["22/11/2026 10:00", undefined],
    ["", undefined],
  ])("%s → %s", (text, expected) => {
    expect(parseUtcTimestamp(text)).toBe(expected);
  });
});

describe("format checks", () => {
  it.each([
    ["+1 (555) 010-0000", true],
    ["555.0100", true],
    ["12345", true],
    ["1234", false],
    ["call me", false],
    ["+1 555 0100 ext 2", false],
    ["-----", false],
    ["1".repeat(33), false],
  ])("isPhone(%j) = %s", (text, ok) => expect(isPhone(text)).toBe(ok));

  it.each([
    ["https://a.example/x.png", true],
    ["http://a.example", true],
    ["HTTPS://A.EXAMPLE/x", true],
    ["ftp://a.example/x", false],
    ["//a.example/x", false],
    ["/relative.png", false],
    ["javascript:alert(1)", false],
    ["https://", false],
  ])("isHttpUrl(%j) = %s", (text, ok) => expect(isHttpUrl(text)).toBe(ok));

  it.each([
    ["TEE-BLK", true],
    ["a.b_c-1", true],
    ["x".repeat(64), true],
    ["x".repeat(65), false],
    ["TEE BLK", false],
    ["", false],
    ["tee/1", false],
  ])("isSku(%j) = %s", (text, ok) => expect(isSku(text)).toBe(ok));

  it.each([
    ["#000000", true],
    ["#a1B2c3", true],
    ["#fff", false],
    ["red", false],
  ])("isColor(%j) = %s", (text, ok) => expect(isColor(text)).toBe(ok));

  it.each([
    ["plain", false, true],
    ["tab\tand\nnewline", false, false],
    ["bell\u0007", true, false],
    ["del\u007f", true, false],
    ["lone \ud800 surrogate", true, false],
  ])("%j: control %s, printable %s", (text, control, printable) => {
    expect(hasControlCharacters(text)).toBe(control);
    expect(isPrintable(text)).toBe(printable);
  });
});

describe("countries and states", () => {
  it("knows the 249 ISO 3166-1 alpha-2 codes", () => {
    expect(COUNTRIES.size).toBe(249);
  });

  it.each([
    ["us", "US"],
    [" De ", "DE"],
    ["GB", "GB"],
    ["UK", undefined],
    ["USA", undefined],
    ["XX", undefined],
  ])("normalizeCountry(%j) = %s", (text, code) => expect(normalizeCountry(text)).toBe(code));

  it.each([
    ["US", "IL", "IL"],
    ["US", "illinois", "IL"],
    ["US", "New  York", "NY"],
    ["US", "district of columbia", "DC"],
    ["US", "Puerto Rico", "PR"],
    ["US", "Narnia", undefined],
    ["US", "ON", undefined],
    ["CA", "Québec", "QC"],
    ["CA", "quebec", "QC"],
    ["CA", "BC", "BC"],
    ["CA", "Texas", undefined],
    ["DE", "Bayern", "Bayern"],
  ])("normalizeState(%s, %j) = %s", (country, text, code) => expect(normalizeState(country, text)).toBe(code));
});

describe("checkAddress", () => {
  const base: Address = { name: "Ada", phone: "+1 555 0100", address_1: "1 Main", city: "Springfield", zip: "62701", state: "illinois", country: "us" };
  const codes = (errors: FieldError[]) => errors.map((e) => [e.path, e.code]);

  it.each([
    ["a valid address, normalised", {}, true, [], { state: "IL", country: "US" }],
    ["a blank name", { name: "  " }, true, [["name", "required"]], undefined],
    ["a bad phone", { phone: "abc" }, true, [["phone", "invalid_phone"]], undefined],
    ["no phone where required", { phone: undefined }, true, [["phone", "required"]], undefined],
    ["no phone where optional", { phone: undefined }, false, [], { country: "US" }],
    ["an unknown country", { country: "ZZ" }, true, [["country", "invalid_country"]], undefined],
    ["a state that is not in the US", { state: "Ontario" }, true, [["state", "invalid_state"]], undefined],
    ["a control character", { city: "Spring\u0000field" }, true, [["city", "invalid_text"]], undefined],
  ] as const)("%s", (_case, change, phoneRequired, expected, normalised) => {
    const errors: FieldError[] = [];
    const result = checkAddress({ ...base, ...change }, (part) => `ship.${part}`, errors, phoneRequired);
    expect(codes(errors)).toEqual(expected.map(([p, c]) => [`ship.${p}`, c]));
    if (normalised) expect(result).toMatchObject(normalised);
  });
});

describe("canonicalJson and refs", () => {
  it.each([
    [{ b: 1, a: [2, { d: 1, c: 2 }] }, '{"a":[2,{"c":2,"d":1}],"b":1}'],
    [{ a: undefined, b: null }, '{"b":null}'],
    ["x", '"x"'],
  ])("canonicalJson(%j)", (value, text) => expect(canonicalJson(value)).toBe(text));

  it("makes distinct, URL-safe references sortable by time", () => {
    const early = newRef("ord", Date.UTC(2026, 0, 1));
    const late = newRef("ord", Date.UTC(2026, 0, 2));
    expect(early).toMatch(/^ord_[0-9a-z]{26}$/);
    expect(early < late).toBe(true);
    const many = new Set(Array.from({ length: 1000 }, () => newRef("itm")));
    expect(many.size).toBe(1000);
  });
});
