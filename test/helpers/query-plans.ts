// The plan of a compiled query, as text, on each engine: what the index tests (find-plans, open-deliveries) read.
import { CompiledQuery, sql } from "kysely";
import { transaction, type Db } from "../../src/store/database.js";

type Compiled = { sql: string; parameters: readonly unknown[] };

export const QUERY_PLANS = {
  sqlite: async (db: Db, query: Compiled) => {
    const rows = await db.executeQuery<{ detail: string }>(CompiledQuery.raw(`explain query plan ${query.sql}`, [...query.parameters]));
    return rows.rows.map((r) => r.detail).join("\n");
  },
  // Test tables are small enough to be read whole whatever their indexes; without sequential scans the planner
  // shows which index fits.
  postgres: (db: Db, query: Compiled) =>
    transaction(db, async (trx) => {
      await sql`set local enable_seqscan = off`.execute(trx);
      const rows = await trx.executeQuery<{ "QUERY PLAN": string }>(CompiledQuery.raw(`explain ${query.sql}`, [...query.parameters]));
      return rows.rows.map((r) => r["QUERY PLAN"]).join("\n");
    }),
};
