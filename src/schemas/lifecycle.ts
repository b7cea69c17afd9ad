// Wire schemas of the changes after an order is accepted: update shipping, cancel items, operator transitions and shipments.
import { ORDER_STOCK } from "../domain/stock.js";
import { Type, type Static } from "@sinclair/typebox";
import { ShippingFields, ShippingOutFields } from "./address.js";
import { Cursor, Limit, StringEnum, Text, Timestamp } from "./common.js";
import { CallerActions, OrderItemView, OrderStatus, OrderView } from "./orders.js";
import { ShipmentView } from "./shipments.js";
import { NoteView } from "./notes.js";
import { MoneyOrderFields } from "./money.js";
import { Warnings } from "./customs.js";

const Ref = (description: string) => Type.String({ minLength: 1, maxLength: 100, description });

/** docs/operator-guide.md#stale-pages-cannot-undo-a-colleague: a stale page cannot undo a colleague's change. */
const ExpectedSequence = Type.Integer({
  minimum: 0,
  description:
    "The order's latest event sequence as you last read it (orders/get's sequence). When the order has moved on since, nothing changes: HTTP 200, status error, code order_changed, data.sequence the order's sequence now.",
});
const Nullable = <T extends Parameters<typeof Type.Union>[0][number]>(schema: T) => Type.Union([schema, Type.Null()]);

export const UpdateShippingBody = Type.Object(
  {
    order_ref: Ref("The service's order reference"),
    ...ShippingFields,
    shipping_phone: Type.Optional(ShippingFields.shipping_phone),
    shipping_method: Type.Optional(
      Type.String({ minLength: 1, maxLength: 32, description: "A new shipping method's code: re-priced by today's shipping prices, refused like create when it does not serve the order" }),
    ),
  },
  {
    additionalProperties: false,
    description:
      "The new shipping address (and optionally method). shipping_phone absent keeps the stored phone; shipping_address_2 absent clears it; shipping_method absent keeps the order's method, which must serve a new country.",
  },
);
export type UpdateShippingBody = Static<typeof UpdateShippingBody>;

/** The spec's echo of the stored address, then the order's method, costs, dates and warnings after the change. */
export const ShippingView = Type.Object({ order_ref: Type.String(), ...ShippingOutFields, ...MoneyOrderFields, warnings: Warnings });
export type ShippingView = Static<typeof ShippingView>;

export const CancelItemsBody = Type.Object(
  {
    order_ref: Ref("The service's order reference"),
    items: Type.Array(
      Type.Object(
        {
          item_ref: Ref("A line reference from the create response"),
          cancelled_quantity: Type.Integer({ minimum: 1, maximum: 1000, description: "Quantity to cancel, 1..remaining" }),
          quantity: Type.Optional(Type.Integer({ minimum: 0, maximum: 1000, description: "Optimistic check: the line's current remaining quantity" })),
        },
        { additionalProperties: false },
      ),
      { minItems: 1, maxItems: 250 },
    ),
  },
  { additionalProperties: false },
);
export type CancelItemsBody = Static<typeof CancelItemsBody>;

export const CancelItemsData = Type.Object({
  order_ref: Type.String(),
  status: OrderStatus,
  items: Type.Array(Type.Object({ item_ref: Type.String(), cancelled_quantity: Type.Integer({ description: "Cancelled by this request" }), remaining_quantity: Type.Integer() })),
});
export type CancelItemsData = Static<typeof CancelItemsData>;

export const TransitionBody = Type.Object(
  {
    order_ref: Ref("The service's order reference"),
    status: OrderStatus,
    reason: Type.Optional(Type.String({ minLength: 1, maxLength: 500, description: "Recorded as status_reason and in the event; required when force is true" })),
    force: Type.Optional(
      Type.Boolean({ description: "true goes to in_production although print files are pending or failed (the files gate); the event records forced: true and the reason. Never overrides the status table." }),
    ),
    expected_sequence: Type.Optional(ExpectedSequence),
  },
  { additionalProperties: false },
);
export type TransitionBody = Static<typeof TransitionBody>;

export const TransitionData = Type.Object({ order_ref: Type.String(), status: OrderStatus });

export const ShipBody = Type.Object(
  {
    order_ref: Ref("The service's order reference"),
    carrier: Text(100),
    tracking_number: Text(100),
    tracking_url: Type.Optional(Type.String({ minLength: 1, maxLength: 2048, description: "http(s) URL" })),
    items: Type.Optional(
      Type.Array(
        Type.Object({ item_ref: Ref("Line reference"), quantity: Type.Integer({ minimum: 1, maximum: 1000 }) }, { additionalProperties: false }),
        { minItems: 1, maxItems: 250, description: "Lines and quantities in this parcel; absent means everything still open (for a reshipment: everything shipped)" },
      ),
    ),
    reshipment: Type.Optional(
      Type.Boolean({
        description:
          "true sends again what already shipped (a lost or damaged parcel): quantities up to each line's shipped quantity, allowed while partially_shipped or shipped; shipped quantities and the status do not change",
      }),
    ),
    replaces_shipment_ref: Type.Optional(
      Ref("With reshipment: true, the lost or damaged shipment of this order that this parcel replaces; the new shipment names it (replaces_shipment_ref)"),
    ),
    billable: Type.Optional(
      Type.Boolean({
        description:
          "With reshipment: true only (else 400 reshipment_required): true charges the account a reshipment_charge, the order's shipping price at its method snapshot for the parcel's items (docs/operator-guide.md#billing); an order without costs is refused with order_not_priced. Absent or false: the reshipment is not charged",
      }),
    ),
    expected_sequence: Type.Optional(ExpectedSequence),
  },
  { additionalProperties: false },
);
export type ShipBody = Static<typeof ShipBody>;

export const ShipData = Type.Object({ order_ref: Type.String(), shipment_ref: Type.String(), status: OrderStatus, reshipment: Type.Boolean() });

export { ShipmentView } from "./shipments.js";

export const TrackingBody = Type.Object(
  {
    order_ref: Type.Optional(Ref("One order by the service's reference")),
    external_ref: Type.Optional(Ref("One order by your reference")),
    updated_after: Type.Optional(Timestamp),
    cursor: Type.Optional(Cursor),
    limit: Type.Optional(Limit),
  },
  { additionalProperties: false, description: "Either order_ref or external_ref (one order), or updated_after with cursor and limit (the account's shipments since then)" },
);
export type TrackingBody = Static<typeof TrackingBody>;

export const TrackingData = Type.Object({
  order_ref: Type.Optional(Type.String()),
  external_ref: Type.Optional(Type.String()),
  status: Type.Optional(OrderStatus),
  shipments: Type.Array(
    Type.Object({ ...ShipmentView.properties, order_ref: Type.Optional(Type.String()), external_ref: Type.Optional(Type.String()) }),
  ),
  next_cursor: Type.Optional(Nullable(Type.String())),
  sequence: Type.Optional(Type.Integer({ description: "One order: the sequence of its latest event (0: none yet)" })),
});
export type TrackingData = Static<typeof TrackingData>;

/** The work queues of the console's overview (orders/counts): each also a filter of orders/list and orders/export. */
export const ORDER_QUEUES = ["ready_to_produce", "files_stuck", "forced_unready", "shipment_exceptions", "late", "backordered"] as const;

/** The finding filters of docs/operator-guide.md#finding-orders, shared by orders/list and orders/export. */
const OrderFinding = {
  q: Type.Optional(
    Type.String({
      minLength: 1,
      maxLength: 200,
      description:
        "Search: each word (case and accents ignored) must begin an order_ref, an external_ref, a word of the ship-to name, city or zip, or a tracking number of the order",
    }),
  ),
  received_after: Type.Optional(Type.String({ description: "Only orders received at or after this RFC 3339 date-time in UTC" })),
  received_before: Type.Optional(Type.String({ description: "Only orders received before this RFC 3339 date-time in UTC" })),
  sku: Type.Optional(Type.String({ minLength: 1, maxLength: 100, description: "Only orders with a line of this SKU" })),
  stock: Type.Optional(StringEnum(ORDER_STOCK, { description: "Only orders whose stock is this: allocated, backordered (a counted line waits for units) or not_tracked" })),
  queue: Type.Optional(
    StringEnum(ORDER_QUEUES, {
      description:
        "Only the orders of one work queue of orders/counts: ready_to_produce (received, every file ready, edit window passed), files_stuck (a print file failed or pending over 15 minutes, order not shipped or cancelled), " +
        "forced_unready (in_production with a file not ready), shipment_exceptions (latest shipment exception or returned), late (ship_by passed, not shipped or cancelled), backordered (a counted line waits for stock, not shipped or cancelled)",
    }),
  ),
};

export const AdminListOrdersBody = Type.Object(
  {
    account_id: Type.Optional(Ref("Only this account's orders")),
    store_id: Type.Optional(Ref("Only this store's orders (stores/list)")),
    external_ref: Type.Optional(Ref("Only orders with this caller's reference (unique within an account, so at most one per account)")),
    status: Type.Optional(OrderStatus),
    created_after: Type.Optional(Timestamp),
    include_test: Type.Optional(Type.Boolean({ description: "true lists test accounts' orders too (left out otherwise, even when account_id names a test account)" })),
    shipping_method: Type.Optional(Type.String({ minLength: 1, maxLength: 32, description: "Only orders shipping with this method (its code)" })),
    late: Type.Optional(Type.Boolean({ description: "true: only orders whose ship_by has passed (before today, UTC) and that are not shipped or cancelled" })),
    sort: Type.Optional(StringEnum(["newest", "ship_by"] as const, { description: "newest (default): newest first; ship_by: soonest ship_by first" })),
    ...OrderFinding,
    cursor: Type.Optional(Cursor),
    limit: Type.Optional(Limit),
  },
  { additionalProperties: false },
);
export type AdminListOrdersBody = Static<typeof AdminListOrdersBody>;

/** total_count of a list: exact up to 10,000, beyond that only that there are more. */
export const TOTAL_COUNT_CAP = 10_000;
export const TotalCount = Type.Union([Type.Integer({ minimum: 0, maximum: TOTAL_COUNT_CAP }), Type.Literal(`${TOTAL_COUNT_CAP}+`)], {
  description: `How many orders the filter finds in all (every page): exact up to ${TOTAL_COUNT_CAP}, else the string "${TOTAL_COUNT_CAP}+"`,
});

export const OperatorActions = Type.Object(
  {
    ...CallerActions.properties,
    transitions: Type.Array(OrderStatus, { description: "Statuses orders/transition reaches now without force (in_production only when every print file is ready)" }),
    ship: Type.Boolean({ description: "orders/ship would record a shipment now" }),
    reship: Type.Boolean({ description: "orders/ship with reshipment: true would record a reshipment now" }),
  },
  { description: "What may happen to the order now; the operations answer exactly this" },
);

/** docs/operator-guide.md#names-beside-ids: the operator reads names where callers' views only reference (a caller knows its own products and lines). */
const ProductName = Type.String({ description: "What the line is called: its product's name, else its blank's (as the packing slip prints it)" });
export const AdminOrderLine = Type.Object({ ...OrderItemView.properties, product_name: ProductName });
export const AdminShipmentView = Type.Object({
  ...ShipmentView.properties,
  items: Type.Array(Type.Object({ item_ref: Type.String(), quantity: Type.Integer(), sku: Type.String({ description: "The line's SKU" }), product_name: ProductName })),
});
export type AdminShipmentView = Static<typeof AdminShipmentView>;

export const AdminOrderView = Type.Object({
  ...OrderView.properties,
  items: Type.Array(AdminOrderLine),
  shipments: Type.Array(AdminShipmentView, { description: "Every shipment of the order, oldest first, each line named by its SKU and product name" }),
  account_id: Type.String(),
  account_name: Type.String({ description: "The account's name now (accounts/update may change it)" }),
  test: Type.Boolean({ description: "An order of a test account: the sandbox moves it to production and ships it; an operator cannot" }),
  allowed_actions: OperatorActions,
});
export type AdminOrderView = Static<typeof AdminOrderView>;
/** admin orders/get: the order with the operator's internal notes, which no caller and no webhook sees. */
export const AdminOrderDetail = Type.Object({ ...AdminOrderView.properties, notes: Type.Array(NoteView, { description: "Internal notes (orders/notes/add), oldest first" }) });
export type AdminOrderDetail = Static<typeof AdminOrderDetail>;
export const AdminGetOrderBody = Type.Object({ order_ref: Ref("The service's order reference") }, { additionalProperties: false });

export const RetryFilesBody = Type.Object({ order_ref: Ref("The service's order reference"), expected_sequence: Type.Optional(ExpectedSequence) }, { additionalProperties: false });
export type RetryFilesBody = Static<typeof RetryFilesBody>;
