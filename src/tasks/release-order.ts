// The automatic-release job: checks one order and releases it to production when its window and files allow.
import type { RELEASE_ORDER } from "../jobs/kinds.js";
import type { Handler } from "../jobs/worker.js";
import type { ServiceContext } from "../services/context.js";
import { releaseOrder } from "../services/release.js";

export function releaseOrderHandler(ctx: ServiceContext): Handler<typeof RELEASE_ORDER> {
  return {
    run: async (job) => {
      await releaseOrder(ctx, job.payload.order_ref);
    },
  };
}
