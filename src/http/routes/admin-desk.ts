// Operator routes of the desk at volume (docs/operator-guide.md#notes, docs/operator-guide.md#export): internal notes on an order, and the CSV export of a filter.
import { Type, type Static } from "@sinclair/typebox";
import type { FastifyInstance } from "fastify";
import { AdminListOrdersBody } from "../../schemas/lifecycle.js";
import { StringEnum, ErrorEnvelope } from "../../schemas/common.js";
import { AddNoteBody, NoteView } from "../../schemas/notes.js";
import type { ServiceContext } from "../../services/context.js";
import { exportOrders } from "../../services/export-orders.js";
import { addNote } from "../../services/order-notes.js";
import { actorOf } from "../../services/tokens.js";
import { operation } from "../operation.js";
import { sendCsv } from "../csv-download.js";

const { cursor: _cursor, limit: _limit, sort: _sort, ...filters } = AdminListOrdersBody.properties;

export const ExportOrdersBody = Type.Object(
  {
    ...filters,
    rows: Type.Optional(StringEnum(["lines", "shipments"] as const, { description: "lines (default): a row per order line; shipments: a row per shipment (orders without one have no row)" })),
  },
  { additionalProperties: false },
);
type ExportOrdersBody = Static<typeof ExportOrdersBody>;

export function adminDeskRoutes(scope: FastifyInstance, ctx: ServiceContext): void {
  const tag = "Operator";
  operation(
    scope,
    {
      path: "/v1/admin/orders/notes/add",
      summary: "Add an internal note to an order",
      description:
        "A note for operators (1–2000 characters, not blank), kept with who wrote it and when and shown by admin orders/get (notes) and the console. " +
        "Never shown to the order's caller (orders/get, orders/events) or sent in a webhook, and not a change of the order: its updated_at and event sequence stay. Unknown order: 404 order_not_found.",
      tag,
      body: AddNoteBody,
      data: NoteView,
      message: "Note added",
    },
    async (body, request) => {
      const actor = actorOf(request.principal);
      // Operator routes only ever have an operator principal.
      if (actor.type !== "operator") throw new Error("a note needs an operator");
      return addNote(ctx, body, actor);
    },
  );
  scope.post(
    "/v1/admin/orders/export",
    {
      schema: {
        summary: "Export orders as CSV",
        description:
          "Every order the filters find (the filters of orders/list; all orders without any), newest first, as CSV (RFC 4180, UTF-8, a header row): a row per order line, or per shipment with rows: shipments. " +
          "No row limit: the file is written while it is read, a page of orders at a time, in constant memory. The columns are listed in the operator guide (Export).",
        tags: ["Operator"],
        body: ExportOrdersBody,
        response: { 200: Type.String({ format: "binary", description: "text/csv: the header row, then a row per order line (or shipment)" }), "4xx": ErrorEnvelope, "5xx": ErrorEnvelope },
      },
    },
    (request, reply) => sendCsv(reply, "orders", ctx.now(), exportOrders(ctx, request.body as ExportOrdersBody)),
  );
}
