// Operator activity on orders that is no event of them (a files retry): written in the change's transaction, read
// only into the operator's view of the order's history.
import { actorColumns, actorOfColumns, type Actor } from "../domain/actors.js";
import type { Db } from "./database.js";
import { fromJson, toJson } from "./json.js";
import type { Selectable } from "kysely";
import type { OrderActivityTable } from "./tables.js";

export interface Activity {
  id: string;
  type: string;
  after_sequence: number;
  actor: Actor;
  data: Record<string, unknown>;
  created_at: string;
}

export async function insertActivity(db: Db, orderRef: string, activity: Activity): Promise<void> {
  const { actor, data, ...rest } = activity;
  await db
    .insertInto("order_activity")
    .values({ ...rest, order_ref: orderRef, ...actorColumns(actor), data: toJson(data) })
    .execute();
}

function activityOf(row: Selectable<OrderActivityTable>): Activity {
  return { id: row.id, type: row.type, after_sequence: Number(row.after_sequence), actor: actorOfColumns(row), data: fromJson(row.data), created_at: row.created_at };
}

/** The order's activity placed after events from `fromSequence` on (and below `belowSequence` when given), oldest first. */
export async function orderActivity(db: Db, orderRef: string, fromSequence: number, belowSequence?: number): Promise<Activity[]> {
  let query = db.selectFrom("order_activity").selectAll().where("order_ref", "=", orderRef).where("after_sequence", ">=", fromSequence);
  if (belowSequence !== undefined) query = query.where("after_sequence", "<", belowSequence);
  const rows = await query.orderBy("after_sequence").orderBy("id").execute();
  return rows.map(activityOf);
}
