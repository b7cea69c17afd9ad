// Merchant self-service (docs/caller-guide.md#tokens-and-scopes): scoped, named, expiring tokens with their last use; who registered each webhook
// endpoint; archived products.
import { sql, type Kysely } from "kysely";

/** Every scope there was when this migration ran: a token made before scopes existed could do all of it, and still can. */
const ALL_SCOPES_THEN = ["orders:read", "orders:write", "products:read", "products:write", "webhooks:read", "webhooks:write"];

export async function up(db: Kysely<unknown>): Promise<void> {
  // JSON array of scopes; null for operator tokens, which scopes do not apply to.
  await db.schema.alterTable("tokens").addColumn("scopes", "text").execute();
  await db.schema.alterTable("tokens").addColumn("name", "text").execute();
  await db.schema.alterTable("tokens").addColumn("expires_at", "text").execute();
  // Written at most once a minute per token (services/tokens.ts), so a busy token costs no write per request.
  await db.schema.alterTable("tokens").addColumn("last_used_at", "text").execute();
  await sql`update tokens set scopes = ${JSON.stringify(ALL_SCOPES_THEN)} where role = 'account'`.execute(db);
  // Every endpoint before this was registered by the operator: there was no other way.
  await db.schema.alterTable("webhook_endpoints").addColumn("created_by", "text", (c) => c.notNull().defaultTo("operator")).execute();
  await db.schema.alterTable("products").addColumn("archived_at", "text").execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable("products").dropColumn("archived_at").execute();
  await db.schema.alterTable("webhook_endpoints").dropColumn("created_by").execute();
  for (const column of ["last_used_at", "expires_at", "name", "scopes"]) await db.schema.alterTable("tokens").dropColumn(column).execute();
}
