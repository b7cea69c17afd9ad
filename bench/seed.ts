// Seed data of the benchmark (a copy of the test fixtures' catalog, products and orders) and seeding a running service
// over its operator and caller API.

export const BLANKS = [
  {
    sku: "TEE-BLK",
    name: "Black tee",
    type: "pod",
    packing_slip_supported: true,
    print_areas: { front: { width_px: 4500, height_px: 5400, dpi: 300 }, back: { width_px: 4500, height_px: 5400, dpi: 300 } },
  },
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
  { sku: "MY-BOOK", name: "Notebook", blank_sku: "BOOK-A5" },
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

/** A create-order body of standard lines (a printed product and a fulfillment one), as the test fixtures send it. */
export function standardOrder(externalRef: string): Record<string, unknown> {
  return {
    external_ref: externalRef,
    created_at: "2026-11-22T10:00:00Z",
    ...SHIPPING,
    items: [
      { sku: "MY-TEE", quantity: 2 },
      { sku: "MY-BOOK", quantity: 1 },
    ],
  };
}

/** A create-order body of one custom-text line (two text fields and a preview image). */
export function customTextOrder(externalRef: string): Record<string, unknown> {
  return {
    external_ref: externalRef,
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
  };
}

const PLACEHOLDER = "__BENCH_EXTERNAL_REF__";

/**
 * A body factory: the JSON of `make(ref)` split around the external_ref, so each request costs the load generator a
 * string concatenation rather than a JSON.stringify.
 */
export function bodyTemplate(make: (externalRef: string) => Record<string, unknown>): (externalRef: string) => string {
  const [before, after] = JSON.stringify(make(PLACEHOLDER)).split(PLACEHOLDER) as [string, string];
  return (externalRef) => before + externalRef + after;
}

export interface Answer {
  status: number;
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  body: any;
}

export async function postJson(baseUrl: string, path: string, body: unknown, bearer: string): Promise<Answer> {
  const res = await fetch(baseUrl + path, {
    method: "POST",
    headers: { "content-type": "application/json", authorization: `Bearer ${bearer}` },
    body: JSON.stringify(body),
  });
  const text = await res.text();
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    parsed = text;
  }
  return { status: res.status, body: parsed };
}

/** POST that must answer 200 with status "success"; returns `data`. */
export async function mustPost(baseUrl: string, path: string, body: unknown, bearer: string): Promise<Record<string, unknown>> {
  const answer = await postJson(baseUrl, path, body, bearer);
  if (answer.status !== 200 || answer.body?.status !== "success") {
    throw new Error(`seeding: POST ${path} answered ${answer.status}: ${JSON.stringify(answer.body)}`);
  }
  return answer.body.data as Record<string, unknown>;
}

/** Creates the catalog, one account with connected stores, its token and its products; returns the caller token. */
export async function seedService(baseUrl: string, adminToken: string): Promise<{ accountId: string; token: string }> {
  for (const blank of BLANKS) await mustPost(baseUrl, "/v1/admin/catalog/create", blank, adminToken);
  const account = await mustPost(baseUrl, "/v1/admin/accounts/create", { name: "Bench Prints", connected_stores: true }, adminToken);
  const accountId = String(account.account_id);
  const token = String((await mustPost(baseUrl, "/v1/admin/tokens/create", { account_id: accountId }, adminToken)).token);
  for (const product of PRODUCTS) await mustPost(baseUrl, "/v1/products/create", product, token);
  return { accountId, token };
}

/** Puts `orderRefs` into production and ships them whole, so tracking answers carry a shipment for them. */
export async function shipOrders(baseUrl: string, adminToken: string, orderRefs: string[]): Promise<void> {
  for (const [i, orderRef] of orderRefs.entries()) {
    await mustPost(baseUrl, "/v1/admin/orders/transition", { order_ref: orderRef, status: "in_production", force: true, reason: "benchmark: art never fetched" }, adminToken);
    await mustPost(
      baseUrl,
      "/v1/admin/orders/ship",
      { order_ref: orderRef, carrier: "UPS", tracking_number: `1ZBENCH${String(i).padStart(10, "0")}`, tracking_url: "https://www.ups.com/track" },
      adminToken,
    );
  }
}
