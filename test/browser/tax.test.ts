// Tax in the console, in Chromium: the settings screen's rates (set, changed, refusals at their fields), an account's
// billing country and VAT id (a bad id shown at its field), and a taxed order's costs with its tax row.
import { existsSync, mkdirSync, statSync } from "node:fs";
import { dirname } from "node:path";
import { describe, expect, it } from "vitest";
import { SKU } from "../../src/fixtures/catalog.js";
import { standardOrder } from "../helpers/fixtures.js";
import { ROOT, SCREENSHOTS, errorAt, unlabelledControls, useConsoleRig } from "./harness.js";

const rig = useConsoleRig({ COMPANY_COUNTRY: "DE" });


describe("tax in the console", () => {
  it("sets tax rates on the settings screen; refusals at their fields", async () => {
    const c = await rig.signedIn("settings");
    const { page } = c;
    await expect.poll(() => page.getByText("No tax rates yet").count()).toBe(1);
    // A rate with three decimals: the console refuses it before sending.
    await page.getByLabel("Country", { exact: true }).fill("DE");
    await page.getByLabel("Rate (%)", { exact: true }).fill("19.005");
    await page.getByLabel("Name", { exact: true }).fill("MwSt.");
    await page.getByRole("button", { name: "Set rate" }).click();
    await expect.poll(() => errorAt(page, "Rate (%)")).toBe("a percentage with at most two decimals, e.g. 19 or 5.5");
    // Not a country: the service's refusal at the field.
    await page.getByLabel("Country", { exact: true }).fill("XX");
    await page.getByLabel("Rate (%)", { exact: true }).fill("19");
    c.expectRefusal("/v1/admin/tax-rates/set", 400);
    await page.getByRole("button", { name: "Set rate" }).click();
    await expect.poll(() => errorAt(page, "Country")).toBe('"XX" is not an ISO 3166-1 alpha-2 country code');
    expect(await errorAt(page, "Rate (%)")).toBeNull();
    await page.getByLabel("Country", { exact: true }).fill("de");
    await page.getByRole("button", { name: "Set rate" }).click();
    await expect.poll(() => page.getByTestId("tax-rate-DE").textContent()).toContain("19 %MwSt.");
    for (const [country, rate, name] of [["AT", "20", "USt."], ["FR", "5,5", "TVA réduite"]] as const) {
      await page.getByLabel("Country", { exact: true }).fill(country);
      await page.getByLabel("Rate (%)", { exact: true }).fill(rate);
      await page.getByLabel("Name", { exact: true }).fill(name);
      await page.getByRole("button", { name: "Set rate" }).click();
      await expect.poll(() => page.getByTestId(`tax-rate-${country}`).count()).toBe(1);
    }
    expect(await page.getByTestId("tax-rate-FR").textContent()).toContain("5.5 %TVA réduite");
    expect((await rig.admin("tax-rates/list", {})).tax_rates.map((r: { country: string; rate_bp: number }) => [r.country, r.rate_bp])).toEqual([
      ["AT", 2000],
      ["DE", 1900],
      ["FR", 550],
    ]);
    expect(await unlabelledControls(page)).toEqual([]);
    await c.screenshot("settings-tax-rates");
    // The guide's picture, written only when asked (UPDATE_SCREENSHOTS=1): a plain run changes no file under version control.
    const committed = `${ROOT}docs/images/console-tax-rates.png`;
    const picture = process.env.UPDATE_SCREENSHOTS === "1" ? committed : `${SCREENSHOTS}console-tax-rates.png`;
    mkdirSync(dirname(picture), { recursive: true });
    const before = existsSync(committed) ? statSync(committed).mtimeMs : undefined;
    await page.screenshot({ path: picture, fullPage: true });
    if (process.env.UPDATE_SCREENSHOTS !== "1") expect(existsSync(committed) ? statSync(committed).mtimeMs : undefined).toBe(before);
    c.assertClean();
    await c.close();
  });

  it("sets an account's billing country and VAT id; a taxed order shows its tax", async () => {
    await rig.admin("tax-rates/set", { country: "DE", rate_bp: 1900, name: "MwSt." });
    await rig.admin("shipping-methods/create", { code: "TAXED", name: "Taxed", zones: [{ countries: ["*"], prices: { EUR: { first_item: 499, additional_item: 150 } }, days_min: 1, days_max: 2 }] });
    for (const sku of [SKU.teeBlank, SKU.notebookBlank]) await rig.admin("catalog/update", { sku, prices: { EUR: sku === SKU.teeBlank ? 1249 : 653 } });
    await rig.admin("accounts/update", { account_id: rig.acme.accountId, currency: "EUR" });
    const c = await rig.signedIn(`accounts/${rig.acme.accountId}`);
    const { page } = c;
    await expect.poll(() => page.getByTestId("account-tax").textContent()).toBe("No billing country: its orders are not taxed.");
    await page.getByLabel("Billing country", { exact: true }).fill("DE");
    await page.getByLabel("VAT id", { exact: true }).fill("DE136695977");
    c.expectRefusal("/v1/admin/accounts/update", 400);
    await page.getByRole("button", { name: "Save settings" }).click();
    await expect.poll(() => errorAt(page, "VAT id")).toBe('"DE136695977" is not a valid VAT id (its country\'s format and check digits)');
    await page.getByLabel("VAT id", { exact: true }).fill("");
    await page.getByRole("button", { name: "Save settings" }).click();
    await expect.poll(() => page.getByTestId("account-tax").textContent()).toContain("Billed in DE, no VAT id");
    expect(await rig.admin("accounts/get", { account_id: rig.acme.accountId })).toMatchObject({ billing_country: "DE", vat_id: null });

    // Two tees (12.49 EUR) and a notebook (6.53 EUR), 7.99 EUR shipping: 39.50 EUR net, 19 % is 7.505 → 7.51 EUR.
    const created = await rig.server.post("/v1/orders/create", standardOrder(), rig.acme.token);
    expect(created.body.status, JSON.stringify(created.body)).toBe("success");
    await page.goto(`/console/#/orders/${created.body.data.order_ref}`);
    await expect.poll(() => page.getByTestId("costs-total-with-tax").textContent()).toBe("47.01 EUR");
    expect(await page.getByTestId("costs-total").textContent()).toBe("39.50 EUR");
    expect(await page.getByTestId("costs-tax").textContent()).toBe("7.51 EUR");
    expect(await page.getByRole("row", { name: /MwSt\. 19 % \(DE\)/ }).count()).toBe(1);
    await c.screenshot("tax-order");
    c.assertClean();
    await c.close();
  });
});
