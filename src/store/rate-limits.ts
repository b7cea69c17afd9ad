// Per-token request counts of the current rate-limit window, kept in the database so every API process draws on one limit.
import { sql } from "kysely";
import type { Db } from "./database.js";
import { dialectOf } from "./dialect.js";

/** Whether the counts must live in the database (several processes share it) rather than in each process. */
export function countsShared(db: Db): boolean {
  return dialectOf(db).sharedByProcesses;
}

/**
 * Draws `count` requests from the token's window starting at `windowStart` (ms) in one statement, starting the count
 * afresh when the stored window is an earlier one, and answers the window's total after the draw.
 */
export async function drawRequests(db: Db, tokenId: string, windowStart: number, count: number): Promise<number> {
  const row = await db
    .insertInto("rate_limit_windows")
    .values({ token_id: tokenId, window_start: windowStart, used: count })
    .onConflict((conflict) =>
      conflict.column("token_id").doUpdateSet({
        used: sql<number>`case when rate_limit_windows.window_start = excluded.window_start then rate_limit_windows.used + excluded.used else excluded.used end`,
        window_start: sql<number>`excluded.window_start`,
      }),
    )
    .returning("used")
    .executeTakeFirstOrThrow();
  return Number(row.used);
}
