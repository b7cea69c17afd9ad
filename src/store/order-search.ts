// Where an order's search words (domain/search-words.ts) are kept: each engine's way is its dialect's `searchWords`
// (PostgreSQL a row per word in order_words, postgres-search-words.ts; SQLite an FTS5 index, sqlite-search-words.ts).
import type { Expression, SqlBool } from "kysely";
import type { Db } from "./db.js";
import { dialectOf } from "./dialect.js";
import { writerOf, type Writer } from "./writer.js";

/**
 * Writes an order's words through `writer` (a new order's in the create's batch; a tracking number's, or all of them
 * again, in a change's transaction). `mayHave`: the order may have some of them already (a reshipment repeating a
 * tracking number), which is then no error.
 */
export async function insertSearchWords(writer: Writer, orderRef: string, words: readonly string[], mayHave = false): Promise<void> {
  if (words.length === 0) return;
  await writer.insert(dialectOf(writer.db).searchWords.rowsOf(orderRef, words), { skipExisting: mayHave });
}

/** Puts `words` in the place of every word the order had. */
export async function replaceSearchWords(db: Db, orderRef: string, words: readonly string[]): Promise<void> {
  await db.deleteFrom(dialectOf(db).searchWords.table).where("order_ref", "=", orderRef).execute();
  await insertSearchWords(writerOf(db), orderRef, words);
}

/** `orders.order_ref in (…)`: the orders with a word that `term` (folded) prefixes. */
export function withWordPrefixedBy(db: Db, term: string): Expression<SqlBool> {
  return dialectOf(db).searchWords.prefixedBy(db, term);
}
