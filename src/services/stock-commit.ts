// Order lines and stock (docs/operator-guide.md#orders-commit-stock): a new order's counted lines committed inside its create
// (each allocated up to what is available, the rest backordered, decided by one statement per line), released when
// cancelled, taken off the shelves when shipped; always inside the change's own transaction.
import type { Blank, Product } from "../domain/catalog.js";
import type { NormalizedOrder } from "../domain/order-rules.js";
import { stockKeyOf, type OrderStock, type StockKey } from "../domain/stock.js";
import type { OrderWarning } from "../domain/warnings.js";
import type { Db } from "../store/database.js";
import { commitUnits, refreshOrderStock, releasableOrders, releaseUnits, shipUnits, type LineAllocation } from "../store/stock.js";
import { writerOf } from "../store/writer.js";
import { scheduleRelease } from "./release.js";
import type { NewOrderItem, OrderLineRow } from "../store/tables.js";

/** Each line's stock item (null: not counted), by position. */
export function stockKeysOf(accountId: string, order: NormalizedOrder, products: Map<string, Product>, blanks: Map<string, Blank>): (StockKey | null)[] {
  return order.items.map((line) => stockKeyOf(accountId, line.sku, line.product_id !== null ? products.get(line.sku)?.blank : blanks.get(line.blank_sku)));
}

/**
 * Commits the counted lines of a new order in its create's transaction: sets each line's stock columns, and answers
 * the order's `stock` and a `backordered` warning at each line that waits for units.
 */
export async function commitOrderStock(trx: Db, orderRef: string, items: NewOrderItem[], keys: readonly (StockKey | null)[], at: string): Promise<{ stock: OrderStock; warnings: OrderWarning[] }> {
  const warnings: OrderWarning[] = [];
  let waiting = false;
  for (const [i, key] of keys.entries()) {
    if (key === null) continue;
    const item = items[i]!;
    const { allocated } = await commitUnits(trx, key, item.quantity, { reason: "order", actor: "account", at, order_ref: orderRef });
    const backordered = item.quantity - allocated;
    Object.assign(item, { stock_owner: key.owner, stock_sku: key.sku, allocated_quantity: allocated, backordered_quantity: backordered });
    if (backordered > 0) {
      waiting = true;
      warnings.push({ path: `items[${i}]`, code: "backordered", message: `${backordered} of ${item.quantity} units are not in stock: the line waits for them (production starts when they arrive)` });
    }
  }
  return { stock: waiting ? "backordered" : "allocated", warnings };
}

/** The stock item of a line counted at create, or null. */
export function keyOfLine(line: Pick<OrderLineRow, "stock_owner" | "stock_sku">): StockKey | null {
  return line.stock_owner === null || line.stock_sku === null ? null : { owner: line.stock_owner, sku: line.stock_sku };
}

/** Who changed the lines, when, and of which order: what each movement records. */
export interface LineChange {
  orderRef: string;
  actor: string;
  at: string;
}

/**
 * After units went to waiting lines: each order they completed whose account releases automatically has its
 * release checked again (the check itself applies every rule: docs/operator-guide.md#the-edit-window-and-automatic-release).
 */
export async function afterAllocation(trx: Db, lines: readonly LineAllocation[], now: Date): Promise<void> {
  const filled = [...new Set(lines.filter((line) => line.allocated > 0).map((line) => line.order_ref))];
  for (const order of await releasableOrders(trx, filled)) await scheduleRelease(writerOf(trx), order.order_ref, order.editable_until, now);
}

/** Cancelled units of counted lines leave stock: what waited stops waiting, allocated units go back to available (and on to waiting orders). */
export async function releaseCancelled(trx: Db, lines: readonly OrderLineRow[], take: ReadonlyMap<string, number>, by: LineChange): Promise<void> {
  let counted = false;
  for (const line of lines) {
    const key = keyOfLine(line);
    const quantity = take.get(line.item_ref) ?? 0;
    if (key === null || quantity === 0) continue;
    counted = true;
    const released = await releaseUnits(trx, key, line.item_ref, quantity, { reason: "cancel", actor: by.actor, at: by.at, order_ref: by.orderRef });
    await afterAllocation(trx, released.lines, new Date(by.at));
  }
  if (counted) await refreshOrderStock(trx, [by.orderRef]);
}

/**
 * Shipped units of counted lines leave the shelves (on_hand and committed). Answers the lines that have fewer units
 * allocated than shipped (nothing of theirs written): the caller refuses the shipment, which undoes the rest.
 */
export async function shipCounted(trx: Db, lines: readonly OrderLineRow[], take: ReadonlyMap<string, number>, by: LineChange): Promise<OrderLineRow[]> {
  const short: OrderLineRow[] = [];
  for (const line of lines) {
    const key = keyOfLine(line);
    const quantity = take.get(line.item_ref) ?? 0;
    if (key === null || quantity === 0) continue;
    const shipped = await shipUnits(trx, key, line.item_ref, quantity, { reason: "shipment", actor: by.actor, at: by.at, order_ref: by.orderRef });
    if (!shipped) short.push(line);
  }
  return short;
}
