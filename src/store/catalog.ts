// Catalog blanks and callers' products.
import type { Db } from "./database.js";
import type { BlankRow, ProductRow } from "./tables.js";

export async function insertBlank(db: Db, row: BlankRow): Promise<void> {
  await db.insertInto("blanks").values(row).execute();
}

export async function findBlanks(db: Db, skus: readonly string[]): Promise<BlankRow[]> {
  if (skus.length === 0) return [];
  return db.selectFrom("blanks").selectAll().where("sku", "in", [...skus]).execute();
}

export async function listBlanks(db: Db, after: string | undefined, limit: number): Promise<BlankRow[]> {
  let query = db.selectFrom("blanks").selectAll().orderBy("sku", "asc").limit(limit);
  if (after !== undefined) query = query.where("sku", ">", after);
  return query.execute();
}

export async function insertProduct(db: Db, row: ProductRow): Promise<void> {
  await db.insertInto("products").values(row).execute();
}

export async function findProducts(db: Db, accountId: string, skus: readonly string[]): Promise<ProductRow[]> {
  if (skus.length === 0) return [];
  return db.selectFrom("products").selectAll().where("account_id", "=", accountId).where("sku", "in", [...skus]).execute();
}

export async function listProducts(db: Db, accountId: string, after: string | undefined, limit: number): Promise<ProductRow[]> {
  let query = db.selectFrom("products").selectAll().where("account_id", "=", accountId).orderBy("sku", "asc").limit(limit);
  if (after !== undefined) query = query.where("sku", ">", after);
  return query.execute();
}

export async function findProductById(db: Db, id: string): Promise<ProductRow | undefined> {
  return db.selectFrom("products").selectAll().where("id", "=", id).executeTakeFirst();
}
