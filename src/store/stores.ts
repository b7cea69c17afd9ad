// Stores: rows in, values out (a store's return address, packing slip and insert ids as values).
import type { Selectable } from "kysely";
import type { Db } from "./database.js";
import { fromJsonOrNull, toJsonOrNull } from "./json.js";
import type { StoreRow, StoresTable } from "./tables.js";

export function storeOfRow(row: Selectable<StoresTable>): StoreRow {
  return { ...row, return_address: fromJsonOrNull(row.return_address), packing_slip: fromJsonOrNull(row.packing_slip), insert_ids: fromJsonOrNull(row.insert_ids) };
}

/** Changes of a store (its id, account, default and creation time never change). */
export type StoreChanges = Partial<Omit<StoreRow, "id" | "account_id" | "is_default" | "created_at">>;

function columnsOf(changes: StoreChanges) {
  const { return_address, packing_slip, insert_ids, ...rest } = changes;
  return {
    ...rest,
    ...(return_address !== undefined ? { return_address: toJsonOrNull(return_address) } : {}),
    ...(packing_slip !== undefined ? { packing_slip: toJsonOrNull(packing_slip) } : {}),
    ...(insert_ids !== undefined ? { insert_ids: toJsonOrNull(insert_ids) } : {}),
  };
}

export async function insertStore(db: Db, store: StoreRow): Promise<void> {
  await db
    .insertInto("stores")
    .values({ ...store, return_address: toJsonOrNull(store.return_address), packing_slip: toJsonOrNull(store.packing_slip), insert_ids: toJsonOrNull(store.insert_ids) })
    .execute();
}

/** The store with that id if it is `accountId`'s: another account's answers as none. */
export async function findStore(db: Db, accountId: string, id: string): Promise<StoreRow | undefined> {
  const row = await db.selectFrom("stores").selectAll().where("id", "=", id).where("account_id", "=", accountId).executeTakeFirst();
  return row && storeOfRow(row);
}

export interface StoreFilter {
  accountId: string;
  archived?: boolean;
  /** A store token's store: the list holds it alone. */
  storeId?: string;
}

/** An account's stores oldest first (ids sort by creation), after the cursor's id. */
export async function listStores(db: Db, filter: StoreFilter, after: string | undefined, limit: number): Promise<StoreRow[]> {
  let query = db.selectFrom("stores").selectAll().where("account_id", "=", filter.accountId).orderBy("id", "asc").limit(limit);
  if (filter.archived !== undefined) query = query.where("archived", "=", filter.archived);
  if (filter.storeId !== undefined) query = query.where("id", "=", filter.storeId);
  if (after !== undefined) query = query.where("id", ">", after);
  return (await query.execute()).map(storeOfRow);
}

export async function updateStore(db: Db, id: string, changes: StoreChanges): Promise<void> {
  await db.updateTable("stores").set(columnsOf(changes)).where("id", "=", id).execute();
}

/** Writes an account's slip settings through to its default store (docs/caller-guide.md#stores-and-store-tokens). */
export async function updateDefaultStore(db: Db, accountId: string, changes: StoreChanges): Promise<void> {
  await db.updateTable("stores").set(columnsOf(changes)).where("account_id", "=", accountId).where("is_default", "=", true).execute();
}

/** Which of `ids` are stores of the account (open or archived); another account's and unknown ids are not among them. */
export async function accountStoreIds(db: Db, accountId: string, ids: readonly string[]): Promise<Set<string>> {
  if (ids.length === 0) return new Set();
  const rows = await db.selectFrom("stores").select("id").where("account_id", "=", accountId).where("id", "in", [...ids]).execute();
  return new Set(rows.map((r) => r.id));
}

/** The account's store with id `storeId`, or its default store when null (what an order naming no store is made in). */
export async function findOrderStore(db: Db, accountId: string, storeId: string | null): Promise<StoreRow | undefined> {
  if (storeId !== null) return findStore(db, accountId, storeId);
  const row = await db.selectFrom("stores").selectAll().where("account_id", "=", accountId).where("is_default", "=", true).executeTakeFirst();
  return row && storeOfRow(row);
}
