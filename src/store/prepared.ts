// Queries run on every request, built and compiled once and then run with new arguments. Building a query with
// Kysely and compiling it to SQL takes longer than SQLite takes to run it, and a new SQL string each time also
// costs the statement cache a hash of it. A prepared query is built with placeholders in the places of its
// arguments and compiled once per dialect (and per length of its list arguments); a call copies the compiled
// query with the arguments in the placeholders' places, so the SQL text is the very same string.
//
// Measured (the benchmark, docs/performance.md): building and compiling was 19% of a create and 31% of a
// tracking read; compiled once, create-order ran 25% faster and tracking 55%.
//
// Only for queries whose SQL does not depend on the arguments' values: scalar values compared or inserted, and
// lists of them in `in` (a template per list length), never arguments that choose columns.
//
// Inserts go through here too, as batches: the rows a change writes, by table, each table's rows in one statement
// where they share their columns. How a batch's statements are sent is the engine's (StoreDialect.insertBatch):
// PostgreSQL sends the whole batch as one statement (INSERTs inside WITH), so one round trip and atomic on its own;
// SQLite, where a statement costs no round trip, one statement per table, inside the caller's transaction.
import { sql, type Compilable, type CompiledQuery, type DialectAdapter, type Insertable } from "kysely";
import type { Db } from "./db.js";
import type { Tables } from "./tables.js";

/** Stands where argument `name` of row `row` (its element `index`, for a list) goes; Kysely binds it as a parameter like any value. */
class Placeholder {
  constructor(
    readonly row: number,
    readonly name: string,
    readonly index = -1,
  ) {}
}

type Template = CompiledQuery;

/**
 * Templates kept per query and dialect, at most: a bound on memory (and on PostgreSQL's named statements, one per
 * SQL text and connection) that list lengths and batch shapes cannot grow past. Past it a query is compiled each time.
 */
const MAX_TEMPLATES = 256;

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

function argumentOf(rows: readonly object[], p: Placeholder): unknown {
  const value = (rows[p.row] as Record<string, unknown>)[p.name];
  return (p.index < 0 ? value : (value as readonly unknown[])[p.index]) ?? null;
}

function withArguments<R>(template: Template, rows: readonly object[]): CompiledQuery<R> {
  return {
    query: template.query,
    queryId: template.queryId,
    sql: template.sql,
    parameters: template.parameters.map((p) => (p instanceof Placeholder ? argumentOf(rows, p) : p)),
  };
}

// PostgreSQL runs a named statement's plan again without parsing and planning it (pgbench on the create's shape:
// 1.2 to 1.5 x the unnamed statements node-postgres sends by default). The SQL of every kept template gets a
// name, given to the driver (postgres.ts) for each connection to prepare once. A prepared `select t.*` fails with
// "cached plan must not change result type" once a newer process's migration adds a column to t (a rolling
// upgrade), and so does any statement whose column changed type: the driver then gives that SQL a new name
// (renameStatement), so every connection prepares it afresh, and runs it again when no transaction was open.
const statementNames = new Map<string, string>();
let statementsNamed = 0;

function nameStatement(sql: string): void {
  if (!statementNames.has(sql)) statementNames.set(sql, `pod_${++statementsNamed}`);
}

/** The name the driver prepares `sql` under, if it is the SQL of a kept template (else it runs unnamed). */
export function statementNameOf(sql: string): string | undefined {
  return statementNames.get(sql);
}

/** After the database refused a prepared plan of `sql`: a new name, so each connection prepares it again. */
export function renameStatement(sql: string): void {
  if (statementNames.has(sql)) statementNames.set(sql, `pod_${++statementsNamed}`);
}

/** Cached templates of one dialect, by key; `make` runs when a key is new, and its template is kept up to MAX_TEMPLATES. */
class TemplateCache {
  readonly #byDialect = new WeakMap<DialectAdapter, Map<string, Template>>();

  get(db: Db, key: string, make: () => Template): Template {
    const dialect = dialectOf(db);
    let templates = this.#byDialect.get(dialect);
    if (!templates) this.#byDialect.set(dialect, (templates = new Map<string, Template>()));
    let template = templates.get(key);
    if (!template) {
      template = make();
      if (templates.size < MAX_TEMPLATES) {
        templates.set(key, template);
        nameStatement(template.sql);
      }
    }
    return template;
  }
}

/** The lengths of the list arguments: the part of the arguments the SQL depends on. */
function shapeOf(args: object): string {
  let shape = "";
  for (const [name, value] of Object.entries(args)) if (Array.isArray(value)) shape += `${name}:${value.length};`;
  return shape;
}

/**
 * A query with named arguments `A`, built by `build` from placeholders (use each argument once: each use is
 * one bound parameter; a list argument stands as a list of placeholders of its length, for `in`) and compiled the
 * first time it runs on a dialect with those list lengths. Callers answer an empty list themselves (`in ()` is no SQL).
 */
export class PreparedQuery<A extends object, R> {
  readonly #build: (db: Db, args: A) => Compilable<R>;
  readonly #templates = new TemplateCache();

  constructor(build: (db: Db, args: A) => Compilable<R>) {
    this.#build = build;
  }

  compile(db: Db, args: A): CompiledQuery<R> {
    const template = this.#templates.get(db, shapeOf(args), () => {
      // Each argument once: a second use would be a second parameter the count below refuses.
      const used = new Map<string, number>();
      const placeholders = new Proxy(
        {},
        {
          get: (_target, name) => {
            if (typeof name !== "string") return undefined;
            const value = (args as Record<string, unknown>)[name];
            if (Array.isArray(value)) {
              used.set(name, value.length);
              return value.map((_, index) => new Placeholder(0, name, index));
            }
            used.set(name, 1);
            return new Placeholder(0, name);
          },
        },
      ) as A;
      const query = this.#build(db, placeholders);
      return compileTemplate(query, [...used.values()].reduce((n, k) => n + k, 0));
    });
    return withArguments<R>(template, [args]);
  }

  async all(db: Db, args: A): Promise<R[]> {
    return (await db.executeQuery(this.compile(db, args))).rows;
  }

  async first(db: Db, args: A): Promise<R | undefined> {
    return (await this.all(db, args))[0];
  }

  /** Runs an UPDATE or DELETE and answers the number of rows it changed. */
  async run(db: Db, args: A): Promise<number> {
    return Number((await db.executeQuery(this.compile(db, args))).numAffectedRows ?? 0);
  }
}

// Rows per insert statement: under every engine's bound-parameter limit, and a bound on the templates kept
// (one per table, set of columns and row count up to this).
const ROWS_PER_INSERT = 50;

const insertTemplates = new TemplateCache();

/** The columns of `row` Kysely would insert: those with a value (undefined ones take the column's default). */
function columnsOf(row: object): string[] {
  return Object.keys(row).filter((k) => (row as Record<string, unknown>)[k] !== undefined);
}

/** Rows of one table with the same columns, at most ROWS_PER_INSERT: one INSERT (`skipExisting`: ON CONFLICT DO NOTHING). */
export interface InsertGroup {
  table: keyof Tables;
  rows: readonly object[];
  columns: readonly string[];
  skipExisting: boolean;
}

/**
 * A statement a batch writes first, which must change every one of its rows for the batch to be written at all: a
 * create's stock commit decided from its read (store/stock.ts, commitLead), an upsert whose WHERE refuses a row
 * whose figures moved since. On PostgreSQL it is the first part of the batch's one statement, which fails as a
 * whole when the part changed fewer rows (checked by the statement's final SELECT); on SQLite it runs first, in
 * the caller's transaction. Either way the batch then writes nothing and fails with LeadRefused. What the
 * statement RETURNs is kept in `returned`.
 */
export interface BatchLead {
  /** The statement's shape, for the template cache. */
  readonly key: string;
  readonly rows: readonly object[];
  /** The columns of every row (each one bound parameter), in the order `build` inserts them. */
  readonly columns: readonly string[];
  /** The statement for `values` (a row of placeholders each), with RETURNING. */
  build(qc: Db, values: object[]): Compilable<unknown>;
  /** Its RETURNING rows, once the batch is written. */
  returned?: Record<string, unknown>[];
}

/** A batch's lead changed fewer rows than it has (what it was decided from moved): nothing of the batch was written. */
export class LeadRefused extends Error {
  constructor() {
    super("the figures the batch was decided from moved before it was written");
    this.name = "LeadRefused";
  }
}

// PostgreSQL's division_by_zero: what the final SELECT of a batch with a lead raises when the lead fell short.
const LEAD_SHORT = "22012";

const groupKey = (g: InsertGroup) => `${g.table}|${g.rows.length}|${g.columns.join(",")}${g.skipExisting ? "|skip" : ""}`;

/** The INSERT of one group's rows, skipping those whose key the table holds already when the group says so. */
function insertOf(qc: Db, group: InsertGroup, values: object[]) {
  const query = qc.insertInto(group.table).values(values);
  return group.skipExisting ? query.onConflict((oc) => oc.doNothing()) : query;
}

function valuesOf(group: InsertGroup, firstRow: number): object[] {
  return group.rows.map((_, i) => Object.fromEntries(group.columns.map((c) => [c, new Placeholder(firstRow + i, c)])));
}

/** `rows` of `table` cut into groups: consecutive rows with the same columns, up to ROWS_PER_INSERT each. */
function groupsOf(table: keyof Tables, rows: readonly object[], skipExisting = false): InsertGroup[] {
  const columns = rows.map(columnsOf);
  const shapes = columns.map((c) => c.join(","));
  const groups: InsertGroup[] = [];
  for (let start = 0; start < rows.length; ) {
    let end = start + 1;
    while (end < rows.length && end - start < ROWS_PER_INSERT && shapes[end] === shapes[start]) end++;
    groups.push({ table, rows: rows.slice(start, end), columns: columns[start]!, skipExisting });
    start = end;
  }
  return groups;
}

/** Inserts one group in one statement. */
async function insertGroup(db: Db, group: InsertGroup): Promise<void> {
  const template = insertTemplates.get(db, groupKey(group), () => compileTemplate(insertOf(db, group, valuesOf(group, 0)), group.rows.length * group.columns.length));
  await db.executeQuery(withArguments(template, group.rows));
}

/** Rows of placeholders for a lead's rows, from row 0: its arguments come first. */
function leadValues(lead: BatchLead): object[] {
  return lead.rows.map((_, i) => Object.fromEntries(lead.columns.map((c) => [c, new Placeholder(i, c)])));
}

const leadKey = (lead: BatchLead | undefined) => (lead ? `lead:${lead.key}|${lead.rows.length};` : "");

/** A query builder that can start a WITH part, an INSERT or a SELECT: the type the statement is built through. */
interface Creator {
  with(name: string, query: (qc: Db) => unknown): Creator;
  insertInto: Db["insertInto"];
  selectFrom: Db["selectFrom"];
}

/**
 * Several groups in one statement: `WITH w0 AS (INSERT …), w1 AS (INSERT …) INSERT …`. PostgreSQL runs every
 * data-modifying WITH part exactly once, all in the statement's one snapshot, and checks foreign keys at the end
 * of the statement, so a line may reference an order inserted by the same statement. The parts run in no
 * documented order: generated ids follow the rows' order within a group, not across groups. With a lead: `WITH s
 * AS (the lead), w0 AS (…), … SELECT` its rows, the SELECT dividing by zero, which fails the whole statement, when
 * the lead changed fewer rows than it has.
 */
export async function insertGroupsAtOnce(db: Db, groups: readonly InsertGroup[], lead?: BatchLead): Promise<void> {
  const template = insertTemplates.get(db, leadKey(lead) + groups.map(groupKey).join(";"), () => {
    let firstRow = lead ? lead.rows.length : 0;
    const parts = groups.map((group) => {
      const values = valuesOf(group, firstRow);
      firstRow += group.rows.length;
      return { group, values };
    });
    let creator = db as unknown as Creator;
    if (lead) creator = creator.with("s", (qc) => lead.build(qc, leadValues(lead)));
    const last = lead ? undefined : parts.pop()!;
    parts.forEach((part, i) => {
      creator = creator.with(`w${i}`, (qc) => insertOf(qc, part.group, part.values));
    });
    const expected = (lead ? lead.rows.length * lead.columns.length : 0) + groups.reduce((n, g) => n + g.rows.length * g.columns.length, 0);
    if (last) return compileTemplate(insertOf(creator as unknown as Db, last.group, last.values), expected);
    const changed = sql<number>`(select count(*) from "s")`;
    const check = sql<number>`1 / (case when ${changed} = ${sql.lit(lead!.rows.length)} then 1 else 0 end)`;
    const query = (creator.selectFrom as unknown as (from: unknown) => { leftJoin: (...args: unknown[]) => { selectAll: (t: string) => { select: (e: unknown) => Compilable<unknown> } } })(
      sql`(select ${check} as lead_check)`.as("g"),
    )
      .leftJoin("s", (join: { onTrue: () => unknown }) => join.onTrue())
      .selectAll("s")
      .select(sql.ref("g.lead_check").as("lead_check"));
    return compileTemplate(query, expected);
  });
  const rows = lead ? [...lead.rows, ...groups.flatMap((g) => g.rows)] : groups.flatMap((g) => g.rows);
  try {
    const result = await db.executeQuery<Record<string, unknown>>(withArguments(template, rows));
    if (lead) lead.returned = result.rows;
  } catch (error) {
    if (lead && (error as { code?: unknown } | null)?.code === LEAD_SHORT) throw new LeadRefused();
    throw error;
  }
}

/**
 * Inserts `rows` into `table`, in order: consecutive rows with the same columns in one statement (up to
 * ROWS_PER_INSERT), so a column left out takes its default on every engine (SQLite has no DEFAULT in VALUES).
 */
export async function insertRows<T extends keyof Tables>(db: Db, table: T, rows: readonly Insertable<Tables[T]>[]): Promise<void> {
  await insertGroupsInTurn(db, groupsOf(table, rows));
}

/**
 * Rows to insert into several tables as one change. Tables are written in the order of their first rows (parents
 * before the rows that reference them); a table's later rows join its earlier ones. Generated ids are in the
 * rows' order only within ROWS_PER_INSERT rows of the same columns (insertRows keeps the order of any number).
 * Rows added with `skipExisting` (those whose key the table may hold already are left out) are a table of their own.
 */
export class InsertBatch {
  readonly #tables = new Map<string, { table: keyof Tables; skipExisting: boolean; rows: object[] }>();
  #lead: BatchLead | undefined;

  /** The statement written first, on which the whole batch depends (BatchLead); one per batch. */
  get lead(): BatchLead | undefined {
    return this.#lead;
  }

  setLead(lead: BatchLead): this {
    if (this.#lead) throw new Error("a batch has one lead");
    this.#lead = lead;
    return this;
  }

  add<T extends keyof Tables>(table: T, rows: readonly Insertable<Tables[T]>[], skipExisting = false): this {
    if (rows.length === 0) return this;
    const key = skipExisting ? `${table}|skip` : table;
    const held = this.#tables.get(key);
    if (held) held.rows.push(...rows);
    else this.#tables.set(key, { table, skipExisting, rows: [...rows] });
    return this;
  }

  /** Adds every row `other` holds, table by table in its order (as if they had been added here). */
  addBatch(other: InsertBatch): this {
    for (const { table, skipExisting, rows } of other.#tables.values()) this.add(table, rows, skipExisting);
    return this;
  }

  get size(): number {
    let n = 0;
    for (const { rows } of this.#tables.values()) n += rows.length;
    return n;
  }

  /** The batch as insert groups, in writing order. */
  groups(): InsertGroup[] {
    return [...this.#tables.values()].flatMap(({ table, skipExisting, rows }) => groupsOf(table, rows, skipExisting));
  }
}

/** Inserts insert groups a statement each, in order (inside the caller's transaction they are one change). */
export async function insertGroupsInTurn(db: Db, groups: readonly InsertGroup[], lead?: BatchLead): Promise<void> {
  if (lead) {
    const template = insertTemplates.get(db, leadKey(lead), () => compileTemplate(lead.build(db, leadValues(lead)), lead.rows.length * lead.columns.length));
    const { rows } = await db.executeQuery<Record<string, unknown>>(withArguments(template, lead.rows));
    if (rows.length < lead.rows.length) throw new LeadRefused();
    lead.returned = rows;
  }
  for (const group of groups) await insertGroup(db, group);
}
