// Print files: stored images by checksum, each order line's files per print area, and product art fetched once.
import type { Kysely } from "kysely";

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable("files")
    .addColumn("checksum", "text", (c) => c.primaryKey())
    .addColumn("content_type", "text", (c) => c.notNull())
    .addColumn("size_bytes", "bigint", (c) => c.notNull())
    .addColumn("width_px", "integer", (c) => c.notNull())
    .addColumn("height_px", "integer", (c) => c.notNull())
    .addColumn("density", "integer")
    .addColumn("created_at", "text", (c) => c.notNull())
    .execute();

  await db.schema
    .createTable("order_files")
    .addColumn("item_ref", "text", (c) => c.notNull().references("order_items.item_ref"))
    .addColumn("area", "text", (c) => c.notNull())
    .addColumn("order_ref", "text", (c) => c.notNull().references("orders.order_ref"))
    .addColumn("account_id", "text", (c) => c.notNull())
    .addColumn("status", "text", (c) => c.notNull())
    .addColumn("reason", "text")
    .addColumn("print_file", "text")
    .addColumn("preview", "text")
    .addColumn("print_file_checksum", "text")
    .addColumn("preview_checksum", "text")
    .addColumn("updated_at", "text", (c) => c.notNull())
    .addPrimaryKeyConstraint("order_files_pk", ["item_ref", "area"])
    .execute();
  await db.schema.createIndex("order_files_order").on("order_files").columns(["order_ref"]).execute();
  await db.schema.createIndex("order_files_print_file").on("order_files").columns(["account_id", "print_file_checksum"]).execute();
  await db.schema.createIndex("order_files_preview").on("order_files").columns(["account_id", "preview_checksum"]).execute();

  await db.schema
    .createTable("product_art")
    .addColumn("product_id", "text", (c) => c.notNull().references("products.id"))
    .addColumn("area", "text", (c) => c.notNull())
    .addColumn("url", "text", (c) => c.notNull())
    .addColumn("checksum", "text", (c) => c.notNull().references("files.checksum"))
    .addColumn("created_at", "text", (c) => c.notNull())
    .addPrimaryKeyConstraint("product_art_pk", ["product_id", "area"])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of ["product_art", "order_files", "files"]) await db.schema.dropTable(table).execute();
}
