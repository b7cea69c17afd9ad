// The outbox: events appended per order in sequence, inside the caller's transaction.
import type { Db } from "./database.js";
import { toJson } from "./json.js";
import type { EventRow } from "./tables.js";

/** Appends an event with the next sequence number of its order. */
export async function appendEvent(db: Db, event: Omit<EventRow, "order_seq">): Promise<EventRow> {
  const last = await db
    .selectFrom("events")
    .select((eb) => eb.fn.max<number | null>("order_seq").as("seq"))
    .where("order_ref", "=", event.order_ref)
    .executeTakeFirst();
  const row = { ...event, order_seq: Number(last?.seq ?? 0) + 1 };
  await db
    .insertInto("events")
    .values({ ...row, payload: toJson(row.payload) })
    .execute();
  return row;
}
