// The console's session cookie and the checks that come with it: reading it, setting and clearing it, and Origin.
import type { FastifyReply, FastifyRequest } from "fastify";
import { Failure } from "../domain/errors.js";
import { SESSION_LIFETIME_MS } from "../services/console-sessions.js";

export const SESSION_COOKIE = "pod_console_session";

/** The session cookie's value, if the request carries one. */
export function sessionCookie(request: FastifyRequest): string | undefined {
  const header = request.headers.cookie;
  if (!header) return undefined;
  for (const part of header.split(";")) {
    const at = part.indexOf("=");
    if (at > 0 && part.slice(0, at).trim() === SESSION_COOKIE) {
      const value = part.slice(at + 1).trim();
      return value === "" ? undefined : value;
    }
  }
  return undefined;
}

function firstValue(header: string | string[] | undefined): string | undefined {
  const value = Array.isArray(header) ? header[0] : header;
  return value?.split(",")[0]?.trim() || undefined;
}

/**
 * Whether the browser reached us over https: TLS on this socket, or a proxy in front saying so in
 * X-Forwarded-Proto. Believing the header costs nothing: it only makes the cookie stricter (Secure), never looser.
 */
export function overHttps(request: FastifyRequest): boolean {
  return (request.raw.socket as { encrypted?: boolean }).encrypted === true || firstValue(request.headers["x-forwarded-proto"])?.toLowerCase() === "https";
}

/** The origin the browser sees this service at: scheme as overHttps says, host from the proxy's X-Forwarded-Host or Host. */
function ownOrigin(request: FastifyRequest): string | undefined {
  const host = firstValue(request.headers["x-forwarded-host"]) ?? request.headers.host;
  return host ? `${overHttps(request) ? "https" : "http"}://${host.toLowerCase()}` : undefined;
}

/**
 * A request carrying the session cookie that changes something must come from the console's own pages: its
 * Origin must be this service's. A page elsewhere cannot forge Origin, so this stops cross-site requests even
 * where SameSite is not honoured.
 */
export function requireSameOrigin(request: FastifyRequest): void {
  const origin = request.headers.origin;
  const own = ownOrigin(request);
  if (origin === undefined || own === undefined || origin.toLowerCase() !== own) {
    throw Failure.of("forbidden", "cross-origin request refused: a console request that changes something must carry this service's Origin");
  }
}

/** True for methods that only read; every other method changes something and must pass requireSameOrigin. */
export function isReadOnly(method: string): boolean {
  return method === "GET" || method === "HEAD";
}

function cookieAttributes(request: FastifyRequest): string {
  return `Path=/; HttpOnly; SameSite=Strict${overHttps(request) ? "; Secure" : ""}`;
}

export function setSessionCookie(request: FastifyRequest, reply: FastifyReply, sessionId: string): void {
  reply.header("set-cookie", `${SESSION_COOKIE}=${sessionId}; Max-Age=${SESSION_LIFETIME_MS / 1000}; ${cookieAttributes(request)}`);
}

export function clearSessionCookie(request: FastifyRequest, reply: FastifyReply): void {
  reply.header("set-cookie", `${SESSION_COOKIE}=; Max-Age=0; ${cookieAttributes(request)}`);
}
