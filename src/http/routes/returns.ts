// The operator's returns (docs/operator-guide.md#returns): units of shipped lines received back, restocked or disposed of.
import type { FastifyInstance } from "fastify";
import { ReceiveReturnBody, ReceiveReturnData } from "../../schemas/returns.js";
import type { ServiceContext } from "../../services/context.js";
import { receiveReturn } from "../../services/returns.js";
import { actorOf } from "../../services/tokens.js";
import { operation } from "../operation.js";

export function adminReturnsRoutes(scope: FastifyInstance, ctx: ServiceContext): void {
  operation(
    scope,
    {
      path: "/v1/admin/returns/receive",
      summary: "Receive a return",
      description:
        "Records units of an order's shipped lines that came back, each line with a disposition: restock puts a counted fulfillment product's units back on hand (a return movement; orders waiting for them are served, oldest first, in the same change), dispose records them without a stock change. " +
        "A line's quantity is at most what shipped less what came back before. A restocked line that was never counted is recorded without a stock change. The order shows the return in returns, and the merchant gets return.received; the order's status does not change. " +
        "Refusals, all lines' together in one 400: quantity_exceeds_shipped (lines[i].quantity), not_restockable (a line printed on demand restocked: lines[i].disposition), item_not_found and duplicate_item_ref (lines[i].item_ref). Unknown order: 404 order_not_found.",
      tag: "Operator",
      body: ReceiveReturnBody,
      data: ReceiveReturnData,
      message: "Return received",
    },
    async (body, request) => receiveReturn(ctx, body, actorOf(request.principal)),
  );
}
