// Migration 0027 on a database with orders written before it: an order with text in a script written without spaces
// gets the suffixes of those words, so it is found by any part of them; every other order's words stay as they were.
import { sql } from "kysely";
import { describe, expect, it } from "vitest";
import { orderRunSuffixes, orderWords, trackingWord } from "../../src/domain/search-words.js";
import { migrate } from "../../src/store/database.js";
import { replaceSearchWords, withWordPrefixedBy } from "../../src/store/order-search.js";
import { standardOrder } from "../helpers/fixtures.js";
import { migrationBefore, useMigrationRig } from "../helpers/migrations.js";
import { FORCED } from "../helpers/orders.js";
import { ADMIN_TOKEN } from "../helpers/server.js";
import { engineOf } from "../../src/store/engine.js";

const rig = useMigrationRig();
const admin = (path: string, body: unknown) => rig.server.post(`/v1/admin/${path}`, body, ADMIN_TOKEN);
const found = async (q: string) => ((await admin("orders/list", { q })).body.data.orders as { order_ref: string }[]).map((o) => o.order_ref);
/**
 * The orders one term finds, read below the API: before the later migrations are back, the service's reads name
 * columns the database does not have yet (orders.stock, 0030).
 */
async function foundBefore(term: string): Promise<string[]> {
  const db = rig.server.database.db;
  const rows = await db.selectFrom("orders").select("order_ref").where(withWordPrefixedBy(db, term)).orderBy("order_ref", "desc").execute();
  return rows.map((row) => row.order_ref);
}

async function create(overrides: Record<string, unknown>): Promise<string> {
  const res = await rig.server.post("/v1/orders/create", standardOrder(overrides), rig.acme.token);
  expect(res.body).toMatchObject({ status: "success" });
  return res.body.data.order_ref as string;
}

/** The order's words as a service before 0027 wrote them: its fields' words, no suffixes, and its tracking numbers. */
async function writeWordsAsBefore(orderRef: string, tracking: string[] = []): Promise<void> {
  const db = rig.server.database.db;
  const order = await db.selectFrom("orders").select(["order_ref", "external_ref", "shipping_name", "shipping_city", "shipping_zip"]).where("order_ref", "=", orderRef).executeTakeFirstOrThrow();
  const suffixes = new Set(orderRunSuffixes(order));
  await replaceSearchWords(db, orderRef, [...orderWords(order).filter((w) => !suffixes.has(w)), ...tracking.map(trackingWord)]);
}

/** How many words, or rows of words on SQLite, the order has. */
async function wordRows(orderRef: string): Promise<number> {
  const table = engineOf(rig.server.database.db) === "sqlite" ? "order_search_rows" : "order_words";
  const rows = await sql.raw<{ n: number | string }>(`select count(*) as n from ${table} where order_ref = '${orderRef}'`).execute(rig.server.database.db);
  return Number(rows.rows[0]!.n);
}

describe("migration 0027", () => {
  it("gives orders made before it the suffixes of their no-space words, and leaves the others' words alone", async () => {
    const ada = await create({ external_ref: "SUF-1", shipping_name: "Ada Lovelace" });
    const chiyoda = await create({ external_ref: "SUF-2", shipping_name: "鈴木 イチロー", shipping_city: "東京都千代田区", shipping_zip: "100-0005", shipping_state: "JP-13", shipping_country: "JP" });
    const kyoto = await create({ external_ref: "SUF-3", shipping_name: "佐藤 花子", shipping_city: "京都市", shipping_zip: "600-8216", shipping_state: "JP-26", shipping_country: "JP" });
    expect((await admin("orders/transition", { order_ref: kyoto, status: "in_production", ...FORCED })).body.status).toBe("success");
    expect((await admin("orders/ship", { order_ref: kyoto, carrier: "Japan Post", tracking_number: "EJ 1234 5678 JP" })).body.status).toBe("success");

    await rig.migrateTo(await migrationBefore("0027_search_suffixes"));
    await writeWordsAsBefore(ada);
    await writeWordsAsBefore(chiyoda);
    await writeWordsAsBefore(kyoto, ["EJ 1234 5678 JP"]);
    expect(await foundBefore("代田")).toEqual([]);
    expect(await foundBefore("千代田区")).toEqual([]);
    expect(await foundBefore("東京都")).toEqual([chiyoda]);
    expect(await foundBefore("都市")).toEqual([]);
    const adaRows = await wordRows(ada);

    expect(await migrate(rig.server.database.db)).toContain("0027_search_suffixes");
    for (const q of ["代田", "千代田区", "東京都千代田区", "チロー", "suf-2"]) expect(await found(q), q).toEqual([chiyoda]);
    for (const q of ["都市", "子", "ej12345", "都市 ej1234"]) expect(await found(q), q).toEqual([kyoto]);
    expect(await found("京都")).toEqual([kyoto, chiyoda]);
    expect(await found("lovelace")).toEqual([ada]);
    expect(await found("velace")).toEqual([]);
    expect(await found("suf-")).toEqual([kyoto, chiyoda, ada]);
    expect(await wordRows(ada)).toBe(adaRows);
    if (engineOf(rig.server.database.db) === "sqlite") {
      // FTS5's own check of its index: throws when the index is corrupt.
      await sql`insert into "order_search" ("order_search") values ('integrity-check')`.execute(rig.server.database.db);
    }

    // A new address after the migration: its words, suffixes included, replace the old ones.
    const moved = await rig.server.post(
      "/v1/orders/update-shipping",
      { order_ref: chiyoda, shipping_name: "鈴木 イチロー", shipping_phone: "+81 3 1234 5678", shipping_address_1: "1-1", shipping_city: "大阪市北区", shipping_zip: "530-0001", shipping_state: "JP-27", shipping_country: "JP" },
      rig.acme.token,
    );
    expect(moved.body.status, JSON.stringify(moved.body)).toBe("success");
    expect(await found("代田")).toEqual([]);
    expect(await found("北区")).toEqual([chiyoda]);
  });
});
