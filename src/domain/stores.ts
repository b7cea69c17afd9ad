// Stores: the states of a store's logo, fixed values the wire and the table share (docs/caller-guide.md#stores-and-store-tokens).

/** pending: a logo_url is set and its job has not checked it yet; ready: stored; failed: not an image we print (reason says why). */
export const STORE_LOGO_STATUSES = ["pending", "ready", "failed"] as const;
export type StoreLogoStatus = (typeof STORE_LOGO_STATUSES)[number];
