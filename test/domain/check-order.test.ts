// Table-driven unit tests of src/domain/order-rules.ts checkOrder: case → body mutation → expected [{path, code}], on a hand-built OrderContext.
import { describe, expect, it } from "vitest";
import type { AccountRules, Blank, Product } from "../../src/domain/catalog.js";
import { checkOrder, type OrderContext } from "../../src/domain/order-rules.js";
import { BLANKS, PRODUCTS as EXAMPLE_PRODUCTS } from "../../src/fixtures/catalog.js";
import { SHIPPING } from "../../src/fixtures/orders.js";
import type { CreateOrderBody } from "../../src/schemas/orders.js";
import type { TextField } from "../../src/schemas/products.js";

// ---- the example catalog as the rules see it, and a few products only these cases need -----------

function blank(sku: string): Blank {
  const { print_areas = {}, packing_slip_supported = true, ...rest } = BLANKS.find((b) => b.sku === sku)!;
  return { ...rest, packing_slip_supported, print_areas };
}
const TEE = blank("TEE-BLK");
const MUG = blank("MUG-11");
const BOOK = blank("BOOK-A5");

function example(id: string, sku: string): Product {
  const { blank_sku, print_areas = {}, ...rest } = EXAMPLE_PRODUCTS.find((p) => p.sku === sku)!;
  return { id, ...rest, blank: blank(blank_sku), print_areas };
}

function field(field_name: string, max_length: number, required?: boolean): TextField {
  return { field_name, max_length, ...(required === undefined ? {} : { required }), x: 0, y: 0, width: 100, height: 50, font_size: 40 };
}

const PRODUCTS: Product[] = [
  example("p-tee", "MY-TEE"),
  example("p-book", "MY-BOOK"),
  example("p-mug", "MY-MUG"),
  example("p-name", "NAME-TEE"),
  { id: "p-namemug", sku: "NAME-MUG", name: "Name mug", blank: MUG, print_areas: { wrap: { text_fields: [field("line", 20, true)] } } },
  {
    id: "p-two",
    sku: "TWO-SIDED",
    name: "Two-sided tee",
    blank: TEE,
    print_areas: { front: { text_fields: [field("title", 10, true)] }, back: { text_fields: [field("sub", 10, false)] } },
  },
  { id: "p-motto", sku: "MOTTO-TEE", name: "Motto tee", blank: TEE, print_areas: { front: { text_fields: [field("motto", 30)] } } },
];

const ACCOUNT: AccountRules = { connected_stores: true, return_address: null, insert_ids: [42] };

function context(overrides: { account?: Partial<AccountRules>; maxItemsPerOrder?: number } = {}): OrderContext {
  return {
    account: { ...ACCOUNT, ...overrides.account },
    products: new Map(PRODUCTS.map((p) => [p.sku, p])),
    blanks: new Map([TEE, MUG, BOOK].map((b) => [b.sku, b])),
    maxItemsPerOrder: overrides.maxItemsPerOrder ?? 5,
  };
}

// ---- bodies --------------------------------------------------------------------------------------

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- rows mutate arbitrary JSON
type Body = any;

const RETURN = {
  return_name: "Returns Dept",
  return_address_1: "9 Depot Rd",
  return_city: "Albany",
  return_zip: "12207",
  return_state: "NY",
  return_country: "US",
};

const STANDARD_ITEMS = () => [
  { sku: "MY-TEE", quantity: 2 },
  { sku: "MY-BOOK", quantity: 1 },
];
const text = (entries: { field_name: string; text: string }[], extra: Record<string, unknown> = {}, area = "back", sku = "NAME-TEE") => ({
  sku,
  quantity: 1,
  print_areas: { [area]: { custom_text: entries, ...extra } },
});
const TEXT_ITEM = () =>
  text(
    [
      { field_name: "name", text: "LOVELACE" },
      { field_name: "number", text: "10" },
    ],
    { preview_image: "https://shop.example/previews/1.png" },
  );
const files = (areas: Record<string, Record<string, string>>, sku = "TEE-BLK") => ({ sku, quantity: 3, print_areas: areas });
const FILE_ITEM = () =>
  files({
    front: { print_file: "https://shop.example/files/front.png", preview_image: "https://shop.example/files/front-preview.png" },
    back: { print_file: "https://shop.example/files/back.png" },
  });

function baseBody(): Body {
  return { external_ref: "ext-1", created_at: "2026-11-22T10:00:00Z", ...SHIPPING, items: STANDARD_ITEMS() };
}

// ---- the table -----------------------------------------------------------------------------------

interface Expected {
  path: string;
  code: string;
}
const e = (path: string, code: string): Expected => ({ path, code });
type Row = [name: string, mutate: (b: Body) => void, expected: Expected[], ctx?: Parameters<typeof context>[0]];

const RETURN_PARTS = ["return_name", "return_address_1", "return_city", "return_zip", "return_state", "return_country"] as const;

const ROWS: Row[] = [
  // accepted
  ["valid standard order", () => {}, []],
  ["valid fulfillment-only standard order", (b) => (b.items = [{ sku: "MY-BOOK", quantity: 1 }]), []],
  ["valid custom-text order", (b) => (b.items = [TEXT_ITEM()]), []],
  ["valid print-file order", (b) => (b.items = [FILE_ITEM()]), []],
  ["two custom-text lines", (b) => (b.items = [TEXT_ITEM(), text([{ field_name: "line", text: "Hi" }], {}, "wrap", "NAME-MUG")]), []],
  ["optional text field omitted", (b) => (b.items = [text([{ field_name: "name", text: "ADA" }], { preview_image: "https://shop.example/p.png" })]), []],
  ["optional text field sent blank", (b) => (b.items = [text([{ field_name: "name", text: "ADA" }, { field_name: "number", text: "" }])]), []],
  ["text exactly max_length", (b) => (b.items = [text([{ field_name: "name", text: "A".repeat(12) }])]), []],
  ["max_length counts characters, not UTF-16 units", (b) => (b.items = [text([{ field_name: "name", text: "😀".repeat(12) }])]), []],
  ["custom text without preview_image", (b) => (b.items = [text([{ field_name: "name", text: "ADA" }])]), []],
  ["an optional-only area may be left out", (b) => (b.items = [text([{ field_name: "title", text: "T" }], {}, "front", "TWO-SIDED")]), []],
  ["print files without preview_image", (b) => (b.items = [files({ front: { print_file: "http://shop.example/f.png" } })]), []],
  ["two print-file lines, one area each", (b) => (b.items = [files({ front: { print_file: "https://shop.example/f.png" } }), files({ back: { print_file: "https://shop.example/b.png" } })]), []],
  ["lines at the per-order limit", (b) => (b.items = Array.from({ length: 5 }, () => ({ sku: "MY-TEE", quantity: 1 }))), []],
  ["created_at with +00:00 and a fraction", (b) => (b.created_at = "2026-11-22T10:00:00.123+00:00"), []],
  ["order_note with newline and tab", (b) => (b.order_note = "Ring twice\n\tthen wait"), []],
  ["lower-case country and state name", (b) => Object.assign(b, { shipping_country: "ca", shipping_state: "Québec" }), []],
  ["agreed insert_id", (b) => (b.insert_id = 42), []],
  ["packing slip on a product that supports it", (b) => (b.packing_slip = { branding_message: "Thanks!" }), []],
  ["packing slip on print files on a blank that supports it", (b) => Object.assign(b, { items: [FILE_ITEM()], packing_slip: { contact_message: "help@shop.example" } }), []],
  ["return fields without account default", (b) => Object.assign(b, RETURN), [], { account: { connected_stores: false } }],
  ["return fields with phone and address_2", (b) => Object.assign(b, RETURN, { return_phone: "555 0100", return_address_2: "Bay 4" }), []],
  ["no return fields: the account's fixed return address", () => {}, [], { account: { connected_stores: false, return_address: { name: "R", address_1: "1", city: "C", zip: "1", state: "NY", country: "US" } } }],

  // external_ref, created_at, order_note
  ["blank external_ref", (b) => (b.external_ref = "   "), [e("external_ref", "required")]],
  ["external_ref with a tab", (b) => (b.external_ref = "a\tb"), [e("external_ref", "invalid_format")]],
  ["external_ref with a newline", (b) => (b.external_ref = "a\nb"), [e("external_ref", "invalid_format")]],
  ["external_ref with NUL", (b) => (b.external_ref = "a\u0000b"), [e("external_ref", "invalid_format")]],
  ["external_ref with a lone surrogate", (b) => (b.external_ref = "a\ud800"), [e("external_ref", "invalid_format")]],
  ["created_at with +01:00", (b) => (b.created_at = "2026-11-22T10:00:00+01:00"), [e("created_at", "invalid_timestamp")]],
  ["created_at with -05:00", (b) => (b.created_at = "2026-11-22T05:00:00-05:00"), [e("created_at", "invalid_timestamp")]],
  ["created_at without offset", (b) => (b.created_at = "2026-11-22T10:00:00"), [e("created_at", "invalid_timestamp")]],
  ["created_at on 30 February", (b) => (b.created_at = "2026-02-30T10:00:00Z"), [e("created_at", "invalid_timestamp")]],
  ["created_at date only", (b) => (b.created_at = "2026-11-22"), [e("created_at", "invalid_timestamp")]],
  ["created_at empty", (b) => (b.created_at = ""), [e("created_at", "invalid_timestamp")]],
  ["order_note with a bell", (b) => (b.order_note = "ring\u0007"), [e("order_note", "invalid_text")]],

  // shipping address
  ["unknown shipping country", (b) => (b.shipping_country = "XX"), [e("shipping_country", "invalid_country")]],
  ["alpha-3 shipping country", (b) => (b.shipping_country = "USA"), [e("shipping_country", "invalid_country")]],
  ["US state that does not exist", (b) => (b.shipping_state = "Narnia"), [e("shipping_state", "invalid_state")]],
  ["CA province that does not exist", (b) => Object.assign(b, { shipping_country: "CA", shipping_state: "Texas" }), [e("shipping_state", "invalid_state")]],
  ["bad shipping phone", (b) => (b.shipping_phone = "n/a"), [e("shipping_phone", "invalid_phone")]],
  ["blank shipping phone", (b) => (b.shipping_phone = "   "), [e("shipping_phone", "required")]],
  ["blank shipping name", (b) => (b.shipping_name = " "), [e("shipping_name", "required")]],
  ["blank shipping_address_2", (b) => (b.shipping_address_2 = " "), [e("shipping_address_2", "required")]],
  ["control character in the city", (b) => (b.shipping_city = "Spring\u0000field"), [e("shipping_city", "invalid_text")]],

  // return address
  ["no return address and no account default", () => {}, [e("return_address_1", "return_address_required")], { account: { connected_stores: false } }],
  ["only return_name sent", (b) => (b.return_name = "R"), RETURN_PARTS.slice(1).map((p) => e(p, "required"))],
  ["only return_phone sent", (b) => (b.return_phone = "555 0100"), RETURN_PARTS.map((p) => e(p, "required"))],
  ["only return_address_2 sent", (b) => (b.return_address_2 = "Bay 4"), RETURN_PARTS.map((p) => e(p, "required"))],
  ["incomplete return block without account default", (b) => Object.assign(b, { return_name: "R", return_city: "X" }), [e("return_address_1", "required"), e("return_zip", "required"), e("return_state", "required"), e("return_country", "required")], { account: { connected_stores: false } }],
  ...RETURN_PARTS.map(
    (part): Row => [
      `return block without ${part}`,
      (b) => {
        Object.assign(b, RETURN);
        delete b[part];
      },
      [e(part, "required")],
    ],
  ),
  ["unknown return country", (b) => Object.assign(b, RETURN, { return_country: "QQ" }), [e("return_country", "invalid_country")]],
  ["return state not in the US", (b) => Object.assign(b, RETURN, { return_state: "Ontario" }), [e("return_state", "invalid_state")]],
  ["bad return phone", (b) => Object.assign(b, RETURN, { return_phone: "abc" }), [e("return_phone", "invalid_phone")]],
  ["blank return name", (b) => Object.assign(b, RETURN, { return_name: "  " }), [e("return_name", "required")]],

  // insert_id
  ["insert_id not agreed", (b) => (b.insert_id = 7), [e("insert_id", "insert_not_agreed")]],
  ["insert_id on an account without inserts", (b) => (b.insert_id = 42), [e("insert_id", "insert_not_agreed")], { account: { insert_ids: [] } }],

  // packing slip
  ["blank branding message", (b) => (b.packing_slip = { branding_message: " " }), [e("packing_slip.branding_message", "required")]],
  ["control character in the contact message", (b) => (b.packing_slip = { contact_message: "a\u0001" }), [e("packing_slip.contact_message", "invalid_text")]],
  ["packing slip on a mug product (standard)", (b) => Object.assign(b, { items: [{ sku: "MY-MUG", quantity: 1 }], packing_slip: { branding_message: "Hi" } }), [e("packing_slip", "packing_slip_unavailable")]],
  ["packing slip when one of several lines is a mug", (b) => Object.assign(b, { items: [{ sku: "MY-TEE", quantity: 1 }, { sku: "MY-MUG", quantity: 1 }], packing_slip: { branding_message: "Hi" } }), [e("packing_slip", "packing_slip_unavailable")]],
  ["packing slip on a mug custom-text product", (b) => Object.assign(b, { items: [text([{ field_name: "line", text: "Hi" }], {}, "wrap", "NAME-MUG")], packing_slip: { branding_message: "Hi" } }), [e("packing_slip", "packing_slip_unavailable")]],
  ["packing slip on print files for the mug blank", (b) => Object.assign(b, { items: [files({ wrap: { print_file: "https://shop.example/w.png" } }, "MUG-11")], packing_slip: { contact_message: "Hi" } }), [e("packing_slip", "packing_slip_unavailable")]],

  // the number of lines and their kinds
  ["more lines than the per-order limit", (b) => (b.items = Array.from({ length: 6 }, () => ({ sku: "MY-TEE", quantity: 1 }))), [e("items", "too_many_items")]],
  ["too many lines hides per-line problems", (b) => (b.items = Array.from({ length: 6 }, () => ({ sku: "NOPE", quantity: 1 }))), [e("items", "too_many_items")]],
  ["limit of 1 line", (b) => (b.items = STANDARD_ITEMS()), [e("items", "too_many_items")], { maxItemsPerOrder: 1 }],
  ["standard then print files", (b) => (b.items = [{ sku: "MY-TEE", quantity: 1 }, FILE_ITEM()]), [e("items[1]", "mixed_item_kinds")]],
  ["print files then standard", (b) => (b.items = [FILE_ITEM(), { sku: "MY-TEE", quantity: 1 }]), [e("items[1]", "mixed_item_kinds")]],
  ["custom text then print files", (b) => (b.items = [TEXT_ITEM(), FILE_ITEM()]), [e("items[1]", "mixed_item_kinds")]],
  ["third line of another kind", (b) => (b.items = [...STANDARD_ITEMS(), TEXT_ITEM()]), [e("items[2]", "mixed_item_kinds")]],
  ["custom_text and print_file in one area", (b) => (b.items = [{ sku: "TEE-BLK", quantity: 1, print_areas: { front: { print_file: "https://shop.example/f.png", custom_text: [{ field_name: "name", text: "A" }] } } }]), [e("items[0].print_areas.front", "mixed_item_kinds")]],
  ["custom text in one area, a file in another", (b) => (b.items = [{ sku: "NAME-TEE", quantity: 1, print_areas: { back: { custom_text: [{ field_name: "name", text: "A" }] }, front: { print_file: "https://shop.example/f.png" } } }]), [e("items[0].print_areas", "mixed_item_kinds")]],
  ["an area with only a preview", (b) => (b.items = [files({ front: { preview_image: "https://shop.example/p.png" } })]), [e("items[0].print_areas", "print_area_empty")]],
  ["no areas in print_areas", (b) => (b.items = [{ sku: "TEE-BLK", quantity: 1, print_areas: {} }]), [e("items[0].print_areas", "print_area_empty")]],
  ["an empty line does not decide the kind", (b) => (b.items = [files({ front: {} }), { sku: "MY-TEE", quantity: 1 }]), [e("items[0].print_areas", "print_area_empty")]],

  // standard lines
  ["unknown standard SKU", (b) => (b.items = [{ sku: "NOPE", quantity: 1 }]), [e("items[0].sku", "unknown_sku")]],
  ["a blank SKU as a standard line", (b) => (b.items = [{ sku: "TEE-BLK", quantity: 1 }]), [e("items[0].sku", "unknown_sku")]],
  ["unknown SKU on the second line", (b) => (b.items = [{ sku: "MY-TEE", quantity: 1 }, { sku: "nope", quantity: 1 }]), [e("items[1].sku", "unknown_sku")]],
  ["SKUs are case-sensitive", (b) => (b.items = [{ sku: "my-tee", quantity: 1 }]), [e("items[0].sku", "unknown_sku")]],
  ["custom-text product as a standard line", (b) => (b.items = [{ sku: "NAME-TEE", quantity: 1 }]), [e("items[0].print_areas", "custom_text_required")]],
  ["custom-text product as the second standard line", (b) => (b.items = [{ sku: "MY-TEE", quantity: 1 }, { sku: "TWO-SIDED", quantity: 1 }]), [e("items[1].print_areas", "custom_text_required")]],

  // custom-text lines
  ["unknown custom-text SKU", (b) => (b.items = [text([{ field_name: "name", text: "A" }], {}, "back", "NOPE")]), [e("items[0].sku", "unknown_sku")]],
  ["custom text on a blank SKU", (b) => (b.items = [text([{ field_name: "name", text: "A" }], {}, "back", "TEE-BLK")]), [e("items[0].sku", "unknown_sku")]],
  ["custom text for a product without text fields", (b) => (b.items = [text([{ field_name: "name", text: "A" }], {}, "front", "MY-TEE")]), [e("items[0].print_areas", "not_custom_text_product")]],
  ["custom text for a fulfillment product", (b) => (b.items = [text([{ field_name: "name", text: "A" }], {}, "front", "MY-BOOK")]), [e("items[0].print_areas", "not_custom_text_product")]],
  ["custom text on an area without text fields", (b) => (b.items = [{ sku: "NAME-TEE", quantity: 1, print_areas: { back: { custom_text: [{ field_name: "name", text: "A" }] }, front: { custom_text: [{ field_name: "name", text: "A" }] } } }]), [e("items[0].print_areas.front", "unknown_print_area")]],
  ["custom text on an area the blank lacks", (b) => (b.items = [{ sku: "NAME-TEE", quantity: 1, print_areas: { back: { custom_text: [{ field_name: "name", text: "A" }] }, sleeve: { custom_text: [{ field_name: "name", text: "A" }] } } }]), [e("items[0].print_areas.sleeve", "unknown_print_area")]],
  ["only the wrong area: also the required area is missing", (b) => (b.items = [text([{ field_name: "name", text: "A" }], {}, "front")]), [e("items[0].print_areas.front", "unknown_print_area"), e("items[0].print_areas.back", "text_field_required")]],
  ["a required area left out", (b) => (b.items = [text([{ field_name: "sub", text: "S" }], {}, "back", "TWO-SIDED")]), [e("items[0].print_areas.front", "text_field_required")]],
  ["unknown text field", (b) => (b.items = [text([{ field_name: "name", text: "A" }, { field_name: "nick", text: "B" }])]), [e("items[0].print_areas.back.custom_text[1].field_name", "unknown_text_field")]],
  ["a field of another area", (b) => (b.items = [text([{ field_name: "title", text: "T" }, { field_name: "sub", text: "S" }], {}, "front", "TWO-SIDED")]), [e("items[0].print_areas.front.custom_text[1].field_name", "unknown_text_field")]],
  ["field names are case-sensitive", (b) => (b.items = [text([{ field_name: "Name", text: "A" }])]), [e("items[0].print_areas.back.custom_text[0].field_name", "unknown_text_field"), e("items[0].print_areas.back.custom_text", "text_field_required")]],
  ["duplicate required text field", (b) => (b.items = [text([{ field_name: "name", text: "A" }, { field_name: "name", text: "B" }])]), [e("items[0].print_areas.back.custom_text[1].field_name", "duplicate_text_field")]],
  ["duplicate optional text field", (b) => (b.items = [text([{ field_name: "name", text: "A" }, { field_name: "number", text: "1" }, { field_name: "number", text: "2" }])]), [e("items[0].print_areas.back.custom_text[2].field_name", "duplicate_text_field")]],
  ["required text field left out", (b) => (b.items = [text([{ field_name: "number", text: "7" }])]), [e("items[0].print_areas.back.custom_text", "text_field_required")]],
  ["required by default (required not set on the field)", (b) => (b.items = [text([{ field_name: "motto", text: " " }], {}, "front", "MOTTO-TEE")]), [e("items[0].print_areas.front.custom_text[0].text", "text_field_required")]],
  ["a default-required area left out", (b) => (b.items = [{ sku: "MOTTO-TEE", quantity: 1, print_areas: { back: { custom_text: [{ field_name: "motto", text: "M" }] } } }]), [e("items[0].print_areas.back", "unknown_print_area"), e("items[0].print_areas.front", "text_field_required")]],
  ["required text field blank", (b) => (b.items = [text([{ field_name: "name", text: "  " }])]), [e("items[0].print_areas.back.custom_text[0].text", "text_field_required")]],
  ["required text field empty", (b) => (b.items = [text([{ field_name: "name", text: "" }])]), [e("items[0].print_areas.back.custom_text[0].text", "text_field_required")]],
  ["text one over max_length", (b) => (b.items = [text([{ field_name: "name", text: "A".repeat(13) }])]), [e("items[0].print_areas.back.custom_text[0].text", "text_too_long")]],
  ["optional text over max_length", (b) => (b.items = [text([{ field_name: "name", text: "A" }, { field_name: "number", text: "100" }])]), [e("items[0].print_areas.back.custom_text[1].text", "text_too_long")]],
  ["control character in text", (b) => (b.items = [text([{ field_name: "name", text: "A\u0007" }])]), [e("items[0].print_areas.back.custom_text[0].text", "invalid_text")]],
  ["custom-text preview not a URL", (b) => (b.items = [text([{ field_name: "name", text: "A" }], { preview_image: "preview.png" })]), [e("items[0].print_areas.back.preview_image", "invalid_url")]],
  ["custom-text area with only a preview next to a text area", (b) => (b.items = [{ sku: "TWO-SIDED", quantity: 1, print_areas: { front: { custom_text: [{ field_name: "title", text: "T" }] }, back: { preview_image: "https://shop.example/p.png" } } }]), [e("items[0].print_areas.back.custom_text", "required")]],

  // print-file lines
  ["print files on an unknown blank", (b) => (b.items = [files({ front: { print_file: "https://shop.example/f.png" } }, "NOPE")]), [e("items[0].sku", "unknown_sku")]],
  ["print files on a product SKU", (b) => (b.items = [files({ front: { print_file: "https://shop.example/f.png" } }, "MY-TEE")]), [e("items[0].sku", "unknown_sku")]],
  ["print files on a fulfillment blank", (b) => (b.items = [files({ front: { print_file: "https://shop.example/f.png" } }, "BOOK-A5")]), [e("items[0].sku", "blank_not_pod")]],
  ["print area the blank lacks", (b) => (b.items = [files({ sleeve: { print_file: "https://shop.example/f.png" } })]), [e("items[0].print_areas.sleeve", "unknown_print_area")]],
  ["print area of another blank", (b) => (b.items = [files({ front: { print_file: "https://shop.example/f.png" }, wrap: { print_file: "https://shop.example/w.png" } })]), [e("items[0].print_areas.wrap", "unknown_print_area")]],
  ["ftp print file", (b) => (b.items = [files({ front: { print_file: "ftp://shop.example/f.png" } })]), [e("items[0].print_areas.front.print_file", "invalid_url")]],
  ["relative print file", (b) => (b.items = [files({ front: { print_file: "files/f.png" } })]), [e("items[0].print_areas.front.print_file", "invalid_url")]],
  ["relative preview image", (b) => (b.items = [files({ front: { print_file: "https://shop.example/f.png", preview_image: "/p.png" } })]), [e("items[0].print_areas.front.preview_image", "invalid_url")]],
  ["bad print file and bad preview", (b) => (b.items = [files({ back: { print_file: "ftp://x/f.png", preview_image: "p.png" } })]), [e("items[0].print_areas.back.print_file", "invalid_url"), e("items[0].print_areas.back.preview_image", "invalid_url")]],
  ["print-file area with only a preview", (b) => (b.items = [files({ front: { print_file: "https://shop.example/f.png" }, back: { preview_image: "https://shop.example/p.png" } })]), [e("items[0].print_areas.back.print_file", "required")]],

  // several problems are all reported, in rule order
  [
    "several problems at once",
    (b) =>
      Object.assign(b, {
        external_ref: "a\nb",
        created_at: "yesterday",
        shipping_country: "XX",
        insert_id: 1,
        packing_slip: { branding_message: " " },
        items: [{ sku: "NOPE", quantity: 1 }, { sku: "NAME-TEE", quantity: 1 }],
      }),
    [
      e("external_ref", "invalid_format"),
      e("created_at", "invalid_timestamp"),
      e("shipping_country", "invalid_country"),
      e("insert_id", "insert_not_agreed"),
      e("packing_slip.branding_message", "required"),
      e("items[0].sku", "unknown_sku"),
      e("items[1].print_areas", "custom_text_required"),
    ],
  ],
];

describe("checkOrder", () => {
  it.each(ROWS)("%s", (_name, mutate, expected, ctx) => {
    const body = baseBody();
    mutate(body);
    const result = checkOrder(body as CreateOrderBody, context(ctx));
    const errors = result.ok ? [] : result.errors.map(({ path, code }) => ({ path, code }));
    expect(errors).toEqual(expected);
    expect(result.ok).toBe(expected.length === 0);
  });

  it("every error carries a message", () => {
    const body = baseBody();
    Object.assign(body, { shipping_country: "XX", insert_id: 3 });
    const result = checkOrder(body as CreateOrderBody, context());
    expect(result.ok).toBe(false);
    if (!result.ok) for (const error of result.errors) expect(error.message).toMatch(/\S/);
  });

  // A print-area key that names an Object.prototype member must not be found on the blank's area map.
  it("refuses the print area \"constructor\" that the blank does not offer", () => {
    const body = baseBody();
    body.items = [files({ constructor: { print_file: "https://shop.example/f.png" } })];
    const result = checkOrder(body as CreateOrderBody, context());
    expect(result.ok ? [] : result.errors.map(({ path, code }) => ({ path, code }))).toEqual([e("items[0].print_areas.constructor", "unknown_print_area")]);
  });
});

describe("checkOrder: what an accepted order becomes", () => {
  function accept(mutate: (b: Body) => void, ctx?: Parameters<typeof context>[0]) {
    const body = baseBody();
    mutate(body);
    const result = checkOrder(body as CreateOrderBody, context(ctx));
    if (!result.ok) throw new Error(JSON.stringify(result.errors));
    return result.order;
  }

  it.each([
    ["standard, all defaults", () => {}, undefined, { order_note: null, packing_slip: null, insert_id: null, return_address: null, return_address_source: "connected_store", item_kind: "standard", created_at: "2026-11-22T10:00:00.000Z" }],
    ["return address from the account", () => {}, { account: { connected_stores: false, return_address: { name: "R", address_1: "1", city: "C", zip: "1", state: "NY", country: "US" } } }, { return_address: null, return_address_source: "account" }],
    ["the account's address wins over connected stores", () => {}, { account: { return_address: { name: "R", address_1: "1", city: "C", zip: "1", state: "NY", country: "US" } } }, { return_address_source: "account" }],
    ["return fields sent override the account", (b: Body) => Object.assign(b, RETURN, { return_state: "new york", return_country: "us" }), undefined, { return_address_source: "order", return_address: { name: "Returns Dept", address_1: "9 Depot Rd", city: "Albany", zip: "12207", state: "NY", country: "US" } }],
    ["shipping normalised", (b: Body) => Object.assign(b, { shipping_country: "ca", shipping_state: "Québec", created_at: "2026-11-22T10:00:00.5+00:00" }), undefined, { shipping: { country: "CA", state: "QC" }, created_at: "2026-11-22T10:00:00.500Z" }],
    ["optional fields kept", (b: Body) => Object.assign(b, { order_note: "note", insert_id: 42, packing_slip: { branding_message: "Hi" } }), undefined, { order_note: "note", insert_id: 42, packing_slip: { branding_message: "Hi" } }],
  ] as const)("%s", (_name, mutate, ctx, expected) => {
    expect(accept(mutate, ctx)).toMatchObject(expected);
  });

  it.each([
    ["standard", () => {}, [
      { sku: "MY-TEE", quantity: 2, kind: "standard", product_id: "p-tee", blank_sku: "TEE-BLK", print_areas: null },
      { sku: "MY-BOOK", quantity: 1, kind: "standard", product_id: "p-book", blank_sku: "BOOK-A5", print_areas: null },
    ]],
    ["custom text", (b: Body) => (b.items = [TEXT_ITEM()]), [{ sku: "NAME-TEE", quantity: 1, kind: "custom_text", product_id: "p-name", blank_sku: "TEE-BLK", print_areas: TEXT_ITEM().print_areas }]],
    ["print files", (b: Body) => (b.items = [FILE_ITEM()]), [{ sku: "TEE-BLK", quantity: 3, kind: "print_files", product_id: null, blank_sku: "TEE-BLK", print_areas: FILE_ITEM().print_areas }]],
  ] as const)("lines of a %s order", (_name, mutate, lines) => {
    const order = accept(mutate);
    expect(order.items).toEqual(lines);
    expect(order.item_kind).toBe(lines[0]!.kind);
  });
});
