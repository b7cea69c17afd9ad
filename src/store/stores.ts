// Stores: rows in, values out (a store's return address, packing slip and insert ids as values).
import type { Selectable } from "kysely";
import type { Db } from "./database.js";
import { dialectOf } from "./dialect.js";
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

function storeQuery(db: Db, accountId: string, id: string) {
  return db.selectFrom("stores").selectAll().where("id", "=", id).where("account_id", "=", accountId);
}

/** The store with that id if it is `accountId`'s: another account's answers as none. */
export async function findStore(db: Db, accountId: string, id: string): Promise<StoreRow | undefined> {
  const row = await storeQuery(db, accountId, id).executeTakeFirst();
  return row && storeOfRow(row);
}

/**
 * findStore for a change, in its transaction: locked until it ends on PostgreSQL, so that what the change decides
 * from the row (a new logo_url or the same) still holds when it writes.
 */
export async function findStoreForChange(db: Db, accountId: string, id: string): Promise<StoreRow | undefined> {
  const row = await dialectOf(db).lockForChange(storeQuery(db, accountId, id)).executeTakeFirst();
  return row && storeOfRow(row);
}

/** Any account's store by id (the logo job's payload names the store alone). */
export async function findStoreById(db: Db, id: string): Promise<StoreRow | undefined> {
  const row = await db.selectFrom("stores").selectAll().where("id", "=", id).executeTakeFirst();
  return row && storeOfRow(row);
}

/** What the logo job found: ready with the stored file's checksum, or failed with a reason. */
export type StoreLogoResult = { status: "ready"; file: string } | { status: "failed"; reason: string };

/**
 * Records the logo job's result, only while the store's logo_url is still `logoUrl`: a store changed meanwhile to
 * another URL (or none) keeps what its change set (pending, for its own job). True when it was recorded.
 */
export async function recordStoreLogo(db: Db, id: string, logoUrl: string, result: StoreLogoResult): Promise<boolean> {
  const columns = result.status === "ready" ? { logo_status: "ready" as const, logo_reason: null, logo_file: result.file } : { logo_status: "failed" as const, logo_reason: result.reason, logo_file: null };
  const updated = await db.updateTable("stores").set(columns).where("id", "=", id).where("logo_url", "=", logoUrl).executeTakeFirst();
  return Number(updated.numUpdatedRows) === 1;
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

/** The names of the stores with these ids, by id (what slips print; one read for a batch's orders). */
export async function storeNames(db: Db, ids: readonly string[]): Promise<Map<string, string>> {
  if (ids.length === 0) return new Map();
  const rows = await db.selectFrom("stores").select(["id", "name"]).where("id", "in", ids).execute();
  return new Map(rows.map((row) => [row.id, row.name]));
}
