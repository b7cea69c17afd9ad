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

const productsWithBlanks = new PreparedQuery((db, $: { accountId: string; skus: string[] }) =>
  db
    .selectFrom("products as p")
    .innerJoin("blanks as b", "b.sku", "p.blank_sku")
    // The product's stored art per area: what a create needs to know whether a file is ready at once.
    .leftJoin("product_art as pa", "pa.product_id", "p.id")
    .leftJoin("files as f", "f.checksum", "pa.checksum")
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
      "pa.area as art_area",
      "pa.url as art_url",
      "f.checksum as art_checksum",
      "f.content_type as art_content_type",
      "f.size_bytes as art_size_bytes",
      "f.width_px as art_width_px",
      "f.height_px as art_height_px",
      "f.density as art_density",
    ])
    .where("p.account_id", "=", $.accountId)
    .where("p.sku", "in", $.skus),
);

/** A product's stored art of one area (the URL it was fetched from, and what the image checks found). */
export type StoredArt = StoredImage & { area: string; url: string };

/**
 * The account's products among `skus`, each with its blank (its prices too) and its stored art, in one query
 * whatever the number of lines: a create's catalogue read and stored-art read are one round trip.
 */
export async function findProductsWithBlanks(db: Db, accountId: string, skus: readonly string[]): Promise<{ product: ProductRow; blank: BlankRow; art: StoredArt[] }[]> {
  if (skus.length === 0) return [];
  const rows = await productsWithBlanks.all(db, { accountId, skus: [...skus] });
  const byId = new Map<string, { product: ProductRow; blank: BlankRow; art: StoredArt[] }>();
  for (const row of rows) {
    const {
      blank_name,
      blank_type,
      blank_packing_slip_supported,
      blank_print_areas,
      blank_created_at,
      blank_prices,
      blank_extra_area_prices,
      blank_production_days,
      art_area,
      art_url,
      art_checksum,
      art_content_type,
      art_size_bytes,
      art_width_px,
      art_height_px,
      art_density,
      ...product
    } = row;
    let found = byId.get(product.id);
    if (!found) {
      found = {
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
        art: [],
      };
      byId.set(product.id, found);
    }
    // An art row without its file row is no stored art (the file check has not recorded it).
    if (art_area !== null && art_url !== null && art_checksum !== null) {
      found.art.push({
        area: art_area,
        url: art_url,
        checksum: art_checksum,
        content_type: art_content_type!,
        size_bytes: Number(art_size_bytes),
        width_px: Number(art_width_px),
        height_px: Number(art_height_px),
        density: art_density === null ? null : Number(art_density),
      });
    }
  }
  return [...byId.values()];
}

export async function listProducts(db: Db, accountId: string, after: string | undefined, limit: number): Promise<ProductRow[]> {
  let query = db.selectFrom("products").selectAll().where("account_id", "=", accountId).orderBy("sku", "asc").limit(limit);
  if (after !== undefined) query = query.where("sku", ">", after);
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

/** Whether any caller's product is made on the blank. */
export async function blankInUse(db: Db, sku: string): Promise<boolean> {
  return (await db.selectFrom("products").select("id").where("blank_sku", "=", sku).limit(1).executeTakeFirst()) !== undefined;
}
