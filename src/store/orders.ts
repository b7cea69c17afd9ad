// Orders and their lines, with their JSON columns (addresses, packing slip, print areas, the create answer) as values.
import type { Db } from "./database.js";
import { dialectOf } from "./dialect.js";
import { insertBatch, InsertBatch, PreparedQuery } from "./prepared.js";
import type { CreateOrderData } from "../schemas/orders.js";
import type { OrderStatus } from "../domain/status.js";
import { fromJson, fromJsonOrNull, toJson, toJsonOrNull } from "./json.js";
import type { NewOrder, NewOrderItem, OrderItemRow, OrderItemsTable, OrderLineRow, OrderRow, OrdersTable } from "./tables.js";
import type { Selectable } from "kysely";

/** Adds a new order and its lines to `batch` (their columns are the rows' own: a new column needs no edit here). */
export function addOrder(batch: InsertBatch, order: NewOrder, items: readonly NewOrderItem[]): InsertBatch {
  const row = {
    ...order,
    response: toJson(order.response),
    return_address: toJsonOrNull(order.return_address ?? null),
    packing_slip: toJsonOrNull(order.packing_slip ?? null),
    shipping_method: toJsonOrNull(order.shipping_method ?? null),
    costs: toJsonOrNull(order.costs ?? null),
    warnings: toJson(order.warnings ?? []),
  };
  return batch.add("orders", [row]).add(
    "order_items",
    items.map((item) => ({ ...item, print_areas: toJsonOrNull(item.print_areas ?? null) })),
  );
}

export async function insertOrder(db: Db, order: NewOrder, items: NewOrderItem[]): Promise<void> {
  await insertBatch(db, addOrder(new InsertBatch(), order, items));
}

/** Every column of an order but its idempotency record (read only by findOrderRequest). */
const ORDER_COLUMNS = [
  "order_ref",
  "account_id",
  "external_ref",
  "status",
  "status_reason",
  "item_kind",
  "order_note",
  "created_at",
  "received_at",
  "editable_until",
  "updated_at",
  "shipping_name",
  "shipping_phone",
  "shipping_address_1",
  "shipping_address_2",
  "shipping_city",
  "shipping_zip",
  "shipping_state",
  "shipping_country",
  "return_address",
  "return_address_source",
  "packing_slip",
  "slip_branding_message",
  "slip_contact_message",
  "insert_id",
  "test",
  "shipping_method_code",
  "shipping_method",
  "costs",
  "ship_by",
  "deliver_from",
  "deliver_to",
  "incoterm",
  "ioss_number",
  "recipient_tax_id",
  "warnings",
] as const satisfies readonly (keyof OrderRow)[];

function orderOf(row: Pick<Selectable<OrdersTable>, (typeof ORDER_COLUMNS)[number]>): OrderRow {
  return {
    ...row,
    return_address: fromJsonOrNull(row.return_address),
    packing_slip: fromJsonOrNull(row.packing_slip),
    shipping_method: fromJsonOrNull(row.shipping_method),
    costs: fromJsonOrNull(row.costs),
    warnings: fromJson(row.warnings),
  };
}

/** What a repeat of a create request is checked against, and answered with. */
export interface OrderRequest {
  order_ref: string;
  request_hash: string;
  response: CreateOrderData;
}

const requestByExternalRef = new PreparedQuery((db, $: { accountId: string; externalRef: string }) =>
  db.selectFrom("orders").select(["order_ref", "request_hash", "response"]).where("account_id", "=", $.accountId).where("external_ref", "=", $.externalRef),
);

/** The create request that made the account's order `externalRef`, if there is one. */
export async function findOrderRequest(db: Db, accountId: string, externalRef: string): Promise<OrderRequest | undefined> {
  const row = await requestByExternalRef.first(db, { accountId, externalRef });
  return row && { ...row, response: fromJson(row.response) };
}

/** By the caller's reference, which is unique only within an account. */
const byExternalRef = new PreparedQuery((db, $: { accountId: string; externalRef: string }) =>
  db.selectFrom("orders").select(ORDER_COLUMNS).where("account_id", "=", $.accountId).where("external_ref", "=", $.externalRef),
);

export async function findOrderByExternalRef(db: Db, accountId: string | undefined, externalRef: string): Promise<OrderRow | undefined> {
  if (accountId === undefined) return undefined;
  const row = await byExternalRef.first(db, { accountId, externalRef });
  return row && orderOf(row);
}

/** The order; `accountId` undefined is the operator's view across accounts. */
const byRef = new PreparedQuery((db, $: { orderRef: string }) => db.selectFrom("orders").select(ORDER_COLUMNS).where("order_ref", "=", $.orderRef));
const byRefInAccount = new PreparedQuery((db, $: { orderRef: string; accountId: string }) =>
  db.selectFrom("orders").select(ORDER_COLUMNS).where("order_ref", "=", $.orderRef).where("account_id", "=", $.accountId),
);

export async function findOrder(db: Db, accountId: string | undefined, orderRef: string): Promise<OrderRow | undefined> {
  const row = accountId === undefined ? await byRef.first(db, { orderRef }) : await byRefInAccount.first(db, { orderRef, accountId });
  return row && orderOf(row);
}

export async function findOrdersByRefs(db: Db, orderRefs: readonly string[]): Promise<OrderRow[]> {
  if (orderRefs.length === 0) return [];
  return (await db.selectFrom("orders").select(ORDER_COLUMNS).where("order_ref", "in", [...orderRefs]).execute()).map(orderOf);
}

export interface OrderFilter {
  /** Undefined lists every account's orders (operator). */
  accountId: string | undefined;
  status?: OrderStatus | undefined;
  externalRef?: string | undefined;
  createdAfter?: string | undefined;
  /** order_ref of the last order of the previous page; pages run newest first. */
  before?: string | undefined;
  /** False leaves test accounts' orders out (the operator's lists, unless asked). */
  includeTest?: boolean;
  shippingMethod?: string | undefined;
  /** YYYY-MM-DD: only orders due before this day and not yet shipped or cancelled. */
  lateBefore?: string | undefined;
  /** Sorted by ship_by (soonest first, then order_ref); `after` is the last [ship_by, order_ref] of the previous page. */
  byShipBy?: { after: [string, string] | undefined } | undefined;
  limit: number;
}

/** Statuses in which an order has left, or never will: it cannot be late. */
const DONE_STATUSES = ["shipped", "cancelled"] as const;

export async function listOrders(db: Db, filter: OrderFilter): Promise<OrderRow[]> {
  let query = db.selectFrom("orders").select(ORDER_COLUMNS);
  if (filter.shippingMethod !== undefined) query = query.where("shipping_method_code", "=", filter.shippingMethod);
  if (filter.lateBefore !== undefined) query = query.where("ship_by", "<", filter.lateBefore).where("status", "not in", [...DONE_STATUSES]);
  if (filter.accountId !== undefined) query = query.where("account_id", "=", filter.accountId);
  if (filter.status !== undefined) query = query.where("status", "=", filter.status);
  if (filter.externalRef !== undefined) query = query.where("external_ref", "=", filter.externalRef);
  if (filter.createdAfter !== undefined) query = query.where("created_at", ">", filter.createdAfter);
  if (filter.before !== undefined) query = query.where("order_ref", "<", filter.before);
  if (filter.includeTest === false) query = query.where("test", "=", 0);
  if (filter.byShipBy) {
    const after = filter.byShipBy.after;
    if (after) query = query.where((eb) => eb.or([eb("ship_by", ">", after[0]), eb.and([eb("ship_by", "=", after[0]), eb("order_ref", ">", after[1])])]));
    return (await query.orderBy("ship_by", "asc").orderBy("order_ref", "asc").limit(filter.limit).execute()).map(orderOf);
  }
  return (await query.orderBy("order_ref", "desc").limit(filter.limit).execute()).map(orderOf);
}

/** Orders due before `today` and not shipped or cancelled, of one account or all. */
export async function countLate(db: Db, accountId: string | undefined, includeTest: boolean, today: string): Promise<number> {
  let query = db
    .selectFrom("orders")
    .select((eb) => eb.fn.countAll<number>().as("n"))
    .where("ship_by", "<", today)
    .where("status", "not in", [...DONE_STATUSES]);
  if (accountId !== undefined) query = query.where("account_id", "=", accountId);
  if (!includeTest) query = query.where("test", "=", 0);
  return Number((await query.executeTakeFirstOrThrow()).n);
}

function itemOf(row: Selectable<OrderItemsTable>): OrderItemRow {
  return { ...row, print_areas: fromJsonOrNull(row.print_areas) };
}

export async function findItems(db: Db, orderRefs: readonly string[]): Promise<OrderItemRow[]> {
  if (orderRefs.length === 0) return [];
  return (await db.selectFrom("order_items").selectAll().where("order_ref", "in", [...orderRefs]).orderBy("order_ref").orderBy("position").execute()).map(itemOf);
}

/** The order's lines without what the caller asked to print on them: all a change of quantities or status reads. */
export async function findLines(db: Db, orderRef: string): Promise<OrderLineRow[]> {
  return db
    .selectFrom("order_items")
    .select(["item_ref", "order_ref", "position", "sku", "kind", "product_id", "blank_sku", "quantity", "cancelled_quantity", "shipped_quantity"])
    .where("order_ref", "=", orderRef)
    .orderBy("position")
    .execute();
}

/** The order, read for a change and locked until the transaction ends, so concurrent changes of one order queue up. */
export async function findOrderForChange(db: Db, orderRef: string, accountId: string | undefined): Promise<OrderRow | undefined> {
  let query = db.selectFrom("orders").select(ORDER_COLUMNS).where("order_ref", "=", orderRef);
  if (accountId !== undefined) query = query.where("account_id", "=", accountId);
  const row = await dialectOf(db).lockForChange(query).executeTakeFirst();
  return row && orderOf(row);
}

/** Changes of an order's status, shipping address or times (its return address and packing slip never change). */
export type OrderChanges = Partial<Omit<OrderRow, "order_ref" | "account_id" | "return_address" | "packing_slip">>;

export async function updateOrder(db: Db, orderRef: string, changes: OrderChanges): Promise<void> {
  const { shipping_method, costs, warnings, ...rest } = changes;
  await db
    .updateTable("orders")
    .set({
      ...rest,
      ...(shipping_method !== undefined ? { shipping_method: toJsonOrNull(shipping_method) } : {}),
      ...(costs !== undefined ? { costs: toJsonOrNull(costs) } : {}),
      ...(warnings !== undefined ? { warnings: toJson(warnings) } : {}),
    })
    .where("order_ref", "=", orderRef)
    .execute();
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
  const row = await db.selectFrom("order_items").selectAll().where("item_ref", "=", itemRef).executeTakeFirst();
  return row && itemOf(row);
}

/** The orders with these external_refs in any account (an external_ref is unique within one account only). */
export async function ordersByExternalRefs(db: Db, externalRefs: readonly string[]): Promise<{ order_ref: string; account_id: string; external_ref: string }[]> {
  if (externalRefs.length === 0) return [];
  return db.selectFrom("orders").select(["order_ref", "account_id", "external_ref"]).where("external_ref", "in", [...externalRefs]).execute();
}
