// Shipment rules as tables: the status after progress updates, and what a reshipment may send again.
import { describe, expect, it } from "vitest";
import { allocateReshipment, allShipped, statusAfterUpdate, type ShipmentEvent } from "../../src/domain/shipments.js";

const at = (status: ShipmentEvent["status"], occurred_at = "2026-11-24T10:00:00.000Z"): ShipmentEvent => ({ status, occurred_at, note: null });

describe("statusAfterUpdate", () => {
  it.each([
    [[], "shipped"],
    [[at("in_transit")], "in_transit"],
    [[at("in_transit"), at("delivered")], "delivered"],
    [[at("delivered"), at("in_transit")], "in_transit"],
    [[at("delivered"), at("returned")], "returned"],
    [[at("exception"), at("delivered", "2026-11-01T00:00:00.000Z")], "delivered"],
  ] as const)("%j → %s", (events, status) => {
    expect(statusAfterUpdate(events)).toBe(status);
  });
});

describe("reshipments", () => {
  const lines = [
    { item_ref: "a", quantity: 5, cancelled_quantity: 0, shipped_quantity: 3 },
    { item_ref: "b", quantity: 2, cancelled_quantity: 2, shipped_quantity: 0 },
  ];
  const path = (i: number) => `items[${i}]`;

  it("without lines sends again everything shipped", () => {
    expect(allShipped(lines)).toEqual([{ item_ref: "a", take: 3 }]);
  });

  it.each([
    [[{ item_ref: "a", take: 3 }], { ok: true, take: new Map([["a", 3]]) }],
    [[{ item_ref: "a", take: 1 }], { ok: true, take: new Map([["a", 1]]) }],
    [[{ item_ref: "a", take: 4 }], { ok: false, errors: [{ path: "items[0].quantity", code: "quantity_exceeds_shipped", message: "only 3 of this line have shipped" }] }],
    [[{ item_ref: "b", take: 1 }], { ok: false, errors: [{ path: "items[0].quantity", code: "quantity_exceeds_shipped", message: "only 0 of this line have shipped" }] }],
    [[{ item_ref: "a", take: 1 }, { item_ref: "z", take: 1 }], { ok: false, errors: [{ path: "items[1].item_ref", code: "item_not_found", message: '"z" is not a line of this order' }] }],
  ])("%j → %j", (requests, expected) => {
    expect(allocateReshipment(lines, requests, path)).toEqual(expected);
  });
});
