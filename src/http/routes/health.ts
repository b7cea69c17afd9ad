// Liveness and readiness probes for load balancers and orchestrators; no authentication.
import type { FastifyInstance } from "fastify";
import type { ErrorCode } from "../../domain/errors.js";

/** Why the process is not ready, as /readyz says it. */
export interface ReadinessProblem {
  code: ErrorCode;
  message: string;
}

/**
 * `databaseProblem` is the store's readiness check (a test write), handed in by the app, so routes stay clear of
 * the store. /healthz says only that the process runs: a restart cannot bring a database back.
 */
export function healthRoutes(app: FastifyInstance, databaseProblem: () => Promise<ReadinessProblem | undefined>, isClosing: () => boolean): void {
  app.get("/healthz", { schema: { hide: true } }, () => ({ status: "success", message: "alive", data: {} }));
  app.get("/readyz", { schema: { hide: true } }, async (_request, reply) => {
    const problem = isClosing() ? undefined : await databaseProblem();
    if (!isClosing() && !problem) return { status: "success", message: "ready", data: {} };
    const code = isClosing() ? "unavailable" : problem!.code;
    return reply.status(503).send({
      status: "error",
      message: "not ready",
      data: { errors: [{ path: "", code, message: isClosing() ? "shutting down" : problem!.message }] },
    });
  });
}
