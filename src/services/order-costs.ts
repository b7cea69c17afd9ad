// Re-pricing an existing order inside its change: cancel-items (its own prices, fewer items) and update-shipping (a
// new method or country, priced by today's method table); each change of costs records order.costs_changed.
import { fieldError, Failure } from "../domain/errors.js";
import { shippedItems } from "../domain/order-pricing.js";
import { repriced, sameCosts, type Costs } from "../domain/pricing.js";
import { shippingOptions, shippingPrice, snapshotOf, zoneFor, type MethodSnapshot } from "../domain/shipping.js";
import { addBusinessDays } from "../domain/business-days.js";
import type { CostsChange } from "../domain/ledger.js";
import { money } from "../domain/money.js";
import * as orders from "../store/orders.js";
import type { OrderLineRow } from "../store/tables.js";
import { billCostsChange } from "./billing.js";
import type { Change } from "./order-change.js";
import { loadMethods } from "./shipping-methods.js";

/** What each line still costs for: ordered less cancelled (shipped items stay paid for). */
function openQuantities(lines: readonly Pick<OrderLineRow, "item_ref" | "quantity" | "cancelled_quantity">[]): Map<string, number> {
  return new Map(lines.map((line) => [line.item_ref, line.quantity - line.cancelled_quantity]));
}

/** The one place an order's costs change: with their event and the ledger's entry of the difference (docs/caller-guide.md#billing). */
async function writeCosts(change: Change, status: Parameters<Change["record"]>[1], costs: Costs | null, why: CostsChange): Promise<void> {
  const previous = change.order.costs;
  if (sameCosts(previous, costs)) return;
  await orders.updateOrder(change.trx, change.order.order_ref, { costs });
  await change.record("order.costs_changed", status, { previous_costs: previous, costs });
  await billCostsChange(change, previous, costs, why);
}

/** After a cancellation: the remaining quantities at the order's own prices, shipping by its method's snapshot. */
export async function repriceAfterCancel(change: Change, status: Parameters<Change["record"]>[1], after: readonly OrderLineRow[]): Promise<void> {
  const { costs, shipping_method: method } = change.order;
  if (costs === null || method?.price == null) return;
  const quantities = openQuantities(after);
  const shipping = shippingPrice(method.price, shippedItems([...quantities.values()]), costs.currency);
  await writeCosts(change, status, repriced(costs, quantities, shipping), "cancel");
}

/**
 * A new shipping country and/or a named method: the method (named, else the order's own) must serve the country, in
 * the order's currency when it is priced; refused like create otherwise (400 shipping_method_unavailable at
 * shipping_method, no_shipping_method at shipping_country). Returns the order's method columns to write, and its
 * costs as they are now (written here when they changed).
 */
export async function repriceShipping(
  change: Change,
  country: string,
  named: string | undefined,
): Promise<{ shipping_method_code: string | null; shipping_method: MethodSnapshot | null; deliver_from: string | null; deliver_to: string | null; costs: Costs | null } | undefined> {
  const { order } = change;
  const current = order.shipping_method;
  if (named === undefined && (current === null || country === order.shipping_country)) return undefined;
  const code = named ?? current!.code;
  const methods = await loadMethods(change.trx);
  let snapshot: MethodSnapshot | undefined;
  const costs = order.costs;
  let newCosts: Costs | null = costs;
  if (costs !== null) {
    const quantities = openQuantities(change.items);
    const options = shippingOptions(methods, country, costs.currency, shippedItems([...quantities.values()]));
    const option = options.find((o) => o.method.code === code);
    if (!option) {
      throw Failure.invalid(
        options.length === 0
          ? [fieldError("shipping_country", "no_shipping_method", `no shipping method serves ${country} in ${costs.currency}`)]
          : [fieldError("shipping_method", "shipping_method_unavailable", `shipping method "${code}" is unknown, disabled or does not serve ${country}: name one that does`)],
      );
    }
    snapshot = snapshotOf(option.method, option.zone, costs.currency);
    newCosts = { ...costs, shipping: option.price, total: money(costs.items_total.amount + option.price.amount, costs.currency) };
    await writeCosts(change, order.status, newCosts, "reprice");
  } else {
    const method = methods.find((m) => m.code === code && m.enabled);
    const zone = method && zoneFor(method, country);
    if (!method || !zone) throw Failure.invalid([fieldError("shipping_method", "shipping_method_unavailable", `shipping method "${code}" is unknown, disabled or does not serve ${country}`)]);
    snapshot = snapshotOf(method, zone, null);
  }
  return {
    shipping_method_code: snapshot.code,
    shipping_method: snapshot,
    deliver_from: addBusinessDays(order.ship_by, snapshot.days_min),
    deliver_to: addBusinessDays(order.ship_by, snapshot.days_max),
    costs: newCosts,
  };
}
