// Table-driven unit tests of src/domain/geo.ts: ISO 3166-1 alpha-2 countries, US states and CA provinces by code and name.
import { describe, expect, it } from "vitest";
import { COUNTRIES, normalizeCountry, normalizeState, STATE_LISTS } from "../../src/domain/geo.js";

describe("COUNTRIES", () => {
  it("holds exactly the 249 ISO 3166-1 alpha-2 codes, all two upper-case letters", () => {
    expect(COUNTRIES.size).toBe(249);
    for (const code of COUNTRIES) expect(code).toMatch(/^[A-Z]{2}$/);
  });

  it.each([
    ["US", true],
    ["CA", true],
    ["GB", true],
    ["DE", true],
    ["AQ", true],
    ["AX", true],
    ["SS", true],
    ["ZW", true],
    ["UK", false],
    ["EU", false],
    ["XK", false],
    ["AN", false],
    ["ZZ", false],
  ])("%s is listed: %s", (code, listed) => {
    expect(COUNTRIES.has(code)).toBe(listed);
  });
});

describe("normalizeCountry", () => {
  it.each([
    ["upper case", "US", "US"],
    ["lower case", "us", "US"],
    ["mixed case", "Us", "US"],
    ["mixed case the other way", "cA", "CA"],
    ["surrounding spaces", " de ", "DE"],
    ["surrounding tab and newline", "\tfr\n", "FR"],
    ["Åland", "ax", "AX"],
    ["UK is not the ISO code of the United Kingdom", "UK", undefined],
    ["alpha-3", "USA", undefined],
    ["numeric", "840", undefined],
    ["unassigned", "XX", undefined],
    ["user-assigned Kosovo", "XK", undefined],
    ["withdrawn Netherlands Antilles", "AN", undefined],
    ["one letter", "U", undefined],
    ["country name", "Germany", undefined],
    ["inner space", "U S", undefined],
    ["full-width letters", "ＵＳ", undefined],
    ["empty", "", undefined],
  ])("%s: %j → %s", (_case, text, expected) => {
    expect(normalizeCountry(text)).toBe(expected);
  });

  it("maps every listed code, in either case, to itself", () => {
    for (const code of COUNTRIES) {
      expect(normalizeCountry(code)).toBe(code);
      expect(normalizeCountry(code.toLowerCase())).toBe(code);
    }
  });
});

describe("normalizeState", () => {
  it.each([
    // United States: code or name, stored as the code
    ["US", "IL", "IL"],
    ["US", "il", "IL"],
    ["US", " il ", "IL"],
    ["US", "Illinois", "IL"],
    ["US", "ILLINOIS", "IL"],
    ["US", "illinois", "IL"],
    ["US", "New York", "NY"],
    ["US", "new  york", "NY"],
    ["US", "Washington", "WA"],
    ["US", "District of Columbia", "DC"],
    ["US", "DC", "DC"],
    ["US", "Puerto Rico", "PR"],
    ["US", "U.S. Virgin Islands", "VI"],
    ["US", "u.s. virgin islands", "VI"],
    ["US", "Armed Forces Europe", "AE"],
    ["US", "Narnia", undefined],
    ["US", "ON", undefined],
    ["US", "Ontario", undefined],
    ["US", "Québec", undefined],
    ["US", "I L", undefined],
    ["US", "ILL", undefined],
    ["US", "", undefined],
    // Canada: code or name, accents ignored, stored as the code
    ["CA", "QC", "QC"],
    ["CA", "qc", "QC"],
    ["CA", "Québec", "QC"],
    ["CA", "QUÉBEC", "QC"],
    ["CA", "québec", "QC"],
    ["CA", "Que\u0301bec", "QC"],
    ["CA", "Quebec", "QC"],
    ["CA", "Ontario", "ON"],
    ["CA", "on", "ON"],
    ["CA", "British Columbia", "BC"],
    ["CA", "newfoundland and labrador", "NL"],
    ["CA", "Prince Edward Island", "PE"],
    ["CA", "Northwest Territories", "NT"],
    ["CA", "Yukon", "YT"],
    ["CA", "IL", undefined],
    ["CA", "Texas", undefined],
    ["CA", "Newfoundland", undefined],
    ["CA", "", undefined],
    // Other countries: free text, returned as sent
    ["DE", "Bayern", "Bayern"],
    ["FR", "Île-de-France", "Île-de-France"],
    ["GB", " Greater London ", " Greater London "],
    ["NZ", "IL", "IL"],
    ["DE", "", ""],
  ])("%s %j → %s", (country, text, expected) => {
    expect(normalizeState(country, text)).toBe(expected);
  });

  const everyState = Object.entries(STATE_LISTS).flatMap(([country, states]) =>
    Object.entries(states).map(([code, name]) => [country, code, name] as const),
  );

  it("has lists for US and CA, and ISO 3166-2 lists for AU, BR, ES, IN, IT, JP, MX", () => {
    expect(Object.keys(STATE_LISTS).sort()).toEqual(["AU", "BR", "CA", "ES", "IN", "IT", "JP", "MX", "US"]);
    expect(Object.keys(STATE_LISTS.CA!)).toHaveLength(13);
  });

  it.each(everyState)("%s %s (%s): by code, lower-case code, name and upper-case name", (country, code, name) => {
    expect(normalizeState(country, code)).toBe(code);
    expect(normalizeState(country, code.toLowerCase())).toBe(code);
    expect(normalizeState(country, name)).toBe(code);
    expect(normalizeState(country, name.toUpperCase())).toBe(code);
  });
});
