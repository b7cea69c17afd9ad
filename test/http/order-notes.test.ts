// Internal notes (orders/notes/add, docs/operator-guide.md#notes) through real HTTP: kept with actor and time, shown by the operator's
// orders/get, never in the caller's orders/get or orders/events, the operator's orders/events, or a webhook.
import { beforeAll, describe, expect, it } from "vitest";
import { createOrder, walk, type CreatedOrder } from "../helpers/orders.js";
import { ADMIN_TOKEN } from "../helpers/server.js";
import { useWebhookRig } from "../helpers/webhooks.js";

const rig = useWebhookRig();
const admin = (path: string, body: unknown, token: string = ADMIN_TOKEN) => rig.server.post(`/v1/admin${path}`, body, token);
const SECRET = "Customer called: fraud check, do NOT produce";
let order: CreatedOrder;

beforeAll(async () => {
  await rig.createEndpoint({ account_id: rig.acme.accountId, url: rig.receiver.url });
  order = await createOrder(rig.server, rig.acme.token);
});

describe("orders/notes/add", () => {
  it("keeps the note with its author and time, oldest first, without changing the order", async () => {
    const before = (await admin("/orders/get", { order_ref: order.orderRef })).body.data;
    expect(before.notes).toEqual([]);
    const added = await admin("/orders/notes/add", { order_ref: order.orderRef, text: SECRET });
    expect(added.status).toBe(200);
    expect(added.body).toMatchObject({
      status: "success",
      message: "Note added",
      data: { order_ref: order.orderRef, text: SECRET, actor: { type: "operator", id: "op_admin", name: "admin" } },
    });
    expect(added.body.data.note_id).toMatch(/^note_/);
    expect(Date.parse(added.body.data.created_at)).not.toBeNaN();
    const second = await admin("/orders/notes/add", { order_ref: order.orderRef, text: "  line one\nline two  " });
    const after = (await admin("/orders/get", { order_ref: order.orderRef })).body.data;
    expect(after.notes.map((n: { text: string }) => n.text)).toEqual([SECRET, "  line one\nline two  "]);
    expect(after.notes[1]).toEqual(second.body.data);
    expect(after.updated_at).toBe(before.updated_at);
    expect(after.sequence).toBe(before.sequence);
    const rows = await rig.server.database.db.selectFrom("order_notes").selectAll().where("order_ref", "=", order.orderRef).orderBy("id").execute();
    expect(rows.map((r) => [r.text, JSON.parse(r.actor)])).toEqual([
      [SECRET, { type: "operator", id: "op_admin", name: "admin" }],
      ["  line one\nline two  ", { type: "operator", id: "op_admin", name: "admin" }],
    ]);
  });

  it("never shows a note to the caller, in events or in webhooks", async () => {
    await admin("/orders/notes/add", { order_ref: order.orderRef, text: SECRET });
    await walk(rig.server, order, ["on_hold", "in_production", "ship"]);
    const workers = rig.workers();
    while ((await workers.worker.runOnce()) > 0);
    await rig.receiver.waitFor((received) => received.some((r) => r.body.includes("shipment.created") && r.body.includes(order.orderRef)));
    const bodies = rig.receiver.received.filter((r) => r.body.includes(order.orderRef)).map((r) => r.body);
    expect(bodies.length).toBeGreaterThanOrEqual(3);
    for (const body of bodies) expect(body).not.toContain("fraud check");

    const callerGet = await rig.server.post("/v1/orders/get", { order_ref: order.orderRef }, rig.acme.token);
    expect(callerGet.body.status).toBe("success");
    expect(callerGet.body.data).not.toHaveProperty("notes");
    expect(JSON.stringify(callerGet.body)).not.toContain("fraud check");
    const callerEvents = await rig.server.post("/v1/orders/events", { order_ref: order.orderRef }, rig.acme.token);
    expect(callerEvents.body.data.events.length).toBeGreaterThan(0);
    expect(JSON.stringify(callerEvents.body)).not.toContain("fraud check");
    const operatorEvents = await admin("/orders/events", { order_ref: order.orderRef });
    expect(JSON.stringify(operatorEvents.body)).not.toContain("fraud check");
    const list = await admin("/orders/list", { external_ref: order.externalRef });
    expect(list.body.data.orders[0]).not.toHaveProperty("notes");
  });

  it("refuses blank, too long and malformed notes, and unknown orders, writing nothing", async () => {
    const count = async () => (await rig.server.database.db.selectFrom("order_notes").select((eb) => eb.fn.countAll<number>().as("n")).executeTakeFirstOrThrow()).n;
    const before = Number(await count());
    const blank = await admin("/orders/notes/add", { order_ref: order.orderRef, text: " \n\t " });
    expect(blank.status).toBe(400);
    expect(blank.body.data.errors[0]).toMatchObject({ code: "required", path: "text" });
    expect((await admin("/orders/notes/add", { order_ref: order.orderRef, text: "" })).body.data.errors[0]).toMatchObject({ code: "required", path: "text" });
    const long = await admin("/orders/notes/add", { order_ref: order.orderRef, text: "x".repeat(2001) });
    expect(long.status).toBe(400);
    expect(long.body.data.errors[0]).toMatchObject({ code: "too_long", path: "text" });
    expect((await admin("/orders/notes/add", { order_ref: order.orderRef, text: "x".repeat(2000) })).status).toBe(200);
    expect((await admin("/orders/notes/add", { order_ref: order.orderRef })).body.data.errors[0]).toMatchObject({ code: "required", path: "text" });
    expect((await admin("/orders/notes/add", { order_ref: order.orderRef, text: "hi", pinned: true })).body.data.errors[0]).toMatchObject({ code: "unknown_field", path: "pinned" });
    const unknown = await admin("/orders/notes/add", { order_ref: "ord_nope", text: "hello" });
    expect(unknown.status).toBe(404);
    expect(unknown.body.data.errors[0]).toMatchObject({ code: "order_not_found", path: "order_ref" });
    const malformed = await rig.server.request("/v1/admin/orders/notes/add", { method: "POST", headers: { "content-type": "application/json", authorization: `Bearer ${ADMIN_TOKEN}` }, body: "{" });
    expect(malformed.status).toBe(400);
    expect(malformed.body.data.errors[0].code).toBe("malformed_json");
    expect(Number(await count())).toBe(before + 1);
  });

  it("is the operator's alone", async () => {
    expect((await admin("/orders/notes/add", { order_ref: order.orderRef, text: "hi" }, rig.acme.token)).status).toBe(403);
    expect((await rig.server.post("/v1/admin/orders/notes/add", { order_ref: order.orderRef, text: "hi" })).status).toBe(401);
  });
});
