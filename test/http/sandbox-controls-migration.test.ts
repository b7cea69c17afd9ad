// Migration 0020 on a database with events and sample deliveries: down takes the mode out of their payloads and drops
// sandbox_auto_advance; up puts the account's mode back in front of every payload, leaving the rest as it was, and
// gives every account sandbox_auto_advance 1.
import { sql } from "kysely";
import { describe, expect, it } from "vitest";
import { migrate } from "../../src/store/database.js";
import { seedAccount, standardOrder } from "../helpers/fixtures.js";
import { migrationBefore, useMigrationRig } from "../helpers/migrations.js";
import { ADMIN_TOKEN } from "../helpers/server.js";

const rig = useMigrationRig();
const { rows, migrateTo } = rig;

describe("migration 0020", () => {
  it("goes down and up again; events recorded before it carry their account's mode, the rest of each payload unchanged", async () => {
    const sandbox = await seedAccount(rig.server, { name: "Sandbox", connected_stores: true, mode: "test" });
    const orders: Record<string, string> = {};
    for (const [mode, account] of [["live", rig.acme], ["test", sandbox]] as const) {
      const created = await rig.server.post("/v1/orders/create", standardOrder({ items: [{ sku: "MY-BOOK", quantity: 1 }] }), account.token);
      orders[mode] = created.body.data.order_ref;
      await rig.server.post("/v1/admin/orders/transition", { order_ref: created.body.data.order_ref, status: "on_hold", reason: "check" }, ADMIN_TOKEN);
    }
    const before = await rows(`select id, payload from events order by id`);
    expect(before.length).toBeGreaterThanOrEqual(4);

    const previous = await migrationBefore("0020_sandbox_controls");
    await migrateTo(previous);
    expect(Object.keys((await rows(`select * from accounts`))[0]!)).not.toContain("sandbox_auto_advance");
    // As the service wrote events before modes were in them (down takes out only the front copy up writes).
    for (const row of before) {
      const { mode: _mode, ...old } = JSON.parse(row.payload as string);
      await sql`update events set payload = ${JSON.stringify(old)} where id = ${row.id}`.execute(rig.server.database.db);
    }
    expect(await migrate(rig.server.database.db)).toContain("0020_sandbox_controls");

    const after = await rows(`select id, order_ref, payload from events order by id`);
    for (const row of after) {
      const payload = JSON.parse(row.payload as string);
      expect(payload.mode).toBe(row.order_ref === orders.test ? "test" : "live");
      const { mode: _mode, ...rest } = payload;
      const { mode: _was, ...original } = JSON.parse(before.find((b) => b.id === row.id)!.payload as string);
      expect(rest).toEqual(original);
    }
    expect((await rig.server.post("/v1/orders/events", { order_ref: orders.test }, sandbox.token)).body.data.events.map((e: { mode: string }) => e.mode)).toEqual(["test", "test"]);
    expect(new Set((await rows(`select sandbox_auto_advance from accounts`)).map((r) => Number(r.sandbox_auto_advance)))).toEqual(new Set([1]));
  });
});
