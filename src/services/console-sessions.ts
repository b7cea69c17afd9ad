// Operator console sessions: sign in with an operator token, resolve a session cookie to the operator, sign out.
import { createHash, randomBytes, timingSafeEqual } from "node:crypto";
import { Failure } from "../domain/errors.js";
import * as accounts from "../store/accounts.js";
import * as sessions from "../store/console-sessions.js";
import { nowIso, type ServiceContext } from "./context.js";
import { adminPrincipal, authenticate, hashToken, operatorPrincipal, type Principal } from "./tokens.js";

/** A session lasts 12 hours from sign-in (docs/console.md#opening-it); it is not extended by use, so a stolen cookie ages out. */
export const SESSION_LIFETIME_MS = 12 * 60 * 60 * 1000;

export interface OpenedSession {
  /** The cookie's value, returned once; the database keeps its hash. */
  sessionId: string;
  expiresAt: string;
  operator: SessionOperator;
}

/** Whose session it is: the console says "Signed in as Pat". */
export interface SessionOperator {
  operator_id: string;
  name: string;
}

export function sessionOperator(principal: Principal): SessionOperator {
  if (principal.role !== "operator") throw new Error("a console session always belongs to an operator");
  return { operator_id: principal.operatorId, name: principal.operatorName };
}

export interface SessionInfo {
  expires_at: string;
  created_at: string;
}

function hashSessionId(sessionId: string): string {
  return createHash("sha256").update(sessionId).digest("hex");
}

/** Opens a session for an operator token; an account token or an unknown one is refused. */
export async function signIn(ctx: ServiceContext, token: string, configuredOperatorHash: Buffer | undefined): Promise<OpenedSession> {
  const principal = await authenticate(ctx, token, configuredOperatorHash);
  if (!principal) throw Failure.of("unauthorized", "the token is unknown or revoked", "token");
  if (principal.role !== "operator") throw Failure.of("forbidden", "the console needs an operator token; account tokens cannot sign in", "token");
  const now = ctx.now();
  const sessionId = randomBytes(32).toString("base64url");
  const expiresAt = new Date(now.getTime() + SESSION_LIFETIME_MS).toISOString();
  await sessions.deleteExpiredSessions(ctx.db, now.toISOString());
  await sessions.insertSession(ctx.db, { id_hash: hashSessionId(sessionId), token_hash: hashToken(token), created_at: now.toISOString(), expires_at: expiresAt });
  return { sessionId, expiresAt, operator: sessionOperator(principal) };
}

/** The operator behind a session cookie; expired, ended, or opened with a token since revoked: refused with 401. */
export async function resolveSession(
  ctx: ServiceContext,
  sessionId: string,
  configuredOperatorHash: Buffer | undefined,
): Promise<{ principal: Principal; session: SessionInfo }> {
  const idHash = hashSessionId(sessionId);
  const row = await sessions.findSession(ctx.db, idHash);
  if (!row) throw Failure.of("unauthorized", "the console session is unknown or has ended; sign in again");
  if (row.expires_at <= nowIso(ctx)) {
    await sessions.deleteSession(ctx.db, idHash);
    throw Failure.of("unauthorized", "the console session has expired; sign in again");
  }
  const principal = await operatorOfTokenHash(ctx, row.token_hash, configuredOperatorHash);
  if (!principal) {
    await sessions.deleteSession(ctx.db, idHash);
    throw Failure.of("unauthorized", "the operator token of this console session was revoked; sign in again");
  }
  return { principal, session: { expires_at: row.expires_at, created_at: row.created_at } };
}

/**
 * The same judgement as authenticate, from the hash the session kept (the token itself is never stored): a session
 * belongs to the operator of its token, and ends with that token or while that operator is disabled.
 */
async function operatorOfTokenHash(ctx: ServiceContext, tokenHash: string, configuredOperatorHash: Buffer | undefined): Promise<Principal | undefined> {
  const hash = Buffer.from(tokenHash, "hex");
  if (configuredOperatorHash && hash.length === configuredOperatorHash.length && timingSafeEqual(hash, configuredOperatorHash)) return adminPrincipal(ctx);
  const row = await accounts.findTokenByHash(ctx.db, tokenHash);
  if (!row || row.revoked_at !== null || row.role !== "operator") return undefined;
  return operatorPrincipal(row);
}

export async function signOut(ctx: ServiceContext, sessionId: string): Promise<void> {
  await sessions.deleteSession(ctx.db, hashSessionId(sessionId));
}
