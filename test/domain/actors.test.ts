// The actor's columns round trip, and the timeline's readable line for each event type and actor.
import { describe, expect, it } from "vitest";
import { actorColumns, actorOfColumns, eventSummary, type Actor } from "../../src/domain/actors.js";
import type { EventType } from "../../src/domain/events.js";

const pat: Actor = { type: "operator", id: "op_1", name: "Pat" };

describe("actor columns", () => {
  it.each<Actor>([pat, { type: "account" }, { type: "system", reason: "auto_release" }, { type: "system", reason: "recorded_before_actors" }])("%j round-trips", (actor) => {
    expect(actorOfColumns(actorColumns(actor))).toEqual(actor);
  });

  it("reads an unknown system reason as recorded_before_actors", () => {
    expect(actorOfColumns({ actor_type: "system", actor_id: null, actor_name: null, actor_reason: "nonsense" })).toEqual({ type: "system", reason: "recorded_before_actors" });
  });
});

describe("eventSummary", () => {
  const cases: [Actor, EventType, Record<string, unknown>, string][] = [
    [pat, "order.status_changed", { status: "on_hold", previous_status: "received", reason: "fraud check" }, "Pat put the order on hold: fraud check"],
    [pat, "order.status_changed", { status: "received", previous_status: "on_hold", reason: null }, "Pat released the order from hold"],
    [pat, "order.status_changed", { status: "in_production", previous_status: "on_hold", forced: true, reason: "rush" }, "Pat sent the order to production past the files gate: rush"],
    [{ type: "system", reason: "auto_release" }, "order.status_changed", { status: "in_production", previous_status: "received", reason: "auto_release" }, "Automatic release sent the order to production"],
    [pat, "order.status_changed", { status: "shipped", previous_status: "in_production" }, "Pat moved the order to shipped"],
    [{ type: "account" }, "order.items_cancelled", { items: [{ cancelled_quantity: 2 }, { cancelled_quantity: 1 }] }, "The merchant cancelled 3 items"],
    [{ type: "account" }, "order.shipping_updated", {}, "The merchant changed the shipping address"],
    [{ type: "account" }, "order.costs_changed", { previous_costs: { total: { amount: 2500, currency: "USD" } }, costs: { total: { amount: 1250, currency: "USD" } } }, "The merchant re-priced the order: total 25.00 USD → 12.50 USD"],
    [{ type: "account" }, "order.costs_changed", { previous_costs: null, costs: null }, "The merchant re-priced the order: total not priced → not priced"],
    [pat, "return.received", { return: { note: "torn seam", lines: [{ quantity: 2, disposition: "restock" }, { quantity: 1, disposition: "dispose" }] } }, "Pat received a return of 3 items (2 restocked, 1 disposed of): torn seam"],
    [pat, "return.received", { return: { note: null, lines: [{ quantity: 1, disposition: "dispose" }] } }, "Pat received a return of 1 item (1 disposed of)"],
    [{ type: "system", reason: "print_files" }, "print_files.ready", {}, "The print-file check found every print file ready"],
    [pat, "shipment.created", { shipment: { carrier: "UPS", tracking_number: "1Z1", items: [{ quantity: 1 }] } }, "Pat shipped 1 item with UPS, tracking 1Z1"],
    [pat, "shipment.created", { shipment: { carrier: "DHL", tracking_number: "JD1", reshipment: true, items: [{ quantity: 2 }] } }, "Pat reshipped 2 items with DHL, tracking JD1"],
    [
      pat,
      "shipment.created",
      { shipment: { shipment_ref: "shp_new", carrier: "DHL", tracking_number: "JD2", reshipment: true, replaces_shipment_ref: "shp_lost", items: [{ quantity: 1 }] } },
      "Pat reshipped shp_new (replaces lost shp_lost): 1 item with DHL, tracking JD2",
    ],
    [pat, "shipment.status_changed", { shipment: { shipment_ref: "shp_1", status: "in_transit", events: [{ status: "in_transit", note: "left the depot" }] } }, "Pat recorded shipment shp_1 as in transit: left the depot"],
    [{ type: "system", reason: "recorded_before_actors" }, "order.on_hold", { reason: "check" }, "Someone (recorded before actors were kept) put the order on hold: check"],
  ];
  it.each(cases)("%j %s %j → %s", (actor, type, data, expected) => {
    expect(eventSummary(actor, { type, data })).toBe(expected);
  });
});
