// Shipping methods, their zones as JSON.
import type { Selectable } from "kysely";
import type { Db } from "./database.js";
import { fromJson, toJson } from "./json.js";
import { PreparedQuery } from "./prepared.js";
import type { ShippingMethodRow, ShippingMethodsTable } from "./tables.js";

function methodOf(row: Selectable<ShippingMethodsTable>): ShippingMethodRow {
  return { ...row, zones: fromJson(row.zones) };
}

export async function insertMethod(db: Db, method: ShippingMethodRow): Promise<void> {
  await db
    .insertInto("shipping_methods")
    .values({ ...method, zones: toJson(method.zones) })
    .execute();
}

export type MethodChanges = Partial<Pick<ShippingMethodRow, "name" | "carrier" | "enabled" | "zones" | "updated_at">>;

export async function updateMethod(db: Db, code: string, changes: MethodChanges): Promise<void> {
  const { zones, ...rest } = changes;
  await db
    .updateTable("shipping_methods")
    .set({ ...rest, ...(zones !== undefined ? { zones: toJson(zones) } : {}) })
    .where("code", "=", code)
    .execute();
}

export async function findMethod(db: Db, code: string): Promise<ShippingMethodRow | undefined> {
  const row = await db.selectFrom("shipping_methods").selectAll().where("code", "=", code).executeTakeFirst();
  return row && methodOf(row);
}

// A priced create reads every method: compiled once (src/store/prepared.ts).
const allMethods = new PreparedQuery((db) => db.selectFrom("shipping_methods").selectAll().orderBy("code", "asc"));
const enabledMethods = new PreparedQuery((db, $: { enabled: boolean }) => db.selectFrom("shipping_methods").selectAll().where("enabled", "=", $.enabled).orderBy("code", "asc"));

/** Every method, by code: one query (the table holds a handful of rows), what pricing an order reads. */
export async function listMethods(db: Db, enabledOnly = false): Promise<ShippingMethodRow[]> {
  const rows = enabledOnly ? await enabledMethods.all(db, { enabled: true }) : await allMethods.all(db, {});
  return rows.map(methodOf);
}
