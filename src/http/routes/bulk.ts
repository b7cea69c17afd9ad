// Operator routes for bulk work (docs/operator-guide.md#bulk-work): a status change or cancel of many orders, and shipments imported from CSV.
import type { FastifyInstance } from "fastify";
import { BulkOrdersBody, BulkOrdersData, ImportShipmentsBody, ImportShipmentsData, MAX_BULK_REFS, MAX_BULK_SELECTION, MAX_IMPORT_CSV_BYTES } from "../../schemas/bulk.js";
import { bulkOrders } from "../../services/bulk-orders.js";
import type { ServiceContext } from "../../services/context.js";
import { importShipments } from "../../services/import-shipments.js";
import { actorOf } from "../../services/tokens.js";
import { operation } from "../operation.js";

/**
 * The JSON body a CSV of MAX_IMPORT_CSV_BYTES travels in: JSON writes a quote or a line break in two bytes, so
 * twice the CSV and room for the rest.
 */
const IMPORT_BODY_LIMIT = 2 * MAX_IMPORT_CSV_BYTES + 64 * 1024;

export function bulkRoutes(scope: FastifyInstance, ctx: ServiceContext, bodyLimit: number): void {
  const tag = "Operator";
  operation(
    scope,
    {
      path: "/v1/admin/orders/bulk",
      summary: "Change or cancel many orders",
      description:
        `action transition (with status, reason, force as orders/transition) or cancel, for the orders named by order_refs (1–${MAX_BULK_REFS}) or selected by filter ` +
        `(the fields of orders/list; at most ${MAX_BULK_SELECTION} orders, else 400 selection_too_large). Each order changes on its own, exactly as orders/transition ` +
        "would change it: results lists every order with ok, and for a refused one the code orders/transition answers (invalid_transition, files_not_ready, sandbox_order, order_not_found); one refusal does not stop the rest.",
      tag,
      body: BulkOrdersBody,
      data: BulkOrdersData,
      message: "Bulk work done",
    },
    async (body, request) => bulkOrders(ctx, body, actorOf(request.principal)),
  );
  operation(
    scope,
    {
      path: "/v1/admin/shipments/import",
      summary: "Import shipments from CSV",
      description:
        "csv: RFC 4180 text up to 5 MiB with a header row: carrier, tracking_number, and order_ref or external_ref (with an optional account_id column: an external_ref " +
        "found in several accounts needs it), and optionally tracking_url, sku and quantity. Each row is shipped as orders/ship would ship it: without sku, everything " +
        "still open; with sku, that SKU's open quantity, or quantity of it. results says per row (row: its line, the header being 1) ok with the shipment_ref, or the code: " +
        "a field rule's (required, too_long, invalid_url, invalid_type, out_of_range, invalid_csv_row), an order's (order_not_found, ambiguous_external_ref, " +
        "duplicate_tracking_number when the order already had that tracking number) or orders/ship's (status_forbids_change, item_not_found, quantity_exceeds_remaining, sandbox_order). " +
        "dry_run: true checks every row the same way and writes nothing. A text that is not CSV: 400 invalid_csv; a header that is not a shipment's: 400 invalid_csv_header.",
      tag,
      body: ImportShipmentsBody,
      data: ImportShipmentsData,
      message: "Shipments imported",
      bodyLimit: Math.max(bodyLimit, IMPORT_BODY_LIMIT),
    },
    async (body, request) => importShipments(ctx, body, actorOf(request.principal)),
  );
}
