// Sample events of every type, as webhooks/test sends them: the standard payload with made-up data, marked test: true.
import { isAccountEvent, type AccountEventType, type EventPayload, type EventType, type OrderEventType } from "./events.js";
import type { AccountMode } from "./sandbox.js";
import { costsOf } from "./pricing.js";
import { NO_TAX } from "./tax.js";

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
  /** The sample order's store (an order's events carry its store_id); null when absent. */
  storeId?: string | null;
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

/** A counted line as order.backordered and order.stock_allocated report it. */
function lineStock(refs: SampleRefs, allocated: number, backordered: number) {
  return [{ item_ref: refs.itemRef, sku: "SAMPLE-SKU", allocated_quantity: allocated, backordered_quantity: backordered }];
}

/** The order status each sample's data carries, and the fields its type adds. */
function sampleData(type: OrderEventType, refs: SampleRefs, at: string): { status: string } & Record<string, unknown> {
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
      const costs = (quantity: number) =>
        costsOf("USD", [{ item_ref: refs.itemRef, quantity, unit_price: usd(1250), extra_areas: usd(0) }], usd(499 + 150 * (quantity - 1)), NO_TAX);
      return { status: "received", previous_costs: costs(2), costs: costs(1) };
    }
    case "order.backordered":
      return { status: "received", items: lineStock(refs, 1, 1) };
    case "order.stock_allocated":
      return { status: "received", items: lineStock(refs, 2, 0) };
    case "return.received":
      return {
        status: "shipped",
        return: { return_ref: refs.returnRef ?? "ret_sample", received_at: at, note: "test event", lines: [{ item_ref: refs.itemRef, quantity: 1, disposition: "restock" }] },
      };
  }
}

/** The data of a sample not about one order: a stock item as inventory/list shows it, or a receiving as receiving/get does. */
function sampleAccountData(type: AccountEventType, at: string): Record<string, unknown> {
  if (type === "invoice.issued") {
    const usd = (amount: number) => ({ amount, currency: "USD" });
    return {
      invoice_id: "inv_sample", number: "INV-2026-000001", account_id: "acc_sample", period: at.slice(0, 7), issued_at: at, currency: "USD",
      net: usd(3949), tax: usd(0), total: usd(3949), payments: usd(-2000), brought_forward: usd(0), carried: usd(1949), entry_count: 2, reverse_charge: false,
    };
  }
  if (type === "receiving.updated") {
    const line = { sku: "SAMPLE-SKU", expected: 12, received: 11, damaged: 1 };
    return {
      receiving_ref: "rcv_sample", account_id: "acc_sample", external_ref: "TEST-EVENT", status: "arriving", expected_at: null, carrier: null, tracking_number: null,
      boxes: [{ box: 1, lines: [line] }], lines: [{ ...line, difference: 0 }], created_at: at, updated_at: at, completed_at: null, cancelled_at: null,
    };
  }
  const onHand = type === "stock.out" ? 3 : 8;
  return { sku: "SAMPLE-SKU", account_id: "acc_sample", on_hand: onHand, committed: 3, available: onHand - 3, backordered: 0, incoming: 0, reorder_point: 5, status: type === "stock.out" ? "out_of_stock" : "low", updated_at: at };
}

/** `mode`: the endpoint's account's, as its real events carry. */
export function sampleEvent(type: EventType, refs: SampleRefs, at: string, mode: AccountMode): SampleEvent {
  const data = isAccountEvent(type) ? sampleAccountData(type, at) : orderData(type, refs, at);
  return { id: refs.eventId, type, sequence: 1, mode, occurred_at: at, created_at: at, test: true, data };
}

function orderData(type: OrderEventType, refs: SampleRefs, at: string): Record<string, unknown> {
  const { status, ...extra } = sampleData(type, refs, at);
  return { order_ref: refs.orderRef, external_ref: "TEST-EVENT", store_id: refs.storeId ?? null, status, ...extra };
}
