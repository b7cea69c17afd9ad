// Liveness and readiness probes for load balancers and orchestrators; no authentication.
import type { FastifyInstance } from "fastify";
import { ping, type Db } from "../../store/database.js";

export function healthRoutes(app: FastifyInstance, db: Db, isClosing: () => boolean): void {
  app.get("/healthz", { schema: { hide: true } }, async () => ({ status: "success", message: "alive", data: {} }));
  app.get("/readyz", { schema: { hide: true } }, async (_request, reply) => {
    const ready = !isClosing() && (await ping(db));
    if (ready) return { status: "success", message: "ready", data: {} };
    return reply.status(503).send({
      status: "error",
      message: "not ready",
      data: { errors: [{ path: "", code: "unavailable", message: isClosing() ? "shutting down" : "database unreachable" }] },
    });
  });
}
