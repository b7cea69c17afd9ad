// The merchant's inventory operations (docs/caller-guide.md#your-stock) need inventory:read and inventory:write:
// tokens that could do everything keep doing everything, as 0028 did for the token scopes.
import type { Kysely } from "kysely";
import { grantToAllScopeTokens, withdrawScopes } from "./scope-grants.js";

/** Every scope there was before this migration: a token holding all of them was made to do everything. */
const ALL_SCOPES_BEFORE = ["orders:read", "orders:write", "products:read", "products:write", "webhooks:read", "webhooks:write", "tokens:read", "tokens:write"];
const ADDED = ["inventory:read", "inventory:write"];

export async function up(db: Kysely<unknown>): Promise<void> {
  await grantToAllScopeTokens(db, ALL_SCOPES_BEFORE, ADDED);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await withdrawScopes(db, ADDED, false);
}
