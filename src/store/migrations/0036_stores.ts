// Stores (docs/caller-guide.md#stores-and-store-tokens): an account's shops, each with its own packing slip and return
// address; every account gets a default store made from its current settings, and tokens may be limited to a store.
import { sql, type Kysely } from "kysely";
import { grantToAllScopeTokens, withdrawScopes } from "./scope-grants.js";
import { newRef } from "../../domain/refs.js";

/** Every scope there was before this migration: a token holding all of them was made to do everything. */
const ALL_SCOPES_BEFORE = ["orders:read", "orders:write", "products:read", "products:write", "webhooks:read", "webhooks:write", "tokens:read", "tokens:write", "inventory:read", "inventory:write"];
const ADDED = ["stores:read", "stores:write"];

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable("stores")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("account_id", "text", (c) => c.notNull().references("accounts.id"))
    .addColumn("name", "text", (c) => c.notNull())
    .addColumn("url", "text")
    // JSON as the account's columns of the same names; null: unset (the account's applies).
    .addColumn("return_address", "text")
    .addColumn("packing_slip", "text")
    .addColumn("logo_url", "text")
    .addColumn("insert_ids", "text")
    .addColumn("is_default", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("archived", "integer", (c) => c.notNull().defaultTo(0))
    // The logo as fetched and checked by its job: pending | ready | failed, why it failed, the stored file's checksum.
    .addColumn("logo_status", "text")
    .addColumn("logo_reason", "text")
    .addColumn("logo_file", "text")
    .addColumn("created_at", "text", (c) => c.notNull())
    .addColumn("updated_at", "text", (c) => c.notNull())
    .execute();
  await db.schema.createIndex("stores_account").on("stores").columns(["account_id", "id"]).execute();
  // One default store per account, held by the database whatever writes it.
  await db.schema.createIndex("stores_one_default").on("stores").columns(["account_id"]).unique().where(sql<boolean>`is_default = 1`).execute();
  // The store a token is limited to; null: the whole account.
  await db.schema.alterTable("tokens").addColumn("store_id", "text").execute();

  const { rows: accounts } = await sql<{ id: string; name: string; return_address: string | null; packing_slip: string | null; insert_ids: string; created_at: string }>`
    select id, name, return_address, packing_slip, insert_ids, created_at from accounts`.execute(db);
  for (const account of accounts) {
    await sql`insert into stores (id, account_id, name, return_address, packing_slip, insert_ids, is_default, archived, created_at, updated_at)
      values (${newRef("sto")}, ${account.id}, ${account.name}, ${account.return_address}, ${account.packing_slip}, ${account.insert_ids}, 1, 0, ${account.created_at}, ${account.created_at})`.execute(db);
  }

  await grantToAllScopeTokens(db, ALL_SCOPES_BEFORE, ADDED);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await withdrawScopes(db, ADDED, true);
  await db.schema.alterTable("tokens").dropColumn("store_id").execute();
  await db.schema.dropTable("stores").execute();
}
