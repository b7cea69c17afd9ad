// The example catalog, products and orders `pod-orders demo` seeds and prints; SKUs carry DEMO- so they stay apart from a real catalog.
import { randomBytes } from "node:crypto";
import type { CreateAccountBody } from "../schemas/accounts.js";
import type { CreateOrderBody } from "../schemas/orders.js";
import type { CreateBlankBody, CreateProductBody } from "../schemas/products.js";

export const TEE_BLANK = "DEMO-TEE-BLK";
export const LOGO_TEE = "DEMO-LOGO-TEE";
export const NAME_TEE = "DEMO-NAME-TEE";
export const NOTEBOOK = "DEMO-NOTEBOOK";

const TEE_AREA = { width_px: 4500, height_px: 5400, dpi: 300 };

export const DEMO_BLANKS: CreateBlankBody[] = [
  { sku: TEE_BLANK, name: "Demo black tee", type: "pod", packing_slip_supported: true, print_areas: { front: TEE_AREA, back: TEE_AREA } },
  { sku: "DEMO-MUG-11", name: "Demo mug 11oz", type: "pod", packing_slip_supported: false, print_areas: { wrap: { width_px: 2700, height_px: 1100, dpi: 300 } } },
  { sku: "DEMO-NOTEBOOK-A5", name: "Demo notebook A5", type: "fulfillment", packing_slip_supported: true },
];

export function demoAccount(now: Date): CreateAccountBody {
  return { name: `Demo shop ${now.toISOString()}`, connected_stores: true, insert_ids: [1] };
}

export const DEMO_PRODUCTS: CreateProductBody[] = [
  { sku: LOGO_TEE, name: "Logo tee", blank_sku: TEE_BLANK, print_areas: { front: { print_file: "https://art.example.com/demo/logo.png" } } },
  {
    sku: NAME_TEE,
    name: "Name and number tee",
    blank_sku: TEE_BLANK,
    print_areas: {
      front: { print_file: "https://art.example.com/demo/team.png" },
      back: {
        text_fields: [
          { field_name: "name", required: true, max_length: 12, default_text: "YOUR NAME", x: 500, y: 1000, width: 3500, height: 800, font_size: 400 },
          { field_name: "number", required: false, max_length: 2, x: 1500, y: 2000, width: 1500, height: 1500, font_size: 1200 },
        ],
      },
    },
  },
  { sku: NOTEBOOK, name: "Notebook", blank_sku: "DEMO-NOTEBOOK-A5" },
];

const SHIPPING = {
  shipping_name: "Ada Lovelace",
  shipping_phone: "+1 (555) 010-0000",
  shipping_address_1: "1 Analytical Way",
  shipping_city: "Springfield",
  shipping_zip: "62701",
  shipping_state: "IL",
  shipping_country: "US",
};

/** Unique per run, so the printed create commands make new orders rather than replays. */
export function demoRef(kind: string, now: Date): string {
  return `demo-${kind}-${now.getTime()}-${randomBytes(4).toString("hex")}`;
}

function header(externalRef: string, now: Date) {
  return { external_ref: externalRef, created_at: now.toISOString().replace(/\.\d{3}Z$/, "Z"), ...SHIPPING };
}

export function standardOrder(externalRef: string, now: Date): CreateOrderBody {
  return {
    ...header(externalRef, now),
    insert_id: 1,
    packing_slip: { branding_message: "Thanks for shopping with Demo shop!" },
    items: [
      { sku: LOGO_TEE, quantity: 2 },
      { sku: NOTEBOOK, quantity: 1 },
    ],
  };
}

export function customTextOrder(externalRef: string, now: Date): CreateOrderBody {
  return {
    ...header(externalRef, now),
    items: [
      {
        sku: NAME_TEE,
        quantity: 1,
        print_areas: {
          back: {
            custom_text: [
              { field_name: "name", text: "LOVELACE" },
              { field_name: "number", text: "10" },
            ],
          },
        },
      },
    ],
  };
}

export function printFileOrder(externalRef: string, now: Date): CreateOrderBody {
  return {
    ...header(externalRef, now),
    items: [
      {
        sku: TEE_BLANK,
        quantity: 3,
        print_areas: {
          front: { print_file: "https://art.example.com/demo/front.png", preview_image: "https://art.example.com/demo/front-preview.png" },
          back: { print_file: "https://art.example.com/demo/back.png" },
        },
      },
    ],
  };
}
