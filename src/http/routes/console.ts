// The operator console (docs/console.md#opening-it): its pages at /console, and signing in and out with a session cookie.
import { Type } from "@sinclair/typebox";
import type { FastifyInstance, FastifyReply } from "fastify";
import type { ServiceContext } from "../../services/context.js";
import { resolveSession, sessionOperator, signIn, signOut } from "../../services/console-sessions.js";
import { hashToken } from "../../services/tokens.js";
import { CONSOLE_CSP, loadConsoleAssets, type ConsoleAsset } from "../console-assets.js";
import { clearSessionCookie, requireSameOrigin, sessionCookie, setSessionCookie } from "../console-session.js";
import { Failure } from "../../domain/errors.js";

const SignInBody = Type.Object({ token: Type.String({ minLength: 1, maxLength: 500 }) }, { additionalProperties: false });

function sendAsset(reply: FastifyReply, asset: ConsoleAsset, ifNoneMatch: string | undefined) {
  reply
    .header("content-security-policy", CONSOLE_CSP)
    .header("x-content-type-options", "nosniff")
    .header("referrer-policy", "no-referrer")
    .header("x-frame-options", "DENY")
    .header("etag", asset.etag)
    .header("cache-control", asset.immutable ? "public, max-age=31536000, immutable" : "no-cache");
  if (ifNoneMatch === asset.etag) return reply.code(304).send();
  return reply.type(asset.contentType).send(asset.body);
}

/** What the console shows from the service's configuration: the country parcels leave from (SHIP_FROM_COUNTRY). */
export interface ConsoleSettings {
  shipFromCountry: string;
}

export function consoleRoutes(app: FastifyInstance, ctx: ServiceContext, adminToken: string | undefined, assets = loadConsoleAssets(), settings?: ConsoleSettings): void {
  // Signed in, the console learns which orders need a customs declaration (shipped abroad) without a call per order.
  const shown = settings ? { ship_from_country: settings.shipFromCountry } : {};
  const operatorHash = adminToken === undefined ? undefined : Buffer.from(hashToken(adminToken), "hex");
  // Not part of the API reference: the console's own plumbing, documented in docs/console.md.
  const hide = { hide: true } as Record<string, unknown>;

  app.post("/console/session", { schema: { ...hide, body: SignInBody } }, async (request, reply) => {
    requireSameOrigin(request);
    const { token } = request.body as { token: string };
    const opened = await signIn(ctx, token, operatorHash);
    setSessionCookie(request, reply, opened.sessionId);
    reply.header("cache-control", "no-store");
    return { status: "success", message: "Signed in", data: { expires_at: opened.expiresAt, operator: opened.operator, ...shown } };
  });

  // "Who am I" answers nobody with 200: not being signed in is an answer, not a failure, and the console asks
  // on every start. The reason tells an expired session from none.
  app.get("/console/session", { schema: hide }, async (request, reply) => {
    reply.header("cache-control", "no-store");
    const sessionId = sessionCookie(request);
    if (sessionId === undefined) return { status: "success", message: "Not signed in", data: { signed_in: false, reason: "not signed in" } };
    try {
      const { session, principal } = await resolveSession(ctx, sessionId, operatorHash);
      return { status: "success", message: "Signed in", data: { signed_in: true, ...session, operator: sessionOperator(principal), ...shown } };
    } catch (error) {
      if (!(error instanceof Failure) || error.status !== 401) throw error;
      clearSessionCookie(request, reply);
      return { status: "success", message: "Not signed in", data: { signed_in: false, reason: error.message } };
    }
  });

  app.post("/console/session/end", { schema: hide }, async (request, reply) => {
    requireSameOrigin(request);
    const sessionId = sessionCookie(request);
    if (sessionId !== undefined) await signOut(ctx, sessionId);
    clearSessionCookie(request, reply);
    return { status: "success", message: "Signed out", data: {} };
  });

  app.get("/console", { schema: hide }, async (_request, reply) => reply.redirect("/console/", 301));
  app.get("/console/*", { schema: hide }, async (request, reply) => {
    const path = (request.params as { "*": string })["*"];
    const asset = assets.get(path === "" ? "index.html" : path);
    if (!asset) {
      if (assets.size === 0) throw Failure.of("not_found", "the console is not built: run npm run build");
      throw Failure.of("not_found", "no such console file");
    }
    return sendAsset(reply, asset, request.headers["if-none-match"]);
  });
}
