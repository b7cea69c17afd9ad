// Shipments after they leave: their progress statuses and events, and what a reshipment may send again.
import { fieldError, type FieldError } from "./errors.js";
import type { LineQuantities, LineRequest } from "./quantities.js";

/** A shipment starts `shipped`; each progress update moves it to one of the others (docs/operator-guide.md#shipment-progress). */
export const SHIPMENT_STATUSES = ["shipped", "in_transit", "delivered", "returned", "exception"] as const;
export type ShipmentStatus = (typeof SHIPMENT_STATUSES)[number];

/** The statuses an operator's shipments/update may record. */
export const SHIPMENT_UPDATES = ["in_transit", "delivered", "returned", "exception"] as const;
export type ShipmentUpdate = (typeof SHIPMENT_UPDATES)[number];

/** One recorded progress update, in the order the operator recorded them. */
export interface ShipmentEvent {
  status: ShipmentUpdate;
  /** When it happened (as reported by the carrier), or when it was recorded when no time was sent. */
  occurred_at: string;
  note: string | null;
}

/**
 * A shipment's status after an update: the status of the latest update recorded, whatever its time and whatever
 * came before. Carriers report out of order and operators correct mistakes, so nothing is refused and every event
 * is kept; the shipment shows the last word.
 */
export function statusAfterUpdate(events: readonly ShipmentEvent[]): ShipmentStatus {
  return events.length === 0 ? "shipped" : events[events.length - 1]!.status;
}

/** Everything shipped so far, for a reshipment that names no lines. */
export function allShipped(lines: readonly LineQuantities[]): LineRequest[] {
  return lines.filter((l) => l.shipped_quantity > 0).map((l) => ({ item_ref: l.item_ref, take: l.shipped_quantity }));
}

/**
 * Checks a reshipment against what was shipped: each line exists and at most its shipped quantity is sent again.
 * All-or-nothing, like a shipment.
 */
export function allocateReshipment(
  lines: readonly LineQuantities[],
  requests: readonly LineRequest[],
  pathOf: (index: number) => string,
): { ok: true; take: Map<string, number> } | { ok: false; errors: FieldError[] } {
  const byRef = new Map(lines.map((l) => [l.item_ref, l]));
  const errors: FieldError[] = [];
  const take = new Map<string, number>();
  requests.forEach((request, i) => {
    const line = byRef.get(request.item_ref);
    if (!line) errors.push(fieldError(`${pathOf(i)}.item_ref`, "item_not_found", `"${request.item_ref}" is not a line of this order`));
    else if (request.take > line.shipped_quantity) {
      errors.push(fieldError(`${pathOf(i)}.quantity`, "quantity_exceeds_shipped", `only ${line.shipped_quantity} of this line have shipped`));
    } else take.set(request.item_ref, request.take);
  });
  return errors.length > 0 ? { ok: false, errors } : { ok: true, take };
}
