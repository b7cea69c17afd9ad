// Per-token rate limit in fixed one-minute windows, with RateLimit-* headers and Retry-After on 429.
import type { FastifyInstance } from "fastify";
import { Failure } from "../domain/errors.js";

interface Window {
  startedAtMs: number;
  count: number;
}

const WINDOW_MS = 60_000;

/** Adds an onRequest hook to `scope`, after authentication, counting requests per token. 0 turns it off. */
export function rateLimit(scope: FastifyInstance, perMinute: number, nowMs: () => number = Date.now): void {
  if (perMinute <= 0) return;
  const windows = new Map<string, Window>();
  scope.addHook("onRequest", async (request, reply) => {
    const key = request.principal?.tokenId;
    if (key === undefined) return;
    const atMs = nowMs();
    let window = windows.get(key);
    if (!window || atMs - window.startedAtMs >= WINDOW_MS) {
      window = { startedAtMs: atMs, count: 0 };
      windows.set(key, window);
    }
    window.count += 1;
    const resetSeconds = Math.max(1, Math.ceil((window.startedAtMs + WINDOW_MS - atMs) / 1000));
    const headers = {
      "RateLimit-Limit": String(perMinute),
      "RateLimit-Remaining": String(Math.max(0, perMinute - window.count)),
      "RateLimit-Reset": String(resetSeconds),
    };
    if (window.count > perMinute) {
      const failure = Failure.of("rate_limited", `more than ${perMinute} requests in a minute for this token; retry after ${resetSeconds} s`);
      throw new Failure(failure.status, failure.message, failure.errors, {}, { ...headers, "Retry-After": String(resetSeconds) });
    }
    reply.headers(headers);
  });
}
