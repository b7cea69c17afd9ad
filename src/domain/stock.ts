// Stock rules (docs/operator-guide.md#stock): the value sets of counted items and their movements, and the figures read from them.
import type { Actor } from "./actors.js";
import type { Blank } from "./catalog.js";

/** How an item stands for its owner: what merchants know from Shopify and ShipBob. */
export const STOCK_STATUSES = ["in_stock", "low", "out_of_stock"] as const;
export type StockStatus = (typeof STOCK_STATUSES)[number];

/** What a caller sees of a counted blank (never its counts), or that it is not counted. */
export const AVAILABILITIES = [...STOCK_STATUSES, "not_tracked"] as const;
export type Availability = (typeof AVAILABILITIES)[number];

/** An order's stock: every counted line allocated, some line waiting, or nothing counted. */
export const ORDER_STOCK = ["allocated", "backordered", "not_tracked"] as const;
export type OrderStock = (typeof ORDER_STOCK)[number];

/** An account's answer to a line beyond what is available: backorder it, or refuse the create (out_of_stock). */
export const BACKORDER_POLICIES = ["allow", "refuse"] as const;
export type BackorderPolicy = (typeof BACKORDER_POLICIES)[number];

/** The operator's reasons for an adjustment. */
export const ADJUST_REASONS = ["damaged", "lost", "found", "correction"] as const;
export type AdjustReason = (typeof ADJUST_REASONS)[number];

/**
 * Why a movement changed on_hand or committed: an order's commit (`order`: allocated units), units allocated to a
 * waiting line when stock arrived (`allocation`), units a cancel released (`cancel`) or a lower count took back from
 * the newest lines (`deallocation`), a shipment (`shipment`), goods received (`receiving`), a return put back
 * (`return`), the operator's adjustments and cycle counts.
 */
export const STOCK_REASONS = ["order", "allocation", "cancel", "deallocation", "shipment", "receiving", "return", ...ADJUST_REASONS, "cycle_count"] as const;
export type StockReason = (typeof STOCK_REASONS)[number];

/** The orders an item's ledger is read in: oldest first (the default, as it was written) or newest first (the console's page). */
export const MOVEMENT_SORTS = ["oldest", "newest"] as const;
export type MovementSort = (typeof MOVEMENT_SORTS)[number];

/** The owner key of a POD blank's stock, shared by every account (account_id null on the wire). */
export const SHARED_OWNER = "";

/** A counted item: its owner (an account id, or SHARED_OWNER for a POD blank) and its SKU. */
export interface StockKey {
  owner: string;
  sku: string;
}

/** One string per item, for maps keyed by item (owner and SKU cannot hold a NUL). */
export function stockIdOf(key: StockKey): string {
  return `${key.owner}\u0000${key.sku}`;
}

/**
 * The item `sku` counts against when made of `blank`, for the account `accountId`; null when it is not counted. A
 * product of a counted fulfillment blank is the account's own goods (its product SKU); a counted POD blank is the
 * operator's, shared by every account (the blank's SKU).
 */
export function stockKeyOf(accountId: string, sku: string, blank: Pick<Blank, "sku" | "type" | "track_stock"> | undefined): StockKey | null {
  if (!blank?.track_stock) return null;
  return blank.type === "fulfillment" ? { owner: accountId, sku } : { owner: SHARED_OWNER, sku: blank.sku };
}

export interface StockFigures {
  on_hand: number;
  committed: number;
  reorder_point: number | null;
}

/** Units free to allocate: never below 0. */
export function availableOf(item: Pick<StockFigures, "on_hand" | "committed">): number {
  return Math.max(0, item.on_hand - item.committed);
}

/** Out when nothing is available, low at or below the reorder point, else in stock. */
export function stockStatusOf(item: StockFigures): StockStatus {
  const available = availableOf(item);
  if (available === 0) return "out_of_stock";
  if (item.reorder_point !== null && available <= item.reorder_point) return "low";
  return "in_stock";
}

/** A movement's actor as the ledger keeps it: an operator's id, "account", or "system". */
export function movementActor(actor: Actor): string {
  return actor.type === "operator" ? actor.id : actor.type;
}
