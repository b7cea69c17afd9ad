// Migration 0014 on a database with orders, on both backends: down removes the customs columns, up adds them again
// with the defaults an existing order reads as (DAP, no warnings, nothing declared); a repeat of a create answered
// before warnings existed still answers warnings: [].
import { describe, expect, it } from "vitest";
import { migrate } from "../../src/store/database.js";
import { GERMANY, standardOrder } from "../helpers/fixtures.js";
import { useMigrationRig } from "../helpers/migrations.js";
import { ADMIN_TOKEN } from "../helpers/server.js";

const rig = useMigrationRig();
const { rows } = rig;

describe("migration 0014", () => {
  it("goes down and up again, leaving existing orders with the defaults", async () => {
    const body = standardOrder({ ...GERMANY });
    const created = await rig.server.post("/v1/orders/create", body, rig.acme.token);
    expect(created.status).toBe(200);
    const orderRef: string = created.body.data.order_ref;

    const db = rig.server.database.db;
    await rig.migrateTo("0013_shipment_updated_at");
    expect(Object.keys((await rows(`select * from orders`))[0]!)).not.toContain("incoterm");
    expect(Object.keys((await rows(`select * from order_items`))[0]!)).not.toContain("hs_code");
    expect(Object.keys((await rows(`select * from blanks`))[0]!)).not.toContain("hs_code");
    expect(Object.keys((await rows(`select * from accounts`))[0]!)).not.toContain("strict_addresses");
    // The answer as a create before this migration stored it: no warnings.
    const { warnings: _warnings, ...oldAnswer } = created.body.data;
    await rows(`update orders set response = '${JSON.stringify(oldAnswer)}' where order_ref = '${orderRef}'`);

    expect((await migrate(db))[0]).toBe("0014_customs");
    const got = await rig.server.post("/v1/orders/get", { order_ref: orderRef }, rig.acme.token);
    expect(got.body.data).toMatchObject({ incoterm: "DAP", ioss_number: null, recipient_tax_id: null, warnings: [] });
    expect(got.body.data.items.map((i: Record<string, unknown>) => [i.hs_code, i.origin_country, i.customs_description, i.customs_value])).toEqual([
      [null, null, null, null],
      [null, null, null, null],
    ]);
    const account = await rig.server.post("/v1/admin/accounts/get", { account_id: rig.acme.accountId }, ADMIN_TOKEN);
    expect(account.body.data).toMatchObject({ incoterm: null, ioss_number: null, recipient_tax_id: null, strict_addresses: false });
    const again = await rig.server.post("/v1/orders/create", body, rig.acme.token);
    expect(again.body.data).toEqual({ ...oldAnswer, warnings: [] });
  });
});
