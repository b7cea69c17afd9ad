// Where an order's search words (domain/search-words.ts) are kept: each engine's way is its dialect's `searchWords`
// (PostgreSQL a row per word in order_words, postgres-search-words.ts; SQLite an FTS5 index, sqlite-search-words.ts).
import type { Expression, SqlBool } from "kysely";
import type { Db } from "./db.js";
import { dialectOf } from "./dialect.js";
import { InsertBatch } from "./prepared.js";

/** Adds an order's words to `batch` (written in the create's transaction, or its one statement on PostgreSQL). */
export function addSearchWords(db: Db, batch: InsertBatch, orderRef: string, words: readonly string[]): InsertBatch {
  if (words.length === 0) return batch;
  return dialectOf(db).searchWords.add(batch, orderRef, words);
}

/** Adds one more word to an order (a tracking number); a word it already has is no error. */
export async function addSearchWord(db: Db, orderRef: string, word: string): Promise<void> {
  await dialectOf(db).searchWords.addOne(db, orderRef, word);
}

/** Puts `words` in the place of every word the order had. */
export async function replaceSearchWords(db: Db, orderRef: string, words: readonly string[]): Promise<void> {
  const dialect = dialectOf(db);
  await db.deleteFrom(dialect.searchWords.table).where("order_ref", "=", orderRef).execute();
  await dialect.insertBatch(db, addSearchWords(db, new InsertBatch(), orderRef, words));
}

/** `orders.order_ref in (…)`: the orders with a word that `term` (folded) prefixes. */
export function withWordPrefixedBy(db: Db, term: string): Expression<SqlBool> {
  return dialectOf(db).searchWords.prefixedBy(db, term);
}
