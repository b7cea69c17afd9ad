// Authentication: resolves a bearer token (or, on the operator surface, the console's session cookie) to a principal and keeps each surface to its role.
import type { FastifyInstance, FastifyRequest } from "fastify";
import { Failure, fieldError } from "../domain/errors.js";
import { allows, type RequiredScope } from "../domain/scopes.js";
import { admit, authenticate, hashToken, type AccountCaller, type Principal } from "../services/tokens.js";
import { rememberingLookUp } from "../services/token-confirmation.js";
import type { ServiceContext } from "../services/context.js";
import { resolveSession } from "../services/console-sessions.js";
import { isReadOnly, requireSameOrigin, sessionCookie } from "./console-session.js";

declare module "fastify" {
  interface FastifyRequest {
    principal: Principal | null;
  }
  interface FastifyContextConfig {
    /** What a caller operation needs of the token (every route of the caller surface declares it; see requireScopes). */
    scope?: RequiredScope;
    /**
     * The operation confirms its token in its own read (create-order): its requests may be authenticated with the
     * token's row remembered from an earlier request, skipping a round trip (services/token-confirmation.ts).
     */
    confirmsToken?: boolean;
  }
}

/** A caller route as declared: what the scope tests enumerate. */
export interface CallerRoute {
  method: string;
  url: string;
  scope: RequiredScope;
}

const BEARER = /^Bearer\s+(\S+)\s*$/i;

export function bearerToken(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization;
  return header ? BEARER.exec(header)?.[1] : undefined;
}

/**
 * More than one Authorization header: Node keeps the first, a proxy might read the last, and the two would
 * disagree about who the caller is. Counted in the raw headers, where every copy survives.
 */
function hasSeveralAuthorizations(request: FastifyRequest): boolean {
  const raw = request.raw.rawHeaders;
  let seen = 0;
  for (let i = 0; i < raw.length; i += 2) {
    if (raw[i]!.length === 13 && raw[i]!.toLowerCase() === "authorization" && ++seen > 1) return true;
  }
  return false;
}

/** Adds an onRequest hook to `scope` that admits only tokens of `role`. */
export function requireRole(scope: FastifyInstance, ctx: ServiceContext, role: Principal["role"], adminToken: string | undefined): void {
  const operatorHash = adminToken === undefined ? undefined : Buffer.from(hashToken(adminToken), "hex");
  scope.addHook("onRequest", async (request) => {
    if (hasSeveralAuthorizations(request)) throw Failure.of("unauthorized", "send exactly one Authorization header");
    const token = bearerToken(request);
    if (token === undefined && request.headers.authorization === undefined && role === "operator") {
      const sessionId = sessionCookie(request);
      if (sessionId !== undefined) {
        request.principal = (await resolveSession(ctx, sessionId, operatorHash)).principal;
        if (!isReadOnly(request.method)) requireSameOrigin(request);
        return;
      }
    }
    if (token === undefined) throw Failure.of("unauthorized", "send Authorization: Bearer <token>");
    const remember = role === "account" && request.routeOptions.config.confirmsToken === true;
    const principal = await authenticate(ctx, token, operatorHash, touchFailed(request), remember ? rememberingLookUp : undefined);
    request.principal = admit(principal, role);
  });
}

function touchFailed(request: FastifyRequest): (error: unknown) => void {
  return (error) => request.log.warn({ err: error }, "could not record the token's last use");
}

/**
 * Admits an account token only to the operations its scopes cover. Every route of the caller surface must declare
 * its scope (config.scope, set by operation()): one that does not stops the application from being built, so no
 * operation can be reachable by every token by omission. `routes` receives each declaration as it is registered.
 */
export function requireScopes(scope: FastifyInstance, routes: CallerRoute[]): void {
  scope.addHook("onRoute", (route) => {
    const required = route.config?.scope;
    if (required === undefined) throw new Error(`caller route ${String(route.method)} ${route.url} declares no scope (config.scope)`);
    for (const method of [route.method].flat()) routes.push({ method, url: route.url, scope: required });
  });
  scope.addHook("onRequest", (request, _reply, done) => {
    const principal = request.principal;
    const required = request.routeOptions.config.scope;
    if (principal?.role !== "account" || required === undefined || allows(principal.scopes, required)) return done();
    const message = `this operation needs a token with the scope ${required}`;
    done(new Failure(403, message, [fieldError("", "insufficient_scope", message)], { required_scope: required }, {
      "WWW-Authenticate": `Bearer realm="pod-orders", error="insufficient_scope", scope="${required}"`,
    }));
  });
}

/**
 * The account of the request's token, the store of a store token (whose orders it reaches: domain/stores.ts
 * reachesOrder) and, while that stands on a remembered row, what confirms it (createOrder).
 */
export function callerOf(request: FastifyRequest): AccountCaller {
  if (request.principal?.role !== "account") throw new Error("route is not behind account authentication");
  return request.principal;
}

/** The account of the request's token; only valid behind requireRole(…, "account"). */
export function accountOf(request: FastifyRequest): string {
  if (request.principal?.role !== "account") throw new Error("route is not behind account authentication");
  return request.principal.accountId;
}
