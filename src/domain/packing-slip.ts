// What a packing slip shows of an order: the lines still to ship, the order's slip settings over the account's.

export const PACKING_SLIP_SIZES = ["A4", "letter", "4x6"] as const;
export type PackingSlipSize = (typeof PACKING_SLIP_SIZES)[number];

/**
 * At most this many orders in one batch of slips chosen by a filter (order_refs have no limit): the PDF streams in
 * constant memory, but a filter matching far more is more likely a mistake than a day's printing, and the check
 * before rendering keeps the refs (docs/operator-guide.md#packing-slips).
 */
export const MAX_SLIPS_BY_FILTER = 10_000;

/** What is still to ship of a line: ordered, less cancelled, less shipped. */
export function toShip(line: { quantity: number; cancelled_quantity: number; shipped_quantity: number }): number {
  return Math.max(0, line.quantity - line.cancelled_quantity - line.shipped_quantity);
}

/** The order's own message when it has one, else the account's (each message on its own). */
export function slipMessages(
  order: { branding_message?: string; contact_message?: string } | null,
  account: { branding_message?: string; contact_message?: string } | null,
): { brandingMessage: string | null; contactMessage: string | null } {
  return {
    brandingMessage: order?.branding_message ?? account?.branding_message ?? null,
    contactMessage: order?.contact_message ?? account?.contact_message ?? null,
  };
}
