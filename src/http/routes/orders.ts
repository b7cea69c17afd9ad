// Caller routes for orders: create, get and list, and the lifecycle operations update-shipping, cancel-items and tracking.
import type { FastifyInstance } from "fastify";
import { CreateOrderBody, CreateOrderData, GetOrderBody, ListOrdersBody, OrderPage, OrderView } from "../../schemas/orders.js";
import { CancelItemsBody, CancelItemsData, ConfirmOrderBody, ConfirmOrderData, ShippingView, TrackingBody, TrackingData, UpdateShippingBody } from "../../schemas/lifecycle.js";
import { cancelItems, checkCancelRules } from "../../services/cancel-items.js";
import { confirmDraft } from "../../services/confirm-draft.js";
import { createOrder } from "../../services/create-order.js";
import { checkOrderRules } from "../../services/order-check.js";
import { OrderEventsBody, OrderEventsData } from "../../schemas/events.js";
import { orderEventHistory } from "../../services/order-events.js";
import { tracking } from "../../services/tracking.js";
import { checkShippingRules, updateShipping } from "../../services/update-shipping.js";
import { getOrder, listOrders } from "../../services/read-orders.js";
import type { ServiceContext } from "../../services/context.js";
import { accountOf, callerOf } from "../auth.js";
import { confirmAfresh } from "../../services/token-confirmation.js";
import { operation } from "../operation.js";

export function orderRoutes(scope: FastifyInstance, ctx: ServiceContext): void {
  operation(
    scope,
    {
      path: "/v1/orders/create", scope: "orders:write",
      summary: "Create an order",
      description:
        "Creates an order of standard, custom-text or print-file lines (one kind per request). Idempotent on external_ref: " +
        "the same body again returns the original response with Idempotent-Replayed: true; a different body gets 409.",
      tag: "Orders",
      body: CreateOrderBody,
      data: CreateOrderData,
      message: "Order created successfully",
      confirmsToken: true,
      answersWarnings: true,
      rules: async (body, request) => {
        // The rules answer before the create's read confirms the token: a remembered one is looked up first.
        await confirmAfresh(ctx, callerOf(request));
        return checkOrderRules(ctx, callerOf(request), body);
      },
    },
    async (body, request, reply) => {
      const result = await createOrder(ctx, callerOf(request), body);
      if (result.replayed) reply.header("Idempotent-Replayed", "true");
      return result.data;
    },
  );
  operation(
    scope,
    {
      path: "/v1/orders/get", scope: "orders:read",
      summary: "Get one order",
      description: "Send exactly one of order_ref and external_ref. Another account's order, or another store's to a store token, answers as unknown (404 order_not_found).",
      tag: "Orders",
      body: GetOrderBody,
      data: OrderView,
      message: "Order found",
    },
    async (body, request) => getOrder(ctx, callerOf(request), body),
  );
  operation(
    scope,
    {
      path: "/v1/orders/list", scope: "orders:read",
      summary: "List orders",
      description: "Newest first. Filter by status and created_after; follow next_cursor for the next page.",
      tag: "Orders",
      body: ListOrdersBody,
      data: OrderPage,
      message: "Orders listed",
    },
    async (body, request) => listOrders(ctx, callerOf(request), body),
  );
  operation(
    scope,
    {
      path: "/v1/orders/events", scope: "orders:read",
      summary: "An order's event history",
      description:
        "The order's events, oldest first, as webhooks deliver them before any endpoint template: each with its sequence (1, 2, 3 … per order, no gaps) " +
        "and occurred_at. Send exactly one of order_ref and external_ref; after_sequence continues from the last event you have.",
      tag: "Orders",
      body: OrderEventsBody,
      data: OrderEventsData,
      message: "Order events listed",
    },
    async (body, request) => orderEventHistory(ctx, callerOf(request), body),
  );
  operation(
    scope,
    {
      path: "/v1/orders/update-shipping", scope: "orders:write",
      summary: "Update the shipping address",
      description:
        "Possible while the order is draft, received or on_hold. A refusal (status, unknown order) answers HTTP 200 with status error and data.order_ref; read status in the body.",
      tag: "Orders",
      body: UpdateShippingBody,
      data: ShippingView,
      message: "Shipping address updated successfully",
      rules: async (body, request) => void (await checkShippingRules(ctx, accountOf(request), body)),
    },
    async (body, request) => updateShipping(ctx, callerOf(request), body),
  );
  operation(
    scope,
    {
      path: "/v1/orders/cancel-items", scope: "orders:write",
      summary: "Cancel items of an order",
      description:
        "All-or-nothing partial cancellation while the order is draft, received or on_hold. cancelled_quantity is 1..remaining; the optional quantity must equal the line's remaining quantity. " +
        "The order becomes cancelled when nothing is left. Refusals answer HTTP 200 with status error and data.order_ref.",
      tag: "Orders",
      body: CancelItemsBody,
      data: CancelItemsData,
      message: "Items cancelled successfully",
      rules: (body) => Promise.resolve(checkCancelRules(body)),
    },
    async (body, request) => cancelItems(ctx, callerOf(request), body),
  );
  operation(
    scope,
    {
      path: "/v1/orders/confirm", scope: "orders:write",
      summary: "Confirm a draft order",
      description:
        "Makes a draft (orders/create with draft: true) received: re-priced by today's prices (blanks and its shipping method), its stock committed, " +
        "its edit window and ship-by date counted from now, its charge written. With expected_total, a total today's prices no longer give refuses it (price_changed, data.costs the new costs). " +
        "Refusals (not_a_draft, price_changed, an unknown order) answer HTTP 200 with status error and data.order_ref; nothing changes.",
      tag: "Orders",
      body: ConfirmOrderBody,
      data: ConfirmOrderData,
      message: "Draft confirmed successfully",
    },
    async (body, request) => confirmDraft(ctx, callerOf(request), body),
  );
  operation(
    scope,
    {
      path: "/v1/orders/tracking", scope: "orders:read",
      summary: "Get tracking",
      description:
        "By order_ref or external_ref: the order's status and shipments. By updated_after (with cursor and limit): the account's shipments recorded after that time, oldest first, for cheap polling.",
      tag: "Orders",
      body: TrackingBody,
      data: TrackingData,
      message: "Tracking found",
    },
    async (body, request) => tracking(ctx, callerOf(request), body),
  );
}
