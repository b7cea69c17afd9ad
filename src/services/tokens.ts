// Bearer tokens: issued once in clear, stored as a SHA-256 hash, resolved to a principal (with its scopes) on every request.
import { createHash, timingSafeEqual } from "node:crypto";
import { ADMIN_OPERATOR_ID, type Actor } from "../domain/actors.js";
import { Failure, fieldError } from "../domain/errors.js";
import { parseUtcTimestamp } from "../domain/fields.js";
import { newRef, newSecret } from "../domain/refs.js";
import { tokenPrefix, type AccountMode } from "../domain/sandbox.js";
import { SCOPES, type Scope } from "../domain/scopes.js";
import type { CallerTokenView, CreateTokenBody } from "../schemas/accounts.js";
import * as store from "../store/accounts.js";
import * as operators from "../store/operators.js";
import type { TokenRow } from "../store/tables.js";
import type { TokenWithAccount } from "../store/accounts.js";
import { nowIso, type ServiceContext } from "./context.js";
import { openStoreOf } from "./stores.js";

export type Principal =
  | {
      role: "account";
      accountId: string;
      tokenId: string;
      accountDisabled: boolean;
      scopes: readonly Scope[];
      /** The store the token is limited to (docs/caller-guide.md#stores-and-store-tokens); null: the whole account. */
      storeId: string | null;
      /** Set while the token stands on a row remembered rather than read for this request (services/token-confirmation.ts). */
      toConfirm?: TokenToConfirm;
    }
  | { role: "operator"; tokenId: string; operatorId: string; operatorName: string };

/** An account principal admitted on a remembered token row: what confirming it needs (services/token-confirmation.ts). */
export interface TokenToConfirm {
  hash: string;
  onTouchFailed: ((error: unknown) => void) | undefined;
}

/** The caller of an account operation: its account and, while its token stands on a remembered row, what confirms it. */
export type AccountCaller = Pick<Extract<Principal, { role: "account" }>, "accountId" | "toConfirm" | "storeId">;

/** Who made a change, for its events: the operator by id and name, or the account (whose token is not the merchant's business to name). */
export function actorOf(principal: Principal | null): Actor {
  if (principal?.role === "operator") return { type: "operator", id: principal.operatorId, name: principal.operatorName };
  if (principal?.role === "account") return { type: "account" };
  throw new Error("no principal: the route is not behind authentication");
}

/** The configured POD_ADMIN_TOKEN stands for the operator "admin"; when that operator is disabled, so is the token. */
export async function adminPrincipal(ctx: ServiceContext): Promise<Principal> {
  const admin = await operators.findOperator(ctx.db, ADMIN_OPERATOR_ID);
  if (!admin) throw new Error("the operator admin is missing: the database was not migrated (migration 0022)");
  if (admin.disabled) throw operatorDisabled(admin.name);
  return { role: "operator", tokenId: "env", operatorId: admin.id, operatorName: admin.name };
}

export function operatorDisabled(name: string): Failure {
  const message = `the operator ${name} is disabled; another operator can enable them again`;
  return new Failure(401, message, [fieldError("", "operator_disabled", message)], {}, { "WWW-Authenticate": 'Bearer realm="pod-orders", error="invalid_token", error_description="The operator is disabled"' });
}

/** An operator token's row as a principal: refused (401 operator_disabled) while its operator is disabled. */
export function operatorPrincipal(row: { id: string; operator_id: string | null; operator_name?: string | null; operator_disabled?: boolean | null }): Principal {
  if (row.operator_disabled) throw operatorDisabled(row.operator_name ?? "of this token");
  return { role: "operator", tokenId: row.id, operatorId: row.operator_id ?? ADMIN_OPERATOR_ID, operatorName: row.operator_name ?? "admin" };
}

/** A token's last use is written when the one recorded is older than this: one write a minute per busy token, not one per request. */
export const LAST_USE_RESOLUTION_MS = 60_000;

export function hashToken(token: string): string {
  return createHash("sha256").update(token).digest("hex");
}

/** The token's own fields, as the operator's lists and POST /v1/token show them. */
export function accountTokenView(row: Pick<TokenRow, "id" | "account_id" | "scopes" | "name" | "created_at" | "expires_at" | "store_id">) {
  return { token_id: row.id, account_id: row.account_id!, scopes: row.scopes ?? [], name: row.name, created_at: row.created_at, expires_at: row.expires_at, store_id: row.store_id };
}

/** `expires_at` as stored: an RFC 3339 instant in UTC after now; else a 400 naming the field. */
export function checkExpiry(ctx: ServiceContext, expiresAt: string | undefined): string | null {
  if (expiresAt === undefined) return null;
  const parsed = parseUtcTimestamp(expiresAt);
  if (parsed === undefined) throw Failure.of("invalid_timestamp", "must be an RFC 3339 date-time in UTC (Z or +00:00)", "expires_at");
  if (parsed <= ctx.now().toISOString()) throw Failure.of("expiry_in_past", "must be in the future: a token that has already expired would never work", "expires_at");
  return parsed;
}

/** An account token reads `pod_live_…` or `pod_test_…` after its account's mode; without `scopes` it may do everything. */
export async function createToken(ctx: ServiceContext, body: CreateTokenBody) {
  const expiresAt = checkExpiry(ctx, body.expires_at);
  const account = await store.findAccount(ctx.db, body.account_id);
  if (!account) throw Failure.of("account_not_found", "no account with that id", "account_id");
  const storeId = body.store_id === undefined ? null : (await openStoreOf(ctx, account.id, body.store_id)).id;
  return issueAccountToken(ctx, { accountId: account.id, mode: account.mode, scopes: body.scopes ?? SCOPES, name: body.name ?? null, expiresAt, createdByTokenId: null, storeId });
}

/** What a new account token is: everything checked by the operation that makes it. */
export interface NewAccountToken {
  accountId: string;
  mode: AccountMode;
  scopes: readonly Scope[];
  name: string | null;
  expiresAt: string | null;
  /** The account token making it (POST /v1/tokens/create); null: the operator. */
  createdByTokenId: string | null;
  /** The store it is limited to; null: the whole account. */
  storeId: string | null;
}

/** Writes an account token and answers it, shown this once: `pod_live_…` or `pod_test_…` after its account's mode. */
export async function issueAccountToken(ctx: ServiceContext, spec: NewAccountToken) {
  const token = newSecret(tokenPrefix(spec.mode));
  // Kept in the order of SCOPES, whatever order they were sent in.
  const scopes = SCOPES.filter((scope) => spec.scopes.includes(scope));
  const row = {
    id: newRef("tok"),
    account_id: spec.accountId,
    role: "account" as const,
    token_hash: hashToken(token),
    created_at: nowIso(ctx),
    revoked_at: null,
    scopes,
    name: spec.name,
    expires_at: spec.expiresAt,
    created_by_token_id: spec.createdByTokenId,
    store_id: spec.storeId,
  };
  await store.insertToken(ctx.db, row);
  return { ...accountTokenView(row), token };
}

/** A token of the operator "admin" (the first start's token, `pod-orders tokens create --operator`). */
export async function createOperatorToken(ctx: ServiceContext): Promise<{ token_id: string; token: string }> {
  const token = newSecret("podop");
  const id = newRef("tok");
  await store.insertToken(ctx.db, { id, account_id: null, role: "operator", token_hash: hashToken(token), created_at: nowIso(ctx), revoked_at: null, operator_id: ADMIN_OPERATOR_ID });
  return { token_id: id, token };
}

/** Creates and returns an operator token when none is configured and the database holds none. */
export async function ensureOperatorToken(ctx: ServiceContext, configured: string | undefined): Promise<string | undefined> {
  if (configured !== undefined) return undefined;
  if ((await store.countOperatorTokens(ctx.db)) > 0) return undefined;
  return (await createOperatorToken(ctx)).token;
}

export async function revokeToken(ctx: ServiceContext, tokenId: string): Promise<{ token_id: string }> {
  const row = await store.revokeToken(ctx.db, tokenId, nowIso(ctx));
  if (!row) throw Failure.of("token_not_found", "no token with that id", "token_id");
  return { token_id: row.id };
}

/** How a token's row is found for a request: read every time (the default), or remembered (token-confirmation.ts). */
export type TokenLookUp = (ctx: ServiceContext, hash: string) => Promise<{ row: TokenWithAccount | undefined; remembered: boolean }>;

const readEveryTime: TokenLookUp = async (ctx, hash) => ({ row: await store.findTokenByHash(ctx.db, hash), remembered: false });

/**
 * The principal a bearer token stands for, or undefined for an unknown or revoked token; an expired account token is
 * refused here (401 token_expired), so that every surface says why. `lookUp`: how the token's row is found (a
 * remembered row sets the principal's toConfirm).
 */
export async function authenticate(
  ctx: ServiceContext,
  token: string,
  configuredOperatorHash: Buffer | undefined,
  onTouchFailed?: (error: unknown) => void,
  lookUp: TokenLookUp = readEveryTime,
): Promise<Principal | undefined> {
  const hash = hashToken(token);
  if (configuredOperatorHash && timingSafeEqual(Buffer.from(hash, "hex"), configuredOperatorHash)) return adminPrincipal(ctx);
  return principalOfHash(ctx, hash, onTouchFailed, lookUp);
}

/** The principal of the token with hash `hash` (authenticate, past the configured operator token). */
export async function principalOfHash(ctx: ServiceContext, hash: string, onTouchFailed?: (error: unknown) => void, lookUp: TokenLookUp = readEveryTime): Promise<Principal | undefined> {
  const { row, remembered } = await lookUp(ctx, hash);
  if (!row || row.revoked_at !== null) return undefined;
  const now = ctx.now();
  if (row.expires_at !== null && row.expires_at <= now.toISOString()) {
    const message = `the token expired at ${row.expires_at}; make a new one with another token (tokens/create) or ask the operator`;
    // RFC 6750 §3.1: an expired token is an invalid_token.
    throw new Failure(401, message, [fieldError("", "token_expired", message)], {}, { "WWW-Authenticate": 'Bearer realm="pod-orders", error="invalid_token", error_description="The token expired"' });
  }
  if (row.role === "operator") {
    const principal = operatorPrincipal(row);
    await noteUse(ctx, row, now, onTouchFailed);
    return principal;
  }
  await noteUse(ctx, row, now, onTouchFailed);
  const principal: Principal = { role: "account", accountId: row.account_id!, tokenId: row.id, accountDisabled: row.account_disabled === true, scopes: row.scopes ?? [], storeId: row.store_id };
  if (remembered) principal.toConfirm = { hash, onTouchFailed };
  return principal;
}

/**
 * The principal if it may use a surface of `role`, else the failure its request is answered with: 401 for an unknown
 * or revoked token, 403 for the other surface's token, 403 account_disabled for a token of a disabled account (the one
 * place that refuses a disabled account: token-confirmation.ts remembers no such row).
 */
export function admit(principal: Principal | undefined, role: Principal["role"]): Principal {
  if (!principal) throw Failure.of("unauthorized", "the token is unknown or revoked");
  if (principal.role !== role) {
    throw Failure.of("forbidden", role === "operator" ? "this operation needs an operator token" : "this operation needs an account token");
  }
  if (principal.role === "account" && principal.accountDisabled) throw Failure.of("account_disabled", "this account is disabled; ask the operator to enable it");
  return principal;
}

/**
 * Records the token's use when the recorded one is over a minute old. Knowing when a token was last used must never
 * cost the request itself: a failed write (a busy or read-only database) is reported and the request goes on.
 */
async function noteUse(ctx: ServiceContext, row: TokenRow, now: Date, onFailed?: (error: unknown) => void): Promise<void> {
  const staleBefore = new Date(now.getTime() - LAST_USE_RESOLUTION_MS).toISOString();
  if (row.last_used_at !== null && row.last_used_at >= staleBefore) return;
  try {
    await store.touchToken(ctx.db, row.id, now.toISOString(), staleBefore);
    // A remembered row is this object: its next use within the minute writes nothing.
    row.last_used_at = now.toISOString();
  } catch (error) {
    onFailed?.(error);
  }
}

/** POST /v1/token: the calling token as the operator's list shows it, with its account's mode. */
export async function describeToken(ctx: ServiceContext, tokenId: string): Promise<CallerTokenView> {
  const row = await store.findTokenById(ctx.db, tokenId);
  if (!row || row.account_mode === null) throw new Error(`token ${tokenId} authenticated this request but cannot be read back`);
  return { ...accountTokenView(row), mode: row.account_mode };
}
