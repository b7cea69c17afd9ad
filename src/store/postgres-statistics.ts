// PostgreSQL table statistics kept by the service itself: a table whose rows outgrew what its statistics say is
// analyzed at once, so the plans PostgreSQL keeps for named statements are made again from true figures
// (docs/deployment.md#statistics-kept-by-the-service).
import { sql } from "kysely";
import type { Db } from "./db.js";

/** Below this many rows every plan is quick; a table is first analyzed when it reaches it. */
const MIN_ROWS = 500;
/** A table is analyzed again when it holds this many times the rows its statistics counted. */
const GROWTH = 2;
/** How often the counts are read (one catalog query of the schema's tables). */
const INTERVAL_MS = 1_000;

interface TableCounts {
  name: string;
  /** Rows at the last ANALYZE; -1 when the table was never analyzed. */
  analyzed_rows: number;
  /** Live rows now, as PostgreSQL's activity statistics count them (a second or so behind). */
  live_rows: number;
}

/** True when a plan made from the table's statistics may be wrong for the table as it is now. */
export function outgrewStatistics(analyzedRows: number, liveRows: number): boolean {
  return liveRows >= MIN_ROWS && liveRows >= GROWTH * Math.max(analyzedRows, 0);
}

/**
 * Why: PostgreSQL plans a named statement with its values for its first five runs, then may keep one generic plan
 * per connection, made from the statistics of that moment. Statistics taken while a table was nearly empty (by
 * autovacuum early on a new database, or an ANALYZE run by hand) make a sequential scan or the wrong index look
 * as good as any, and that plan stays after the table has grown: create-order's idempotency read then walks every
 * order of the account (20 ms at 50,000 orders; docs/performance.md). Autovacuum corrects it only when it next
 * analyzes the table (at 10 % growth, within about a minute). ANALYZE invalidates the kept plans of the table's
 * statements in every connection, so analyzing each time a table doubles keeps every kept plan one made for at
 * least half its rows: never one made for an empty table.
 */
export class StatisticsKeeper {
  readonly #db: Db;
  readonly #intervalMs: number;
  #timer: NodeJS.Timeout | undefined;
  #running: Promise<unknown> = Promise.resolve();

  constructor(db: Db, intervalMs = INTERVAL_MS) {
    this.#db = db;
    this.#intervalMs = intervalMs;
  }

  start(): void {
    if (this.#timer) return;
    this.#timer = setInterval(() => {
      // One check at a time; a failed one (the database away) is tried again at the next tick.
      this.#running = this.#running.then(() => this.check()).catch(() => undefined);
    }, this.#intervalMs);
    this.#timer.unref();
  }

  async stop(): Promise<void> {
    clearInterval(this.#timer);
    this.#timer = undefined;
    await this.#running;
  }

  /** Analyzes the tables of the connection's schema that outgrew their statistics; answers their names. */
  async check(): Promise<string[]> {
    const { rows } = await sql<TableCounts>`
      select c.relname as name, c.reltuples::float8 as analyzed_rows, s.n_live_tup::float8 as live_rows
      from pg_stat_user_tables s join pg_class c on c.oid = s.relid
      where s.schemaname = current_schema()`.execute(this.#db);
    const outgrown = rows.filter((t) => outgrewStatistics(t.analyzed_rows, t.live_rows)).map((t) => t.name);
    if (outgrown.length === 0) return [];
    // SKIP_LOCKED: a table another process (or autovacuum) is analyzing right now is left to it.
    const names = outgrown.map((name) => sql`${sql.id(name)}`);
    await sql`analyze (skip_locked) ${sql.join(names)}`.execute(this.#db);
    return outgrown;
  }
}
