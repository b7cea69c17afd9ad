// The merchant's inventory operations (docs/caller-guide.md#your-stock) need inventory:read and inventory:write:
// tokens that could do everything keep doing everything, as 0028 did for the token scopes.
import { sql, type Kysely } from "kysely";

/** Every scope there was before this migration: a token holding all of them was made to do everything. */
const ALL_SCOPES_BEFORE = ["orders:read", "orders:write", "products:read", "products:write", "webhooks:read", "webhooks:write", "tokens:read", "tokens:write"];
const ADDED = ["inventory:read", "inventory:write"];

export async function up(db: Kysely<unknown>): Promise<void> {
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
    const scopes = JSON.parse(row.scopes) as string[];
    if (!scopes.some((scope) => ADDED.includes(scope))) continue;
    await sql`update tokens set scopes = ${JSON.stringify(scopes.filter((scope) => !ADDED.includes(scope)))} where id = ${row.id}`.execute(db);
  }
}
