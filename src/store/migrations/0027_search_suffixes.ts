// Orders made before a word of a script written without spaces was found by any part of it (domain/search-words.ts
// runSuffixes): each such order gets those words' suffixes as more search words; other orders are not written.
import type { Kysely } from "kysely";
import { orderRunSuffixes } from "../../domain/search-words.js";
import { engineOf } from "../engine.js";
import { searchToken } from "../sqlite-search-words.js";

/** Orders read per statement, a page at a time (constant memory at any volume). */
const PAGE = 500;
/** Rows of order_words written per statement on PostgreSQL (2 parameters a row). */
const ROWS = 5000;

interface WordTables {
  orders: { order_ref: string; external_ref: string; shipping_name: string; shipping_city: string; shipping_zip: string };
  order_words: { word: string; order_ref: string };
  order_search_rows: { order_ref: string; words: string };
}

export async function up(database: Kysely<unknown>): Promise<void> {
  const db = database as Kysely<WordTables>;
  const sqlite = engineOf(db) === "sqlite";
  let after = "";
  for (;;) {
    const page = await db
      .selectFrom("orders")
      .select(["order_ref", "external_ref", "shipping_name", "shipping_city", "shipping_zip"])
      .where("order_ref", ">", after)
      .orderBy("order_ref")
      .limit(PAGE)
      .execute();
    if (page.length === 0) return;
    after = page[page.length - 1]!.order_ref;
    const candidates = page.map((order) => ({ order_ref: order.order_ref, words: orderRunSuffixes(order) })).filter((o) => o.words.length > 0);
    if (candidates.length === 0) continue;
    // Only the words an order lacks: one written by this version already has them (so has one indexed by 0023 since).
    const had = await wordsOf(db, sqlite, candidates.map((o) => o.order_ref));
    const added = candidates.map((o) => ({ order_ref: o.order_ref, words: o.words.filter((w) => !had.has(`${o.order_ref} ${w}`)) })).filter((o) => o.words.length > 0);
    if (added.length === 0) continue;
    if (sqlite) {
      // A row more per order, as a tracking number adds one (store/order-search.ts): the index takes its tokens.
      await db
        .insertInto("order_search_rows")
        .values(added.map((o) => ({ order_ref: o.order_ref, words: o.words.map(searchToken).join(" ") })))
        .execute();
      continue;
    }
    const rows = added.flatMap((o) => o.words.map((word) => ({ word, order_ref: o.order_ref })));
    for (let i = 0; i < rows.length; i += ROWS) {
      await db
        .insertInto("order_words")
        .values(rows.slice(i, i + ROWS))
        .onConflict((oc) => oc.doNothing())
        .execute();
    }
  }
}

/** The words the orders have, as "order_ref word" (an order_ref holds no space). */
async function wordsOf(db: Kysely<WordTables>, sqlite: boolean, refs: string[]): Promise<Set<string>> {
  const had = new Set<string>();
  if (sqlite) {
    const rows = await db.selectFrom("order_search_rows").select(["order_ref", "words"]).where("order_ref", "in", refs).execute();
    for (const row of rows) for (const token of row.words.split(" ")) had.add(`${row.order_ref} ${Buffer.from(token, "hex").toString("utf8")}`);
  } else {
    const rows = await db.selectFrom("order_words").select(["order_ref", "word"]).where("order_ref", "in", refs).execute();
    for (const row of rows) had.add(`${row.order_ref} ${row.word}`);
  }
  return had;
}

/** Nothing to undo: the suffixes are words like any other, and the search before this migration reads them as such. */
export async function down(): Promise<void> {}
