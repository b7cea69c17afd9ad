// Confirm a draft (docs/caller-guide.md#drafts): re-priced by today's prices, then received as a create receives an
// order: its counted lines committed, its release and sandbox steps scheduled from now, its charge written.
import { ACCOUNT_ACTOR } from "../domain/actors.js";
import { Failure, fieldError, type FieldError } from "../domain/errors.js";
import { priceOrder, type OrderPricing } from "../domain/order-pricing.js";
import type { Costs } from "../domain/pricing.js";
import { remaining } from "../domain/quantities.js";
import type { StockKey } from "../domain/stock.js";
import type { OrderOwner } from "../domain/stores.js";
import type { Money } from "../domain/money.js";
import type { ConfirmOrderBody, ConfirmOrderData } from "../schemas/lifecycle.js";
import * as accounts from "../store/accounts.js";
import * as orders from "../store/orders.js";
import type { AccountRow, NewOrderItem, OrderItemRow } from "../store/tables.js";
import { accountView } from "./accounts.js";
import { loadOrderCatalog, type OrderCatalog } from "./catalog.js";
import { chargeOrder } from "./billing.js";
import type { ServiceContext } from "./context.js";
import { accountTaxRate } from "./tax-rates.js";
import { changeOrder, reason, setStatus, type Change } from "./order-change.js";
import { pricedColumns, writeCosts } from "./order-costs.js";
import { moneyView } from "./read-orders.js";
import { editableUntilOf, scheduleRelease } from "./release.js";
import { scheduleSandboxStep } from "./sandbox.js";
import { loadMethods } from "./shipping-methods.js";
import { commitOrderStock, stockKeysOf } from "./stock-commit.js";

/** The envelope message of every refusal of a confirm. */
const NOT_CONFIRMED = "The draft was not confirmed";

/** The status_reason and event reason of a draft made received. */
export const CONFIRMED_REASON = "confirmed";

/**
 * The draft's lines priced by today's blank prices and its method's price today, in the order's own currency (an
 * account's later change of currency leaves existing orders alone); `errors` gets price_unavailable and
 * shipping_method_unavailable as create reports them.
 */
async function priceToday(ctx: ServiceContext, change: Change, account: AccountRow, lines: readonly OrderItemRow[], errors: FieldError[]): Promise<OrderPricing & { catalog: OrderCatalog }> {
  const { order, trx } = change;
  const body = {
    shipping_country: order.shipping_country,
    shipping_method: order.shipping_method_code ?? undefined,
    items: lines.map((line) => ({ sku: line.sku, quantity: remaining(line), print_areas: line.print_areas ?? undefined })),
  };
  const printFileSkus = new Set(lines.filter((line) => line.product_id === null).map((line) => line.sku));
  const needsMethods = order.costs !== null || order.shipping_method_code !== null;
  const [catalog, methods] = await Promise.all([
    loadOrderCatalog({ ...ctx, db: trx }, order.account_id, lines.map((line) => line.sku), printFileSkus),
    needsMethods ? loadMethods(trx) : Promise.resolve([]),
  ]);
  const rules = { ...accountView(account), currency: order.costs?.currency ?? null };
  const pricing = priceOrder(body, { account: rules, products: catalog.products, blanks: catalog.blanks, methods }, errors);
  // A line whose product no longer has a blank to price it by: refused as create refuses a line it cannot price.
  if (pricing.currency !== null) {
    for (const [i, line] of lines.entries()) {
      if (!pricing.lines[i] && !errors.some((e) => e.path === `items[${i}].sku`)) errors.push(fieldError(`items[${i}].sku`, "price_unavailable", `"${line.sku}" has no price in ${pricing.currency}`));
    }
  }
  return Object.assign(pricing, { catalog });
}

function sameTotal(expected: Money, costs: Costs | null): boolean {
  return costs !== null && costs.total.amount === expected.amount && costs.total.currency === expected.currency;
}

/**
 * Commits the confirmed order's counted lines as a create commits them (each allocated up to what is available, the
 * rest backordered; out_of_stock for an account that refuses backorders), writing each line's stock columns.
 */
async function commitStock(change: Change, account: AccountRow, lines: readonly OrderItemRow[], keys: readonly (StockKey | null)[]) {
  const items: NewOrderItem[] = lines.map((line) => ({ ...line, quantity: remaining(line) }));
  let committed;
  try {
    committed = await commitOrderStock(change.trx, change.writer, change.order.order_ref, items, keys, change.nowIso, { refuse: account.backorders === "refuse", warnings: [] });
  } catch (error) {
    // Units short for an account that refuses backorders: a refusal of this draft, not of the request.
    if (error instanceof Failure && error.status === 400) change.refuse(error.errors);
    throw error;
  }
  for (const [i, key] of keys.entries()) {
    if (key === null) continue;
    const { stock_owner = null, stock_sku = null, allocated_quantity = null, backordered_quantity = null } = items[i]!;
    await orders.setLineStock(change.trx, items[i]!.item_ref, { stock_owner, stock_sku, allocated_quantity, backordered_quantity });
  }
  return committed;
}

/**
 * Makes the caller's draft received. A store token reaches only its store's drafts (another's answers as unknown).
 * Under the order's lock: of two confirms at once, the second finds the order received and is refused not_a_draft.
 */
export async function confirmDraft(ctx: ServiceContext, owner: OrderOwner, body: ConfirmOrderBody): Promise<ConfirmOrderData> {
  return changeOrder(ctx, body.order_ref, { actor: ACCOUNT_ACTOR, owner }, NOT_CONFIRMED, async (change) => {
    const { order } = change;
    if (order.status !== "draft") change.refuse(reason("order_ref", "not_a_draft", `the order is ${order.status}, not a draft: only a draft is confirmed`));
    const account = await accounts.findAccount(change.trx, order.account_id);
    if (!account) throw new Error(`order ${order.order_ref} refers to a missing account ${order.account_id}`);
    const lines = await orders.findItems(change.trx, [order.order_ref]);
    const errors: FieldError[] = [];
    const pricing = await priceToday(ctx, change, account, lines, errors);
    if (errors.length > 0) change.refuse(errors);
    const now = ctx.now();
    // Taxed as priced: at today's rate of the account's billing country (docs/caller-guide.md#tax).
    const taxRate = await accountTaxRate(change.trx, account, ctx.company.country);
    const money = pricedColumns(pricing, lines.map((line) => ({ item_ref: line.item_ref, quantity: remaining(line) })), now, taxRate);
    if (body.expected_total !== undefined && !sameTotal(body.expected_total, money.costs)) {
      const message = `today's prices give ${money.costs === null ? "no total (the order is not priced)" : `a total of ${money.costs.total.amount} ${money.costs.total.currency}`}, not the expected ${body.expected_total.amount} ${body.expected_total.currency}`;
      throw new Failure(200, NOT_CONFIRMED, reason("expected_total", "price_changed", message), { order_ref: order.order_ref, costs: money.costs });
    }
    await setStatus(change, "received", CONFIRMED_REASON);
    // Received now: the edit window, the ship-by date and (auto-release, the sandbox) what follows run from the confirm.
    const editableUntil = editableUntilOf(now, account.edit_window_minutes);
    const { costs, ...method } = money;
    await orders.updateOrder(change.trx, order.order_ref, { ...method, received_at: change.nowIso, editable_until: editableUntil });
    await writeCosts(change, "received", costs, "reprice");
    // A sandbox order never takes real units (docs/operator-guide.md#orders-commit-stock).
    const keys = order.test ? [] : stockKeysOf(order.account_id, { items: lines }, pricing.catalog.products, pricing.catalog.blanks);
    const stock = keys.some((key) => key !== null) ? await commitStock(change, account, lines, keys) : { stock: "not_tracked" as const, warnings: [] };
    const warnings = [...order.warnings, ...stock.warnings];
    await orders.updateOrder(change.trx, order.order_ref, { stock: stock.stock });
    if (account.auto_release) await scheduleRelease(change.writer, order.order_ref, editableUntil, now);
    if (order.test) await scheduleSandboxStep(change.writer, order.order_ref, now, ctx.sandboxAdvanceSeconds, now);
    // The charge at today's costs, in the confirm's transaction (docs/caller-guide.md#billing); none was written for the draft.
    await chargeOrder(change.writer, { order_ref: order.order_ref, account_id: order.account_id, costs, test: order.test }, change.actor, change.nowIso);
    return { order_ref: order.order_ref, status: "received", stock: stock.stock, warnings, ...moneyView(money) };
  });
}
