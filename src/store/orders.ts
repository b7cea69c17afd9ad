// Orders and their lines, with their JSON columns (addresses, packing slip, print areas, the create answer) as values.
import type { Db } from "./db.js";
import { dialectOf } from "./dialect.js";
import { PreparedQuery } from "./prepared.js";
import { BatchWriter, type Writer } from "./writer.js";
import type { CreateOrderData } from "../schemas/orders.js";
import type { OrderStatus } from "../domain/status.js";
import type { OrderStock } from "../domain/stock.js";
import { fromJson, fromJsonOrNull, toJson, toJsonOrNull, type Json } from "./json.js";
import { costsWithTax, type Costs, type StoredCosts } from "../domain/pricing.js";
import type { NewOrder, NewOrderItem, OrderItemRow, OrderItemsTable, OrderLineRow, OrderRow, OrdersTable } from "./tables.js";
import { sql, type Selectable } from "kysely";
import { orderWords, trackingWord } from "../domain/search-words.js";
import { insertSearchWords, replaceSearchWords, withWordPrefixedBy } from "./order-search.js";

/**
 * Writes a new order, its lines and its search words through `writer`, in one insert (their columns are the rows'
 * own: a new column needs no edit here).
 */
export async function insertOrder(writer: Writer, order: NewOrder, items: readonly NewOrderItem[]): Promise<void> {
  const row = {
    ...order,
    response: toJson(order.response),
    return_address: toJsonOrNull(order.return_address ?? null),
    packing_slip: toJsonOrNull(order.packing_slip ?? null),
    shipping_method: toJsonOrNull(order.shipping_method ?? null),
    costs: toJsonOrNull(order.costs ?? null),
    warnings: toJson(order.warnings ?? []),
  };
  const together = new BatchWriter(writer.db);
  await together.insert({ orders: [row], order_items: items.map((item) => ({ ...item, print_areas: toJsonOrNull(item.print_areas ?? null) })) });
  await insertSearchWords(together, order.order_ref, orderWords(order));
  await writer.insertBatch(together.batch);
}

/** Writes the order's search words again from its row and its shipments (after its ship-to address changed). */
export async function refreshOrderWords(db: Db, orderRef: string): Promise<void> {
  const order = await db.selectFrom("orders").select(["order_ref", "external_ref", "shipping_name", "shipping_city", "shipping_zip"]).where("order_ref", "=", orderRef).executeTakeFirst();
  if (!order) return;
  const tracking = await db.selectFrom("shipments").select("tracking_number").where("order_ref", "=", orderRef).execute();
  const words = new Set([...orderWords(order), ...tracking.map((t) => trackingWord(t.tracking_number)).filter((w) => w !== "")]);
  await replaceSearchWords(db, orderRef, [...words]);
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
  "store_id",
  "slip_logo",
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
  "stock",
] as const satisfies readonly (keyof OrderRow)[];

function orderOf(row: Pick<Selectable<OrdersTable>, (typeof ORDER_COLUMNS)[number]>): OrderRow {
  return {
    ...row,
    return_address: fromJsonOrNull(row.return_address),
    packing_slip: fromJsonOrNull(row.packing_slip),
    shipping_method: fromJsonOrNull(row.shipping_method),
    costs: costsOfColumn(row.costs),
    warnings: fromJson(row.warnings),
  };
}

/** An order's costs as read: those priced before tax have no tax fields (they read as tax 0; docs/caller-guide.md#tax). */
function costsOfColumn(text: Json<Costs> | null): Costs | null {
  const stored = fromJsonOrNull(text as Json<StoredCosts> | null);
  return stored && costsWithTax(stored);
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

/** The work queues of docs/operator-guide.md#the-work-queue: each a count of orders/counts and a filter of orders/list. */
export type OrderQueue = "ready_to_produce" | "files_stuck" | "forced_unready" | "shipment_exceptions" | "late" | "backordered";

/** A queue with the instants it compares against. */
export interface QueueFilter {
  queue: OrderQueue;
  /** Now: a received order whose edit window ended before this is ready to produce. */
  nowIso: string;
  /** A pending file last touched before this is stuck. */
  stuckBefore: string;
  /** YYYY-MM-DD today (UTC): late orders were due before it. */
  today: string;
}

/** What orders/list, its total_count, orders/export and the work-queue counts select orders by. */
export interface OrderSelection {
  /** Undefined lists every account's orders (operator). */
  accountId: string | undefined;
  status?: OrderStatus | undefined;
  externalRef?: string | undefined;
  createdAfter?: string | undefined;
  receivedAfter?: string | undefined;
  receivedBefore?: string | undefined;
  /** Folded search terms (domain/search-words.ts): each must prefix one of the order's words. */
  search?: readonly string[] | undefined;
  sku?: string | undefined;
  /** Only orders whose stock is this (docs/operator-guide.md#orders-commit-stock). */
  stock?: OrderStock | undefined;
  /** False leaves test accounts' orders out (the operator's lists, unless asked). */
  includeTest?: boolean;
  /** False leaves draft orders out (the operator's lists, unless asked). */
  includeDrafts?: boolean;
  shippingMethod?: string | undefined;
  /** YYYY-MM-DD: only orders due before this day and not yet shipped or cancelled. */
  lateBefore?: string | undefined;
  queue?: QueueFilter | undefined;
  /** Only the orders of this store (docs/caller-guide.md#stores-and-store-tokens), read through orders_store. */
  storeId?: string | undefined;
}

export interface OrderFilter extends OrderSelection {
  /** order_ref of the last order of the previous page; pages run newest first. */
  before?: string | undefined;
  /** Sorted by ship_by (soonest first, then order_ref); `after` is the last [ship_by, order_ref] of the previous page. */
  byShipBy?: { after: [string, string] | undefined } | undefined;
  limit: number;
}

/** Statuses in which an order has left, or never will (a draft, until confirmed): it cannot be late nor wait for stock. */
const DONE_STATUSES = ["draft", "shipped", "cancelled"] as const;
/** Statuses whose files still matter: files stuck in a shipped or cancelled order hold nothing up. */
const OPEN_STATUSES = ["received", "on_hold", "in_production", "partially_shipped"] as const;
/** The shipment statuses the operator has to act on. */
const EXCEPTION_STATUSES = ["exception", "returned"] as const;

/**
 * The orders a selection names, as a query on `orders` with no order or limit. Conditions on other tables are
 * written `order_ref in (…)` so each engine reads that table's index (the search words, order_items_sku, order_files_status,
 * shipments_status) for the few matching orders instead of testing every order.
 */
export function selectOrders(db: Db, filter: OrderSelection): OrdersQuery {
  let query = baseOrders(db);
  if (filter.shippingMethod !== undefined) query = query.where("shipping_method_code", "=", filter.shippingMethod);
  if (filter.lateBefore !== undefined) query = query.where("ship_by", "<", filter.lateBefore).where("status", "not in", [...DONE_STATUSES]);
  if (filter.accountId !== undefined) query = query.where("account_id", "=", filter.accountId);
  if (filter.storeId !== undefined) query = query.where("store_id", "=", filter.storeId);
  if (filter.status !== undefined) query = query.where("status", "=", filter.status);
  if (filter.externalRef !== undefined) query = query.where("external_ref", "=", filter.externalRef);
  if (filter.createdAfter !== undefined) query = query.where("created_at", ">", filter.createdAfter);
  if (filter.receivedAfter !== undefined) query = query.where("received_at", ">=", filter.receivedAfter);
  if (filter.receivedBefore !== undefined) query = query.where("received_at", "<", filter.receivedBefore);
  if (filter.includeTest === false) query = query.where("test", "=", false);
  if (filter.includeDrafts === false) query = query.where("status", "!=", "draft");
  for (const term of filter.search ?? []) {
    query = query.where(withWordPrefixedBy(db, term));
  }
  if (filter.sku !== undefined) query = query.where("order_ref", "in", db.selectFrom("order_items").select("order_ref").where("sku", "=", filter.sku));
  if (filter.stock !== undefined) query = query.where("stock", "=", filter.stock);
  if (filter.queue !== undefined) query = inQueue(db, query, filter.queue);
  return query;
}

const baseOrders = (db: Db) => db.selectFrom("orders");
type OrdersQuery = ReturnType<typeof baseOrders>;

function inQueue(db: Db, query: OrdersQuery, q: QueueFilter): OrdersQuery {
  switch (q.queue) {
    case "late":
      return query.where("ship_by", "<", q.today).where("status", "not in", [...DONE_STATUSES]);
    case "backordered":
      // A literal predicate, so that the partial index orders_backordered (migration 0030) serves it on both engines.
      return query.where(sql<boolean>`stock = 'backordered'`).where("status", "not in", [...DONE_STATUSES]);
    case "ready_to_produce":
      return query
        .where("status", "=", "received")
        .where("stock", "!=", "backordered")
        .where("editable_until", "<=", q.nowIso)
        .where("order_ref", "not in", db.selectFrom("order_files").select("order_ref").where("status", "in", ["pending", "failed"]));
    case "forced_unready":
      return query.where("status", "=", "in_production").where("order_ref", "in", db.selectFrom("order_files").select("order_ref").where("status", "in", ["pending", "failed"]));
    case "files_stuck":
      return query.where("status", "in", [...OPEN_STATUSES]).where(
        "order_ref",
        "in",
        db
          .selectFrom("order_files")
          .select("order_ref")
          .where((eb) => eb.or([eb("status", "=", "failed"), eb.and([eb("status", "=", "pending"), eb("updated_at", "<", q.stuckBefore)])])),
      );
    case "shipment_exceptions":
      return query.where(
        "order_ref",
        "in",
        db
          .selectFrom("shipments as s")
          .select("s.order_ref")
          .where("s.status", "in", [...EXCEPTION_STATUSES])
          // Only the order's latest shipment counts: a reshipment sent after a lost parcel settles it.
          .where((eb) => eb.not(eb.exists(eb.selectFrom("shipments as later").select("later.shipment_ref").whereRef("later.order_ref", "=", "s.order_ref").whereRef("later.shipment_ref", ">", "s.shipment_ref")))),
      );
  }
}

export async function listOrders(db: Db, filter: OrderFilter): Promise<OrderRow[]> {
  let query = selectOrders(db, filter).select(ORDER_COLUMNS);
  if (filter.before !== undefined) query = query.where("order_ref", "<", filter.before);
  if (filter.byShipBy) {
    const after = filter.byShipBy.after;
    if (after) query = query.where((eb) => eb.or([eb("ship_by", ">", after[0]), eb.and([eb("ship_by", "=", after[0]), eb("order_ref", ">", after[1])])]));
    return (await query.orderBy("ship_by", "asc").orderBy("order_ref", "asc").limit(filter.limit).execute()).map(orderOf);
  }
  return (await query.orderBy("order_ref", "desc").limit(filter.limit).execute()).map(orderOf);
}

/** What a row of orders/export prints of an order (services/export-orders.ts): its columns and no others. */
const EXPORT_ORDER_COLUMNS = [
  "order_ref",
  "external_ref",
  "account_id",
  "store_id",
  "test",
  "status",
  "received_at",
  "ship_by",
  "shipping_method_code",
  "costs",
  "shipping_name",
  "shipping_phone",
  "shipping_address_1",
  "shipping_address_2",
  "shipping_city",
  "shipping_state",
  "shipping_zip",
  "shipping_country",
] as const satisfies readonly (keyof OrderRow)[];
export type ExportOrderRow = Pick<OrderRow, (typeof EXPORT_ORDER_COLUMNS)[number]>;

/**
 * A page of the export, newest first, before `before`: only the columns it prints, and only costs parsed. Whole
 * orders (every column, five JSON values parsed) made each page's garbage several times larger, and the service's
 * heap grew by tens of MB during a long export (docs/performance.md#export).
 */
export async function exportOrdersPage(db: Db, filter: OrderSelection, before: string | undefined, limit: number): Promise<ExportOrderRow[]> {
  let query = selectOrders(db, filter).select(EXPORT_ORDER_COLUMNS);
  if (before !== undefined) query = query.where("order_ref", "<", before);
  const rows = await query.orderBy("order_ref", "desc").limit(limit).execute();
  return rows.map((row) => ({ ...row, costs: costsOfColumn(row.costs) }));
}

/** What a row of the export prints of a line: its ref, SKU and quantities. */
export type ExportLineRow = Pick<OrderItemRow, "order_ref" | "item_ref" | "sku" | "quantity" | "cancelled_quantity" | "shipped_quantity">;

/** The lines of `orderRefs` as the export prints them, in each order's order (findItems' order, fewer columns). */
export async function exportLines(db: Db, orderRefs: readonly string[]): Promise<ExportLineRow[]> {
  if (orderRefs.length === 0) return [];
  return db
    .selectFrom("order_items")
    .select(["order_ref", "item_ref", "sku", "quantity", "cancelled_quantity", "shipped_quantity"])
    .where("order_ref", "in", [...orderRefs])
    .orderBy("order_ref")
    .orderBy("position")
    .execute();
}

/** How many orders the selection names, counted up to `cap` (then `cap`: the caller says "more than"). */
export async function countSelected(db: Db, filter: OrderSelection, cap?: number): Promise<number> {
  if (cap === undefined) return Number((await selectOrders(db, filter).select((eb) => eb.fn.countAll<number>().as("n")).executeTakeFirstOrThrow()).n);
  const capped = selectOrders(db, filter).select("order_ref").limit(cap);
  return Number((await db.selectFrom(capped.as("capped")).select((eb) => eb.fn.countAll<number>().as("n")).executeTakeFirstOrThrow()).n);
}

/**
 * The oldest received_at of the orders in each of `statuses` (absent: none in it). A query per status that walks
 * orders_status_received from its oldest end and stops at the first order the filter keeps: one GROUP BY with MIN
 * read every waiting order at 100,000 orders (docs/performance.md#finding-orders).
 */
export async function oldestReceived(db: Db, statuses: readonly OrderStatus[], filter: OrderSelection): Promise<Map<OrderStatus, string>> {
  const oldest = await Promise.all(
    statuses.map(async (status) => {
      const row = await selectOrders(db, { ...filter, status }).select("received_at").orderBy("received_at", "asc").limit(1).executeTakeFirst();
      return [status, row?.received_at] as const;
    }),
  );
  return new Map(oldest.filter((entry): entry is readonly [OrderStatus, string] => entry[1] !== undefined));
}

/** Orders due before `today` and not shipped or cancelled, of one account or all. */
export async function countLate(db: Db, accountId: string | undefined, includeTest: boolean, today: string): Promise<number> {
  let query = db
    .selectFrom("orders")
    .select((eb) => eb.fn.countAll<number>().as("n"))
    .where("ship_by", "<", today)
    .where("status", "not in", [...DONE_STATUSES]);
  if (accountId !== undefined) query = query.where("account_id", "=", accountId);
  if (!includeTest) query = query.where("test", "=", false);
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
    .select(["item_ref", "order_ref", "position", "sku", "kind", "product_id", "blank_sku", "quantity", "cancelled_quantity", "shipped_quantity", "stock_owner", "stock_sku", "allocated_quantity", "backordered_quantity"])
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
  await updateOrderRow(db, orderRef, changes);
  if (changes.shipping_name !== undefined || changes.shipping_city !== undefined || changes.shipping_zip !== undefined) await refreshOrderWords(db, orderRef);
}

async function updateOrderRow(db: Db, orderRef: string, changes: OrderChanges): Promise<void> {
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

/** Sets a line's stock columns: what a draft's confirm committed of it (services/confirm-draft.ts). */
export async function setLineStock(db: Db, itemRef: string, stock: Pick<OrderItemRow, "stock_owner" | "stock_sku" | "allocated_quantity" | "backordered_quantity">): Promise<void> {
  await db.updateTable("order_items").set(stock).where("item_ref", "=", itemRef).execute();
}
