// Reading orders: one by order_ref or external_ref, or a page of them, always scoped to one account.
import type { ListOrdersBody, OrderView } from "../schemas/orders.js";
import { Failure } from "../domain/errors.js";
import type { MethodSnapshot } from "../domain/shipping.js";
import { lineStatus } from "../domain/line-status.js";
import { modeOfOrder } from "../domain/sandbox.js";
import { reachesOrder, type OrderOwner } from "../domain/stores.js";
import { allowedActions, callerActions } from "../domain/production.js";
import { TOTAL_COUNT_CAP, type AdminListOrdersBody, type AdminOrderDetail, type AdminOrderView } from "../schemas/lifecycle.js";
import * as accounts from "../store/accounts.js";
import * as catalog from "../store/catalog.js";
import type { ReturnView } from "../schemas/returns.js";
import type { ShipmentView } from "../schemas/shipments.js";
import * as events from "../store/events.js";
import * as orderFiles from "../store/files.js";
import * as orders from "../store/orders.js";
import * as returns from "../store/returns.js";
import * as shipments from "../store/shipments.js";
import type { OrderFileRow, OrderItemRow, OrderRow } from "../store/tables.js";
import type { ServiceContext } from "./context.js";
import { decodeCursor, DEFAULT_LIMIT, page } from "./cursor.js";
import { orderSelection, type FindingFilters } from "./find-orders.js";
import { orderNotes } from "./order-notes.js";
import type { OrderSelection } from "../store/orders.js";
import { orderState } from "./order-state.js";
import { printFilesView } from "./print-files.js";
import { shipmentViews } from "./shipment-views.js";

/** The method as the order shows it: without the zone prices kept for re-pricing. */
function methodView(snapshot: MethodSnapshot | null): OrderView["shipping_method"] {
  if (snapshot === null) return null;
  const { price: _price, ...shown } = snapshot;
  return shown;
}

/**
 * The order's method, costs and dates as orders/get shows them; create and update-shipping answer the same from the
 * columns they write (docs/caller-guide.md).
 */
export function moneyView(row: Pick<OrderRow, "shipping_method" | "costs" | "ship_by" | "deliver_from" | "deliver_to">): Pick<OrderView, "shipping_method" | "costs" | "ship_by" | "deliver_from" | "deliver_to"> {
  return { shipping_method: methodView(row.shipping_method), costs: row.costs, ship_by: row.ship_by, deliver_from: row.deliver_from, deliver_to: row.deliver_to };
}

/** A line's customs data as the order shows it, its value as Money. */
function lineCustomsView(item: OrderItemRow) {
  const { hs_code, origin_country, customs_description, customs_value_amount: amount, customs_value_currency: currency } = item;
  return { hs_code, origin_country, customs_description, customs_value: amount !== null && currency !== null ? { amount, currency } : null };
}

/** The operator's view of an order before its names (account, products) are looked up; callers get it through withoutAccount. */
type UnnamedView = Omit<AdminOrderView, "account_name" | "items" | "shipments"> & Pick<OrderView, "items" | "shipments">;

export function orderView(row: OrderRow, items: OrderItemRow[], files: OrderFileRow[] = [], shipped: ShipmentView[] = [], sequence = 0, returned: ReturnView[] = []): UnnamedView {
  const returnAddress = row.return_address;
  return {
    order_ref: row.order_ref,
    external_ref: row.external_ref,
    status: row.status,
    status_reason: row.status_reason,
    mode: modeOfOrder(row),
    allowed_actions: allowedActions(orderState(row.status, items, files, row.test)),
    item_kind: row.item_kind,
    stock: row.stock,
    created_at: row.created_at,
    received_at: row.received_at,
    editable_until: row.editable_until,
    updated_at: row.updated_at,
    order_note: row.order_note,
    shipping_name: row.shipping_name,
    shipping_phone: row.shipping_phone,
    shipping_address_1: row.shipping_address_1,
    shipping_address_2: row.shipping_address_2,
    shipping_city: row.shipping_city,
    shipping_zip: row.shipping_zip,
    shipping_state: row.shipping_state,
    shipping_country: row.shipping_country,
    return_address: returnAddress && { ...returnAddress, phone: returnAddress.phone ?? null, address_2: returnAddress.address_2 ?? null },
    return_address_source: row.return_address_source,
    packing_slip: row.packing_slip,
    insert_id: row.insert_id,
    store_id: row.store_id,
    ...moneyView(row),
    incoterm: row.incoterm,
    ioss_number: row.ioss_number,
    recipient_tax_id: row.recipient_tax_id,
    warnings: row.warnings,
    items: items.map((item) => ({
      item_ref: item.item_ref,
      sku: item.sku,
      kind: item.kind,
      quantity: item.quantity,
      cancelled_quantity: item.cancelled_quantity,
      shipped_quantity: item.shipped_quantity,
      allocated_quantity: item.allocated_quantity,
      backordered_quantity: item.backordered_quantity,
      status: lineStatus(item),
      print_areas: item.print_areas,
      print_files: printFilesView(files.filter((f) => f.item_ref === item.item_ref)),
      ...lineCustomsView(item),
    })),
    shipments: shipped,
    returns: returned,
    sequence,
    account_id: row.account_id,
    test: row.test,
  };
}

/** Callers see their own orders without the operator's account_id and operator actions. */
function withoutAccount(view: UnnamedView): OrderView {
  const { account_id: _account, test: _test, allowed_actions, ...rest } = view;
  return { ...rest, allowed_actions: callerActions(allowed_actions) };
}

/** Each order's returns, oldest first, from their lines as one read of a page answers them (in return and line order). */
function returnViews(lines: readonly returns.ReturnLineRead[]): Map<string, ReturnView[]> {
  const byOrder = new Map<string, ReturnView[]>();
  for (const line of lines) {
    const list = byOrder.get(line.order_ref) ?? [];
    let last = list[list.length - 1];
    if (last?.return_ref !== line.return_ref) {
      last = { return_ref: line.return_ref, received_at: line.received_at, note: line.note, lines: [] };
      list.push(last);
      byOrder.set(line.order_ref, list);
    }
    last.lines.push({ item_ref: line.item_ref, quantity: line.quantity, disposition: line.disposition });
  }
  return byOrder;
}

/** The views of a page of orders with their lines, files, shipments and sequences, in a fixed number of queries. */
async function withItems(ctx: ServiceContext, rows: OrderRow[]): Promise<{ views: UnnamedView[]; items: OrderItemRow[] }> {
  const refs = rows.map((r) => r.order_ref);
  const [items, files, shipmentRows, sequences, returnLines] = await Promise.all([
    orders.findItems(ctx.db, refs),
    orderFiles.orderFilesOfOrders(ctx.db, refs),
    shipments.shipmentsOfOrders(ctx.db, refs),
    events.latestSequences(ctx.db, refs),
    returns.returnsOfOrders(ctx.db, refs),
  ]);
  const returned = returnViews(returnLines);
  const shipped = await shipmentViews(ctx.db, shipmentRows);
  const byOrder = new Map<string, OrderItemRow[]>();
  for (const item of items) {
    const list = byOrder.get(item.order_ref) ?? [];
    list.push(item);
    byOrder.set(item.order_ref, list);
  }
  const views = rows.map((row) =>
    orderView(
      row,
      byOrder.get(row.order_ref) ?? [],
      files.filter((f) => f.order_ref === row.order_ref),
      shipped.filter((_, i) => shipmentRows[i]!.order_ref === row.order_ref),
      sequences.get(row.order_ref) ?? 0,
      returned.get(row.order_ref) ?? [],
    ),
  );
  return { views, items };
}

/**
 * The operator's views: each order's account name, and each line's (and shipped line's) SKU and product name, as the
 * packing slip names it. Two look-ups for the whole page (accounts; products and blanks), never one per order.
 */
async function withNames(ctx: ServiceContext, listed: { views: UnnamedView[]; items: OrderItemRow[] }): Promise<AdminOrderView[]> {
  const { views, items } = listed;
  const [accountNames, names] = await Promise.all([
    accounts.accountNames(ctx.db, views.map((v) => v.account_id)),
    catalog.lineNames(ctx.db, [...new Set(items.flatMap((i) => (i.product_id ? [i.product_id] : [])))], [...new Set(items.map((i) => i.blank_sku))]),
  ]);
  const lineByRef = new Map(items.map((i) => [i.item_ref, i]));
  const nameOf = (itemRef: string) => {
    const item = lineByRef.get(itemRef);
    if (!item) return { sku: "", product_name: "" };
    return { sku: item.sku, product_name: (item.product_id ? names.products.get(item.product_id) : undefined) ?? names.blanks.get(item.blank_sku) ?? item.sku };
  };
  return views.map((view) => ({
    ...view,
    account_name: accountNames.get(view.account_id) ?? view.account_id,
    items: view.items.map((line) => ({ ...line, product_name: nameOf(line.item_ref).product_name })),
    shipments: view.shipments.map((shipment) => ({ ...shipment, items: shipment.items.map((line) => ({ ...line, ...nameOf(line.item_ref) })) })),
  }));
}

type OrderRefs = { order_ref?: string | undefined; external_ref?: string | undefined };

/** Which column names the order: exactly one of order_ref and external_ref must be sent. */
export function orderKey(ref: OrderRefs): { column: "order_ref" | "external_ref"; value: string } {
  if (ref.order_ref === undefined && ref.external_ref === undefined) {
    throw Failure.of("required", "send order_ref or external_ref", "order_ref");
  }
  if (ref.order_ref !== undefined && ref.external_ref !== undefined) {
    throw Failure.of("invalid", "send only one of order_ref and external_ref", "external_ref");
  }
  return ref.order_ref !== undefined ? { column: "order_ref", value: ref.order_ref } : { column: "external_ref", value: ref.external_ref! };
}

/**
 * The failure for an order that is not there (or is another account's): the same either way. The operator, who
 * sees every account (`accountId` undefined), is not told about "your account".
 */
export function orderNotFound(key: { column: "order_ref" | "external_ref" }, accountId: string | undefined): Failure {
  return Failure.of("order_not_found", accountId === undefined ? "no order with that reference" : "no order with that reference in your account", key.column);
}

/**
 * The order row named by exactly one of order_ref and external_ref, as `owner` reaches it (undefined: the operator,
 * any account): another account's order, or another store's for a store token, answers exactly like an unknown one.
 */
export async function findOrderRow(ctx: ServiceContext, owner: OrderOwner | undefined, ref: OrderRefs): Promise<OrderRow> {
  const key = orderKey(ref);
  const accountId = owner?.accountId;
  const row =
    key.column === "order_ref" ? await orders.findOrder(ctx.db, accountId, key.value) : await orders.findOrderByExternalRef(ctx.db, accountId, key.value);
  if (!row || !reachesOrder(owner, row)) throw orderNotFound(key, accountId);
  return row;
}

/** One of the caller's own orders; another account's (or store's, for a store token) answers exactly like an unknown one. */
export async function getOrder(ctx: ServiceContext, owner: OrderOwner, ref: OrderRefs): Promise<OrderView> {
  return withoutAccount((await withItems(ctx, [await findOrderRow(ctx, owner, ref)])).views[0]!);
}

/** Any order, for the operator, with its names and its internal notes (oldest first). */
export async function getAnyOrder(ctx: ServiceContext, orderRef: string): Promise<AdminOrderDetail> {
  const row = await findOrderRow(ctx, undefined, { order_ref: orderRef });
  const [[view], notes] = await Promise.all([withItems(ctx, [row]).then((listed) => withNames(ctx, listed)), orderNotes(ctx, row.order_ref)]);
  return { ...view!, notes };
}

/** The operator's order of a list (docs/operator-guide.md#late-orders): newest first, or soonest ship_by first. */
type ListOrder = { sort?: "newest" | "ship_by" | undefined };

async function listViews(
  ctx: ServiceContext,
  selection: OrderSelection,
  body: { cursor?: string | undefined; limit?: number | undefined } & ListOrder,
): Promise<{ orders: { views: UnnamedView[]; items: OrderItemRow[] }; next_cursor: string | null }> {
  const limit = body.limit ?? DEFAULT_LIMIT;
  const byShipBy = body.sort === "ship_by";
  const listing = byShipBy ? "orders-ship-by" : "orders";
  const cursor = decodeCursor(listing, body.cursor);
  const rows = await orders.listOrders(ctx.db, {
    ...selection,
    before: byShipBy ? undefined : cursor,
    byShipBy: byShipBy ? { after: cursor === undefined ? undefined : shipByKey(cursor) } : undefined,
    limit: limit + 1,
  });
  const result = page(listing, rows, limit, (r) => (byShipBy ? JSON.stringify([r.ship_by, r.order_ref]) : r.order_ref));
  return { orders: await withItems(ctx, result.rows), next_cursor: result.next_cursor };
}

function shipByKey(cursor: string): [string, string] {
  try {
    const key: unknown = JSON.parse(cursor);
    if (Array.isArray(key) && key.length === 2 && key.every((k) => typeof k === "string")) return key as [string, string];
  } catch {
    // fall through
  }
  throw Failure.of("invalid_cursor", "cursor is not a cursor of this listing", "cursor");
}

/** The caller's orders, newest first; a store token's (`caller.storeId`) only its store's: another store's filter lists none. */
export async function listOrders(ctx: ServiceContext, caller: OrderOwner, body: ListOrdersBody): Promise<{ orders: OrderView[]; next_cursor: string | null }> {
  if (caller.storeId !== null && body.store_id !== undefined && body.store_id !== caller.storeId) return { orders: [], next_cursor: null };
  const listed = await listViews(ctx, orderSelection(ctx, { ...body, account_id: caller.accountId, store_id: caller.storeId ?? body.store_id, include_drafts: true }, true), body);
  return { orders: listed.orders.views.map(withoutAccount), next_cursor: listed.next_cursor };
}

/** The fields of the operator's orders/list that choose orders (all but its page and sort), as bulk work takes them too. */
export type AnyOrdersFilter = FindingFilters;

/** Orders of every account, or of `account_id`, for the operator; test accounts' orders only with include_test. */
export async function listAnyOrders(ctx: ServiceContext, body: AdminListOrdersBody) {
  const selection = orderSelection(ctx, body, body.include_test === true);
  const [listed, total] = await Promise.all([listViews(ctx, selection, body), orders.countSelected(ctx.db, selection, TOTAL_COUNT_CAP + 1)]);
  return { orders: await withNames(ctx, listed.orders), next_cursor: listed.next_cursor, total_count: total > TOTAL_COUNT_CAP ? (`${TOTAL_COUNT_CAP}+` as const) : total };
}

/**
 * The orders the operator's list filter selects over every page, newest first, as rows: at most `max`, or
 * undefined when it selects more (the caller asks for a narrower filter).
 */
export async function selectAnyOrders(ctx: ServiceContext, filter: AnyOrdersFilter, max: number): Promise<OrderRow[] | undefined> {
  const rows = await orders.listOrders(ctx.db, { ...orderSelection(ctx, filter, filter.include_test === true), limit: max + 1 });
  return rows.length > max ? undefined : rows;
}

/** A page of at most `limit` orders the filter selects, newest first, older than the order_ref `before` (when given). */
export async function selectAnyOrdersPage(ctx: ServiceContext, filter: AnyOrdersFilter, limit: number, before: string | undefined): Promise<OrderRow[]> {
  return orders.listOrders(ctx.db, { ...orderSelection(ctx, filter, filter.include_test === true), before, limit });
}
