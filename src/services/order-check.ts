// The one check of a create-order body, shared by create and quote: the catalog and (when money is involved) the
// shipping methods read once each, then every rule of API.md §3 and §17, all problems of the body in one 400.
import type { CreateOrderBody } from "../schemas/orders.js";
import type { Product } from "../domain/catalog.js";
import { Failure, fieldError, type FieldError } from "../domain/errors.js";
import { checkOrder, type NormalizedOrder } from "../domain/order-rules.js";
import { priceOrder, type OrderPricing } from "../domain/order-pricing.js";
import type { Db } from "../store/database.js";
import type { AccountRow } from "../store/tables.js";
import { accountView } from "./accounts.js";
import { loadOrderCatalog } from "./catalog.js";
import type { ServiceContext } from "./context.js";
import { loadMethods } from "./shipping-methods.js";

export interface CheckedOrder {
  order: NormalizedOrder;
  products: Map<string, Product>;
  pricing: OrderPricing;
}

/** Checks `body` for `account` reading through `db` (a create's transaction, so its prices are the ones it stores). */
export async function checkOrderBody(ctx: ServiceContext, db: Db, account: AccountRow, body: CreateOrderBody): Promise<CheckedOrder> {
  const scoped = { ...ctx, db };
  const printFileSkus = new Set(body.items.filter((i) => Object.values(i.print_areas ?? {}).some((area) => area.print_file !== undefined)).map((i) => i.sku));
  // Unpriced accounts naming no method read no methods: their creates cost exactly the round trips they did before.
  const needsMethods = account.currency !== null || body.shipping_method !== undefined;
  const [{ products, blanks }, methods] = await Promise.all([
    loadOrderCatalog(scoped, account.id, body.items.map((i) => i.sku), printFileSkus),
    needsMethods ? loadMethods(db) : Promise.resolve([]),
  ]);
  const rules = accountView(account);
  const check = checkOrder(body, { account: rules, products, blanks, maxItemsPerOrder: ctx.maxItemsPerOrder });
  const errors: FieldError[] = check.ok ? [] : [...check.errors];
  errors.push(...archivedLines(body, products));
  const pricing = priceOrder(body, { account: rules, products, blanks, methods }, errors);
  if (!check.ok || errors.length > 0) throw Failure.invalid(errors);
  return { order: check.order, products, pricing };
}

/** Lines naming an archived product (print-file lines name blanks, never products): refused with the body's other problems. */
function archivedLines(body: CreateOrderBody, products: Map<string, Product>): FieldError[] {
  return body.items.flatMap((item, i) => {
    const namesBlank = Object.values(item.print_areas ?? {}).some((area) => area.print_file !== undefined);
    return !namesBlank && products.get(item.sku)?.archived ? [fieldError(`items[${i}].sku`, "product_archived", `product "${item.sku}" is archived: it takes no new orders`)] : [];
  });
}
