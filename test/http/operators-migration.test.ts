// Migration 0022 on a database with operator tokens and events: down removes operators and actors; up makes every
// operator token admin's, names the merchant on shipping updates and the service on print_files.ready, and leaves
// every other earlier event "recorded_before_actors" rather than guess.
import { createHash, randomBytes } from "node:crypto";
import { sql } from "kysely";
import { describe, expect, it } from "vitest";
import { migrate } from "../../src/store/database.js";
import { serviceContext } from "../../src/services/context.js";
import { migrationBefore, useMigrationRig } from "../helpers/migrations.js";
import { createOrder } from "../helpers/orders.js";
import { ADMIN_TOKEN } from "../helpers/server.js";

const rig = useMigrationRig();
const { rows, migrateTo } = rig;

describe("migration 0022", () => {
  it("goes down and up again; earlier operator tokens are admin's and earlier events get an honest actor", async () => {
    const ctx = serviceContext(rig.server.database.db, rig.server.config);
    const order = await createOrder(rig.server, rig.acme.token);
    await rig.server.post("/v1/orders/update-shipping", { order_ref: order.orderRef, shipping_name: "Max Mustermann", shipping_address_1: "Hauptstr. 1", shipping_city: "Berlin", shipping_zip: "10115", shipping_state: "BE", shipping_country: "DE" }, rig.acme.token);
    await rig.server.post("/v1/admin/orders/transition", { order_ref: order.orderRef, status: "on_hold", reason: "check" }, ADMIN_TOKEN);
    const before = await migrationBefore("0022_operators");
    await migrateTo(before);
    expect(Object.keys((await rows(`select * from events`))[0]!)).not.toContain("actor_type");
    expect(Object.keys((await rows(`select * from tokens`))[0]!)).not.toContain("operator_id");
    // A token made before operators had names (the first start's, or `tokens create --operator`).
    const old = await createOperatorTokenBefore0022(ctx);

    expect(await migrate(rig.server.database.db)).toContain("0022_operators");
    expect(await rows(`select id, name, email, disabled from operators`)).toEqual([{ id: "op_admin", name: "admin", email: null, disabled: false }]);
    expect(await rows(`select operator_id from tokens where role = 'operator'`)).toEqual([{ operator_id: "op_admin" }]);
    const actors = await rows(`select type, actor_type, actor_id, actor_name, actor_reason from events where order_ref = '${order.orderRef}' order by order_seq`);
    expect(actors).toEqual([
      { type: "order.shipping_updated", actor_type: "account", actor_id: null, actor_name: null, actor_reason: null },
      { type: "order.status_changed", actor_type: "system", actor_id: null, actor_name: null, actor_reason: "recorded_before_actors" },
      { type: "order.on_hold", actor_type: "system", actor_id: null, actor_name: null, actor_reason: "recorded_before_actors" },
    ]);
    const events = (await rig.server.post("/v1/admin/orders/events", { order_ref: order.orderRef }, ADMIN_TOKEN)).body.data.events;
    expect(events.map((e: { summary: string }) => e.summary)).toEqual([
      "The merchant changed the shipping address",
      "Someone (recorded before actors were kept) put the order on hold: check",
      "Someone (recorded before actors were kept) put the order on hold: check",
    ]);
    // The old token works as admin's.
    const signedIn = await rig.server.request("/console/session", { method: "POST", headers: { "content-type": "application/json", origin: rig.server.url }, body: JSON.stringify({ token: old }) });
    expect(signedIn.body.data.operator).toEqual({ operator_id: "op_admin", name: "admin" });
  });
});

/** What createOperatorToken wrote before 0022: a row without operator_id. */
async function createOperatorTokenBefore0022(ctx: ReturnType<typeof serviceContext>): Promise<string> {
  const token = `podop_${randomBytes(24).toString("base64url")}`;
  const hash = createHash("sha256").update(token).digest("hex");
  await sql`insert into tokens (id, account_id, role, token_hash, created_at, revoked_at) values (${"tok_old"}, ${null}, ${"operator"}, ${hash}, ${new Date().toISOString()}, ${null})`.execute(ctx.db);
  return token;
}
