// Receiving rules (docs/caller-guide.md#sending-goods-in): a receiving's statuses, its limits, and the figures of a SKU
// across its boxes.

/** awaiting → arriving (first receive) → completed (close); awaiting → cancelled. */
export const RECEIVING_STATUSES = ["awaiting", "arriving", "completed", "cancelled"] as const;
export type ReceivingStatus = (typeof RECEIVING_STATUSES)[number];

/** The statuses in which goods may still be received (and the receiving closed). */
export const OPEN_RECEIVING: readonly ReceivingStatus[] = ["awaiting", "arriving"];

/** Boxes of one receiving: a pallet's worth of cartons and then some. */
export const MAX_BOXES = 200;

/** What the operator found a received unit to be: good units go on hand, damaged ones are only recorded. */
export const RECEIVED_CONDITIONS = ["good", "damaged"] as const;
export type ReceivedCondition = (typeof RECEIVED_CONDITIONS)[number];

/** The value a box label's barcode carries (receiving_ref/box): what the operator scans to receive the box. */
export function boxCode(receivingRef: string, box: number): string {
  return `${receivingRef}/${box}`;
}

/**
 * A scanned or typed box label read back: `rcv_…/2` names box 2, a bare `rcv_…` the receiving (any case: scanners and
 * keyboards may shift it); undefined when it is not a receiving's reference at all.
 */
export function readBoxCode(scanned: string): { receivingRef: string; box?: number } | undefined {
  const match = /^(rcv_[0-9a-z]+)(?:\/(\d{1,4}))?$/i.exec(scanned.trim());
  if (!match) return undefined;
  const receivingRef = match[1]!.toLowerCase();
  return match[2] === undefined ? { receivingRef } : { receivingRef, box: Number(match[2]) };
}

export interface ReceivedFigures {
  expected: number;
  received: number;
  damaged: number;
}

/** Units still to come of a line: expected less what arrived (good or damaged), never below 0. */
export function outstandingOf(line: ReceivedFigures): number {
  return Math.max(0, line.expected - line.received - line.damaged);
}

/** A SKU's figures over all boxes, with the difference: received + damaged − expected (negative: units missing). */
export function summarize(lines: readonly (ReceivedFigures & { sku: string })[]): (ReceivedFigures & { sku: string; difference: number })[] {
  const bySku = new Map<string, ReceivedFigures>();
  for (const line of lines) {
    const sum = bySku.get(line.sku) ?? { expected: 0, received: 0, damaged: 0 };
    bySku.set(line.sku, { expected: sum.expected + line.expected, received: sum.received + line.received, damaged: sum.damaged + line.damaged });
  }
  return [...bySku].map(([sku, sum]) => ({ sku, ...sum, difference: sum.received + sum.damaged - sum.expected }));
}
