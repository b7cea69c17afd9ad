// Operator routes for packing slips as PDF: GET /v1/admin/orders/{order_ref}/packing-slip and POST /v1/admin/packing-slips.
import { Type } from "@sinclair/typebox";
import type { FastifyInstance, FastifyReply } from "fastify";
import { MAX_SLIPS_PER_BATCH } from "../../domain/packing-slip.js";
import { ErrorEnvelope } from "../../schemas/common.js";
import type { ServiceContext } from "../../services/context.js";
import { packingSlips, type SlipSettings } from "../../services/packing-slips.js";

const OrderRef = Type.String({ minLength: 1, maxLength: 100, description: "The service's order reference" });
const Pdf = Type.String({ format: "binary", description: "application/pdf: one page per order (more for an order whose lines run over)" });

function sendPdf(reply: FastifyReply, pdf: Buffer, filename: string) {
  return reply
    .type("application/pdf")
    .header("content-disposition", `inline; filename="${filename}"`)
    .header("cache-control", "no-store")
    .send(pdf);
}

export function packingSlipRoutes(scope: FastifyInstance, ctx: ServiceContext, settings: SlipSettings): void {
  scope.get(
    "/v1/admin/orders/:order_ref/packing-slip",
    {
      schema: {
        summary: "Packing slip of one order (PDF)",
        description:
          "The slip shows the branding and contact messages, ship-to and return addresses, order_ref as text and Code 128, external_ref, the date, " +
          "each line still to ship (SKU, product, quantity) and the insert. 404 order_not_found; 409 nothing_to_ship when every line is shipped or cancelled.",
        tags: ["Operator"],
        params: Type.Object({ order_ref: OrderRef }),
        response: { 200: Pdf, "4xx": ErrorEnvelope, "5xx": ErrorEnvelope },
      },
    },
    async (request, reply) => {
      const { order_ref } = request.params as { order_ref: string };
      return sendPdf(reply, await packingSlips(ctx, settings, [order_ref], () => "order_ref"), `packing-slip-${order_ref}.pdf`);
    },
  );
  scope.post(
    "/v1/admin/packing-slips",
    {
      schema: {
        summary: "Packing slips of several orders in one PDF",
        description:
          `Up to ${MAX_SLIPS_PER_BATCH} orders, one after the other in the order given. If any order is unknown (404 order_not_found) or has nothing ` +
          "left to ship (409 nothing_to_ship), nothing is rendered and data.errors names each such order (path order_refs[i]).",
        tags: ["Operator"],
        body: Type.Object({ order_refs: Type.Array(OrderRef, { minItems: 1, maxItems: MAX_SLIPS_PER_BATCH }) }, { additionalProperties: false }),
        response: { 200: Pdf, "4xx": ErrorEnvelope, "5xx": ErrorEnvelope },
      },
    },
    async (request, reply) => {
      const { order_refs } = request.body as { order_refs: string[] };
      return sendPdf(reply, await packingSlips(ctx, settings, order_refs, (i) => `order_refs[${i}]`), "packing-slips.pdf");
    },
  );
}
