// The country parcels leave from (the service's SHIP_FROM_COUNTRY, told at sign-in), and which orders it makes abroad.
import { createContext } from "preact";
import { needsCustoms } from "../../src/domain/customs.js";

/** The country the service ships from; undefined when the service did not say (an older service). */
export const ShipFromContext = createContext<string | undefined>(undefined);

/**
 * Whether an order needs customs (its card and declaration): the service's own rule, a destination other than the
 * ship-from country. Not knowing the ship-from country, the console shows the card, as the service would refuse the
 * declaration in its words.
 */
export function shipsAbroad(order: { shipping_country: string }, shipFrom: string | undefined): boolean {
  return shipFrom === undefined || needsCustoms(order.shipping_country, shipFrom);
}
