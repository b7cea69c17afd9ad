// Stores: the states of a store's logo, fixed values the wire and the table share (docs/caller-guide.md#stores-and-store-tokens).
import type { Address } from "./address.js";
import type { PackingSlipInput as PackingSlip } from "./inputs.js";

/** pending: a logo_url is set and its job has not checked it yet; ready: stored; failed: not an image we print (reason says why). */
export const STORE_LOGO_STATUSES = ["pending", "ready", "failed"] as const;
export type StoreLogoStatus = (typeof STORE_LOGO_STATUSES)[number];

/**
 * The logo job's attempts, as a print file's: a host that answers a passing failure (a 5xx, a timeout) gets about two
 * hours on the print files' schedule before the logo counts as failed (docs/operator-guide.md#store-logos-and-names-on-slips).
 */
export const STORE_LOGO_MAX_ATTEMPTS = 8;

/** At most this many stores a webhook endpoint may be limited to (docs/receiving-webhooks.md#endpoints-limited-to-stores). */
export const MAX_ENDPOINT_STORES = 100;

/** A store's or an account's slip settings: what an order made in the store falls back on. */
export interface SlipSettings {
  return_address: Address | null;
  packing_slip: PackingSlip | null;
  insert_ids: number[] | null;
}

/**
 * The settings an order made in `store` is checked and printed with (docs/caller-guide.md#stores-and-store-tokens):
 * the store's own where it has them, else its account's; the order's own fields then come first (rule 1, the slip's
 * messages, the insert).
 */
export function throughStore<A extends { return_address: Address | null; packing_slip: PackingSlip | null; insert_ids: number[] }>(account: A, store: SlipSettings): A {
  const branding = store.packing_slip?.branding_message ?? account.packing_slip?.branding_message;
  const contact = store.packing_slip?.contact_message ?? account.packing_slip?.contact_message;
  const slip = branding === undefined && contact === undefined ? null : { ...(branding !== undefined ? { branding_message: branding } : {}), ...(contact !== undefined ? { contact_message: contact } : {}) };
  return { ...account, return_address: store.return_address ?? account.return_address, packing_slip: slip, insert_ids: store.insert_ids ?? account.insert_ids };
}

/**
 * Whose orders a merchant's token reaches (docs/caller-guide.md#what-a-store-token-sees): its account's, and a store
 * token's (`storeId` set) its own store's only.
 */
export interface OrderOwner {
  accountId: string;
  storeId: string | null;
}

/**
 * Whether `owner` reaches `order`, an order its account's read found (undefined: the operator, who reaches every
 * order). Another store's order is to a store token what another account's is to any token: unknown. The order's
 * row carries its store, so this costs no read.
 */
export function reachesOrder(owner: OrderOwner | undefined, order: { store_id: string | null }): boolean {
  return owner === undefined || owner.storeId === null || order.store_id === owner.storeId;
}
