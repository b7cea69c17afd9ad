// Operator console sessions: created at sign-in, read on every console request, deleted at sign-out or expiry.
import type { Db } from "./database.js";
import { PreparedQuery } from "./prepared.js";
import type { ConsoleSessionRow } from "./tables.js";

export async function insertSession(db: Db, row: ConsoleSessionRow): Promise<void> {
  await db.insertInto("console_sessions").values(row).execute();
}

const byIdHash = new PreparedQuery((db, $: { idHash: string }) => db.selectFrom("console_sessions").selectAll().where("id_hash", "=", $.idHash));

export async function findSession(db: Db, idHash: string): Promise<ConsoleSessionRow | undefined> {
  return byIdHash.first(db, { idHash });
}

export async function deleteSession(db: Db, idHash: string): Promise<void> {
  await db.deleteFrom("console_sessions").where("id_hash", "=", idHash).execute();
}

/** Sessions past their expiry; run at each sign-in so the table holds little more than live sessions. */
export async function deleteExpiredSessions(db: Db, nowIso: string): Promise<void> {
  await db.deleteFrom("console_sessions").where("expires_at", "<=", nowIso).execute();
}
