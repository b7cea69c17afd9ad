// The brand each order's packing slip prints: the name of the store it was sold in and the logo it kept as sold
// (orders.slip_logo, the store's ready logo at the create), read from the file store
// (docs/operator-guide.md#store-logos-and-names-on-slips).
import { buffer } from "node:stream/consumers";
import type { FileStore } from "../files/store.js";
import { storeNames } from "../store/stores.js";
import type { OrderRow } from "../store/tables.js";
import type { ServiceContext } from "./context.js";

export interface SlipBrand {
  storeName: string | null;
  /** The logo's PNG or JPEG bytes when the order kept one; null when it has none or the file store lost it. */
  logo: Buffer | null;
}

/**
 * Each order's brand, by order_ref: one read of the stores' names, and each logo's bytes read once (one Buffer shared
 * by the orders that kept it, so a batch embeds it once: render/packing-slip.ts). A logo the file store does not have
 * prints nothing, as a logo that cannot be decoded does; the file store being down fails the slips, as it does
 * for print files.
 */
export async function slipBrands(ctx: ServiceContext, files: FileStore, orders: readonly OrderRow[]): Promise<Map<string, SlipBrand>> {
  const storeIds = [...new Set(orders.flatMap((order) => (order.store_id === null ? [] : [order.store_id])))];
  const checksums = [...new Set(orders.flatMap((order) => (order.slip_logo === null ? [] : [order.slip_logo])))];
  const [names, logos] = await Promise.all([storeNames(ctx.db, storeIds), Promise.all(checksums.map((checksum) => logoBytes(files, checksum)))]);
  const logoOf = new Map(checksums.map((checksum, i) => [checksum, logos[i]!]));
  return new Map(
    orders.map((order) => [
      order.order_ref,
      { storeName: (order.store_id !== null ? names.get(order.store_id) : undefined) ?? null, logo: (order.slip_logo !== null ? logoOf.get(order.slip_logo) : undefined) ?? null },
    ]),
  );
}

/** A stored logo's bytes; null when the file store does not have them (the slip prints without). */
export async function logoBytes(files: FileStore, checksum: string): Promise<Buffer | null> {
  const stream = await files.get(checksum);
  return stream ? buffer(stream) : null;
}
