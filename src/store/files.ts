// Stored files, order lines' files per print area, and the product art cache.
import type { Db } from "./database.js";
import { fromJsonOrNull, toJsonOrNull } from "./json.js";
import type { Writer } from "./writer.js";
import type { FileRow, NewOrderFile, OrderFileRow, OrderFilesTable } from "./tables.js";
import type { OrderOwner } from "../domain/stores.js";
import type { Insertable, Selectable, Updateable } from "kysely";

function orderFileOf(row: Selectable<OrderFilesTable>): OrderFileRow {
  return { ...row, print_file: fromJsonOrNull(row.print_file), preview: fromJsonOrNull(row.preview) };
}

export async function recordFile(db: Db, row: FileRow): Promise<void> {
  await db.insertInto("files").values(row).onConflict((oc) => oc.column("checksum").doNothing()).execute();
}

export async function findFile(db: Db, checksum: string): Promise<FileRow | undefined> {
  return db.selectFrom("files").selectAll().where("checksum", "=", checksum).executeTakeFirst();
}

function orderFileRow(row: NewOrderFile): Insertable<OrderFilesTable> {
  return { ...row, print_file: toJsonOrNull(row.print_file), preview: toJsonOrNull(row.preview) };
}

/** A new order's files, pending or (made of stored art) ready, in one statement when they share their columns. */
export async function insertOrderFiles(writer: Writer, rows: readonly NewOrderFile[]): Promise<void> {
  await writer.insert({ order_files: rows.map(orderFileRow) });
}

export async function orderFilesOfItem(db: Db, itemRef: string): Promise<OrderFileRow[]> {
  return (await db.selectFrom("order_files").selectAll().where("item_ref", "=", itemRef).orderBy("area").execute()).map(orderFileOf);
}

export async function orderFilesOfOrders(db: Db, orderRefs: string[]): Promise<OrderFileRow[]> {
  if (orderRefs.length === 0) return [];
  return (await db.selectFrom("order_files").selectAll().where("order_ref", "in", orderRefs).orderBy("item_ref").orderBy("area").execute()).map(orderFileOf);
}

/** Records a try of a line's pending file that failed for a passing reason: how many so far, and why. */
export async function noteFileAttempt(db: Db, itemRef: string, area: string, attempts: number, error: string, at: string): Promise<void> {
  await db
    .updateTable("order_files")
    .set({ attempts, last_error: error, updated_at: at })
    .where("item_ref", "=", itemRef)
    .where("area", "=", area)
    .where("status", "=", "pending")
    .execute();
}

/** Changes a line's file for one area if it is still in status `from`; false when it was not (another run got there first). */
export async function updateOrderFile(
  db: Db,
  itemRef: string,
  area: string,
  from: OrderFileRow["status"],
  changes: Partial<Omit<OrderFileRow, "item_ref" | "area">>,
): Promise<boolean> {
  const { print_file, preview, ...rest } = changes;
  const row: Updateable<OrderFilesTable> = { ...rest };
  if (print_file !== undefined) row.print_file = toJsonOrNull(print_file);
  if (preview !== undefined) row.preview = toJsonOrNull(preview);
  const result = await db.updateTable("order_files").set(row).where("item_ref", "=", itemRef).where("area", "=", area).where("status", "=", from).executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/**
 * Does any order of the account (of the store, when `storeId` is set) use this file? (Callers download only the files
 * of the orders they reach.)
 */
export async function ownerUsesFile(db: Db, owner: OrderOwner, checksum: string): Promise<boolean> {
  let query = db
    .selectFrom("order_files")
    .select("item_ref")
    .where("account_id", "=", owner.accountId)
    .where((eb) => eb.or([eb("print_file_checksum", "=", checksum), eb("preview_checksum", "=", checksum)]));
  const storeId = owner.storeId;
  if (storeId !== null) query = query.where("order_ref", "in", (eb) => eb.selectFrom("orders").select("order_ref").where("store_id", "=", storeId));
  const row = await query.limit(1).executeTakeFirst();
  return row !== undefined;
}

export async function findProductArt(db: Db, productId: string, area: string): Promise<{ url: string; checksum: string } | undefined> {
  return db.selectFrom("product_art").select(["url", "checksum"]).where("product_id", "=", productId).where("area", "=", area).executeTakeFirst();
}

export async function saveProductArt(db: Db, productId: string, area: string, url: string, checksum: string, nowIso: string): Promise<void> {
  await db
    .insertInto("product_art")
    .values({ product_id: productId, area, url, checksum, created_at: nowIso })
    .onConflict((oc) => oc.columns(["product_id", "area"]).doUpdateSet({ url, checksum, created_at: nowIso }))
    .execute();
}
