// Per-token rate limit: RateLimit-* headers on every answer to an authenticated request, Retry-After on 429.
import type { FastifyInstance } from "fastify";
import { Failure } from "../domain/errors.js";
import type { RequestLimiter } from "../services/rate-limits.js";

/** Adds an onRequest hook to `scope`, after authentication, counting requests per token. No limiter: no limit. */
export function rateLimit(scope: FastifyInstance, limiter: RequestLimiter | undefined, nowMs: () => number): void {
  if (!limiter) return;
  scope.addHook("onRequest", async (request, reply) => {
    const key = request.principal?.tokenId;
    if (key === undefined) return;
    const { admitted, limit, remaining, resetSeconds } = await limiter.admit(key, nowMs());
    const headers = { "RateLimit-Limit": String(limit), "RateLimit-Remaining": String(remaining), "RateLimit-Reset": String(resetSeconds) };
    if (!admitted) {
      const failure = Failure.of("rate_limited", `more than ${limit} requests in a minute for this token; retry after ${resetSeconds} s`);
      throw new Failure(failure.status, failure.message, failure.errors, {}, { ...headers, "Retry-After": String(resetSeconds) });
    }
    reply.headers(headers);
  });
}
