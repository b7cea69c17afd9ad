// The outbox: events appended per order in sequence, with the change that caused them (its writer).
import { actorOfColumns, type Actor } from "../domain/actors.js";
import type { EventPayload } from "../domain/events.js";
import type { Db } from "./database.js";
import { fromJson, toJson } from "./json.js";
import { PreparedQuery } from "./prepared.js";
import type { Writer } from "./writer.js";
import type { EventRow } from "./tables.js";

// Every change of an order appends an event: both statements compiled once (src/store/prepared.ts).
const lastSequence = new PreparedQuery((db, $: { orderRef: string }) =>
  db
    .selectFrom("events")
    .select((eb) => eb.fn.max<number | null>("order_seq").as("seq"))
    .where("order_ref", "=", $.orderRef),
);

/**
 * Inserts an event as number `sequence` of its order, through `writer`; `payload` is built for that number. Gapless:
 * a new order's first event is 1 (nothing to read: it has none yet); a later one is latestSequence + 1, read inside
 * the change's transaction under the order's lock; the unique (order_ref, order_seq) index refuses a second writer
 * that took the same number.
 */
export async function insertEvent(writer: Writer, event: Omit<EventRow, "order_seq" | "payload">, sequence: number, payload: (sequence: number) => EventPayload): Promise<EventRow> {
  const row = { ...event, order_seq: sequence, payload: payload(sequence) };
  await writer.insert({ events: [{ ...row, payload: toJson(row.payload) }] });
  return row;
}

/** The sequence of each order's latest event (orders without events are absent). */
export async function latestSequences(db: Db, orderRefs: readonly string[]): Promise<Map<string, number>> {
  if (orderRefs.length === 0) return new Map();
  const rows = await db
    .selectFrom("events")
    .select(["order_ref", (eb) => eb.fn.max<number>("order_seq").as("seq")])
    .where("order_ref", "in", orderRefs)
    .groupBy("order_ref")
    .execute();
  return new Map(rows.map((r) => [r.order_ref, Number(r.seq)]));
}

/** An order's events after `afterSequence`, oldest first, at most `limit`; each with who made it (the operator's view shows that). */
export async function orderEvents(db: Db, orderRef: string, afterSequence: number, limit: number): Promise<{ payload: EventPayload; actor: Actor }[]> {
  const rows = await db
    .selectFrom("events")
    .select(["payload", "actor_type", "actor_id", "actor_name", "actor_reason"])
    .where("order_ref", "=", orderRef)
    .where("order_seq", ">", afterSequence)
    .orderBy("order_seq")
    .limit(limit)
    .execute();
  return rows.map((r) => ({ payload: fromJson(r.payload), actor: actorOfColumns(r) }));
}

/** The sequence of the order's latest event (0: none), read inside a change's transaction after the order is locked. */
export async function latestSequence(db: Db, orderRef: string): Promise<number> {
  const last = await lastSequence.first(db, { orderRef });
  return Number(last?.seq ?? 0);
}
