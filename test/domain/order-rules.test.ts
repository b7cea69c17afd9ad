// The create-order rules of API.md §3 as a table: one change to a valid order per row, and the errors it must give.
import { describe, expect, it } from "vitest";
import type { Blank, Product } from "../../src/domain/catalog.js";
import { checkOrder, type OrderContext } from "../../src/domain/order-rules.js";
import type { CreateOrderBody } from "../../src/schemas/orders.js";
import { customTextOrder, printFileOrder, standardOrder } from "../helpers/fixtures.js";

const TEE: Blank = { sku: "TEE-BLK", name: "Tee", type: "pod", packing_slip_supported: true, print_areas: { front: { width_px: 4500, height_px: 5400, dpi: 300 }, back: { width_px: 4500, height_px: 5400, dpi: 300 } } };
const MUG: Blank = { sku: "MUG-11", name: "Mug", type: "pod", packing_slip_supported: false, print_areas: { wrap: { width_px: 2700, height_px: 1100, dpi: 300 } } };
const BOOK: Blank = { sku: "BOOK-A5", name: "Book", type: "fulfillment", packing_slip_supported: true, print_areas: {} };
const field = { x: 0, y: 0, width: 100, height: 50, font_size: 40 };
const PRODUCTS: Product[] = [
  { id: "p1", sku: "MY-TEE", name: "Tee", blank: TEE, print_areas: { front: { print_file: "https://a.example/x.png" } } },
  { id: "p2", sku: "MY-BOOK", name: "Book", blank: BOOK, print_areas: {} },
  { id: "p3", sku: "MY-MUG", name: "Mug", blank: MUG, print_areas: { wrap: { print_file: "https://a.example/m.png" } } },
  {
    id: "p4",
    sku: "NAME-TEE",
    name: "Name tee",
    blank: TEE,
    print_areas: {
      front: { print_file: "https://a.example/t.png" },
      back: { text_fields: [{ field_name: "name", required: true, max_length: 12, ...field }, { field_name: "number", required: false, max_length: 2, ...field }] },
    },
  },
];

function context(account: Partial<OrderContext["account"]> = {}): OrderContext {
  return {
    account: { connected_stores: true, return_address: null, insert_ids: [42], ...account },
    products: new Map(PRODUCTS.map((p) => [p.sku, p])),
    blanks: new Map([TEE, MUG, BOOK].map((b) => [b.sku, b])),
    maxItemsPerOrder: 3,
  };
}

type Row = [string, () => Record<string, unknown>, [string, string][], Partial<OrderContext["account"]>?];
const text = (entries: { field_name: string; text: string }[], area = "back") => [{ sku: "NAME-TEE", quantity: 1, print_areas: { [area]: { custom_text: entries } } }];

const ROWS: Row[] = [
  ["a valid standard order", () => standardOrder(), []],
  ["a valid custom-text order", () => customTextOrder(), []],
  ["a valid print-file order", () => printFileOrder(), []],
  ["created_at with an offset", () => standardOrder({ created_at: "2026-11-22T10:00:00+02:00" }), [["created_at", "invalid_timestamp"]]],
  ["an external_ref with a newline", () => standardOrder({ external_ref: "a\nb" }), [["external_ref", "invalid_format"]]],
  ["a blank external_ref", () => standardOrder({ external_ref: "   " }), [["external_ref", "required"]]],
  ["an unknown country", () => standardOrder({ shipping_country: "XX" }), [["shipping_country", "invalid_country"]]],
  ["a US state that does not exist", () => standardOrder({ shipping_state: "Narnia" }), [["shipping_state", "invalid_state"]]],
  ["a bad phone", () => standardOrder({ shipping_phone: "n/a" }), [["shipping_phone", "invalid_phone"]]],
  ["more lines than allowed", () => standardOrder({ items: Array(4).fill({ sku: "MY-TEE", quantity: 1 }) }), [["items", "too_many_items"]]],
  ["an unknown standard SKU", () => standardOrder({ items: [{ sku: "NOPE", quantity: 1 }] }), [["items[0].sku", "unknown_sku"]]],
  ["a custom-text product as a standard line", () => standardOrder({ items: [{ sku: "NAME-TEE", quantity: 1 }] }), [["items[0].print_areas", "custom_text_required"]]],
  ["kinds mixed across lines", () => standardOrder({ items: [{ sku: "MY-TEE", quantity: 1 }, ...printFileOrder().items] }), [["items[1]", "mixed_item_kinds"]]],
  ["custom_text and print_file in one area", () => standardOrder({ items: [{ sku: "TEE-BLK", quantity: 1, print_areas: { front: { print_file: "https://a.example/f.png", custom_text: [{ field_name: "x", text: "y" }] } } }] }), [["items[0].print_areas.front", "mixed_item_kinds"]]],
  ["custom text in one area, a file in another", () => standardOrder({ items: [{ sku: "NAME-TEE", quantity: 1, print_areas: { back: { custom_text: [{ field_name: "name", text: "A" }] }, front: { print_file: "https://a.example/f.png" } } }] }), [["items[0].print_areas", "mixed_item_kinds"]]],
  ["areas with neither text nor file", () => standardOrder({ items: [{ sku: "TEE-BLK", quantity: 1, print_areas: { front: { preview_image: "https://a.example/p.png" } } }] }), [["items[0].print_areas", "print_area_empty"]]],
  ["custom text for a standard product", () => standardOrder({ items: [{ sku: "MY-TEE", quantity: 1, print_areas: { front: { custom_text: [{ field_name: "x", text: "y" }] } } }] }), [["items[0].print_areas", "not_custom_text_product"]]],
  ["custom text on an area without fields", () => standardOrder({ items: [{ sku: "NAME-TEE", quantity: 1, print_areas: { back: { custom_text: [{ field_name: "name", text: "A" }] }, front: { custom_text: [{ field_name: "name", text: "A" }] } } }] }), [["items[0].print_areas.front", "unknown_print_area"]]],
  ["an unknown text field", () => standardOrder({ items: text([{ field_name: "name", text: "A" }, { field_name: "nick", text: "B" }]) }), [["items[0].print_areas.back.custom_text[1].field_name", "unknown_text_field"]]],
  ["a duplicate text field", () => standardOrder({ items: text([{ field_name: "name", text: "A" }, { field_name: "name", text: "B" }]) }), [["items[0].print_areas.back.custom_text[1].field_name", "duplicate_text_field"]]],
  ["a required field left out", () => standardOrder({ items: text([{ field_name: "number", text: "7" }]) }), [["items[0].print_areas.back.custom_text", "text_field_required"]]],
  ["a required field left blank", () => standardOrder({ items: text([{ field_name: "name", text: " " }]) }), [["items[0].print_areas.back.custom_text[0].text", "text_field_required"]]],
  ["an optional field left out", () => standardOrder({ items: text([{ field_name: "name", text: "ADA" }]) }), []],
  ["text longer than max_length", () => standardOrder({ items: text([{ field_name: "name", text: "A".repeat(13) }]) }), [["items[0].print_areas.back.custom_text[0].text", "text_too_long"]]],
  ["max_length counted in characters, not bytes", () => standardOrder({ items: text([{ field_name: "name", text: "ÉÉÉÉÉÉÉÉÉÉÉ😀" }]) }), []],
  ["a control character in text", () => standardOrder({ items: text([{ field_name: "name", text: "A\u0007" }]) }), [["items[0].print_areas.back.custom_text[0].text", "invalid_text"]]],
  ["a print-file line on an unknown blank", () => printFileOrder({ items: [{ sku: "NOPE", quantity: 1, print_areas: { front: { print_file: "https://a.example/f.png" } } }] }), [["items[0].sku", "unknown_sku"]]],
  ["a print-file line on a fulfillment blank", () => printFileOrder({ items: [{ sku: "BOOK-A5", quantity: 1, print_areas: { front: { print_file: "https://a.example/f.png" } } }] }), [["items[0].sku", "blank_not_pod"]]],
  ["a print area the blank lacks", () => printFileOrder({ items: [{ sku: "TEE-BLK", quantity: 1, print_areas: { sleeve: { print_file: "https://a.example/f.png" } } }] }), [["items[0].print_areas.sleeve", "unknown_print_area"]]],
  ["a print file that is not http(s)", () => printFileOrder({ items: [{ sku: "TEE-BLK", quantity: 1, print_areas: { front: { print_file: "ftp://a.example/f.png" } } }] }), [["items[0].print_areas.front.print_file", "invalid_url"]]],
  ["a preview that is not a URL", () => printFileOrder({ items: [{ sku: "TEE-BLK", quantity: 1, print_areas: { front: { print_file: "https://a.example/f.png", preview_image: "preview.png" } } }] }), [["items[0].print_areas.front.preview_image", "invalid_url"]]],
  ["a print-file area with only a preview", () => printFileOrder({ items: [{ sku: "TEE-BLK", quantity: 1, print_areas: { front: { print_file: "https://a.example/f.png" }, back: { preview_image: "https://a.example/p.png" } } }] }), [["items[0].print_areas.back.print_file", "required"]]],
  ["no return address and no account default", () => standardOrder(), [["return_address_1", "return_address_required"]], { connected_stores: false }],
  ["return fields sent without an account default", () => standardOrder({ return_name: "R", return_address_1: "1 Dock", return_city: "X", return_zip: "1", return_state: "NY", return_country: "US" }), [], { connected_stores: false }],
  ["an incomplete return address", () => standardOrder({ return_name: "R", return_city: "X" }), [["return_address_1", "required"], ["return_zip", "required"], ["return_state", "required"], ["return_country", "required"]]],
  ["a return country that does not exist", () => standardOrder({ return_name: "R", return_address_1: "1", return_city: "X", return_zip: "1", return_state: "S", return_country: "QQ" }), [["return_country", "invalid_country"]]],
  ["an insert that is not agreed", () => standardOrder({ insert_id: 7 }), [["insert_id", "insert_not_agreed"]]],
  ["an agreed insert", () => standardOrder({ insert_id: 42 }), []],
  ["a packing slip on a product that cannot take one", () => standardOrder({ items: [{ sku: "MY-MUG", quantity: 1 }], packing_slip: { branding_message: "Hi" } }), [["packing_slip", "packing_slip_unavailable"]]],
  ["a packing slip where supported", () => standardOrder({ packing_slip: { branding_message: "Hi" } }), []],
  ["a blank packing-slip message", () => standardOrder({ packing_slip: { contact_message: " " } }), [["packing_slip.contact_message", "required"]]],
  ["a control character in the order note", () => standardOrder({ order_note: "ring\u0007" }), [["order_note", "invalid_text"]]],
  ["several problems at once", () => standardOrder({ shipping_country: "XX", insert_id: 1, items: [{ sku: "NOPE", quantity: 1 }] }), [["shipping_country", "invalid_country"], ["insert_id", "insert_not_agreed"], ["items[0].sku", "unknown_sku"]]],
];

describe("checkOrder", () => {
  it.each(ROWS)("%s", (_case, body, expected, account) => {
    const result = checkOrder(body() as unknown as CreateOrderBody, context(account));
    if (expected.length === 0) {
      expect(result.ok ? [] : result.errors).toEqual([]);
    } else {
      expect(result.ok).toBe(false);
      expect(result.ok ? [] : result.errors.map((e) => [e.path, e.code])).toEqual(expected);
    }
  });

  it("normalises what it accepts", () => {
    const result = checkOrder(standardOrder({ shipping_country: "us", shipping_state: "illinois", created_at: "2026-11-22T10:00:00+00:00" }) as CreateOrderBody, context({ connected_stores: false, return_address: { name: "R", address_1: "1", city: "C", zip: "1", state: "NY", country: "US" } }));
    expect(result).toMatchObject({ ok: true, order: { shipping: { country: "US", state: "IL" }, created_at: "2026-11-22T10:00:00.000Z", return_address_source: "account", item_kind: "standard" } });
  });
});
