// What an order costs: each line's unit price and extra print areas from its blank, the items total, shipping, total,
// and its tax at the rate it was sold at (docs/caller-guide.md#tax).
import { add, money, sum, times, type Money } from "./money.js";
import { NO_TAX, taxOn, type TaxRate } from "./tax.js";

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
  /** total × tax_rate.rate_bp / 10000, rounded half away from zero: once per order. */
  tax: Money;
  total_with_tax: Money;
  /** The rate the order was sold at; re-pricing keeps it. */
  tax_rate: TaxRate;
  lines: CostLine[];
}

/** Costs as orders priced before tax kept them: no tax fields. */
export type StoredCosts = Omit<Costs, "tax" | "total_with_tax" | "tax_rate"> & Partial<Pick<Costs, "tax" | "total_with_tax" | "tax_rate">>;

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

/** The totals of costs lines and shipping, taxed at `taxRate`, with the lines after them (their order on the wire). */
function totalled(currency: string, costLines: CostLine[], shipping: Money, taxRate: TaxRate): Costs {
  const itemsTotal = sum(currency, costLines.map((line) => line.total));
  const total = add(itemsTotal, shipping);
  return { currency, items_total: itemsTotal, shipping, total, ...taxOn(total, taxRate), tax_rate: taxRate, lines: costLines };
}

/** The costs of lines at their open quantities, with shipping, taxed at `taxRate`. */
export function costsOf(currency: string, lines: readonly (PricedLine & { item_ref: string; quantity: number })[], shipping: Money, taxRate: TaxRate): Costs {
  const costLines = lines.map((line) => ({ item_ref: line.item_ref, unit_price: line.unit_price, extra_areas: line.extra_areas, total: lineTotal(line, line.quantity) }));
  return totalled(currency, costLines, shipping, taxRate);
}

/** The same lines at new quantities (by item_ref) and a new shipping price: a re-pricing at the order's own prices and tax rate. */
export function repriced(costs: Costs, quantities: ReadonlyMap<string, number>, shipping: Money): Costs {
  const lines = costs.lines.map((line) => ({ ...line, quantity: quantities.get(line.item_ref) ?? 0 }));
  return costsOf(costs.currency, lines, shipping, costs.tax_rate);
}

/** The same lines with a new shipping price (a new method or country), taxed again at the order's own rate. */
export function withShipping(costs: Costs, shipping: Money): Costs {
  return totalled(costs.currency, costs.lines, shipping, costs.tax_rate);
}

/** Costs as read: those of orders priced before tax read as taxed at nothing (tax 0, total_with_tax = total). */
export function costsWithTax(stored: StoredCosts): Costs {
  if (stored.tax !== undefined && stored.total_with_tax !== undefined && stored.tax_rate !== undefined) return stored as Costs;
  const { lines, ...totals } = stored;
  return { ...totals, tax: money(0, stored.currency), total_with_tax: stored.total, tax_rate: NO_TAX, lines };
}

export function sameCosts(a: Costs | null, b: Costs | null): boolean {
  return JSON.stringify(a) === JSON.stringify(b);
}
