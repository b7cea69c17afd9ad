// Create-order validation through real HTTP: every rule of docs/caller-guide.md#rules is refused with 400, the right code and path, and nothing written.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { customTextOrder, printFileOrder, seedAccount, seedCatalog, standardOrder, type SeededAccount } from "../helpers/fixtures.js";
import { startTestServer, type Reply, type TestServer } from "../helpers/server.js";

let server: TestServer;
/** connected_stores, insert_ids [42], the fixture products plus TWO-SIDED. */
let acme: SeededAccount;
/** connected_stores, no inserts; owns OTHER-ONLY and OTHER-NAME, which acme does not. */
let other: SeededAccount;
/** No connected stores and no fixed return address. */
let noReturn: SeededAccount;
/** No connected stores but a fixed return address. */
let fixedReturn: SeededAccount;

type Who = "acme" | "other" | "noReturn" | "fixedReturn";
const tokenOf = (who: Who = "acme") => ({ acme, other, noReturn, fixedReturn })[who].token;

const CREATE = "/v1/orders/create";

beforeAll(async () => {
  server = await startTestServer();
  await seedCatalog(server);
  acme = await seedAccount(server);
  other = await seedAccount(server, { name: "Other", connected_stores: true });
  noReturn = await seedAccount(server, { name: "No return", connected_stores: false });
  fixedReturn = await seedAccount(server, {
    name: "Fixed return",
    connected_stores: false,
    return_address: { name: "Returns", address_1: "9 Depot Rd", city: "Albany", zip: "12207", state: "NY", country: "US" },
  });
  const field = { x: 0, y: 0, width: 1000, height: 500, font_size: 100 };
  const extra: [SeededAccount, Record<string, unknown>][] = [
    [other, { sku: "OTHER-ONLY", name: "Other's tee", blank_sku: "TEE-BLK", print_areas: { front: { print_file: "https://art.example.com/o.png" } } }],
    [other, { sku: "OTHER-NAME", name: "Other's name tee", blank_sku: "TEE-BLK", print_areas: { back: { text_fields: [{ field_name: "name", max_length: 12, ...field }] } } }],
    [
      acme,
      {
        sku: "TWO-SIDED",
        name: "Two-sided tee",
        blank_sku: "TEE-BLK",
        print_areas: { front: { text_fields: [{ field_name: "title", required: true, max_length: 10, ...field }] }, back: { text_fields: [{ field_name: "sub", required: false, max_length: 10, ...field }] } },
      },
    ],
  ];
  for (const [account, product] of extra) {
    const res = await server.post("/v1/products/create", product, account.token);
    if (res.status !== 200) throw new Error(`seeding ${String(product.sku)}: ${JSON.stringify(res.body)}`);
  }
});
afterAll(() => server?.close());

// ---- helpers ---------------------------------------------------------------------------------------

interface Expected {
  path: string;
  code: string;
}
const e = (path: string, code: string): Expected => ({ path, code });

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- rows mutate arbitrary JSON
type Body = any;

/** A copy of `body` changed by `change`. */
function edit(body: Body, change: (b: Body) => void): Body {
  const copy = structuredClone(body);
  change(copy);
  return copy;
}

const RETURN = {
  return_name: "Returns Dept",
  return_address_1: "9 Depot Rd",
  return_city: "Toronto",
  return_zip: "M5V 2T6",
  return_state: "ON",
  return_country: "CA",
};
const RETURN_PATHS = Object.keys(RETURN);
const ALWAYS_REQUIRED = ["external_ref", "created_at", "shipping_name", "shipping_phone", "shipping_address_1", "shipping_city", "shipping_zip", "shipping_state", "shipping_country", "items"];

const textLine = (entries: unknown[], extra: Record<string, unknown> = {}, area = "back", sku = "NAME-TEE") => ({ sku, quantity: 1, print_areas: { [area]: { custom_text: entries, ...extra } } });
const fileLine = (areas: Record<string, unknown>, sku = "TEE-BLK") => ({ sku, quantity: 1, print_areas: areas });
const FILE = "https://shop.example.com/files/f.png";

async function rowCounts(target: TestServer = server): Promise<Record<string, number>> {
  const db = target.database.db;
  const counts: Record<string, number> = {};
  for (const table of ["orders", "order_items", "events", "jobs"] as const) {
    const row = await db.selectFrom(table).select(db.fn.countAll().as("n")).executeTakeFirstOrThrow();
    counts[table] = Number(row.n);
  }
  return counts;
}

const sorted = (errors: Expected[]) => [...errors].sort((a, b) => `${a.path} ${a.code}`.localeCompare(`${b.path} ${b.code}`));

/** Posts `body` and checks the refusal: 400, envelope, exactly `expected` (any order), and no row written anywhere. */
async function expectRefused(body: unknown, expected: Expected[], who: Who = "acme", target: TestServer = server): Promise<Reply> {
  const before = await rowCounts(target);
  const res = await target.post(CREATE, body, tokenOf(who));
  expect(res.status, JSON.stringify(res.body)).toBe(400);
  expect(res.body.status).toBe("error");
  expect(res.body.message).toEqual(expect.any(String));
  // Beside the errors, the warnings the body would have been accepted with (docs/caller-guide.md); none for text that is not JSON.
  expect(Object.keys(res.body.data).sort()).toEqual(expected.some((e) => e.code === "malformed_json") ? ["errors"] : ["errors", "warnings"]);
  for (const warning of res.body.data.warnings ?? []) expect(Object.keys(warning)).toEqual(["path", "code", "message"]);
  for (const error of res.body.data.errors) {
    expect(Object.keys(error).sort()).toEqual(["code", "message", "path"]);
    expect(error.message).toMatch(/\S/);
  }
  expect(sorted(res.body.data.errors.map(({ path, code }: Expected) => ({ path, code })))).toEqual(sorted(expected));
  expect(await rowCounts(target)).toEqual(before);
  return res;
}

async function expectAccepted(body: Body, who: Who = "acme", target: TestServer = server): Promise<Reply> {
  const before = await rowCounts(target);
  const res = await target.post(CREATE, body, tokenOf(who));
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  expect(res.body.status).toBe("success");
  expect(res.body.data.items).toHaveLength(body.items.length);
  const after = await rowCounts(target);
  expect(after.orders).toBe(before.orders! + 1);
  expect(after.order_items).toBe(before.order_items! + body.items.length);
  return res;
}

// ---- the rules, one row each -----------------------------------------------------------------------

type Row = [name: string, body: () => unknown, expected: Expected[], who?: Who];

const ROWS: Row[] = [
  // created_at: RFC 3339 in UTC only
  ["created_at with +01:00", () => standardOrder({ created_at: "2026-11-22T10:00:00+01:00" }), [e("created_at", "invalid_timestamp")]],
  ["created_at with -05:00", () => standardOrder({ created_at: "2026-11-22T05:00:00-05:00" }), [e("created_at", "invalid_timestamp")]],
  ["created_at without offset", () => standardOrder({ created_at: "2026-11-22T10:00:00" }), [e("created_at", "invalid_timestamp")]],
  ["created_at with a space for T", () => standardOrder({ created_at: "2026-11-22 10:00:00Z" }), [e("created_at", "invalid_timestamp")]],
  ["created_at date only", () => standardOrder({ created_at: "2026-11-22" }), [e("created_at", "invalid_timestamp")]],
  ["created_at 30 February", () => standardOrder({ created_at: "2026-02-30T10:00:00Z" }), [e("created_at", "invalid_timestamp")]],
  ["created_at 25:00", () => standardOrder({ created_at: "2026-11-22T25:00:00Z" }), [e("created_at", "invalid_timestamp")]],
  ["created_at in another notation", () => standardOrder({ created_at: "22/11/2026 10:00" }), [e("created_at", "invalid_timestamp")]],
  ["created_at empty", () => standardOrder({ created_at: "" }), [e("created_at", "invalid_timestamp")]],
  ["created_at as epoch number", () => standardOrder({ created_at: 1795341600 }), [e("created_at", "invalid_type")]],

  // countries and states
  ["unknown shipping country", () => standardOrder({ shipping_country: "XX" }), [e("shipping_country", "invalid_country")]],
  ["alpha-3 shipping country", () => standardOrder({ shipping_country: "USA" }), [e("shipping_country", "invalid_country")]],
  ["UK for the United Kingdom", () => standardOrder({ shipping_country: "UK", shipping_state: "London" }), [e("shipping_country", "invalid_country")]],
  ["unknown return country", () => standardOrder({ ...RETURN, return_country: "ZZ" }), [e("return_country", "invalid_country")]],
  ["US state that does not exist", () => standardOrder({ shipping_state: "Narnia" }), [e("shipping_state", "invalid_state")]],
  ["a CA province for a US address", () => standardOrder({ shipping_state: "Ontario" }), [e("shipping_state", "invalid_state")]],
  ["CA province that does not exist", () => standardOrder({ shipping_country: "CA", shipping_state: "Texas" }), [e("shipping_state", "invalid_state")]],
  ["CA province code that does not exist", () => standardOrder({ shipping_country: "ca", shipping_state: "XQ" }), [e("shipping_state", "invalid_state")]],
  ["return state not in CA", () => standardOrder({ ...RETURN, return_state: "NY" }), [e("return_state", "invalid_state")]],

  // phones
  ["shipping phone with words", () => standardOrder({ shipping_phone: "n/a" }), [e("shipping_phone", "invalid_phone")]],
  ["shipping phone with four digits", () => standardOrder({ shipping_phone: "1234" }), [e("shipping_phone", "invalid_phone")]],
  ["shipping phone with an extension word", () => standardOrder({ shipping_phone: "+1 555 0100 ext 2" }), [e("shipping_phone", "invalid_phone")]],
  ["shipping phone blank", () => standardOrder({ shipping_phone: "     " }), [e("shipping_phone", "required")]],
  ["return phone with letters", () => standardOrder({ ...RETURN, return_phone: "abcde" }), [e("return_phone", "invalid_phone")]],

  // lengths
  ...(
    [
      ["shipping_name", 200],
      ["shipping_address_1", 200],
      ["shipping_address_2", 200],
      ["shipping_city", 200],
      ["shipping_state", 200],
      ["shipping_zip", 20],
      ["shipping_phone", 32],
      ["order_note", 2000],
      ["external_ref", 100],
      ["return_name", 200],
      ["return_address_1", 200],
      ["return_address_2", 200],
      ["return_city", 200],
      ["return_zip", 20],
    ] as const
  ).map(([path, max]): Row => [`${path} over ${max} characters`, () => standardOrder({ [path]: path === "shipping_phone" ? "1".repeat(max + 1) : "x".repeat(max + 1) }), [e(path, "too_long")]]),
  ["branding message over 500", () => standardOrder({ packing_slip: { branding_message: "x".repeat(501) } }), [e("packing_slip.branding_message", "too_long")]],
  ["contact message over 500", () => standardOrder({ packing_slip: { contact_message: "x".repeat(501) } }), [e("packing_slip.contact_message", "too_long")]],
  ["custom text over 1000", () => standardOrder({ items: [textLine([{ field_name: "name", text: "x".repeat(1001) }])] }), [e("items[0].print_areas.back.custom_text[0].text", "too_long")]],
  ["print_file URL over 2048", () => printFileOrder({ items: [fileLine({ front: { print_file: `https://a.example/${"x".repeat(2040)}` } })] }), [e("items[0].print_areas.front.print_file", "too_long")]],
  ["empty shipping name", () => standardOrder({ shipping_name: "" }), [e("shipping_name", "required")]],
  ["blank shipping city", () => standardOrder({ shipping_city: "   " }), [e("shipping_city", "required")]],
  ["empty shipping_address_2 (address lines are 1–200)", () => standardOrder({ shipping_address_2: "" }), [e("shipping_address_2", "required")]],
  ["empty external_ref", () => standardOrder({ external_ref: "" }), [e("external_ref", "required")]],
  ["external_ref with a newline", () => standardOrder({ external_ref: "ref\n1" }), [e("external_ref", "invalid_format")]],

  // quantity
  ["quantity 0", () => standardOrder({ items: [{ sku: "MY-TEE", quantity: 0 }] }), [e("items[0].quantity", "out_of_range")]],
  ["quantity 1001", () => standardOrder({ items: [{ sku: "MY-TEE", quantity: 1001 }] }), [e("items[0].quantity", "out_of_range")]],
  ["quantity -1 on the second line", () => standardOrder({ items: [{ sku: "MY-TEE", quantity: 1 }, { sku: "MY-BOOK", quantity: -1 }] }), [e("items[1].quantity", "out_of_range")]],
  ["quantity 1.5", () => standardOrder({ items: [{ sku: "MY-TEE", quantity: 1.5 }] }), [e("items[0].quantity", "invalid_type")]],
  ['quantity "3"', () => standardOrder({ items: [{ sku: "MY-TEE", quantity: "3" }] }), [e("items[0].quantity", "invalid_type")]],
  ["quantity true", () => standardOrder({ items: [{ sku: "MY-TEE", quantity: true }] }), [e("items[0].quantity", "invalid_type")]],

  // items
  ["items empty", () => standardOrder({ items: [] }), [e("items", "too_few_items")]],
  ["items an object", () => standardOrder({ items: { sku: "MY-TEE", quantity: 1 } }), [e("items", "invalid_type")]],
  ["an item that is a string", () => standardOrder({ items: ["MY-TEE"] }), [e("items[0]", "invalid_type")]],

  // unknown fields, at every level
  ["unknown top-level field", () => standardOrder({ gift: true }), [e("gift", "unknown_field")]],
  ["misspelt optional field", () => standardOrder({ shipping_adress_2: "Suite 5" }), [e("shipping_adress_2", "unknown_field")]],
  ["misspelt required field", () => edit(standardOrder({ shipping_adress_1: "1 Analytical Way" }), (b) => delete b.shipping_address_1), [e("shipping_adress_1", "unknown_field"), e("shipping_address_1", "required")]],
  ["unknown field in an item", () => standardOrder({ items: [{ sku: "MY-TEE", quantity: 1, color: "red" }] }), [e("items[0].color", "unknown_field")]],
  ["unknown field in a print area", () => printFileOrder({ items: [fileLine({ front: { print_file: FILE, dpi: 300 } })] }), [e("items[0].print_areas.front.dpi", "unknown_field")]],
  ["unknown field in a custom_text entry", () => customTextOrder({ items: [textLine([{ field_name: "name", text: "ADA", font: "Arial" }])] }), [e("items[0].print_areas.back.custom_text[0].font", "unknown_field")]],
  ["unknown field in packing_slip", () => standardOrder({ packing_slip: { branding_message: "Hi", footer: "x" } }), [e("packing_slip.footer", "unknown_field")]],
  ["print-area key not lower-case", () => printFileOrder({ items: [fileLine({ Front: { print_file: FILE } })] }), [e("items[0].print_areas.Front", "unknown_field")]],

  // every always-required field
  ...ALWAYS_REQUIRED.map((field): Row => [`missing ${field}`, () => edit(standardOrder(), (b) => delete b[field]), [e(field, "required")]]),
  ["missing item sku", () => standardOrder({ items: [{ quantity: 1 }] }), [e("items[0].sku", "required")]],
  ["missing item quantity", () => standardOrder({ items: [{ sku: "MY-TEE" }] }), [e("items[0].quantity", "required")]],
  ["missing field_name", () => customTextOrder({ items: [textLine([{ text: "ADA" }])] }), [e("items[0].print_areas.back.custom_text[0].field_name", "required")]],
  ["missing text", () => customTextOrder({ items: [textLine([{ field_name: "name" }])] }), [e("items[0].print_areas.back.custom_text[0].text", "required")]],
  ["several required fields missing", () => edit(standardOrder(), (b) => ["shipping_city", "shipping_zip", "items"].forEach((k) => delete b[k])), [e("shipping_city", "required"), e("shipping_zip", "required"), e("items", "required")]],

  // item kinds
  ["standard and print-file lines mixed", () => standardOrder({ items: [{ sku: "MY-TEE", quantity: 1 }, fileLine({ front: { print_file: FILE } })] }), [e("items[1]", "mixed_item_kinds")]],
  ["custom-text and print-file lines mixed", () => customTextOrder({ items: [textLine([{ field_name: "name", text: "ADA" }]), fileLine({ front: { print_file: FILE } })] }), [e("items[1]", "mixed_item_kinds")]],
  ["custom text and print file in one area", () => printFileOrder({ items: [fileLine({ front: { print_file: FILE, custom_text: [{ field_name: "name", text: "ADA" }] } })] }), [e("items[0].print_areas.front", "mixed_item_kinds")]],
  ["custom text in one area, a file in another", () => customTextOrder({ items: [{ sku: "NAME-TEE", quantity: 1, print_areas: { back: { custom_text: [{ field_name: "name", text: "ADA" }] }, front: { print_file: FILE } } }] }), [e("items[0].print_areas", "mixed_item_kinds")]],
  ["an area with only a preview", () => printFileOrder({ items: [fileLine({ front: { preview_image: FILE } })] }), [e("items[0].print_areas", "print_area_empty")]],
  ["an empty print area", () => printFileOrder({ items: [fileLine({ front: {} })] }), [e("items[0].print_areas", "print_area_empty")]],
  ["print_areas without areas", () => printFileOrder({ items: [fileLine({})] }), [e("items[0].print_areas", "empty_object")]],

  // SKUs
  ["unknown standard SKU", () => standardOrder({ items: [{ sku: "NOPE", quantity: 1 }] }), [e("items[0].sku", "unknown_sku")]],
  ["a blank SKU as a standard line", () => standardOrder({ items: [{ sku: "TEE-BLK", quantity: 1 }] }), [e("items[0].sku", "unknown_sku")]],
  ["another account's product as a standard line", () => standardOrder({ items: [{ sku: "OTHER-ONLY", quantity: 1 }] }), [e("items[0].sku", "unknown_sku")]],
  ["unknown custom-text SKU", () => customTextOrder({ items: [textLine([{ field_name: "name", text: "ADA" }], {}, "back", "NOPE")] }), [e("items[0].sku", "unknown_sku")]],
  ["another account's custom-text product", () => customTextOrder({ items: [textLine([{ field_name: "name", text: "ADA" }], {}, "back", "OTHER-NAME")] }), [e("items[0].sku", "unknown_sku")]],
  ["unknown print-file SKU", () => printFileOrder({ items: [fileLine({ front: { print_file: FILE } }, "NOPE")] }), [e("items[0].sku", "unknown_sku")]],
  ["a product SKU as a print-file line", () => printFileOrder({ items: [fileLine({ front: { print_file: FILE } }, "MY-TEE")] }), [e("items[0].sku", "unknown_sku")]],
  ["an invalid SKU is still just unknown", () => standardOrder({ items: [{ sku: "MY TEE", quantity: 1 }] }), [e("items[0].sku", "unknown_sku")]],
  ["SKU over 64 characters", () => standardOrder({ items: [{ sku: "X".repeat(65), quantity: 1 }] }), [e("items[0].sku", "too_long")]],

  // custom text
  ["custom-text product sent as a standard line", () => standardOrder({ items: [{ sku: "NAME-TEE", quantity: 1 }] }), [e("items[0].print_areas", "custom_text_required")]],
  ["custom text for a product without text fields", () => customTextOrder({ items: [textLine([{ field_name: "name", text: "ADA" }], {}, "front", "MY-TEE")] }), [e("items[0].print_areas", "not_custom_text_product")]],
  ["custom text on an area without text fields", () => customTextOrder({ items: [{ sku: "NAME-TEE", quantity: 1, print_areas: { back: { custom_text: [{ field_name: "name", text: "ADA" }] }, front: { custom_text: [{ field_name: "name", text: "ADA" }] } } }] }), [e("items[0].print_areas.front", "unknown_print_area")]],
  ["custom text on an area the blank lacks", () => customTextOrder({ items: [{ sku: "NAME-TEE", quantity: 1, print_areas: { back: { custom_text: [{ field_name: "name", text: "ADA" }] }, sleeve: { custom_text: [{ field_name: "name", text: "ADA" }] } } }] }), [e("items[0].print_areas.sleeve", "unknown_print_area")]],
  ["unknown text field", () => customTextOrder({ items: [textLine([{ field_name: "name", text: "ADA" }, { field_name: "nickname", text: "A" }])] }), [e("items[0].print_areas.back.custom_text[1].field_name", "unknown_text_field")]],
  ["duplicate text field", () => customTextOrder({ items: [textLine([{ field_name: "name", text: "ADA" }, { field_name: "name", text: "BOB" }])] }), [e("items[0].print_areas.back.custom_text[1].field_name", "duplicate_text_field")]],
  ["required text field missing", () => customTextOrder({ items: [textLine([{ field_name: "number", text: "10" }])] }), [e("items[0].print_areas.back.custom_text", "text_field_required")]],
  ["required text field blank", () => customTextOrder({ items: [textLine([{ field_name: "name", text: "   " }])] }), [e("items[0].print_areas.back.custom_text[0].text", "text_field_required")]],
  ["required text field empty", () => customTextOrder({ items: [textLine([{ field_name: "name", text: "" }])] }), [e("items[0].print_areas.back.custom_text[0].text", "text_field_required")]],
  ["area with required fields missing", () => customTextOrder({ items: [textLine([{ field_name: "sub", text: "S" }], {}, "back", "TWO-SIDED")] }), [e("items[0].print_areas.front", "text_field_required")]],
  ["text over max_length", () => customTextOrder({ items: [textLine([{ field_name: "name", text: "ABCDEFGHIJKLM" }])] }), [e("items[0].print_areas.back.custom_text[0].text", "text_too_long")]],
  ["optional text over max_length", () => customTextOrder({ items: [textLine([{ field_name: "name", text: "ADA" }, { field_name: "number", text: "100" }])] }), [e("items[0].print_areas.back.custom_text[1].text", "text_too_long")]],
  ["custom_text empty list", () => customTextOrder({ items: [textLine([])] }), [e("items[0].print_areas.back.custom_text", "too_few_items")]],
  ["control character in text", () => customTextOrder({ items: [textLine([{ field_name: "name", text: "AD\u0007A" }])] }), [e("items[0].print_areas.back.custom_text[0].text", "invalid_text")]],
  ["text no print font can draw (cuneiform)", () => customTextOrder({ items: [textLine([{ field_name: "name", text: "𒀀" }])] }), [e("items[0].print_areas.back.custom_text[0].text", "unsupported_characters")]],
  ["optional text no print font can draw (emoji)", () => customTextOrder({ items: [textLine([{ field_name: "name", text: "ADA" }, { field_name: "number", text: "🦄" }])] }), [e("items[0].print_areas.back.custom_text[1].text", "unsupported_characters")]],

  // print files and previews
  ["print area the blank lacks", () => printFileOrder({ items: [fileLine({ sleeve: { print_file: FILE } })] }), [e("items[0].print_areas.sleeve", "unknown_print_area")]],
  ["print area of another blank", () => printFileOrder({ items: [fileLine({ front: { print_file: FILE }, wrap: { print_file: FILE } })] }), [e("items[0].print_areas.wrap", "unknown_print_area")]],
  ["ftp print file", () => printFileOrder({ items: [fileLine({ front: { print_file: "ftp://shop.example.com/f.png" } })] }), [e("items[0].print_areas.front.print_file", "invalid_url")]],
  ["relative print file", () => printFileOrder({ items: [fileLine({ front: { print_file: "files/front.png" } })] }), [e("items[0].print_areas.front.print_file", "invalid_url")]],
  ["protocol-relative print file", () => printFileOrder({ items: [fileLine({ back: { print_file: "//shop.example.com/b.png" } })] }), [e("items[0].print_areas.back.print_file", "invalid_url")]],
  ["relative preview image", () => printFileOrder({ items: [fileLine({ front: { print_file: FILE, preview_image: "/previews/1.png" } })] }), [e("items[0].print_areas.front.preview_image", "invalid_url")]],
  ["ftp preview on a custom-text line", () => customTextOrder({ items: [textLine([{ field_name: "name", text: "ADA" }], { preview_image: "ftp://shop.example.com/p.png" })] }), [e("items[0].print_areas.back.preview_image", "invalid_url")]],
  ["print-file area with only a preview next to a file", () => printFileOrder({ items: [fileLine({ front: { print_file: FILE }, back: { preview_image: FILE } })] }), [e("items[0].print_areas.back.print_file", "required")]],
  ["print files on the fulfillment blank", () => printFileOrder({ items: [fileLine({ front: { print_file: FILE } }, "BOOK-A5")] }), [e("items[0].sku", "blank_not_pod")]],

  // return address
  ["no return address on an account without connected stores", () => standardOrder(), [e("return_address_1", "return_address_required")], "noReturn"],
  ...RETURN_PATHS.map((missing): Row => [`return block without ${missing}`, () => edit(standardOrder(RETURN), (b) => delete b[missing]), [e(missing, "required")], "noReturn"]),
  ["return block without return_city, on a connected-stores account", () => edit(standardOrder(RETURN), (b) => delete b.return_city), [e("return_city", "required")]],
  ["only return_phone sent", () => standardOrder({ return_phone: "+1 555 0100" }), RETURN_PATHS.map((p) => e(p, "required"))],
  ["only return_address_2 sent", () => standardOrder({ return_address_2: "Bay 4" }), RETURN_PATHS.map((p) => e(p, "required")), "noReturn"],

  // insert_id
  ["insert_id not agreed", () => standardOrder({ insert_id: 7 }), [e("insert_id", "insert_not_agreed")]],
  ["insert_id on an account without inserts", () => standardOrder({ insert_id: 42 }), [e("insert_id", "insert_not_agreed")], "other"],
  ["insert_id as a string", () => standardOrder({ insert_id: "42" }), [e("insert_id", "invalid_type")]],
  ["insert_id as a fraction", () => standardOrder({ insert_id: 42.5 }), [e("insert_id", "invalid_type")]],

  // packing slip
  ["packing slip on a mug product", () => standardOrder({ items: [{ sku: "MY-MUG", quantity: 1 }], packing_slip: { branding_message: "Thanks!" } }), [e("packing_slip", "packing_slip_unavailable")]],
  ["packing slip when one line is a mug", () => standardOrder({ items: [{ sku: "MY-TEE", quantity: 1 }, { sku: "MY-MUG", quantity: 1 }], packing_slip: { contact_message: "help@shop.example.com" } }), [e("packing_slip", "packing_slip_unavailable")]],
  ["packing slip on print files for the mug blank", () => printFileOrder({ items: [fileLine({ wrap: { print_file: FILE } }, "MUG-11")], packing_slip: { branding_message: "Thanks!" } }), [e("packing_slip", "packing_slip_unavailable")]],
  ["empty packing slip object", () => standardOrder({ packing_slip: {} }), [e("packing_slip", "empty_object")]],
  ["blank packing-slip message", () => standardOrder({ packing_slip: { branding_message: "  " } }), [e("packing_slip.branding_message", "required")]],
  ["packing slip as a string", () => standardOrder({ packing_slip: "Thanks!" }), [e("packing_slip", "invalid_type")]],

  // null is a value only where the schema says so: a required field given null is refused at its path
  ...(["external_ref", "shipping_name", "shipping_country", "items"] as const).map((field): Row => [`null ${field}`, () => standardOrder({ [field]: null }), [e(field, "invalid_type")]]),
  ["null quantity", () => standardOrder({ items: [{ sku: "MY-TEE", quantity: null }] }), [e("items[0].quantity", "invalid_type")]],
  ["null custom_text entry text", () => customTextOrder({ items: [textLine([{ field_name: "name", text: null }])] }), [e("items[0].print_areas.back.custom_text[0].text", "invalid_type")]],
  ["null print area (an entry of a map, not an optional field)", () => printFileOrder({ items: [fileLine({ front: null })] }), [e("items[0].print_areas.front", "invalid_type")]],

  // the body as a whole
  ["malformed JSON", () => '{"external_ref": "x",', [e("", "malformed_json")]],
  ["trailing garbage after JSON", () => `${JSON.stringify(standardOrder())} x`, [e("", "malformed_json")]],
  ["a JSON array", () => [standardOrder()], [e("", "invalid_type")]],
  ["a JSON string", () => JSON.stringify("an order"), [e("", "invalid_type")]],
  ["a JSON number", () => "42", [e("", "invalid_type")]],
];

describe("every validation rule is refused with 400, its code and path, and nothing written", () => {
  it.each(ROWS)("%s", async (_name, body, expected, who) => {
    await expectRefused(body(), expected, who);
  });
});

describe("the limits themselves are accepted", () => {
  it.each<[string, () => Body, Who?]>([
    ["names, address lines, city and state of 200 characters", () => standardOrder({ shipping_name: "n".repeat(200), shipping_address_1: "a".repeat(200), shipping_address_2: "b".repeat(200), shipping_city: "c".repeat(200), shipping_country: "DE", shipping_state: "s".repeat(200) })],
    ["zip of 20, order_note of 2000, external_ref of 100", () => standardOrder({ shipping_zip: "9".repeat(20), order_note: "o".repeat(2000), external_ref: `${Date.now()}`.padEnd(100, "r") })],
    ["packing-slip messages of 500", () => standardOrder({ packing_slip: { branding_message: "b".repeat(500), contact_message: "c".repeat(500) } })],
    ["quantity 1 and 1000", () => standardOrder({ items: [{ sku: "MY-TEE", quantity: 1 }, { sku: "MY-BOOK", quantity: 1000 }] })],
    ["created_at with +00:00 and a fraction", () => standardOrder({ created_at: "2026-11-22T10:00:00.123456+00:00" })],
    ["country and state in any case, CA province with its accent", () => standardOrder({ shipping_country: "ca", shipping_state: "Québec" })],
    ["optional text field omitted", () => customTextOrder({ items: [textLine([{ field_name: "name", text: "ADA" }])] })],
    ["text of exactly max_length", () => customTextOrder({ items: [textLine([{ field_name: "name", text: "ABCDEFGHIJKL" }, { field_name: "number", text: "99" }])] })],
    ["an optional-only area left out", () => customTextOrder({ items: [textLine([{ field_name: "title", text: "T" }], {}, "front", "TWO-SIDED")] })],
    ["print files without previews", () => printFileOrder({ items: [fileLine({ front: { print_file: "http://shop.example.com/f.png" } })] })],
    ["return fields without an account default", () => standardOrder(RETURN), "noReturn"],
    ["no return fields with a fixed return address", () => standardOrder(), "fixedReturn"],
    ["agreed insert and a packing slip where supported", () => standardOrder({ insert_id: 42, packing_slip: { branding_message: "Thanks!" } })],
    // null for an optional field means absent, at any depth (responses send null for what is not set)
    ...(["order_note", "shipping_address_2", "return_name", "return_address_2", "packing_slip", "insert_id", "shipping_method", "incoterm"] as const).map((field): [string, () => Body] => [`null ${field}`, () => standardOrder({ [field]: null })]),
    ["null print_areas and customs fields of a line", () => standardOrder({ items: [{ sku: "MY-TEE", quantity: 1, print_areas: null, hs_code: null, customs_value: null }] })],
    ["null preview_image", () => printFileOrder({ items: [fileLine({ front: { print_file: FILE, preview_image: null } })] })],
    ["null packing-slip message beside a real one", () => standardOrder({ packing_slip: { branding_message: null, contact_message: "help@shop.example.com" } })],
  ])("%s", async (_name, body, who) => {
    await expectAccepted(body(), who);
  });
});

describe("the per-order line limit", () => {
  let small: TestServer;
  let token: string;
  beforeAll(async () => {
    small = await startTestServer({ MAX_ITEMS_PER_ORDER: "3" });
    await seedCatalog(small);
    token = (await seedAccount(small)).token;
  });
  afterAll(() => small?.close());

  const lines = (n: number) => Array.from({ length: n }, () => ({ sku: "MY-TEE", quantity: 1 }));

  it("refuses more lines than MAX_ITEMS_PER_ORDER with too_many_items at items", async () => {
    const before = await rowCounts(small);
    const res = await small.post(CREATE, standardOrder({ items: lines(4) }), token);
    expect(res.status).toBe(400);
    expect(res.body.status).toBe("error");
    expect(res.body.data.errors.map(({ path, code }: Expected) => ({ path, code }))).toEqual([e("items", "too_many_items")]);
    expect(await rowCounts(small)).toEqual(before);
  });

  it("accepts exactly MAX_ITEMS_PER_ORDER lines", async () => {
    const res = await small.post(CREATE, standardOrder({ items: lines(3) }), token);
    expect(res.status).toBe(200);
    expect(res.body.data.items).toHaveLength(3);
  });

  it("the default limit is 250 lines", async () => {
    await expectRefused(standardOrder({ items: lines(251) }), [e("items", "too_many_items")]);
    await expectAccepted(standardOrder({ items: lines(250) }));
  });
});

describe("several errors in one body are all reported together", () => {
  it("schema errors at once", async () => {
    const body = edit(standardOrder({ gift: 1, order_note: "n".repeat(2001), items: [{ sku: "MY-TEE", quantity: 0 }, { sku: "MY-BOOK", quantity: "2", extra: true }] }), (b) => delete b.shipping_city);
    await expectRefused(body, [
      e("gift", "unknown_field"),
      e("order_note", "too_long"),
      e("shipping_city", "required"),
      e("items[0].quantity", "out_of_range"),
      e("items[1].quantity", "invalid_type"),
      e("items[1].extra", "unknown_field"),
    ]);
  });

  it("domain rules at once", async () => {
    const body = standardOrder({
      created_at: "2026-11-22T10:00:00+02:00",
      shipping_country: "XX",
      shipping_phone: "phone",
      insert_id: 7,
      return_name: "R",
      packing_slip: { branding_message: " " },
      items: [{ sku: "NOPE", quantity: 1 }, { sku: "NAME-TEE", quantity: 1 }],
    });
    await expectRefused(body, [
      e("created_at", "invalid_timestamp"),
      e("shipping_phone", "invalid_phone"),
      e("shipping_country", "invalid_country"),
      ...RETURN_PATHS.filter((p) => p !== "return_name").map((p) => e(p, "required")),
      e("insert_id", "insert_not_agreed"),
      e("packing_slip.branding_message", "required"),
      e("items[0].sku", "unknown_sku"),
      e("items[1].print_areas", "custom_text_required"),
    ]);
  });

  it("schema errors and the rules' errors come in one 400", async () => {
    const body = standardOrder({ shipping_country: "XX", insert_id: 7, gift: true, items: [{ sku: "NOPE", quantity: 1 }] });
    await expectRefused(body, [e("gift", "unknown_field"), e("shipping_country", "invalid_country"), e("insert_id", "insert_not_agreed"), e("items[0].sku", "unknown_sku")]);
  });

  it("a wrong type on one line and a rule broken on another, with a missing field: all in one 400", async () => {
    const body = edit(standardOrder({ insert_id: 7, items: [{ sku: "MY-TEE", quantity: "2" }, { sku: "NOPE", quantity: 1 }] }), (b) => delete b.shipping_city);
    await expectRefused(body, [e("shipping_city", "required"), e("items[0].quantity", "invalid_type"), e("insert_id", "insert_not_agreed"), e("items[1].sku", "unknown_sku")]);
  });

  it("a rule about a field the schema already refused is not reported twice", async () => {
    // packing_slip.branding_message is too long (schema) and would be checked by a rule too: one error at its path.
    const body = standardOrder({ packing_slip: { branding_message: "b".repeat(501) }, shipping_country: "XX" });
    await expectRefused(body, [e("packing_slip.branding_message", "too_long"), e("shipping_country", "invalid_country")]);
  });

  it("the same rule broken on several lines is reported per line", async () => {
    const body = printFileOrder({
      items: [fileLine({ front: { print_file: "ftp://a/f.png" } }), fileLine({ sleeve: { print_file: FILE } }), fileLine({ back: { print_file: FILE, preview_image: "p.png" } })],
    });
    await expectRefused(body, [
      e("items[0].print_areas.front.print_file", "invalid_url"),
      e("items[1].print_areas.sleeve", "unknown_print_area"),
      e("items[2].print_areas.back.preview_image", "invalid_url"),
    ]);
  });
});

describe("a refused create leaves no trace", () => {
  it("a refused external_ref can be used afterwards with a valid body", async () => {
    const refused = standardOrder({ shipping_country: "XX" });
    await expectRefused(refused, [e("shipping_country", "invalid_country")]);
    const rows = await server.database.db.selectFrom("orders").select("order_ref").where("external_ref", "=", refused.external_ref).execute();
    expect(rows).toEqual([]);
    const res = await expectAccepted({ ...refused, shipping_country: "US" });
    expect(res.headers.get("idempotent-replayed")).toBeNull();
  });
});

describe("inherited object keys are not print areas", () => {
  // Area maps come from JSON: a lookup by name must not find what every object inherits.
  it('refuses the print area "constructor" on TEE-BLK (not offered by the blank)', async () => {
    await expectRefused(printFileOrder({ items: [fileLine({ constructor: { print_file: FILE } })] }), [e("items[0].print_areas.constructor", "unknown_print_area")]);
  });
});
