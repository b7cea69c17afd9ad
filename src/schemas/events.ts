// Wire schemas of an order's event history (POST /v1/orders/events) and of the event payloads, one per event type
// (the OpenAPI document's webhooks section and the typed client's events are made from them).
import { Type, type Static, type TProperties } from "@sinclair/typebox";
import { EVENT_TYPES, isAccountEvent, type EventType } from "../domain/events.js";
import { ACCOUNT_MODES } from "../domain/sandbox.js";
import { StringEnum, Timestamp } from "./common.js";
import { ShippingOutFields } from "./address.js";
import { CostsView } from "./money.js";
import { AreaFiles, OrderStatus } from "./orders.js";
import { ReturnView } from "./returns.js";
import { ShipmentView } from "./shipments.js";
import { StockItemView } from "./stock.js";
import { ReceivingView } from "./receiving.js";
import { InvoiceView } from "./invoices.js";

export const EventPayloadSchema = Type.Object(
  {
    id: Type.String({ description: "The event's id; the same in webhook-id when it is delivered" }),
    type: StringEnum(EVENT_TYPES),
    sequence: Type.Integer({ minimum: 1, description: "1, 2, 3 … per order (per subject for an event not about one order), without gaps, in the order the events happened" }),
    mode: StringEnum(ACCOUNT_MODES, { description: "The account's mode: test for a sandbox account's order (never produced), live otherwise" }),
    occurred_at: Timestamp,
    created_at: Timestamp,
    data: Type.Record(Type.String(), Type.Unknown(), { description: "order_ref, external_ref, store_id, status, and the event's own fields (an event not about one order: its subject's fields)" }),
  },
  { description: "An event as webhooks deliver it before any endpoint template" },
);

export const OrderEventsBody = Type.Object(
  {
    order_ref: Type.Optional(Type.String({ minLength: 1, maxLength: 100 })),
    external_ref: Type.Optional(Type.String({ minLength: 1, maxLength: 100 })),
    after_sequence: Type.Optional(Type.Integer({ minimum: 0, description: "Only events after this sequence (default 0: from the first)" })),
    limit: Type.Optional(Type.Integer({ minimum: 1, maximum: 500, description: "At most this many events, 1–500 (default 100)" })),
  },
  { additionalProperties: false, description: "Exactly one of order_ref and external_ref" },
);
export type OrderEventsBody = Static<typeof OrderEventsBody>;

export const OrderEventsData = Type.Object({
  order_ref: Type.String(),
  external_ref: Type.String(),
  sequence: Type.Integer({ description: "The sequence of the order's latest event (0: none yet)" }),
  events: Type.Array(EventPayloadSchema, { description: "Oldest first" }),
  more: Type.Boolean({ description: "More events follow: ask again with after_sequence set to the last one's sequence" }),
});
export type OrderEventsData = Static<typeof OrderEventsData>;

const Nullable = <T extends Parameters<typeof Type.Union>[0][number]>(schema: T) => Type.Union([schema, Type.Null()]);

/** What every event's data carries: the order it is about, its store, and the order's status once the event happened. */
const OrderFields = {
  order_ref: Type.String(),
  external_ref: Type.String({ description: "Your reference of the order" }),
  store_id: Nullable(Type.String({ description: "The store the order was sold through (stores/get); endpoints limited to stores filter by it" })),
  status: OrderStatus,
};

/** An order line's stock (docs/caller-guide.md#your-stock): what an order.backordered or order.stock_allocated reports per counted line. */
const LineStock = Type.Object({
  item_ref: Type.String(),
  sku: Type.String(),
  allocated_quantity: Type.Integer({ description: "Units set aside for the line" }),
  backordered_quantity: Type.Integer({ description: "Units the line waits for" }),
});

/** The fields each type adds to its data, as the services record them (services/*.ts, through services/events.ts). */
const DATA_FIELDS = {
  "shipment.created": { shipment: ShipmentView },
  "order.status_changed": {
    previous_status: OrderStatus,
    reason: Nullable(Type.String({ description: "Why, when known: the operator's reason, auto_release, sandbox, all items cancelled, a print file's failure, confirmed (a draft confirmed), draft_expired (a draft not confirmed in time)" })),
    forced: Type.Optional(Type.Literal(true, { description: "Present when the operator forced in_production past print files that were not ready" })),
  },
  "order.items_cancelled": {
    items: Type.Array(Type.Object({ item_ref: Type.String(), cancelled_quantity: Type.Integer({ description: "Cancelled by this change" }), remaining_quantity: Type.Integer() })),
  },
  "order.shipping_updated": { shipping: Type.Object(ShippingOutFields, { description: "The new address, as orders/get shows it" }) },
  "print_files.ready": {
    items: Type.Array(
      Type.Object({ item_ref: Type.String(), print_files: Type.Record(Type.String(), AreaFiles, { description: "Per print area, as orders/get shows it" }) }),
      { description: "Every line that has print files" },
    ),
  },
  "order.on_hold": { reason: Nullable(Type.String({ description: "Why the order is held, when known" })) },
  "shipment.status_changed": { shipment: ShipmentView },
  "order.costs_changed": { previous_costs: CostsView, costs: CostsView },
  "order.backordered": { items: Type.Array(LineStock, { description: "The order's counted lines" }) },
  "order.stock_allocated": { items: Type.Array(LineStock, { description: "The order's counted lines" }) },
  "stock.low": {},
  "stock.out": {},
  "receiving.updated": {},
  "return.received": { return: ReturnView },
  "invoice.issued": {},
} satisfies Record<EventType, TProperties>;

/** What every event's data starts with: the order it is about, or the subject of an event not about one order. */
function subjectFields(type: EventType): TProperties {
  if (type === "receiving.updated") return ReceivingView.properties;
  if (type === "invoice.issued") return InvoiceView.properties;
  return isAccountEvent(type) ? StockItemView.properties : OrderFields;
}

const DESCRIPTIONS: Record<EventType, string> = {
  "shipment.created": "A parcel left with its tracking (or a reshipment was sent); the order's status is the one the parcel brings it to.",
  "order.status_changed": "The order moved from previous_status to status.",
  "order.items_cancelled": "Quantities of some lines were cancelled (by the caller, or all that was open when the operator cancelled the order).",
  "order.shipping_updated": "The shipping address changed (orders/update-shipping).",
  "print_files.ready": "Every print file of the order is ready (fetched, checked, or rendered from custom text).",
  "order.on_hold": "The order went on hold; sent besides order.status_changed so a receiver can subscribe to the orders that need attention alone.",
  "shipment.status_changed": "A shipment's progress changed (in_transit, delivered, returned, exception); occurred_at is when it happened.",
  "order.costs_changed": "The order's costs changed (a cancellation, a new shipping method or country).",
  "order.backordered": "Units allocated to the order were taken back (a count or a loss left fewer on the shelves than orders hold): a line waits for stock again and production waits with it.",
  "order.stock_allocated": "The order's last waiting line has its units (arrived stock went to it, or its waiting units were cancelled): production may start.",
  "stock.low": "One of your counted products fell to its reorder point: data is the stock item as inventory/list shows it. Sent once per fall; it re-arms when the item is above its reorder point again.",
  "stock.out": "One of your counted products has nothing left to allocate (available 0): data is the stock item as inventory/list shows it. Sent once per fall.",
  "receiving.updated": "One of your receivings changed: its status (arriving, completed, cancelled) or goods received into it. data is the receiving as receiving/get shows it.",
  "invoice.issued": "An invoice of your account was issued (docs/caller-guide.md#invoices): data is the invoice as billing/invoices/list shows it (number, period, currency, net, tax, total, payments, brought_forward, carried). Sent once per invoice; sequence is always 1.",
  "return.received": "Units of shipped lines came back and were received (returns/receive): each line restocked (back in your stock, when the product is counted) or disposed of. The order's status does not change.",
};

/** The component name of a type's schema: shipment.created → ShipmentCreatedEvent. */
export function eventSchemaName(type: EventType): string {
  return `${type.split(/[._]/).map((word) => word.charAt(0).toUpperCase() + word.slice(1)).join("")}Event`;
}

function eventSchema<T extends EventType>(type: T) {
  return Type.Object(
    {
      id: Type.String({ description: "The event's id, also the webhook-id header: deduplicate on it" }),
      type: Type.Literal(type),
      sequence: Type.Integer({
        minimum: 1,
        description: type === "receiving.updated" ? "1, 2, 3 … per receiving, without gaps, in the order its changes happened" : type === "invoice.issued" ? "Always 1: an invoice is issued once and never changes" : isAccountEvent(type) ? "1, 2, 3 … per stock item, without gaps, in the order the events happened" : "1, 2, 3 … per order, without gaps, in the order the events happened: apply by it",
      }),
      occurred_at: Type.String({ ...Timestamp, description: "When it happened (a carrier's scan may be reported later)" }),
      created_at: Type.String({ ...Timestamp, description: "When the service recorded it" }),
      mode: StringEnum(ACCOUNT_MODES, { description: "The account's mode: test for a sandbox account's orders" }),
      test: Type.Optional(Type.Literal(true, { description: "Present on the samples webhooks/test sends: never apply them" })),
      data: Type.Object({ ...subjectFields(type), ...DATA_FIELDS[type] }),
    },
    { title: eventSchemaName(type), description: DESCRIPTIONS[type] },
  );
}

/** Each event type's payload as webhooks deliver it before any endpoint template, and orders/events lists it. */
export const EVENT_SCHEMAS = Object.fromEntries(EVENT_TYPES.map((type) => [type, eventSchema(type)])) as unknown as { [T in EventType]: ReturnType<typeof eventSchema<T>> };

/** Any event: the payloads of every type, told apart by `type`. */
export const WebhookEventSchema = Type.Union(EVENT_TYPES.map((type) => EVENT_SCHEMAS[type]), { description: "An event as webhooks deliver it, told apart by type" });
