// Returns (docs/operator-guide.md#returns): what may come back of an order's lines, and what may go back on the shelves.
import { fieldError, type FieldError } from "./errors.js";

/** What happens to returned units: back on hand (a fulfillment product's), or recorded and thrown away. */
export const RETURN_DISPOSITIONS = ["restock", "dispose"] as const;
export type ReturnDisposition = (typeof RETURN_DISPOSITIONS)[number];

/** One line of a return as the operator sends it. */
export interface ReturnRequestLine {
  item_ref: string;
  quantity: number;
  disposition: ReturnDisposition;
}

/** An order line as a return reads it: what shipped, what came back before, and whether it was printed on demand. */
export interface ReturnableLine {
  item_ref: string;
  shipped_quantity: number;
  returned_quantity: number;
  /** Made on a POD blank: printed for this order, so nothing of it can go back on a shelf. */
  pod: boolean;
}

/**
 * Every problem of a return's lines, each at its path (lines[i].…), so that one 400 lists them all: a line named
 * twice, a line the order does not have, more than shipped and not yet returned, a POD line restocked.
 */
export function returnErrors(lines: readonly ReturnableLine[], requests: readonly ReturnRequestLine[]): FieldError[] {
  const byRef = new Map(lines.map((line) => [line.item_ref, line]));
  const seen = new Set<string>();
  const errors: FieldError[] = [];
  requests.forEach((request, i) => {
    const path = `lines[${i}]`;
    const line = byRef.get(request.item_ref);
    if (seen.has(request.item_ref)) {
      errors.push(fieldError(`${path}.item_ref`, "duplicate_item_ref", `"${request.item_ref}" appears more than once`));
      return;
    }
    seen.add(request.item_ref);
    if (!line) {
      errors.push(fieldError(`${path}.item_ref`, "item_not_found", `"${request.item_ref}" is not a line of this order`));
      return;
    }
    const returnable = line.shipped_quantity - line.returned_quantity;
    if (request.quantity > returnable) {
      const before = line.returned_quantity > 0 ? ` and ${line.returned_quantity} came back before` : "";
      errors.push(fieldError(`${path}.quantity`, "quantity_exceeds_shipped", `at most ${Math.max(0, returnable)} can come back: ${line.shipped_quantity} shipped${before}`));
    }
    if (request.disposition === "restock" && line.pod) {
      errors.push(fieldError(`${path}.disposition`, "not_restockable", `"${request.item_ref}" was printed on demand: its units cannot go back on a shelf (dispose of them)`));
    }
  });
  return errors;
}
