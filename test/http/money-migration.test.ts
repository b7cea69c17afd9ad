// Migration 0011 on a database with orders: down removes the money columns and table, up adds them again and gives
// every existing order a ship_by (its received day + 2 business days, the production days every blank had then).
import { describe, expect, it } from "vitest";
import { migrate } from "../../src/store/database.js";
import { standardOrder } from "../helpers/fixtures.js";
import { migrationsAfter, useMigrationRig } from "../helpers/migrations.js";
import { ADMIN_TOKEN } from "../helpers/server.js";

const rig = useMigrationRig();
const { rows } = rig;

async function migrateDownPastMoney(): Promise<void> {
  expect(await rig.migrateTo("0010_console")).toEqual((await migrationsAfter("0010_console")).reverse());
}

describe("migration 0011", () => {
  it("goes down and up again, and backfills ship_by per received day", async () => {
    const created = await rig.server.post("/v1/orders/create", standardOrder(), rig.acme.token);
    expect(created.status).toBe(200);
    const orderRef: string = created.body.data.order_ref;
    await rig.server.post("/v1/admin/shipping-methods/create", { code: "STANDARD", name: "Standard", zones: [{ countries: ["*"], prices: {}, days_min: 1, days_max: 2 }] }, ADMIN_TOKEN);

    await migrateDownPastMoney();
    expect(Object.keys((await rows(`select * from orders`))[0]!)).not.toContain("ship_by");
    expect(Object.keys((await rows(`select * from blanks`))[0]!)).not.toContain("prices");
    expect(Object.keys((await rows(`select * from accounts`))[0]!)).not.toContain("currency");
    await expect(rows(`select * from shipping_methods`)).rejects.toThrow();
    // An order received on a Saturday before the migration: due the Tuesday after.
    await rows(`update orders set received_at = '2026-11-21T23:00:00.000Z' where order_ref = '${orderRef}'`);

    const later = await migrationsAfter("0010_console");
    expect(later[0]).toBe("0011_money");
    expect(await migrate(rig.server.database.db)).toEqual(later);
    expect(await rows(`select ship_by, costs, shipping_method, deliver_from from orders where order_ref = '${orderRef}'`)).toEqual([
      { ship_by: "2026-11-24", costs: null, shipping_method: null, deliver_from: null },
    ]);
    expect(Number((await rows(`select count(*) as n from orders where ship_by is null`))[0]!.n)).toBe(0);
    const blank = (await rig.server.post("/v1/admin/catalog/list", {}, ADMIN_TOKEN)).body.data.blanks[0];
    expect(blank).toMatchObject({ prices: {}, extra_area_prices: {}, production_days: 2 });

    const got = await rig.server.post("/v1/orders/get", { order_ref: orderRef }, rig.acme.token);
    expect(got.body.data).toMatchObject({ ship_by: "2026-11-24", costs: null, shipping_method: null, deliver_to: null });
    expect((await rig.server.post("/v1/orders/create", standardOrder(), rig.acme.token)).status).toBe(200);
  });
});
