// Receivings (docs/caller-guide.md#sending-goods-in): goods a merchant announces it sends in, box by box, and what the
// operator received of each box. The units announced and not yet received are the items' `incoming` (migration 0030).
import { type Kysely } from "kysely";

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable("receivings")
    .addColumn("receiving_ref", "text", (c) => c.primaryKey())
    .addColumn("account_id", "text", (c) => c.notNull())
    // The merchant's own reference (its purchase order, say): unique in its account when given (NULLs never clash).
    .addColumn("external_ref", "text")
    // "awaiting" | "arriving" | "completed" | "cancelled": changed only by a conditional UPDATE on the status it leaves.
    .addColumn("status", "text", (c) => c.notNull())
    .addColumn("expected_at", "text")
    .addColumn("carrier", "text")
    .addColumn("tracking_number", "text")
    .addColumn("box_count", "integer", (c) => c.notNull())
    // The sequence of its receiving.updated events: raised by the same UPDATE that changes the receiving.
    .addColumn("event_sequence", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("created_at", "text", (c) => c.notNull())
    .addColumn("updated_at", "text", (c) => c.notNull())
    .addColumn("completed_at", "text")
    .addColumn("cancelled_at", "text")
    .execute();
  await db.schema.createIndex("receivings_account_external_ref").on("receivings").columns(["account_id", "external_ref"]).unique().execute();
  // The merchant's list and the operator's, newest first (refs sort by creation time).
  await db.schema.createIndex("receivings_account").on("receivings").columns(["account_id", "receiving_ref"]).execute();
  await db.schema.createIndex("receivings_status").on("receivings").columns(["status", "receiving_ref"]).execute();

  // One row per SKU of a box: what was announced (expected) and what arrived of it, good and damaged. A SKU received
  // that no box announced gets a row with expected 0.
  await db.schema
    .createTable("receiving_lines")
    .addColumn("receiving_ref", "text", (c) => c.notNull())
    .addColumn("box", "integer", (c) => c.notNull())
    .addColumn("sku", "text", (c) => c.notNull())
    .addColumn("expected", "integer", (c) => c.notNull())
    .addColumn("received", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("damaged", "integer", (c) => c.notNull().defaultTo(0))
    .addPrimaryKeyConstraint("receiving_lines_pk", ["receiving_ref", "box", "sku"])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable("receiving_lines").execute();
  await db.schema.dropTable("receivings").execute();
}
