// The create-order rules of API.md §3 as cases: one change to a valid order per row, and the [path, code] errors it
// must give. The domain table test and the HTTP test both run every row.
import { customTextOrder, printFileOrder, standardOrder } from "./fixtures.js";

/** Account settings a row needs beyond the default (connected stores, insert 42 agreed). */
export interface AccountSettings {
  connected_stores?: boolean;
}

export type OrderCase = [string, () => Record<string, unknown>, [string, string][], AccountSettings?];
const text = (entries: { field_name: string; text: string }[], area = "back") => [{ sku: "NAME-TEE", quantity: 1, print_areas: { [area]: { custom_text: entries } } }];

export const ORDER_CASES: OrderCase[] = [
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

