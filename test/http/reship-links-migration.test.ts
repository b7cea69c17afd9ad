// Migration 0024 on a database with shipments: down removes the reshipment link and the operator activity; up keeps
// every earlier shipment unlinked (null: the lost parcel was never named) and the service reads and writes both again.
import { sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { migrate } from "../../src/store/database.js";
import { startSeededServer, type SeededAccount } from "../helpers/fixtures.js";
import { migrateDatabaseTo } from "../helpers/migrations.js";
import { createOrder, walk } from "../helpers/orders.js";
import { ADMIN_TOKEN, type TestServer } from "../helpers/server.js";

let server: TestServer;
let acme: SeededAccount;

beforeAll(async () => ({ server, acme } = await startSeededServer()));
afterAll(() => server.close());

const rows = (query: string) => sql.raw<Record<string, unknown>>(query).execute(server.database.db).then((r) => r.rows);
const admin = (path: string, body: unknown) => server.post(`/v1/admin/${path}`, body, ADMIN_TOKEN);

describe("migration 0024", () => {
  it("goes down and up again; earlier reshipments replace nothing named, and new ones can", async () => {
    const order = await createOrder(server, acme.token, 2);
    await walk(server, order, ["in_production", "ship"]);
    const old = (await admin("orders/ship", { order_ref: order.orderRef, carrier: "UPS", tracking_number: "1ZOLD", reshipment: true })).body.data.shipment_ref;
    expect(old).toMatch(/^shp_/);

    await migrateDatabaseTo(server.database, "0023_operator_desk");
    expect(Object.keys((await rows(`select * from shipments`))[0]!)).not.toContain("replaces_shipment_ref");
    await expect(rows(`select * from order_activity`)).rejects.toThrow();

    expect(await migrate(server.database.db)).toContain("0024_reship_links");
    const shipments = await rows(`select shipment_ref, reshipment, replaces_shipment_ref from shipments where order_ref = '${order.orderRef}' order by shipped_at, shipment_ref`);
    expect(shipments.map((s) => s.replaces_shipment_ref)).toEqual([null, null]);
    expect(await rows(`select * from order_activity`)).toEqual([]);
    const view = (await admin("orders/get", { order_ref: order.orderRef })).body.data;
    expect(view.shipments.map((s: Record<string, unknown>) => "replaces_shipment_ref" in s)).toEqual([false, false]);

    const linked = await admin("orders/ship", { order_ref: order.orderRef, carrier: "UPS", tracking_number: "1ZNEW", reshipment: true, replaces_shipment_ref: old });
    expect(linked.body).toMatchObject({ status: "success", data: { reshipment: true } });
    expect(await rows(`select replaces_shipment_ref from shipments where shipment_ref = '${linked.body.data.shipment_ref}'`)).toEqual([{ replaces_shipment_ref: old }]);
  });
});
