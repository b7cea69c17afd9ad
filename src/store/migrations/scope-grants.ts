// What the migrations that add caller scopes share (0031 inventory, 0036 stores, 0040 billing): a token that held every
// scope there was keeps doing everything, so it gains the new ones; going back takes them away again.
import { sql, type Kysely } from "kysely";

type TokenScopes = { id: string; scopes: string | null };

async function accountTokens(db: Kysely<unknown>): Promise<TokenScopes[]> {
  return (await sql<TokenScopes>`select id, scopes from tokens where role = 'account'`.execute(db)).rows;
}

/** Up: each account token holding every scope of `before` gets `before` and `added`. */
export async function grantToAllScopeTokens(db: Kysely<unknown>, before: readonly string[], added: readonly string[]): Promise<void> {
  // Read and compared as lists, not as text, so that the order or spacing a row was written with does not matter.
  for (const row of await accountTokens(db)) {
    const scopes = row.scopes === null ? [] : (JSON.parse(row.scopes) as string[]);
    if (!before.every((scope) => scopes.includes(scope))) continue;
    await sql`update tokens set scopes = ${JSON.stringify([...before, ...added])} where id = ${row.id}`.execute(db);
  }
}

/**
 * Down: `added` taken off every account token. `revokeEmpty`: a token left holding nothing (it held only new scopes,
 * so could do nothing before) is revoked rather than kept with an empty list no token could be made with.
 */
export async function withdrawScopes(db: Kysely<unknown>, added: readonly string[], revokeEmpty: boolean): Promise<void> {
  for (const row of await accountTokens(db)) {
    if (row.scopes === null) continue;
    const scopes = JSON.parse(row.scopes) as string[];
    if (!scopes.some((scope) => added.includes(scope))) continue;
    const kept = scopes.filter((scope) => !added.includes(scope));
    if (revokeEmpty) {
      const revoked = kept.length === 0 ? new Date().toISOString() : null;
      await sql`update tokens set scopes = ${JSON.stringify(kept)}, revoked_at = coalesce(revoked_at, ${revoked}) where id = ${row.id}`.execute(db);
    } else {
      await sql`update tokens set scopes = ${JSON.stringify(kept)} where id = ${row.id}`.execute(db);
    }
  }
}
