// The sandbox job: moves one test account's order on (to in_production, then shipped) when its time has come.
import type { ADVANCE_SANDBOX_ORDER } from "../jobs/kinds.js";
import type { Handler } from "../jobs/worker.js";
import type { ServiceContext } from "../services/context.js";
import { advanceSandboxOrder } from "../services/sandbox.js";

export function sandboxAdvanceHandler(ctx: ServiceContext): Handler<typeof ADVANCE_SANDBOX_ORDER> {
  return {
    run: async (job) => {
      await advanceSandboxOrder(ctx, job.payload.order_ref);
    },
  };
}
