// Orders and their lines.
import type { Db } from "./database.js";
import { dialectOf } from "./dialect.js";
import { insertRows, PreparedQuery } from "./prepared.js";
import type { OrderStatus } from "../domain/status.js";
import type { NewOrder, NewOrderItem, OrderItemRow, OrderRow } from "./tables.js";

export async function insertOrder(db: Db, order: NewOrder, items: NewOrderItem[]): Promise<void> {
  await insertRows(db, "orders", [order]);
  await insertRows(db, "order_items", items);
}

/** By the caller's reference, which is unique only within an account. */
const byExternalRef = new PreparedQuery((db, $: { accountId: string; externalRef: string }) =>
  db.selectFrom("orders").selectAll().where("account_id", "=", $.accountId).where("external_ref", "=", $.externalRef),
);

export async function findOrderByExternalRef(db: Db, accountId: string | undefined, externalRef: string): Promise<OrderRow | undefined> {
  if (accountId === undefined) return undefined;
  return byExternalRef.first(db, { accountId, externalRef });
}

/** The order; `accountId` undefined is the operator's view across accounts. */
const byRef = new PreparedQuery((db, $: { orderRef: string }) => db.selectFrom("orders").selectAll().where("order_ref", "=", $.orderRef));
const byRefInAccount = new PreparedQuery((db, $: { orderRef: string; accountId: string }) =>
  db.selectFrom("orders").selectAll().where("order_ref", "=", $.orderRef).where("account_id", "=", $.accountId),
);

export async function findOrder(db: Db, accountId: string | undefined, orderRef: string): Promise<OrderRow | undefined> {
  return accountId === undefined ? byRef.first(db, { orderRef }) : byRefInAccount.first(db, { orderRef, accountId });
}

export async function findOrdersByRefs(db: Db, orderRefs: readonly string[]): Promise<OrderRow[]> {
  if (orderRefs.length === 0) return [];
  return db.selectFrom("orders").selectAll().where("order_ref", "in", [...orderRefs]).execute();
}

export interface OrderFilter {
  /** Undefined lists every account's orders (operator). */
  accountId: string | undefined;
  status?: OrderStatus | undefined;
  createdAfter?: string | undefined;
  /** order_ref of the last order of the previous page; pages run newest first. */
  before?: string | undefined;
  limit: number;
}

export async function listOrders(db: Db, filter: OrderFilter): Promise<OrderRow[]> {
  let query = db.selectFrom("orders").selectAll();
  if (filter.accountId !== undefined) query = query.where("account_id", "=", filter.accountId);
  if (filter.status !== undefined) query = query.where("status", "=", filter.status);
  if (filter.createdAfter !== undefined) query = query.where("created_at", ">", filter.createdAfter);
  if (filter.before !== undefined) query = query.where("order_ref", "<", filter.before);
  return query.orderBy("order_ref", "desc").limit(filter.limit).execute();
}

export async function findItems(db: Db, orderRefs: readonly string[]): Promise<OrderItemRow[]> {
  if (orderRefs.length === 0) return [];
  return db.selectFrom("order_items").selectAll().where("order_ref", "in", [...orderRefs]).orderBy("order_ref").orderBy("position").execute();
}

/** The order, read for a change and locked until the transaction ends, so concurrent changes of one order queue up. */
export async function findOrderForChange(db: Db, orderRef: string, accountId: string | undefined): Promise<OrderRow | undefined> {
  let query = db.selectFrom("orders").selectAll().where("order_ref", "=", orderRef);
  if (accountId !== undefined) query = query.where("account_id", "=", accountId);
  return dialectOf(db).lockForChange(query).executeTakeFirst();
}

export async function updateOrder(db: Db, orderRef: string, changes: Partial<Omit<OrderRow, "order_ref" | "account_id">>): Promise<void> {
  await db.updateTable("orders").set(changes).where("order_ref", "=", orderRef).execute();
}

/**
 * Adds to a line's cancelled or shipped quantity, guarded so that the line never goes below zero remaining
 * even if two writers raced. Returns false when the guard refused.
 */
export async function addToLine(db: Db, itemRef: string, column: "cancelled_quantity" | "shipped_quantity", amount: number): Promise<boolean> {
  const result = await db
    .updateTable("order_items")
    .set((eb) => ({ [column]: eb(column, "+", amount) }))
    .where("item_ref", "=", itemRef)
    .where((eb) => eb(eb(eb("quantity", "-", eb.ref("cancelled_quantity")), "-", eb.ref("shipped_quantity")), ">=", amount))
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

export async function findItem(db: Db, itemRef: string): Promise<OrderItemRow | undefined> {
  return db.selectFrom("order_items").selectAll().where("item_ref", "=", itemRef).executeTakeFirst();
}
