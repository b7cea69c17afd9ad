// The draft-expiry job: cancels one draft order that was not confirmed within DRAFT_TTL_DAYS.
import type { EXPIRE_DRAFT } from "../jobs/kinds.js";
import type { Handler } from "../jobs/worker.js";
import type { ServiceContext } from "../services/context.js";
import { expireDraft } from "../services/draft-expiry.js";

export function expireDraftHandler(ctx: ServiceContext): Handler<typeof EXPIRE_DRAFT> {
  return {
    run: async (job) => {
      await expireDraft(ctx, job.payload.order_ref, job.payload.expires_at);
    },
  };
}
