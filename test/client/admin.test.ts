// Operator operations through @pod-orders/client (client.admin): accounts, tokens, catalog, orders, shipments, packing slips.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { PodOrdersError } from "@pod-orders/client";
import { standardOrder, uniqueRef } from "../helpers/fixtures.js";
import { startClientRig, type ClientRig } from "./support.js";

let rig: ClientRig;

beforeAll(async () => {
  rig = await startClientRig();
});
afterAll(async () => {
  await rig.close();
});

describe("client.admin", () => {
  it("accounts and tokens: create, get, list, update; a new token works until it is revoked", async () => {
    const admin = rig.operator.admin;
    const account = await admin.accounts.create({ name: "Client Co", insert_ids: [7], packing_slip: { branding_message: "Thanks from Client Co" } });
    expect(account).toMatchObject({ name: "Client Co", insert_ids: [7], disabled: false });
    expect(await admin.accounts.get({ account_id: account.account_id })).toMatchObject({ account_id: account.account_id, name: "Client Co" });
    const listed = await admin.accounts.list({ limit: 100 });
    expect(listed.accounts.map((a) => a.account_id)).toContain(account.account_id);
    expect(await admin.accounts.update({ account_id: account.account_id, name: "Client Company" })).toMatchObject({ name: "Client Company" });

    const issued = await admin.tokens.create({ account_id: account.account_id });
    const merchant = rig.client(issued.token);
    expect((await merchant.orders.list({})).orders).toEqual([]);
    expect(await admin.tokens.revoke({ token_id: issued.token_id })).toEqual({ token_id: issued.token_id });
    await expect(merchant.orders.list({})).rejects.toMatchObject({ status: 401, code: "unauthorized" });
  });

  it("catalog: create a blank and list it", async () => {
    const sku = uniqueRef("BLK").replace(/[^A-Za-z0-9-]/g, "").slice(0, 40);
    const blank = await rig.operator.admin.catalog.create({ sku, name: "Client blank", type: "pod", print_areas: { front: { width_px: 600, height_px: 400, dpi: 100 } } });
    expect(blank).toMatchObject({ sku, type: "pod" });
    expect((await rig.operator.admin.catalog.list({ limit: 100 })).blanks.map((b) => b.sku)).toContain(sku);
  });

  it("orders: list and get any account's order, ship part of it, record the parcel's progress; a refused retry-files is a result", async () => {
    const admin = rig.operator.admin;
    const created = await rig.caller.orders.create(standardOrder({ items: [{ sku: "MY-TEE", quantity: 3 }] }));
    const listed = await admin.orders.list({ account_id: rig.acme.accountId, status: "received", limit: 100 });
    expect(listed.orders.map((o) => o.order_ref)).toContain(created.order_ref);
    expect(await admin.orders.get({ order_ref: created.order_ref })).toMatchObject({ order_ref: created.order_ref, account_id: rig.acme.accountId });

    const released = await admin.orders.transition({ order_ref: created.order_ref, status: "in_production", force: true, reason: "client test" });
    expect(released.ok).toBe(true);
    const shipped = await admin.orders.ship({ order_ref: created.order_ref, carrier: "DHL", tracking_number: "JD0001", items: [{ item_ref: created.items[0]!.item_ref, quantity: 1 }] });
    if (!shipped.ok) throw new Error(`ship refused: ${shipped.code}`);
    expect(shipped.data).toMatchObject({ order_ref: created.order_ref, status: "partially_shipped", reshipment: false });

    const progress = await admin.shipments.update({ shipment_ref: shipped.data.shipment_ref, status: "delivered", note: "left with a neighbour" });
    if (!progress.ok) throw new Error(`update refused: ${progress.code}`);
    expect(progress.data.shipment).toMatchObject({ shipment_ref: shipped.data.shipment_ref, status: "delivered", events: [{ status: "delivered", note: "left with a neighbour" }] });

    const retry = await admin.orders.retryFiles({ order_ref: created.order_ref });
    expect(retry).toMatchObject({ ok: false, code: "no_failed_files", orderRef: created.order_ref });
  });

  it("packing slips: one order's PDF by GET, several in one PDF, a typed error for an unknown order", async () => {
    const admin = rig.operator.admin;
    const first = await rig.caller.orders.create(standardOrder());
    const second = await rig.caller.orders.create(standardOrder());
    const slip = await admin.orders.packingSlip(first.order_ref);
    expect(slip.contentType).toBe("application/pdf");
    expect(Buffer.from(slip.bytes.subarray(0, 5)).toString("latin1")).toBe("%PDF-");
    expect(slip.filename).toBe(`packing-slip-${first.order_ref}.pdf`);
    const batch = await admin.packingSlips({ order_refs: [first.order_ref, second.order_ref] });
    expect(Buffer.from(batch.bytes.subarray(0, 5)).toString("latin1")).toBe("%PDF-");
    expect(batch.bytes.length).toBeGreaterThan(slip.bytes.length);
    expect(batch.skippedOrders).toEqual([]);
    const cancelled = await rig.caller.orders.create(standardOrder());
    await admin.orders.bulk({ action: "cancel", order_refs: [cancelled.order_ref] });
    const skipping = await admin.packingSlips({ order_refs: [first.order_ref, cancelled.order_ref], skip_unprintable: true });
    expect(skipping.skippedOrders).toEqual([cancelled.order_ref]);

    const error = await admin.orders.packingSlip("ord_unknown").catch((e: unknown) => e);
    expect(error).toBeInstanceOf(PodOrdersError);
    expect(error).toMatchObject({ status: 404, code: "order_not_found" });
    await expect(admin.packingSlips({ order_refs: [first.order_ref, "ord_unknown"] })).rejects.toMatchObject({
      status: 404,
      errors: [expect.objectContaining({ path: "order_refs[1]", code: "order_not_found" })],
    });
  });
});
