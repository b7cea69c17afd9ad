// An order keeps the return address and packing-slip messages that applied when it was created (docs/operator-guide.md#packing-slips): a later
// change of its account's settings reaches later orders only, never an earlier order's slip or its read; and the
// order's read shows the return address its slip prints, whichever source it came from. Migration 0021 fills the
// orders made before it from their accounts' settings as they are then. Both backends.
import type { Kysely } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import * as slipSnapshot from "../../src/store/migrations/0021_slip_snapshot.js";
import { seedAccount, type SeededAccount, standardOrder, startSeededServer } from "../helpers/fixtures.js";
import { pageText } from "../helpers/pdf.js";
import { ADMIN_TOKEN, type TestServer } from "../helpers/server.js";

let server: TestServer;
let acme: SeededAccount;

const FIRST = { name: "First Returns", address_1: "1 Old Quay", city: "Leeds", zip: "LS1 1AA", state: "West Yorkshire", country: "GB" };
const SECOND = { name: "Second Returns", address_1: "2 New Wharf", city: "Hull", zip: "HU1 2BB", state: "East Yorkshire", country: "GB" };

beforeAll(async () => ({ server, acme } = await startSeededServer()));
afterAll(() => server.close());

async function slipText(orderRef: string): Promise<string> {
  const res = await fetch(`${server.url}/v1/admin/orders/${orderRef}/packing-slip`, { headers: { authorization: `Bearer ${ADMIN_TOKEN}` } });
  expect(res.status).toBe(200);
  return (await pageText(Buffer.from(await res.arrayBuffer()))).join(" ");
}

async function create(account: SeededAccount, overrides: Record<string, unknown> = {}): Promise<string> {
  const res = await server.post("/v1/orders/create", standardOrder(overrides), account.token);
  expect(res.body, JSON.stringify(res.body)).toMatchObject({ status: "success" });
  return res.body.data.order_ref as string;
}

describe("an order keeps what it was sold with", () => {
  it("prints the return address and messages of its creation after the account changes them; later orders get the new ones", async () => {
    const shop = await seedAccount(server, { name: "Snapshot shop", return_address: FIRST, packing_slip: { branding_message: "Old brand", contact_message: "old@shop.example" } });
    const early = await create(shop);
    const partial = await create(shop, { packing_slip: { branding_message: "Own brand" } });

    const updated = await server.post(
      "/v1/admin/accounts/update",
      { account_id: shop.accountId, return_address: SECOND, packing_slip: { branding_message: "New brand", contact_message: "new@shop.example" } },
      ADMIN_TOKEN,
    );
    expect(updated.body.status).toBe("success");
    const late = await create(shop);

    const earlyText = await slipText(early);
    for (const expected of ["First Returns", "1 Old Quay", "Old brand", "old@shop.example"]) expect(earlyText).toContain(expected);
    for (const absent of ["Second Returns", "New brand", "new@shop.example"]) expect(earlyText).not.toContain(absent);

    // The order's own message wins; the one it left to the account is the account's as it was then.
    const partialText = await slipText(partial);
    expect(partialText).toContain("Own brand");
    expect(partialText).toContain("old@shop.example");
    expect(partialText).not.toContain("new@shop.example");

    const lateText = await slipText(late);
    for (const expected of ["Second Returns", "2 New Wharf", "New brand", "new@shop.example"]) expect(lateText).toContain(expected);
    expect(lateText).not.toContain("First Returns");

    // Removing the account's return address and messages changes nothing for the orders already made.
    await server.post("/v1/admin/accounts/update", { account_id: shop.accountId, return_address: null, packing_slip: null, connected_stores: true }, ADMIN_TOKEN);
    const after = await slipText(early);
    for (const expected of ["First Returns", "Old brand", "old@shop.example"]) expect(after).toContain(expected);
  });

  it("shows on the order's read (operator and caller) the return address its slip prints, the account's included", async () => {
    const shop = await seedAccount(server, { name: "Fixed address shop", return_address: FIRST });
    const orderRef = await create(shop);
    await server.post("/v1/admin/accounts/update", { account_id: shop.accountId, return_address: SECOND }, ADMIN_TOKEN);

    const operator = await server.post("/v1/admin/orders/get", { order_ref: orderRef }, ADMIN_TOKEN);
    expect(operator.body.data).toMatchObject({ return_address_source: "account", return_address: { ...FIRST, phone: null, address_2: null } });
    const caller = await server.post("/v1/orders/get", { order_ref: orderRef }, shop.token);
    expect(caller.body.data).toMatchObject({ return_address_source: "account", return_address: { ...FIRST, phone: null, address_2: null } });
  });

  it("has no return address on an order whose account's connected stores handle returns", async () => {
    const orderRef = await create(acme);
    const operator = await server.post("/v1/admin/orders/get", { order_ref: orderRef }, ADMIN_TOKEN);
    expect(operator.body.data).toMatchObject({ return_address_source: "connected_store", return_address: null });
    expect(await slipText(orderRef)).not.toContain("Return address");
  });
});

describe("migration 0021", () => {
  it("fills existing orders from their accounts' current settings, the order's own values first, and goes down again", async () => {
    const shop = await seedAccount(server, { name: "Migrated shop", return_address: FIRST, packing_slip: { branding_message: "Brand then", contact_message: "then@shop.example" } });
    const plain = await create(shop);
    const own = await create(shop, { packing_slip: { contact_message: "own@shop.example" } });
    const ownAddress = await create(shop, { return_name: "Own Returns", return_address_1: "5 Own Street", return_city: "York", return_zip: "YO1 7HH", return_state: "North Yorkshire", return_country: "GB" });
    const connected = await create(acme);

    const db = server.database.db;
    // 0021 down and up by itself: later migrations (whatever their number) stay as they are.
    await slipSnapshot.down(db as unknown as Kysely<unknown>);
    // Before 0021 an order that took the account's address stored none; the account's settings then change.
    await server.post("/v1/admin/accounts/update", { account_id: shop.accountId, return_address: SECOND, packing_slip: { branding_message: "Brand now", contact_message: "now@shop.example" } }, ADMIN_TOKEN);

    await slipSnapshot.up(db as unknown as Kysely<unknown>);
    const read = async (orderRef: string) => (await server.post("/v1/admin/orders/get", { order_ref: orderRef }, ADMIN_TOKEN)).body.data;
    expect(await read(plain)).toMatchObject({ return_address_source: "account", return_address: { ...SECOND, phone: null, address_2: null } });
    expect(await read(ownAddress)).toMatchObject({ return_address_source: "order", return_address: { name: "Own Returns", address_1: "5 Own Street" } });
    expect(await read(connected)).toMatchObject({ return_address_source: "connected_store", return_address: null });

    // From here on they are the orders' own: a further account change does not reach them.
    await server.post("/v1/admin/accounts/update", { account_id: shop.accountId, return_address: FIRST, packing_slip: { branding_message: "Brand later" } }, ADMIN_TOKEN);
    const plainText = await slipText(plain);
    for (const expected of ["Second Returns", "Brand now", "now@shop.example"]) expect(plainText).toContain(expected);
    expect(plainText).not.toContain("Brand later");
    const ownText = await slipText(own);
    for (const expected of ["Second Returns", "Brand now", "own@shop.example"]) expect(ownText).toContain(expected);
    expect(ownText).not.toContain("now@shop.example");
    const ownAddressText = await slipText(ownAddress);
    expect(ownAddressText).toContain("Own Returns");
    expect(ownAddressText).not.toContain("Second Returns");
  });
});
