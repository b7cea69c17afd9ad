// Stores in webhooks (docs/receiving-webhooks.md#endpoints-limited-to-stores): an endpoint may be limited to stores
// (store_ids, a JSON array of store ids; null: every store), and every event about an order carries the order's
// store_id: the events recorded before carry it too, so orders/events and redeliveries show it alike.
import { sql, type Kysely } from "kysely";

/** Rows rewritten per statement batch; keyset pagination by id keeps each batch an index range. */
const BATCH = 500;

interface Payload {
  data: Record<string, unknown>;
}

/** The event's data with store_id after external_ref, where new events have it. */
function withStore(data: Record<string, unknown>, storeId: string | null): Record<string, unknown> {
  const { order_ref, external_ref, ...rest } = data;
  return { order_ref, external_ref, store_id: storeId, ...rest };
}

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable("webhook_endpoints").addColumn("store_ids", "text").execute();
  let after = "";
  for (;;) {
    const rows = (
      await sql<{ id: string; payload: string; store_id: string | null }>`select e.id, e.payload, o.store_id from events e join orders o on o.order_ref = e.order_ref
        where e.id > ${after} order by e.id limit ${BATCH}`.execute(db)
    ).rows;
    if (rows.length === 0) return;
    // One transaction per batch, unless the migrator already runs this migration in one (PostgreSQL: transactional DDL).
    const inTransaction = (work: (trx: Kysely<unknown>) => Promise<void>) => (db.isTransaction ? work(db) : db.transaction().execute(work));
    await inTransaction(async (trx) => {
      for (const row of rows) {
        const payload = JSON.parse(row.payload) as Payload;
        if ("store_id" in payload.data) continue;
        const rewritten = { ...payload, data: withStore(payload.data, row.store_id) };
        await sql`update events set payload = ${JSON.stringify(rewritten)} where id = ${row.id}`.execute(trx);
      }
    });
    after = rows[rows.length - 1]!.id;
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  // The store_id in events' data is harmless to older code; the column goes.
  await db.schema.alterTable("webhook_endpoints").dropColumn("store_ids").execute();
}
