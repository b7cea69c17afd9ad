// Migration 0026 on a database with blanks and orders, on both backends: down removes the weight columns, up adds them
// again, and what existed reads as weight not known (null; the declaration prints "—").
import { describe, expect, it } from "vitest";
import { migrate } from "../../src/store/database.js";
import { GERMANY, standardOrder } from "../helpers/fixtures.js";
import { useMigrationRig } from "../helpers/migrations.js";
import { ADMIN_TOKEN } from "../helpers/server.js";

const rig = useMigrationRig();
const { rows } = rig;

describe("migration 0026", () => {
  it("goes down and up again, leaving existing blanks and lines without a weight", async () => {
    const created = await rig.server.post("/v1/orders/create", standardOrder({ ...GERMANY }), rig.acme.token);
    expect(created.status).toBe(200);
    await rig.migrateTo("0025_order_search");
    expect(Object.keys((await rows(`select * from blanks`))[0]!)).not.toContain("weight_grams");
    expect(Object.keys((await rows(`select * from order_items`))[0]!)).not.toContain("weight_grams");
    expect((await migrate(rig.server.database.db))[0]).toBe("0026_blank_weight");
    expect((await rows(`select weight_grams from blanks`)).every((r) => r.weight_grams === null)).toBe(true);
    expect((await rows(`select weight_grams from order_items`)).every((r) => r.weight_grams === null)).toBe(true);
    const blank = (await rig.server.post("/v1/admin/catalog/list", { limit: 100 }, ADMIN_TOKEN)).body.data.blanks[0];
    expect(blank.weight_grams).toBeNull();
    const declaration = await fetch(`${rig.server.url}/v1/admin/orders/${created.body.data.order_ref}/customs-declaration`, { headers: { authorization: `Bearer ${ADMIN_TOKEN}` } });
    expect(declaration.status).toBe(200);
  });
});
