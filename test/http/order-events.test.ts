// Ordered events: sequence and occurred_at on every event and webhook payload, the latest sequence on orders/get and
// tracking, the caller's POST /v1/orders/events, and the migration that numbers events recorded before.
import { sql } from "kysely";
import { describe, expect, it } from "vitest";
import { up as numberOldEvents } from "../../src/store/migrations/0006_event_sequence.js";
import { addModeToPayloads } from "../../src/store/migrations/0020_sandbox_controls.js";
import { createOrder, walk } from "../helpers/orders.js";
import { ADMIN_TOKEN } from "../helpers/server.js";
import { useWebhookRig } from "../helpers/webhooks.js";

const rig = useWebhookRig();

const events = (body: Record<string, unknown>, token = rig.acme.token) => rig.server.post("/v1/orders/events", body, token);

describe("ordered events", () => {
  it("numbers every event of an order 1..n; webhooks deliver them with those numbers and orders/events lists the same payloads", async () => {
    await rig.createEndpoint({ account_id: rig.acme.accountId, url: rig.receiver.url });
    const workers = rig.workers();
    workers.start();
    const order = await createOrder(rig.server, rig.acme.token);
    const cancel = await rig.server.post("/v1/orders/cancel-items", { order_ref: order.orderRef, items: [{ item_ref: order.items[0], cancelled_quantity: 1 }] }, rig.acme.token);
    expect(cancel.body.status).toBe("success");
    await walk(rig.server, order, ["on_hold", "received", "in_production", "ship-part", "ship"]);

    const history = await events({ order_ref: order.orderRef });
    expect(history.status).toBe(200);
    const listed = history.body.data.events as { id: string; type: string; sequence: number; occurred_at: string; created_at: string }[];
    expect(listed.map((e) => e.sequence)).toEqual(listed.map((_, i) => i + 1));
    expect(listed.map((e) => e.type)).toEqual([
      "order.items_cancelled",
      "order.status_changed",
      "order.on_hold",
      "order.status_changed",
      "order.status_changed",
      "shipment.created",
      "order.status_changed",
      "shipment.created",
      "order.status_changed",
    ]);
    for (const e of listed) expect(e.occurred_at).toBe(e.created_at);
    expect(history.body.data).toMatchObject({ order_ref: order.orderRef, external_ref: order.externalRef, sequence: listed.length, more: false });

    await rig.receiver.waitFor((r) => r.filter((x) => JSON.parse(x.body).data.order_ref === order.orderRef).length >= listed.length);
    const delivered = rig.receiver.received.map((r) => JSON.parse(r.body)).filter((p) => p.data.order_ref === order.orderRef);
    expect(delivered).toEqual(history.body.data.events);

    const got = await rig.server.post("/v1/orders/get", { order_ref: order.orderRef }, rig.acme.token);
    expect(got.body.data.sequence).toBe(listed.length);
    const tracked = await rig.server.post("/v1/orders/tracking", { external_ref: order.externalRef }, rig.acme.token);
    expect(tracked.body.data.sequence).toBe(listed.length);
    const operator = await rig.server.post("/v1/admin/orders/get", { order_ref: order.orderRef }, ADMIN_TOKEN);
    expect(operator.body.data.sequence).toBe(listed.length);
  });

  it("continues after a sequence, in pages, by order_ref or external_ref", async () => {
    const order = await createOrder(rig.server, rig.acme.token);
    await walk(rig.server, order, ["on_hold", "received", "on_hold", "received"]);
    const all = (await events({ external_ref: order.externalRef })).body.data;
    expect(all.events.map((e: { sequence: number }) => e.sequence)).toEqual([1, 2, 3, 4, 5, 6]);
    const page = await events({ order_ref: order.orderRef, after_sequence: 2, limit: 3 });
    expect(page.body.data.events.map((e: { sequence: number }) => e.sequence)).toEqual([3, 4, 5]);
    expect(page.body.data).toMatchObject({ sequence: 6, more: true });
    const last = await events({ order_ref: order.orderRef, after_sequence: 5, limit: 3 });
    expect(last.body.data.events.map((e: { sequence: number }) => e.sequence)).toEqual([6]);
    expect(last.body.data.more).toBe(false);
    const none = await events({ order_ref: order.orderRef, after_sequence: 6 });
    expect(none.body.data).toMatchObject({ events: [], sequence: 6, more: false });
  });

  it("answers an order without events with sequence 0 everywhere", async () => {
    const order = await createOrder(rig.server, rig.acme.token);
    expect((await events({ order_ref: order.orderRef })).body.data).toMatchObject({ events: [], sequence: 0, more: false });
    expect((await rig.server.post("/v1/orders/get", { order_ref: order.orderRef }, rig.acme.token)).body.data.sequence).toBe(0);
  });
});

describe("POST /v1/orders/events refusals", () => {
  it("answers an unknown order and another account's order alike: 404 order_not_found", async () => {
    const order = await createOrder(rig.server, rig.acme.token);
    for (const res of [await events({ order_ref: "ord_unknown" }), await events({ order_ref: order.orderRef }, rig.other.token), await events({ external_ref: order.externalRef }, rig.other.token)]) {
      expect(res.status).toBe(404);
      expect(res.body.data.errors[0].code).toBe("order_not_found");
    }
  });

  it.each([
    [{}, "order_ref", "required"],
    [{ order_ref: "ord_x", external_ref: "x" }, "external_ref", "invalid"],
    [{ order_ref: "ord_x", after_sequence: -1 }, "after_sequence", "out_of_range"],
    [{ order_ref: "ord_x", after_sequence: "2" }, "after_sequence", "invalid_type"],
    [{ order_ref: "ord_x", limit: 0 }, "limit", "out_of_range"],
    [{ order_ref: "ord_x", limit: 501 }, "limit", "out_of_range"],
    [{ order_ref: "ord_x", since: 1 }, "since", "unknown_field"],
  ])("refuses %o: %s %s", async (body, path, code) => {
    const res = await events(body);
    expect(res.status).toBe(400);
    expect(res.body.data.errors).toContainEqual(expect.objectContaining({ path, code }));
  });

  it("refuses malformed JSON, a missing token and an operator token", async () => {
    const malformed = await rig.server.post("/v1/orders/events", '{"order_ref":', rig.acme.token);
    expect(malformed.status).toBe(400);
    expect(malformed.body.data.errors[0].code).toBe("malformed_json");
    expect((await events({ order_ref: "ord_x" }, "")).status).toBe(401);
    const operator = await events({ order_ref: "ord_x" }, ADMIN_TOKEN);
    expect(operator.status).toBe(403);
    expect(operator.body.data.errors[0].code).toBe("forbidden");
  });
});

describe("migration 0006", () => {
  it("gives events recorded before it their sequence and occurred_at, and leaves numbered ones alone", async () => {
    const order = await createOrder(rig.server, rig.acme.token);
    await walk(rig.server, order, ["on_hold", "received"]);
    const db = rig.server.database.db;
    const rows = await db.selectFrom("events").select(["id", "order_seq", "payload", "created_at"]).where("order_ref", "=", order.orderRef).orderBy("order_seq").execute();
    expect(rows).toHaveLength(3);
    // The first two as the service wrote them before sequences existed.
    for (const row of rows.slice(0, 2)) {
      const { sequence: _sequence, occurred_at: _occurred, mode: _mode, ...old } = JSON.parse(row.payload);
      await sql`update events set payload = ${JSON.stringify(old)} where id = ${row.id}`.execute(db);
    }
    const untouched = rows[2]!.payload;
    await numberOldEvents(db as never);
    const after = await db.selectFrom("events").select(["id", "payload"]).where("order_ref", "=", order.orderRef).orderBy("order_seq").execute();
    after.forEach((row, i) => {
      const payload = JSON.parse(row.payload);
      // The first two as 0006 left them (mode came with 0020); the third as the service writes events now.
      expect(Object.keys(payload)).toEqual(i < 2 ? ["id", "type", "sequence", "occurred_at", "created_at", "data"] : ["id", "type", "sequence", "mode", "occurred_at", "created_at", "data"]);
      expect(payload).toMatchObject({ id: rows[i]!.id, sequence: i + 1, occurred_at: rows[i]!.created_at, created_at: rows[i]!.created_at });
    });
    expect(after[2]!.payload).toBe(untouched);
    // 0020 then gives the first two their account's mode, in front, and leaves the third (which has it) alone.
    await addModeToPayloads(db as never);
    const moded = await db.selectFrom("events").select("payload").where("order_ref", "=", order.orderRef).orderBy("order_seq").execute();
    expect(moded.map((row) => JSON.parse(row.payload).mode)).toEqual(["live", "live", "live"]);
    expect(moded.slice(0, 2).map((row) => row.payload)).toEqual(after.slice(0, 2).map((row) => `{"mode":"live",${row.payload.slice(1)}`));
    expect(moded[2]!.payload).toBe(untouched);
    expect((await events({ order_ref: order.orderRef })).body.data.events.map((e: { sequence: number }) => e.sequence)).toEqual([1, 2, 3]);
  });
});
