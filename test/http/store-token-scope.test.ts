// What a store token sees (docs/caller-guide.md#what-a-store-token-sees): every operation on one order reaches its own
// store's orders only (another store's order answers exactly as an unknown one and is left unchanged), tracking by
// time lists its store's shipments, file downloads its store's orders' files, tokens/list and tokens/revoke its
// store's tokens; a token of the whole account reaches every store.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { MAKE_LINE_FILES } from "../../src/jobs/kinds.js";
import type { Workers } from "../../src/workers.js";
import { seedAccount, standardOrder, type SeededAccount } from "../helpers/fixtures.js";
import { gradientImage, startImageHost, type ImageHost } from "../helpers/image-host.js";
import { ADMIN_TOKEN, type Reply } from "../helpers/server.js";
import { startWebhookRig, type WebhookRig } from "../helpers/webhooks.js";

let rig: WebhookRig;
let host: ImageHost;
let workers: Workers;
/** A test account (sandbox/advance works for it) with two stores: its default ("home") and "away". */
let shop: SeededAccount;
let home: string;
let away: string;
/** Store tokens of the two stores. */
let homeToken: string;
let awayToken: string;

const UNKNOWN_ORDER = "ord_00000000000000000000000000";
const BOOK_ONLY = { items: [{ sku: "MY-BOOK", quantity: 3 }] };
const ADDRESS = { shipping_name: "Grace Hopper", shipping_address_1: "1 Navy Way", shipping_city: "Arlington", shipping_zip: "22202", shipping_state: "VA", shipping_country: "US" };

const post = (path: string, body: unknown, token: string) => rig.server.post(path, body, token);

function ok(res: Reply) {
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  expect(res.body.status, JSON.stringify(res.body)).toBe("success");
  return res.body.data;
}

async function storeToken(storeId: string): Promise<{ token: string; token_id: string }> {
  return ok(await post("/v1/admin/tokens/create", { account_id: shop.accountId, store_id: storeId }, ADMIN_TOKEN));
}

beforeAll(async () => {
  rig = await startWebhookRig();
  host = await startImageHost();
  workers = rig.workers({ kinds: [MAKE_LINE_FILES] });
  const area = { width_px: 600, height_px: 400, dpi: 100 };
  ok(await post("/v1/admin/catalog/create", { sku: "SCOPE-TEE", name: "Scope tee", type: "pod", packing_slip_supported: false, print_areas: { front: area } }, ADMIN_TOKEN));
  shop = await seedAccount(rig.server, { name: "Two shops", connected_stores: true, mode: "test", sandbox_auto_advance: false });
  home = (ok(await post("/v1/stores/list", {}, shop.token)).stores as { store_id: string; default: boolean }[]).find((s) => s.default)!.store_id;
  away = ok(await post("/v1/stores/create", { name: "Away" }, shop.token)).store_id;
  homeToken = (await storeToken(home)).token;
  awayToken = (await storeToken(away)).token;
});
afterAll(async () => {
  await host?.close();
  await rig?.close();
});

/** An order made in `storeId` (by the account's token), with its external_ref. */
async function orderIn(storeId: string, overrides: Record<string, unknown> = BOOK_ONLY): Promise<{ ref: string; externalRef: string }> {
  const body = standardOrder({ ...overrides, store_id: storeId });
  return { ref: ok(await post("/v1/orders/create", body, shop.token)).order_ref, externalRef: body.external_ref };
}

/** The order as the account sees it, and its events: what must not change. */
async function snapshot(ref: string) {
  return { order: ok(await post("/v1/orders/get", { order_ref: ref }, shop.token)), events: ok(await post("/v1/orders/events", { order_ref: ref }, shop.token)) };
}

/**
 * `token` asking `path` about the order named `ref` gets exactly what it gets for an order that does not exist: the
 * same HTTP status and the same body (the reference it sent aside), with order_not_found.
 */
async function answersAsUnknown(path: string, body: (ref: string) => Record<string, unknown>, ref: string, token: string, unknown = UNKNOWN_ORDER): Promise<void> {
  const theirs = await post(path, body(ref), token);
  const none = await post(path, body(unknown), token);
  expect(none.body.data.errors[0].code, JSON.stringify(none.body)).toBe("order_not_found");
  expect(theirs.status).toBe(none.status);
  expect(JSON.stringify(theirs.body).replaceAll(ref, "REF")).toBe(JSON.stringify(none.body).replaceAll(unknown, "REF"));
}

describe("reads of one order", () => {
  it("orders/get, orders/events and tracking: a store token reads its own store's order, another store's is unknown; the account's token reads both", async () => {
    const mine = await orderIn(home);
    const theirs = await orderIn(away);
    const reads: [string, (ref: string) => Record<string, unknown>][] = [
      ["/v1/orders/get", (ref) => ({ order_ref: ref })],
      ["/v1/orders/events", (ref) => ({ order_ref: ref })],
      ["/v1/orders/tracking", (ref) => ({ order_ref: ref })],
    ];
    for (const [path, body] of reads) {
      expect(ok(await post(path, body(mine.ref), homeToken)).order_ref).toBe(mine.ref);
      await answersAsUnknown(path, body, theirs.ref, homeToken);
      await answersAsUnknown(path, body, mine.ref, awayToken);
      for (const order of [mine, theirs]) expect(ok(await post(path, body(order.ref), shop.token)).order_ref).toBe(order.ref);
    }
    // By external_ref alike.
    const byExternal = (ref: string) => ({ external_ref: ref });
    expect(ok(await post("/v1/orders/get", byExternal(mine.externalRef), homeToken)).order_ref).toBe(mine.ref);
    for (const path of ["/v1/orders/get", "/v1/orders/events", "/v1/orders/tracking"]) await answersAsUnknown(path, byExternal, theirs.externalRef, homeToken, "no-such-external-ref");
  });
});

describe("changes of one order", () => {
  it("update-shipping, cancel-items and sandbox/advance: another store's order is unknown and stays as it was; its own store's and the account's token change it", async () => {
    const mine = await orderIn(home);
    const theirs = await orderIn(away);
    const itemOf = async (ref: string) => (await snapshot(ref)).order.items[0].item_ref as string;
    const before = await snapshot(theirs.ref);
    const theirItem = await itemOf(theirs.ref);
    await answersAsUnknown("/v1/orders/update-shipping", (ref) => ({ order_ref: ref, ...ADDRESS }), theirs.ref, homeToken);
    await answersAsUnknown("/v1/orders/cancel-items", (ref) => ({ order_ref: ref, items: [{ item_ref: theirItem, cancelled_quantity: 1 }] }), theirs.ref, homeToken);
    await answersAsUnknown("/v1/sandbox/advance", (ref) => ({ order_ref: ref, to: "on_hold" }), theirs.ref, homeToken);
    expect(await snapshot(theirs.ref)).toEqual(before);

    // Its own store's order: each change goes through.
    expect(ok(await post("/v1/orders/update-shipping", { order_ref: mine.ref, ...ADDRESS }, homeToken)).shipping_name).toBe(ADDRESS.shipping_name);
    ok(await post("/v1/orders/cancel-items", { order_ref: mine.ref, items: [{ item_ref: await itemOf(mine.ref), cancelled_quantity: 1 }] }, homeToken));
    expect(ok(await post("/v1/sandbox/advance", { order_ref: mine.ref, to: "on_hold" }, homeToken)).status).toBe("on_hold");

    // The account's token changes the other store's order.
    expect(ok(await post("/v1/orders/update-shipping", { order_ref: theirs.ref, ...ADDRESS }, shop.token)).shipping_name).toBe(ADDRESS.shipping_name);
    ok(await post("/v1/orders/cancel-items", { order_ref: theirs.ref, items: [{ item_ref: theirItem, cancelled_quantity: 1 }] }, shop.token));
    expect(ok(await post("/v1/sandbox/advance", { order_ref: theirs.ref, to: "on_hold" }, shop.token)).status).toBe("on_hold");
  });
});

describe("tracking by time", () => {
  it("lists a store token's own store's shipments only; the account's token lists every store's", async () => {
    const since = new Date(Date.now() - 1000).toISOString();
    const mine = await orderIn(home);
    const theirs = await orderIn(away);
    for (const order of [mine, theirs]) ok(await post("/v1/sandbox/advance", { order_ref: order.ref, to: "shipped" }, shop.token));
    const listed = async (token: string) =>
      (ok(await post("/v1/orders/tracking", { updated_after: since, limit: 100 }, token)).shipments as { order_ref: string }[]).map((s) => s.order_ref).filter((ref) => ref === mine.ref || ref === theirs.ref);
    expect(await listed(homeToken)).toEqual([mine.ref]);
    expect(await listed(awayToken)).toEqual([theirs.ref]);
    expect((await listed(shop.token)).sort()).toEqual([mine.ref, theirs.ref].sort());
  });
});

describe("file downloads", () => {
  it("give a store token its own store's orders' files; another store's answer as an unknown file", async () => {
    const png = await gradientImage(600, 400, "png", 150);
    const mine = await orderIn(home, { items: [{ sku: "SCOPE-TEE", quantity: 1, print_areas: { front: { print_file: host.serve("/scope/front.png", png) } } }] });
    while ((await workers.worker.runOnce()) > 0);
    const checksum = (await snapshot(mine.ref)).order.items[0].print_files.front.print_file.checksum as string;
    const download = (sum: string, token: string) => fetch(`${rig.server.url}/v1/files/${sum}`, { headers: { authorization: `Bearer ${token}` } });
    expect((await download(checksum, homeToken)).status).toBe(200);
    expect((await download(checksum, shop.token)).status).toBe(200);
    const theirs = await download(checksum, awayToken);
    const none = await download("0".repeat(64), awayToken);
    expect(theirs.status).toBe(404);
    expect(await theirs.text()).toBe(await none.text());
  });
});

describe("tokens/list and tokens/revoke", () => {
  it("a store token lists and revokes its own store's tokens only; the account's token lists every token", async () => {
    const listed = async (token: string) => (ok(await post("/v1/tokens/list", { limit: 100 }, token)).tokens as { token_id: string; store_id: string | null }[]);
    const awayList = await listed(awayToken);
    expect(awayList.length).toBeGreaterThan(0);
    expect(awayList.every((t) => t.store_id === away)).toBe(true);
    const all = await listed(shop.token);
    expect(new Set(all.map((t) => t.store_id))).toEqual(new Set([null, home, away]));

    // Revoking another store's token, or the account's, answers as an unknown token, and leaves it working.
    const homeId = all.find((t) => t.store_id === home)!.token_id;
    const unknown = await post("/v1/tokens/revoke", { token_id: "tok_00000000000000000000000000" }, awayToken);
    expect(unknown.status).toBe(404);
    expect(unknown.body.data.errors[0]).toMatchObject({ path: "token_id", code: "token_not_found" });
    for (const tokenId of [homeId, shop.tokenId]) {
      const refused = await post("/v1/tokens/revoke", { token_id: tokenId }, awayToken);
      expect(refused.status).toBe(404);
      expect(JSON.stringify(refused.body)).toBe(JSON.stringify(unknown.body));
    }
    ok(await post("/v1/token", {}, homeToken));
    ok(await post("/v1/token", {}, shop.token));

    // Its own store's token it revokes; the account's token revokes any.
    const spare = await storeToken(away);
    expect(ok(await post("/v1/tokens/revoke", { token_id: spare.token_id }, awayToken)).revoked_at).not.toBeNull();
    expect((await post("/v1/token", {}, spare.token)).status).toBe(401);
    const other = await storeToken(home);
    expect(ok(await post("/v1/tokens/revoke", { token_id: other.token_id }, shop.token)).revoked_at).not.toBeNull();
  });
});
