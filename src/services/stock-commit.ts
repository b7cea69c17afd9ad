// Order lines and stock (docs/operator-guide.md#orders-commit-stock): a new order's counted lines committed inside its create
// (each allocated up to what is available, the rest backordered, decided by one statement per line), released when
// cancelled, taken off the shelves when shipped; always inside the change's own transaction.
import { ACCOUNT_ACTOR, type Actor } from "../domain/actors.js";
import type { Blank, Product } from "../domain/catalog.js";
import type { NormalizedOrder } from "../domain/order-rules.js";
import { Failure, fieldError, type FieldError } from "../domain/errors.js";
import { availableOf, movementActor, stockIdOf, stockKeyOf, stockStatusOf, type OrderStock, type StockKey } from "../domain/stock.js";
import type { OrderWarning } from "../domain/warnings.js";
import { transaction, type Db } from "../store/database.js";
import type { CreateOrderBody } from "../schemas/orders.js";
import {
  addCommitMovement,
  commitUnits,
  commitWhole,
  figuresOfRow,
  findFigures,
  noteLevelAfter,
  refreshOrderStock,
  releaseUnits,
  shipUnits,
  type DecidedCommit,
  type StockFigures,
} from "../store/stock.js";
import type { AccountRow, NewOrderItem, OrderLineRow } from "../store/tables.js";
import type { Writer } from "../store/writer.js";
import { afterStockChange } from "./stock-events.js";

/** Each line's stock item (null: not counted), by position: of a new order's lines, or of a draft's at its confirm. */
export function stockKeysOf(
  accountId: string,
  order: { items: readonly Pick<NormalizedOrder["items"][number], "sku" | "product_id" | "blank_sku">[] },
  products: Map<string, Product>,
  blanks: Map<string, Blank>,
): (StockKey | null)[] {
  return order.items.map((line) => stockKeyOf(accountId, line.sku, line.product_id !== null ? products.get(line.sku)?.blank : blanks.get(line.blank_sku)));
}

function waitingWarning(i: number, backordered: number, quantity: number): OrderWarning {
  return { path: `items[${i}]`, code: "backordered", message: `${backordered} of ${quantity} units are not in stock: the line waits for them (production starts when they arrive)` };
}

function outOfStock(i: number, available: number, quantity: number): FieldError {
  return { ...fieldError(`items[${i}].quantity`, "out_of_stock", `only ${available} of ${quantity} units are available, and the account refuses backorders`), available };
}

/** Sets line `i`'s stock columns for `allocated` of its units; answers its `backordered` warning when the rest waits. */
function countLine(item: NewOrderItem, i: number, key: StockKey, allocated: number): OrderWarning | undefined {
  const backordered = item.quantity - allocated;
  Object.assign(item, { stock_owner: key.owner, stock_sku: key.sku, allocated_quantity: allocated, backordered_quantity: backordered });
  return backordered > 0 ? waitingWarning(i, backordered, item.quantity) : undefined;
}

/** What the stock outlook of a body is read for: an account's policy, and whether the caller wants warnings (quote). */
export interface OutlookFor {
  account: Pick<AccountRow, "id" | "mode" | "backorders">;
  warnings: boolean;
}

/**
 * What the body's counted lines would get now (docs/caller-guide.md#your-stock), from one read of their items:
 * `out_of_stock` errors for an account that refuses backorders, `backordered` warnings when asked (quote). No read
 * when neither is wanted, nor for a sandbox account (never counted). Lines of one item share what is available, in
 * the body's order, as the commit shares it.
 */
export async function stockOutlook(db: Db, body: CreateOrderBody, products: Map<string, Product>, blanks: Map<string, Blank>, by: OutlookFor): Promise<{ errors: FieldError[]; warnings: OrderWarning[] }> {
  const outlook = { errors: [] as FieldError[], warnings: [] as OrderWarning[] };
  const refuse = by.account.backorders === "refuse";
  if (by.account.mode === "test" || (!refuse && !by.warnings)) return outlook;
  const keys = body.items.map((item) => {
    const namesBlank = Object.values(item.print_areas ?? {}).some((area) => area.print_file !== undefined);
    return stockKeyOf(by.account.id, item.sku, namesBlank ? blanks.get(item.sku) : products.get(item.sku)?.blank);
  });
  const counted = keys.filter((key): key is StockKey => key !== null);
  if (counted.length === 0) return outlook;
  const left = new Map((await findFigures(db, counted)).map((item) => [stockIdOf(item), availableOf(item)]));
  for (const [i, key] of keys.entries()) {
    const quantity = body.items[i]!.quantity;
    if (key === null || !Number.isInteger(quantity) || quantity < 1) continue;
    const id = stockIdOf(key);
    const available = left.get(id) ?? 0;
    left.set(id, Math.max(available - quantity, 0));
    if (quantity <= available) continue;
    if (refuse) outlook.errors.push(outOfStock(i, available, quantity));
    else outlook.warnings.push(waitingWarning(i, quantity - available, quantity));
  }
  return outlook;
}

/**
 * Commits the counted lines of a new order in its create's transaction (their movements go to `writer`, the batch
 * the order is written with: on PostgreSQL the same statement): sets each line's stock columns, and answers
 * the order's `stock` and a `backordered` warning at each line that waits for units. `refuse` (the account refuses
 * backorders): a line is committed whole or not at all, and a line short of units refuses the create with
 * `out_of_stock` (the transaction then writes nothing); `warnings` are the ones that refusal carries.
 */
export async function commitOrderStock(
  trx: Db,
  writer: Writer,
  orderRef: string,
  items: NewOrderItem[],
  keys: readonly (StockKey | null)[],
  at: string,
  refusal: { refuse: boolean; warnings: OrderWarning[] },
): Promise<{ stock: OrderStock; warnings: OrderWarning[] }> {
  const warnings: OrderWarning[] = [];
  const short: FieldError[] = [];
  let waiting = false;
  for (const [i, key] of keys.entries()) {
    if (key === null) continue;
    const item = items[i]!;
    const cause = { reason: "order" as const, actor: "account", at, order_ref: orderRef };
    if (refusal.refuse) {
      const whole = await commitWhole(trx, key, item.quantity, cause, writer);
      if (!whole) {
        const [now] = await findFigures(trx, [key]);
        short.push(outOfStock(i, now ? availableOf(now) : 0, item.quantity));
        continue;
      }
      if (whole.crossed) await afterStockChange(trx, whole, { actor: ACCOUNT_ACTOR, now: new Date(at) });
      countLine(item, i, key, item.quantity);
      continue;
    }
    const committed = await commitUnits(trx, key, item.quantity, cause, writer);
    // What it can tell is a fall to low or out (stock.low, stock.out): it moves no other order's lines.
    if (committed.crossed) await afterStockChange(trx, committed, { actor: ACCOUNT_ACTOR, now: new Date(at) });
    const waits = countLine(item, i, key, committed.allocated);
    if (waits) {
      waiting = true;
      warnings.push(waits);
    }
  }
  // Units taken by another create since the check read them: refused as the check would have.
  if (short.length > 0) throw new Failure(400, "The request is not valid.", short, { warnings: refusal.warnings });
  return { stock: waiting ? "backordered" : "allocated", warnings };
}

/**
 * The figures of a create's counted items (`keys`, one per line of `order`): those its first read found through the
 * lines' products (findCreateReads), and those of lines naming a blank directly, read now (none for most orders).
 */
export async function figuresOfCreate(db: Db, order: NormalizedOrder, keys: readonly (StockKey | null)[], read: readonly StockFigures[]): Promise<StockFigures[]> {
  const found = new Set(read.map(stockIdOf));
  const unread = keys.filter((key, i): key is StockKey => key !== null && order.items[i]!.product_id === null && !found.has(stockIdOf(key)));
  return unread.length === 0 ? [...read] : [...read, ...(await findFigures(db, unread))];
}

/** What a create decided of its counted lines from the figures its read found (decideOrderStock). */
export interface DecidedStock {
  stock: OrderStock;
  warnings: OrderWarning[];
  commits: DecidedCommit[];
}

/**
 * Decides a new order's counted lines from `figures`, its read of their items (an item not among them was never
 * counted: nothing available), as commitUnits would decide them now: each allocated up to what is available, the
 * rest backordered, lines of one item sharing it in the body's order. Sets each line's stock columns; answers the
 * order's `stock`, the `backordered` warnings and the commits, which commitLead writes with the order only if the
 * items still give the same (an account that refuses backorders keeps commitOrderStock).
 */
export function decideOrderStock(items: NewOrderItem[], keys: readonly (StockKey | null)[], figures: readonly StockFigures[]): DecidedStock {
  const left = new Map(figures.map((item) => [stockIdOf(item), availableOf(item)]));
  const warnings: OrderWarning[] = [];
  const commits: DecidedCommit[] = [];
  let waiting = false;
  for (const [i, key] of keys.entries()) {
    if (key === null) continue;
    const item = items[i]!;
    const id = stockIdOf(key);
    const available = left.get(id) ?? 0;
    const allocated = Math.min(item.quantity, available);
    left.set(id, available - allocated);
    commits.push({ key, allocated, backordered: item.quantity - allocated });
    const waits = countLine(item, i, key, allocated);
    if (waits) {
      waiting = true;
      warnings.push(waits);
    }
  }
  return { stock: waiting ? "backordered" : "allocated", warnings, commits };
}

/** Each commit's movement (its allocated units) into the create's batch, with the order. */
export async function addCommitMovements(writer: Writer, orderRef: string, commits: readonly DecidedCommit[], at: string): Promise<void> {
  for (const { key, allocated } of commits) await addCommitMovement(writer, key, allocated, { reason: "order", actor: "account", at, order_ref: orderRef });
}

/**
 * After a create whose commit went with its order (commitLead): an item its commit took to low or out is recorded
 * and its owner told (stock.low, stock.out), in a transaction of its own; nothing when no item changed level.
 */
export async function afterDecidedCommit(db: Db, returned: readonly Record<string, unknown>[], now: Date): Promise<void> {
  for (const row of returned) {
    const item = figuresOfRow(row);
    if (stockStatusOf(item) === item.alerted) continue;
    await transaction(db, async (trx) => {
      const crossed = await noteLevelAfter(trx, item);
      if (crossed) await afterStockChange(trx, { item, lines: [], orders: [], crossed }, { actor: ACCOUNT_ACTOR, now });
    });
  }
}

/** The stock item of a line counted at create, or null. */
export function keyOfLine(line: Pick<OrderLineRow, "stock_owner" | "stock_sku">): StockKey | null {
  return line.stock_owner === null || line.stock_sku === null ? null : { owner: line.stock_owner, sku: line.stock_sku };
}

/** Who changed the lines, when, and of which order: what each movement and event records. */
export interface LineChange {
  orderRef: string;
  actor: Actor;
  at: string;
}

/** Cancelled units of counted lines leave stock: what waited stops waiting, allocated units go back to available (and on to waiting orders). */
export async function releaseCancelled(trx: Db, lines: readonly OrderLineRow[], take: ReadonlyMap<string, number>, by: LineChange): Promise<void> {
  let counted = false;
  const after = { actor: by.actor, now: new Date(by.at) };
  for (const line of lines) {
    const key = keyOfLine(line);
    const quantity = take.get(line.item_ref) ?? 0;
    if (key === null || quantity === 0) continue;
    counted = true;
    const released = await releaseUnits(trx, key, line.item_ref, quantity, { reason: "cancel", actor: movementActor(by.actor), at: by.at, order_ref: by.orderRef });
    await afterStockChange(trx, released, after);
  }
  // The order itself stops waiting when what it waited for is cancelled.
  if (counted) await afterStockChange(trx, { lines: [], orders: await refreshOrderStock(trx, [by.orderRef]) }, after);
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
    const shipped = await shipUnits(trx, key, line.item_ref, quantity, { reason: "shipment", actor: movementActor(by.actor), at: by.at, order_ref: by.orderRef });
    if (!shipped) short.push(line);
  }
  return short;
}
