// Use cases of stock (docs/operator-guide.md#stock): the operator's adjustments and the list of counted items.
import { ACCOUNT_ACTOR, type Actor } from "../domain/actors.js";
import { Failure, fieldError } from "../domain/errors.js";
import { movementActor, SHARED_OWNER, stockKeyOf, type StockKey } from "../domain/stock.js";
import { blankOf } from "./catalog.js";
import type { AdjustStockBody, CountStockBody, InventoryListBody, InventoryMovementsBody, InventoryUpdateBody, ListStockBody, ListStockData, StockItemView, StockMovementsBody, StockMovementsData } from "../schemas/stock.js";
import { findAccount } from "../store/accounts.js";
import { findBlanks, findProductsWithBlanks } from "../store/catalog.js";
import { transaction, type Db } from "../store/database.js";
import * as store from "../store/stock.js";
import { nowIso, type ServiceContext } from "./context.js";
import { decodeCursor, DEFAULT_LIMIT, page } from "./cursor.js";
import { afterStockChange, stockItemView } from "./stock-events.js";

/**
 * The counted item `sku` names: the account's product when `accountId` is given (another account's SKU is unknown),
 * else a POD blank. A SKU that exists but is not counted is refused with not_stocked.
 */
export async function countedItem(db: Db, sku: string, accountId: string | undefined): Promise<StockKey> {
  if (accountId !== undefined) {
    if (!(await findAccount(db, accountId))) throw Failure.of("account_not_found", `no account ${accountId}`, "account_id");
    const [found] = await findProductsWithBlanks(db, accountId, [sku]);
    if (!found) throw Failure.invalid([fieldError("sku", "unknown_sku", `the account has no product "${sku}"`)]);
    // The rule a create's lines follow (stockKeyOf): named by account, only the account's own goods are counted.
    const key = stockKeyOf(accountId, sku, blankOf(found.blank));
    if (key?.owner !== accountId) {
      const why = found.blank.type === "fulfillment" ? `its blank ${found.blank.sku} does not track stock` : `it is made on the POD blank ${found.blank.sku}, whose stock (if counted) is the blank's: adjust the blank without account_id`;
      throw Failure.invalid([fieldError("sku", "not_stocked", `"${sku}" is not counted: ${why}`)]);
    }
    return key;
  }
  const [blank] = await findBlanks(db, [sku]);
  if (!blank) throw Failure.invalid([fieldError("sku", "unknown_sku", `no catalog blank "${sku}" (an account's product needs account_id)`)]);
  // Named without an account, only a shared POD blank is counted (its owner is every account's).
  const key = blank.type === "pod" ? stockKeyOf(SHARED_OWNER, sku, blankOf(blank)) : null;
  if (key === null) {
    const why = blank.type === "pod" ? "the blank does not track stock (catalog/update track_stock)" : "a fulfillment blank is counted per account and product: give account_id and the product's SKU";
    throw Failure.invalid([fieldError("sku", "not_stocked", `"${sku}" is not counted: ${why}`)]);
  }
  return key;
}

/** Adds or takes off units on hand; arriving units go to waiting orders, oldest first, in the same transaction. */
export async function adjustStock(ctx: ServiceContext, body: AdjustStockBody, actor: Actor): Promise<StockItemView> {
  if (body.delta === 0) throw Failure.invalid([fieldError("delta", "out_of_range", "delta must add or take off at least one unit")]);
  return transaction(ctx.db, (trx) => adjustWithin({ ...ctx, db: trx }, body, actor));
}

/** An adjustment inside a transaction the caller holds (`ctx.db`): the demo's opening stock is made with its account. */
export async function adjustWithin(ctx: ServiceContext, body: AdjustStockBody, actor: Actor): Promise<StockItemView> {
  const key = await countedItem(ctx.db, body.sku, body.account_id);
  const at = nowIso(ctx);
  const changed = await store.changeOnHand(ctx.db, key, { delta: body.delta }, { reason: body.reason, actor: movementActor(actor), at, note: body.note ?? null });
  if (!changed) throw Failure.invalid([fieldError("delta", "stock_negative", `on hand would fall below 0: ${body.sku} has fewer than ${-body.delta} units`)]);
  await afterStockChange(ctx.db, changed, { actor, now: new Date(at) });
  return stockItemView({ ...changed.item, updated_at: at });
}

/**
 * A cycle count: on_hand becomes what was counted, the difference recorded as `cycle_count`. A count below what is
 * committed is allowed: the newest orders' units are taken back and wait again (docs/operator-guide.md#adjusting-stock).
 */
export async function countStock(ctx: ServiceContext, body: CountStockBody, actor: Actor): Promise<StockItemView> {
  return transaction(ctx.db, async (trx) => {
    const key = await countedItem(trx, body.sku, body.account_id);
    const at = nowIso(ctx);
    const changed = await store.changeOnHand(trx, key, { count: body.counted }, { reason: "cycle_count", actor: movementActor(actor), at, note: body.note ?? null });
    if (!changed) throw new Error("a count is never below 0");
    await afterStockChange(trx, changed, { actor, now: new Date(at) });
    return stockItemView({ ...changed.item, updated_at: at });
  });
}

/**
 * The item whose history `sku` names: a counted one, or one counted before its blank stopped tracking stock (its
 * ledger stays readable: docs/operator-guide.md#adjusting-stock). Anything else is refused as countedItem refuses it.
 */
async function itemWithHistory(db: Db, sku: string, accountId: string | undefined): Promise<StockKey> {
  try {
    return await countedItem(db, sku, accountId);
  } catch (error) {
    if (!(error instanceof Failure) || !error.errors.some((e) => e.code === "not_stocked")) throw error;
    const key = { owner: accountId ?? SHARED_OWNER, sku };
    if ((await store.findFigures(db, [key])).length === 0) throw error;
    return key;
  }
}

/** An item's ledger, oldest first or newest first: every change to its on_hand and committed (also after its counting stopped). */
export async function stockMovements(ctx: ServiceContext, body: StockMovementsBody): Promise<StockMovementsData> {
  const key = await itemWithHistory(ctx.db, body.sku, body.account_id);
  const limit = body.limit ?? DEFAULT_LIMIT;
  const newestFirst = body.sort === "newest";
  // Each order is its own listing: a cursor read in the other order would skip or repeat movements.
  const listing = newestFirst ? "stock-movements-newest" : "stock-movements";
  const after = decodeCursor(listing, body.cursor);
  const rows = await store.listMovements(ctx.db, key, after === undefined ? undefined : Number(after), limit + 1, newestFirst);
  const result = page(listing, rows, limit, (r) => String(r.seq));
  return {
    movements: result.rows.map((m) => ({
      movement_id: m.movement_id,
      at: m.at,
      sku: m.sku,
      account_id: m.owner === SHARED_OWNER ? null : m.owner,
      on_hand_delta: m.on_hand_delta,
      committed_delta: m.committed_delta,
      reason: m.reason,
      order_ref: m.order_ref,
      receiving_ref: m.receiving_ref,
      actor: m.actor,
      note: m.note,
    })),
    next_cursor: result.next_cursor,
  };
}

/** Counted items (every account's goods and the shared blanks, or one owner's), by owner and SKU. */
export async function listStock(ctx: ServiceContext, body: ListStockBody): Promise<ListStockData> {
  const limit = body.limit ?? DEFAULT_LIMIT;
  const after = decodeCursor("stock", body.cursor);
  const owner = body.account_id === undefined ? undefined : (body.account_id ?? SHARED_OWNER);
  const rows = await store.listItems(ctx.db, owner, after === undefined ? undefined : (JSON.parse(after) as [string, string]), limit + 1, { skuPrefix: body.sku, status: body.status });
  const result = page("stock", rows, limit, (r) => JSON.stringify([r.owner, r.sku]));
  return { items: result.rows.map(stockItemView), next_cursor: result.next_cursor };
}

/** The caller's counted goods (docs/caller-guide.md#your-stock): every product of a counted fulfillment blank, by SKU. */
export async function inventoryList(ctx: ServiceContext, accountId: string, body: InventoryListBody): Promise<ListStockData> {
  const limit = body.limit ?? DEFAULT_LIMIT;
  const after = decodeCursor("inventory", body.cursor);
  const rows = await store.listAccountItems(ctx.db, accountId, { skus: body.skus, status: body.status, after }, limit + 1);
  const result = page("inventory", rows, limit, (r) => r.sku);
  return { items: result.rows.map((row) => stockItemView({ ...row, owner: accountId })), next_cursor: result.next_cursor };
}

/** One of the caller's counted goods' ledger (another account's SKU is as unknown). */
export function inventoryMovements(ctx: ServiceContext, accountId: string, body: InventoryMovementsBody): Promise<StockMovementsData> {
  return stockMovements(ctx, { ...body, account_id: accountId });
}

/** Sets the level at which one of the caller's counted goods is low. */
export async function inventoryUpdate(ctx: ServiceContext, accountId: string, body: InventoryUpdateBody): Promise<StockItemView> {
  return transaction(ctx.db, async (trx) => {
    const key = await countedItem(trx, body.sku, accountId);
    const at = nowIso(ctx);
    const changed = await store.setReorderPoint(trx, key, body.reorder_point, at);
    await afterStockChange(trx, changed, { actor: ACCOUNT_ACTOR, now: new Date(at) });
    return stockItemView({ ...changed.item, updated_at: at });
  });
}
