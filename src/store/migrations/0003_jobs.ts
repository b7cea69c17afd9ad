// The durable job queue: jobs claimed with leases, retried with backoff, serialised per queue_key.
import type { Kysely } from "kysely";
import { generatedIdType } from "../engine.js";

export async function up(db: Kysely<unknown>): Promise<void> {
  // The id is the creation order within a queue_key; PostgreSQL needs a sequence for it, SQLite's rowid is one.
  const idType = generatedIdType(db);
  await db.schema
    .createTable("jobs")
    .addColumn("id", idType, (c) => c.primaryKey())
    .addColumn("kind", "text", (c) => c.notNull())
    .addColumn("payload", "text", (c) => c.notNull())
    .addColumn("queue_key", "text")
    .addColumn("status", "text", (c) => c.notNull())
    .addColumn("run_at", "text", (c) => c.notNull())
    .addColumn("attempts", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("max_attempts", "integer", (c) => c.notNull())
    .addColumn("locked_by", "text")
    .addColumn("locked_until", "text")
    .addColumn("last_error", "text")
    .addColumn("created_at", "text", (c) => c.notNull())
    .addColumn("updated_at", "text", (c) => c.notNull())
    .execute();
  await db.schema.createIndex("jobs_due").on("jobs").columns(["status", "run_at"]).execute();
  await db.schema.createIndex("jobs_queue_key").on("jobs").columns(["queue_key", "status", "id"]).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable("jobs").execute();
}
