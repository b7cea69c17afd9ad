// Orders belong to a store (docs/caller-guide.md#stores-and-store-tokens): create's store_id (else a store token's
// store, else the default), unknown_store and store_archived with the body's other problems, the spec's rule 1
// through the store's return address, and the store's slip, address and inserts kept on the order as sold.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ADMIN_TOKEN, type Reply, type TestServer } from "../helpers/server.js";
import { images, pageText } from "../helpers/pdf.js";
import { gradientImage } from "../helpers/image-host.js";
import { setReadyLogo } from "../helpers/store-logos.js";
import { seedAccount, standardOrder, startSeededServer, type SeededAccount } from "../helpers/fixtures.js";

let server: TestServer;
let acme: SeededAccount;
let other: SeededAccount;
beforeAll(async () => void ({ server, acme, other } = await startSeededServer()));
afterAll(() => server?.close());

const RETURN_ADDRESS = { name: "Shop Returns", address_1: "1 Main St", city: "Austin", state: "TX", zip: "78701", country: "US" };

function ok(res: Reply) {
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  expect(res.body.status).toBe("success");
  return res.body.data;
}

function refused(res: Reply, path: string, code: string) {
  expect(res.status, JSON.stringify(res.body)).toBe(400);
  expect(res.body.data.errors).toContainEqual(expect.objectContaining({ path, code }));
  return res.body.data.errors as { path: string; code: string }[];
}

const create = (body: unknown, token: string) => server.post("/v1/orders/create", body, token);
const getOrder = async (orderRef: string, token: string) => ok(await server.post("/v1/orders/get", { order_ref: orderRef }, token));
const newStore = async (token: string, body: Record<string, unknown> = {}) => ok(await server.post("/v1/stores/create", { name: "Second shop", ...body }, token));
const defaultStore = async (token: string) => (ok(await server.post("/v1/stores/list", {}, token)).stores as { store_id: string; default: boolean }[]).find((s) => s.default)!;
async function slipText(orderRef: string): Promise<string> {
  const res = await fetch(`${server.url}/v1/admin/orders/${orderRef}/packing-slip`, { headers: { authorization: `Bearer ${ADMIN_TOKEN}` } });
  expect(res.status).toBe(200);
  return (await pageText(Buffer.from(await res.arrayBuffer()))).join(" ");
}
const storeToken = async (account: SeededAccount, storeId: string) => ok(await server.post("/v1/admin/tokens/create", { account_id: account.accountId, store_id: storeId }, ADMIN_TOKEN)).token as string;

describe("the store an order is made in", () => {
  it("is the default store when none is named, the one named otherwise; order views carry it", async () => {
    const home = await defaultStore(acme.token);
    const made = ok(await create(standardOrder(), acme.token));
    expect((await getOrder(made.order_ref, acme.token)).store_id).toBe(home.store_id);
    const second = await newStore(acme.token);
    const named = ok(await create(standardOrder({ store_id: second.store_id }), acme.token));
    expect((await getOrder(named.order_ref, acme.token)).store_id).toBe(second.store_id);
  });

  it("refuses another account's store, or none, as unknown_store; an archived one as store_archived; each with the body's other problems", async () => {
    const theirs = await newStore(other.token);
    const errors = refused(await create(standardOrder({ store_id: theirs.store_id, shipping_country: "XX" }), acme.token), "store_id", "unknown_store");
    expect(errors.map((e) => e.path)).toContain("shipping_country");
    refused(await create(standardOrder({ store_id: "sto_nothing" }), acme.token), "store_id", "unknown_store");
    const closing = await newStore(acme.token, { name: "Closing" });
    ok(await server.post("/v1/stores/archive", { store_id: closing.store_id }, acme.token));
    refused(await create(standardOrder({ store_id: closing.store_id }), acme.token), "store_id", "store_archived");
    // Quote answers the same (for a priced account).
    const priced = await seedAccount(server, { name: "Priced", connected_stores: true, currency: "USD" });
    refused(await server.post("/v1/orders/quote", standardOrder({ store_id: "sto_nothing" }), priced.token), "store_id", "unknown_store");
    // Malformed: the field's type and length.
    refused(await create(standardOrder({ store_id: 7 }), acme.token), "store_id", "invalid_type");
    refused(await create(standardOrder({ store_id: "" }), acme.token), "store_id", "required");
  });
});

describe("what the order takes from its store", () => {
  it("needs no return fields when its store has a return address (rule 1), and keeps the store's as sold", async () => {
    // An account without connected stores or a fixed return address: the order must name one, or its store must.
    const plain = await seedAccount(server, { name: "Plain shop" });
    refused(await create(standardOrder(), plain.token), "return_address_1", "return_address_required");
    const branded = await newStore(plain.token, { name: "Branded", return_address: RETURN_ADDRESS, packing_slip: { branding_message: "Thanks from Branded", contact_message: "help@branded.example" }, insert_ids: [5] });
    const made = ok(await create(standardOrder({ store_id: branded.store_id, insert_id: 5, packing_slip: { contact_message: "order's own" } }), plain.token));
    const order = await getOrder(made.order_ref, plain.token);
    expect(order).toMatchObject({ store_id: branded.store_id, return_address_source: "account", insert_id: 5 });
    expect(order.return_address).toMatchObject(RETURN_ADDRESS);
    // The store's insert ids are the store's: another insert is refused in it.
    refused(await create(standardOrder({ store_id: branded.store_id, insert_id: 6 }), plain.token), "insert_id", "insert_not_agreed");
    // Later changes of the store do not reach the order.
    ok(await server.post("/v1/stores/update", { store_id: branded.store_id, return_address: { ...RETURN_ADDRESS, city: "Dallas" } }, plain.token));
    expect((await getOrder(made.order_ref, plain.token)).return_address.city).toBe("Austin");
    // The slip prints the store's branding message and the order's own contact message (order over store over
    // account), and the store's address as it was.
    const text = await slipText(made.order_ref);
    for (const expected of ["Thanks from Branded", "order's own", "Shop Returns", "Austin"]) expect(text).toContain(expected);
    for (const absent of ["help@branded.example", "Dallas"]) expect(text).not.toContain(absent);
  });
});

describe("the slip's brand", () => {
  async function slipPdf(orderRef: string): Promise<Buffer> {
    const res = await fetch(`${server.url}/v1/admin/orders/${orderRef}/packing-slip`, { headers: { authorization: `Bearer ${ADMIN_TOKEN}` } });
    expect(res.status).toBe(200);
    return Buffer.from(await res.arrayBuffer());
  }

  it("prints the store's name and the logo the order kept as sold; an order made before the logo was ready prints none", async () => {
    const shop = await newStore(acme.token, { name: "Brand Shop Co" });
    const before = ok(await create(standardOrder({ store_id: shop.store_id }), acme.token));
    await setReadyLogo(server, shop.store_id, await gradientImage(400, 160));
    const after = ok(await create(standardOrder({ store_id: shop.store_id }), acme.token));
    const [withLogo, withoutLogo] = await Promise.all([slipPdf(after.order_ref), slipPdf(before.order_ref)]);
    expect((await pageText(withLogo)).join(" ")).toContain("Brand Shop Co");
    expect((await pageText(withoutLogo)).join(" ")).toContain("Brand Shop Co");
    expect(await images(withLogo)).toHaveLength(1);
    expect(await images(withoutLogo)).toHaveLength(0);
    // A later logo (square, where the first was 2.5 : 1) does not reach the order: it prints the one it was sold with.
    const [sold] = await images(withLogo);
    await setReadyLogo(server, shop.store_id, await gradientImage(200, 200));
    const [again] = await images(await slipPdf(after.order_ref));
    expect(again).toEqual(sold);
    expect(sold!.width / sold!.height).toBeCloseTo(2.5, 1);
  });

  it("prints the slip without a logo the file store no longer has, and a batch of several stores' orders each with its own", async () => {
    const lost = await newStore(acme.token, { name: "Lost Logo Shop" });
    await server.database.db.updateTable("stores").set({ logo_url: "https://shop.example.com/gone.png", logo_status: "ready", logo_file: "0".repeat(64) }).where("id", "=", lost.store_id).execute();
    const orphan = ok(await create(standardOrder({ store_id: lost.store_id }), acme.token));
    const pdf = await slipPdf(orphan.order_ref);
    expect((await pageText(pdf)).join(" ")).toContain("Lost Logo Shop");
    expect(await images(pdf)).toHaveLength(0);

    const first = await newStore(acme.token, { name: "First Brand" });
    const second = await newStore(acme.token, { name: "Second Brand" });
    await setReadyLogo(server, first.store_id, await gradientImage(300, 120));
    const a = ok(await create(standardOrder({ store_id: first.store_id }), acme.token));
    const b = ok(await create(standardOrder({ store_id: second.store_id }), acme.token));
    const res = await fetch(`${server.url}/v1/admin/packing-slips`, {
      method: "POST",
      headers: { authorization: `Bearer ${ADMIN_TOKEN}`, "content-type": "application/json" },
      body: JSON.stringify({ order_refs: [a.order_ref, b.order_ref] }),
    });
    expect(res.status).toBe(200);
    const batch = Buffer.from(await res.arrayBuffer());
    const pages = await pageText(batch);
    expect(pages[0]).toContain("First Brand");
    expect(pages[1]).toContain("Second Brand");
    expect(await images(batch, 1)).toHaveLength(1);
    expect(await images(batch, 2)).toHaveLength(0);
  });
});

describe("store tokens", () => {
  it("make orders in their own store; naming another store is unknown_store", async () => {
    const shop = await newStore(acme.token, { name: "Token's shop" });
    const token = await storeToken(acme, shop.store_id);
    const made = ok(await create(standardOrder(), token));
    expect((await getOrder(made.order_ref, acme.token)).store_id).toBe(shop.store_id);
    ok(await create(standardOrder({ store_id: shop.store_id }), token));
    const home = await defaultStore(acme.token);
    refused(await create(standardOrder({ store_id: home.store_id }), token), "store_id", "unknown_store");
    // Archived after the token was made: its creates are refused.
    ok(await server.post("/v1/stores/archive", { store_id: shop.store_id }, acme.token));
    refused(await create(standardOrder(), token), "store_id", "store_archived");
  });
});

describe("orders/list by store", () => {
  it("filters by store_id for the merchant and the operator; a store token lists its own store's orders only", async () => {
    const shop = await seedAccount(server, { name: "Two shops", connected_stores: true });
    const second = await newStore(shop.token, { name: "Second" });
    const inDefault = ok(await create(standardOrder(), shop.token)).order_ref;
    const inSecond = ok(await create(standardOrder({ store_id: second.store_id }), shop.token)).order_ref;
    const refs = (data: { orders: { order_ref: string }[] }) => data.orders.map((o) => o.order_ref);
    expect(refs(ok(await server.post("/v1/orders/list", {}, shop.token)))).toEqual([inSecond, inDefault]);
    expect(refs(ok(await server.post("/v1/orders/list", { store_id: second.store_id }, shop.token)))).toEqual([inSecond]);
    expect(refs(ok(await server.post("/v1/admin/orders/list", { store_id: second.store_id }, ADMIN_TOKEN)))).toEqual([inSecond]);
    const token = await storeToken(shop, second.store_id);
    expect(refs(ok(await server.post("/v1/orders/list", {}, token)))).toEqual([inSecond]);
    const home = await defaultStore(shop.token);
    expect(refs(ok(await server.post("/v1/orders/list", { store_id: home.store_id }, token)))).toEqual([]);
    refused(await server.post("/v1/orders/list", { store_id: 5 }, shop.token), "store_id", "invalid_type");
  });
});
