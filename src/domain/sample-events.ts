// Sample events of every type, as webhooks/test sends them: the standard payload with made-up data, marked test: true.
import type { EventPayload, EventType } from "./events.js";
import type { AccountMode } from "./sandbox.js";

/** A sample event: the payload of a real event of its type, and `test: true` so a receiver can tell it apart. */
export type SampleEvent = EventPayload & { test: true };

/** The references a sample uses (fresh ones each time, so a receiver's deduplication never swallows a second test). */
export interface SampleRefs {
  eventId: string;
  orderRef: string;
  itemRef: string;
  shipmentRef: string;
  /** The sample return's reference (return.received); a fixed one when absent. */
  returnRef?: string;
}

const SAMPLE_FILE = {
  checksum: "0".repeat(64),
  content_type: "image/png",
  size_bytes: 1_048_576,
  width_px: 4500,
  height_px: 5400,
  dpi: 300,
  low_resolution: false,
};

function shipment(refs: SampleRefs, at: string, status: "shipped" | "in_transit") {
  return {
    shipment_ref: refs.shipmentRef,
    carrier: "SANDBOX",
    tracking_number: "SBX000000000000",
    tracking_url: null,
    shipped_at: at,
    reshipment: false,
    status,
    events: status === "shipped" ? [] : [{ status, occurred_at: at, note: "test event" }],
    updated_at: at,
    items: [{ item_ref: refs.itemRef, quantity: 1 }],
  };
}

/** The order status each sample's data carries, and the fields its type adds. */
function sampleData(type: EventType, refs: SampleRefs, at: string): { status: string } & Record<string, unknown> {
  switch (type) {
    case "order.status_changed":
      return { status: "in_production", previous_status: "received", reason: "test event" };
    case "order.on_hold":
      return { status: "on_hold", reason: "test event" };
    case "order.items_cancelled":
      return { status: "received", items: [{ item_ref: refs.itemRef, cancelled_quantity: 1, remaining_quantity: 1 }] };
    case "order.shipping_updated":
      return {
        status: "received",
        shipping: {
          shipping_name: "Ada Lovelace",
          shipping_phone: "+1 (555) 010-0000",
          shipping_address_1: "1 Analytical Way",
          shipping_address_2: null,
          shipping_city: "Springfield",
          shipping_zip: "62701",
          shipping_state: "IL",
          shipping_country: "US",
        },
      };
    case "print_files.ready":
      return { status: "received", items: [{ item_ref: refs.itemRef, print_files: { front: { status: "ready", print_file: SAMPLE_FILE } } }] };
    case "shipment.created":
      return { status: "shipped", shipment: shipment(refs, at, "shipped") };
    case "shipment.status_changed":
      return { status: "shipped", shipment: shipment(refs, at, "in_transit") };
    case "order.costs_changed": {
      const usd = (amount: number) => ({ amount, currency: "USD" });
      const costs = (quantity: number) => ({
        currency: "USD",
        items_total: usd(1250 * quantity),
        shipping: usd(499 + 150 * (quantity - 1)),
        total: usd(1250 * quantity + 499 + 150 * (quantity - 1)),
        lines: [{ item_ref: refs.itemRef, unit_price: usd(1250), extra_areas: usd(0), total: usd(1250 * quantity) }],
      });
      return { status: "received", previous_costs: costs(2), costs: costs(1) };
    }
    case "return.received":
      return {
        status: "shipped",
        return: { return_ref: refs.returnRef ?? "ret_sample", received_at: at, note: "test event", lines: [{ item_ref: refs.itemRef, quantity: 1, disposition: "restock" }] },
      };
  }
}

/** `mode`: the endpoint's account's, as its real events carry. */
export function sampleEvent(type: EventType, refs: SampleRefs, at: string, mode: AccountMode): SampleEvent {
  const { status, ...extra } = sampleData(type, refs, at);
  return {
    id: refs.eventId,
    type,
    sequence: 1,
    mode,
    occurred_at: at,
    created_at: at,
    test: true,
    data: { order_ref: refs.orderRef, external_ref: "TEST-EVENT", status, ...extra },
  };
}
