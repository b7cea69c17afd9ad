// The ledger (docs/operator-guide.md#billing): every amount an account owes or paid, one row per entry, never
// changed (a correction is a new entry); the balance of a currency is the sum of its entries' amount + tax. The
// merchant reads it with the new scope billing:read, which tokens holding every scope before now gain.
import { sql, type Kysely } from "kysely";
import { generatedIdType } from "../engine.js";

/** Every scope there was before this migration: a token holding all of them was made to do everything. */
const ALL_SCOPES_BEFORE = ["orders:read", "orders:write", "products:read", "products:write", "webhooks:read", "webhooks:write", "tokens:read", "tokens:write", "inventory:read", "inventory:write", "stores:read", "stores:write"];
const ADDED = ["billing:read"];

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable("billing_entries")
    // The order entries were written in (a sequence on PostgreSQL, the rowid on SQLite): the ledger's order and
    // its cursor. entry_id is what callers see.
    .addColumn("seq", generatedIdType(db), (c) => c.primaryKey())
    .addColumn("entry_id", "text", (c) => c.notNull().unique())
    .addColumn("account_id", "text", (c) => c.notNull())
    .addColumn("at", "text", (c) => c.notNull())
    .addColumn("type", "text", (c) => c.notNull())
    // Signed minor units of `currency`: positive what the account owes more, negative what it paid or was credited.
    .addColumn("amount", "integer", (c) => c.notNull())
    .addColumn("tax", "integer", (c) => c.notNull())
    .addColumn("currency", "text", (c) => c.notNull())
    .addColumn("order_ref", "text")
    .addColumn("description", "text", (c) => c.notNull())
    // Who wrote it, as events keep it (domain/actors.ts).
    .addColumn("actor_type", "text", (c) => c.notNull())
    .addColumn("actor_id", "text")
    .addColumn("actor_name", "text")
    .addColumn("actor_reason", "text")
    .addColumn("invoice_id", "text")
    .execute();
  await db.schema.createIndex("billing_entries_account").on("billing_entries").columns(["account_id", "seq"]).execute();
  await db.schema.createIndex("billing_entries_order").on("billing_entries").columns(["order_ref"]).where(sql.ref("order_ref"), "is not", null).execute();

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
    const kept = scopes.filter((scope) => !ADDED.includes(scope));
    // A token that held nothing but billing:read could do nothing before this migration: revoked rather than left
    // with an empty list no token could be made with.
    const revoked = kept.length === 0 ? new Date().toISOString() : null;
    await sql`update tokens set scopes = ${JSON.stringify(kept)}, revoked_at = coalesce(revoked_at, ${revoked}) where id = ${row.id}`.execute(db);
  }
  await db.schema.dropTable("billing_entries").execute();
}
