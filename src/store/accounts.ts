// Accounts and tokens: rows in, domain values out (an account's addresses, insert ids and packing slip as values).
import type { Db } from "./database.js";
import { PreparedQuery } from "./prepared.js";
import { fromJson, fromJsonOrNull, toJson, toJsonOrNull } from "./json.js";
import type { AccountRow, AccountsTable, Tables, TokenRow, TokensTable } from "./tables.js";
import type { Scope } from "../domain/scopes.js";
import type { AccountMode } from "../domain/sandbox.js";
import type { OrderOwner } from "../domain/stores.js";
import type { Expression, ExpressionBuilder, Selectable, SqlBool } from "kysely";

/** An account row as read, its JSON columns as values. */
export function accountOfRow(row: Selectable<AccountsTable>): AccountRow {
  return { ...row, return_address: fromJsonOrNull(row.return_address), insert_ids: fromJson(row.insert_ids), packing_slip: fromJsonOrNull(row.packing_slip) };
}

export async function insertAccount(db: Db, account: AccountRow): Promise<void> {
  const row = { ...account, return_address: toJsonOrNull(account.return_address), insert_ids: toJson(account.insert_ids), packing_slip: toJsonOrNull(account.packing_slip) };
  await db.insertInto("accounts").values(row).execute();
}

const accountById = new PreparedQuery((db, $: { id: string }) => db.selectFrom("accounts").selectAll().where("id", "=", $.id));

export async function findAccount(db: Db, id: string): Promise<AccountRow | undefined> {
  const row = await accountById.first(db, { id });
  return row && accountOfRow(row);
}

/** Names of accounts by id, in one query: what operator views show beside an account_id. */
export async function accountNames(db: Db, ids: readonly string[]): Promise<Map<string, string>> {
  if (ids.length === 0) return new Map();
  const rows = await db.selectFrom("accounts").select(["id", "name"]).where("id", "in", [...new Set(ids)]).execute();
  return new Map(rows.map((r) => [r.id, r.name]));
}

/** Changes of an account's settings (its id and creation time never change). */
export type AccountChanges = Partial<Omit<AccountRow, "id" | "created_at">>;

export async function updateAccount(db: Db, id: string, changes: AccountChanges): Promise<void> {
  const { return_address, insert_ids, packing_slip, ...rest } = changes;
  await db
    .updateTable("accounts")
    .set({
      ...rest,
      ...(return_address !== undefined ? { return_address: toJsonOrNull(return_address) } : {}),
      ...(insert_ids !== undefined ? { insert_ids: toJson(insert_ids) } : {}),
      ...(packing_slip !== undefined ? { packing_slip: toJsonOrNull(packing_slip) } : {}),
    })
    .where("id", "=", id)
    .execute();
}

export async function listAccounts(db: Db, after: string | undefined, limit: number): Promise<AccountRow[]> {
  let query = db.selectFrom("accounts").selectAll().orderBy("id", "asc").limit(limit);
  if (after !== undefined) query = query.where("id", ">", after);
  return (await query.execute()).map(accountOfRow);
}

function tokenOf<R extends Selectable<TokensTable>>(row: R): Omit<R, "scopes"> & { scopes: Scope[] | null } {
  return { ...row, scopes: fromJsonOrNull(row.scopes) };
}

export async function insertToken(
  db: Db,
  row: Omit<TokenRow, "scopes" | "name" | "expires_at" | "last_used_at" | "operator_id" | "created_by_token_id" | "store_id"> &
    Partial<Pick<TokenRow, "scopes" | "name" | "expires_at" | "operator_id" | "created_by_token_id" | "store_id">>,
): Promise<void> {
  await db
    .insertInto("tokens")
    .values({
      ...row,
      scopes: toJsonOrNull(row.scopes ?? null),
      name: row.name ?? null,
      expires_at: row.expires_at ?? null,
      operator_id: row.operator_id ?? null,
      created_by_token_id: row.created_by_token_id ?? null,
      store_id: row.store_id ?? null,
    })
    .execute();
}

/**
 * A token with its account's mode and whether it is disabled (null for operator tokens), or its operator's name and
 * whether they are disabled (null for account tokens): read together, once per request.
 */
const tokenByHash = new PreparedQuery((db, $: { hash: string }) =>
  db
    .selectFrom("tokens")
    .leftJoin("accounts", "accounts.id", "tokens.account_id")
    .leftJoin("operators", "operators.id", "tokens.operator_id")
    .selectAll("tokens")
    .select(["accounts.disabled as account_disabled", "accounts.mode as account_mode", "operators.name as operator_name", "operators.disabled as operator_disabled"])
    .where("tokens.token_hash", "=", $.hash),
);

export type TokenWithAccount = TokenRow & { account_disabled: boolean | null; account_mode: AccountMode | null; operator_name?: string | null; operator_disabled?: boolean | null };

export async function findTokenByHash(db: Db, hash: string): Promise<TokenWithAccount | undefined> {
  const row = await tokenByHash.first(db, { hash });
  return row && tokenOf(row);
}

export async function findTokenById(db: Db, id: string): Promise<TokenWithAccount | undefined> {
  const row = await db
    .selectFrom("tokens")
    .leftJoin("accounts", "accounts.id", "tokens.account_id")
    .selectAll("tokens")
    .select(["accounts.disabled as account_disabled", "accounts.mode as account_mode"])
    .where("tokens.id", "=", id)
    .executeTakeFirst();
  return row && tokenOf(row);
}

/** Records a use of the token unless one at or after `staleBefore` is already recorded (a write at most once a minute). */
export async function touchToken(db: Db, id: string, atIso: string, staleBefore: string): Promise<void> {
  await db
    .updateTable("tokens")
    .set({ last_used_at: atIso })
    .where("id", "=", id)
    .where((eb) => eb.or([eb("last_used_at", "is", null), eb("last_used_at", "<", staleBefore)]))
    .execute();
}

export async function revokeToken(db: Db, id: string, atIso: string): Promise<TokenRow | undefined> {
  await db.updateTable("tokens").set({ revoked_at: atIso }).where("id", "=", id).where("revoked_at", "is", null).execute();
  const row = await db.selectFrom("tokens").selectAll().where("id", "=", id).executeTakeFirst();
  return row && tokenOf(row);
}

/**
 * Revokes a token of the owner's account, of its store when `storeId` is set (the first revocation's time stays);
 * undefined when it has no token with that id, so that another account's (or store's) token and an operator's answer
 * exactly as an unknown id does.
 */
/** The account token `id` as `owner` may see it: a store token (storeId set) its own store's tokens only. */
function ownersToken(eb: ExpressionBuilder<Tables, "tokens">, owner: OrderOwner, id: string): Expression<SqlBool> {
  const conditions = [eb("id", "=", id), eb("account_id", "=", owner.accountId), eb("role", "=", "account")];
  if (owner.storeId !== null) conditions.push(eb("store_id", "=", owner.storeId));
  return eb.and(conditions);
}

export async function revokeAccountToken(db: Db, owner: OrderOwner, id: string, atIso: string): Promise<TokenRow | undefined> {
  // An account-wide token is as unknown to a store token as another account's.
  await db
    .updateTable("tokens")
    .set({ revoked_at: atIso })
    .where((eb) => eb.and([ownersToken(eb, owner, id), eb("revoked_at", "is", null)]))
    .execute();
  const row = await db
    .selectFrom("tokens")
    .selectAll()
    .where((eb) => ownersToken(eb, owner, id))
    .executeTakeFirst();
  return row && tokenOf(row);
}

export async function countOperatorTokens(db: Db): Promise<number> {
  const row = await db
    .selectFrom("tokens")
    .select((eb) => eb.fn.countAll<number>().as("n"))
    .where("role", "=", "operator")
    .where("revoked_at", "is", null)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}
