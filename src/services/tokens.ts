// Bearer tokens: issued once in clear, stored as a SHA-256 hash, resolved to a principal on every request.
import { createHash, timingSafeEqual } from "node:crypto";
import { Failure } from "../domain/errors.js";
import { newRef, newSecret } from "../domain/refs.js";
import { tokenPrefix } from "../domain/sandbox.js";
import * as store from "../store/accounts.js";
import { nowIso, type ServiceContext } from "./context.js";

export type Principal = { role: "account"; accountId: string; tokenId: string; accountDisabled: boolean } | { role: "operator"; tokenId: string };

export function hashToken(token: string): string {
  return createHash("sha256").update(token).digest("hex");
}

/** An account token reads `pod_live_…` or `pod_test_…` after its account's mode. */
export async function createToken(ctx: ServiceContext, accountId: string): Promise<{ token_id: string; token: string }> {
  const account = await store.findAccount(ctx.db, accountId);
  if (!account) throw Failure.of("account_not_found", "no account with that id", "account_id");
  const token = newSecret(tokenPrefix(account.mode));
  const id = newRef("tok");
  await store.insertToken(ctx.db, { id, account_id: accountId, role: "account", token_hash: hashToken(token), created_at: nowIso(ctx), revoked_at: null });
  return { token_id: id, token };
}

export async function createOperatorToken(ctx: ServiceContext): Promise<{ token_id: string; token: string }> {
  const token = newSecret("podop");
  const id = newRef("tok");
  await store.insertToken(ctx.db, { id, account_id: null, role: "operator", token_hash: hashToken(token), created_at: nowIso(ctx), revoked_at: null });
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

/** The principal a bearer token stands for, or undefined for an unknown or revoked token. */
export async function authenticate(ctx: ServiceContext, token: string, configuredOperatorHash: Buffer | undefined): Promise<Principal | undefined> {
  const hash = hashToken(token);
  if (configuredOperatorHash && timingSafeEqual(Buffer.from(hash, "hex"), configuredOperatorHash)) {
    return { role: "operator", tokenId: "env" };
  }
  const row = await store.findTokenByHash(ctx.db, hash);
  if (!row || row.revoked_at !== null) return undefined;
  if (row.role === "operator") return { role: "operator", tokenId: row.id };
  return { role: "account", accountId: row.account_id!, tokenId: row.id, accountDisabled: row.account_disabled === 1 };
}
