// SQLite keeps the orders' search words in an FTS5 index instead of a row per word (store/order-search.ts says why);
// PostgreSQL keeps order_words as it is, so this migration does nothing there.
import { sql, type Kysely } from "kysely";
import { engineOf } from "../engine.js";

/** Rows of the old table written back per statement by `down` (SQLite takes at most 32,766 parameters: 2 a row). */
const PAGE = 5000;

export async function up(db: Kysely<unknown>): Promise<void> {
  if (engineOf(db) !== "sqlite") return;
  await sql`create table "order_search_rows" ("rid" integer primary key, "order_ref" text not null references "orders" ("order_ref"), "words" text not null)`.execute(db);
  await sql`create index "order_search_rows_order" on "order_search_rows" ("order_ref")`.execute(db);
  // Contentless (the words are in order_search_rows), deletable by rowid, without positions: only whole-token
  // and prefix matches are ever asked of it.
  await sql`create virtual table "order_search" using fts5("words", content = '', contentless_delete = 1, detail = none)`.execute(db);
  await sql`create trigger "order_search_rows_insert" after insert on "order_search_rows" begin
    insert into "order_search" (rowid, "words") values (new."rid", new."words");
  end`.execute(db);
  await sql`create trigger "order_search_rows_delete" after delete on "order_search_rows" begin
    delete from "order_search" where rowid = old."rid";
  end`.execute(db);
  await sql`create trigger "order_search_rows_update" after update on "order_search_rows" begin
    delete from "order_search" where rowid = old."rid";
    insert into "order_search" (rowid, "words") values (new."rid", new."words");
  end`.execute(db);
  // hex() of a text value is the hexadecimal of its UTF-8 bytes: the token searchToken() makes (lower case, as it).
  await sql`insert into "order_search_rows" ("order_ref", "words")
    select "order_ref", group_concat(lower(hex("word")), ' ') from "order_words" group by "order_ref" order by "order_ref"`.execute(db);
  await sql`drop table "order_words"`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  if (engineOf(db) !== "sqlite") return;
  // As migration 0023 made it.
  await db.schema
    .createTable("order_words")
    .addColumn("word", "text", (c) => c.notNull())
    .addColumn("order_ref", "text", (c) => c.notNull().references("orders.order_ref"))
    .addPrimaryKeyConstraint("order_words_pk", ["word", "order_ref"])
    .execute();
  await db.schema.createIndex("order_words_order").on("order_words").columns(["order_ref"]).execute();
  const words = db as unknown as Kysely<{ order_search_rows: { rid: number; order_ref: string; words: string }; order_words: { word: string; order_ref: string } }>;
  let after = 0;
  for (;;) {
    const page = await words.selectFrom("order_search_rows").selectAll().where("rid", ">", after).orderBy("rid").limit(500).execute();
    if (page.length === 0) break;
    after = page[page.length - 1]!.rid;
    const rows = page.flatMap((r) => r.words.split(" ").map((token) => ({ word: Buffer.from(token, "hex").toString("utf8"), order_ref: r.order_ref })));
    for (let i = 0; i < rows.length; i += PAGE) {
      await words
        .insertInto("order_words")
        .values(rows.slice(i, i + PAGE))
        .onConflict((oc) => oc.doNothing())
        .execute();
    }
  }
  await sql`drop table "order_search"`.execute(db);
  await sql`drop table "order_search_rows"`.execute(db);
}
