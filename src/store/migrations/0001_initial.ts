// First schema: accounts, tokens, catalog blanks, products, orders and their lines.
import type { Kysely } from "kysely";

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable("accounts")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("name", "text", (c) => c.notNull())
    .addColumn("connected_stores", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("return_address", "text")
    .addColumn("insert_ids", "text", (c) => c.notNull().defaultTo("[]"))
    .addColumn("packing_slip", "text")
    .addColumn("created_at", "text", (c) => c.notNull())
    .execute();

  await db.schema
    .createTable("tokens")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("account_id", "text", (c) => c.references("accounts.id"))
    .addColumn("role", "text", (c) => c.notNull())
    .addColumn("token_hash", "text", (c) => c.notNull().unique())
    .addColumn("created_at", "text", (c) => c.notNull())
    .addColumn("revoked_at", "text")
    .execute();

  await db.schema
    .createTable("blanks")
    .addColumn("sku", "text", (c) => c.primaryKey())
    .addColumn("name", "text", (c) => c.notNull())
    .addColumn("type", "text", (c) => c.notNull())
    .addColumn("packing_slip_supported", "integer", (c) => c.notNull())
    .addColumn("print_areas", "text", (c) => c.notNull())
    .addColumn("created_at", "text", (c) => c.notNull())
    .execute();

  await db.schema
    .createTable("products")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("account_id", "text", (c) => c.notNull().references("accounts.id"))
    .addColumn("sku", "text", (c) => c.notNull())
    .addColumn("name", "text", (c) => c.notNull())
    .addColumn("blank_sku", "text", (c) => c.notNull().references("blanks.sku"))
    .addColumn("print_areas", "text", (c) => c.notNull())
    .addColumn("created_at", "text", (c) => c.notNull())
    .addUniqueConstraint("products_account_sku", ["account_id", "sku"])
    .execute();

  await db.schema
    .createTable("orders")
    .addColumn("order_ref", "text", (c) => c.primaryKey())
    .addColumn("account_id", "text", (c) => c.notNull().references("accounts.id"))
    .addColumn("external_ref", "text", (c) => c.notNull())
    .addColumn("request_hash", "text", (c) => c.notNull())
    .addColumn("response", "text", (c) => c.notNull())
    .addColumn("status", "text", (c) => c.notNull())
    .addColumn("item_kind", "text", (c) => c.notNull())
    .addColumn("order_note", "text")
    .addColumn("created_at", "text", (c) => c.notNull())
    .addColumn("received_at", "text", (c) => c.notNull())
    .addColumn("updated_at", "text", (c) => c.notNull())
    .addColumn("shipping_name", "text", (c) => c.notNull())
    .addColumn("shipping_phone", "text", (c) => c.notNull())
    .addColumn("shipping_address_1", "text", (c) => c.notNull())
    .addColumn("shipping_address_2", "text")
    .addColumn("shipping_city", "text", (c) => c.notNull())
    .addColumn("shipping_zip", "text", (c) => c.notNull())
    .addColumn("shipping_state", "text", (c) => c.notNull())
    .addColumn("shipping_country", "text", (c) => c.notNull())
    .addColumn("return_address", "text")
    .addColumn("return_address_source", "text", (c) => c.notNull())
    .addColumn("packing_slip", "text")
    .addColumn("insert_id", "integer")
    .addUniqueConstraint("orders_account_external_ref", ["account_id", "external_ref"])
    .execute();
  await db.schema.createIndex("orders_account_status").on("orders").columns(["account_id", "status", "order_ref"]).execute();
  await db.schema.createIndex("orders_account_ref").on("orders").columns(["account_id", "order_ref"]).execute();

  await db.schema
    .createTable("order_items")
    .addColumn("item_ref", "text", (c) => c.primaryKey())
    .addColumn("order_ref", "text", (c) => c.notNull().references("orders.order_ref"))
    .addColumn("position", "integer", (c) => c.notNull())
    .addColumn("sku", "text", (c) => c.notNull())
    .addColumn("kind", "text", (c) => c.notNull())
    .addColumn("product_id", "text", (c) => c.references("products.id"))
    .addColumn("blank_sku", "text", (c) => c.notNull())
    .addColumn("quantity", "integer", (c) => c.notNull())
    .addColumn("cancelled_quantity", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("shipped_quantity", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("print_areas", "text")
    .addUniqueConstraint("order_items_order_position", ["order_ref", "position"])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of ["order_items", "orders", "products", "blanks", "tokens", "accounts"]) {
    await db.schema.dropTable(table).execute();
  }
}
