// When a shipment last changed (shipped, or a progress update), so polling tracking with updated_after brings back a
// shipment that was delivered or returned after the caller's last poll, not only shipments new since then.
import { sql, type Kysely } from "kysely";

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable("shipments").addColumn("updated_at", "text").execute();
  // Before this, a shipment changed after it shipped kept no time of the change: its last event's recording time
  // is not kept either, so shipped_at is the best there is.
  await sql`update shipments set updated_at = shipped_at`.execute(db);
  await db.schema.createIndex("shipments_account_updated").on("shipments").columns(["account_id", "updated_at", "shipment_ref"]).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex("shipments_account_updated").execute();
  await db.schema.alterTable("shipments").dropColumn("updated_at").execute();
}
