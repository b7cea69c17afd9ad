// Migration 0009 on a database with deliveries and attempts: down and up again keep every live delivery and attempt,
// and the references that remain (attempt → delivery, delivery → endpoint) are still enforced.
import { sql } from "kysely";
import { describe, expect, it } from "vitest";
import { migrate } from "../../src/store/database.js";
import { createOrder, walk } from "../helpers/orders.js";
import { migrateDatabaseTo, migrationsAfter } from "../helpers/migrations.js";
import { ADMIN_TOKEN } from "../helpers/server.js";
import { useWebhookRig } from "../helpers/webhooks.js";

const rig = useWebhookRig();

/** Migrates down to just before 0009 (the migrations after it first). */
async function migrateDownPastSandbox(): Promise<void> {
  expect(await migrateDatabaseTo(rig.server.database, "0008_edit_window")).toEqual((await migrationsAfter("0008_edit_window")).reverse());
}

const rows = (query: string) => sql.raw<Record<string, unknown>>(query).execute(rig.server.database.db).then((r) => r.rows);

describe("migration 0009", () => {
  it("keeps deliveries and attempts through down and up, and still enforces their references", async () => {
    const { webhookId } = await rig.createEndpoint({ account_id: rig.acme.accountId, url: rig.receiver.url });
    const order = await createOrder(rig.server, rig.acme.token);
    await walk(rig.server, order, ["on_hold", "received"]);
    const workers = rig.workers();
    while ((await workers.worker.runOnce()) > 0);
    const test = await rig.server.post("/v1/admin/webhooks/test", { webhook_id: webhookId, type: "order.on_hold" }, ADMIN_TOKEN);
    expect(test.body.data.test).toBe(true);

    const live = await rows(`select id, webhook_id, event_id, event_type, order_ref, status, attempt_count from webhook_deliveries where test = 0 order by id`);
    expect(live.length).toBe(3);
    const attempts = await rows(`select id, delivery_id, attempt, http_status from webhook_attempts where delivery_id in (select id from webhook_deliveries where test = 0) order by id`);
    expect(attempts.length).toBe(3);

    await migrateDownPastSandbox();
    const down = await rows(`select * from webhook_deliveries order by id`);
    expect(down.map((r) => r.id)).toEqual(live.map((r) => r.id));
    expect(Object.keys(down[0]!)).not.toContain("test");
    expect(Object.keys((await rows(`select * from accounts`))[0]!)).not.toContain("mode");

    expect(await migrate(rig.server.database.db)).toEqual(await migrationsAfter("0008_edit_window"));
    expect(await rows(`select id, webhook_id, event_id, event_type, order_ref, status, attempt_count from webhook_deliveries order by id`)).toEqual(live);
    expect(await rows(`select id, delivery_id, attempt, http_status from webhook_attempts order by id`)).toEqual(attempts);
    expect(await rows(`select distinct test from webhook_deliveries`)).toEqual([{ test: false }]);

    const at = new Date().toISOString();
    await expect(
      rows(`insert into webhook_attempts (delivery_id, attempt, started_at, latency_ms, worker) values ('dlv_nope', 1, '${at}', 1, 'test')`),
    ).rejects.toThrow(/foreign key/i);
    await expect(
      rows(
        `insert into webhook_deliveries (id, webhook_id, event_id, event_type, order_ref, status, created_at, updated_at) values ('dlv_x', 'whk_nope', 'evt_x', 'order.on_hold', 'ord_x', 'failed', '${at}', '${at}')`,
      ),
    ).rejects.toThrow(/foreign key/i);

    // The service works on the migrated table: a test event is logged, and the list shows every delivery.
    const again = await rig.server.post("/v1/admin/webhooks/test", { webhook_id: webhookId, type: "shipment.created" }, ADMIN_TOKEN);
    expect(again.body.data).toMatchObject({ status: "succeeded", test: true });
    expect((await rig.deliveries(webhookId)).length).toBe(4);
  });
});
