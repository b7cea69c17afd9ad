// Sandbox controls (docs/operator-guide.md#the-sandbox-test-accounts): whether the sandbox moves a test account's orders on by itself, and the account's
// mode in every event payload, events recorded before included.
import { sql, type Kysely } from "kysely";

export async function up(db: Kysely<unknown>): Promise<void> {
  // 1 for every account: test accounts keep the behaviour they had; live accounts never read it.
  await db.schema.alterTable("accounts").addColumn("sandbox_auto_advance", "integer", (c) => c.notNull().defaultTo(1)).execute();
  await addModeToPayloads(db);
}

/**
 * Puts the account's mode in front of every stored payload that has none (up's second half; a test replays it). A
 * payload has the key when it has the text "mode":" anywhere: inside a string value it would read \"mode\":\".
 */
export async function addModeToPayloads(db: Kysely<unknown>): Promise<void> {
  // Payloads are JSON objects written by JSON.stringify ("{" first): the mode goes in front of the other keys, as
  // text, so the rest of each payload stays byte for byte what was recorded (and, for a redelivery, what was signed).
  // An account's mode never changes, so the account's mode now is the mode the event was recorded in.
  await sql`update events set payload = '{"mode":"' || (select a.mode from accounts a where a.id = events.account_id) || '",' || substr(payload, 2)
    where payload like '{%' and payload not like '%"mode":"%'`.execute(db);
  // Sample events of webhooks/test are kept on their delivery only.
  await sql`update webhook_deliveries set payload = '{"mode":"' || (select a.mode from accounts a join webhook_endpoints w on w.account_id = a.id where w.id = webhook_deliveries.webhook_id) || '",' || substr(payload, 2)
    where payload like '{%' and payload not like '%"mode":"%'`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  // The prefix up added is exactly 15 characters ({"mode":"live", or {"mode":"test",); events recorded since keep
  // their mode among their other keys, one field more than before, which receivers ignore.
  for (const table of ["events", "webhook_deliveries"]) {
    await sql`update ${sql.table(table)} set payload = '{' || substr(payload, 16) where payload like '{"mode":"live",%' or payload like '{"mode":"test",%'`.execute(db);
  }
  await db.schema.alterTable("accounts").dropColumn("sandbox_auto_advance").execute();
}
