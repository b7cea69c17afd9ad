// The /metrics count of open webhook deliveries reads the partial index of open deliveries, not every delivery ever
// made, on SQLite and (when POD_TEST_POSTGRES_URL is set) PostgreSQL.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { storeEngines } from "../helpers/engines.js";
import { QUERY_PLANS } from "../helpers/query-plans.js";
import { migrate, type Database, type Db } from "../../src/store/database.js";
import { countOpenDeliveries, openDeliveriesQuery } from "../../src/store/metrics.js";

const AT = "2026-01-01T00:00:00.000Z";


describe.each(storeEngines(2))("on $name", ({ name, open }) => {
  const plan = QUERY_PLANS[name];
  let database: Database;
  let db: Db;
  let drop: () => void | Promise<void>;

  beforeAll(async () => {
    ({ database, drop } = await open());
    db = database.db;
    await migrate(db);
    await db.insertInto("accounts").values({ id: "acc_1", name: "Acme", connected_stores: false, return_address: null, insert_ids: "[]", packing_slip: null, created_at: AT }).execute();
    await db
      .insertInto("webhook_endpoints")
      .values({ id: "wh_1", account_id: "acc_1", url: "https://example.com/hook", events: null, template: null, secret: "s", previous_secret: null, previous_secret_expires_at: null, enabled: true, disabled_reason: null, disabled_at: null, failing_since: null, created_at: AT, updated_at: AT })
      .execute();
    const statuses: ("pending" | "succeeded" | "failed")[] = [...Array<"succeeded">(40).fill("succeeded"), "pending", "pending", "pending", "failed"];
    await db
      .insertInto("webhook_deliveries")
      .values(statuses.map((status, i) => ({ id: `dlv_${i}`, webhook_id: "wh_1", event_id: `evt_${i}`, event_type: "order.status_changed" as const, order_ref: "ord_1", status, next_attempt_at: null, last_error: null, created_at: AT, updated_at: AT })))
      .execute();
  });

  afterAll(async () => {
    await database.close();
    await drop();
  });

  it("counts the pending and the failed deliveries", async () => {
    const counts = await countOpenDeliveries(db);
    expect(Object.fromEntries(counts.map((c) => [c.status, c.count]))).toEqual({ pending: 3, failed: 1 });
  });

  it("reads them through the partial index of open deliveries", async () => {
    const query = openDeliveriesQuery(db).compile();
    expect(query.parameters).toEqual([]);
    expect(await plan(db, query)).toContain("webhook_deliveries_open");
  });
});
