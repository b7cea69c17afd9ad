// Line quantity arithmetic for cancellations and shipments: what is open, what a request may take, what status follows.
import type { OrderStatus } from "./status.js";
import { fieldError, type FieldError } from "./errors.js";

export interface LineQuantities {
  item_ref: string;
  quantity: number;
  cancelled_quantity: number;
  shipped_quantity: number;
}

/** Quantity neither cancelled nor shipped. */
export function remaining(line: LineQuantities): number {
  return line.quantity - line.cancelled_quantity - line.shipped_quantity;
}

export interface LineRequest {
  item_ref: string;
  /** Quantity to cancel or to ship. */
  take: number;
  /** Optimistic check: the remaining quantity the caller believes the line has. */
  expected_remaining?: number | undefined;
}

export type Allocation = { ok: true; take: Map<string, number> } | { ok: false; errors: FieldError[] };

/** Duplicate item_refs in one request are refused outright (400). */
export function duplicateRefs(requests: readonly { item_ref: string }[], pathOf: (index: number) => string): FieldError[] {
  const seen = new Set<string>();
  const errors: FieldError[] = [];
  requests.forEach((r, i) => {
    if (seen.has(r.item_ref)) errors.push(fieldError(pathOf(i), "duplicate_item_ref", `"${r.item_ref}" appears more than once`));
    seen.add(r.item_ref);
  });
  return errors;
}

/**
 * Checks each request against its line: the line exists, the optimistic check holds, and 1..remaining is asked.
 * All-or-nothing: any error refuses the whole request.
 */
export function allocate(lines: readonly LineQuantities[], requests: readonly LineRequest[], field: string, pathOf: (index: number) => string): Allocation {
  const byRef = new Map(lines.map((l) => [l.item_ref, l]));
  const errors: FieldError[] = [];
  const take = new Map<string, number>();
  requests.forEach((request, i) => {
    const line = byRef.get(request.item_ref);
    if (!line) {
      errors.push(fieldError(`${pathOf(i)}.item_ref`, "item_not_found", `"${request.item_ref}" is not a line of this order`));
      return;
    }
    const open = remaining(line);
    if (request.expected_remaining !== undefined && request.expected_remaining !== open) {
      errors.push(fieldError(`${pathOf(i)}.quantity`, "quantity_mismatch", `the line's remaining quantity is ${open}, not ${request.expected_remaining}`));
      return;
    }
    if (request.take > open) {
      errors.push(fieldError(`${pathOf(i)}.${field}`, "quantity_exceeds_remaining", `only ${open} of this line remain`));
      return;
    }
    take.set(request.item_ref, request.take);
  });
  return errors.length > 0 ? { ok: false, errors } : { ok: true, take };
}

/** Every open quantity of the order, for a shipment that names no lines. */
export function allOpen(lines: readonly LineQuantities[]): LineRequest[] {
  return lines.filter((l) => remaining(l) > 0).map((l) => ({ item_ref: l.item_ref, take: remaining(l) }));
}

/** The status an order reaches once its lines have these quantities (after a shipment or a cancellation). */
export function statusAfter(current: OrderStatus, lines: readonly LineQuantities[]): OrderStatus {
  const open = lines.reduce((sum, l) => sum + remaining(l), 0);
  const shipped = lines.reduce((sum, l) => sum + l.shipped_quantity, 0);
  if (open > 0) return shipped > 0 ? "partially_shipped" : current;
  return shipped > 0 ? "shipped" : "cancelled";
}
