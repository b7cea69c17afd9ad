// Orders belong to a store (docs/caller-guide.md#stores-and-store-tokens): the store an order was made in, and the
// store's logo it prints, as sold (the file's checksum: a later logo does not change a slip already printed). Orders
// made before stores belong to their account's default store. orders/list filters by store, and a store token reads
// its own store's orders only, through orders_store.
import { sql, type Kysely } from "kysely";

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable("orders").addColumn("store_id", "text").execute();
  await db.schema.alterTable("orders").addColumn("slip_logo", "text").execute();
  await sql`update orders set store_id = (select s.id from stores s where s.account_id = orders.account_id and s.is_default = 1)`.execute(db);
  await db.schema.createIndex("orders_store").on("orders").columns(["store_id", "order_ref"]).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex("orders_store").execute();
  await db.schema.alterTable("orders").dropColumn("slip_logo").execute();
  await db.schema.alterTable("orders").dropColumn("store_id").execute();
}
