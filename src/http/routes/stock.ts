// Stock routes: the caller's inventory (docs/caller-guide.md#your-stock) and the operator's adjustments, counts and lists (docs/operator-guide.md#stock).
import { Type, type Static } from "@sinclair/typebox";
import type { FastifyInstance } from "fastify";
import { ErrorEnvelope } from "../../schemas/common.js";
import { AdjustStockBody, CountStockBody, InventoryListBody, InventoryMovementsBody, InventoryUpdateBody, ListStockBody, ListStockData, StockItemView, StockMovementsBody, StockMovementsData } from "../../schemas/stock.js";
import type { ServiceContext } from "../../services/context.js";
import { exportStock } from "../../services/export-stock.js";
import { adjustStock, countStock, inventoryList, inventoryMovements, inventoryUpdate, listStock, stockMovements } from "../../services/stock.js";
import { accountOf } from "../auth.js";
import { actorOf } from "../../services/tokens.js";
import { operation } from "../operation.js";
import { sendCsv } from "../csv-download.js";

const { cursor: _cursor, limit: _limit, ...stockFilters } = ListStockBody.properties;
const ExportStockBody = Type.Object(stockFilters, { additionalProperties: false });
type ExportStockBody = Static<typeof ExportStockBody>;

export function adminStockRoutes(scope: FastifyInstance, ctx: ServiceContext): void {
  const tag = "Operator";
  operation(
    scope,
    {
      path: "/v1/admin/stock/adjust",
      summary: "Adjust units on hand",
      description:
        "Adds (delta > 0) or takes off (delta < 0) units on hand of a counted item: an account's product (account_id and the product's SKU) or a POD blank (its SKU, no account_id), with a reason (damaged, lost, found, correction) and an optional note, recorded as a movement. " +
        "Arriving units go to orders waiting for them, oldest first, in the same change; units taken below what is committed are taken back from the newest orders, which wait again. " +
        "Refusals: unknown_sku, not_stocked (the SKU is not counted), stock_negative (on hand would fall below 0), account_not_found.",
      tag,
      body: AdjustStockBody,
      data: StockItemView,
      message: "Stock adjusted",
    },
    async (body, request) => adjustStock(ctx, body, actorOf(request.principal)),
  );
  operation(
    scope,
    {
      path: "/v1/admin/stock/count",
      summary: "Record a cycle count",
      description:
        "on_hand becomes the units counted (counted ≥ 0) and the difference is recorded as a cycle_count movement. A count below what is committed is allowed: the newest orders' units are taken back and wait again (backordered); a count above serves waiting orders, oldest first. " +
        "Refusals: unknown_sku, not_stocked, account_not_found.",
      tag,
      body: CountStockBody,
      data: StockItemView,
      message: "Stock counted",
    },
    async (body, request) => countStock(ctx, body, actorOf(request.principal)),
  );
  operation(
    scope,
    {
      path: "/v1/admin/stock/movements",
      summary: "An item's movements",
      description: "The ledger of one counted item, oldest first (sort: newest for newest first): each change to on_hand or committed with its reason, order, actor and note. The item's figures are always the sums of its movements.",
      tag,
      body: StockMovementsBody,
      data: StockMovementsData,
      message: "Movements listed",
    },
    async (body) => stockMovements(ctx, body),
  );
  operation(
    scope,
    {
      path: "/v1/admin/stock/list",
      summary: "List counted items",
      description: "Every counted item (each account's goods and the shared POD blanks) by account and SKU, or one account's (account_id), or the shared blanks alone (account_id null). An item appears once something was counted, received or ordered of it.",
      tag,
      body: ListStockBody,
      data: ListStockData,
      message: "Stock listed",
    },
    async (body) => listStock(ctx, body),
  );
  scope.post(
    "/v1/admin/stock/export",
    {
      schema: {
        summary: "Export counted items as CSV",
        description:
          "Every counted item the filters of stock/list find (account_id, sku, status; every item without any), by account and SKU, as CSV (RFC 4180, UTF-8 with a byte-order mark, a header row): " +
          "sku, account_id, account_name, on_hand, committed, available, backordered, incoming, reorder_point, status, updated_at. No row limit: the file is written while it is read, a page of items at a time.",
        tags: [tag],
        body: ExportStockBody,
        response: { 200: Type.String({ format: "binary", description: "text/csv: the header row, then a row per counted item" }), "4xx": ErrorEnvelope, "5xx": ErrorEnvelope },
      },
    },
    (request, reply) => sendCsv(reply, "stock", ctx.now(), exportStock(ctx, request.body as ExportStockBody)),
  );
}

export function inventoryRoutes(scope: FastifyInstance, ctx: ServiceContext): void {
  const tag = "Inventory";
  operation(
    scope,
    {
      path: "/v1/inventory/list", scope: "inventory:read",
      summary: "Your counted goods",
      description:
        "Your products whose units the company counts (products of a fulfillment blank that tracks stock), by SKU: on_hand, committed (set aside for your open orders), available, backordered (what your orders wait for), incoming, reorder_point and status (in_stock, low, out_of_stock). skus and status filter; a product counted but never received reads 0.",
      tag,
      body: InventoryListBody,
      data: ListStockData,
      message: "Inventory listed",
    },
    async (body, request) => inventoryList(ctx, accountOf(request), body),
  );
  operation(
    scope,
    {
      path: "/v1/inventory/movements", scope: "inventory:read",
      summary: "One item's movements",
      description: "The ledger of one of your counted goods, oldest first: each change to on_hand or committed (your orders, receivings, adjustments, counts, shipments) with its reason and order. Refusals: unknown_sku (not your product), not_stocked (not counted).",
      tag,
      body: InventoryMovementsBody,
      data: StockMovementsData,
      message: "Movements listed",
    },
    async (body, request) => inventoryMovements(ctx, accountOf(request), body),
  );
  operation(
    scope,
    {
      path: "/v1/inventory/update", scope: "inventory:write",
      summary: "Set a reorder point",
      description: "At or below reorder_point units available, the item's status is low; null: never low. Refusals: unknown_sku (not your product), not_stocked (not counted).",
      tag,
      body: InventoryUpdateBody,
      data: StockItemView,
      message: "Inventory updated",
    },
    async (body, request) => inventoryUpdate(ctx, accountOf(request), body),
  );
}
