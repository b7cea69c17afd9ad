// Table-driven tests of src/domain/address-print.ts: the subdivision a slip prints, per country's style, and Japan's 47
// prefectures in kanji and Hepburn, each read back to its ISO number by normalizeState.
import { describe, expect, it } from "vitest";
import { printedPlace, SUBDIVISION_STYLES } from "../../src/domain/address-print.js";
import { JP_PREFECTURES, normalizeState, STATE_LISTS } from "../../src/domain/geo.js";

const JAPANESE = { name: "山田 太郎", address_1: "丸の内1-1", city: "千代田区", country: "JP" };
const ROMAJI = { name: "Taro Yamada", address_1: "1-1 Marunouchi", city: "Chiyoda-ku", country: "JP" };

describe("printedPlace", () => {
  it.each([
    ["13", "千代田区", "東京都千代田区"],
    ["27", "大阪市北区", "大阪府大阪市北区"],
    ["01", "札幌市中央区", "北海道札幌市中央区"],
    ["13", "東京都千代田区", "東京都千代田区"],
  ])("prints JP prefecture %s before the city %s in kanji, as Japanese addresses do: %s", (state, city, printed) => {
    expect(printedPlace({ ...JAPANESE, city, state })).toEqual({ city: printed, state: null });
  });

  it("prints the prefecture's Hepburn name for a Japanese address written in Latin letters", () => {
    expect(printedPlace({ ...ROMAJI, state: "13" })).toEqual({ city: "Chiyoda-ku", state: "Tokyo" });
    expect(printedPlace({ ...ROMAJI, city: "Osaka-shi", state: "27" })).toEqual({ city: "Osaka-shi", state: null });
  });

  it.each([
    ["US", "CA", "CA"],
    ["US", "NY", "NY"],
    ["CA", "ON", "ON"],
    ["AU", "NSW", "NSW"],
    ["BR", "SP", "SP"],
    ["IT", "MI", "MI"],
  ])("keeps the code where the post expects it: %s %s", (country, state, printed) => {
    expect(printedPlace({ name: "A", address_1: "1 Main St", city: "Springfield", country, state })).toEqual({ city: "Springfield", state: printed });
  });

  it.each([
    ["MX", "JAL", "Guadalajara", "Jalisco"],
    ["IN", "MH", "Mumbai", "Maharashtra"],
    ["IN", "BR", "Patna", "Bihar"],
    ["ES", "B", "L'Hospitalet", "Barcelona"],
    ["GB", "Kent", "Canterbury", "Kent"],
    ["CN", "BJ", "Dongcheng", "Beijing Shi"],
    ["KR", "Seoul", "Gangnam-gu", "Seoul"],
  ])("prints the name elsewhere: %s %s", (country, state, city, printed) => {
    expect(printedPlace({ name: "A", address_1: "1 Main St", city, country, state })).toEqual({ city, state: printed });
  });

  it("prints a name the city already holds once", () => {
    expect(printedPlace({ name: "A", address_1: "Reforma 1", city: "Ciudad de México", country: "MX", state: "CMX" })).toEqual({ city: "Ciudad de México", state: null });
  });

  it("leaves the subdivision out where the country's addresses carry none, and a blank one everywhere", () => {
    expect(printedPlace({ name: "A", address_1: "Unter den Linden 1", city: "Berlin", country: "DE", state: "Berlin" })).toEqual({ city: "Berlin", state: null });
    expect(printedPlace({ name: "A", address_1: "1 rue de Rivoli", city: "Paris", country: "FR", state: "Île-de-France" })).toEqual({ city: "Paris", state: null });
    expect(printedPlace({ name: "A", address_1: "1 Main St", city: "Springfield", country: "US", state: " " })).toEqual({ city: "Springfield", state: null });
  });

  it("names a style for countries that exist only", () => {
    for (const country of Object.keys(SUBDIVISION_STYLES)) expect(country).toMatch(/^[A-Z]{2}$/);
  });
});

describe("JP_PREFECTURES", () => {
  it("has all 47 prefectures of the JP state list, each read back to its number in kanji, without its suffix, and in Hepburn", () => {
    expect(Object.keys(JP_PREFECTURES).sort()).toEqual(Object.keys(STATE_LISTS.JP!).sort());
    expect(Object.keys(JP_PREFECTURES)).toHaveLength(47);
    for (const [code, { own, latin }] of Object.entries(JP_PREFECTURES)) {
      expect(normalizeState("JP", own), own).toBe(code);
      expect(normalizeState("JP", latin), latin).toBe(code);
      if (code !== "01") expect(normalizeState("JP", own.slice(0, -1)), own).toBe(code);
    }
  });
});
