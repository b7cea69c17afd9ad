// A merchant's own tokens (docs/caller-guide.md "Making your own tokens"): an account token makes tokens of its account
// with at most its own scopes and expiry, lists the account's tokens and revokes them. The operator's operations
// (services/tokens.ts) stay the way to make a first token, or one with more than any of the account's tokens holds.
import { Failure, fieldError, type FieldError } from "../domain/errors.js";
import type { Scope } from "../domain/scopes.js";
import type { CallerCreatedToken, CallerCreateTokenBody, CallerListTokensBody, CallerListTokensData, ListedToken } from "../schemas/tokens.js";
import * as store from "../store/accounts.js";
import { tokensOfAccount } from "../store/operator-reads.js";
import type { TokenRow } from "../store/tables.js";
import type { AccountMode } from "../domain/sandbox.js";
import { nowIso, type ServiceContext } from "./context.js";
import { decodeCursor, DEFAULT_LIMIT, page } from "./cursor.js";
import { accountTokenView, checkExpiry, issueAccountToken } from "./tokens.js";
import { openStoreOf } from "./stores.js";

/** The token making the request, as far as what it may hand on: a store token makes tokens of its own store only. */
export interface CallingToken {
  accountId: string;
  tokenId: string;
  scopes: readonly Scope[];
  storeId: string | null;
}

/** The calling token's row, read in this request: its expiry and its account's mode are not on the principal. */
async function callingRow(ctx: ServiceContext, caller: CallingToken) {
  const row = await store.findTokenById(ctx.db, caller.tokenId);
  if (!row || row.account_id !== caller.accountId || row.account_mode === null) throw new Error(`token ${caller.tokenId} authenticated this request but cannot be read back`);
  return { expiresAt: row.expires_at, mode: row.account_mode };
}

/** The new token's expiry: the body's, in the future and not after the caller's own; absent, the caller's own. */
function expiryOf(ctx: ServiceContext, asked: string | undefined, callerExpiresAt: string | null, errors: FieldError[]): string | null {
  let expiresAt: string | null;
  try {
    expiresAt = checkExpiry(ctx, asked);
  } catch (failure) {
    if (!(failure instanceof Failure)) throw failure;
    errors.push(...failure.errors);
    return null;
  }
  if (expiresAt === null) return callerExpiresAt;
  // Both are stored as the same ISO form (parseUtcTimestamp), so text order is time order.
  if (callerExpiresAt !== null && expiresAt > callerExpiresAt) {
    errors.push(fieldError("expires_at", "expiry_exceeds_token", `must be no later than the calling token's own expiry, ${callerExpiresAt}: a token makes tokens that end no later than it does`));
  }
  return expiresAt;
}

/**
 * The new token's store: the one asked for, an open store of the account; a store token's own (absent: its own, and
 * another answers as unknown, so a store token learns nothing of the account's other stores).
 */
async function storeOfNewToken(ctx: ServiceContext, caller: CallingToken, asked: string | undefined, errors: FieldError[]): Promise<string | null> {
  if (asked === undefined) return caller.storeId;
  if (caller.storeId !== null && asked !== caller.storeId) {
    errors.push(fieldError("store_id", "unknown_store", "a store token makes tokens of its own store only"));
    return null;
  }
  try {
    return (await openStoreOf(ctx, caller.accountId, asked)).id;
  } catch (failure) {
    if (!(failure instanceof Failure)) throw failure;
    errors.push(...failure.errors);
    return null;
  }
}

/** POST /v1/tokens/create: a token of the caller's account and mode, never an operator's, holding at most what the caller holds. */
export async function createOwnToken(ctx: ServiceContext, caller: CallingToken, body: CallerCreateTokenBody): Promise<CallerCreatedToken> {
  const errors: FieldError[] = [];
  (body.scopes ?? []).forEach((scope, i) => {
    if (!caller.scopes.includes(scope)) errors.push(fieldError(`scopes[${i}]`, "scope_not_held", `the calling token does not hold ${scope}: a token makes tokens with at most its own scopes`));
  });
  const own = await callingRow(ctx, caller);
  const expiresAt = expiryOf(ctx, body.expires_at, own.expiresAt, errors);
  const storeId = await storeOfNewToken(ctx, caller, body.store_id, errors);
  if (errors.length > 0) throw Failure.invalid(errors);
  const made = await issueAccountToken(ctx, {
    accountId: caller.accountId,
    mode: own.mode,
    scopes: body.scopes ?? caller.scopes,
    name: body.name ?? null,
    expiresAt,
    createdByTokenId: caller.tokenId,
    storeId,
  });
  return { ...made, mode: own.mode };
}

type StoredToken = Pick<TokenRow, "id" | "account_id" | "scopes" | "name" | "created_at" | "expires_at" | "last_used_at" | "revoked_at" | "created_by_token_id" | "store_id">;

function listedToken(row: StoredToken, mode: AccountMode): ListedToken {
  return { ...accountTokenView(row), mode, last_used_at: row.last_used_at, revoked_at: row.revoked_at, created_by_token_id: row.created_by_token_id };
}

/** POST /v1/tokens/list: every token of the caller's account (a store token: of its store), revoked ones included, oldest first; never a secret. */
export async function listOwnTokens(ctx: ServiceContext, caller: CallingToken, body: CallerListTokensBody): Promise<CallerListTokensData> {
  const limit = body.limit ?? DEFAULT_LIMIT;
  // A listing of its own: a cursor of the operator's list (which names the account) is not one of this.
  const after = decodeCursor("account-tokens", body.cursor);
  const { mode } = await callingRow(ctx, caller);
  const rows = await tokensOfAccount(ctx.db, caller.accountId, caller.storeId, after, limit + 1);
  const result = page("account-tokens", rows, limit, (r) => r.id);
  return { tokens: result.rows.map((r) => listedToken(r, mode)), next_cursor: result.next_cursor };
}

/**
 * POST /v1/tokens/revoke: one of the account's tokens, the calling one included, from now on 401; revoking a revoked
 * token changes nothing. Another account's token, or an operator's, answers as an unknown one; to a store token, so does
 * any token not of its store (an account-wide one included).
 */
export async function revokeOwnToken(ctx: ServiceContext, caller: CallingToken, tokenId: string): Promise<ListedToken> {
  const { mode } = await callingRow(ctx, caller);
  const row = await store.revokeAccountToken(ctx.db, caller, tokenId, nowIso(ctx));
  if (!row) throw Failure.of("token_not_found", "your account has no token with that id", "token_id");
  return listedToken(row, mode);
}
