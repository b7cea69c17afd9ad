// Seed data of the benchmark and seeding a running service over its operator and caller API. The catalog, products
// and orders are the example ones of src/fixtures, loaded from the build (dist/fixtures/, made by `npm run build`
// before every run), as render.ts loads the renderer: bench/ compiles on its own and cannot import src/.

interface CatalogModule {
  BLANKS: { sku: string }[];
  PRODUCTS: { sku: string; print_areas?: Record<string, { text_fields?: Record<string, unknown>[] }> }[];
}

interface OrdersModule {
  standardOrder: (externalRef: string) => Record<string, unknown>;
  customTextOrder: (externalRef: string) => Record<string, unknown>;
}

const catalog = (await import(new URL("../fixtures/catalog.js", import.meta.url).href)) as CatalogModule;
const orders = (await import(new URL("../fixtures/orders.js", import.meta.url).href)) as OrdersModule;

export const BLANKS = catalog.BLANKS;
export const PRODUCTS = catalog.PRODUCTS;
/** Standard lines: a printed product and a fulfillment one. */
export const standardOrder = orders.standardOrder;
/** One custom-text line (two text fields and a preview image). */
export const customTextOrder = orders.customTextOrder;

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
  body: unknown;
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
  const envelope = answer.body as { status?: unknown; data?: Record<string, unknown> } | null;
  if (answer.status !== 200 || envelope?.status !== "success") {
    throw new Error(`seeding: POST ${path} answered ${answer.status}: ${JSON.stringify(answer.body)}`);
  }
  return envelope.data as Record<string, unknown>;
}

/** The example products' art URLs (https://art.example.com/…) point at `artOrigin` instead, when given. */
function productsWithArt(artOrigin: string | undefined): unknown[] {
  if (!artOrigin) return PRODUCTS;
  return PRODUCTS.map((product) => JSON.parse(JSON.stringify(product).replaceAll("https://art.example.com", artOrigin)) as unknown);
}

/**
 * Creates the catalog, one account with connected stores, its token and its products (their art at `artOrigin`
 * when given, for a service whose workers fetch it); returns the caller token.
 */
export async function seedService(baseUrl: string, adminToken: string, artOrigin?: string): Promise<{ accountId: string; token: string }> {
  for (const blank of BLANKS) await mustPost(baseUrl, "/v1/admin/catalog/create", blank, adminToken);
  const account = await mustPost(baseUrl, "/v1/admin/accounts/create", { name: "Bench Prints", connected_stores: true }, adminToken);
  const accountId = String(account.account_id);
  const token = String((await mustPost(baseUrl, "/v1/admin/tokens/create", { account_id: accountId }, adminToken)).token);
  for (const product of productsWithArt(artOrigin)) await mustPost(baseUrl, "/v1/products/create", product, token);
  return { accountId, token };
}

/** A standard zone for the example address's country and one for everywhere else, priced in USD. */
const PRICED_METHODS = [
  { code: "BENCH_STANDARD", name: "Standard", carrier: "USPS", enabled: true, zones: [{ countries: ["US", "CA"], prices: { USD: { first_item: 499, additional_item: 150 } }, days_min: 3, days_max: 5 }, { countries: ["*"], prices: { USD: { first_item: 1299, additional_item: 300 } }, days_min: 6, days_max: 12 }] },
  { code: "BENCH_EXPRESS", name: "Express", carrier: "UPS", enabled: true, zones: [{ countries: ["*"], prices: { USD: { first_item: 1999, additional_item: 500 } }, days_min: 1, days_max: 2 }] },
];

/**
 * Prices the catalog in USD (every blank, an extra area price too), adds two shipping methods, and creates a second
 * account with the currency USD and the same products: its creates are priced (the method chosen, costs and dates
 * computed and stored). Returns its caller token.
 */
export async function seedPricedAccount(baseUrl: string, adminToken: string): Promise<{ accountId: string; token: string }> {
  for (const [i, blank] of BLANKS.entries()) {
    await mustPost(baseUrl, "/v1/admin/catalog/update", { sku: blank.sku, prices: { USD: 650 + 100 * i }, extra_area_prices: { USD: 400 }, production_days: 2 }, adminToken);
  }
  for (const method of PRICED_METHODS) await mustPost(baseUrl, "/v1/admin/shipping-methods/create", method, adminToken);
  const account = await mustPost(baseUrl, "/v1/admin/accounts/create", { name: "Bench Priced Prints", connected_stores: true, currency: "USD" }, adminToken);
  const accountId = String(account.account_id);
  const token = String((await mustPost(baseUrl, "/v1/admin/tokens/create", { account_id: accountId }, adminToken)).token);
  for (const product of PRODUCTS) await mustPost(baseUrl, "/v1/products/create", product, token);
  return { accountId, token };
}

/** The counted notebooks of the counted-stock scenarios (bench/stock.ts), all of one fulfillment blank that tracks stock. */
export interface CountedStock {
  /** Products with plenty of units on hand (every line allocated), one after another so creates rarely meet on one item. */
  spread: string[];
  /** One product with plenty on hand that every create of the hot-SKU scenario orders. */
  hot: string;
  /** Products with nothing on hand (every line backordered). */
  waiting: string[];
}

/** Counted products of each kind; as many as the bench's connections, so a round robin rarely puts two creates on one item. */
const COUNTED_PRODUCTS = 32;
/** Units put on hand of each allocated product: the most one adjustment adds, more than any run orders (a few thousand a second). */
const COUNTED_ON_HAND = 1_000_000;

/**
 * A fulfillment blank with `track_stock` (BENCH-STOCK-A5) and, for the account, notebooks of it: 32 with 1,000,000
 * units on hand each, a hot one with as many, 32 with none. Their items exist before any load (each is adjusted, or
 * its first backorder is taken by the warm-up), as a shop's stock does.
 */
export async function seedCountedStock(baseUrl: string, adminToken: string, accountId: string, token: string): Promise<CountedStock> {
  const blank = "BENCH-STOCK-A5";
  await mustPost(baseUrl, "/v1/admin/catalog/create", { sku: blank, name: "Counted notebook A5", type: "fulfillment", packing_slip_supported: true, track_stock: true }, adminToken);
  const names = (prefix: string) => Array.from({ length: COUNTED_PRODUCTS }, (_, i) => `${prefix}-${String(i).padStart(2, "0")}`);
  const stock: CountedStock = { spread: names("STOCK-BOOK"), hot: "STOCK-HOT", waiting: names("STOCK-WAIT") };
  for (const sku of [...stock.spread, stock.hot, ...stock.waiting]) await mustPost(baseUrl, "/v1/products/create", { sku, name: `Counted notebook ${sku}`, blank_sku: blank }, token);
  for (const sku of [...stock.spread, stock.hot]) {
    await mustPost(baseUrl, "/v1/admin/stock/adjust", { sku, account_id: accountId, delta: COUNTED_ON_HAND, reason: "found", note: "benchmark" }, adminToken);
  }
  return stock;
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
