// The country parcels leave from (the service's SHIP_FROM_COUNTRY, told at sign-in), and which orders it makes abroad.
import { createContext } from "preact";

/** The country the service ships from; undefined when the service did not say (an older service). */
export const ShipFromContext = createContext<string | undefined>(undefined);

/**
 * Whether an order needs customs (its card and declaration): the service's rule (needsCustoms in
 * src/domain/customs.ts), a destination other than the ship-from country. Written out here, not imported: that
 * module brings the country and subdivision tables (about 240 kB) into the console's bundle. Not knowing the ship-from country, the console shows the card, as the service would refuse the
 * declaration in its words.
 */
export function shipsAbroad(order: { shipping_country: string }, shipFrom: string | undefined): boolean {
  return shipFrom === undefined || order.shipping_country !== shipFrom;
}
