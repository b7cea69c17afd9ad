// The durability check: every order the service acknowledged with 200 must be in its database, read directly (the
// SQLite file, or PostgreSQL), after the service was stopped.
import Database from "better-sqlite3";
import pg from "pg";

export interface DurabilityCheck {
  database: "sqlite" | "postgres";
  /** How the service was stopped before the check: SIGKILL (as a crash) unless it had to write a profile. */
  stoppedWith: string;
  acknowledged: number;
  distinct: number;
  found: number;
  missing: number;
  missingExamples: string[];
  ok: boolean;
}

function outcome(database: DurabilityCheck["database"], stoppedWith: string, refs: string[], present: Set<string>): DurabilityCheck {
  const distinct = new Set(refs);
  const missing = [...distinct].filter((ref) => !present.has(ref));
  return {
    database,
    stoppedWith,
    acknowledged: refs.length,
    distinct: distinct.size,
    found: distinct.size - missing.length,
    missing: missing.length,
    missingExamples: missing.slice(0, 5),
    // Two acknowledgements with the same order_ref for different external_refs would be a lost order too.
    ok: missing.length === 0 && distinct.size === refs.length,
  };
}

export function checkSqlite(file: string, refs: string[], stoppedWith: string): DurabilityCheck {
  const db = new Database(file, { readonly: true, fileMustExist: true });
  try {
    const query = db.prepare<[string], { order_ref: string }>("select order_ref from orders where order_ref = ?");
    const present = new Set<string>();
    for (const ref of new Set(refs)) if (query.get(ref)) present.add(ref);
    return outcome("sqlite", stoppedWith, refs, present);
  } finally {
    db.close();
  }
}

export async function checkPostgres(url: string, refs: string[], stoppedWith: string): Promise<DurabilityCheck> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const present = new Set<string>();
    const unique = [...new Set(refs)];
    for (let i = 0; i < unique.length; i += 5000) {
      const rows = await client.query<{ order_ref: string }>("select order_ref from orders where order_ref = any($1::text[])", [unique.slice(i, i + 5000)]);
      for (const row of rows.rows) present.add(row.order_ref);
    }
    return outcome("postgres", stoppedWith, refs, present);
  } finally {
    await client.end();
  }
}
