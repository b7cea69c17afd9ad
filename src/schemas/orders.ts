// Wire schemas of the order operations: create, get, list, and the order as the service shows it.
import { Type, type Static } from "@sinclair/typebox";
import { RETURN_ADDRESS_SOURCES } from "../domain/address.js";
import { ITEM_KINDS } from "../domain/item-kinds.js";
import { LINE_STATUSES } from "../domain/line-status.js";
import { FILE_STATUSES } from "../domain/print-files.js";
import { ORDER_STATUSES } from "../domain/status.js";
import { ACCOUNT_MODES } from "../domain/sandbox.js";
import { ORDER_STOCK } from "../domain/stock.js";
import type { OrderInput, OrderItemInput as DomainOrderItemInput, PrintAreaInput as DomainPrintAreaInput } from "../domain/inputs.js";
import { Cursor, Limit, Sku, StringEnum, Text, Timestamp, type Fits } from "./common.js";
import { PackingSlip, ReturnFields, ShippingFields, ShippingOutFields } from "./address.js";
import { ReturnView } from "./returns.js";
import { ShipmentView } from "./shipments.js";
import { MoneyOrderFields } from "./money.js";
import { LineCustomsFields, LineCustomsView, OrderCustomsFields, OrderCustomsView, Warnings } from "./customs.js";

export const CustomTextEntry = Type.Object(
  {
    field_name: Type.String({ minLength: 1, maxLength: 64, description: "A text field defined on the product's print area" }),
    text: Type.String({ maxLength: 1000, description: "Text to print" }),
  },
  { additionalProperties: false },
);

export const PrintAreaInput = Type.Object(
  {
    preview_image: Type.Optional(Type.String({ minLength: 1, maxLength: 2048, description: "http(s) URL of a preview image" })),
    print_file: Type.Optional(Type.String({ minLength: 1, maxLength: 2048, description: "http(s) URL of the print file (print-file lines)" })),
    custom_text: Type.Optional(Type.Array(CustomTextEntry, { minItems: 1, maxItems: 50, description: "Text values (custom-text lines)" })),
  },
  { additionalProperties: false },
);
export type PrintAreaInput = Fits<Static<typeof PrintAreaInput>, DomainPrintAreaInput>;

export const PrintAreas = Type.Record(Type.String({ pattern: "^[a-z][a-z0-9_]{0,31}$" }), PrintAreaInput, {
  minProperties: 1,
  maxProperties: 16,
  additionalProperties: false,
  description: "Map of print area (front, back, …) to its content",
});

export const OrderItemInput = Type.Object(
  {
    sku: Sku,
    quantity: Type.Integer({ minimum: 1, maximum: 1000 }),
    print_areas: Type.Optional(PrintAreas),
    ...LineCustomsFields,
  },
  { additionalProperties: false },
);
export type OrderItemInput = Fits<Static<typeof OrderItemInput>, DomainOrderItemInput>;

export const CreateOrderBody = Type.Object(
  {
    external_ref: Text(100, "Your unique identifier for the order (idempotency key)"),
    order_note: Type.Optional(Type.String({ maxLength: 2000 })),
    created_at: Timestamp,
    ...ShippingFields,
    ...ReturnFields,
    packing_slip: Type.Optional(PackingSlip),
    insert_id: Type.Optional(Type.Integer({ description: "A marketing insert agreed with the operator" })),
    store_id: Type.Optional(
      Type.String({
        minLength: 1,
        maxLength: 100,
        description: "The store the order is sold through (stores/list): its packing slip, logo, return address and inserts apply. Absent: a store token's store, else the account's default store",
      }),
    ),
    items: Type.Array(OrderItemInput, { minItems: 1, description: "Order lines, all of one kind" }),
    shipping_method: Type.Optional(
      Type.String({ minLength: 1, maxLength: 32, description: "A shipping method's code (shipping/methods lists them); absent: the account's default when it serves the order, else the cheapest" }),
    ),
    ...OrderCustomsFields,
    draft: Type.Optional(
      Type.Boolean({
        description:
          "true: the order is a draft (status draft): checked, priced and its print files made like any order, but it commits no stock, is never produced and is charged only once orders/confirm makes it received; cancelled with reason draft_expired when not confirmed within DRAFT_TTL_DAYS (docs/caller-guide.md#drafts). Absent or false: an order as usual",
      }),
    ),
  },
  { additionalProperties: false },
);
export type CreateOrderBody = Fits<Static<typeof CreateOrderBody>, OrderInput>;

/** A create's fields but draft: a quote prices the order either way. */
const { draft: _draft, ...quotedProperties } = CreateOrderBody.properties;

export const QuoteOrderBody = Type.Object(
  {
    ...quotedProperties,
    external_ref: Type.Optional(CreateOrderBody.properties.external_ref),
    created_at: Type.Optional(Timestamp),
  },
  { additionalProperties: false, description: "A create-order body; external_ref and created_at may be left out" },
);
export type QuoteOrderBody = Static<typeof QuoteOrderBody>;

export const ResponseItem = Type.Object({ item_ref: Type.String(), sku: Type.String(), quantity: Type.Integer() });

/**
 * The spec's answer (order_ref and its items), then what orders/get would show of the order's money, dates and
 * warnings, so a create needs no second read (docs/caller-guide.md).
 */
export const CreateOrderData = Type.Object({ order_ref: Type.String(), items: Type.Array(ResponseItem), warnings: Warnings, ...MoneyOrderFields });
export type CreateOrderData = Static<typeof CreateOrderData>;

export const ItemKind = StringEnum(ITEM_KINDS);
export type ItemKind = Static<typeof ItemKind>;

export { ORDER_STATUSES };
export const OrderStatus = StringEnum(ORDER_STATUSES);
export type OrderStatus = Static<typeof OrderStatus>;

const Nullable = <T extends Parameters<typeof Type.Union>[0][number]>(schema: T) => Type.Union([schema, Type.Null()]);

export const FileInfo = Type.Object({
  checksum: Type.String({ description: "sha256 of the file, hex; download with GET /v1/files/{checksum}" }),
  content_type: Type.String(),
  size_bytes: Type.Integer(),
  width_px: Type.Integer(),
  height_px: Type.Integer(),
  dpi: Nullable(Type.Integer({ description: "Print file: the resolution it prints at over the area; preview: as recorded in the file" })),
  low_resolution: Type.Boolean({ description: "Smaller than the area's print size (kept, will print soft)" }),
});

export const AreaFiles = Type.Object({
  status: StringEnum(FILE_STATUSES),
  attempts: Type.Optional(Type.Integer({ description: "While pending: tries that failed for a passing reason (a timeout, a 5xx); 0 before the first try ends" })),
  last_error: Type.Optional(Nullable(Type.String({ description: "While pending: why the last try failed; null before any failed" }))),
  reason: Type.Optional(Type.String()),
  print_file: Type.Optional(FileInfo),
  preview: Type.Optional(FileInfo),
});

export const OrderItemView = Type.Object({
  item_ref: Type.String(),
  sku: Type.String(),
  kind: ItemKind,
  quantity: Type.Integer(),
  cancelled_quantity: Type.Integer(),
  shipped_quantity: Type.Integer(),
  allocated_quantity: Nullable(Type.Integer({ description: "Of a counted line (docs/operator-guide.md#stock): units of what remains that stock is set aside for; null when the line is not counted" })),
  backordered_quantity: Nullable(Type.Integer({ description: "Of a counted line: units of what remains still waiting for stock (allocated as units arrive, oldest order first); null when the line is not counted" })),
  status: StringEnum(LINE_STATUSES, {
    description:
      "Derived from the quantities (remaining = quantity − cancelled − shipped): cancelled when nothing remains and nothing shipped; shipped when nothing remains and something shipped; partially_shipped when something shipped and something remains; open otherwise",
  }),
  print_areas: Nullable(Type.Record(Type.String(), PrintAreaInput)),
  print_files: Type.Record(Type.String(), AreaFiles, { description: "Per print area: the files the service made or fetched for this line; empty when it needs none" }),
  ...LineCustomsView,
});

export const CallerActions = Type.Object(
  {
    update_shipping: Type.Boolean({ description: "orders/update-shipping would be accepted now" }),
    cancel_items: Type.Boolean({ description: "orders/cancel-items would be accepted now (for quantities within what remains)" }),
  },
  { description: "What the caller may do with the order now; the operations answer exactly this" },
);

export const OrderView = Type.Object({
  order_ref: Type.String(),
  external_ref: Type.String(),
  status: OrderStatus,
  status_reason: Nullable(Type.String({ description: "Why the order last changed status, when known (e.g. on_hold)" })),
  mode: StringEnum(ACCOUNT_MODES, { description: "live, or test for an order of a sandbox account (never produced; see the sandbox guide)" }),
  allowed_actions: CallerActions,
  item_kind: ItemKind,
  stock: StringEnum(ORDER_STOCK, { description: "allocated: every counted line has its units; backordered: a line waits for stock (production waits too); not_tracked: no line is counted (docs/operator-guide.md#stock)" }),
  created_at: Type.String({ description: "The caller's created_at, normalised to UTC" }),
  received_at: Type.String({ description: "When the service accepted the order" }),
  editable_until: Type.String({ description: "received_at plus the account's edit window: an account with auto_release has the order released to production after it, once its files are ready" }),
  updated_at: Type.String(),
  order_note: Nullable(Type.String()),
  ...ShippingOutFields,
  return_address: Type.Union(
    [
      Type.Object({
        name: Type.String(),
        phone: Nullable(Type.String()),
        address_1: Type.String(),
        address_2: Nullable(Type.String()),
        city: Type.String(),
        zip: Type.String(),
        state: Type.String(),
        country: Type.String(),
      }),
      Type.Null(),
    ],
    {
      description:
        "The return address the order's packing slip prints, fixed when the order was created: the order's own (return_address_source order) or the account's fixed address as it was then (account); null when connected stores handle returns",
    },
  ),
  return_address_source: StringEnum(RETURN_ADDRESS_SOURCES),
  packing_slip: Nullable(
    Type.Object({ branding_message: Type.Optional(Type.String()), contact_message: Type.Optional(Type.String()) }),
  ),
  insert_id: Nullable(Type.Integer()),
  store_id: Nullable(Type.String({ description: "The store the order was sold through (stores/get); orders made before stores belong to their account's default store" })),
  ...MoneyOrderFields,
  ...OrderCustomsView,
  items: Type.Array(OrderItemView),
  shipments: Type.Array(ShipmentView, { description: "Every shipment of the order, oldest first, as tracking shows them" }),
  returns: Type.Array(ReturnView, { description: "Units that came back and were received, oldest first, each line restocked or disposed of (docs/operator-guide.md#returns); empty when none" }),
  sequence: Type.Integer({ description: "The sequence of the order's latest event (0: none yet); a receiver that has applied it is up to date" }),
});
export type OrderView = Static<typeof OrderView>;

export const GetOrderBody = Type.Object(
  {
    order_ref: Type.Optional(Type.String({ minLength: 1, maxLength: 100 })),
    external_ref: Type.Optional(Type.String({ minLength: 1, maxLength: 100 })),
  },
  { additionalProperties: false, description: "Exactly one of order_ref and external_ref" },
);

export const ListOrdersBody = Type.Object(
  {
    status: Type.Optional(OrderStatus),
    store_id: Type.Optional(Type.String({ minLength: 1, maxLength: 100, description: "Only this store's orders (stores/list); a store token lists its own store's only" })),
    created_after: Type.Optional(Timestamp),
    cursor: Type.Optional(Cursor),
    limit: Type.Optional(Limit),
  },
  { additionalProperties: false },
);
export type ListOrdersBody = Static<typeof ListOrdersBody>;

export const OrderPage = Type.Object({
  orders: Type.Array(OrderView),
  next_cursor: Nullable(Type.String({ description: "Pass as cursor for the next page; null on the last page" })),
});
