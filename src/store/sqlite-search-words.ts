// SQLite's way of keeping orders' search words: an FTS5 index fed through order_search_rows, a row per write.
//
// Why SQLite differs from PostgreSQL's row per word (docs/performance.md, "Finding orders"): a row per word put about
// nine random insertions into two B-trees on every create (48 µs of the create's 193 µs of SQL) and dirtied a page per
// word for the group's COMMIT to write; FTS5 gathers the words in memory and writes them as one segment when the
// transaction's savepoint closes, merging segments as it goes. FTS5 splits text into tokens its own way (letters and
// digits), while a word here may hold any character ("o'brien", "sw1a 1aa" → "sw1a1aa", a tracking number with
// dashes): so each word goes in as the hexadecimal of its UTF-8 bytes, a single token, and a search term as the same
// hexadecimal followed by `*`. One string is a prefix of another exactly when the hexadecimal of its UTF-8 bytes is a
// prefix of the other's, so the search finds exactly what the PostgreSQL range finds.
import { sql, type SqlBool } from "kysely";
import type { SearchWords } from "./dialect.js";

/** A word as the single FTS5 token it is stored under. */
export function searchToken(word: string): string {
  return Buffer.from(word, "utf8").toString("hex");
}

/** The FTS5 query for the words that `term` prefixes. */
function prefixQuery(term: string): string {
  return `"${searchToken(term)}"*`;
}

/** The row of an order's words: one row, its words as tokens separated by spaces. */
function searchRow(orderRef: string, words: readonly string[]) {
  return { order_ref: orderRef, words: words.map(searchToken).join(" ") };
}

export const sqliteSearchWords: SearchWords = {
  table: "order_search_rows",
  // The FTS5 row holds a word twice without harm: nothing to skip.
  rowsOf: (orderRef, words) => ({ order_search_rows: [searchRow(orderRef, words)] }),
  prefixedBy: (_db, term) =>
    sql<SqlBool>`"order_ref" in (select "order_ref" from "order_search_rows" where "rid" in (select rowid from "order_search" where "order_search" match ${prefixQuery(term)}))`,
};
