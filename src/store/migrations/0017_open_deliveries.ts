// A partial index of the webhook deliveries still open (pending or failed), so the /metrics scrape counts the backlog
// and the given-up deliveries without reading the history of every delivery that succeeded.
import { sql, type Kysely } from "kysely";

export async function up(db: Kysely<unknown>): Promise<void> {
  // The values are literals, not parameters: both engines use a partial index only for a query whose condition
  // matches the index's, and the count in store/metrics.ts spells it the same way.
  await sql`create index webhook_deliveries_open on webhook_deliveries (status) where status in ('pending', 'failed')`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex("webhook_deliveries_open").execute();
}
