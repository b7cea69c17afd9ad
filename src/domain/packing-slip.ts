// What a packing slip shows of an order: the lines still to ship, the order's slip settings over the account's.

export const PACKING_SLIP_SIZES = ["A4", "letter", "4x6"] as const;
export type PackingSlipSize = (typeof PACKING_SLIP_SIZES)[number];

/** At most this many orders in one batch of slips. */
export const MAX_SLIPS_PER_BATCH = 100;

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
