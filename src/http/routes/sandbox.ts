// Caller route of the sandbox's controls: POST /v1/sandbox/advance moves a test order on at once.
import type { FastifyInstance } from "fastify";
import { OrderView } from "../../schemas/orders.js";
import { SandboxAdvanceBody } from "../../schemas/sandbox.js";
import type { ServiceContext } from "../../services/context.js";
import { advanceTestOrder } from "../../services/sandbox-advance.js";
import { callerOf } from "../auth.js";
import { operation } from "../operation.js";

export function sandboxRoutes(scope: FastifyInstance, ctx: ServiceContext): void {
  operation(
    scope,
    {
      path: "/v1/sandbox/advance",
      scope: "orders:write",
      summary: "Move a test order on now",
      description:
        "Test accounts only (a live account's token gets 403 sandbox_only). Moves the order to `to` at once through the states between, " +
        "with the events a live order would get: in_production (print files must be ready, as for a live order: files still being fetched are waited for, " +
        "at most SANDBOX_FILES_WAIT_SECONDS, 30 s by default, so advancing right after create does not depend on timing; a failed file is refused with its reason), on_hold, shipped (a SANDBOX shipment " +
        "of everything open), or a shipment's progress (in_transit; delivered, returned and exception pass through in_transit). A move the rules do not allow " +
        "answers HTTP 200 with status error (invalid_transition, files_not_ready) and data.order_ref; moving an order where it already is changes nothing. " +
        "Answers the order as orders/get shows it. Another account's order answers as unknown (404 order_not_found).",
      tag: "Sandbox",
      body: SandboxAdvanceBody,
      data: OrderView,
      message: "Order advanced",
    },
    async (body, request) => advanceTestOrder(ctx, callerOf(request), body),
  );
}
