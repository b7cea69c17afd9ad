// Orders and their lines.
import type { Db } from "./database.js";
import type { NewOrder, NewOrderItem, OrderItemRow, OrderRow } from "./tables.js";

export async function insertOrder(db: Db, order: NewOrder, items: NewOrderItem[]): Promise<void> {
  await db.insertInto("orders").values(order).execute();
  // Chunked so one statement stays under every engine's bound-parameter limit.
  for (let i = 0; i < items.length; i += 50) {
    await db.insertInto("order_items").values(items.slice(i, i + 50)).execute();
  }
}

export async function findOrderByExternalRef(db: Db, accountId: string, externalRef: string): Promise<OrderRow | undefined> {
  return db.selectFrom("orders").selectAll().where("account_id", "=", accountId).where("external_ref", "=", externalRef).executeTakeFirst();
}

export async function findOrder(db: Db, accountId: string, orderRef: string): Promise<OrderRow | undefined> {
  return db.selectFrom("orders").selectAll().where("account_id", "=", accountId).where("order_ref", "=", orderRef).executeTakeFirst();
}

export interface OrderFilter {
  accountId: string;
  status?: string | undefined;
  createdAfter?: string | undefined;
  /** order_ref of the last order of the previous page; pages run newest first. */
  before?: string | undefined;
  limit: number;
}

export async function listOrders(db: Db, filter: OrderFilter): Promise<OrderRow[]> {
  let query = db.selectFrom("orders").selectAll().where("account_id", "=", filter.accountId);
  if (filter.status !== undefined) query = query.where("status", "=", filter.status);
  if (filter.createdAfter !== undefined) query = query.where("created_at", ">", filter.createdAfter);
  if (filter.before !== undefined) query = query.where("order_ref", "<", filter.before);
  return query.orderBy("order_ref", "desc").limit(filter.limit).execute();
}

export async function findItems(db: Db, orderRefs: readonly string[]): Promise<OrderItemRow[]> {
  if (orderRefs.length === 0) return [];
  return db.selectFrom("order_items").selectAll().where("order_ref", "in", [...orderRefs]).orderBy("order_ref").orderBy("position").execute();
}
