// Shipping abroad in the console, in Chromium: an order to Germany shows its postal-code warning and what each line
// declares, and its customs declaration downloads as a PDF whose text is read back; a domestic order's declaration is
// refused with the service's reason; the catalog shows each blank's customs data. Any browser console error fails it.
import { readFileSync } from "node:fs";
import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { GERMANY, seedAccount, seedCatalog, standardOrder, type SeededAccount } from "../helpers/fixtures.js";
import { pageText } from "../helpers/pdf.js";
import { ADMIN_TOKEN, startTestServer, type TestServer } from "../helpers/server.js";
import { DOWNLOAD_WAIT, fitsWidth, launchBrowser, openConsole, unlabelledControls } from "./harness.js";

let server: TestServer;
let browser: Browser;
let shop: SeededAccount;
let abroad: string;
let domestic: string;

beforeAll(async () => {
  server = await startTestServer();
  await seedCatalog(server);
  expect((await server.post("/v1/admin/catalog/update", { sku: "TEE-BLK", hs_code: "6109.10", origin_country: "PT", customs_description: "T-shirt, cotton, printed" }, ADMIN_TOKEN)).status).toBe(200);
  shop = await seedAccount(server, { name: "Abroad shop", connected_stores: true, ioss_number: "IM2760000742" });
  const german = await server.post(
    "/v1/orders/create",
    standardOrder({ ...GERMANY, shipping_zip: "1011", items: [{ sku: "MY-TEE", quantity: 2, customs_value: { amount: 1200, currency: "EUR" } }, { sku: "MY-BOOK", quantity: 1, customs_value: { amount: 500, currency: "EUR" } }] }),
    shop.token,
  );
  expect(german.status, JSON.stringify(german.body)).toBe(200);
  abroad = german.body.data.order_ref;
  domestic = (await server.post("/v1/orders/create", standardOrder(), shop.token)).body.data.order_ref;
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
  await server?.close();
});

describe("shipping abroad in the console", () => {
  it("shows an order's warning and customs data and downloads its declaration", async () => {
    const c = await openConsole(browser, server.url);
    const { page } = c;
    await c.signIn();
    await page.goto(`/console/#/orders/${abroad}`);
    await expect.poll(() => page.getByRole("heading", { level: 1 }).textContent()).toContain(abroad);
    // Both of the order's warnings show: the postcode's, and the line that declares no HS code or origin.
    const warnings = await page.getByTestId("order-warning").allTextContents();
    expect(warnings).toHaveLength(2);
    expect(warnings[0]).toContain('shipping_zip postcode_format: "1011" is not a postal code of DE');
    expect(warnings[1]).toContain("items[1] customs_incomplete");
    const customs = page.getByRole("region", { name: "Customs" });
    expect(await customs.getByTestId("incoterm").textContent()).toBe("DAP");
    expect(await customs.textContent()).toContain("IM2760000742");
    const lines = customs.getByTestId("customs-line");
    expect(await lines.nth(0).textContent()).toBe("MY-TEET-shirt, cotton, printed6109.10PT12.00 EUR");
    expect(await lines.nth(1).textContent()).toBe("MY-BOOKNotebooknonenone5.00 EUR");

    const [download] = await Promise.all([page.waitForEvent("download", DOWNLOAD_WAIT), customs.getByRole("button", { name: "Download customs declaration (PDF)" }).click()]);
    expect(download.suggestedFilename()).toBe(`customs-declaration-${abroad}.pdf`);
    const [text] = await pageText(readFileSync(await download.path()));
    expect(text).toContain("CUSTOMS DECLARATION CN 23");
    expect(text).toContain("T-shirt, cotton, printed 2 6109.10 PT — 24.00 EUR"); // no net weight: the blank declares none
    expect(text).toContain("Total value 29.00 EUR");
    expect(await unlabelledControls(page)).toEqual([]);
    c.assertClean();
    await c.close();
  });

  it("shows no customs card and offers no declaration for a domestic order (issue 38: it answered \"Refused\")", async () => {
    const c = await openConsole(browser, server.url, { width: 390, height: 800 });
    const { page } = c;
    await c.signIn();
    await page.goto(`/console/#/orders/${domestic}`);
    await expect.poll(() => page.getByRole("heading", { level: 1 }).textContent()).toContain(domestic);
    expect(await page.getByTestId("order-warning").count()).toBe(0);
    await expect.poll(() => page.getByRole("heading", { name: "Lines" }).count()).toBe(1);
    expect(await page.getByRole("region", { name: "Customs" }).count()).toBe(0);
    expect(await page.getByRole("button", { name: "Download customs declaration (PDF)" }).count()).toBe(0);
    expect(await fitsWidth(page)).toBe(true);
    c.assertClean();
    await c.close();
  });

  it("shows each blank's customs data in the catalog", async () => {
    const c = await openConsole(browser, server.url);
    const { page } = c;
    await c.signIn();
    await page.getByRole("navigation", { name: "Sections" }).getByRole("link", { name: "Catalog" }).click();
    const tee = page.getByRole("row", { name: /TEE-BLK/ });
    await expect.poll(() => tee.getByTestId("blank-customs").textContent()).toBe("HS 6109.10 · made in PT · T-shirt, cotton, printed");
    expect(await page.getByRole("row", { name: /MUG-11/ }).textContent()).toContain("none");
    c.assertClean();
    await c.close();
  });
});
