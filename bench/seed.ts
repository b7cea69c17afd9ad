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
