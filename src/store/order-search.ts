// Where an order's search words (domain/search-words.ts) are kept, per engine: PostgreSQL a row per word in
// order_words (its primary key read as a range); SQLite an FTS5 index fed through order_search_rows.
//
// Why SQLite differs (docs/performance.md, "Finding orders"): a row per word put about nine random insertions into
// two B-trees on every create (48 µs of the create's 193 µs of SQL) and dirtied a page per word for the group's
// COMMIT to write; FTS5 gathers the words in memory and writes them as one segment when the transaction's savepoint
// closes, merging segments as it goes. FTS5 splits text into tokens its own way (letters and digits), while a word
// here may hold any character ("o'brien", "sw1a 1aa" → "sw1a1aa", a tracking number with dashes): so each word goes
// in as the hexadecimal of its UTF-8 bytes, a single token, and a search term as the same hexadecimal followed by
// `*`. One string is a prefix of another exactly when the hexadecimal of its UTF-8 bytes is a prefix of the
// other's, so the search finds exactly what the PostgreSQL range finds.
import { sql, type Expression, type SqlBool } from "kysely";
import type { Db } from "./database.js";
import { dialectOf } from "./dialect.js";
import { writerOf, type Writer } from "./writer.js";
import { PREFIX_END } from "../domain/search-words.js";

/** A word as the single FTS5 token it is stored under (SQLite). */
export function searchToken(word: string): string {
  return Buffer.from(word, "utf8").toString("hex");
}

/** The FTS5 query for the words that `term` prefixes. */
function prefixQuery(term: string): string {
  return `"${searchToken(term)}"*`;
}

const onSqlite = (db: Db) => dialectOf(db).engine === "sqlite";

/** SQLite's row of an order's words: one row, its words as tokens separated by spaces. */
function searchRow(orderRef: string, words: readonly string[]) {
  return { order_ref: orderRef, words: words.map(searchToken).join(" ") };
}

/**
 * Writes an order's words through `writer` (a new order's in the create's batch; a tracking number's, or all of them
 * again, in a change's transaction). `mayHave`: the order may have some of them already (a reshipment repeating a
 * tracking number), which is then no error.
 */
export async function insertSearchWords(writer: Writer, orderRef: string, words: readonly string[], mayHave = false): Promise<void> {
  if (words.length === 0) return;
  const options = { skipExisting: mayHave };
  // SQLite: the FTS5 row holds any word twice without harm; nothing to skip.
  if (onSqlite(writer.db)) return writer.insert({ order_search_rows: [searchRow(orderRef, words)] });
  await writer.insert({ order_words: words.map((word) => ({ word, order_ref: orderRef })) }, options);
}

/** Puts `words` in the place of every word the order had. */
export async function replaceSearchWords(db: Db, orderRef: string, words: readonly string[]): Promise<void> {
  await db
    .deleteFrom(onSqlite(db) ? "order_search_rows" : "order_words")
    .where("order_ref", "=", orderRef)
    .execute();
  await insertSearchWords(writerOf(db), orderRef, words);
}

/** `orders.order_ref in (…)`: the orders with a word that `term` (folded) prefixes. */
export function withWordPrefixedBy(db: Db, term: string): Expression<SqlBool> {
  if (onSqlite(db)) {
    // The FTS5 match gives rowids of order_search (the rid of the row that carried the words), read by key.
    return sql<SqlBool>`"order_ref" in (select "order_ref" from "order_search_rows" where "rid" in (select rowid from "order_search" where "order_search" match ${prefixQuery(term)}))`;
  }
  return sql<SqlBool>`"order_ref" in (${db.selectFrom("order_words").select("order_ref").where("word", ">=", term).where("word", "<", `${term}${PREFIX_END}`)})`;
}
