// Orders remember until when they may still be changed before production: received time plus the account's edit window.
import { sql, type Kysely } from "kysely";

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable("orders").addColumn("editable_until", "text").execute();
  // Orders received before edit windows existed had none: their window ended when they were received.
  await sql`update orders set editable_until = received_at where editable_until is null`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable("orders").dropColumn("editable_until").execute();
}
