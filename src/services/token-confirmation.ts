// The token lookup create-order saves: a token row this process read within the minute stands for the lookup, and the create's own read confirms it.
import { findTokenByHash, type TokenWithAccount } from "../store/accounts.js";
import type { ServiceContext } from "./context.js";
import { admit, principalOfHash, type AccountCaller, type TokenLookUp } from "./tokens.js";

/**
 * Account token rows this process has read, by hash, for the operations that confirm their token in their own read
 * (create-order, the one request a merchant's integration sends in volume): such a request skips the token's own
 * lookup, a round trip on PostgreSQL (docs/performance.md). Only rows the lookup admits are kept (an account token,
 * unrevoked, of an enabled account), so a remembered row decides nothing that has changed since: the operation's read
 * sees revocation and disabling, and the token is then looked up afresh (confirmAfresh) and answered as the lookup
 * would have been. What a row holds that the read does not check never changes (its account, role, scopes and expiry,
 * which is compared with the clock at every request).
 */
type RememberedRows = Map<string, { row: TokenWithAccount; readAtMs: number }>;
const rememberedRows = new WeakMap<ServiceContext, RememberedRows>();
/** How long a row is used without a fresh lookup, and how many a process keeps. */
const REMEMBER_MS = 60_000;
const REMEMBER_MAX = 10_000;

function rememberedOf(ctx: ServiceContext): RememberedRows {
  let rows = rememberedRows.get(ctx);
  if (!rows) {
    rows = new Map() as RememberedRows;
    rememberedRows.set(ctx, rows);
  }
  return rows;
}

/** The lookup of a route whose operation confirms its token (config.confirmsToken in http/auth.ts). */
export const rememberingLookUp: TokenLookUp = async (ctx, hash) => {
  const rows = rememberedOf(ctx);
  const kept = rows.get(hash);
  const nowMs = Date.now();
  if (kept && nowMs - kept.readAtMs < REMEMBER_MS) return { row: kept.row, remembered: true };
  const row = await findTokenByHash(ctx.db, hash);
  rows.delete(hash);
  if (row && row.role === "account" && row.revoked_at === null && row.account_disabled !== true) {
    if (rows.size >= REMEMBER_MAX) rows.delete(rows.keys().next().value!);
    rows.set(hash, { row, readAtMs: nowMs });
  }
  return { row, remembered: false };
};

/** What an operation's read found of the caller's token and account (store/create-reads.ts). */
export interface TokenRead {
  tokenLive: boolean;
  account: { disabled: boolean };
}

/** What an operation's read is given: the hash to look for ("" when there is nothing to confirm), and its verdict. */
export interface TokenCheck {
  hash: string;
  /** False when the remembered row no longer holds (the token revoked or gone, the account disabled or gone). */
  confirmedBy(read: TokenRead | undefined): boolean;
}

/** What an operation answers when its read did not confirm the token: nothing written, nothing replayed. */
export const NOT_CONFIRMED: unique symbol = Symbol("token not confirmed");

const NOTHING_TO_CONFIRM: TokenCheck = { hash: "", confirmedBy: () => true };

function checkOf(caller: AccountCaller): TokenCheck {
  const toConfirm = caller.toConfirm;
  if (toConfirm === undefined) return NOTHING_TO_CONFIRM;
  return {
    hash: toConfirm.hash,
    confirmedBy(read) {
      // The remembered row was of an unrevoked token of an enabled account: confirmed while both still hold.
      if (!read?.tokenLive || read.account.disabled) return false;
      delete caller.toConfirm;
      return true;
    },
  };
}

/**
 * Runs an operation that confirms the caller's token in its own read: `operation` reads with `check.hash` and answers
 * NOT_CONFIRMED, before writing or replaying anything, when `check.confirmedBy` says no. The token is then looked up
 * afresh (answering 401 or 403 as the authentication would) and, if it still stands, the operation runs once more
 * with nothing to confirm.
 */
export async function confirming<T>(ctx: ServiceContext, caller: AccountCaller, operation: (check: TokenCheck) => Promise<T | typeof NOT_CONFIRMED>): Promise<T> {
  const answer = await operation(checkOf(caller));
  if (answer !== NOT_CONFIRMED) return answer;
  await confirmAfresh(ctx, caller);
  const again = await operation(NOTHING_TO_CONFIRM);
  if (again === NOT_CONFIRMED) throw new Error("an operation answered NOT_CONFIRMED with nothing to confirm");
  return again;
}

/**
 * Looks the caller's remembered token up afresh and throws what the authentication would have answered (401 for a
 * token revoked since, 403 account_disabled for an account disabled since); returns when it still stands or was not
 * remembered. For a request answered before its operation's read (a refused body, a fault: http/errors.ts), so that
 * no request of a revoked token is answered otherwise than 401.
 */
export async function confirmAfresh(ctx: ServiceContext, caller: AccountCaller): Promise<void> {
  const toConfirm = caller.toConfirm;
  if (toConfirm === undefined) return;
  delete caller.toConfirm;
  rememberedOf(ctx).delete(toConfirm.hash);
  admit(await principalOfHash(ctx, toConfirm.hash, toConfirm.onTouchFailed), "account");
}
