// What a stock change tells others (docs/caller-guide.md#your-stock): orders it turned get order.backordered or
// order.stock_allocated, an account's item that fell to low or out sends stock.low or stock.out once, and orders it
// completed are checked for their automatic release; always in the change's own transaction.
import type { Actor } from "../domain/actors.js";
import { availableOf, SHARED_OWNER, stockStatusOf } from "../domain/stock.js";
import type { StockItemView } from "../schemas/stock.js";
import { findAccount } from "../store/accounts.js";
import type { Db } from "../store/database.js";
import { releasableOrders, type StockChange } from "../store/stock.js";
import type { StockItemRow } from "../store/tables.js";
import { writerOf } from "../store/writer.js";
import { recordAccountEvent, recordEvent } from "./events.js";
import { scheduleRelease } from "./release.js";

export function stockItemView(row: Pick<StockItemRow, "owner" | "sku" | "on_hand" | "committed" | "backordered" | "incoming" | "reorder_point" | "updated_at">): StockItemView {
  const figures = { on_hand: row.on_hand, committed: row.committed, reorder_point: row.reorder_point };
  return {
    sku: row.sku,
    account_id: row.owner === SHARED_OWNER ? null : row.owner,
    on_hand: row.on_hand,
    committed: row.committed,
    available: availableOf(figures),
    backordered: row.backordered,
    incoming: row.incoming,
    reorder_point: row.reorder_point,
    status: stockStatusOf(figures),
    updated_at: row.updated_at,
  };
}

/** What a change's consequences need besides the change: who made it, and when. */
export interface StockChangeBy {
  actor: Actor;
  now: Date;
}

/** The counted lines of these orders, as order.backordered and order.stock_allocated report them (one read for all). */
async function countedLines(db: Db, orderRefs: readonly string[]) {
  const rows = await db
    .selectFrom("order_items")
    .select(["order_ref", "item_ref", "sku", "allocated_quantity", "backordered_quantity"])
    .where("order_ref", "in", [...orderRefs])
    .where("stock_sku", "is not", null)
    .orderBy("order_ref")
    .orderBy("position")
    .execute();
  const byOrder = new Map<string, { item_ref: string; sku: string; allocated_quantity: number; backordered_quantity: number }[]>();
  for (const row of rows) {
    const lines = byOrder.get(row.order_ref) ?? [];
    lines.push({ item_ref: row.item_ref, sku: row.sku, allocated_quantity: Number(row.allocated_quantity ?? 0), backordered_quantity: Number(row.backordered_quantity ?? 0) });
    byOrder.set(row.order_ref, lines);
  }
  return byOrder;
}

/**
 * Everything a stock change tells (docs/caller-guide.md#your-stock), through the change's transaction: an event for
 * each order it turned, stock.low or stock.out for an account's item that fell, and the release check of each
 * order whose waiting lines it filled.
 */
export async function afterStockChange(trx: Db, change: Pick<StockChange, "lines" | "orders"> & Partial<Pick<StockChange, "item" | "crossed">>, by: StockChangeBy): Promise<void> {
  const writer = writerOf(trx);
  if (change.orders.length > 0) {
    const lines = await countedLines(trx, change.orders.map((order) => order.order_ref));
    for (const order of change.orders) {
      const items = lines.get(order.order_ref) ?? [];
      // An order that stopped waiting because its waiting units were cancelled, and holds none now (cancelled as a
      // whole, or all it held cancelled too), has nothing to produce: its cancellation is the news.
      if (order.stock === "allocated" && !items.some((line) => line.allocated_quantity > 0)) continue;
      const type = order.stock === "backordered" ? "order.backordered" : "order.stock_allocated";
      await recordEvent(writer, by.now, by.actor, order, { type, status: order.status, extra: { items } });
    }
  }
  const filled = [...new Set(change.lines.filter((line) => line.allocated > 0).map((line) => line.order_ref))];
  for (const order of await releasableOrders(trx, filled)) await scheduleRelease(writer, order.order_ref, order.editable_until, by.now);
  const { item, crossed } = change;
  // A POD blank's fall is the operator's news (the overview shows it), no account's.
  if (item && crossed && item.owner !== SHARED_OWNER) {
    const account = await findAccount(trx, item.owner);
    const subject = { account_id: item.owner, ref: `stock:${item.sku}`, sequence: crossed.sequence, test: account?.mode === "test" };
    const data = stockItemView({ ...item, updated_at: by.now.toISOString() });
    await recordAccountEvent(writer, by.now, subject, crossed.level === "low" ? "stock.low" : "stock.out", data);
  }
}
