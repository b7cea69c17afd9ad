// Custom text in scripts the print fonts cannot draw is refused at create and quote (400 unsupported_characters at the
// text's path, naming the characters) instead of printing boxes; scripts they draw (Latin, Greek, Cyrillic) are taken.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { customTextOrder, seedAccount, startSeededServer, type SeededAccount } from "../helpers/fixtures.js";
import { ADMIN_TOKEN, type TestServer } from "../helpers/server.js";

let server: TestServer;
let acme: SeededAccount;

beforeAll(async () => ({ server, acme } = await startSeededServer()));
afterAll(() => server.close());

function withName(text: string) {
  const body = customTextOrder();
  return { ...body, items: [{ ...body.items[0]!, print_areas: { back: { custom_text: [{ field_name: "name", text }] } } }] };
}

describe("custom text the fonts cannot draw", () => {
  it("refuses a Japanese name at create with unsupported_characters at its path, and writes nothing", async () => {
    const body = withName("山田");
    const res = await server.post("/v1/orders/create", body, acme.token);
    expect(res.status).toBe(400);
    expect(res.body.data.errors).toEqual([
      { path: "items[0].print_areas.back.custom_text[0].text", code: "unsupported_characters", message: expect.stringContaining('"山" (U+5C71), "田" (U+7530)') },
    ]);
    const got = await server.post("/v1/orders/get", { external_ref: body.external_ref }, acme.token);
    expect(got.status).toBe(404);
  });

  it("refuses the same at quote (a priced account's; an unpriced one gets no quote at all)", async () => {
    const priced = await seedAccount(server, { name: "Priced", connected_stores: true });
    expect((await server.post("/v1/admin/accounts/update", { account_id: priced.accountId, currency: "EUR" }, ADMIN_TOKEN)).status).toBe(200);
    const { external_ref: _ref, created_at: _at, ...quote } = withName("ДА山");
    const res = await server.post("/v1/orders/quote", quote, priced.token);
    expect(res.status).toBe(400);
    expect(res.body.data.errors).toContainEqual({ path: "items[0].print_areas.back.custom_text[0].text", code: "unsupported_characters", message: expect.stringContaining("U+5C71") });
  });

  it.each(["ZOË", "ΖΩΗ", "ЖЕНЯ"])("accepts %s (a script the print font draws)", async (text) => {
    const res = await server.post("/v1/orders/create", withName(text), acme.token);
    expect(res.body, JSON.stringify(res.body)).toMatchObject({ status: "success" });
  });
});
