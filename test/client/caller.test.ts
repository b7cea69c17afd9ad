// Every caller operation through @pod-orders/client against a real server: orders, products and file downloads.
import { createHash } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { OrdersCreateBody, PodOrdersClient } from "@pod-orders/client";
import { MAKE_LINE_FILES } from "../../src/jobs/kinds.js";
import { standardOrder, uniqueRef } from "../helpers/fixtures.js";
import { ADMIN_TOKEN } from "../helpers/server.js";
import { gradientImage, startImageHost, type ImageHost } from "../helpers/image-host.js";
import { startClientRig, type ClientRig } from "./support.js";

let rig: ClientRig;
let host: ImageHost;

beforeAll(async () => {
  rig = await startClientRig();
  host = await startImageHost();
});
afterAll(async () => {
  await host.close();
  await rig.close();
});

const ADDRESS = {
  shipping_name: "Grace Hopper",
  shipping_address_1: "1 Harbour St",
  shipping_city: "Arlington",
  shipping_zip: "22201",
  shipping_state: "VA",
  shipping_country: "US",
};

async function createStandard(quantity = 4): Promise<{ body: OrdersCreateBody; orderRef: string; items: string[] }> {
  const body: OrdersCreateBody = standardOrder({ items: [{ sku: "MY-TEE", quantity }, { sku: "MY-BOOK", quantity: 1 }] });
  const created = await rig.caller.orders.create(body);
  return { body, orderRef: created.order_ref, items: created.items.map((i) => i.item_ref) };
}

describe("orders through the client", () => {
  it("create returns the order's references, and the same body again replays the same order (safe to retry), saying so", async () => {
    const body: OrdersCreateBody = standardOrder({ items: [{ sku: "MY-TEE", quantity: 4 }, { sku: "MY-BOOK", quantity: 1 }] });
    const first = await rig.caller.orders.create(body);
    expect(first.order_ref).toMatch(/\S/);
    expect(first.items).toHaveLength(2);
    expect(first.replayed).toBe(false);
    const again = await rig.caller.orders.create(body);
    expect(again.replayed).toBe(true);
    expect(again.order_ref).toBe(first.order_ref);
    expect(again.items.map((i) => i.item_ref)).toEqual(first.items.map((i) => i.item_ref));
    // replayed is the client's, from the header: the data is the service's answer, field for field.
    const { replayed: _first, ...data } = first;
    const { replayed: _again, ...replayedData } = again;
    expect(replayedData).toEqual(data);
  });

  it("get by order_ref and by external_ref, and list", async () => {
    const { body, orderRef } = await createStandard(2);
    const byRef = await rig.caller.orders.get({ order_ref: orderRef });
    expect(byRef).toMatchObject({ order_ref: orderRef, external_ref: body.external_ref, status: "received", item_kind: "standard" });
    expect(byRef.items.map((i) => [i.sku, i.quantity])).toEqual([["MY-TEE", 2], ["MY-BOOK", 1]]);
    expect((await rig.caller.orders.get({ external_ref: body.external_ref })).order_ref).toBe(orderRef);
    const page = await rig.caller.orders.list({ limit: 100, status: "received" });
    expect(page.orders.map((o) => o.order_ref)).toContain(orderRef);
    expect(page.orders.every((o) => o.status === "received")).toBe(true);
  });

  it("update-shipping succeeds as { ok: true } with the new address, and its event is in the order's history", async () => {
    const { orderRef } = await createStandard();
    const result = await rig.caller.orders.updateShipping({ order_ref: orderRef, ...ADDRESS });
    expect(result.ok).toBe(true);
    if (!result.ok) throw new Error("refused");
    expect(result.data).toMatchObject({ order_ref: orderRef, shipping_name: "Grace Hopper", shipping_city: "Arlington", shipping_state: "VA" });
    expect((await rig.caller.orders.get({ order_ref: orderRef })).shipping_city).toBe("Arlington");

    const history = await rig.caller.orders.events({ order_ref: orderRef });
    expect(history).toMatchObject({ order_ref: orderRef, sequence: 1, more: false });
    expect(history.events.map((e) => [e.sequence, e.type])).toEqual([[1, "order.shipping_updated"]]);
  });

  it("cancel-items succeeds as { ok: true } with the remaining quantities", async () => {
    const { orderRef, items } = await createStandard(4);
    const result = await rig.caller.orders.cancelItems({ order_ref: orderRef, items: [{ item_ref: items[0]!, cancelled_quantity: 3 }] });
    if (!result.ok) throw new Error(`refused: ${result.code}`);
    expect(result.data).toEqual({ order_ref: orderRef, status: "received", items: [{ item_ref: items[0], cancelled_quantity: 3, remaining_quantity: 1 }] });
    const order = await rig.caller.orders.get({ order_ref: orderRef });
    expect(order.items[0]).toMatchObject({ quantity: 4, cancelled_quantity: 3 });
  });

  it("tracking shows the shipment the operator recorded, by order and by updated_after", async () => {
    const { orderRef, items } = await createStandard(1);
    const before = new Date(Date.now() - 1000).toISOString().replace(/\.\d+Z$/, "Z");
    const released = await rig.operator.admin.orders.transition({ order_ref: orderRef, status: "in_production", force: true, reason: "files not fetched in tests" });
    expect(released.ok).toBe(true);
    const shipped = await rig.operator.admin.orders.ship({ order_ref: orderRef, carrier: "UPS", tracking_number: "1ZCLIENT1", tracking_url: "https://ups.example/1ZCLIENT1" });
    if (!shipped.ok) throw new Error(`ship refused: ${shipped.code}`);

    const tracking = await rig.caller.orders.tracking({ order_ref: orderRef });
    expect(tracking).toMatchObject({ order_ref: orderRef, status: "shipped" });
    expect(tracking.shipments).toHaveLength(1);
    expect(tracking.shipments[0]).toMatchObject({ shipment_ref: shipped.data.shipment_ref, carrier: "UPS", tracking_number: "1ZCLIENT1", reshipment: false });
    expect(tracking.shipments[0]!.items.map((i) => i.item_ref).sort()).toEqual([...items].sort());

    const polled = await rig.caller.orders.tracking({ updated_after: before, limit: 100 });
    expect(polled.shipments.map((s) => s.shipment_ref)).toContain(shipped.data.shipment_ref);
  });
});

describe("products through the client", () => {
  it("create, get and list", async () => {
    const sku = uniqueRef("CLI").replace(/[^A-Za-z0-9-]/g, "").slice(0, 40);
    const created = await rig.caller.products.create({ sku, name: "Client tee", blank_sku: "TEE-BLK", print_areas: { front: { print_file: "https://art.example.com/client.png" } } });
    expect(created).toMatchObject({ sku, name: "Client tee", blank_sku: "TEE-BLK" });
    expect(await rig.caller.products.get({ sku })).toMatchObject({ sku, name: "Client tee" });
    const listed = await rig.caller.products.list({ limit: 100 });
    expect(listed.products.map((p) => p.sku)).toContain(sku);
  });
});

describe("the token through the client", () => {
  it("token() describes the calling token; a token without a scope gets PodOrdersError insufficient_scope", async () => {
    expect(await rig.caller.token({})).toMatchObject({ account_id: rig.acme.accountId, mode: "live", scopes: expect.arrayContaining(["orders:write"]), expires_at: null });
    const admin = rig.client(ADMIN_TOKEN);
    const reader = await admin.admin.tokens.create({ account_id: rig.acme.accountId, scopes: ["orders:read"], name: "Reader" });
    const limited = rig.client(reader.token);
    expect(await limited.token({})).toMatchObject({ token_id: reader.token_id, scopes: ["orders:read"], name: "Reader" });
    const refused = await limited.products.list({}).catch((error: unknown) => error);
    expect(refused).toMatchObject({ name: "PodOrdersError", status: 403, code: "insufficient_scope" });
  });

  it("tokens.create, list and revoke: the account makes its own token, sees it listed and revokes it", async () => {
    const made = await rig.caller.tokens.create({ scopes: ["orders:read"], name: "Made through the client" });
    expect(made).toMatchObject({ account_id: rig.acme.accountId, mode: "live", scopes: ["orders:read"], name: "Made through the client", token: expect.stringMatching(/^pod_live_/) });
    const own = rig.client(made.token);
    expect(await own.token({})).toMatchObject({ token_id: made.token_id, scopes: ["orders:read"] });
    const listed = await rig.caller.tokens.list({ limit: 100 });
    expect(listed.tokens.find((t) => t.token_id === made.token_id)).toMatchObject({ revoked_at: null, created_by_token_id: rig.acme.tokenId });
    const revoked = await rig.caller.tokens.revoke({ token_id: made.token_id });
    expect(revoked.revoked_at).toEqual(expect.any(String));
    expect(await own.token({}).catch((error: unknown) => error)).toMatchObject({ name: "PodOrdersError", status: 401, code: "unauthorized" });
    const maker = rig.client((await rig.caller.tokens.create({ scopes: ["orders:read", "tokens:write"] })).token);
    const more = await maker.tokens.create({ scopes: ["orders:write"] }).catch((error: unknown) => error);
    expect(more).toMatchObject({ name: "PodOrdersError", status: 400, code: "scope_not_held", errors: [{ path: "scopes[0]", code: "scope_not_held" }] });
  });
});

describe("files through the client", () => {
  // A server of its own: the file worker below then meets this order's file alone (the other tests' orders name art
  // on hosts that do not resolve).
  let files: ClientRig;
  let caller: PodOrdersClient;
  let operator: PodOrdersClient;
  beforeAll(async () => {
    files = await startClientRig();
    caller = files.client(files.acme.token);
    operator = files.client(ADMIN_TOKEN);
  });
  afterAll(async () => {
    await files.close();
  });

  it("downloads a print file of one of the caller's orders, byte for byte; the operator downloads it too", async () => {
    const art = await gradientImage(600, 400);
    const url = host.serve("/client/art.png", art);
    const created = await caller.orders.create(
      standardOrder({ items: [{ sku: "TEE-BLK", quantity: 1, print_areas: { front: { print_file: url } } }] }),
    );
    const workers = files.workers({ kinds: [MAKE_LINE_FILES] });
    while ((await workers.worker.runOnce()) > 0);
    const order = await caller.orders.get({ order_ref: created.order_ref });
    const front = order.items[0]!.print_files.front;
    expect(front?.status).toBe("ready");
    const checksum = front!.print_file!.checksum;
    const file = await caller.files.download(checksum);
    expect(file.contentType).toBe("image/png");
    expect(createHash("sha256").update(file.bytes).digest("hex")).toBe(checksum);
    expect(Buffer.from(file.bytes).equals(art)).toBe(true);
    const operatorCopy = await operator.admin.files.download(checksum);
    expect(createHash("sha256").update(operatorCopy.bytes).digest("hex")).toBe(checksum);
  });
});
