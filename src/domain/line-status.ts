// A line's status, derived from its quantities alone (docs/operator-guide.md#line-status): nothing about a line is stored twice.
import { remaining, type LineQuantities } from "./quantities.js";

export const LINE_STATUSES = ["open", "partially_shipped", "shipped", "cancelled"] as const;
export type LineStatus = (typeof LINE_STATUSES)[number];

/**
 * With remaining = quantity − cancelled − shipped:
 * - `cancelled`: nothing remains and nothing was shipped (all of it cancelled);
 * - `shipped`: nothing remains and something was shipped (the rest, if any, cancelled);
 * - `partially_shipped`: something was shipped and something remains;
 * - `open`: nothing shipped yet and something remains (part of it may be cancelled).
 */
export function lineStatus(line: Omit<LineQuantities, "item_ref">): LineStatus {
  const left = remaining({ item_ref: "", ...line });
  if (left <= 0) return line.shipped_quantity > 0 ? "shipped" : "cancelled";
  return line.shipped_quantity > 0 ? "partially_shipped" : "open";
}
