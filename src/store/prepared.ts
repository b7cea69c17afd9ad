// Queries run on every request, built and compiled once and then run with new arguments. Building a query with
// Kysely and compiling it to SQL takes longer than SQLite takes to run it, and a new SQL string each time also
// costs the statement cache a hash of it. A prepared query is built with placeholders in the places of its
// arguments and compiled once per dialect; a call copies the compiled query with the arguments in the
// placeholders' places, so the SQL text is the very same string.
//
// Measured (the benchmark, docs/performance.md): building and compiling was 19% of a create and 31% of a
// tracking read; compiled once, create-order ran 25% faster and tracking 55%.
//
// Only for queries whose SQL does not depend on the arguments: scalar values compared or inserted, never `in`
// lists (their length is in the SQL) or arguments that choose columns.
import type { Compilable, CompiledQuery, DialectAdapter, Insertable } from "kysely";
import type { Db } from "./database.js";
import type { Tables } from "./tables.js";

/** Stands where argument `name` of row `row` goes; Kysely binds it as a parameter like any value. */
class Placeholder {
  constructor(
    readonly row: number,
    readonly name: string,
  ) {}
}

type Template = CompiledQuery;

/** The dialect `db` compiles for: a Kysely instance and its transactions share it. */
function dialectOf(db: Db): DialectAdapter {
  return db.getExecutor().adapter;
}

function compileTemplate(query: Compilable<unknown>, expected: number): Template {
  const template = query.compile();
  const bound = template.parameters.filter((p) => p instanceof Placeholder).length;
  // A placeholder that Kysely did not bind as a parameter (inlined, or used as a name) would be SQL text.
  if (bound !== expected) throw new Error(`a prepared query bound ${bound} of its ${expected} arguments as parameters: ${template.sql}`);
  return template;
}

function withArguments<R>(template: Template, rows: readonly object[]): CompiledQuery<R> {
  return {
    query: template.query,
    queryId: template.queryId,
    sql: template.sql,
    parameters: template.parameters.map((p) => (p instanceof Placeholder ? ((rows[p.row] as Record<string, unknown>)[p.name] ?? null) : p)),
  };
}

/**
 * A query with named arguments `A`, built by `build` from placeholders (use each argument once: each use is
 * one bound parameter) and compiled the first time it runs on a dialect.
 */
export class PreparedQuery<A extends object, R> {
  readonly #build: (db: Db, args: A) => Compilable<R>;
  readonly #templates = new WeakMap<DialectAdapter, Template>();

  constructor(build: (db: Db, args: A) => Compilable<R>) {
    this.#build = build;
  }

  compile(db: Db, args: A): CompiledQuery<R> {
    const dialect = dialectOf(db);
    let template = this.#templates.get(dialect);
    if (!template) {
      const used = new Set<string>();
      const placeholders = new Proxy(
        {},
        {
          get: (_target, name) => {
            if (typeof name !== "string") return undefined;
            used.add(name);
            return new Placeholder(0, name);
          },
        },
      ) as A;
      const query = this.#build(db, placeholders);
      template = compileTemplate(query, used.size);
      this.#templates.set(dialect, template);
    }
    return withArguments<R>(template, [args]);
  }

  async all(db: Db, args: A): Promise<R[]> {
    return (await db.executeQuery(this.compile(db, args))).rows;
  }

  async first(db: Db, args: A): Promise<R | undefined> {
    return (await this.all(db, args))[0];
  }
}

// Rows per insert statement: under every engine's bound-parameter limit, and a bound on the templates kept
// (one per table, set of columns and row count up to this).
const ROWS_PER_INSERT = 50;

const insertTemplates = new WeakMap<DialectAdapter, Map<string, Template>>();

/** The columns of `row` Kysely would insert: those with a value (undefined ones take the column's default). */
function columnsOf(row: object): string[] {
  return Object.keys(row).filter((k) => (row as Record<string, unknown>)[k] !== undefined);
}

/** Inserts rows that have the same `columns` in one statement (answering the `returning` column of each). */
async function insertSameColumns<T extends keyof Tables>(
  db: Db,
  table: T,
  rows: readonly Insertable<Tables[T]>[],
  columns: readonly string[],
  returning: "id" | undefined,
): Promise<unknown[]> {
  const key = `${table}|${rows.length}|${returning ?? ""}|${columns.join(",")}`;
  const dialect = dialectOf(db);
  let templates = insertTemplates.get(dialect);
  if (!templates) insertTemplates.set(dialect, (templates = new Map<string, Template>()));
  let template = templates.get(key);
  if (!template) {
    const values = rows.map((_, i) => Object.fromEntries(columns.map((c) => [c, new Placeholder(i, c)])));
    const query = db.insertInto(table).values(values as never);
    template = compileTemplate(returning ? query.returning(returning as never) : query, rows.length * columns.length);
    templates.set(key, template);
  }
  return (await db.executeQuery(withArguments(template, rows))).rows;
}

/**
 * Inserts `rows` into `table`, in order: consecutive rows with the same columns in one statement (up to
 * ROWS_PER_INSERT), so a column left out takes its default on every engine (SQLite has no DEFAULT in VALUES).
 */
export async function insertRows<T extends keyof Tables>(db: Db, table: T, rows: readonly Insertable<Tables[T]>[]): Promise<void> {
  const columns = rows.map(columnsOf);
  const shapes = columns.map((c) => c.join(","));
  for (let start = 0; start < rows.length; ) {
    let end = start + 1;
    while (end < rows.length && end - start < ROWS_PER_INSERT && shapes[end] === shapes[start]) end++;
    await insertSameColumns(db, table, rows.slice(start, end), columns[start]!, undefined);
    start = end;
  }
}

/** Inserts one row into a table with a generated `id` and answers the id. */
export async function insertRowReturningId<T extends "jobs">(db: Db, table: T, row: Insertable<Tables[T]>): Promise<number> {
  const [inserted] = (await insertSameColumns(db, table, [row], columnsOf(row), "id")) as { id: number | bigint }[];
  return Number(inserted!.id);
}
