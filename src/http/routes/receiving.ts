// Receiving routes: the merchant's announcements of goods it sends in and their box labels
// (docs/caller-guide.md#sending-goods-in), and the operator's receive, close and reads (docs/operator-guide.md#receiving).
import { Type } from "@sinclair/typebox";
import type { FastifyInstance } from "fastify";
import { ErrorEnvelope } from "../../schemas/common.js";
import { AdminListReceivingsBody, CreateReceivingBody, ListReceivingsBody, ListReceivingsData, ReceiveBody, ReceivingRefBody, ReceivingView } from "../../schemas/receiving.js";
import type { ServiceContext } from "../../services/context.js";
import { cancelReceiving, closeReceiving, createReceiving, getReceiving, listReceivings, receive, receivingLabels } from "../../services/receivings.js";
import { actorOf } from "../../services/tokens.js";
import { accountOf } from "../auth.js";
import { operation, scopeDeclaration } from "../operation.js";
import { sendPdf } from "../pdf-download.js";

const TAG = "Receiving";

export function receivingRoutes(scope: FastifyInstance, ctx: ServiceContext): void {
  operation(
    scope,
    {
      path: "/v1/receiving/create", scope: "inventory:write",
      summary: "Announce goods you send in",
      description:
        "Announces a shipment of your goods to the company's warehouse, box by box (at most 200 boxes): each box's lines name your counted products (products of a fulfillment blank that tracks stock) and their units. " +
        "The answer is the receiving, status awaiting; its units count as incoming on your items until they are received. Print one label per box (GET /v1/receiving/{receiving_ref}/labels) and stick it on the box. " +
        "Refusals: unknown_sku (not your product), not_stocked (not counted), invalid_timestamp (expected_at), 409 receiving_exists (external_ref used by another receiving of yours).",
      tag: TAG,
      body: CreateReceivingBody,
      data: ReceivingView,
      message: "Receiving created",
    },
    async (body, request) => createReceiving(ctx, accountOf(request), body),
  );
  operation(
    scope,
    {
      path: "/v1/receiving/get", scope: "inventory:read",
      summary: "One of your receivings",
      description: "The receiving with its boxes (units expected, received good, received damaged) and, per SKU over all boxes, the difference: received + damaged − expected. 404 receiving_not_found.",
      tag: TAG,
      body: ReceivingRefBody,
      data: ReceivingView,
      message: "Receiving found",
    },
    async (body, request) => getReceiving(ctx, body.receiving_ref, accountOf(request)),
  );
  operation(
    scope,
    {
      path: "/v1/receiving/list", scope: "inventory:read",
      summary: "Your receivings",
      description: "Your receivings, newest first; status filters (awaiting, arriving, completed, cancelled).",
      tag: TAG,
      body: ListReceivingsBody,
      data: ListReceivingsData,
      message: "Receivings listed",
    },
    async (body, request) => listReceivings(ctx, { ...body, account_id: accountOf(request) }),
  );
  operation(
    scope,
    {
      path: "/v1/receiving/cancel", scope: "inventory:write",
      summary: "Cancel a receiving",
      description: "Calls off a receiving whose goods have not started to arrive (status awaiting): it becomes cancelled and its units are no longer incoming. 404 receiving_not_found; 409 receiving_not_awaiting once goods arrived (the operator closes it then).",
      tag: TAG,
      body: ReceivingRefBody,
      data: ReceivingView,
      message: "Receiving cancelled",
    },
    async (body, request) => cancelReceiving(ctx, accountOf(request), body.receiving_ref),
  );
  const declared = scopeDeclaration(
    "inventory:read",
    "A PDF with one 4×6 inch label per box: the receiving_ref and box number as text and as a Code 128 barcode (receiving_ref/box), your account's name, your external_ref and what the box holds. 404 receiving_not_found.",
  );
  scope.get(
    "/v1/receiving/:receiving_ref/labels",
    {
      config: declared.config,
      schema: {
        summary: "Box labels of a receiving (PDF)",
        ...declared.schema,
        tags: [TAG],
        params: Type.Object({ receiving_ref: Type.String({ minLength: 1, maxLength: 100, description: "The receiving's reference (rcv_…)" }) }),
        response: { 200: Type.String({ format: "binary", description: "application/pdf: one 4×6 inch page per box" }), "4xx": ErrorEnvelope, "5xx": ErrorEnvelope },
      },
    },
    async (request, reply) => {
      const { receiving_ref } = request.params as { receiving_ref: string };
      const pdf = await receivingLabels(ctx, accountOf(request), receiving_ref);
      return sendPdf(reply, pdf, `receiving-labels-${receiving_ref}.pdf`);
    },
  );
}

export function adminReceivingRoutes(scope: FastifyInstance, ctx: ServiceContext): void {
  const tag = "Operator";
  operation(
    scope,
    {
      path: "/v1/admin/receiving/receive",
      summary: "Receive goods of a receiving",
      description:
        "Records units that arrived, as often as boxes arrive: box names the box (its label's number; absent: the units are spread over the boxes that announced the SKU). " +
        "Good units go on hand at once (a receiving movement) and on to orders waiting for them, oldest first; damaged units are recorded on the receiving and never go on hand. Both are no longer incoming. The receiving becomes arriving. " +
        "Refusals: unknown_sku (not the receiving's account's product), not_stocked, out_of_range (box beyond the receiving's boxes), 404 receiving_not_found, 409 receiving_not_open (completed or cancelled).",
      tag,
      body: ReceiveBody,
      data: ReceivingView,
      message: "Goods received",
    },
    async (body, request) => receive(ctx, body, actorOf(request.principal)),
  );
  operation(
    scope,
    {
      path: "/v1/admin/receiving/close",
      summary: "Close a receiving",
      description:
        "Ends a receiving (status completed): what did not arrive is no longer incoming. lines answer, per SKU, expected, received (good units), damaged and difference (received + damaged − expected: negative when units are missing). 404 receiving_not_found; 409 receiving_not_open.",
      tag,
      body: ReceivingRefBody,
      data: ReceivingView,
      message: "Receiving closed",
    },
    async (body) => closeReceiving(ctx, body.receiving_ref),
  );
  operation(
    scope,
    {
      path: "/v1/admin/receiving/get",
      summary: "Any receiving",
      description: "A receiving of any account, with its boxes and per-SKU differences. 404 receiving_not_found.",
      tag,
      body: ReceivingRefBody,
      data: ReceivingView,
      message: "Receiving found",
    },
    async (body) => getReceiving(ctx, body.receiving_ref),
  );
  operation(
    scope,
    {
      path: "/v1/admin/receiving/list",
      summary: "List receivings",
      description: "Every account's receivings newest first, or one account's (account_id); status filters.",
      tag,
      body: AdminListReceivingsBody,
      data: ListReceivingsData,
      message: "Receivings listed",
    },
    async (body) => listReceivings(ctx, body),
  );
}
