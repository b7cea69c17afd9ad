// The money rules of create and quote (docs/caller-guide.md#how-create-chooses-and-prices): each line's price, the shipping methods that serve the order and
// the one it gets, and the ship-by date; refusals as field errors beside the other rules' errors.
import { addBusinessDays, shipBy } from "./business-days.js";
import { DEFAULT_PRODUCTION_DAYS, type AccountRules, type Blank, type Product } from "./catalog.js";
import { fieldError, type FieldError } from "./errors.js";
import { normalizeCountry } from "./geo.js";
import { linePrice, type PricedLine } from "./pricing.js";
import { chooseMethod, shippingOptions, snapshotOf, zoneFor, type MethodSnapshot, type ShippingMethod, type ShippingOption } from "./shipping.js";

/** What pricing reads of a create-order body (the wire type has more; domain/ does not import it). */
export interface PricedBody {
  shipping_country: string;
  shipping_method?: string | undefined;
  items: { sku: string; quantity: number; print_areas?: Record<string, { print_file?: string | undefined }> | undefined }[];
}

export interface PricingContext {
  account: AccountRules;
  products: ReadonlyMap<string, Product>;
  blanks: ReadonlyMap<string, Blank>;
  /** Every shipping method (read only when the account is priced or the body names one). */
  methods: readonly ShippingMethod[];
}

export interface OrderPricing {
  /** Null for an unpriced account. */
  currency: string | null;
  /** Per body line (priced accounts). */
  lines: PricedLine[];
  /** Methods serving the order, cheapest first (priced accounts). */
  options: ShippingOption[];
  method: MethodSnapshot | null;
  production_days: number;
}

/** The blank a body line is made on, as create reads it: a product's blank, or a catalog blank for print-file lines. */
function blankOfLine(item: PricedBody["items"][number], ctx: PricingContext): { blank: Blank; areas: number } | undefined {
  const printFiles = Object.values(item.print_areas ?? {}).some((area) => area.print_file !== undefined);
  if (printFiles) {
    const blank = ctx.blanks.get(item.sku);
    return blank && { blank, areas: Object.keys(item.print_areas ?? {}).length };
  }
  const product = ctx.products.get(item.sku);
  return product && { blank: product.blank, areas: Object.keys(product.print_areas).length };
}

/** Items counted for shipping: the quantity of every line (lines of pod and fulfillment blanks: all of them). */
export function shippedItems(quantities: readonly number[]): number {
  return quantities.reduce((sum, q) => sum + q, 0);
}

/** The dates of an order received at `receivedAt` with `productionDays`, and its method's transit days if any. */
export function orderDates(receivedAt: Date, productionDays: number, method: { days_min: number; days_max: number } | null) {
  const due = shipBy(receivedAt, productionDays);
  return { ship_by: due, deliver_from: method ? addBusinessDays(due, method.days_min) : null, deliver_to: method ? addBusinessDays(due, method.days_max) : null };
}

/**
 * Prices the body's lines and chooses its method; `errors` gets price_unavailable (per line), shipping_method_unavailable
 * and no_shipping_method. Lines whose SKU is unknown are left to the other rules (they report unknown_sku).
 */
export function priceOrder(body: PricedBody, ctx: PricingContext, errors: FieldError[]): OrderPricing {
  const currency = ctx.account.currency ?? null;
  const lines: PricedLine[] = [];
  let productionDays = 0;
  body.items.forEach((item, i) => {
    const found = blankOfLine(item, ctx);
    if (!found) return;
    productionDays = Math.max(productionDays, found.blank.production_days ?? DEFAULT_PRODUCTION_DAYS);
    if (currency === null) return;
    const price = linePrice({ prices: found.blank.prices ?? {}, extra_area_prices: found.blank.extra_area_prices ?? {} }, currency, found.areas);
    if (price) lines[i] = price;
    else errors.push(fieldError(`items[${i}].sku`, "price_unavailable", `"${item.sku}" has no price in ${currency}${found.areas > 1 ? " for its extra print areas" : ""}`));
  });
  const country = normalizeCountry(body.shipping_country);
  const pricing: OrderPricing = { currency, lines, options: [], method: null, production_days: productionDays };
  // A bad country is the address rules' error (invalid_country); no method is looked for.
  if (country === undefined) return pricing;
  if (currency === null) {
    if (body.shipping_method === undefined) return pricing;
    const method = ctx.methods.find((m) => m.code === body.shipping_method && m.enabled);
    const zone = method && zoneFor(method, country);
    if (method && zone) pricing.method = snapshotOf(method, zone, null);
    else errors.push(fieldError("shipping_method", "shipping_method_unavailable", `shipping method "${body.shipping_method}" is unknown, disabled or does not serve ${country}`));
    return pricing;
  }
  pricing.options = shippingOptions(ctx.methods, country, currency, shippedItems(body.items.map((item) => item.quantity)));
  const choice = chooseMethod(pricing.options, body.shipping_method, ctx.account.default_shipping_method ?? null);
  if (!choice.ok) errors.push(choice.error);
  else pricing.method = snapshotOf(choice.option.method, choice.option.zone, currency);
  return pricing;
}
