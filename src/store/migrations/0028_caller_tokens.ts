// Merchants make and revoke their own tokens (docs/caller-guide.md "Making your own tokens"): each token records the
// account token that made it, and tokens that could do everything keep doing everything, token management included.
import { sql, type Kysely } from "kysely";

/** Every scope there was before this migration: a token holding all of them was made to do everything. */
const ALL_SCOPES_BEFORE = ["orders:read", "orders:write", "products:read", "products:write", "webhooks:read", "webhooks:write"];
const ADDED = ["tokens:read", "tokens:write"];

export async function up(db: Kysely<unknown>): Promise<void> {
  // Null: the operator made it (every token before this migration).
  await db.schema.alterTable("tokens").addColumn("created_by_token_id", "text").execute();
  // Read and compared as lists, not as text, so that the order or spacing a row was written with does not matter.
  const { rows } = await sql<{ id: string; scopes: string | null }>`select id, scopes from tokens where role = 'account'`.execute(db);
  for (const row of rows) {
    const scopes = row.scopes === null ? [] : (JSON.parse(row.scopes) as string[]);
    if (!ALL_SCOPES_BEFORE.every((scope) => scopes.includes(scope))) continue;
    await sql`update tokens set scopes = ${JSON.stringify([...ALL_SCOPES_BEFORE, ...ADDED])} where id = ${row.id}`.execute(db);
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  const { rows } = await sql<{ id: string; scopes: string | null }>`select id, scopes from tokens where role = 'account'`.execute(db);
  for (const row of rows) {
    if (row.scopes === null) continue;
    const kept = (JSON.parse(row.scopes) as string[]).filter((scope) => !ADDED.includes(scope));
    // A token that held nothing but token scopes could do nothing before this migration: it is revoked rather than left
    // with an empty list no token could be made with.
    const revoked = kept.length === 0 ? new Date().toISOString() : null;
    await sql`update tokens set scopes = ${JSON.stringify(kept)}, revoked_at = coalesce(revoked_at, ${revoked}) where id = ${row.id}`.execute(db);
  }
  await db.schema.alterTable("tokens").dropColumn("created_by_token_id").execute();
}
