// Use cases of catalog blanks (operator) and callers' products, and the mapping of their rows to domain values.
import type { BlankView, CreateBlankBody, CreateProductBody, ProductView, UpdateBlankBody, UpdateProductBody } from "../schemas/products.js";
import type { Blank, Product } from "../domain/catalog.js";
import type { StoredImage } from "../domain/print-files.js";
import { DEFAULT_PRODUCTION_DAYS, isCustomTextProduct } from "../domain/catalog.js";
import { Failure, type FieldError } from "../domain/errors.js";
import { checkCurrencyKeys } from "../domain/shipping.js";
import { checkCustomsFields } from "../domain/customs.js";
import { checkBlank, checkProduct } from "../domain/product-rules.js";
import { newRef } from "../domain/refs.js";
import { stockKeyOf, stockStatusOf, type Availability, type StockKey } from "../domain/stock.js";
import { findFigures } from "../store/stock.js";
import { isUniqueViolation } from "../store/database.js";
import * as store from "../store/catalog.js";
import type { BlankRow, ProductRow } from "../store/tables.js";
import { nowIso, type ServiceContext } from "./context.js";
import { decodeCursor, DEFAULT_LIMIT, page } from "./cursor.js";

export function blankOf(row: BlankRow): Required<Blank> & { created_at: string } {
  return {
    sku: row.sku,
    name: row.name,
    type: row.type,
    packing_slip_supported: row.packing_slip_supported,
    print_areas: row.print_areas,
    prices: row.prices,
    extra_area_prices: row.extra_area_prices,
    production_days: row.production_days,
    hs_code: row.hs_code,
    origin_country: row.origin_country,
    customs_description: row.customs_description,
    weight_grams: row.weight_grams,
    track_stock: row.track_stock,
    created_at: row.created_at,
  };
}

/** The currency codes of a blank's price maps, and its customs data (normalised into `body`). */
function checkPrices(body: Pick<UpdateBlankBody, "prices" | "extra_area_prices" | "hs_code" | "origin_country" | "customs_description">): FieldError[] {
  const errors: FieldError[] = [];
  Object.assign(body, checkCustomsFields(body, "", errors));
  if (body.prices) checkCurrencyKeys(body.prices, "prices", errors);
  if (body.extra_area_prices) checkCurrencyKeys(body.extra_area_prices, "extra_area_prices", errors);
  return errors;
}

export function productOf(row: ProductRow, blank: Blank): Product {
  return { id: row.id, sku: row.sku, name: row.name, blank, print_areas: row.print_areas, archived: row.archived_at !== null };
}

function productView(row: ProductRow, availability: Availability): ProductView {
  const { print_areas } = row;
  return {
    sku: row.sku,
    name: row.name,
    blank_sku: row.blank_sku,
    kind: isCustomTextProduct({ print_areas }) ? "custom_text" : "standard",
    print_areas,
    availability,
    created_at: row.created_at,
    archived_at: row.archived_at,
  };
}

/**
 * The products as the caller sees them, each with its `availability` (docs/caller-guide.md#your-stock): the level of
 * the item it counts against (the account's own goods, or a POD blank shared by every account, whose counts are
 * never shown), `not_tracked` when nothing counts it. Two reads for any number of products.
 */
async function productViews(ctx: ServiceContext, accountId: string, rows: readonly ProductRow[]): Promise<ProductView[]> {
  const blanks = new Map((await store.findBlanks(ctx.db, [...new Set(rows.map((row) => row.blank_sku))])).map((row) => [row.sku, blankOf(row)]));
  const keys = rows.map((row) => stockKeyOf(accountId, row.sku, blanks.get(row.blank_sku)));
  const items = await findFigures(ctx.db, keys.filter((key): key is StockKey => key !== null));
  return rows.map((row, i) => {
    const key = keys[i];
    if (!key) return productView(row, "not_tracked");
    const item = items.find((it) => it.owner === key.owner && it.sku === key.sku);
    // Counted but never received: nothing available.
    return productView(row, item ? stockStatusOf(item) : "out_of_stock");
  });
}

async function oneView(ctx: ServiceContext, accountId: string, row: ProductRow): Promise<ProductView> {
  return (await productViews(ctx, accountId, [row]))[0]!;
}

async function insertUnique(insert: () => Promise<void>, sku: string): Promise<void> {
  try {
    await insert();
  } catch (error) {
    if (isUniqueViolation(error)) throw Failure.of("sku_exists", `SKU "${sku}" already exists`, "sku");
    throw error;
  }
}

export async function createBlank(ctx: ServiceContext, body: CreateBlankBody): Promise<BlankView> {
  const errors = [...checkBlank(body), ...checkPrices(body)];
  if (errors.length > 0) throw Failure.invalid(errors);
  const row: BlankRow = {
    sku: body.sku,
    name: body.name,
    type: body.type,
    packing_slip_supported: body.packing_slip_supported ?? true,
    track_stock: body.track_stock ?? false,
    print_areas: body.print_areas ?? {},
    prices: body.prices ?? {},
    extra_area_prices: body.extra_area_prices ?? {},
    production_days: body.production_days ?? DEFAULT_PRODUCTION_DAYS,
    hs_code: body.hs_code ?? null,
    origin_country: body.origin_country ?? null,
    customs_description: body.customs_description ?? null,
    weight_grams: body.weight_grams ?? null,
    created_at: nowIso(ctx),
  };
  await insertUnique(() => store.insertBlank(ctx.db, row), body.sku);
  return blankOf(row);
}

/** Changes a blank's name, prices, production days or packing-slip support; orders already placed keep their prices. */
export async function updateBlank(ctx: ServiceContext, body: UpdateBlankBody): Promise<BlankView> {
  const errors = checkPrices(body);
  if (errors.length > 0) throw Failure.invalid(errors);
  const [row] = await store.findBlanks(ctx.db, [body.sku]);
  if (!row) throw Failure.of("blank_not_found", `no catalog blank "${body.sku}"`, "sku");
  const changes: store.BlankChanges = {};
  if (body.name !== undefined) changes.name = body.name;
  if (body.prices !== undefined) changes.prices = body.prices;
  if (body.extra_area_prices !== undefined) changes.extra_area_prices = body.extra_area_prices;
  if (body.production_days !== undefined) changes.production_days = body.production_days;
  if (body.packing_slip_supported !== undefined) changes.packing_slip_supported = body.packing_slip_supported;
  if (body.track_stock !== undefined) changes.track_stock = body.track_stock;
  for (const key of ["hs_code", "origin_country", "customs_description"] as const) if (body[key] !== undefined) changes[key] = body[key];
  if (body.weight_grams !== undefined) changes.weight_grams = body.weight_grams;
  await store.updateBlank(ctx.db, body.sku, changes);
  return blankOf({ ...row, ...changes });
}

export async function listBlanks(ctx: ServiceContext, cursor: string | undefined, limit = DEFAULT_LIMIT) {
  const rows = await store.listBlanks(ctx.db, decodeCursor("blanks", cursor), limit + 1);
  const result = page("blanks", rows, limit, (r) => r.sku);
  return { blanks: result.rows.map(blankOf), next_cursor: result.next_cursor };
}

/** Blanks by SKU. */
export async function loadBlanks(ctx: ServiceContext, skus: readonly string[]): Promise<Map<string, Blank>> {
  const rows = await store.findBlanks(ctx.db, [...new Set(skus)]);
  return new Map(rows.map((r) => [r.sku, blankOf(r)]));
}

/**
 * What an order's SKUs name: the account's products (each with its blank and its stored art) in one query, and the
 * catalog's blanks ordered directly in a second one, only when some SKU is not a product or a line sends print files
 * (such a line names a blank even if a product has the same SKU). On PostgreSQL each query is a round trip of the create.
 */
export async function loadOrderCatalog(
  ctx: ServiceContext,
  accountId: string,
  skus: readonly string[],
  printFileSkus: ReadonlySet<string> = new Set(),
  /** The products' read, when the caller made it already (a create reads them with the account: findCreateReads). */
  read?: readonly store.ProductWithBlank[],
): Promise<OrderCatalog> {
  const unique = [...new Set(skus)];
  const found = read ?? (await store.findProductsWithBlanks(ctx.db, accountId, unique));
  const blanks = new Map<string, Blank>(found.map(({ blank }) => [blank.sku, blankOf(blank)]));
  const products = new Map(found.map(({ product }) => [product.sku, productOf(product, blanks.get(product.blank_sku)!)]));
  const storedArt = new Map(found.flatMap(({ product, art }) => art.map(({ area, url, ...image }) => [storedArtKey(product.id, area, url), image] as const)));
  const others = unique.filter((sku) => !blanks.has(sku) && (!products.has(sku) || printFileSkus.has(sku)));
  if (others.length > 0) for (const [sku, blank] of await loadBlanks(ctx, others)) blanks.set(sku, blank);
  return { products, blanks, storedArt };
}

export interface OrderCatalog {
  products: Map<string, Product>;
  blanks: Map<string, Blank>;
  /** The products' stored art, by storedArtKey: a file made of it is ready at create. */
  storedArt: Map<string, StoredImage>;
}

/** The stored art of a product's area, fetched from `url` (art fetched from an older URL is no longer the product's). */
export function storedArtKey(productId: string, area: string, url: string): string {
  return `${productId}|${area}|${url}`;
}

export async function createProduct(ctx: ServiceContext, accountId: string, body: CreateProductBody): Promise<ProductView> {
  const blank = (await loadBlanks(ctx, [body.blank_sku])).get(body.blank_sku);
  const errors = checkProduct(body, blank);
  if (errors.length > 0) throw Failure.invalid(errors);
  const row: ProductRow = {
    id: newRef("prd"),
    account_id: accountId,
    sku: body.sku,
    name: body.name,
    blank_sku: body.blank_sku,
    print_areas: body.print_areas ?? {},
    created_at: nowIso(ctx),
    archived_at: null,
  };
  await insertUnique(() => store.insertProduct(ctx.db, row), body.sku);
  return oneView(ctx, accountId, row);
}

/** Create's rules alone (the product against its blank), for a body whose shape is wrong in places (checkOrderRules). */
export async function checkProductRules(ctx: ServiceContext, body: CreateProductBody): Promise<void> {
  const blank = (await loadBlanks(ctx, [body.blank_sku])).get(body.blank_sku);
  const errors = checkProduct(body, blank);
  if (errors.length > 0) throw Failure.invalid(errors);
}

async function productOrFail(ctx: ServiceContext, accountId: string, sku: string): Promise<ProductRow> {
  const [row] = await store.findProducts(ctx.db, accountId, [sku]);
  if (!row) throw Failure.of("product_not_found", `no product "${sku}" in your account`, "sku");
  return row;
}

export async function getProduct(ctx: ServiceContext, accountId: string, sku: string): Promise<ProductView> {
  return oneView(ctx, accountId, await productOrFail(ctx, accountId, sku));
}

/**
 * Changes a product's name or print areas, checked by create's own checker against its blank (which never changes).
 * Orders already placed keep their lines; print files not yet made are made from the product as it is then.
 */
/** The product as `body` would leave it, checked by create's checker against its blank; or a 400 (404 for no product). */
async function checkedUpdate(ctx: ServiceContext, accountId: string, body: UpdateProductBody) {
  const row = await productOrFail(ctx, accountId, body.sku);
  const blank = (await loadBlanks(ctx, [row.blank_sku])).get(row.blank_sku);
  const changes: store.ProductChanges = {};
  if (body.name !== undefined) changes.name = body.name;
  if (body.print_areas !== undefined) changes.print_areas = body.print_areas;
  const updated = { ...row, ...changes };
  const errors = checkProduct({ sku: updated.sku, name: updated.name, blank_sku: updated.blank_sku, print_areas: updated.print_areas }, blank);
  if (errors.length > 0) throw Failure.invalid(errors);
  return { row, changes, updated };
}

/** Update's rules alone, for a body whose shape is wrong in places (checkOrderRules). */
export async function checkProductUpdateRules(ctx: ServiceContext, accountId: string, body: UpdateProductBody): Promise<void> {
  await checkedUpdate(ctx, accountId, body);
}

export async function updateProduct(ctx: ServiceContext, accountId: string, body: UpdateProductBody): Promise<ProductView> {
  const { row, changes, updated } = await checkedUpdate(ctx, accountId, body);
  await store.updateProduct(ctx.db, row.id, changes);
  return oneView(ctx, accountId, updated);
}

/** Archives a product: new orders and quotes refuse it, orders made before keep it. Archiving it again changes nothing. */
export async function archiveProduct(ctx: ServiceContext, accountId: string, sku: string): Promise<ProductView> {
  const row = await productOrFail(ctx, accountId, sku);
  if (row.archived_at !== null) return oneView(ctx, accountId, row);
  const archivedAt = nowIso(ctx);
  await store.updateProduct(ctx.db, row.id, { archived_at: archivedAt });
  return oneView(ctx, accountId, { ...row, archived_at: archivedAt });
}

export async function listProducts(ctx: ServiceContext, accountId: string, cursor: string | undefined, limit = DEFAULT_LIMIT, includeArchived = false) {
  const rows = await store.listProducts(ctx.db, accountId, decodeCursor("products", cursor), limit + 1, includeArchived);
  const result = page("products", rows, limit, (r) => r.sku);
  return { products: await productViews(ctx, accountId, result.rows), next_cursor: result.next_cursor };
}
