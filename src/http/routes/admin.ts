// Operator routes (docs/operator-guide.md#operator-api): accounts, tokens, catalog blanks, and every account's orders: get, list, transition, ship, retry-files.
import { Type } from "@sinclair/typebox";
import type { FastifyInstance } from "fastify";
import { AccountIdBody, AccountView, CreateAccountBody, CreatedToken, CreateTokenBody, TokenIdBody, UpdateAccountBody } from "../../schemas/accounts.js";
import { BlankView, CreateBlankBody, ListBody } from "../../schemas/products.js";
import { AdminGetOrderBody, AdminListOrdersBody, AdminOrderDetail, AdminOrderView, RetryFilesBody, ShipBody, ShipData, TotalCount, TransitionBody, TransitionData } from "../../schemas/lifecycle.js";
import { createAccount, getAccount, listAccounts, updateAccount } from "../../services/accounts.js";
import { getAnyOrder, listAnyOrders } from "../../services/read-orders.js";
import { retryFiles } from "../../services/print-files.js";
import { ship } from "../../services/ship.js";
import { updateShipment } from "../../services/update-shipment.js";
import { UpdateShipmentBody, UpdateShipmentData } from "../../schemas/shipments.js";
import { transition } from "../../services/transition.js";
import { createBlank, listBlanks } from "../../services/catalog.js";
import type { ServiceContext } from "../../services/context.js";
import { actorOf, createToken, revokeToken } from "../../services/tokens.js";
import { operation } from "../operation.js";

const NextCursor = Type.Union([Type.String(), Type.Null()]);

export function adminRoutes(scope: FastifyInstance, ctx: ServiceContext): void {
  const tag = "Operator";
  operation(
    scope,
    { path: "/v1/admin/accounts/create", summary: "Create an account", tag, body: CreateAccountBody, data: AccountView, message: "Account created successfully" },
    async (body) => createAccount(ctx, body),
  );
  operation(
    scope,
    { path: "/v1/admin/accounts/get", summary: "Get an account", tag, body: AccountIdBody, data: AccountView, message: "Account found" },
    async (body) => getAccount(ctx, body.account_id),
  );
  operation(
    scope,
    {
      path: "/v1/admin/accounts/update",
      summary: "Change an account's settings",
      description:
        "Changes the settings sent (others keep their value): name, connected_stores, return_address, insert_ids, packing_slip, edit_window_minutes, auto_release, disabled. " +
        "A disabled account's tokens get 403 account_disabled on every caller operation; its data stays and enabling it again restores access.",
      tag,
      body: UpdateAccountBody,
      data: AccountView,
      message: "Account updated successfully",
    },
    async (body) => updateAccount(ctx, body),
  );
  operation(
    scope,
    {
      path: "/v1/admin/accounts/list",
      summary: "List accounts",
      tag,
      body: ListBody,
      data: Type.Object({ accounts: Type.Array(AccountView), next_cursor: NextCursor }),
      message: "Accounts listed",
    },
    async (body) => listAccounts(ctx, body.cursor, body.limit),
  );
  operation(
    scope,
    {
      path: "/v1/admin/tokens/create",
      summary: "Create an account token",
      description:
        "The token is shown in this response only; the service keeps a hash. scopes (default: all) limit what it may do: a caller operation outside them answers 403 insufficient_scope. " +
        "name labels it; expires_at (in the future) ends it: from then on it gets 401 token_expired.",
      tag,
      body: CreateTokenBody,
      data: CreatedToken,
      message: "Token created successfully",
    },
    async (body) => createToken(ctx, body),
  );
  operation(
    scope,
    {
      path: "/v1/admin/tokens/revoke",
      summary: "Revoke a token",
      description: "Requests with a revoked token get 401 at once.",
      tag,
      body: TokenIdBody,
      data: Type.Object({ token_id: Type.String() }),
      message: "Token revoked successfully",
    },
    async (body) => revokeToken(ctx, body.token_id),
  );
  operation(
    scope,
    { path: "/v1/admin/catalog/create", summary: "Create a catalog blank", tag, body: CreateBlankBody, data: BlankView, message: "Blank created successfully" },
    async (body) => createBlank(ctx, body),
  );
  operation(
    scope,
    {
      path: "/v1/admin/catalog/list",
      summary: "List catalog blanks",
      tag,
      body: ListBody,
      data: Type.Object({ blanks: Type.Array(BlankView), next_cursor: NextCursor }),
      message: "Blanks listed",
    },
    async (body) => listBlanks(ctx, body.cursor, body.limit),
  );
  operation(
    scope,
    {
      path: "/v1/admin/orders/get",
      summary: "Get any order",
      description: "The order as its caller sees it, with account_id, test, the operator's allowed_actions, and notes: the internal notes (orders/notes/add), oldest first, which no caller or webhook sees.",
      tag,
      body: AdminGetOrderBody,
      data: AdminOrderDetail,
      message: "Order found",
    },
    async (body) => getAnyOrder(ctx, body.order_ref),
  );
  operation(
    scope,
    {
      path: "/v1/admin/orders/list",
      summary: "List orders of every account",
      description:
        "Newest first, or soonest ship_by first with sort: ship_by; filter by account_id, status, external_ref, created_after, shipping_method (a method code), late: true (ship_by passed, not shipped or cancelled), " +
        "q (each word begins an order_ref, external_ref, a word of the ship-to name, city or zip, or a tracking number; case and accents ignored), received_after / received_before, sku (a line of that SKU) " +
        "and queue (one work queue of orders/counts). Every filter given must hold. total_count counts every page: exact up to 10,000, else \"10000+\".",
      tag,
      body: AdminListOrdersBody,
      data: Type.Object({ orders: Type.Array(AdminOrderView), next_cursor: NextCursor, total_count: TotalCount }),
      message: "Orders listed",
    },
    async (body) => listAnyOrders(ctx, body),
  );
  operation(
    scope,
    {
      path: "/v1/admin/orders/transition",
      summary: "Change an order's status",
      description:
        "Along the status table: received → on_hold | in_production | cancelled; on_hold → received | in_production | cancelled. Others answer HTTP 200, status error, invalid_transition. " +
        "in_production needs every print file ready (files gate) and every counted line's units allocated (stock gate): otherwise HTTP 200, status error, files_not_ready per line and area and stock_not_available per line, unless force: true with a reason. " +
        "expected_sequence (the order's sequence as you read it): when the order has moved on since, nothing changes and the answer is HTTP 200, status error, order_changed, data.sequence the order's sequence now.",
      tag,
      body: TransitionBody,
      data: TransitionData,
      message: "Order status changed successfully",
    },
    async (body, request) => transition(ctx, body, actorOf(request.principal)),
  );
  operation(
    scope,
    {
      path: "/v1/admin/orders/ship",
      summary: "Record a shipment",
      description:
        "For an order in_production or partially_shipped. Without items, ships everything still open. Quantities never exceed what is open. " +
        "With reshipment: true, sends again what already shipped (partially_shipped or shipped orders; without items, everything shipped): quantities up to each line's shipped quantity (quantity_exceeds_shipped), no change to shipped quantities or status. " +
        "expected_sequence: as with orders/transition (order_changed when the order has moved on).",
      tag,
      body: ShipBody,
      data: ShipData,
      message: "Shipment recorded successfully",
    },
    async (body, request) => ship(ctx, body, actorOf(request.principal)),
  );
  operation(
    scope,
    {
      path: "/v1/admin/orders/retry-files",
      summary: "Retry an order's failed print files",
      description:
        "Queues every failed print file of the order again. The status is left alone: move an on_hold order back to received with orders/transition. " +
        "expected_sequence (as with transition and ship): when the order has moved on since you read it, nothing is queued and the answer is order_changed with data.sequence.",
      tag,
      body: RetryFilesBody,
      data: Type.Object({ order_ref: Type.String(), retried: Type.Array(Type.Object({ item_ref: Type.String(), area: Type.String() })) }),
      message: "Print files queued again",
    },
    async (body, request) => retryFiles(ctx, body, actorOf(request.principal)),
  );
  operation(
    scope,
    {
      path: "/v1/admin/shipments/update",
      summary: "Record a shipment's progress",
      description:
        "Adds { status, occurred_at, note } to the shipment's events and makes status the shipment's status (any order is accepted: the latest update wins, every event is kept); " +
        "writes shipment.status_changed. The order's status does not change (returned does not reopen it). Unknown shipment: 404 shipment_not_found.",
      tag,
      body: UpdateShipmentBody,
      data: UpdateShipmentData,
      message: "Shipment updated successfully",
    },
    async (body, request) => updateShipment(ctx, body, actorOf(request.principal)),
  );
}
