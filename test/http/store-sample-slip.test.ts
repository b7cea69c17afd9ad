// A store's sample packing slip through real HTTP (docs/operator-guide.md#a-stores-sample-slip): the store's name,
// its settings where it has them and its account's where not, its logo once ready (never while pending or failed);
// store_not_found for another account's store, malformed bodies with their paths, and auth.
import { mkdirSync, writeFileSync } from "node:fs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { seedAccount, startSeededServer, type SeededAccount } from "../helpers/fixtures.js";
import { gradientImage } from "../helpers/image-host.js";
import { images, pageText } from "../helpers/pdf.js";
import { ADMIN_TOKEN, type TestServer } from "../helpers/server.js";
import { setFailedLogo, setReadyLogo } from "../helpers/store-logos.js";

const OUT = "test-results/packing-slips";
mkdirSync(OUT, { recursive: true });

let server: TestServer;
let shop: SeededAccount;
let other: SeededAccount;

const ACCOUNT_ADDRESS = { name: "Shop Returns", address_1: "9 Dock Road", city: "Austin", zip: "78701", state: "TX", country: "US" };
const STORE_ADDRESS = { name: "Cat Returns", address_1: "5 Whisker Lane", city: "Portland", zip: "97201", state: "OR", country: "US" };

beforeAll(async () => {
  ({ server, other } = await startSeededServer());
  shop = await seedAccount(server, {
    name: "Shop",
    return_address: ACCOUNT_ADDRESS,
    insert_ids: [7],
    packing_slip: { branding_message: "Thanks from Shop!", contact_message: "help@shop.example" },
  });
});
afterAll(() => server.close());

async function sample(body: unknown, token = ADMIN_TOKEN) {
  const res = await fetch(`${server.url}/v1/admin/stores/sample-slip`, {
    method: "POST",
    headers: { "content-type": "application/json", ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: typeof body === "string" ? body : JSON.stringify(body),
  });
  const bytes = Buffer.from(await res.arrayBuffer());
  return { status: res.status, type: res.headers.get("content-type"), disposition: res.headers.get("content-disposition"), bytes, json: () => JSON.parse(bytes.toString("utf8")) };
}

async function createStore(account: SeededAccount, body: Record<string, unknown>) {
  const res = await server.post("/v1/admin/stores/create", { account_id: account.accountId, ...body }, ADMIN_TOKEN);
  expect(res.body.status, JSON.stringify(res.body)).toBe("success");
  return res.body.data.store_id as string;
}

describe("a store's sample slip", () => {
  it("prints the store's name and its own settings, and the account's where the store has none", async () => {
    const storeId = await createStore(shop, { name: "Cat Shirts", return_address: STORE_ADDRESS, packing_slip: { branding_message: "Purrfect, thank you!" }, insert_ids: [9] });
    const res = await sample({ account_id: shop.accountId, store_id: storeId });
    expect(res.status, res.bytes.toString("utf8").slice(0, 300)).toBe(200);
    expect(res.type).toBe("application/pdf");
    expect(res.disposition).toBe(`inline; filename="sample-slip-${storeId}.pdf"`);
    writeFileSync(`${OUT}/store-sample.pdf`, res.bytes);
    const [text] = await pageText(res.bytes);
    expect(text).toContain("Cat Shirts");
    expect(text).toContain("Purrfect, thank you!");
    expect(text).not.toContain("Thanks from Shop!");
    // No contact message of its own: the account's.
    expect(text).toContain("help@shop.example");
    expect(text).toContain("5 Whisker Lane");
    expect(text).not.toContain("9 Dock Road");
    expect(text).toContain("Insert #9");
    expect(text).toContain("ord_SAMPLE");
    expect(text).toContain("Sample product");
    // A store with no logo prints none.
    expect(await images(res.bytes)).toEqual([]);
  });

  it("the default store prints the account's settings under the account's name", async () => {
    const listed = await server.post("/v1/admin/stores/list", { account_id: shop.accountId }, ADMIN_TOKEN);
    const store = listed.body.data.stores.find((s: { default: boolean }) => s.default);
    const res = await sample({ account_id: shop.accountId, store_id: store.store_id });
    expect(res.status).toBe(200);
    const [text] = await pageText(res.bytes);
    expect(text).toContain("Shop");
    expect(text).toContain("Thanks from Shop!");
    expect(text).toContain("9 Dock Road");
    expect(text).toContain("Insert #7");
  });

  it("prints the logo once it is ready, and none while it is pending or failed", async () => {
    const storeId = await createStore(shop, { name: "Logo Shop", packing_slip: { logo_url: "https://shop.example.com/logo.png" } });
    // Pending (the job has not checked it): no logo.
    let res = await sample({ account_id: shop.accountId, store_id: storeId });
    expect(res.status).toBe(200);
    expect(await images(res.bytes)).toEqual([]);

    await setFailedLogo(server, storeId, "not_an_image: a logo must be PNG or JPEG");
    res = await sample({ account_id: shop.accountId, store_id: storeId });
    expect(await images(res.bytes)).toEqual([]);

    const png = await gradientImage(600, 120, "png");
    const checksum = await setReadyLogo(server, storeId, png);
    // The store shows it ready, and the operator reads its bytes as any stored file's.
    const store = await server.post("/v1/admin/stores/get", { account_id: shop.accountId, store_id: storeId }, ADMIN_TOKEN);
    expect(store.body.data.logo).toEqual({ status: "ready", reason: null, file: checksum });
    const file = await fetch(`${server.url}/v1/admin/files/${checksum}`, { headers: { authorization: `Bearer ${ADMIN_TOKEN}` } });
    expect(file.status).toBe(200);
    expect(file.headers.get("content-type")).toBe("image/png");
    expect(Buffer.from(await file.arrayBuffer()).equals(png)).toBe(true);
    res = await sample({ account_id: shop.accountId, store_id: storeId });
    expect(res.status).toBe(200);
    writeFileSync(`${OUT}/store-sample-logo.pdf`, res.bytes);
    const drawn = await images(res.bytes);
    expect(drawn).toHaveLength(1);
    // Wide: it fills the 50 mm box's width.
    expect(drawn[0]!.width).toBeCloseTo((50 / 25.4) * 72, 0);
  });

  it("answers another account's store and an unknown one as unknown (404 store_not_found at store_id)", async () => {
    const theirs = await createStore(other, { name: "Not yours" });
    for (const body of [
      { account_id: shop.accountId, store_id: theirs },
      { account_id: shop.accountId, store_id: "sto_unknown" },
      { account_id: "acc_unknown", store_id: theirs },
    ]) {
      const res = await sample(body);
      expect(res.status).toBe(404);
      expect(res.json()).toMatchObject({ status: "error", data: { errors: [{ path: "store_id", code: "store_not_found" }] } });
    }
  });

  it("refuses malformed bodies with the field's path", async () => {
    let res = await sample({ account_id: shop.accountId });
    expect(res.status).toBe(400);
    expect(res.json().data.errors).toContainEqual(expect.objectContaining({ path: "store_id", code: "required" }));
    res = await sample({ account_id: shop.accountId, store_id: "sto_x", logo: true });
    expect(res.status).toBe(400);
    expect(res.json().data.errors).toContainEqual(expect.objectContaining({ path: "logo" }));
    res = await sample({ account_id: 5, store_id: "sto_x" });
    expect(res.status).toBe(400);
    expect(res.json().data.errors).toContainEqual(expect.objectContaining({ path: "account_id" }));
    res = await sample("{not json");
    expect(res.status).toBe(400);
    expect(res.json().data.errors[0].code).toBe("malformed_json");
  });

  it("needs an operator: no token 401, an account's token 403", async () => {
    const body = { account_id: shop.accountId, store_id: "sto_x" };
    expect((await sample(body, "")).status).toBe(401);
    const forbidden = await sample(body, shop.token);
    expect(forbidden.status).toBe(403);
    expect(forbidden.json().status).toBe("error");
  });
});
