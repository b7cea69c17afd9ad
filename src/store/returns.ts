// Returns and their lines (docs/operator-guide.md#returns): written inside the receiving change, read by order views.
import type { ReturnDisposition } from "../domain/returns.js";
import type { Db } from "./database.js";
import type { ReturnLinesTable, ReturnsTable } from "./tables.js";

/** Units of each line that came back before, by item_ref (a line never returned is absent). */
export async function returnedQuantities(db: Db, itemRefs: readonly string[]): Promise<Map<string, number>> {
  if (itemRefs.length === 0) return new Map();
  const rows = await db
    .selectFrom("return_lines")
    .select((eb) => ["item_ref", eb.fn.sum<number>("quantity").as("returned")])
    .where("item_ref", "in", [...itemRefs])
    .groupBy("item_ref")
    .execute();
  return new Map(rows.map((row) => [row.item_ref, Number(row.returned)]));
}

export async function insertReturn(db: Db, row: ReturnsTable, lines: readonly ReturnLinesTable[]): Promise<void> {
  await db.insertInto("returns").values(row).execute();
  await db.insertInto("return_lines").values([...lines]).execute();
}

/** One line of a return as order views read it, beside its return's columns. */
export interface ReturnLineRead {
  return_ref: string;
  order_ref: string;
  received_at: string;
  note: string | null;
  item_ref: string;
  quantity: number;
  disposition: ReturnDisposition;
}

/** The returns of a page of orders, a row per return line, oldest return first: one statement whatever the page's size. */
export async function returnsOfOrders(db: Db, orderRefs: readonly string[]): Promise<ReturnLineRead[]> {
  if (orderRefs.length === 0) return [];
  const rows = await db
    .selectFrom("returns as r")
    .innerJoin("return_lines as l", "l.return_ref", "r.return_ref")
    .select(["r.return_ref", "r.order_ref", "r.received_at", "r.note", "l.item_ref", "l.quantity", "l.disposition"])
    .where("r.order_ref", "in", [...orderRefs])
    .orderBy("r.order_ref")
    .orderBy("r.return_ref")
    .orderBy("l.position")
    .execute();
  return rows.map((row) => ({ ...row, quantity: Number(row.quantity) }));
}
