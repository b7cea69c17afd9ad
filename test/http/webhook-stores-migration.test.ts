// Migration 0038 on a database with orders, events and endpoints: up adds endpoints' store_ids (null: every store,
// as every endpoint was) and writes each order's store_id into the events recorded before, after external_ref;
// down removes the column.
import { describe, expect, it } from "vitest";
import { migrate } from "../../src/store/database.js";
import { migrationBefore, useMigrationRig } from "../helpers/migrations.js";
import { standardOrder } from "../helpers/fixtures.js";
import { ADMIN_TOKEN } from "../helpers/server.js";

const rig = useMigrationRig();
const { rows, migrateTo } = rig;

describe("migration 0038", () => {
  it("gives endpoints store_ids null and the events recorded before their order's store_id", async () => {
    const made = await rig.server.post("/v1/orders/create", standardOrder(), rig.acme.token);
    expect(made.status, JSON.stringify(made.body)).toBe(200);
    const orderRef = made.body.data.order_ref as string;
    for (const status of ["on_hold", "received"]) expect((await rig.server.post("/v1/admin/orders/transition", { order_ref: orderRef, status }, ADMIN_TOKEN)).status).toBe(200);
    const endpoint = await rig.server.post("/v1/admin/webhooks/create", { account_id: rig.acme.accountId, url: "https://hooks.example.com/a" }, ADMIN_TOKEN);
    expect(endpoint.status).toBe(200);
    const storeId = (await rig.server.post("/v1/stores/list", {}, rig.acme.token)).body.data.stores[0].store_id as string;
    const recorded = async () => (await rows(`select payload from events where order_ref = '${orderRef}' order by order_seq`)).map((r) => JSON.parse(r.payload as string) as { data: Record<string, unknown> });
    const now = await recorded();
    expect(now.length).toBeGreaterThanOrEqual(2);

    await migrateTo(await migrationBefore("0038_webhook_stores"));
    expect(Object.keys((await rows(`select * from webhook_endpoints`))[0]!)).not.toContain("store_ids");
    // The events as they were recorded before stores came: no store_id.
    for (const row of await rows(`select id, payload from events where order_ref = '${orderRef}'`)) {
      const payload = JSON.parse(row.payload as string) as { data: Record<string, unknown> };
      delete payload.data.store_id;
      await rows(`update events set payload = '${JSON.stringify(payload).replaceAll("'", "''")}' where id = '${row.id as string}'`);
    }
    expect((await recorded()).every((event) => !("store_id" in event.data))).toBe(true);

    expect(await migrate(rig.server.database.db)).toContain("0038_webhook_stores");
    const after = await recorded();
    expect(after).toEqual(now);
    expect(after.map((event) => Object.keys(event.data).slice(0, 4))).toEqual(after.map(() => ["order_ref", "external_ref", "store_id", "status"]));
    expect(after.every((event) => event.data.store_id === storeId)).toBe(true);
    const listed = await rig.server.post("/v1/admin/webhooks/get", { webhook_id: endpoint.body.data.webhook_id }, ADMIN_TOKEN);
    expect(listed.body.data.store_ids).toBeNull();
    // orders/events shows the migrated payloads.
    const events = await rig.server.post("/v1/orders/events", { order_ref: orderRef }, rig.acme.token);
    expect(events.body.data.events.map((e: { data: { store_id: string } }) => e.data.store_id)).toEqual(after.map(() => storeId));
  });
});
