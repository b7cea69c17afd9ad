// PostgreSQL's way of keeping orders' search words: a row per word in order_words, a prefix read as a range of its key.
import { sql, type SqlBool } from "kysely";
import { PREFIX_END } from "../domain/search-words.js";
import type { SearchWords } from "./dialect.js";

export const postgresSearchWords: SearchWords = {
  table: "order_words",
  rowsOf: (orderRef, words) => ({ order_words: words.map((word) => ({ word, order_ref: orderRef })) }),
  prefixedBy: (db, term) => sql<SqlBool>`"order_ref" in (${db.selectFrom("order_words").select("order_ref").where("word", ">=", term).where("word", "<", `${term}${PREFIX_END}`)})`,
};
