// The words an order is found by: words of scripts written without spaces are found by any part of them (their
// suffixes are words too), and every other word exactly as before, by its prefixes only.
import { describe, expect, it } from "vitest";
import { orderWords, searchTerms } from "../../src/domain/search-words.js";

const order = (fields: Partial<Parameters<typeof orderWords>[0]>) => ({
  order_ref: "ord_01jabcdef",
  external_ref: "SHOP-1",
  shipping_name: "Ada Lovelace",
  shipping_city: "London",
  shipping_zip: "SW1A 1AA",
  ...fields,
});
/** Whether `q` finds the order: each of its terms prefixes one of the order's words (what both engines ask). */
const finds = (words: string[], q: string) => searchTerms(q).every((term) => words.some((word) => word.startsWith(term)));

describe("orderWords", () => {
  it("gives an order in Latin script exactly the words it had before (no suffixes, nothing more to write)", () => {
    expect(orderWords(order({ order_ref: "ord_01JABCDEF", external_ref: "SHOP-2002/b", shipping_name: "Étienne O'Brien-Smith", shipping_city: "Saint-Étienne" }))).toEqual([
      "ord_01jabcdef",
      "shop-2002/b",
      "shop-2002",
      "shop",
      "2002",
      "b",
      "etienne",
      "o'brien-smith",
      "o",
      "brien",
      "smith",
      "saint-etienne",
      "saint",
      "sw1a",
      "1aa",
      "sw1a1aa",
    ]);
    // Greek, Cyrillic, Hangul and Arabic are written with spaces: still prefixes only.
    const words = orderWords(order({ shipping_name: "Αλέξανδρος Παπαδόπουλος", shipping_city: "Санкт-Петербург 서울특별시 القاهرة" }));
    expect(finds(words, "παπα")).toBe(true);
    expect(finds(words, "δοπουλος")).toBe(false);
    expect(finds(words, "петербург")).toBe(true);
    expect(finds(words, "тербург")).toBe(false);
    expect(finds(words, "특별시")).toBe(false);
    expect(finds(words, "lovelace")).toBe(false);
    expect(finds(orderWords(order({})), "velace")).toBe(false);
  });

  it("finds a word of Han, Hiragana, Katakana or Thai by any part of it", () => {
    const words = orderWords(order({ shipping_name: "山田 太郎", shipping_city: "東京都千代田区", shipping_zip: "100-0005" }));
    for (const q of ["東京都千代田区", "千代田区", "代田", "田区", "区", "東京", "京都", "太郎", "郎", "山田 千代田"]) expect(finds(words, q), q).toBe(true);
    for (const q of ["山田太", "千代田区丸", "大阪"]) expect(finds(words, q), q).toBe(false);
    expect(finds(orderWords(order({ shipping_name: "スズキ イチロー" })), "チロー")).toBe(true);
    expect(finds(orderWords(order({ shipping_name: "ひらがな" })), "らが")).toBe(true);
    expect(finds(orderWords(order({ shipping_city: "กรุงเทพมหานคร" })), "เทพ")).toBe(true);
    // Half-width katakana is folded to full width, in the words and in the search alike.
    expect(finds(orderWords(order({ shipping_name: "ｽｽﾞｷ" })), "スキ")).toBe(true);
  });

  it("finds a no-space run inside a word of mixed scripts from where the run's characters are, not from inside Latin", () => {
    const words = orderWords(order({ external_ref: "ABC東京都XYZ" }));
    expect(finds(words, "京都xyz")).toBe(true);
    expect(finds(words, "東京都")).toBe(true);
    expect(finds(words, "bc東京")).toBe(false);
    expect(finds(words, "xyz")).toBe(false);
  });

  it("bounds the words of a long run: suffixes start within its first 32 characters", () => {
    const run = "東".repeat(20) + "京".repeat(20) + "都".repeat(20);
    const words = orderWords(order({ shipping_name: run }));
    expect(finds(words, "京".repeat(5))).toBe(true);
    expect(finds(words, "東京")).toBe(true);
    expect(finds(words, "京都")).toBe(false);
    // The name's whole word, and 31 suffixes (the run's characters 2 to 32), beside the order's other words.
    expect(words.length - orderWords(order({ shipping_name: "" })).length).toBe(32);
  });
});
