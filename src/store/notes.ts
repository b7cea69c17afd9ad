// The operator's internal notes on orders, with their author as JSON.
import type { Db } from "./database.js";
import { fromJson, toJson } from "./json.js";
import type { OrderNoteRow } from "./tables.js";

export async function insertNote(db: Db, note: OrderNoteRow): Promise<void> {
  await db.insertInto("order_notes").values({ ...note, actor: toJson(note.actor) }).execute();
}

/** The notes of one order, oldest first. */
export async function notesOfOrder(db: Db, orderRef: string): Promise<OrderNoteRow[]> {
  const rows = await db.selectFrom("order_notes").selectAll().where("order_ref", "=", orderRef).orderBy("id").execute();
  return rows.map((row) => ({ ...row, actor: fromJson(row.actor) }));
}
