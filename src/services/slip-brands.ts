// The brand each order's packing slip prints: its store's name and logo. Stores do not exist yet (issue 36 adds them),
// so every order's brand is empty today and slips print as they always have; this is where stores plug in.
import type { OrderRow } from "../store/tables.js";
import type { ServiceContext } from "./context.js";

export interface SlipBrand {
  storeName: string | null;
  /** The logo's PNG or JPEG bytes when the store's logo is ready; null while it is pending or failed, or absent. */
  logo: Buffer | null;
}

const NO_BRAND: SlipBrand = { storeName: null, logo: null };

/**
 * Each order's brand, by order_ref. With stores: the name and logo of the store the order was sold in, as the order
 * kept them, the logo's bytes read once per store from the file store (one Buffer shared by the store's orders, so
 * a batch embeds it once: render/packing-slip.ts). Until then: no brand for any order.
 */
export function slipBrands(_ctx: ServiceContext, orders: readonly OrderRow[]): Promise<Map<string, SlipBrand>> {
  return Promise.resolve(new Map(orders.map((order) => [order.order_ref, NO_BRAND])));
}
