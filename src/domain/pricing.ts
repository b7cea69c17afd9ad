// What an order costs: each line's unit price and extra print areas from its blank, the items total, shipping and total.
import { add, money, sum, times, type Money } from "./money.js";

/** A blank's prices: per currency, minor units. */
export interface BlankPrices {
  prices: Record<string, number>;
  extra_area_prices: Record<string, number>;
}

export interface PricedLine {
  unit_price: Money;
  /** Per item: each printed area beyond the first. */
  extra_areas: Money;
}

export interface CostLine extends PricedLine {
  item_ref: string;
  /** (unit_price + extra_areas) × the line's open quantity. */
  total: Money;
}

export interface Costs {
  currency: string;
  items_total: Money;
  shipping: Money;
  total: Money;
  lines: CostLine[];
}

function priceIn(prices: Record<string, number>, currency: string): number | undefined {
  return Object.hasOwn(prices, currency) ? prices[currency] : undefined;
}

/** One item's price with `areas` printed areas, or undefined when the blank has no price for it in the currency. */
export function linePrice(blank: BlankPrices, currency: string, areas: number): PricedLine | undefined {
  const unit = priceIn(blank.prices, currency);
  if (unit === undefined) return undefined;
  const extraAreas = Math.max(0, areas - 1);
  const extra = extraAreas === 0 ? 0 : priceIn(blank.extra_area_prices, currency);
  if (extra === undefined) return undefined;
  return { unit_price: money(unit, currency), extra_areas: money(extra * extraAreas, currency) };
}

export function lineTotal(line: PricedLine, quantity: number): Money {
  return times(add(line.unit_price, line.extra_areas), quantity);
}

/** The costs of lines at their open quantities, with shipping. */
export function costsOf(currency: string, lines: readonly (PricedLine & { item_ref: string; quantity: number })[], shipping: Money): Costs {
  const costLines = lines.map((line) => ({ item_ref: line.item_ref, unit_price: line.unit_price, extra_areas: line.extra_areas, total: lineTotal(line, line.quantity) }));
  const itemsTotal = sum(currency, costLines.map((line) => line.total));
  return { currency, items_total: itemsTotal, shipping, total: add(itemsTotal, shipping), lines: costLines };
}

/** The same lines at new quantities (by item_ref) and a new shipping price: a re-pricing at the order's own prices. */
export function repriced(costs: Costs, quantities: ReadonlyMap<string, number>, shipping: Money): Costs {
  const lines = costs.lines.map((line) => ({ ...line, quantity: quantities.get(line.item_ref) ?? 0 }));
  return costsOf(costs.currency, lines, shipping);
}

export function sameCosts(a: Costs | null, b: Costs | null): boolean {
  return JSON.stringify(a) === JSON.stringify(b);
}
