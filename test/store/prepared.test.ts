// Prepared queries and inserts: compiled once per dialect, run with new arguments, on SQLite and (when
// POD_TEST_POSTGRES_URL is set) PostgreSQL, inside and outside transactions.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { storeEngines } from "../helpers/engines.js";
import { insertBatch, isUniqueViolation, migrate, readThenInsert, transaction, type Database, type Db } from "../../src/store/database.js";
import { dialectOf } from "../../src/store/dialect.js";
import { engineOf } from "../../src/store/engine.js";
import { InsertBatch, insertRows, PreparedQuery, statementNameOf } from "../../src/store/prepared.js";
import { BatchWriter, writerOf } from "../../src/store/writer.js";
import { sql } from "kysely";
import type { Insertable } from "kysely";
import type { JobsTable } from "../../src/store/tables.js";

const tokenByHash = new PreparedQuery((db, $: { hash: string }) => db.selectFrom("tokens").selectAll().where("token_hash", "=", $.hash));
const tokensOf = new PreparedQuery((db, $: { account: string | null; after: string }) =>
  db.selectFrom("tokens").select(["id", "revoked_at"]).where("account_id", "=", $.account).where("created_at", ">", $.after).orderBy("id"),
);

/** A job row as the table holds it (payload as JSON text): these tests write rows below the repositories. */
function job(i: number, extra: Partial<Insertable<JobsTable>> = {}): Insertable<JobsTable> {
  const at = new Date(Date.UTC(2026, 0, 1, 0, 0, i)).toISOString();
  return { kind: "test", payload: JSON.stringify({ i }), queue_key: null, status: "pending", run_at: at, max_attempts: 3, locked_by: null, locked_until: null, last_error: null, created_at: at, updated_at: at, ...extra };
}

const tokensIn = new PreparedQuery((db, $: { ids: string[]; role: "account" | "operator" }) => db.selectFrom("tokens").select("id").where("id", "in", $.ids).where("role", "=", $.role).orderBy("id"));

/** An account row and a token of it: a batch whose second table references its first. */
function accountWithToken(n: string) {
  return {
    account: { id: `acc_${n}`, name: `Account ${n}`, connected_stores: false, return_address: null, insert_ids: "[]", packing_slip: null, created_at: "2026-01-01T00:00:00.000Z" },
    token: { id: `tok_${n}`, account_id: `acc_${n}`, role: "account" as const, token_hash: `hash_${n}`, created_at: "2026-01-01T00:00:00.000Z", revoked_at: null },
  };
}

// PostgreSQL only when the suite has one (the config says so when it is skipped).
describe.each(storeEngines(4))("on $name", ({ open }) => {
  let database: Database;
  let db: Db;
  let drop: () => void | Promise<void>;

  beforeAll(async () => {
    ({ database, drop } = await open());
    db = database.db;
    await migrate(db);
    await db.insertInto("accounts").values({ id: "acc_1", name: "Acme", connected_stores: false, return_address: null, insert_ids: "[]", packing_slip: null, created_at: "2026-01-01T00:00:00.000Z" }).execute();
    for (const [id, account, created] of [
      ["tok_1", "acc_1", "2026-01-01T00:00:01.000Z"],
      ["tok_2", "acc_1", "2026-01-01T00:00:02.000Z"],
      ["tok_3", null, "2026-01-01T00:00:03.000Z"],
    ] as const) {
      await db.insertInto("tokens").values({ id, account_id: account, role: account ? "account" : "operator", token_hash: `hash_${id}`, created_at: created, revoked_at: null }).execute();
    }
  });

  afterAll(async () => {
    await database.close();
    await drop();
  });

  it("runs a query compiled once with each call's arguments", async () => {
    expect(await tokenByHash.first(db, { hash: "hash_tok_2" })).toMatchObject({ id: "tok_2", account_id: "acc_1" });
    expect(await tokenByHash.first(db, { hash: "hash_tok_3" })).toMatchObject({ id: "tok_3", account_id: null });
    expect(await tokenByHash.first(db, { hash: "unknown" })).toBeUndefined();
    const first = tokenByHash.compile(db, { hash: "a" });
    const second = tokenByHash.compile(db, { hash: "b" });
    expect(second.sql).toBe(first.sql);
    expect([first.parameters, second.parameters]).toEqual([["a"], ["b"]]);
    // Arguments in the order of the placeholders' places, whatever the order of the object's keys.
    expect(await tokensOf.all(db, { after: "2026-01-01T00:00:01.500Z", account: "acc_1" })).toEqual([{ id: "tok_2", revoked_at: null }]);
    // An undefined argument binds NULL (which `=` never matches).
    expect(await tokensOf.all(db, { after: "2000-01-01T00:00:00.000Z", account: undefined as unknown as string })).toEqual([]);
  });

  it("runs inside a transaction with the same compiled query, and sees its writes", async () => {
    const seen = await transaction(db, async (trx) => {
      await trx.updateTable("tokens").set({ revoked_at: "2026-02-01T00:00:00.000Z" }).where("id", "=", "tok_1").execute();
      return tokenByHash.first(trx, { hash: "hash_tok_1" });
    });
    expect(seen?.revoked_at).toBe("2026-02-01T00:00:00.000Z");
    expect(tokenByHash.compile(db, { hash: "x" }).sql).toBe(tokenByHash.compile(db, { hash: "y" }).sql);
  });

  it("refuses a query that does not bind each argument exactly once as a parameter", async () => {
    const twice = new PreparedQuery((d, $: { hash: string }) => d.selectFrom("tokens").selectAll().where("token_hash", "=", $.hash).where("id", "=", $.hash));
    await expect(twice.all(db, { hash: "x" })).rejects.toThrow(/bound 2 of its 1 arguments/);
  });

  it("inserts rows in order, in chunks, a column left out taking its default", async () => {
    await db.deleteFrom("jobs").execute();
    await insertRows(db, "jobs", Array.from({ length: 120 }, (_, i) => job(i)));
    const rows = await db.selectFrom("jobs").select(["payload", "attempts"]).orderBy("id").execute();
    expect(rows.map((r) => JSON.parse(r.payload).i)).toEqual(Array.from({ length: 120 }, (_, i) => i));
    // One row sets `attempts`, the other leaves it to the column default, and one has an undefined value.
    await insertRows(db, "jobs", [job(200, { attempts: 2 }), job(201, { last_error: undefined as unknown as null })]);
    const mixed = await db.selectFrom("jobs").select(["payload", "attempts", "last_error"]).where("payload", "in", ['{"i":200}', '{"i":201}']).orderBy("id").execute();
    expect(mixed.map((r) => [JSON.parse(r.payload).i, Number(r.attempts), r.last_error])).toEqual([
      [200, 2, null],
      [201, 0, null],
    ]);
    await insertRows(db, "jobs", []);
    expect(await db.selectFrom("jobs").select("id").execute()).toHaveLength(122);
  });

  it("a writer of the database writes at once; a batch writer collects until its batch is written", async () => {
    const { account, token } = accountWithToken("w1");
    await writerOf(db).insert({ accounts: [account] });
    expect(await db.selectFrom("accounts").select("id").where("id", "=", "acc_w1").execute()).toEqual([{ id: "acc_w1" }]);
    const writer = new BatchWriter(db);
    await writer.insert({ tokens: [token] });
    expect(await tokenByHash.first(db, { hash: token.token_hash })).toBeUndefined();
    await insertBatch(db, writer.batch);
    expect(await tokenByHash.first(db, { hash: token.token_hash })).toMatchObject({ id: "tok_w1" });
  });

  it("skips rows whose key the table holds already when asked, alone and beside other tables in one batch", async () => {
    const { account, token } = accountWithToken("w2");
    await writerOf(db).insert({ accounts: [account] });
    await expect(writerOf(db).insert({ accounts: [account] })).rejects.toSatisfy(isUniqueViolation);
    await writerOf(db).insert({ accounts: [account] }, { skipExisting: true });
    // In a batch with another table (one statement on PostgreSQL): the existing account is skipped, the token written.
    const writer = new BatchWriter(db);
    await writer.insert({ accounts: [account] }, { skipExisting: true });
    await writer.insert({ tokens: [token] });
    await insertBatch(db, writer.batch);
    expect(await db.selectFrom("accounts").select("id").where("id", "=", "acc_w2").execute()).toEqual([{ id: "acc_w2" }]);
    expect(await tokenByHash.first(db, { hash: token.token_hash })).toMatchObject({ id: "tok_w2" });
  });

  it("compiles a list argument once per length, its elements bound as parameters", async () => {
    const one = tokensIn.compile(db, { ids: ["tok_1"], role: "account" });
    const three = tokensIn.compile(db, { role: "account", ids: ["tok_3", "tok_1", "tok_2"] });
    expect(three.sql).not.toBe(one.sql);
    expect(tokensIn.compile(db, { ids: ["a", "b", "c"], role: "operator" }).sql).toBe(three.sql);
    expect(three.parameters).toEqual(["tok_3", "tok_1", "tok_2", "account"]);
    expect(await tokensIn.all(db, { ids: ["tok_3", "tok_1", "tok_2"], role: "account" })).toEqual([{ id: "tok_1" }, { id: "tok_2" }]);
    expect(await tokensIn.all(db, { ids: ["tok_3"], role: "operator" })).toEqual([{ id: "tok_3" }]);
  });

  it("readThenInsert writes the batch its reads decided, rows referencing rows of the same batch", async () => {
    const { account, token } = accountWithToken("b1");
    const answer = await readThenInsert(db, async (reader) => {
      const before = await tokenByHash.first(reader, { hash: token.token_hash });
      return { result: before === undefined, inserts: new InsertBatch().add("accounts", [account]).add("tokens", [token]) };
    });
    expect(answer).toBe(true);
    expect(await tokenByHash.first(db, { hash: token.token_hash })).toMatchObject({ id: "tok_b1", account_id: "acc_b1" });
    // Nothing to insert: only the result.
    expect(await readThenInsert(db, () => Promise.resolve({ result: 7, inserts: undefined }))).toBe(7);
  });

  it("readThenInsert writes all of the batch or none of it", async () => {
    const { account, token } = accountWithToken("b2");
    // The token's hash is taken: the second table's insert fails after the first's.
    const taken = { ...token, token_hash: "hash_tok_1" };
    const failed = await readThenInsert(db, () => Promise.resolve({ result: 1, inserts: new InsertBatch().add("accounts", [account]).add("tokens", [taken]) })).catch((e: unknown) => e);
    expect(isUniqueViolation(failed)).toBe(true);
    expect(await db.selectFrom("accounts").select("id").where("id", "=", "acc_b2").execute()).toEqual([]);
  });

  it("inserts a batch into several tables in one statement where the engine can (atomic without a transaction)", async () => {
    const { account, token } = accountWithToken("b3");
    const taken = { ...token, token_hash: "hash_tok_1" };
    const batch = new InsertBatch().add("accounts", [account]).add("tokens", [taken]);
    await expect(insertBatch(db, batch)).rejects.toSatisfy(isUniqueViolation);
    const left = await db.selectFrom("accounts").select("id").where("id", "=", "acc_b3").execute();
    // PostgreSQL: one statement, so nothing; SQLite: a statement per table, atomic only inside the caller's transaction.
    expect(left).toEqual(engineOf(db) === "postgres" ? [] : [{ id: "acc_b3" }]);
  });
});

// PostgreSQL runs prepared queries as named statements, one connection here so that the test knows which one.
describe.each(storeEngines(1, { preparedStatements: true }).filter((e) => e.name === "postgres"))("named statements on $name", ({ open }) => {
  let database: Database;
  let db: Db;
  let drop: () => void | Promise<void>;

  beforeAll(async () => {
    ({ database, drop } = await open());
    db = database.db;
    await migrate(db);
    await db.insertInto("accounts").values(accountWithToken("n").account).execute();
    await db.insertInto("tokens").values(accountWithToken("n").token).execute();
  });

  afterAll(async () => {
    await database.close();
    await drop();
  });

  const prepared = async () => (await sql<{ name: string }>`select name from pg_prepared_statements`.execute(db)).rows.map((r) => r.name);

  it("prepares a prepared query's SQL once per connection under its name", async () => {
    // The set-up's inserts may have the very SQL of an insert template an earlier test named (the names are the
    // process's): those are named here too. What this test runs adds exactly one.
    const before = await prepared();
    expect(await tokenByHash.first(db, { hash: "hash_n" })).toMatchObject({ id: "tok_n" });
    const name = statementNameOf(tokenByHash.compile(db, { hash: "x" }).sql);
    expect(name).toMatch(/^pod_\d+$/);
    expect(await prepared()).toContain(name);
    expect(await tokenByHash.first(db, { hash: "hash_n" })).toMatchObject({ id: "tok_n" });
    // Other SQL runs unnamed, as before: the query above is the one statement prepared since.
    expect((await prepared()).filter((n) => n.startsWith("pod_") && !before.includes(n))).toEqual([name]);
  });

  it("prepares again when its table changes under it: at once outside a transaction, on the next run inside one", async () => {
    const sqlText = tokenByHash.compile(db, { hash: "x" }).sql;
    await tokenByHash.first(db, { hash: "hash_n" });
    const before = statementNameOf(sqlText);
    // A newer process's migration adds a column: `select *` now answers another row type.
    await sql`alter table tokens add column added_later text`.execute(db);
    expect(await tokenByHash.first(db, { hash: "hash_n" })).toMatchObject({ id: "tok_n", added_later: null });
    const renamed = statementNameOf(sqlText);
    expect(renamed).not.toBe(before);
    expect(await prepared()).toContain(renamed);

    await sql`alter table tokens add column added_later_still text`.execute(db);
    // Inside a transaction the failure aborts it: a condition the service answers 503 (retry), nothing written.
    const failed = await transaction(db, async (trx) => {
      await trx.updateTable("tokens").set({ revoked_at: "2026-03-01T00:00:00.000Z" }).where("id", "=", "tok_n").execute();
      return tokenByHash.first(trx, { hash: "hash_n" });
    }).catch((e: unknown) => e);
    expect(dialectOf(db).condition(failed)).toBe("serialization");
    expect(await tokenByHash.first(db, { hash: "hash_n" })).toMatchObject({ id: "tok_n", revoked_at: null, added_later_still: null });
  });
});
