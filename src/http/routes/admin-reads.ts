// Operator reads for the console's overview and detail screens: orders counted by status, an order's events and deliveries, an account's tokens.
import type { FastifyInstance } from "fastify";
import { OperatorOrderEventsData } from "../../schemas/operator-reads.js";
import { AdminOrderEventsBody, ListTokensBody, ListTokensData, OrderCountsBody, OrderCountsData, OrderDeliveriesBody, OrderDeliveriesData } from "../../schemas/operator-reads.js";
import type { ServiceContext } from "../../services/context.js";
import { anyOrderEvents, countOrders, listTokens, orderDeliveries } from "../../services/operator-reads.js";
import { operation } from "../operation.js";

export function adminReadRoutes(scope: FastifyInstance, ctx: ServiceContext): void {
  const tag = "Operator";
  operation(
    scope,
    {
      path: "/v1/admin/orders/counts",
      summary: "Count orders by status",
      description:
        "Every account's orders, or one account's (account_id): how many are in each status, the total, and the work queues: late (ship_by passed, not shipped or cancelled), " +
        "ready_to_produce, files_stuck, forced_unready, shipment_exceptions (each also the queue filter of orders/list), and oldest_waiting_minutes per waiting status.",
      tag,
      body: OrderCountsBody,
      data: OrderCountsData,
      message: "Orders counted",
    },
    async (body) => countOrders(ctx, body),
  );
  operation(
    scope,
    {
      path: "/v1/admin/orders/events",
      summary: "Any order's event history",
      description:
        "The order's events, oldest first, as its caller reads them with orders/events (standard payloads, before any endpoint template), each with actor (who made the change: " +
        "{ type: operator, id, name }, { type: account } or { type: system, reason }) and summary, one readable line (\"Pat put the order on hold: fraud check\"). " +
        "The actor is the operator's to see: callers' orders/events and webhooks never carry it. Unknown order: 404 order_not_found.",
      tag,
      body: AdminOrderEventsBody,
      data: OperatorOrderEventsData,
      message: "Order events listed",
    },
    async (body) => anyOrderEvents(ctx, body),
  );
  operation(
    scope,
    {
      path: "/v1/admin/orders/deliveries",
      summary: "Webhook deliveries of one order",
      description: "Deliveries of the order's events to every endpoint of its account, newest first, each with its attempts. Unknown order: 404 order_not_found.",
      tag,
      body: OrderDeliveriesBody,
      data: OrderDeliveriesData,
      message: "Deliveries listed",
    },
    async (body) => orderDeliveries(ctx, body),
  );
  operation(
    scope,
    {
      path: "/v1/admin/tokens/list",
      summary: "List an account's tokens",
      description: "Oldest first, with when each was created and revoked; the token itself is shown only by tokens/create. Unknown account: 404 account_not_found.",
      tag,
      body: ListTokensBody,
      data: ListTokensData,
      message: "Tokens listed",
    },
    async (body) => listTokens(ctx, body),
  );
}
