// Wire schemas of the operator's bulk work (docs/operator-guide.md#bulk-work): a status change or cancel of many orders, and shipments imported from CSV.
import { Type, type Static } from "@sinclair/typebox";
import { StringEnum } from "./common.js";
import { AdminListOrdersBody } from "./lifecycle.js";
import { OrderStatus } from "./orders.js";

/** Most order_refs one orders/bulk request names. */
export const MAX_BULK_REFS = 500;
/** Most orders a filter of orders/bulk may select: past it the request is refused (selection_too_large). */
export const MAX_BULK_SELECTION = 1000;
/** Largest CSV text shipments/import reads, in bytes of UTF-8. */
export const MAX_IMPORT_CSV_BYTES = 5 * 1024 * 1024;

const Ref = Type.String({ minLength: 1, maxLength: 100, description: "The service's order reference" });

/**
 * The filter fields of the operator's orders/list (every field but its page and sort), so a filter that lists
 * orders selects the same orders for bulk work.
 */
export const OrdersFilter = Type.Omit(AdminListOrdersBody, ["cursor", "limit", "sort"], {
  additionalProperties: false,
  description: "The orders orders/list would list with these fields, over every page (test accounts' orders only with include_test)",
});
export type OrdersFilter = Static<typeof OrdersFilter>;

export const BulkOrdersBody = Type.Object(
  {
    action: StringEnum(["transition", "cancel"] as const, { description: "transition: to status, as orders/transition; cancel: to cancelled, as orders/transition with status cancelled" }),
    order_refs: Type.Optional(Type.Array(Ref, { minItems: 1, maxItems: MAX_BULK_REFS, description: `The orders (1–${MAX_BULK_REFS}; a ref named twice is worked once)` })),
    filter: Type.Optional(OrdersFilter),
    status: Type.Optional(OrderStatus),
    reason: Type.Optional(Type.String({ minLength: 1, maxLength: 500, description: "Recorded on each order as orders/transition records it; required when force is true" })),
    force: Type.Optional(Type.Boolean({ description: "As orders/transition: in_production although print files are not ready (needs a reason)" })),
  },
  { additionalProperties: false, description: "Exactly one of order_refs and filter; status with action transition (and only then)" },
);
export type BulkOrdersBody = Static<typeof BulkOrdersBody>;

const Code = Type.String({ description: "Why the order was refused: the code orders/transition answers for it (its first error's)" });
const Message = Type.String({ description: "The refusal's message, for a person" });

export const BulkOrdersData = Type.Object({
  results: Type.Array(
    Type.Object({
      order_ref: Type.String(),
      ok: Type.Boolean({ description: "true: the order changed; false: it was refused (code, message) and left as it was" }),
      status: Type.Optional(OrderStatus),
      code: Type.Optional(Code),
      message: Type.Optional(Message),
    }),
    { description: "One result per order, in the order of order_refs, or newest first for a filter" },
  ),
});
export type BulkOrdersData = Static<typeof BulkOrdersData>;

export const ImportShipmentsBody = Type.Object(
  {
    csv: Type.String({ minLength: 1, description: "CSV text (RFC 4180) up to 5 MiB of UTF-8: a header row naming the columns, then one shipment per row" }),
    dry_run: Type.Optional(Type.Boolean({ description: "true checks every row as the import would (rows of one order seeing each other) and writes nothing" })),
  },
  { additionalProperties: false },
);
export type ImportShipmentsBody = Static<typeof ImportShipmentsBody>;

export const ImportShipmentsData = Type.Object({
  dry_run: Type.Boolean(),
  results: Type.Array(
    Type.Object({
      row: Type.Integer({ description: "The row's line in the CSV text, the header being line 1 (as a spreadsheet numbers rows)" }),
      ok: Type.Boolean({ description: "true: the shipment was recorded (dry run: would be)" }),
      order_ref: Type.Optional(Type.String({ description: "The order the row named, when it was found" })),
      shipment_ref: Type.Optional(Type.String({ description: "The shipment recorded (absent in a dry run)" })),
      status: Type.Optional(OrderStatus),
      code: Type.Optional(Type.String({ description: "Why the row was refused: a field rule's code, or the code orders/ship answers" })),
      message: Type.Optional(Message),
    }),
  ),
});
export type ImportShipmentsData = Static<typeof ImportShipmentsData>;
