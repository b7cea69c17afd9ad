// The webhook delivery row owns its retry state (docs/operator-guide.md#webhooks): `schedule_start` records where the
// current retry schedule began, so the attempt number that picks the next delay comes from the delivery, not from
// its job's count of runs.
import { sql, type Kysely } from "kysely";

export async function up(db: Kysely<unknown>): Promise<void> {
  // attempt_count when the schedule began: 0 for a new delivery, its attempt_count when it was redelivered.
  await db.schema.alterTable("webhook_deliveries").addColumn("schedule_start", "integer", (c) => c.notNull().defaultTo(0)).execute();
  // A delivery in flight goes on where its job was: that job had run `attempts` times on the current schedule, so the
  // schedule began that many attempts ago. Jobs are matched in code: the payload is JSON text on both engines.
  const { rows } = await sql<{ payload: string; attempts: number }>`select payload, attempts from jobs
    where kind = 'webhook.deliver' and status in ('pending', 'running')`.execute(db);
  for (const row of rows) {
    const deliveryId = (JSON.parse(row.payload) as { delivery_id?: string }).delivery_id;
    if (deliveryId === undefined) continue;
    await sql`update webhook_deliveries set schedule_start = case when attempt_count > ${Number(row.attempts)} then attempt_count - ${Number(row.attempts)} else 0 end
      where id = ${deliveryId} and status = 'pending'`.execute(db);
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  // Before this migration a delivery job's own count of runs picked the delay; the jobs still hold it.
  await db.schema.alterTable("webhook_deliveries").dropColumn("schedule_start").execute();
}
