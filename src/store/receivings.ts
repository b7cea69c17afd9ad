// Receivings and their lines (docs/operator-guide.md#receiving), and the items' `incoming` they announce. Every change
// runs inside the caller's transaction and starts with the conditional UPDATE of the receiving's row, which decides
// from its status and, on PostgreSQL, holds its lock until the change commits: a receive and a cancel of one
// receiving queue on that row, and the second sees the first's status.
import { sql } from "kysely";
import type { ReceivingStatus } from "../domain/receiving.js";
import type { StockKey } from "../domain/stock.js";
import type { Db } from "./database.js";
import type { ReceivingLineRow, ReceivingRow } from "./tables.js";

export type NewReceiving = Omit<ReceivingRow, "event_sequence">;

/** Lines per INSERT: well under both engines' limits on bound values. */
const INSERT_CHUNK = 500;

/** Inserts the receiving and its lines; answers false, writing nothing, when its external_ref is the account's already. */
export async function insertReceiving(db: Db, receiving: NewReceiving, lines: readonly Omit<ReceivingLineRow, "received" | "damaged">[]): Promise<boolean> {
  const inserted = await db
    .insertInto("receivings")
    .values(receiving)
    .onConflict((oc) => oc.columns(["account_id", "external_ref"]).doNothing())
    .returning("receiving_ref")
    .executeTakeFirst();
  if (!inserted) return false;
  for (let i = 0; i < lines.length; i += INSERT_CHUNK) await db.insertInto("receiving_lines").values(lines.slice(i, i + INSERT_CHUNK)).execute();
  return true;
}

/** The account's receiving with this external_ref. */
export async function findByExternalRef(db: Db, accountId: string, externalRef: string): Promise<ReceivingRow | undefined> {
  return normalize(await db.selectFrom("receivings").selectAll().where("account_id", "=", accountId).where("external_ref", "=", externalRef).executeTakeFirst());
}

/** One receiving; with `accountId`, only that account's (another's is as absent). */
export async function findReceiving(db: Db, ref: string, accountId?: string): Promise<ReceivingRow | undefined> {
  let query = db.selectFrom("receivings").selectAll().where("receiving_ref", "=", ref);
  if (accountId !== undefined) query = query.where("account_id", "=", accountId);
  return normalize(await query.executeTakeFirst());
}

/**
 * Moves the receiving from one of `from` to `to`, raising its event sequence, in one conditional UPDATE: answers the
 * row after it, or undefined (nothing written) when it is in another status or absent (or, with `accountId`, another's).
 */
export async function moveReceiving(db: Db, ref: string, from: readonly ReceivingStatus[], to: ReceivingStatus, at: string, accountId?: string): Promise<ReceivingRow | undefined> {
  let query = db
    .updateTable("receivings")
    .set({
      status: to,
      event_sequence: sql<number>`event_sequence + 1`,
      updated_at: at,
      ...(to === "completed" ? { completed_at: at } : {}),
      ...(to === "cancelled" ? { cancelled_at: at } : {}),
    })
    .where("receiving_ref", "=", ref)
    .where("status", "in", [...from]);
  if (accountId !== undefined) query = query.where("account_id", "=", accountId);
  return normalize(await query.returningAll().executeTakeFirst());
}

/** The lines of these receivings, by receiving, box and SKU. */
export async function linesOf(db: Db, refs: readonly string[]): Promise<ReceivingLineRow[]> {
  if (refs.length === 0) return [];
  const rows = await db.selectFrom("receiving_lines").selectAll().where("receiving_ref", "in", [...refs]).orderBy("receiving_ref").orderBy("box").orderBy("sku").execute();
  return rows.map((row) => ({ ...row, box: Number(row.box), expected: Number(row.expected), received: Number(row.received), damaged: Number(row.damaged) }));
}

/**
 * Adds units received to a box's line of the SKU (a line with expected 0 when the box announced none) and answers
 * the line after it. The receiving's row is locked by the change that called this.
 */
export async function addReceived(db: Db, ref: string, box: number, sku: string, units: { received: number; damaged: number }): Promise<ReceivingLineRow> {
  const row = await db
    .insertInto("receiving_lines")
    .values({ receiving_ref: ref, box, sku, expected: 0, received: units.received, damaged: units.damaged })
    .onConflict((oc) =>
      oc.columns(["receiving_ref", "box", "sku"]).doUpdateSet({
        received: sql<number>`receiving_lines.received + ${units.received}`,
        damaged: sql<number>`receiving_lines.damaged + ${units.damaged}`,
      }),
    )
    .returningAll()
    .executeTakeFirstOrThrow();
  return { ...row, box: Number(row.box), expected: Number(row.expected), received: Number(row.received), damaged: Number(row.damaged) };
}

/** Units announced for the item: its `incoming` grows (its row made when it was never counted before). */
export async function addIncoming(db: Db, key: StockKey, units: number, at: string): Promise<void> {
  await db
    .insertInto("stock_items")
    .values({ owner: key.owner, sku: key.sku, incoming: units, updated_at: at })
    .onConflict((oc) => oc.columns(["owner", "sku"]).doUpdateSet({ incoming: sql<number>`stock_items.incoming + ${units}`, updated_at: at }))
    .execute();
}

/** Units no longer to come (received, or the receiving closed or cancelled): `incoming` shrinks, never below 0. */
export async function takeIncoming(db: Db, key: StockKey, units: number, at: string): Promise<void> {
  if (units === 0) return;
  await db
    .updateTable("stock_items")
    .set({ incoming: sql<number>`case when incoming > ${units} then incoming - ${units} else 0 end`, updated_at: at })
    .where("owner", "=", key.owner)
    .where("sku", "=", key.sku)
    .execute();
}

export interface ReceivingFilter {
  accountId?: string | undefined;
  status?: ReceivingStatus | undefined;
  /** The cursor: the last receiving_ref of the page before (newest first). */
  before?: string | undefined;
}

/** Receivings newest first. */
export async function listReceivings(db: Db, filter: ReceivingFilter, limit: number): Promise<ReceivingRow[]> {
  let query = db.selectFrom("receivings").selectAll().orderBy("receiving_ref", "desc").limit(limit);
  if (filter.accountId !== undefined) query = query.where("account_id", "=", filter.accountId);
  if (filter.status !== undefined) query = query.where("status", "=", filter.status);
  if (filter.before !== undefined) query = query.where("receiving_ref", "<", filter.before);
  return (await query.execute()).map((row) => normalize(row)!);
}

function normalize(row: ReceivingRow | undefined): ReceivingRow | undefined {
  return row && { ...row, box_count: Number(row.box_count), event_sequence: Number(row.event_sequence) };
}
