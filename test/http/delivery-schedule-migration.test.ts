// Migration 0029 on a database with deliveries in flight: up gives each pending delivery the start of its current retry
// schedule from its job's count of runs (so it goes on with the next delay it would have had), leaves settled
// deliveries at 0, and down removes the column.
import { describe, expect, it } from "vitest";
import { migrate } from "../../src/store/database.js";
import { migrationBefore, useMigrationRig } from "../helpers/migrations.js";
import { createOrder, walk } from "../helpers/orders.js";
import { ADMIN_TOKEN } from "../helpers/server.js";

const rig = useMigrationRig();
const { rows, migrateTo } = rig;

describe("migration 0029", () => {
  it("goes down and up again; a delivery in flight keeps its place on its schedule", async () => {
    const endpoint = await rig.server.post("/v1/admin/webhooks/create", { account_id: rig.acme.accountId, url: "https://hooks.example.com/in", events: ["order.status_changed"] }, ADMIN_TOKEN);
    expect(endpoint.status, JSON.stringify(endpoint.body)).toBe(200);
    const order = await createOrder(rig.server, rig.acme.token);
    await walk(rig.server, order, ["on_hold", "received"]);
    const deliveries = (await rows(`select id from webhook_deliveries order by id`)).map((r) => r.id as string);
    expect(deliveries).toHaveLength(2);
    const [inFlight, settled] = deliveries as [string, string];

    await migrateTo(await migrationBefore("0029_delivery_schedule"));
    expect(Object.keys((await rows(`select * from webhook_deliveries`))[0]!)).not.toContain("schedule_start");
    // Before the migration: 7 attempts logged, of which the job now waiting has run 3 (it was redelivered after 4).
    await rows(`update webhook_deliveries set attempt_count = 7 where id = '${inFlight}'`);
    await rows(`update jobs set attempts = 3 where payload like '%${inFlight}%'`);
    await rows(`update webhook_deliveries set status = 'succeeded', attempt_count = 2, next_attempt_at = null where id = '${settled}'`);
    await rows(`update jobs set status = 'done', attempts = 2 where payload like '%${settled}%'`);

    expect(await migrate(rig.server.database.db)).toContain("0029_delivery_schedule");
    const starts = await rows(`select id, attempt_count, schedule_start from webhook_deliveries order by id`);
    expect(starts.map((r) => ({ id: r.id, attempt_count: Number(r.attempt_count), schedule_start: Number(r.schedule_start) }))).toEqual([
      { id: inFlight, attempt_count: 7, schedule_start: 4 },
      { id: settled, attempt_count: 2, schedule_start: 0 },
    ]);
    const listed = await rig.server.post("/v1/admin/webhooks/deliveries", { webhook_id: endpoint.body.data.webhook_id }, ADMIN_TOKEN);
    expect(listed.body.data.deliveries.map((d: { status: string; attempt_count: number }) => [d.status, d.attempt_count])).toEqual([
      ["succeeded", 2],
      ["pending", 7],
    ]);
  });
});
