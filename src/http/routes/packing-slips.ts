// Operator routes for packing slips as PDF: GET /v1/admin/orders/{order_ref}/packing-slip, POST /v1/admin/packing-slips,
// GET /v1/admin/shipments/{shipment_ref}/packing-slip (one parcel's, a reshipment's too),
// an order's customs declaration alone: GET /v1/admin/orders/{order_ref}/customs-declaration, and a store's sample
// slip: POST /v1/admin/stores/sample-slip.
import { Type } from "@sinclair/typebox";
import type { FastifyInstance } from "fastify";
import { MAX_SLIPS_BY_FILTER } from "../../domain/packing-slip.js";
import { ErrorEnvelope } from "../../schemas/common.js";
import { sendPdf } from "../pdf-download.js";
import { StoreIdBody } from "../../schemas/stores.js";
import type { ServiceContext } from "../../services/context.js";
import { OrdersFilter } from "../../schemas/bulk.js";
import { customsDeclaration, packingSlipBatch, packingSlips, sampleStoreSlip, shipmentPackingSlip, type SlipSelection, type SlipSettings } from "../../services/packing-slips.js";

const OrderRef = Type.String({ minLength: 1, maxLength: 100, description: "The service's order reference" });
const Pdf = Type.String({ format: "binary", description: "application/pdf: one page per order (more for an order whose lines run over)" });

/** The batch's answer header naming the orders skip_unprintable left out. */
const SKIPPED_HEADER = "Skipped-Orders";
const SkippedOrders = Type.String({ description: "With skip_unprintable: the order_refs left out for having nothing left to ship, comma-separated; absent when none was" });

export function packingSlipRoutes(scope: FastifyInstance, ctx: ServiceContext, settings: SlipSettings): void {
  scope.post(
    "/v1/admin/stores/sample-slip",
    {
      schema: {
        summary: "Sample packing slip of a store (PDF)",
        description:
          "A made-up order (one sample line, a sample customer in SHIP_FROM_COUNTRY, order_ref ord_SAMPLE) printed as an order made in the store now would be: " +
          "the store's name, its logo when logo.status is ready (none while pending or failed), and its return address, branding and contact messages and first insert id where it has them, else the account's. " +
          "Nothing is recorded. 404 store_not_found for a store that is not the account's.",
        tags: ["Stores"],
        body: StoreIdBody,
        response: { 200: Pdf, "4xx": ErrorEnvelope, "5xx": ErrorEnvelope },
      },
    },
    async (request, reply) => {
      const { account_id, store_id } = request.body as StoreIdBody;
      return sendPdf(reply, await sampleStoreSlip(ctx, settings, account_id, store_id), `sample-slip-${store_id}.pdf`);
    },
  );
  scope.get(
    "/v1/admin/orders/:order_ref/packing-slip",
    {
      schema: {
        summary: "Packing slip of one order (PDF)",
        description:
          "The slip shows the branding and contact messages, ship-to and return addresses, order_ref as text and Code 128, external_ref, the date, " +
          "each line still to ship (SKU, product, quantity) and the insert; an order abroad (not to SHIP_FROM_COUNTRY) gets its customs declaration on the next page. 404 order_not_found; 409 nothing_to_ship when every line is shipped or cancelled " +
          "(a shipment's own slip stays available: GET /v1/admin/shipments/{shipment_ref}/packing-slip).",
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
  scope.get(
    "/v1/admin/shipments/:shipment_ref/packing-slip",
    {
      schema: {
        summary: "Packing slip of one shipment (PDF)",
        description:
          "The slip of what one parcel holds: its order's slip (messages, addresses, order_ref and barcode, insert) with the shipment's lines at the shipment's quantities, " +
          "and the customs declaration of those for an order abroad. It is how a reshipment (a lost or damaged parcel sent again) gets its slip, and how a shipped parcel's slip is printed again. " +
          "404 shipment_not_found.",
        tags: ["Operator"],
        params: Type.Object({ shipment_ref: Type.String({ minLength: 1, maxLength: 100, description: "The shipment's reference (shp_…)" }) }),
        response: { 200: Pdf, "4xx": ErrorEnvelope, "5xx": ErrorEnvelope },
      },
    },
    async (request, reply) => {
      const { shipment_ref } = request.params as { shipment_ref: string };
      const { orderRef, pdf } = await shipmentPackingSlip(ctx, settings, shipment_ref);
      return sendPdf(reply, pdf, `packing-slip-${orderRef}-${shipment_ref}.pdf`);
    },
  );
  scope.get(
    "/v1/admin/orders/:order_ref/customs-declaration",
    {
      schema: {
        summary: "Customs declaration of one order abroad (PDF)",
        description:
          "A CN23-style declaration of what is still to ship of an order whose shipping country is not SHIP_FROM_COUNTRY: sender, recipient (with its tax id), " +
          "each line's description, quantity, HS code, origin, net weight (its blank's weight_grams × quantity) and value, the totals (weight included), the incoterm and the IOSS number; amounts in major units with the currency. " +
          "The packing slip of such an order carries the same page after the slip. 404 order_not_found; 409 customs_not_needed for an order that ships " +
          "within SHIP_FROM_COUNTRY; 409 nothing_to_ship when every line is shipped or cancelled.",
        tags: ["Operator"],
        params: Type.Object({ order_ref: OrderRef }),
        response: { 200: Type.String({ format: "binary", description: "application/pdf: the declaration (more pages for an order whose lines run over)" }), "4xx": ErrorEnvelope, "5xx": ErrorEnvelope },
      },
    },
    async (request, reply) => {
      const { order_ref } = request.params as { order_ref: string };
      return sendPdf(reply, await customsDeclaration(ctx, settings, order_ref), `customs-declaration-${order_ref}.pdf`);
    },
  );
  scope.post(
    "/v1/admin/packing-slips",
    {
      schema: {
        summary: "Packing slips of several orders in one PDF",
        description:
          "Any number of orders, one after the other in the order given, named by order_refs, or selected by filter (the fields of orders/list, newest first; " +
          `more than ${MAX_SLIPS_BY_FILTER}: 400 selection_too_large). Every order is checked before the first byte: if any is unknown (404 order_not_found) or has nothing ` +
          "left to ship (409 nothing_to_ship), nothing is rendered and data.errors names each such order (path order_refs[i], or filter). " +
          "With skip_unprintable: true, orders with nothing left to ship are left out instead and the Skipped-Orders header names them " +
          "(an unknown order_ref is still refused; 409 nothing_to_ship when no order is left). The PDF is streamed as it is rendered (chunked, no Content-Length), " +
          "a hundred orders at a time; should rendering fail midway (an order shipped or cancelled meanwhile), the connection is cut rather than the PDF ended early.",
        tags: ["Operator"],
        body: Type.Object(
          {
            order_refs: Type.Optional(Type.Array(OrderRef, { minItems: 1 })),
            filter: Type.Optional(OrdersFilter),
            skip_unprintable: Type.Optional(Type.Boolean({ description: "true leaves out the orders with nothing left to ship (named in Skipped-Orders) instead of refusing the batch" })),
          },
          { additionalProperties: false, description: "Exactly one of order_refs and filter" },
        ),
        response: {
          200: { ...Pdf, headers: { [SKIPPED_HEADER]: SkippedOrders } },
          "4xx": ErrorEnvelope,
          "5xx": ErrorEnvelope,
        },
      },
    },
    async (request, reply) => {
      const { pdf, skipped } = await packingSlipBatch(ctx, settings, request.body as SlipSelection);
      if (skipped.length > 0) reply.header(SKIPPED_HEADER, skipped.join(","));
      return sendPdf(reply, pdf, "packing-slips.pdf");
    },
  );
}
