// The subdivision a packing slip and its customs declaration print, read back from the PDF with pdf.js: a Japanese
// prefecture in kanji before the city (never its ISO number), US states as their code, Spain's provinces by name,
// Germany's left out (docs/operator-guide.md, "Addresses on slips").
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { GERMANY, standardOrder, startSeededServer, type SeededAccount } from "../helpers/fixtures.js";
import { pageText } from "../helpers/pdf.js";
import { ADMIN_TOKEN, type TestServer } from "../helpers/server.js";

let server: TestServer;
let acme: SeededAccount;

beforeAll(async () => ({ server, acme } = await startSeededServer()));
afterAll(() => server.close());

const TOKYO = { shipping_name: "山田 太郎", shipping_phone: "+81 3-1234-5678", shipping_address_1: "丸の内1-1", shipping_city: "千代田区", shipping_zip: "100-0005", shipping_state: "13", shipping_country: "JP" };

/** The text of every page of the order's slip (and its customs declaration, for an order abroad). */
async function slipText(address: Record<string, string>): Promise<string[]> {
  const created = await server.post("/v1/orders/create", standardOrder(address), acme.token);
  expect(created.body, JSON.stringify(created.body)).toMatchObject({ status: "success" });
  const res = await fetch(`${server.url}/v1/admin/orders/${created.body.data.order_ref}/packing-slip`, { headers: { authorization: `Bearer ${ADMIN_TOKEN}` } });
  expect(res.status).toBe(200);
  return pageText(Buffer.from(await res.arrayBuffer()));
}

describe("subdivisions on packing slips", () => {
  it("prints Tokyo's prefecture as 東京都 before the city, on the slip and the customs declaration, never as 13", async () => {
    const [slip, declaration] = await slipText(TOKYO);
    expect(slip).toContain("100-0005 東京都千代田区 JP");
    expect(declaration).toContain("100-0005 東京都千代田区 JP");
    for (const page of [slip!, declaration!]) expect(page).not.toMatch(/千代田区 13/);
  });

  it("prints Osaka sent as its name in Latin letters (stored as 27) as 大阪府", async () => {
    const [slip] = await slipText({ ...TOKYO, shipping_city: "大阪市北区", shipping_zip: "530-0001", shipping_state: "Osaka" });
    expect(slip).toContain("530-0001 大阪府大阪市北区 JP");
  });

  it("keeps a US state's code, prints a Spanish province by name, leaves Germany's out", async () => {
    expect((await slipText({ shipping_city: "Los Angeles", shipping_zip: "90012", shipping_state: "California" }))[0]).toContain("90012 Los Angeles CA US");
    const spain = { shipping_name: "Ana López", shipping_address_1: "Rambla Just Oliveras 1", shipping_city: "L'Hospitalet de Llobregat", shipping_zip: "08901", shipping_state: "B", shipping_country: "ES" };
    expect((await slipText(spain))[0]).toContain("08901 L'Hospitalet de Llobregat Barcelona ES");
    expect((await slipText(GERMANY))[0]).toContain("10117 Berlin DE");
  });
});
