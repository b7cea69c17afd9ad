// Operators as people (docs/operator-guide.md#operators-are-people): named operators with their own tokens, and who made each change (the actor) on events.
import { sql, type Kysely } from "kysely";

/** The operator POD_ADMIN_TOKEN and every operator token made before this migration belong to (domain/actors.ts). */
const ADMIN_OPERATOR_ID = "op_admin";

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable("operators")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("name", "text", (c) => c.notNull())
    .addColumn("email", "text")
    .addColumn("disabled", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("created_at", "text", (c) => c.notNull())
    .addColumn("updated_at", "text", (c) => c.notNull())
    .execute();
  // Timelines say "Pat put the order on hold": two operators called Pat would make that ambiguous.
  await sql`create unique index operators_name on operators (lower(name))`.execute(db);
  const now = new Date().toISOString();
  await sql`insert into operators (id, name, email, disabled, created_at, updated_at) values (${ADMIN_OPERATOR_ID}, 'admin', null, 0, ${now}, ${now})`.execute(db);

  // Until now there was one operator: every operator token was the admin's.
  await db.schema.alterTable("tokens").addColumn("operator_id", "text").execute();
  await sql`update tokens set operator_id = ${ADMIN_OPERATOR_ID} where role = 'operator'`.execute(db);
  await db.schema.createIndex("tokens_operator").on("tokens").columns(["operator_id", "id"]).execute();

  // actor_type: operator | account | system. Operators: id and name as they were when the change was made.
  await db.schema.alterTable("events").addColumn("actor_type", "text", (c) => c.notNull().defaultTo("system")).execute();
  await db.schema.alterTable("events").addColumn("actor_id", "text").execute();
  await db.schema.alterTable("events").addColumn("actor_name", "text").execute();
  await db.schema.alterTable("events").addColumn("actor_reason", "text").execute();
  // Earlier events did not say who made them. What only one party can cause is named; the rest is left unknown
  // rather than guessed (a status change may have been the operator's, the sandbox's or a failed print file's).
  await sql`update events set actor_reason = 'recorded_before_actors'`.execute(db);
  await sql`update events set actor_type = 'account', actor_reason = null where type = 'order.shipping_updated'`.execute(db);
  await sql`update events set actor_reason = 'print_files' where type = 'print_files.ready'`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const column of ["actor_reason", "actor_name", "actor_id", "actor_type"]) await db.schema.alterTable("events").dropColumn(column).execute();
  await db.schema.dropIndex("tokens_operator").execute();
  await db.schema.alterTable("tokens").dropColumn("operator_id").execute();
  await db.schema.dropTable("operators").execute();
}
