// Table-driven unit tests of src/domain/product-rules.ts: checkBlank and checkProduct (SKUs, print areas, text-field boxes).
import { describe, expect, it } from "vitest";
import type { Blank } from "../../src/domain/catalog.js";
import type { FieldError } from "../../src/domain/errors.js";
import { checkBlank, checkProduct } from "../../src/domain/product-rules.js";
import type { CreateBlankBody, CreateProductBody, TextField } from "../../src/schemas/products.js";

const pairs = (errors: FieldError[]) => errors.map(({ path, code }) => ({ path, code }));
const e = (path: string, code: string) => ({ path, code });
const AREA = { width_px: 1000, height_px: 800, dpi: 300 };

describe("checkBlank", () => {
  const pod: CreateBlankBody = { sku: "TEE-BLK", name: "Black tee", type: "pod", print_areas: { front: AREA } };
  const fulfillment: CreateBlankBody = { sku: "BOOK-A5", name: "Notebook", type: "fulfillment" };

  it.each<[string, CreateBlankBody, { path: string; code: string }[]]>([
    ["a pod blank with one area", pod, []],
    ["a pod blank with two areas", { ...pod, print_areas: { front: AREA, back: AREA } }, []],
    ["a fulfillment blank without areas", fulfillment, []],
    ["a fulfillment blank with an empty area map", { ...fulfillment, print_areas: {} }, []],
    ["a SKU with a space", { ...pod, sku: "TEE BLK" }, [e("sku", "invalid_sku")]],
    ["a SKU with a slash", { ...pod, sku: "tee/1" }, [e("sku", "invalid_sku")]],
    ["a SKU of 65 characters", { ...pod, sku: "X".repeat(65) }, [e("sku", "invalid_sku")]],
    ["a blank name", { ...pod, name: "  " }, [e("name", "required")]],
    ["a control character in the name", { ...pod, name: "Tee\u0000" }, [e("name", "invalid_text")]],
    ["a fulfillment blank with print areas", { ...fulfillment, print_areas: { front: AREA } }, [e("print_areas", "print_areas_not_allowed")]],
    ["a pod blank without print areas", { ...pod, print_areas: undefined }, [e("print_areas", "required")]],
    ["a pod blank with an empty area map", { ...pod, print_areas: {} }, [e("print_areas", "required")]],
    ["several problems", { ...fulfillment, sku: "", name: "", print_areas: { front: AREA } }, [e("sku", "invalid_sku"), e("name", "required"), e("print_areas", "print_areas_not_allowed")]],
  ])("%s", (_case, body, expected) => {
    expect(pairs(checkBlank(body))).toEqual(expected);
  });
});

describe("checkProduct", () => {
  const TEE: Blank = { sku: "TEE-BLK", name: "Tee", type: "pod", packing_slip_supported: true, print_areas: { front: AREA, back: AREA } };
  const BOOK: Blank = { sku: "BOOK-A5", name: "Book", type: "fulfillment", packing_slip_supported: true, print_areas: {} };
  const box = (overrides: Partial<TextField> = {}): TextField => ({ field_name: "name", max_length: 10, x: 0, y: 0, width: 100, height: 50, font_size: 40, ...overrides });
  const product = (print_areas: CreateProductBody["print_areas"], overrides: Partial<CreateProductBody> = {}): CreateProductBody => ({
    sku: "MY-TEE",
    name: "Logo tee",
    blank_sku: "TEE-BLK",
    ...(print_areas === undefined ? {} : { print_areas }),
    ...overrides,
  });

  it.each<[string, CreateProductBody, Blank | undefined, { path: string; code: string }[]]>([
    ["a standard product with a print file", product({ front: { print_file: "https://art.example/a.png" } }), TEE, []],
    ["a custom-text product", product({ back: { text_fields: [box(), box({ field_name: "number", required: false, max_length: 2 })] } }), TEE, []],
    ["print file and text fields in one area", product({ front: { print_file: "https://art.example/a.png", text_fields: [box()] } }), TEE, []],
    ["a box that fits exactly", product({ front: { text_fields: [box({ x: 900, y: 750, width: 100, height: 50 })] } }), TEE, []],
    ["colour and default text that fit", product({ front: { text_fields: [box({ color: "#FF00aa", default_text: "YOUR NAME" })] } }), TEE, []],
    ["default text of exactly max_length characters", product({ front: { text_fields: [box({ max_length: 3, default_text: "😀😀😀" })] } }), TEE, []],
    ["a fulfillment product without areas", product(undefined, { blank_sku: "BOOK-A5" }), BOOK, []],
    ["a fulfillment product with an empty area map", product({}, { blank_sku: "BOOK-A5" }), BOOK, []],
    ["an invalid SKU", product({ front: { print_file: "https://art.example/a.png" } }, { sku: "MY TEE" }), TEE, [e("sku", "invalid_sku")]],
    ["a blank name", product({ front: { print_file: "https://art.example/a.png" } }, { name: " " }), TEE, [e("name", "required")]],
    ["an unknown blank stops the area checks", product({ sleeve: {} }, { blank_sku: "NOPE" }), undefined, [e("blank_sku", "unknown_sku")]],
    ["an unknown blank after SKU and name problems", product(undefined, { sku: "a b", name: "", blank_sku: "NOPE" }), undefined, [e("sku", "invalid_sku"), e("name", "required"), e("blank_sku", "unknown_sku")]],
    ["a fulfillment product with print areas", product({ front: { print_file: "https://art.example/a.png" } }, { blank_sku: "BOOK-A5" }), BOOK, [e("print_areas", "print_areas_not_allowed")]],
    ["a pod product without print areas", product(undefined), TEE, [e("print_areas", "required")]],
    ["a pod product with an empty area map", product({}), TEE, [e("print_areas", "required")]],
    ["an area the blank lacks", product({ sleeve: { print_file: "https://art.example/a.png" } }), TEE, [e("print_areas.sleeve", "unknown_print_area")]],
    ["an empty area", product({ front: {} }), TEE, [e("print_areas.front", "print_area_empty")]],
    ["an ftp print file", product({ front: { print_file: "ftp://art.example/a.png" } }), TEE, [e("print_areas.front.print_file", "invalid_url")]],
    ["a relative print file", product({ back: { print_file: "a.png" } }), TEE, [e("print_areas.back.print_file", "invalid_url")]],
    ["a box too wide", product({ front: { text_fields: [box({ x: 901, width: 100 })] } }), TEE, [e("print_areas.front.text_fields[0]", "box_out_of_bounds")]],
    ["a box too tall", product({ front: { text_fields: [box({ y: 751, height: 50 })] } }), TEE, [e("print_areas.front.text_fields[0]", "box_out_of_bounds")]],
    ["the second box out of bounds", product({ front: { text_fields: [box(), box({ field_name: "n2", width: 1001 })] } }), TEE, [e("print_areas.front.text_fields[1]", "box_out_of_bounds")]],
    ["a colour that is not #RRGGBB", product({ front: { text_fields: [box({ color: "red" })] } }), TEE, [e("print_areas.front.text_fields[0].color", "invalid_color")]],
    ["default text longer than max_length", product({ front: { text_fields: [box({ max_length: 3, default_text: "ABCD" })] } }), TEE, [e("print_areas.front.text_fields[0].default_text", "default_text_too_long")]],
    ["blank default text", product({ front: { text_fields: [box({ default_text: "  " })] } }), TEE, [e("print_areas.front.text_fields[0].default_text", "required")]],
    ["control character in default text", product({ front: { text_fields: [box({ default_text: "A\u0007" })] } }), TEE, [e("print_areas.front.text_fields[0].default_text", "invalid_text")]],
    ["a duplicate field name", product({ back: { text_fields: [box(), box()] } }), TEE, [e("print_areas.back.text_fields[1].field_name", "duplicate_text_field")]],
    [
      "several problems across areas",
      product({ front: {}, back: { print_file: "x", text_fields: [box({ x: 2000, color: "#12345" })] }, sleeve: {} }),
      TEE,
      [
        e("print_areas.front", "print_area_empty"),
        e("print_areas.back.print_file", "invalid_url"),
        e("print_areas.back.text_fields[0]", "box_out_of_bounds"),
        e("print_areas.back.text_fields[0].color", "invalid_color"),
        e("print_areas.sleeve", "unknown_print_area"),
      ],
    ],
  ])("%s", (_case, body, blank, expected) => {
    expect(pairs(checkProduct(body, blank))).toEqual(expected);
  });

  // A print-area key that names an Object.prototype member must not be found on the blank's area map.
  it('refuses the print area "constructor" that the blank does not offer', () => {
    expect(pairs(checkProduct(product({ constructor: { print_file: "https://art.example/a.png" } }), TEE))).toEqual([e("print_areas.constructor", "unknown_print_area")]);
  });
});
