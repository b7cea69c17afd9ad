// The events the service records about orders, and the states of their webhook deliveries (docs/order-lifecycle.md#events-the-outbox).
import type { AccountMode } from "./sandbox.js";

export const EVENT_TYPES = [
  "shipment.created",
  "order.status_changed",
  "order.items_cancelled",
  "order.shipping_updated",
  "print_files.ready",
  "order.on_hold",
  "shipment.status_changed",
  "order.costs_changed",
  "order.backordered",
  "order.stock_allocated",
  "stock.low",
  "stock.out",
  "receiving.updated",
  "return.received",
  "invoice.issued",
] as const;
export type EventType = (typeof EVENT_TYPES)[number];

/**
 * The events about something other than one order (one of the account's stock items, a receiving, or an invoice): delivered to its webhooks
 * like any other, but in no order's history; their `sequence` counts the events of their subject
 * (docs/receiving-webhooks.md#events-not-about-an-order).
 */
export const ACCOUNT_EVENT_TYPES = ["stock.low", "stock.out", "receiving.updated", "invoice.issued"] as const satisfies readonly EventType[];
export type AccountEventType = (typeof ACCOUNT_EVENT_TYPES)[number];
export type OrderEventType = Exclude<EventType, AccountEventType>;

export function isAccountEvent(type: EventType): type is AccountEventType {
  return (ACCOUNT_EVENT_TYPES as readonly EventType[]).includes(type);
}

/**
 * An event as recorded and delivered (before an endpoint's template): data carries order_ref, external_ref, status
 * and the event's own fields. `sequence` numbers the order's events 1, 2, 3 … without gaps, in the order they
 * happened; `occurred_at` is when the thing happened (a carrier scan may be reported later than it happened),
 * `created_at` when the service recorded it.
 */
export interface EventPayload {
  id: string;
  type: EventType;
  sequence: number;
  /** The account's mode: test for a sandbox account's order (never produced), else live. */
  mode: AccountMode;
  occurred_at: string;
  created_at: string;
  data: Record<string, unknown>;
}

/** A delivery waits for its next attempt, has been answered 2xx, or has given up (or its endpoint was disabled). */
export const DELIVERY_STATUSES = ["pending", "succeeded", "failed"] as const;
export type DeliveryStatus = (typeof DELIVERY_STATUSES)[number];

/** Who registered a webhook endpoint: the operator (admin/webhooks/create) or the account with its own token. */
export const WEBHOOK_CREATORS = ["operator", "account"] as const;
export type WebhookCreator = (typeof WEBHOOK_CREATORS)[number];
