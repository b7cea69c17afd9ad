// Migration 0025 on a database with orders: on SQLite, down writes every order's words back as rows of order_words
// and up gathers them into the FTS5 index (a row per order); on PostgreSQL it changes nothing. Either way the
// orders are found by the same words before and after, tracking numbers and a changed address included.
import { describe, expect, it } from "vitest";
import { migrate } from "../../src/store/database.js";
import { standardOrder } from "../helpers/fixtures.js";
import { migrationsAfter, useMigrationRig } from "../helpers/migrations.js";
import { FORCED } from "../helpers/orders.js";
import { ADMIN_TOKEN } from "../helpers/server.js";
import { engineOf } from "../../src/store/engine.js";

const rig = useMigrationRig();
const admin = (path: string, body: unknown) => rig.server.post(`/v1/admin/${path}`, body, ADMIN_TOKEN);
const found = async (q: string) => ((await admin("orders/list", { q })).body.data.orders as { order_ref: string }[]).map((o) => o.order_ref);
const rows = (query: string) => rig.rows(query);

async function create(overrides: Record<string, unknown>): Promise<string> {
  const res = await rig.server.post("/v1/orders/create", standardOrder(overrides), rig.acme.token);
  expect(res.body).toMatchObject({ status: "success" });
  return res.body.data.order_ref as string;
}

describe("migration 0025", () => {
  it("goes down and up again with every order found by the same words", async () => {
    const sqlite = engineOf(rig.server.database.db) === "sqlite";
    const ada = await create({ external_ref: "MIG-1", shipping_name: "Ada Lovelace" });
    const taro = await create({ external_ref: "MIG-2", shipping_name: "山田 太郎", shipping_city: "Zoë’s town" });
    expect((await admin("orders/transition", { order_ref: taro, status: "in_production", ...FORCED })).body.status).toBe("success");
    expect((await admin("orders/ship", { order_ref: taro, carrier: "Royal Mail", tracking_number: "RM 1234 5678 GB" })).body.status).toBe("success");
    const checks: [string, string[]][] = [
      ["lovel", [ada]],
      ["mig-", [taro, ada]],
      ["山田", [taro]],
      ["zoe", [taro]],
      ["rm1234", [taro]],
      ["山田 rm12", [taro]],
      ["hopper", []],
    ];
    const findAll = async () => Promise.all(checks.map(([q]) => found(q)));
    expect(await findAll()).toEqual(checks.map(([, refs]) => refs));

    // Later migrations are undone first, newest first.
    expect(await rig.migrateTo("0024_reship_links")).toEqual((await migrationsAfter("0024_reship_links")).reverse());
    if (sqlite) {
      await expect(rows(`select * from order_search`)).rejects.toThrow();
      await expect(rows(`select * from order_search_rows`)).rejects.toThrow();
      const words = await rows(`select word from order_words where order_ref = '${taro}' order by word`);
      expect(words.map((w) => w.word)).toEqual(expect.arrayContaining(["rm12345678gb", "山田", "太郎", "zoe", "zoe’s"]));
    }
    expect(await rows(`select word from order_words where order_ref = '${ada}' and word = 'lovelace'`)).toEqual([{ word: "lovelace" }]);

    expect(await migrate(rig.server.database.db)).toContain("0025_order_search");
    expect(await findAll()).toEqual(checks.map(([, refs]) => refs));
    if (sqlite) {
      // One row per order: its words gathered (the tracking number with them).
      expect(await rows(`select order_ref from order_search_rows where order_ref in ('${ada}', '${taro}') order by order_ref`)).toEqual([ada, taro].sort().map((order_ref) => ({ order_ref })));
      await expect(rows(`select * from order_words`)).rejects.toThrow();
    }

    // Written after the migration: found, and a new address replaces the old words.
    const moved = await rig.server.post(
      "/v1/orders/update-shipping",
      { order_ref: ada, shipping_name: "Augusta King", shipping_phone: "+1 555 010 0000", shipping_address_1: "1 Analytical Way", shipping_city: "Springfield", shipping_zip: "62701", shipping_state: "IL", shipping_country: "US" },
      rig.acme.token,
    );
    expect(moved.body.status).toBe("success");
    expect(await found("lovelace")).toEqual([]);
    expect(await found("augusta")).toEqual([ada]);
    const grace = await create({ external_ref: "MIG-3", shipping_name: "Grace Hopper" });
    expect(await found("hopper")).toEqual([grace]);
  });
});
