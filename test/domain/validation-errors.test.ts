// Table-driven unit tests of the request-shape error mapping used by src/http/errors.ts: pathOf and validationErrors (ajv keyword → code).
import type { ErrorObject } from "ajv";
import { Type } from "@sinclair/typebox";
import { describe, expect, it } from "vitest";
import { Failure } from "../../src/domain/errors.js";
import { CreateOrderBody } from "../../src/schemas/orders.js";
import { checkBody, pathOf, validationErrors } from "../../src/http/validation.js";

describe("pathOf", () => {
  it.each<[string, string | undefined, string]>([
    ["", undefined, ""],
    ["", "external_ref", "external_ref"],
    ["/items", undefined, "items"],
    ["/items/0", "sku", "items[0].sku"],
    ["/items/2/print_areas/front", undefined, "items[2].print_areas.front"],
    ["/items/2/print_areas/front/print_file", undefined, "items[2].print_areas.front.print_file"],
    ["/items/0/print_areas/back/custom_text/1", "text", "items[0].print_areas.back.custom_text[1].text"],
    ["/items/10/quantity", undefined, "items[10].quantity"],
    ["/0", undefined, "[0]"],
    ["", "_private", "_private"],
    ["/packing_slip", "foot note", 'packing_slip["foot note"]'],
    ["/items/0/print_areas", "Front-1", 'items[0].print_areas["Front-1"]'],
    ["", "9lives", '["9lives"]'],
    ["", "shipping-name", '["shipping-name"]'],
    ["/a~1b", undefined, '["a/b"]'],
    ["/a~0b", undefined, '["a~b"]'],
    ["/a~01b", undefined, '["a~1b"]'],
    ["", 'q"k', '["q\\"k"]'],
    ["", "", '[""]'],
  ])("pathOf(%j, %j) → %s", (pointer, child, path) => {
    expect(pathOf(pointer, child)).toBe(path);
  });
});

type AjvError = Pick<ErrorObject, "keyword" | "instancePath" | "params" | "message">;
const ajvError = (keyword: string, instancePath: string, params: Record<string, unknown> = {}, message = `failed ${keyword}`): AjvError => ({ keyword, instancePath, params, message });

describe("validationErrors: ajv keyword → code and path", () => {
  it.each<[string, AjvError, string, string, RegExp?]>([
    ["required names the missing child", ajvError("required", "", { missingProperty: "created_at" }), "created_at", "required", /required/],
    ["required inside an item", ajvError("required", "/items/1", { missingProperty: "quantity" }), "items[1].quantity", "required"],
    ["additionalProperties names the unknown child", ajvError("additionalProperties", "", { additionalProperty: "shipping_adress_1" }), "shipping_adress_1", "unknown_field"],
    ["additionalProperties in a print area", ajvError("additionalProperties", "/items/0/print_areas/front", { additionalProperty: "dpi" }), "items[0].print_areas.front.dpi", "unknown_field"],
    ["type integer", ajvError("type", "/items/0/quantity", { type: "integer" }), "items[0].quantity", "invalid_type", /an integer/],
    ["type string", ajvError("type", "/order_note", { type: "string" }), "order_note", "invalid_type", /string/],
    ["type object at the root", ajvError("type", "", { type: "object" }), "", "invalid_type", /object/],
    ["minLength 1 means required", ajvError("minLength", "/shipping_city", { limit: 1 }), "shipping_city", "required"],
    ["minLength above 1 means too short", ajvError("minLength", "/x", { limit: 3 }), "x", "too_short", /3/],
    ["maxLength", ajvError("maxLength", "/shipping_zip", { limit: 20 }), "shipping_zip", "too_long", /20/],
    ["minItems", ajvError("minItems", "/items", { limit: 1 }), "items", "too_few_items", /1/],
    ["maxItems", ajvError("maxItems", "/items/0/print_areas/back/custom_text", { limit: 50 }), "items[0].print_areas.back.custom_text", "too_many_items", /50/],
    ["enum", ajvError("enum", "/status", { allowedValues: ["received", "on_hold"] }), "status", "invalid_value", /received, on_hold/],
    ["pattern", ajvError("pattern", "/items/0/print_areas/Front", { pattern: "^[a-z]" }), "items[0].print_areas.Front", "invalid_format"],
    ["format", ajvError("format", "/email", { format: "email" }), "email", "invalid_format"],
    ["minProperties", ajvError("minProperties", "/packing_slip", { limit: 1 }), "packing_slip", "empty_object"],
    ["maxProperties", ajvError("maxProperties", "/items/0/print_areas", { limit: 16 }), "items[0].print_areas", "too_many_properties", /16/],
    ["minimum", ajvError("minimum", "/items/0/quantity", { limit: 1 }, "must be >= 1"), "items[0].quantity", "out_of_range", /must be >= 1/],
    ["maximum", ajvError("maximum", "/items/0/quantity", { limit: 1000 }, "must be <= 1000"), "items[0].quantity", "out_of_range", /1000/],
    ["exclusiveMinimum", ajvError("exclusiveMinimum", "/n", { limit: 0 }), "n", "out_of_range"],
    ["exclusiveMaximum", ajvError("exclusiveMaximum", "/n", { limit: 9 }), "n", "out_of_range"],
    ["multipleOf", ajvError("multipleOf", "/n", { multipleOf: 2 }), "n", "out_of_range"],
    ["const falls back to invalid", ajvError("const", "/kind", { allowedValue: "x" }, "must be equal to constant"), "kind", "invalid", /constant/],
    ["anyOf falls back to invalid", ajvError("anyOf", "/v"), "v", "invalid"],
    ["oneOf falls back to invalid", ajvError("oneOf", "/v"), "v", "invalid"],
    ["an unknown keyword without message", { keyword: "custom", instancePath: "/v", params: {} }, "v", "invalid", /not valid/],
  ])("%s", (_case, error, path, code, message) => {
    const [mapped, ...rest] = validationErrors([error]);
    expect(rest).toEqual([]);
    expect({ path: mapped!.path, code: mapped!.code }).toEqual({ path, code });
    expect(mapped!.message).toMatch(message ?? /\S/);
  });

  it("keeps one error per path and code, in order", () => {
    const mapped = validationErrors([
      ajvError("minimum", "/items/0/quantity", { limit: 1 }),
      ajvError("type", "/items/0/quantity", { type: "integer" }),
      ajvError("maximum", "/items/0/quantity", { limit: 1000 }),
      ajvError("required", "", { missingProperty: "items" }),
      ajvError("required", "", { missingProperty: "created_at" }),
      ajvError("required", "", { missingProperty: "items" }),
    ]);
    expect(mapped.map(({ path, code }) => ({ path, code }))).toEqual([
      { path: "items[0].quantity", code: "out_of_range" },
      { path: "items[0].quantity", code: "invalid_type" },
      { path: "items", code: "required" },
      { path: "created_at", code: "required" },
    ]);
  });

  it("maps nothing to nothing", () => {
    expect(validationErrors([])).toEqual([]);
  });
});

describe("checkBody with the real create-order schema", () => {
  const valid = () => ({
    external_ref: "ext-1",
    created_at: "2026-11-22T10:00:00Z",
    shipping_name: "Ada",
    shipping_phone: "+1 555 0100",
    shipping_address_1: "1 Main",
    shipping_city: "Springfield",
    shipping_zip: "62701",
    shipping_state: "IL",
    shipping_country: "US",
    items: [{ sku: "MY-TEE", quantity: 1 }] as unknown[],
  });

  function errorsOf(body: unknown): { path: string; code: string }[] {
    try {
      checkBody(CreateOrderBody, body);
    } catch (error) {
      expect(error).toBeInstanceOf(Failure);
      expect((error as Failure).status).toBe(400);
      return (error as Failure).errors.map(({ path, code }) => ({ path, code }));
    }
    return [];
  }

  it.each<[string, unknown, { path: string; code: string }[]]>([
    ["a valid body", valid(), []],
    ["an array body", [valid()], [{ path: "", code: "invalid_type" }]],
    ["a string body", "hello", [{ path: "", code: "invalid_type" }]],
    ["a quantity as string", { ...valid(), items: [{ sku: "A", quantity: "3" }] }, [{ path: "items[0].quantity", code: "invalid_type" }]],
    ["a fractional quantity", { ...valid(), items: [{ sku: "A", quantity: 1.5 }] }, [{ path: "items[0].quantity", code: "invalid_type" }]],
    ["quantity 0", { ...valid(), items: [{ sku: "A", quantity: 0 }] }, [{ path: "items[0].quantity", code: "out_of_range" }]],
    ["quantity 1001", { ...valid(), items: [{ sku: "A", quantity: 1001 }] }, [{ path: "items[0].quantity", code: "out_of_range" }]],
    ["no items", { ...valid(), items: [] }, [{ path: "items", code: "too_few_items" }]],
    ["null order_note", { ...valid(), order_note: null }, [{ path: "order_note", code: "invalid_type" }]],
    ["an unknown field", { ...valid(), gift: true }, [{ path: "gift", code: "unknown_field" }]],
    ["an empty packing slip", { ...valid(), packing_slip: {} }, [{ path: "packing_slip", code: "empty_object" }]],
    ["an upper-case print-area key", { ...valid(), items: [{ sku: "A", quantity: 1, print_areas: { Front: { print_file: "https://a.example/f.png" } } }] }, [{ path: "items[0].print_areas.Front", code: "unknown_field" }]],
  ])("%s", (_case, body, expected) => {
    expect(errorsOf(body)).toEqual(expected);
  });
});

describe("a nullable field (anyOf of a type and null) answers one error, the one that says what is wrong", () => {
  const Nullable = Type.Object({ reorder_point: Type.Union([Type.Integer({ minimum: 0 }), Type.Null()]) }, { additionalProperties: false });
  const errorsOf = (body: unknown) => {
    try {
      checkBody(Nullable, body);
      return [];
    } catch (error) {
      return (error as Failure).errors.map((e) => [e.path, e.code, e.message]);
    }
  };

  it("a value of the right type that breaks a rule: that rule alone", () => {
    expect(errorsOf({ reorder_point: -1 })).toEqual([["reorder_point", "out_of_range", expect.stringContaining(">= 0")]]);
  });

  it("a value of neither type: one invalid_type naming both", () => {
    expect(errorsOf({ reorder_point: "five" })).toEqual([["reorder_point", "invalid_type", "must be an integer or null"]]);
  });

  it("good values pass", () => {
    expect(errorsOf({ reorder_point: 3 })).toEqual([]);
    expect(errorsOf({ reorder_point: null })).toEqual([]);
  });
});
