// Catalog blanks and callers' products.
import type { Selectable } from "kysely";
import type { Db } from "./database.js";
import { fromJson, toJson } from "./json.js";
import type { BlankRow, BlanksTable, ProductRow, ProductsTable } from "./tables.js";

function blankOf(row: Selectable<BlanksTable>): BlankRow {
  return { ...row, print_areas: fromJson(row.print_areas), prices: fromJson(row.prices), extra_area_prices: fromJson(row.extra_area_prices) };
}

function productOf(row: Selectable<ProductsTable>): ProductRow {
  return { ...row, print_areas: fromJson(row.print_areas) };
}

export async function insertBlank(db: Db, blank: BlankRow): Promise<void> {
  await db
    .insertInto("blanks")
    .values({ ...blank, print_areas: toJson(blank.print_areas), prices: toJson(blank.prices), extra_area_prices: toJson(blank.extra_area_prices) })
    .execute();
}

/** Changes of a blank's name, prices, production days and packing-slip support (never its SKU, type or print areas). */
export type BlankChanges = Partial<Pick<BlankRow, "name" | "prices" | "extra_area_prices" | "production_days" | "packing_slip_supported">>;

export async function updateBlank(db: Db, sku: string, changes: BlankChanges): Promise<void> {
  const { prices, extra_area_prices, ...rest } = changes;
  await db
    .updateTable("blanks")
    .set({
      ...rest,
      ...(prices !== undefined ? { prices: toJson(prices) } : {}),
      ...(extra_area_prices !== undefined ? { extra_area_prices: toJson(extra_area_prices) } : {}),
    })
    .where("sku", "=", sku)
    .execute();
}

export async function findBlanks(db: Db, skus: readonly string[]): Promise<BlankRow[]> {
  if (skus.length === 0) return [];
  return (await db.selectFrom("blanks").selectAll().where("sku", "in", [...skus]).execute()).map(blankOf);
}

export async function listBlanks(db: Db, after: string | undefined, limit: number): Promise<BlankRow[]> {
  let query = db.selectFrom("blanks").selectAll().orderBy("sku", "asc").limit(limit);
  if (after !== undefined) query = query.where("sku", ">", after);
  return (await query.execute()).map(blankOf);
}

export async function insertProduct(db: Db, product: ProductRow): Promise<void> {
  await db
    .insertInto("products")
    .values({ ...product, print_areas: toJson(product.print_areas) })
    .execute();
}

export async function findProducts(db: Db, accountId: string, skus: readonly string[]): Promise<ProductRow[]> {
  if (skus.length === 0) return [];
  return (await db.selectFrom("products").selectAll().where("account_id", "=", accountId).where("sku", "in", [...skus]).execute()).map(productOf);
}

/** The account's products among `skus`, each with its blank, in one query. */
export async function findProductsWithBlanks(db: Db, accountId: string, skus: readonly string[]): Promise<{ product: ProductRow; blank: BlankRow }[]> {
  if (skus.length === 0) return [];
  const rows = await db
    .selectFrom("products as p")
    .innerJoin("blanks as b", "b.sku", "p.blank_sku")
    .selectAll("p")
    .select([
      "b.name as blank_name",
      "b.type as blank_type",
      "b.packing_slip_supported as blank_packing_slip_supported",
      "b.print_areas as blank_print_areas",
      "b.created_at as blank_created_at",
      "b.prices as blank_prices",
      "b.extra_area_prices as blank_extra_area_prices",
      "b.production_days as blank_production_days",
    ])
    .where("p.account_id", "=", accountId)
    .where("p.sku", "in", [...skus])
    .execute();
  return rows.map(({ blank_name, blank_type, blank_packing_slip_supported, blank_print_areas, blank_created_at, blank_prices, blank_extra_area_prices, blank_production_days, ...product }) => ({
    product: productOf(product),
    blank: blankOf({
      sku: product.blank_sku,
      name: blank_name,
      type: blank_type,
      packing_slip_supported: blank_packing_slip_supported,
      print_areas: blank_print_areas,
      created_at: blank_created_at,
      prices: blank_prices,
      extra_area_prices: blank_extra_area_prices,
      production_days: blank_production_days,
    }),
  }));
}

export async function listProducts(db: Db, accountId: string, after: string | undefined, limit: number, includeArchived = true): Promise<ProductRow[]> {
  let query = db.selectFrom("products").selectAll().where("account_id", "=", accountId).orderBy("sku", "asc").limit(limit);
  if (after !== undefined) query = query.where("sku", ">", after);
  if (!includeArchived) query = query.where("archived_at", "is", null);
  return (await query.execute()).map(productOf);
}

export async function findProductById(db: Db, id: string): Promise<ProductRow | undefined> {
  const row = await db.selectFrom("products").selectAll().where("id", "=", id).executeTakeFirst();
  return row && productOf(row);
}

/** Names of products by id, and of blanks by SKU: what a packing slip calls each line. */
export async function lineNames(db: Db, productIds: readonly string[], blankSkus: readonly string[]): Promise<{ products: Map<string, string>; blanks: Map<string, string> }> {
  const [products, blanks] = await Promise.all([
    productIds.length === 0 ? [] : db.selectFrom("products").select(["id", "name"]).where("id", "in", [...productIds]).execute(),
    blankSkus.length === 0 ? [] : db.selectFrom("blanks").select(["sku", "name"]).where("sku", "in", [...blankSkus]).execute(),
  ]);
  return { products: new Map(products.map((p) => [p.id, p.name])), blanks: new Map(blanks.map((b) => [b.sku, b.name])) };
}

/** Changes of a product's name and print areas (never its SKU or blank), or its archiving. */
export type ProductChanges = Partial<Pick<ProductRow, "name" | "print_areas" | "archived_at">>;

export async function updateProduct(db: Db, id: string, changes: ProductChanges): Promise<void> {
  const { print_areas, ...rest } = changes;
  await db
    .updateTable("products")
    .set({ ...rest, ...(print_areas !== undefined ? { print_areas: toJson(print_areas) } : {}) })
    .where("id", "=", id)
    .execute();
}

/** Whether any caller's product is made on the blank. */
export async function blankInUse(db: Db, sku: string): Promise<boolean> {
  return (await db.selectFrom("products").select("id").where("blank_sku", "=", sku).limit(1).executeTakeFirst()) !== undefined;
}
