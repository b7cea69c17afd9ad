// The one way a side effect is written: rows inserted through a Writer, which a transaction (writes now) and a
// batch (collects for the create's one write) both implement (docs/architecture.md, "Writing: one writer").
import type { Insertable } from "kysely";
import type { Db } from "./db.js";
import { dialectOf } from "./dialect.js";
import { InsertBatch } from "./prepared.js";
import type { Tables } from "./tables.js";

/** Rows to insert, by table; tables are written in the order of their keys (parents before the rows that reference them). */
export type TableRows = { readonly [T in keyof Tables]?: readonly Insertable<Tables[T]>[] };

export interface InsertOptions {
  /** Leave out rows whose key the table holds already (ON CONFLICT DO NOTHING), instead of failing the change. */
  skipExisting?: boolean;
}

/**
 * Where a change's rows go. Every function that writes a side effect (a job, an event, an order, its files, its
 * search words) takes one, so it is written the same way inside a transaction and on the create path.
 */
export interface Writer {
  /**
   * Where the change reads: the transaction, or the create's reader (what it reads cannot include rows the batch
   * holds). Its dialect decides the shape of a few rows (search words).
   */
  readonly db: Db;
  /**
   * Inserts the rows of one call together: written now by a transaction's writer (several tables in one statement
   * on PostgreSQL), kept by a batch's until the batch is written.
   */
  insert(rows: TableRows, options?: InsertOptions): Promise<void>;
  /** Inserts what another batch collected, together as insert does (an event with its fan-out, gathered first). */
  insertBatch(batch: InsertBatch): Promise<void>;
}

function addTo(batch: InsertBatch, rows: TableRows, options: InsertOptions): InsertBatch {
  for (const [table, tableRows] of Object.entries(rows) as [keyof Tables, readonly object[]][]) batch.add(table, tableRows, options.skipExisting);
  return batch;
}

/** Writes at once on `db`: a transaction (the rows are then part of its change), or the database for a write that stands alone. */
export function writerOf(db: Db): Writer {
  return {
    db,
    insert: (rows, options = {}) => dialectOf(db).insertBatch(db, addTo(new InsertBatch(), rows, options)),
    insertBatch: (batch) => dialectOf(db).insertBatch(db, batch),
  };
}

/** Collects rows in `batch`, to be written in one go (readThenInsert's inserts); `db` reads meanwhile. */
export class BatchWriter implements Writer {
  readonly batch = new InsertBatch();

  constructor(readonly db: Db) {}

  insert(rows: TableRows, options: InsertOptions = {}): Promise<void> {
    addTo(this.batch, rows, options);
    return Promise.resolve();
  }

  insertBatch(batch: InsertBatch): Promise<void> {
    this.batch.addBatch(batch);
    return Promise.resolve();
  }
}
