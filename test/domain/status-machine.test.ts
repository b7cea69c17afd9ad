// The status table of docs/order-lifecycle.md#statuses, checked pair by pair for every actor, and the quantity rules that drive it.
import { describe, expect, it } from "vitest";
import { allocate, statusAfter } from "../../src/domain/quantities.js";
import { CALLER_CHANGEABLE, SHIPPABLE, canTransition, type Actor } from "../../src/domain/status.js";
import { ORDER_STATUSES, type OrderStatus } from "../../src/schemas/orders.js";

/** Every allowed (from, to, actor); every other combination must be refused. */
const ALLOWED: [OrderStatus, OrderStatus, Actor][] = [
  ["draft", "received", "confirmation"],
  ["draft", "cancelled", "cancellation"],
  ["received", "on_hold", "operator"],
  ["received", "in_production", "operator"],
  ["received", "cancelled", "operator"],
  ["received", "cancelled", "cancellation"],
  ["on_hold", "received", "operator"],
  ["on_hold", "in_production", "operator"],
  ["on_hold", "cancelled", "operator"],
  ["on_hold", "cancelled", "cancellation"],
  ["in_production", "partially_shipped", "shipment"],
  ["in_production", "shipped", "shipment"],
  ["partially_shipped", "shipped", "shipment"],
];

const ACTORS: Actor[] = ["operator", "shipment", "cancellation", "confirmation"];
const EVERY = ORDER_STATUSES.flatMap((from) => ORDER_STATUSES.flatMap((to) => ACTORS.map((actor) => [from, to, actor] as const)));

describe("canTransition", () => {
  it.each(EVERY)("%s → %s by %s", (from, to, actor) => {
    const allowed = ALLOWED.some(([f, t, a]) => f === from && t === to && a === actor);
    expect(canTransition(from, to, actor)).toBe(allowed);
  });

  it("covers all 7 × 7 × 4 combinations", () => {
    expect(EVERY).toHaveLength(196);
  });
});

describe("which statuses allow which changes", () => {
  it.each(ORDER_STATUSES.map((s) => [s]))("%s", (status) => {
    expect(CALLER_CHANGEABLE.has(status)).toBe(status === "draft" || status === "received" || status === "on_hold");
    expect(SHIPPABLE.has(status)).toBe(status === "in_production" || status === "partially_shipped");
  });
});

const line = (item_ref: string, quantity: number, cancelled_quantity = 0, shipped_quantity = 0) => ({ item_ref, quantity, cancelled_quantity, shipped_quantity });

describe("statusAfter", () => {
  it.each([
    ["nothing changed", "received", [line("a", 2)], "received"],
    ["part cancelled", "received", [line("a", 2, 1)], "received"],
    ["all cancelled", "on_hold", [line("a", 2, 2), line("b", 1, 1)], "cancelled"],
    ["part shipped", "in_production", [line("a", 2, 0, 1)], "partially_shipped"],
    ["all shipped", "partially_shipped", [line("a", 2, 0, 2)], "shipped"],
    ["shipped except what was cancelled", "in_production", [line("a", 3, 1, 2)], "shipped"],
  ] as const)("%s", (_case, current, lines, expected) => {
    expect(statusAfter(current, lines)).toBe(expected);
  });
});

describe("allocate", () => {
  const lines = [line("a", 5, 1, 1), line("b", 2)];
  const path = (i: number) => `items[${i}]`;
  it.each([
    ["within remaining", [{ item_ref: "a", take: 3 }], null],
    ["over remaining", [{ item_ref: "a", take: 4 }], ["items[0].cancelled_quantity", "quantity_exceeds_remaining"]],
    ["unknown line", [{ item_ref: "z", take: 1 }], ["items[0].item_ref", "item_not_found"]],
    ["optimistic check holds", [{ item_ref: "a", take: 1, expected_remaining: 3 }], null],
    ["optimistic check fails", [{ item_ref: "a", take: 1, expected_remaining: 5 }], ["items[0].quantity", "quantity_mismatch"]],
    ["one bad line refuses all", [{ item_ref: "b", take: 1 }, { item_ref: "a", take: 9 }], ["items[1].cancelled_quantity", "quantity_exceeds_remaining"]],
  ] as const)("%s", (_case, requests, error) => {
    const result = allocate(lines, requests, "cancelled_quantity", path);
    if (error === null) expect(result.ok).toBe(true);
    else expect(result).toEqual({ ok: false, errors: [expect.objectContaining({ path: error[0], code: error[1] })] });
  });
});
