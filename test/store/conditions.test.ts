// Database errors told apart once (src/store/conditions.ts and each engine's dialect): which say the database is
// away, starting, read-only, full or busy, and which are faults; real errors from both engines where this
// machine can make them, and the warnings that say so without flooding the log.
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import pg from "pg";
import { afterAll, describe, expect, it } from "vitest";
import { storageCondition, migrate, openDatabase, transaction } from "../../src/store/database.js";
import { errorChain } from "../../src/store/conditions.js";
import { readiness } from "../../src/store/readiness.js";
import { StorageWarnings } from "../../src/http/storage-answers.js";
import { freePort } from "../../bench/processes.js";

const coded = (code: string, message = code) => Object.assign(new Error(message), { code });

describe("storageCondition", () => {
  it.each([
    ["SQLite busy", coded("SQLITE_BUSY"), "busy"],
    ["SQLite busy snapshot", coded("SQLITE_BUSY_SNAPSHOT"), "busy"],
    ["SQLite locked", coded("SQLITE_LOCKED"), "busy"],
    ["SQLite full", coded("SQLITE_FULL"), "disk_full"],
    ["SQLite read-only", coded("SQLITE_READONLY_DBMOVED"), "read_only"],
    ["SQLite I/O error", coded("SQLITE_IOERR_FSYNC"), "unavailable"],
    ["SQLite cannot open", coded("SQLITE_CANTOPEN"), "unavailable"],
    ["SQLite constraint", coded("SQLITE_CONSTRAINT_UNIQUE"), undefined],
    ["SQLite corrupt", coded("SQLITE_CORRUPT"), undefined],
    ["PostgreSQL admin shutdown", coded("57P01"), "unavailable"],
    ["PostgreSQL crash shutdown", coded("57P02"), "unavailable"],
    ["PostgreSQL starting up", coded("57P03"), "starting"],
    ["PostgreSQL connection failure (class 08)", coded("08006"), "unavailable"],
    ["PostgreSQL too many connections", coded("53300"), "unavailable"],
    ["PostgreSQL disk full", coded("53100"), "disk_full"],
    ["PostgreSQL read-only transaction", coded("25006"), "read_only"],
    ["PostgreSQL serialization failure", coded("40001"), "serialization"],
    ["PostgreSQL deadlock", coded("40P01"), "serialization"],
    ["PostgreSQL lock timeout", coded("55P03"), "busy"],
    ["PostgreSQL statement timeout", coded("57014"), "busy"],
    ["PostgreSQL unique violation", coded("23505"), undefined],
    ["PostgreSQL syntax error", coded("42601"), undefined],
    ["pg: connection lost", new Error("Connection terminated unexpectedly"), "unavailable"],
    ["pg: connect timeout", new Error("timeout exceeded when trying to connect"), "unavailable"],
    ["pg: client not queryable", new Error("Client has encountered a connection error and is not queryable"), "unavailable"],
    ["refused", coded("ECONNREFUSED", "connect ECONNREFUSED 127.0.0.1:5432"), "unavailable"],
    ["reset", coded("ECONNRESET"), "unavailable"],
    ["refused on every address", Object.assign(new AggregateError([coded("ECONNREFUSED"), coded("ECONNREFUSED")]), {}), "unavailable"],
    ["wrapped in a cause", new Error("could not", { cause: coded("57P03") }), "starting"],
    ["no space (log sync)", coded("ENOSPC"), "disk_full"],
    ["read-only file system", coded("EROFS"), "read_only"],
    ["an ordinary bug", new TypeError("x is undefined"), undefined],
    ["not an error", "text", undefined],
    ["nothing", undefined, undefined],
  ])("%s", (_case, error, condition) => {
    expect(storageCondition(error)).toBe(condition);
  });

  it("follows a chain of causes without looping on a cycle", () => {
    const a: Error & { cause?: unknown } = new Error("a");
    const b = new Error("b", { cause: a });
    a.cause = b;
    expect(errorChain(a)).toEqual([a, b]);
    expect(storageCondition(a)).toBeUndefined();
  });

  it("a real refused PostgreSQL connection is unavailable", async () => {
    const port = await freePort();
    const client = new pg.Client({ connectionString: `postgres://u:p@127.0.0.1:${port}/db` });
    const error = await client.connect().then(
      () => undefined,
      (e: unknown) => e,
    );
    expect(storageCondition(error)).toBe("unavailable");
  });
});

describe("SQLite with SQLITE_MAX_SIZE_MB reached", () => {
  const dir = mkdtempSync(join(tmpdir(), "pod-orders-conditions-"));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it("a write fails as disk_full, readiness says so, and both recover once pages are freed", async () => {
    const database = openDatabase(`sqlite:${join(dir, "db.sqlite")}`, { sqliteMaxBytes: 1024 * 1024 });
    try {
      await migrate(database.db);
      expect(await readiness(database.db)).toBeUndefined();
      await transaction(database.db, (trx) => trx.schema.createTable("ballast").addColumn("b", "blob").execute());
      let full: unknown;
      for (let i = 0; i < 100 && !full; i++) {
        full = await transaction(database.db, (trx) => trx.insertInto("ballast" as never).values({ b: Buffer.alloc(32 * 1024) } as never).execute()).then(
          () => undefined,
          (e: unknown) => e,
        );
      }
      expect(storageCondition(full)).toBe("disk_full");
      expect(await readiness(database.db)).toEqual({ condition: "disk_full", message: expect.stringMatching(/no room/) });
      await transaction(database.db, (trx) => trx.deleteFrom("ballast" as never).execute());
      expect(await readiness(database.db)).toBeUndefined();
      // The room check wrote nothing: its test row was rolled back.
      expect(await database.db.selectFrom("readiness_probe").select("id").execute()).toEqual([{ id: 1 }]);
    } finally {
      await database.close();
    }
  });
});

describe("StorageWarnings", () => {
  it("logs a condition once per 10 s, counting the refusals between", () => {
    let now = 0;
    const lines: { object: Record<string, unknown>; message: string }[] = [];
    const log = { warn: (object: Record<string, unknown>, message: string) => lines.push({ object, message }) } as never;
    const warnings = new StorageWarnings(() => now);
    for (let i = 0; i < 500; i++) warnings.note(log, "unavailable", new Error("Connection terminated unexpectedly"));
    warnings.note(log, "disk_full", new Error("full"));
    now = 10_000;
    warnings.note(log, "unavailable", new Error("connect ECONNREFUSED"));
    expect(lines.map((l) => [l.object.condition, l.object.refused_since_last_warning])).toEqual([
      ["unavailable", 0],
      ["disk_full", 0],
      ["unavailable", 499],
    ]);
    expect(lines[0]!.message).toBe("database unavailable: requests answered 503");
  });
});
