// The one check of a create-order body, shared by create and quote: the catalog and (when money is involved) the
// shipping methods read once each, then every rule of docs/caller-guide.md#rules, docs/caller-guide.md#how-create-chooses-and-prices and docs/caller-guide.md#orders-abroad-customs-data-and-address-checks, all problems of the body in one 400.
import type { CreateOrderBody } from "../schemas/orders.js";
import type { Blank, Product } from "../domain/catalog.js";
import type { StoredImage } from "../domain/print-files.js";
import { checkPostcodes } from "../domain/address.js";
import { checkOrderCustoms, customsWarnings, type OrderCustoms } from "../domain/customs.js";
import { Failure, fieldError, type FieldError } from "../domain/errors.js";
import { hasControlCharacters } from "../domain/fields.js";
import { checkOrder, type NormalizedOrder } from "../domain/order-rules.js";
import { priceOrder, type OrderPricing } from "../domain/order-pricing.js";
import type { OrderWarning } from "../domain/warnings.js";
import type { Db } from "../store/database.js";
import type { ProductWithBlank } from "../store/catalog.js";
import * as accounts from "../store/accounts.js";
import type { AccountRow } from "../store/tables.js";
import { accountView } from "./accounts.js";
import { loadOrderCatalog } from "./catalog.js";
import type { ServiceContext } from "./context.js";
import { readAndPlace } from "./order-store.js";
import { loadMethods } from "./shipping-methods.js";
import { stockOutlook } from "./stock-commit.js";
import { missingCharacters } from "../render/document-fonts.js";

/** The distinct SKUs of the body's lines: what the catalogue read asks for. */
export function orderSkus(body: CreateOrderBody): string[] {
  return [...new Set(body.items.map((i) => i.sku))];
}

export interface CheckedOrder {
  order: NormalizedOrder;
  products: Map<string, Product>;
  /** The blanks of the body's lines (a product's own, and those print-file lines name). */
  blanks: Map<string, Blank>;
  /** The products' stored art (loadOrderCatalog), read with them. */
  storedArt: Map<string, StoredImage>;
  pricing: OrderPricing;
  customs: OrderCustoms;
  /** Accepted, but worth a look (postcode_format); create and quote answer them. */
  warnings: OrderWarning[];
}

/**
 * Checks `body` for `account` reading through `db` (a create's reader, so its prices are the ones it stores);
 * `products`: the body's products as the caller read them already (findCreateReads), else read here.
 */
export async function checkOrderBody(
  ctx: ServiceContext,
  db: Db,
  account: AccountRow,
  body: CreateOrderBody,
  products?: readonly ProductWithBlank[],
  options: { stockWarnings?: boolean; errors?: readonly FieldError[] } = {},
): Promise<CheckedOrder> {
  const scoped = { ...ctx, db };
  const printFileSkus = new Set(body.items.filter((i) => Object.values(i.print_areas ?? {}).some((area) => area.print_file !== undefined)).map((i) => i.sku));
  // Unpriced accounts naming no method read no methods: their creates cost exactly the round trips they did before.
  const needsMethods = account.currency !== null || body.shipping_method !== undefined;
  const [catalog, methods] = await Promise.all([
    loadOrderCatalog(scoped, account.id, orderSkus(body), printFileSkus, products),
    needsMethods ? loadMethods(db) : Promise.resolve([]),
  ]);
  const { blanks, storedArt } = catalog;
  const rules = accountView(account);
  const check = checkOrder(body, { account: rules, products: catalog.products, blanks, maxItemsPerOrder: ctx.maxItemsPerOrder });
  // The caller's problems first (the order's store: services/order-store.ts), then the body's.
  const errors: FieldError[] = [...(options.errors ?? []), ...(check.ok ? [] : check.errors)];
  errors.push(...archivedLines(body, catalog.products));
  errors.push(...undrawableTexts(body));
  const pricing = priceOrder(body, { account: rules, products: catalog.products, blanks, methods }, errors);
  const customs = checkOrderCustoms(body, { account: rules, products: catalog.products, blanks, prices: pricing.lines }, errors);
  const addresses = [{ path: "shipping_zip", country: body.shipping_country, zip: body.shipping_zip }];
  if (body.return_country !== undefined) addresses.push({ path: "return_zip", country: body.return_country, zip: body.return_zip ?? "" });
  // Counted lines beyond what is available: out_of_stock for an account that refuses backorders, and (quote) backordered warnings.
  const stock = await stockOutlook(db, body, catalog.products, blanks, { account, warnings: options.stockWarnings === true });
  errors.push(...stock.errors);
  const warnings = [...checkPostcodes(addresses, rules.strict_addresses, errors), ...customsWarnings(body.shipping_country, ctx.shipFromCountry, customs.lines), ...stock.warnings];
  // A refusal lists the warnings the body would have been accepted with too (docs/caller-guide.md).
  if (!check.ok || errors.length > 0) throw new Failure(400, "The request is not valid.", errors, { warnings });
  return { order: check.order, products: catalog.products, blanks, storedArt, pricing, customs, warnings };
}

/**
 * Create's (and quote's) rules alone, for the account of `accountId`: what the HTTP layer runs on a body whose shape
 * is wrong in places, so one 400 carries both kinds of problem (http/validation.ts shapeAndRuleErrors).
 */
export async function checkOrderRules(ctx: ServiceContext, caller: OrderCaller, body: CreateOrderBody): Promise<{ warnings: OrderWarning[] }> {
  const account = await accounts.findAccount(ctx.db, caller.accountId);
  if (!account) return { warnings: [] };
  const placed = await readAndPlace(ctx.db, account, { sent: body.store_id, token: caller.storeId });
  return { warnings: (await checkOrderBody(ctx, ctx.db, placed.account, body, undefined, { errors: placed.errors })).warnings };
}

/** Who asks for an order's check: the account, and a store token's store (null: a token of the whole account). */
export interface OrderCaller {
  accountId: string;
  storeId: string | null;
}

/** Lines naming an archived product (print-file lines name blanks, never products): refused with the body's other problems. */
function archivedLines(body: CreateOrderBody, products: Map<string, Product>): FieldError[] {
  return body.items.flatMap((item, i) => {
    const namesBlank = Object.values(item.print_areas ?? {}).some((area) => area.print_file !== undefined);
    return !namesBlank && products.get(item.sku)?.archived ? [fieldError(`items[${i}].sku`, "product_archived", `product "${item.sku}" is archived: it takes no new orders`)] : [];
  });
}

/**
 * Custom texts with characters no shipped print font has a glyph for: refused now (unsupported_characters) rather
 * than printed as boxes or held when the print file is rendered. Each font's character map is read once.
 */
function undrawableTexts(body: CreateOrderBody): FieldError[] {
  const errors: FieldError[] = [];
  for (const [i, item] of body.items.entries()) {
    for (const [area, input] of Object.entries(item.print_areas ?? {})) {
      for (const [j, entry] of (input.custom_text ?? []).entries()) {
        // Control characters are invalid_text already.
        if (hasControlCharacters(entry.text)) continue;
        const missing = missingCharacters(entry.text);
        if (missing.length === 0) continue;
        const shown = missing.slice(0, 10).map((c) => `"${c}" (U+${c.codePointAt(0)!.toString(16).toUpperCase().padStart(4, "0")})`);
        errors.push(
          fieldError(
            `items[${i}].print_areas.${area}.custom_text[${j}].text`,
            "unsupported_characters",
            `no print font can draw ${shown.join(", ")}${missing.length > 10 ? ` and ${missing.length - 10} more` : ""}: custom text takes Latin, Greek, Cyrillic, Arabic, Hebrew, Devanagari, Thai, Japanese, Chinese and Korean`,
          ),
        );
      }
    }
  }
  return errors;
}
