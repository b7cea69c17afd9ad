// The SQLite connection: statements prepared once, the connection lent first come first served, group commit.
import { mkdtempSync, rmSync, statSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import SQLite from "better-sqlite3";
import { Kysely, sql } from "kysely";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { ServiceSqliteDialect } from "../../src/store/sqlite-driver.js";
import { GroupCommit } from "../../src/store/sqlite-group-commit.js";
import { LogSync } from "../../src/store/sqlite-log-sync.js";
import { openDatabase, transaction, type Database, type Db } from "../../src/store/database.js";

let dir: string;
let file: string;

beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), "pod-orders-sqlite-"));
  file = join(dir, "test.db");
});

afterEach(() => {
  rmSync(dir, { recursive: true, force: true });
});

interface Scratch {
  t: { id: number; note: string };
}

describe("statement cache", () => {
  let handle: SQLite.Database;
  let db: Kysely<Scratch>;

  beforeEach(async () => {
    handle = new SQLite(file);
    db = new Kysely<Scratch>({ dialect: new ServiceSqliteDialect(handle) });
    await sql`create table t (id integer primary key, note text not null)`.execute(db);
  });

  afterEach(async () => {
    await db.destroy();
  });

  it("prepares a statement once and reuses it", async () => {
    const prepare = vi.spyOn(handle, "prepare");
    for (let i = 0; i < 5; i++) await db.insertInto("t").values({ id: i, note: `n${i}` }).execute();
    for (let i = 0; i < 5; i++) expect(await db.selectFrom("t").selectAll().where("id", "=", i).executeTakeFirst()).toEqual({ id: i, note: `n${i}` });
    expect(prepare).toHaveBeenCalledTimes(2);
  });

  it("keeps at most 500 statements, dropping the least recently used", async () => {
    const prepare = vi.spyOn(handle, "prepare");
    const query = (n: number) => sql`select ${sql.raw(String(n))} as n`.execute(db);
    for (let n = 0; n < 501; n++) await query(n);
    expect(prepare).toHaveBeenCalledTimes(501);
    await query(500);
    await query(1);
    expect(prepare).toHaveBeenCalledTimes(501);
    await query(0);
    expect(prepare).toHaveBeenCalledTimes(502);
  });

  it("a cached statement sees a column added after it was prepared", async () => {
    await db.insertInto("t").values({ id: 1, note: "a" }).execute();
    expect(await db.selectFrom("t").selectAll().execute()).toEqual([{ id: 1, note: "a" }]);
    await sql`alter table t add column extra text not null default 'x'`.execute(db);
    expect(await db.selectFrom("t").selectAll().execute()).toEqual([{ id: 1, note: "a", extra: "x" }]);
  });

  it("reports changed rows and the inserted row id", async () => {
    const inserted = await db.insertInto("t").values({ id: 7, note: "a" }).executeTakeFirst();
    expect(inserted.insertId).toBe(7n);
    const updated = await db.updateTable("t").set({ note: "b" }).where("id", "in", [7, 8]).executeTakeFirst();
    expect(updated.numUpdatedRows).toBe(1n);
  });

  it("serves those waiting for the connection in the order they asked; one asking again goes to the back", async () => {
    let open!: () => void;
    const gate = new Promise<void>((resolve) => (open = resolve));
    const served: string[] = [];
    const holder = db.connection().execute(async () => {
      await gate;
      served.push("holder");
    });
    // One client asks again the moment it is served (as a request running its next query does) …
    const greedy = (async () => {
      for (let i = 0; i < 3; i++) {
        await sql`select ${i} as i`.execute(db);
        served.push(`greedy${i}`);
      }
    })();
    // … while ten others already wait their turn.
    const waiting = Array.from({ length: 10 }, (_, i) => sql`select ${i} as i`.execute(db).then(() => served.push(`q${i}`)));
    open();
    await Promise.all([holder, greedy, ...waiting]);
    expect(served).toEqual(["holder", "greedy0", ...Array.from({ length: 10 }, (_, i) => `q${i}`), "greedy1", "greedy2"]);
  });
});

describe("group commit", () => {
  let database: Database;
  let db: Db;
  let reader: SQLite.Database;

  const rows = () => reader.prepare("select id, note from t order by id").all();

  beforeEach(async () => {
    database = openDatabase(`sqlite:${file}`);
    db = database.db;
    await sql`create table t (id integer primary key, note text not null)`.execute(db);
    // A second connection, as another process would have: it sees only committed data.
    reader = new SQLite(file, { readonly: true });
  });

  afterEach(async () => {
    reader.close();
    await database.close();
  });

  const insert = (trx: Db, id: number) => sql`insert into t (id, note) values (${id}, ${`n${id}`})`.execute(trx);

  it("commits transactions asked for together in one transaction, each answered after the commit", async () => {
    const seenByOthers: number[] = [];
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, id) =>
        transaction(db, async (trx) => {
          await insert(trx, id);
          seenByOthers.push(rows().length);
          return id;
        }).then((value) => {
          // Answered: committed, visible to every other connection.
          expect(rows()).toHaveLength(20);
          return value;
        }),
      ),
    );
    expect(answers).toEqual(Array.from({ length: 20 }, (_, id) => id));
    // While the group ran, nothing of it was visible elsewhere: one transaction for all 20.
    expect(seenByOthers).toEqual(Array(20).fill(0));
  });

  it("a transaction that fails is rolled back alone; the others of its group commit", async () => {
    const results = await Promise.allSettled(
      Array.from({ length: 6 }, (_, id) =>
        transaction(db, async (trx) => {
          await insert(trx, id);
          await insert(trx, 100 + id);
          if (id === 2 || id === 4) throw new Error(`refused ${id}`);
          // A later transaction sees the earlier ones of its group, as if they ran one after another.
          return (await sql<{ n: number }>`select count(*) as n from t`.execute(trx)).rows[0]!.n;
        }),
      ),
    );
    expect(results.map((r) => (r.status === "fulfilled" ? r.value : (r.reason as Error).message))).toEqual([2, 4, "refused 2", 6, "refused 4", 8]);
    expect(rows().map((r) => (r as { id: number }).id)).toEqual([0, 1, 3, 5, 100, 101, 103, 105]);
  });

  it("a constraint violation inside one transaction does not disturb the others", async () => {
    await transaction(db, (trx) => insert(trx, 1));
    const results = await Promise.allSettled([transaction(db, (trx) => insert(trx, 2)), transaction(db, (trx) => insert(trx, 1)), transaction(db, (trx) => insert(trx, 3))]);
    expect(results.map((r) => r.status)).toEqual(["fulfilled", "rejected", "fulfilled"]);
    expect((results[1] as PromiseRejectedResult).reason).toMatchObject({ code: "SQLITE_CONSTRAINT_PRIMARYKEY" });
    expect(rows()).toHaveLength(3);
  });

  it("when the group's transaction is lost, every transaction of it fails and nothing is written", async () => {
    const results = await Promise.allSettled([
      transaction(db, (trx) => insert(trx, 1)),
      transaction(db, async (trx) => {
        await insert(trx, 2);
        // Ends the transaction under the group's feet, as SQLite does itself on some I/O errors.
        await sql`rollback`.execute(trx);
        throw new Error("lost");
      }),
      transaction(db, (trx) => insert(trx, 3)),
    ]);
    expect(results.map((r) => r.status)).toEqual(["rejected", "rejected", "rejected"]);
    expect(results.map((r) => ((r as PromiseRejectedResult).reason as Error).message)).toEqual(["lost", "lost", "lost"]);
    expect(rows()).toEqual([]);
    // The next group starts clean.
    await transaction(db, (trx) => insert(trx, 4));
    expect(rows()).toEqual([{ id: 4, note: "n4" }]);
  });

  it("when another process holds the write lock, the whole group fails busy and nothing is written", async () => {
    await sql`pragma busy_timeout = 50`.execute(db);
    const other = new SQLite(file);
    other.exec("begin immediate");
    try {
      const results = await Promise.allSettled([transaction(db, (trx) => insert(trx, 1)), transaction(db, (trx) => insert(trx, 2))]);
      expect(results.map((r) => (r as PromiseRejectedResult).reason?.code)).toEqual(["SQLITE_BUSY", "SQLITE_BUSY"]);
    } finally {
      other.exec("rollback");
      other.close();
    }
    expect(rows()).toEqual([]);
    await transaction(db, (trx) => insert(trx, 3));
    expect(rows()).toHaveLength(1);
  });
});

describe("transactions outside group commit", () => {
  it("Kysely's own transactions take the write lock at BEGIN, before their first write", async () => {
    const handle = new SQLite(file);
    handle.pragma("journal_mode = WAL");
    const db = new Kysely<Scratch>({ dialect: new ServiceSqliteDialect(handle) });
    await sql`create table t (id integer primary key, note text not null)`.execute(db);
    const other = new SQLite(file, { timeout: 0 });
    try {
      await db.transaction().execute(async (trx) => {
        await trx.selectFrom("t").selectAll().execute();
        // A deferred BEGIN would have let this write in (in WAL mode a reader does not block a writer), and the
        // transaction's own first write would then have failed on the lock.
        expect(() => other.prepare("insert into t (id, note) values (1, 'elsewhere')").run()).toThrow(expect.objectContaining({ code: "SQLITE_BUSY" }));
        await trx.insertInto("t").values({ id: 2, note: "mine" }).execute();
      });
      expect(other.prepare("select id from t").all()).toEqual([{ id: 2 }]);
    } finally {
      other.close();
      await db.destroy();
    }
  });
});

describe("log sync and checkpoints", () => {
  it("many callers at once share syncs and all resolve; a log that cannot be synced fails them", async () => {
    const handle = new SQLite(file);
    handle.pragma("journal_mode = WAL");
    handle.prepare("select count(*) from sqlite_master").get();
    const sync = new LogSync(`${file}-wal`);
    await Promise.all(Array.from({ length: 50 }, () => sync.sync()));
    await sync.close();
    const missing = new LogSync(join(dir, "no-such-wal"));
    await expect(missing.sync()).rejects.toMatchObject({ code: "ENOENT" });
    await missing.close();
    handle.close();
  });

  it("a group whose log cannot be synced is answered with the error, never with success", async () => {
    const handle = new SQLite(file);
    handle.pragma("journal_mode = WAL");
    const db = new Kysely<Scratch>({ dialect: new ServiceSqliteDialect(handle) });
    await sql`create table t (id integer primary key, note text not null)`.execute(db);
    const group = new GroupCommit(db, handle, new LogSync(join(dir, "no-such-wal")));
    const results = await Promise.allSettled([1, 2].map((id) => group.run((trx) => trx.insertInto("t").values({ id, note: "x" }).execute())));
    expect(results.map((r) => r.status)).toEqual(["rejected", "rejected"]);
    await db.destroy();
  });

  it("the writing connection does not checkpoint; the checkpointer thread copies the log into the database file", async () => {
    const database = openDatabase(`sqlite:${file}`);
    try {
      expect((await sql<{ wal_autocheckpoint: number }>`pragma wal_autocheckpoint`.execute(database.db)).rows[0]!.wal_autocheckpoint).toBe(0);
      await sql`create table t (id integer primary key, note text not null)`.execute(database.db);
      const before = statSync(file).size;
      await transaction(database.db, async (trx) => {
        for (let id = 0; id < 500; id++) await sql`insert into t (id, note) values (${id}, ${"x".repeat(1000)})`.execute(trx);
      });
      const deadline = Date.now() + 10_000;
      while (statSync(file).size < before + 500_000 && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 50));
      expect(statSync(file).size).toBeGreaterThanOrEqual(before + 500_000);
    } finally {
      await database.close();
    }
  });
});
