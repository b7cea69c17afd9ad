// The create-order rules of API.md §3 as a table (test/helpers/order-cases.ts), run against the pure domain function.
import { describe, expect, it } from "vitest";
import type { Blank, Product } from "../../src/domain/catalog.js";
import { checkOrder, type OrderContext } from "../../src/domain/order-rules.js";
import type { CreateOrderBody } from "../../src/schemas/orders.js";
import { standardOrder } from "../helpers/fixtures.js";
import { ORDER_CASES } from "../helpers/order-cases.js";

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

describe("checkOrder", () => {
  it.each(ORDER_CASES)("%s", (_case, body, expected, account) => {
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
