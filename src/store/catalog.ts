// Catalog blanks and callers' products.
import type { Selectable } from "kysely";
import type { StoredImage } from "../domain/print-files.js";
import type { Db } from "./database.js";
import { fromJson, toJson } from "./json.js";
import { PreparedQuery } from "./prepared.js";
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
export type BlankChanges = Partial<Pick<BlankRow, "name" | "prices" | "extra_area_prices" | "production_days" | "packing_slip_supported" | "track_stock" | "hs_code" | "origin_country" | "customs_description" | "weight_grams">>;

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

// A create reads these two (compiled once per number of SKUs: src/store/prepared.ts).
const blanksBySku = new PreparedQuery((db, $: { skus: string[] }) => db.selectFrom("blanks").selectAll().where("sku", "in", $.skus));

export async function findBlanks(db: Db, skus: readonly string[]): Promise<BlankRow[]> {
  if (skus.length === 0) return [];
  return (await blanksBySku.all(db, { skus: [...skus] })).map(blankOf);
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

/**
 * The columns of a product read with its blank and its stored art (aliases p, b, pa, f): the catalogue read of a
 * create, alone (findProductsWithBlanks) or with the account (findCreateReads in create-reads.ts).
 */
export const CATALOG_COLUMNS = [
  "p.id as product_id",
  "p.account_id as product_account_id",
  "p.sku as product_sku",
  "p.name as product_name",
  "p.blank_sku as product_blank_sku",
  "p.print_areas as product_print_areas",
  "p.created_at as product_created_at",
  "p.archived_at as product_archived_at",
  "b.name as blank_name",
  "b.type as blank_type",
  "b.packing_slip_supported as blank_packing_slip_supported",
  "b.print_areas as blank_print_areas",
  "b.created_at as blank_created_at",
  "b.prices as blank_prices",
  "b.extra_area_prices as blank_extra_area_prices",
  "b.production_days as blank_production_days",
  "b.hs_code as blank_hs_code",
  "b.origin_country as blank_origin_country",
  "b.customs_description as blank_customs_description",
  "b.weight_grams as blank_weight_grams",
  "b.track_stock as blank_track_stock",
  // The product's stored art per area: what a create needs to know whether a file is ready at once.
  "pa.area as art_area",
  "pa.url as art_url",
  "f.checksum as art_checksum",
  "f.content_type as art_content_type",
  "f.size_bytes as art_size_bytes",
  "f.width_px as art_width_px",
  "f.height_px as art_height_px",
  "f.density as art_density",
] as const;

type Nullable<T> = { [K in keyof T]: T[K] | null };

/** A row of CATALOG_COLUMNS; every column null where a left join found no product. */
export type CatalogRow = Nullable<{
  product_id: string;
  product_account_id: string;
  product_sku: string;
  product_name: string;
  product_blank_sku: string;
  product_print_areas: string;
  product_created_at: string;
  product_archived_at: string;
  blank_name: string;
  blank_type: string;
  blank_packing_slip_supported: boolean;
  blank_print_areas: string;
  blank_created_at: string;
  blank_prices: string;
  blank_extra_area_prices: string;
  blank_production_days: number;
  blank_hs_code: string;
  blank_origin_country: string;
  blank_customs_description: string;
  blank_weight_grams: number;
  blank_track_stock: boolean;
  art_area: string;
  art_url: string;
  art_checksum: string;
  art_content_type: string;
  art_size_bytes: number;
  art_width_px: number;
  art_height_px: number;
  art_density: number | null;
}>;

const productsWithBlanks = new PreparedQuery((db, $: { accountId: string; skus: string[] }) =>
  db
    .selectFrom("products as p")
    .innerJoin("blanks as b", "b.sku", "p.blank_sku")
    .leftJoin("product_art as pa", "pa.product_id", "p.id")
    .leftJoin("files as f", "f.checksum", "pa.checksum")
    .select(CATALOG_COLUMNS)
    .where("p.account_id", "=", $.accountId)
    .where("p.sku", "in", $.skus),
);

/** A product's stored art of one area (the URL it was fetched from, and what the image checks found). */
export type StoredArt = StoredImage & { area: string; url: string };

export interface ProductWithBlank {
  product: ProductRow;
  blank: BlankRow;
  art: StoredArt[];
}

/** Products, their blanks and stored art from rows of CATALOG_COLUMNS (a product per area of art; none where null). */
export function productsOfRows(rows: readonly CatalogRow[]): ProductWithBlank[] {
  const byId = new Map<string, ProductWithBlank>();
  for (const r of rows) {
    if (r.product_id === null) continue;
    let found = byId.get(r.product_id);
    if (!found) {
      found = {
        product: productOf({
          id: r.product_id,
          account_id: r.product_account_id!,
          sku: r.product_sku!,
          name: r.product_name!,
          blank_sku: r.product_blank_sku!,
          print_areas: r.product_print_areas!,
          created_at: r.product_created_at!,
          archived_at: r.product_archived_at,
        }),
        blank: blankOf({
          sku: r.product_blank_sku!,
          name: r.blank_name!,
          type: r.blank_type!,
          packing_slip_supported: r.blank_packing_slip_supported!,
          print_areas: r.blank_print_areas!,
          created_at: r.blank_created_at!,
          prices: r.blank_prices!,
          extra_area_prices: r.blank_extra_area_prices!,
          production_days: r.blank_production_days!,
          hs_code: r.blank_hs_code,
          origin_country: r.blank_origin_country,
          customs_description: r.blank_customs_description,
          weight_grams: r.blank_weight_grams,
          track_stock: r.blank_track_stock!,
        } as Selectable<BlanksTable>),
        art: [],
      };
      byId.set(r.product_id, found);
    }
    // An art row without its file row is no stored art (the file check has not recorded it).
    if (r.art_area !== null && r.art_url !== null && r.art_checksum !== null) {
      found.art.push({
        area: r.art_area,
        url: r.art_url,
        checksum: r.art_checksum,
        content_type: r.art_content_type!,
        size_bytes: Number(r.art_size_bytes),
        width_px: Number(r.art_width_px),
        height_px: Number(r.art_height_px),
        density: r.art_density === null ? null : Number(r.art_density),
      });
    }
  }
  return [...byId.values()];
}

/**
 * The account's products among `skus`, each with its blank (its prices too) and its stored art, in one query
 * whatever the number of lines.
 */
export async function findProductsWithBlanks(db: Db, accountId: string, skus: readonly string[]): Promise<ProductWithBlank[]> {
  if (skus.length === 0) return [];
  return productsOfRows((await productsWithBlanks.all(db, { accountId, skus: [...skus] })));
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
