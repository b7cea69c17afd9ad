// Flags (store/flags.ts): booleans in, 0/1 stored, booleans out, on every path a query takes (Kysely, raw `sql`,
// prepared queries and batches), on SQLite and (when POD_TEST_POSTGRES_URL is set) PostgreSQL.
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { storeEngines } from "../helpers/engines.js";
import { findAccount, findTokenByHash, updateAccount } from "../../src/store/accounts.js";
import { insertBatch, migrate, type Database, type Db } from "../../src/store/database.js";
import { FLAG_KEYS, flagColumnsOf, flagParameters, flagRows, TABLE_FLAGS } from "../../src/store/flags.js";
import { InsertBatch, insertRows, PreparedQuery } from "../../src/store/prepared.js";

const AT = "2026-01-01T00:00:00.000Z";

function account(id: string, flags: { connected_stores: boolean; disabled?: boolean; strict_addresses?: boolean }) {
  return { id, name: id, return_address: null, insert_ids: "[]", packing_slip: null, created_at: AT, ...flags };
}

/** What the table holds, read under names that are no flag's (so nothing maps them). */
async function stored(db: Db, id: string): Promise<{ connected: number; off: number; strict: number }> {
  const { rows } = await sql<{ connected: number; off: number; strict: number }>`select connected_stores as connected, disabled as off, strict_addresses as strict from accounts where id = ${id}`.execute(db);
  return { connected: Number(rows[0]!.connected), off: Number(rows[0]!.off), strict: Number(rows[0]!.strict) };
}

const accountsByFlag = new PreparedQuery((db, $: { disabled: boolean }) => db.selectFrom("accounts").select(["id", "disabled"]).where("disabled", "=", $.disabled).orderBy("id"));

describe.each(storeEngines(4, { preparedStatements: true }))("on $name", ({ open }) => {
  let database: Database;
  let db: Db;
  let drop: () => void | Promise<void>;

  beforeAll(async () => {
    ({ database, drop } = await open());
    db = database.db;
    await migrate(db);
  });

  afterAll(async () => {
    await database.close();
    await drop();
  });

  it("stores the booleans a query built with Kysely writes as 1 and 0, and reads them back as booleans", async () => {
    await db.insertInto("accounts").values(account("acc_k", { connected_stores: true, strict_addresses: false })).execute();
    expect(await stored(db, "acc_k")).toEqual({ connected: 1, off: 0, strict: 0 });
    await db.updateTable("accounts").set({ disabled: true }).where("id", "=", "acc_k").where("connected_stores", "=", true).execute();
    expect(await stored(db, "acc_k")).toEqual({ connected: 1, off: 1, strict: 0 });
    const row = await db.selectFrom("accounts").selectAll().where("id", "=", "acc_k").executeTakeFirstOrThrow();
    expect(row).toMatchObject({ connected_stores: true, disabled: true, strict_addresses: false, auto_release: false, sandbox_auto_advance: true });
    // Through a repository, as services see it.
    await updateAccount(db, "acc_k", { disabled: false });
    expect((await findAccount(db, "acc_k"))?.disabled).toBe(false);
    expect(await stored(db, "acc_k")).toEqual({ connected: 1, off: 0, strict: 0 });
  });

  it("binds a boolean in raw sql as 1 or 0, and maps a raw read's flag columns", async () => {
    await sql`insert into accounts (id, name, connected_stores, insert_ids, created_at, disabled) values (${"acc_r"}, ${"r"}, ${false}, ${"[]"}, ${AT}, ${true})`.execute(db);
    expect(await stored(db, "acc_r")).toEqual({ connected: 0, off: 1, strict: 0 });
    const { rows } = await sql<{ id: string; disabled: boolean; connected_stores: boolean }>`select id, disabled, connected_stores from accounts where id = ${"acc_r"} and disabled = ${true}`.execute(db);
    expect(rows).toEqual([{ id: "acc_r", disabled: true, connected_stores: false }]);
  });

  it("binds a prepared query's boolean arguments, and a batch's boolean values, as 1 and 0", async () => {
    await insertRows(db, "accounts", [account("acc_p1", { connected_stores: true, disabled: true }), account("acc_p2", { connected_stores: false, disabled: false })]);
    // Two tables: PostgreSQL writes them in one statement (INSERTs inside WITH), SQLite a statement each.
    await insertBatch(
      db,
      new InsertBatch()
        .add("accounts", [account("acc_p3", { connected_stores: false, disabled: true })])
        .add("operators", [{ id: "op_p", name: "Pat", email: null, disabled: true, created_at: AT, updated_at: AT }]),
    );
    expect(await stored(db, "acc_p1")).toEqual({ connected: 1, off: 1, strict: 0 });
    expect(await stored(db, "acc_p2")).toEqual({ connected: 0, off: 0, strict: 0 });
    expect(await stored(db, "acc_p3")).toEqual({ connected: 0, off: 1, strict: 0 });
    // Twice each: the second run is the named statement's (PostgreSQL) or the cached statement's (SQLite).
    for (let i = 0; i < 2; i++) {
      expect((await accountsByFlag.all(db, { disabled: true })).filter((r) => r.id.startsWith("acc_p"))).toEqual([
        { id: "acc_p1", disabled: true },
        { id: "acc_p3", disabled: true },
      ]);
      expect((await accountsByFlag.all(db, { disabled: false })).filter((r) => r.id.startsWith("acc_p"))).toEqual([{ id: "acc_p2", disabled: false }]);
    }
  });

  it("maps a flag read under another name and in RETURNING, and leaves a left join's null alone", async () => {
    await db.insertInto("tokens").values({ id: "tok_a", account_id: "acc_p3", role: "account", token_hash: "hash_a", created_at: AT, revoked_at: null }).execute();
    await db.insertInto("tokens").values({ id: "tok_o", account_id: null, role: "operator", token_hash: "hash_o", created_at: AT, revoked_at: null, operator_id: "op_p" }).execute();
    expect(await findTokenByHash(db, "hash_a")).toMatchObject({ account_disabled: true, operator_disabled: null });
    expect(await findTokenByHash(db, "hash_o")).toMatchObject({ account_disabled: null, operator_disabled: true });
    const returned = await db.updateTable("accounts").set({ strict_addresses: true }).where("id", "=", "acc_p2").returning(["id", "strict_addresses", "disabled"]).execute();
    expect(returned).toEqual([{ id: "acc_p2", strict_addresses: true, disabled: false }]);
  });

  it("leaves a read without flags as the engine gave it (counts stay numbers)", async () => {
    const { rows } = await sql<{ n: number; latest: number }>`select count(*) as n, 1 as latest from accounts`.execute(db);
    expect(typeof Number(rows[0]!.n)).toBe("number");
    expect(rows[0]!.latest).toBe(1);
  });
});

describe("the mapping", () => {
  it("finds the flag columns among a result's names, and none in most", () => {
    expect(flagColumnsOf(["id", "enabled", "account_disabled", "disabled_reason"])).toEqual(["enabled", "account_disabled"]);
    expect(flagColumnsOf(["n", "disabled_reason", "latest", "attempt_count"])).toBeUndefined();
  });

  it("maps the flag columns of each row, whatever the driver's number, and leaves null alone", () => {
    const rows = [
      { id: "a", enabled: 1, test: 0, account_disabled: null },
      { id: "b", enabled: 0, test: 1n, account_disabled: 1 },
    ];
    flagRows(rows, ["enabled", "test", "account_disabled"]);
    expect(rows).toEqual([
      { id: "a", enabled: true, test: false, account_disabled: null },
      { id: "b", enabled: false, test: true, account_disabled: true },
    ]);
  });

  it("binds booleans as 1 and 0, and leaves other parameters (and an array without booleans) as they are", () => {
    const plain = ["a", 1, null, 0n];
    expect(flagParameters(plain)).toBe(plain);
    expect(flagParameters(["a", true, false, 2])).toEqual(["a", 1, 0, 2]);
  });
});

describe("the flag names", () => {
  const folder = new URL("../../src/store/", import.meta.url).pathname;
  /** The modules of src/store/, read. */
  const sources = readdirSync(folder, { recursive: true, encoding: "utf8" })
    .filter((f) => f.endsWith(".ts") && !f.startsWith("migrations"))
    .map((f) => readFileSync(join(folder, f), "utf8"));

  it("name every alias src/store/ gives a flag column (an alias left out would be read as 0/1)", () => {
    const aliases = new Set<string>();
    for (const source of sources) {
      for (const [, alias] of source.matchAll(new RegExp(`\\.(?:${TABLE_FLAGS.join("|")}) as (\\w+)`, "g"))) aliases.add(alias!);
    }
    expect(aliases.size).toBeGreaterThan(0);
    expect([...aliases].filter((a) => !FLAG_KEYS.has(a))).toEqual([]);
  });
});
