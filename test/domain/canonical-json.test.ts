// Table-driven unit tests of src/domain/canonical-json.ts: one text per value, whatever key order or spacing it arrived with.
import { describe, expect, it } from "vitest";
import { canonicalJson } from "../../src/domain/canonical-json.js";

describe("canonicalJson", () => {
  it.each<[string, unknown, string]>([
    ["a string", "x", '"x"'],
    ["a string needing escapes", 'a"b\\c\n', '"a\\"b\\\\c\\n"'],
    ["an integer", 42, "42"],
    ["a fraction", 1.5, "1.5"],
    ["a negative zero", -0, "0"],
    ["a large number", 1e21, "1e+21"],
    ["NaN, as JSON.stringify", NaN, "null"],
    ["true", true, "true"],
    ["false", false, "false"],
    ["null", null, "null"],
    ["undefined", undefined, "null"],
    ["an empty object", {}, "{}"],
    ["an empty array", [], "[]"],
    ["keys sorted", { b: 1, a: 2 }, '{"a":2,"b":1}'],
    ["keys sorted by code unit (upper before lower)", { b: 1, B: 2, a: 3 }, '{"B":2,"a":3,"b":1}'],
    ["numeric-looking keys sorted as text", { "10": 1, "9": 2, "1": 3 }, '{"1":3,"10":1,"9":2}'],
    ["nested objects sorted", { z: { y: 1, x: 2 }, a: [{ d: 1, c: 2 }] }, '{"a":[{"c":2,"d":1}],"z":{"x":2,"y":1}}'],
    ["array order kept", [3, 1, 2], "[3,1,2]"],
    ["undefined properties dropped", { a: undefined, b: null }, '{"b":null}'],
    ["undefined in an array becomes null", [1, undefined, 2], "[1,null,2]"],
    ["keys escaped", { 'q"k': 1, "é": 2 }, '{"q\\"k":1,"é":2}'],
    ["no whitespace", { a: [1, { b: "c d" }] }, '{"a":[1,{"b":"c d"}]}'],
  ])("%s", (_case, value, text) => {
    expect(canonicalJson(value)).toBe(text);
  });

  it.each([
    ["key order", '{"a":1,"b":[1,2],"c":{"x":1,"y":2}}', '{"c":{"y":2,"x":1},"b":[1,2],"a":1}'],
    ["spacing and newlines", '{"a":1,"b":"x y"}', '{\n  "b" : "x y",\n  "a" : 1\n}'],
    ["number spelling", '{"q":100}', '{"q":1e2}'],
    ["string escapes", '{"s":"é"}', '{"s":"\\u00e9"}'],
  ])("the same value arriving with a different %s gives the same text", (_case, left, right) => {
    expect(canonicalJson(JSON.parse(left))).toBe(canonicalJson(JSON.parse(right)));
  });

  it.each([
    ["different values", { a: 1 }, { a: 2 }],
    ["different array order", { a: [1, 2] }, { a: [2, 1] }],
    ["a number and a numeric string", { q: 1 }, { q: "1" }],
    ["null and an absent key", { a: null }, {}],
    ["an extra key", { a: 1 }, { a: 1, b: 1 }],
  ])("%s give different texts", (_case, left, right) => {
    expect(canonicalJson(left)).not.toBe(canonicalJson(right));
  });

  it("is valid JSON that parses back to an equal value", () => {
    const value = { order: { items: [{ sku: "A", quantity: 2 }], note: "x\u2028y" }, n: -1.25 };
    expect(JSON.parse(canonicalJson(value))).toEqual(value);
  });
});
