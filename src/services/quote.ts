// Quote: a create-order body checked by exactly create's rules and priced, every method that serves it; nothing written.
import type { OrderWarning } from "../domain/warnings.js";
import { orderDates } from "../domain/order-pricing.js";
import { lineTotal } from "../domain/pricing.js";
import { add, sum, type Money } from "../domain/money.js";
import { taxOn } from "../domain/tax.js";
import type { QuoteData } from "../schemas/money.js";
import type { CreateOrderBody, QuoteOrderBody } from "../schemas/orders.js";
import * as accounts from "../store/accounts.js";
import type { ServiceContext } from "./context.js";
import { checkOrderBody, checkOrderRules, type OrderCaller } from "./order-check.js";
import { readAndPlace } from "./order-store.js";
import { pricingNotEnabled } from "./shipping-methods.js";
import { accountTaxRate } from "./tax-rates.js";

/** A quote's body as create would see it: external_ref and created_at may be left out. */
function asCreateBody(body: QuoteOrderBody, now: Date): CreateOrderBody {
  return { ...body, external_ref: body.external_ref ?? "quote", created_at: body.created_at ?? now.toISOString() };
}

/** Quote's rules alone (create's), for a body whose shape is wrong in places (checkOrderRules). */
export async function checkQuoteRules(ctx: ServiceContext, caller: OrderCaller, body: QuoteOrderBody): Promise<{ warnings: OrderWarning[] }> {
  return checkOrderRules(ctx, caller, asCreateBody(body, ctx.now()));
}

/** Prices `body` as create would, in the store it names (or the caller's: services/order-store.ts). */
export async function quoteOrder(ctx: ServiceContext, caller: OrderCaller, body: QuoteOrderBody): Promise<QuoteData> {
  const found = await accounts.findAccount(ctx.db, caller.accountId);
  if (!found) throw new Error(`token refers to a missing account ${caller.accountId}`);
  const placed = await readAndPlace(ctx.db, found, { sent: body.store_id, token: caller.storeId });
  const { account } = placed;
  const currency = account.currency;
  if (currency === null) throw pricingNotEnabled();
  const now = ctx.now();
  const { order, pricing, warnings } = await checkOrderBody(ctx, ctx.db, account, asCreateBody(body, now), undefined, { stockWarnings: true, errors: placed.errors });
  const items = order.items.map((line, index) => {
    const price = pricing.lines[index]!;
    return { index, sku: line.sku, quantity: line.quantity, unit_price: price.unit_price, extra_areas: price.extra_areas, total: lineTotal(price, line.quantity) };
  });
  const itemsTotal = sum(currency, items.map((item) => item.total));
  // Taxed as create would tax the order (docs/caller-guide.md#tax): each method's total, at the account's rate now.
  const taxRate = await accountTaxRate(ctx.db, account, ctx.company.country);
  const totalWith = (price: Money) => {
    const total = add(itemsTotal, price);
    return { total, ...taxOn(total, taxRate) };
  };
  const shipping = pricing.options.map(({ method, zone, price }) => ({
    code: method.code,
    name: method.name,
    carrier: method.carrier,
    price,
    days_min: zone.days_min,
    days_max: zone.days_max,
    ...(orderDates(now, pricing.production_days, zone) as { ship_by: string; deliver_from: string; deliver_to: string }),
    ...totalWith(price),
  }));
  const chosen = shipping.find((option) => option.code === pricing.method!.code)!;
  return {
    currency,
    items,
    items_total: itemsTotal,
    shipping,
    chosen: chosen.code,
    total: chosen.total,
    tax: chosen.tax,
    total_with_tax: chosen.total_with_tax,
    tax_rate: taxRate,
    warnings,
  };
}
