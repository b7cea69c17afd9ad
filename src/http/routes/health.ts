// Liveness and readiness probes for load balancers and orchestrators; no authentication.
import type { FastifyInstance } from "fastify";

/** `databaseReachable` is the store's ping, handed in by the app, so routes stay clear of the store. */
export function healthRoutes(app: FastifyInstance, databaseReachable: () => Promise<boolean>, isClosing: () => boolean): void {
  app.get("/healthz", { schema: { hide: true } }, () => ({ status: "success", message: "alive", data: {} }));
  app.get("/readyz", { schema: { hide: true } }, async (_request, reply) => {
    const ready = !isClosing() && (await databaseReachable());
    if (ready) return { status: "success", message: "ready", data: {} };
    return reply.status(503).send({
      status: "error",
      message: "not ready",
      data: { errors: [{ path: "", code: "unavailable", message: isClosing() ? "shutting down" : "database unreachable" }] },
    });
  });
}
