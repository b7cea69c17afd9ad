// Every event payload carries its order's sequence number and when it happened: events recorded before carry them too.
import { sql, type Kysely } from "kysely";

/** Rows rewritten per statement batch; keyset pagination by id keeps each batch an index range. */
const BATCH = 500;

interface OldPayload {
  id: string;
  type: string;
  created_at: string;
  data: unknown;
}

export async function up(db: Kysely<unknown>): Promise<void> {
  let after = "";
  for (;;) {
    const rows = (
      await sql<{ id: string; order_seq: number; payload: string }>`select id, order_seq, payload from events where id > ${after} order by id limit ${BATCH}`.execute(db)
    ).rows;
    if (rows.length === 0) return;
    // One transaction per batch (one commit and log sync for BATCH rows), unless the migrator already runs this
    // migration in one (PostgreSQL: transactional DDL).
    const inTransaction = (work: (trx: Kysely<unknown>) => Promise<void>) => (db.isTransaction ? work(db) : db.transaction().execute(work));
    await inTransaction(async (trx) => {
      for (const row of rows) {
        const old = JSON.parse(row.payload) as OldPayload & { sequence?: number };
        if (old.sequence !== undefined) continue;
        // The payload's keys in the order new events have them; occurred_at is when it was recorded (all we know).
        const payload = { id: old.id, type: old.type, sequence: Number(row.order_seq), occurred_at: old.created_at, created_at: old.created_at, data: old.data };
        await sql`update events set payload = ${JSON.stringify(payload)} where id = ${row.id}`.execute(trx);
      }
    });
    after = rows[rows.length - 1]!.id;
  }
}

export async function down(): Promise<void> {
  // The added keys are harmless to older code; nothing to undo.
}
