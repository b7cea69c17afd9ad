// The store dialect on SQLite and (when POD_TEST_POSTGRES_URL is set) PostgreSQL: real errors told apart, row
// locks that hold, claims that pass over locked rows, and one dialect object shared by a database's transactions.
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import SQLite from "better-sqlite3";
import { sql } from "kysely";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { isBusy, isUniqueViolation, openDatabase, transaction, type Database, type Db } from "../../src/store/database.js";
import { dialectOf } from "../../src/store/dialect.js";
import { freshPostgresDatabase } from "../helpers/backend.js";

const postgresUrl = process.env.POD_TEST_POSTGRES_URL;

interface Opened {
  database: Database;
  drop: () => void | Promise<void>;
}

interface Engine {
  name: "sqlite" | "postgres";
  open(): Opened | Promise<Opened>;
  /**
   * Runs `statement` from another connection, as another process would, while this database may hold locks;
   * it gives up at once on a lock it would have to wait for. Answers the rows, or fails with the error.
   */
  fromElsewhere(statement: string): unknown[] | Promise<unknown[]>;
}

let sqliteFile = "";
/** The fresh schema's URL: its search_path selects the schema for any connection made with it. */
let schemaUrl = "";

const engines: Engine[] = [
  {
    name: "sqlite",
    open: () => {
      const dir = mkdtempSync(join(tmpdir(), "pod-orders-dialect-"));
      sqliteFile = join(dir, "db.sqlite");
      return { database: openDatabase(`sqlite:${sqliteFile}`), drop: () => rmSync(dir, { recursive: true, force: true }) };
    },
    fromElsewhere: (statement) => {
      const other = new SQLite(sqliteFile, { timeout: 0 });
      try {
        const prepared = other.prepare(statement);
        return prepared.reader ? prepared.all() : [prepared.run()];
      } finally {
        other.close();
      }
    },
  },
  {
    name: "postgres",
    open: async () => {
      const fresh = await freshPostgresDatabase();
      schemaUrl = fresh.url;
      return { database: openDatabase(fresh.url, 4), drop: fresh.drop };
    },
    fromElsewhere: async (statement) => {
      const client = new pg.Client(schemaUrl);
      await client.connect();
      try {
        await client.query("set lock_timeout = '50ms'");
        return (await client.query(statement)).rows as unknown[];
      } finally {
        await client.end();
      }
    },
  },
];

const caught = async (work: () => unknown): Promise<unknown> => {
  try {
    await work();
  } catch (error) {
    return error;
  }
  throw new Error("expected an error");
};

describe.each(engines.filter((e) => e.name === "sqlite" || postgresUrl))("on $name", (engine) => {
  let database: Database;
  let db: Db;
  let drop: () => void | Promise<void>;

  beforeAll(async () => {
    ({ database, drop } = await engine.open());
    db = database.db;
    // A scratch table: the dialect's answers do not depend on the service's tables.
    await db.schema.createTable("t").addColumn("id", "integer", (c) => c.primaryKey()).addColumn("note", "text").execute();
    for (const id of [1, 2, 3]) await db.insertInto("t" as never).values({ id, note: `n${id}` }).execute();
  });

  afterAll(async () => {
    await database.close();
    await drop();
  });

  it("is one object: the database's, its transactions' and its connections'", async () => {
    expect(dialectOf(db)).toBe(database.dialect);
    await transaction(db, (trx) => {
      expect(dialectOf(trx)).toBe(database.dialect);
      return Promise.resolve();
    });
    await db.connection().execute((conn) => {
      expect(dialectOf(conn)).toBe(database.dialect);
      return Promise.resolve();
    });
  });

  it("tells a unique violation from other errors", async () => {
    const duplicate = await caught(() => db.insertInto("t" as never).values({ id: 1, note: "again" }).execute());
    expect(database.dialect.isUniqueViolation(duplicate)).toBe(true);
    expect(database.dialect.isBusy(duplicate)).toBe(false);
    expect(isUniqueViolation(duplicate)).toBe(true);
    const other = await caught(() => db.selectFrom("no_such_table" as never).selectAll().execute());
    expect(database.dialect.isUniqueViolation(other)).toBe(false);
    expect(database.dialect.isBusy(other)).toBe(false);
  });

  it("a row read for change stays locked until the transaction ends; another writer of it is busy", async () => {
    const busy = await transaction(db, async (trx) => {
      const row = await database.dialect.lockForChange(trx.selectFrom("t" as never).selectAll().where("id" as never, "=", 2 as never)).executeTakeFirst();
      expect(row).toMatchObject({ id: 2 });
      return caught(() => engine.fromElsewhere("update t set note = 'elsewhere' where id = 2"));
    });
    expect(database.dialect.isBusy(busy)).toBe(true);
    expect(database.dialect.isUniqueViolation(busy)).toBe(false);
    expect(isBusy(busy)).toBe(true);
    // Once the transaction has ended, the row is free again.
    await engine.fromElsewhere("update t set note = 'elsewhere' where id = 2");
  });

  const claim = (trx: Db) => database.dialect.lockForClaim(trx.selectFrom("t" as never).select("id" as never).orderBy("id" as never).limit(1)).execute();

  it("a claim holds the rows it took until the transaction ends (on SQLite, one claimer runs at a time)", async () => {
    await transaction(db, async (trx) => {
      expect(await claim(trx)).toEqual([{ id: 1 }]);
      if (engine.name === "postgres") {
        expect(await engine.fromElsewhere("select id from t order by id limit 1 for update skip locked")).toEqual([{ id: 2 }]);
      } else {
        // BEGIN IMMEDIATE holds the write lock: another claimer cannot even begin.
        expect(database.dialect.isBusy(await caught(() => engine.fromElsewhere("begin immediate")))).toBe(true);
      }
    });
  });

  it.runIf(engine.name === "postgres")("a claim passes over the rows another claimer holds instead of waiting for them", async () => {
    const other = new pg.Client(schemaUrl);
    await other.connect();
    try {
      await other.query("begin; select id from t where id = 1 for update");
      const claimed = await transaction(db, async (trx) => {
        // Waiting for the row would end in a lock timeout instead of an answer.
        await sql`set local lock_timeout = '200ms'`.execute(trx);
        return claim(trx);
      });
      expect(claimed).toEqual([{ id: 2 }]);
    } finally {
      await other.query("rollback");
      await other.end();
    }
  });
});
