// Seed data for tests: a catalog, accounts with tokens, products of every kind, and valid orders of every kind.
import { ADMIN_TOKEN, startTestServer, type TestServer } from "./server.js";

export const BLANKS = [
  {
    sku: "TEE-BLK",
    name: "Black tee",
    type: "pod",
    packing_slip_supported: true,
    print_areas: { front: { width_px: 4500, height_px: 5400, dpi: 300 }, back: { width_px: 4500, height_px: 5400, dpi: 300 } },
  },
  { sku: "MUG-11", name: "Mug 11oz", type: "pod", packing_slip_supported: false, print_areas: { wrap: { width_px: 2700, height_px: 1100, dpi: 300 } } },
  { sku: "BOOK-A5", name: "Notebook A5", type: "fulfillment", packing_slip_supported: true },
];

export const PRODUCTS = [
  { sku: "MY-TEE", name: "Logo tee", blank_sku: "TEE-BLK", print_areas: { front: { print_file: "https://art.example.com/logo.png" } } },
  {
    sku: "NAME-TEE",
    name: "Name tee",
    blank_sku: "TEE-BLK",
    print_areas: {
      front: { print_file: "https://art.example.com/team.png" },
      back: {
        text_fields: [
          { field_name: "name", required: true, max_length: 12, default_text: "YOUR NAME", x: 500, y: 1000, width: 3500, height: 800, font_size: 400 },
          { field_name: "number", required: false, max_length: 2, x: 1500, y: 2000, width: 1500, height: 1500, font_size: 1200 },
        ],
      },
    },
  },
  { sku: "MY-MUG", name: "Logo mug", blank_sku: "MUG-11", print_areas: { wrap: { print_file: "https://art.example.com/mug.png" } } },
  { sku: "MY-BOOK", name: "Notebook", blank_sku: "BOOK-A5" },
];

export interface SeededAccount {
  accountId: string;
  token: string;
  tokenId: string;
}

export async function seedCatalog(server: TestServer): Promise<void> {
  for (const blank of BLANKS) {
    const res = await server.post("/v1/admin/catalog/create", blank, ADMIN_TOKEN);
    if (res.status !== 200) throw new Error(`seeding blank ${blank.sku}: ${JSON.stringify(res.body)}`);
  }
}

export async function seedAccount(server: TestServer, account: Record<string, unknown> = { name: "Acme", connected_stores: true, insert_ids: [42] }, withProducts = true): Promise<SeededAccount> {
  const created = await server.post("/v1/admin/accounts/create", account, ADMIN_TOKEN);
  if (created.status !== 200) throw new Error(`seeding account: ${JSON.stringify(created.body)}`);
  const accountId = created.body.data.account_id as string;
  const token = await server.post("/v1/admin/tokens/create", { account_id: accountId }, ADMIN_TOKEN);
  const seeded = { accountId, token: token.body.data.token as string, tokenId: token.body.data.token_id as string };
  if (withProducts) {
    for (const product of PRODUCTS) {
      const res = await server.post("/v1/products/create", product, seeded.token);
      if (res.status !== 200) throw new Error(`seeding product ${product.sku}: ${JSON.stringify(res.body)}`);
    }
  }
  return seeded;
}

const SHIPPING = {
  shipping_name: "Ada Lovelace",
  shipping_phone: "+1 (555) 010-0000",
  shipping_address_1: "1 Analytical Way",
  shipping_city: "Springfield",
  shipping_zip: "62701",
  shipping_state: "IL",
  shipping_country: "US",
};

let counter = 0;
export function uniqueRef(prefix = "ext"): string {
  counter += 1;
  return `${prefix}-${process.pid}-${Date.now()}-${counter}`;
}

export function standardOrder(overrides: Record<string, unknown> = {}) {
  return {
    external_ref: uniqueRef("std"),
    created_at: "2026-11-22T10:00:00Z",
    ...SHIPPING,
    items: [
      { sku: "MY-TEE", quantity: 2 },
      { sku: "MY-BOOK", quantity: 1 },
    ],
    ...overrides,
  };
}

export function customTextOrder(overrides: Record<string, unknown> = {}) {
  return {
    external_ref: uniqueRef("txt"),
    created_at: "2026-11-22T10:00:00Z",
    ...SHIPPING,
    items: [
      {
        sku: "NAME-TEE",
        quantity: 1,
        print_areas: {
          back: {
            custom_text: [
              { field_name: "name", text: "LOVELACE" },
              { field_name: "number", text: "10" },
            ],
            preview_image: "https://shop.example.com/previews/1.png",
          },
        },
      },
    ],
    ...overrides,
  };
}

export function printFileOrder(overrides: Record<string, unknown> = {}) {
  return {
    external_ref: uniqueRef("pf"),
    created_at: "2026-11-22T10:00:00Z",
    ...SHIPPING,
    items: [
      {
        sku: "TEE-BLK",
        quantity: 3,
        print_areas: {
          front: { print_file: "https://shop.example.com/files/front.png", preview_image: "https://shop.example.com/files/front-preview.png" },
          back: { print_file: "https://shop.example.com/files/back.png" },
        },
      },
    ],
    ...overrides,
  };
}

/** A test server with the catalog and two accounts, "Acme" and "Other", each with the test products. */
export async function startSeededServer(env: Record<string, string> = {}): Promise<{ server: TestServer; acme: SeededAccount; other: SeededAccount }> {
  const server = await startTestServer(env);
  await seedCatalog(server);
  const acme = await seedAccount(server);
  const other = await seedAccount(server, { name: "Other", connected_stores: true });
  return { server, acme, other };
}
