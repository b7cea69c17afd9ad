// Counts the SQL statements the process sends while a piece of work runs, on either engine (better-sqlite3's
// statements and pg's queries, patched for the duration): for tests that a path reads in a bounded number of queries.
import SQLite from "better-sqlite3";
import pg from "pg";

/** SQLite's checkpoints, which the checkpointer runs on its own connection whatever else runs. */
const CHECKPOINT = /^PRAGMA wal_checkpoint/i;
/**
 * PostgreSQL's statistics keeper (store/postgres-statistics.ts), which reads pg_stat_user_tables every second and
 * analyzes what outgrew its statistics, whatever else runs.
 */
const STATISTICS = /pg_stat_user_tables|^\s*analyze \(skip_locked\)/i;

/**
 * Runs `work` and answers the SQL of every statement run meanwhile (by anything in this process but the
 * checkpointer and the statistics keeper), in order.
 */
export async function statementsDuring(work: () => Promise<unknown>): Promise<string[]> {
  const seen: string[] = [];
  const probe = new SQLite(":memory:");
  const statement = Object.getPrototypeOf(probe.prepare("select 1")) as Record<"run" | "get" | "all" | "iterate", (...args: unknown[]) => unknown>;
  probe.close();
  const methods = ["run", "get", "all", "iterate"] as const;
  const originals = methods.map((m) => statement[m]);
  methods.forEach((m, i) => {
    statement[m] = function (this: { source: string }, ...args: unknown[]) {
      // The checkpointer's own connection (on a timer of this thread when the tests run the TS sources) is not the
      // work's: its checkpoints would be counted whenever the timer fires during it.
      if (!CHECKPOINT.test(this.source)) seen.push(this.source);
      return originals[i]!.apply(this, args);
    };
  });
  const client = pg.Client.prototype as unknown as { query: (this: unknown, ...args: unknown[]) => unknown };
  const query = client.query;
  client.query = function (this: unknown, config: unknown, ...rest: unknown[]) {
    const text = typeof config === "string" ? config : String((config as { text?: unknown } | null)?.text);
    // The keeper's tick is not the work's: it would be counted whenever its timer fires during it.
    if (!STATISTICS.test(text)) seen.push(text);
    return query.call(this, config, ...rest);
  };
  try {
    await work();
  } finally {
    methods.forEach((m, i) => (statement[m] = originals[i]!));
    client.query = query;
  }
  return seen;
}
