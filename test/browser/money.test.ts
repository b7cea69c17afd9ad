// Money in the console, in Chromium: blank prices and production days edited in major units (USD, JPY, BHD), shipping
// methods created and changed with every refusal shown at the field it concerns, an account's currency and default
// method, a priced order's costs, method and dates, the late tile and the orders list by ship-by day.
import { describe, expect, it } from "vitest";
import { SKU } from "../../src/fixtures/catalog.js";
import { customTextOrder, standardOrder } from "../helpers/fixtures.js";
import { errorAt, fitsWidth, unlabelledControls, useConsoleRig } from "./harness.js";

const rig = useConsoleRig();


describe("money in the console", () => {
  it("edits a blank's prices in major units and its production days; problems at their fields", async () => {
    const c = await rig.signedIn("catalog");
    const { page } = c;
    await page.getByRole("button", { name: `Edit prices and production of ${SKU.teeBlank}` }).click();
    const editor = page.getByRole("region", { name: `Prices and production of ${SKU.teeBlank}` });
    await editor.getByLabel("Production days").fill("61");
    for (const [row, currency, price, extra] of [
      [1, "USD", "12.50", "4"],
      [2, "JPY", "1800.5", ""],
      [3, "BHD", "4.5", "1.250"],
    ] as const) {
      await editor.getByRole("button", { name: "Add a currency" }).click();
      await editor.getByLabel(`Currency ${row}`, { exact: true }).fill(currency);
      await editor.getByLabel(`Price in ${currency}`, { exact: true }).fill(price);
      if (extra) await editor.getByLabel(`Extra area price in ${currency}`, { exact: true }).fill(extra);
    }
    // Yen have no decimals: the console says so at the field and sends nothing.
    await editor.getByRole("button", { name: "Save the blank" }).click();
    await expect.poll(() => errorAt(editor, "Price in JPY")).toBe("JPY has no decimals");
    expect(await editor.getByRole("alert").textContent()).toContain("One problem is shown at its field.");
    expect(await page.evaluate(() => document.activeElement?.getAttribute("aria-label") ?? (document.activeElement as HTMLInputElement).labels?.[0]?.textContent)).toBe("Price in JPY");

    // A negative price and 61 days: the service refuses both, each shown at its field.
    await editor.getByLabel("Price in JPY", { exact: true }).fill("1800");
    await editor.getByLabel("Price in USD", { exact: true }).fill("-1");
    c.expectRefusal("/v1/admin/catalog/update", 400);
    await editor.getByRole("button", { name: "Save the blank" }).click();
    await expect.poll(() => errorAt(editor, "Price in USD")).toBe("must be >= 0");
    expect(await errorAt(editor, "Production days")).toBe("must be <= 60");
    expect(await errorAt(editor, "Price in JPY")).toBeNull();
    const alert = await editor.getByRole("alert").textContent();
    expect(alert).toContain("2 problems are shown at their fields.");
    expect(alert).not.toContain("out_of_range");
    await c.screenshot("money-blank-refused");

    await editor.getByLabel("Price in USD", { exact: true }).fill("12.50");
    await editor.getByLabel("Production days").fill("3");
    await editor.getByRole("button", { name: "Save the blank" }).click();
    await expect.poll(() => page.getByRole("status").filter({ hasText: `Saved ${SKU.teeBlank}` }).count()).toBe(1);
    const cell = page.getByTestId(`prices-${SKU.teeBlank}`);
    await expect.poll(() => cell.textContent()).toContain("12.50 USD · 1,800 JPY · 4.500 BHD");
    expect(await cell.textContent()).toContain("each further area +4.00 USD · 1.250 BHD");
    expect(await page.getByRole("row", { name: new RegExp(SKU.teeBlank) }).getByRole("cell").nth(6).textContent()).toBe("3");
    const stored = (await rig.admin("catalog/list", { limit: 100 })).blanks.find((b: { sku: string }) => b.sku === SKU.teeBlank);
    expect(stored).toMatchObject({ prices: { USD: 1250, JPY: 1800, BHD: 4500 }, extra_area_prices: { USD: 400, BHD: 1250 }, production_days: 3 });

    // Opened again, the editor shows the stored amounts in major units.
    await page.getByRole("button", { name: `Edit prices and production of ${SKU.teeBlank}` }).click();
    expect(await editor.getByLabel("Price in BHD", { exact: true }).inputValue()).toBe("4.500");
    expect(await editor.getByLabel("Extra area price in USD", { exact: true }).inputValue()).toBe("4.00");
    await c.screenshot("money-catalog");
    c.assertClean();
    await c.close();
  });

  it("creates a shipping method: the service's refusals at the fields they concern, then the method; changes it", async () => {
    const c = await rig.signedIn("shipping");
    const { page } = c;
    expect(await page.getByText("No shipping methods yet").count()).toBe(1);
    const form = page.getByRole("region", { name: "New shipping method" });
    await form.getByLabel("Code", { exact: true }).fill("standard");
    await form.getByLabel("Name", { exact: true }).fill("Standard ground");
    await form.getByLabel("Carrier (optional)").fill("USPS");
    await form.getByLabel("Zone 1: countries").fill("US, XX");
    await form.getByLabel("Zone 1: business days at least").fill("5");
    await form.getByLabel("Zone 1: business days at most").fill("2");
    await form.getByLabel("Zone 1: First item in USD").fill("4.99");
    await form.getByLabel("Zone 1: Each additional item in USD").fill("-1.50");
    for (const zone of [2, 3]) {
      await form.getByRole("button", { name: "Add a zone" }).click();
      await form.getByLabel(`Zone ${zone}: countries`).fill("*");
      await form.getByLabel(`Zone ${zone}: First item in USD`).fill("14.99");
      await form.getByLabel(`Zone ${zone}: Each additional item in USD`).fill("4");
    }

    // The body's shape first: a lower-case code and a negative amount.
    c.expectRefusal("/v1/admin/shipping-methods/create", 400);
    await form.getByRole("button", { name: "Create the method" }).click();
    await expect.poll(() => errorAt(form, "Code")).toBe("use upper-case letters A–Z, digits and _ only (1–32 of them)");
    expect(await errorAt(form, "Zone 1: Each additional item in USD")).toBe("must be >= 0");
    await c.screenshot("money-method-refused-shape");

    // Then the zones' rules: an unknown country, days the wrong way round, a second * zone.
    await form.getByLabel("Code", { exact: true }).fill("STANDARD");
    await form.getByLabel("Zone 1: Each additional item in USD").fill("1.50");
    c.expectRefusal("/v1/admin/shipping-methods/create", 400);
    await form.getByRole("button", { name: "Create the method" }).click();
    await expect.poll(() => errorAt(form, "Zone 1: countries")).toContain("“XX”: not an ISO 3166-1 alpha-2 country code");
    expect(await errorAt(form, "Zone 1: business days at least")).toBe("is more than the days at most");
    expect(await errorAt(form, "Zone 3: countries")).toBe("“*”: only one zone may be \"*\"");
    expect(await errorAt(form, "Code")).toBeNull();
    const alert = await form.getByRole("alert").textContent();
    expect(alert).toContain("3 problems are shown at their fields.");
    expect(alert).not.toMatch(/zones\[|invalid_days|duplicate_zone/);
    await c.screenshot("money-method-refused-zones");

    await form.getByLabel("Zone 1: countries").fill("US, CA");
    await form.getByLabel("Zone 1: business days at most").fill("5");
    await form.getByRole("button", { name: "Remove zone 3" }).click();
    await form.getByRole("button", { name: "Create the method" }).click();
    await expect.poll(() => page.getByRole("status").filter({ hasText: "Created STANDARD." }).count()).toBe(1);
    const row = page.getByTestId("method-STANDARD");
    expect(await row.textContent()).toContain("US, CA: 5–5 business days4.99 USD first item, +1.50 USD each further item");
    expect(await row.textContent()).toContain("everywhere else (*)");
    expect((await rig.admin("shipping-methods/list", {})).methods).toEqual([
      expect.objectContaining({
        code: "STANDARD",
        carrier: "USPS",
        enabled: true,
        zones: [
          { countries: ["US", "CA"], prices: { USD: { first_item: 499, additional_item: 150 } }, days_min: 5, days_max: 5 },
          { countries: ["*"], prices: { USD: { first_item: 1499, additional_item: 400 } }, days_min: 3, days_max: 7 },
        ],
      }),
    ]);

    // A code already used: at the code field again.
    await form.getByLabel("Code", { exact: true }).fill("STANDARD");
    await form.getByLabel("Name", { exact: true }).fill("Again");
    await form.getByLabel("Zone 1: First item in USD").fill("1");
    await form.getByLabel("Zone 1: Each additional item in USD").fill("1");
    c.expectRefusal("/v1/admin/shipping-methods/create", 400);
    await form.getByRole("button", { name: "Create the method" }).click();
    await expect.poll(() => errorAt(form, "Code")).toBe('a shipping method "STANDARD" already exists');

    // Its own page: three to six days in the US zone, a JPY price, and no carrier.
    await page.getByRole("link", { name: "STANDARD" }).click();
    await expect.poll(() => page.getByRole("heading", { level: 1 }).textContent()).toContain("Standard ground");
    const edit = page.getByRole("region", { name: "Change the method" });
    expect(await edit.getByLabel("Zone 1: First item in USD").inputValue()).toBe("4.99");
    await edit.getByLabel("Zone 1: business days at least").fill("3");
    await edit.getByLabel("Zone 1: business days at most").fill("6");
    await edit.getByLabel("Carrier (optional)").fill("");
    await edit.getByRole("button", { name: "Add a currency" }).first().click();
    await edit.getByLabel("Zone 1: Currency 2").fill("JPY");
    await edit.getByLabel("Zone 1: First item in JPY").fill("700");
    await edit.getByLabel("Zone 1: Each additional item in JPY").fill("200");
    await edit.getByRole("button", { name: "Save the method" }).click();
    await expect.poll(() => page.getByRole("status").filter({ hasText: "Saved." }).count()).toBe(1);
    expect(await page.locator(".zones").first().textContent()).toContain("700 JPY first item, +200 JPY each further item");
    const [stored] = (await rig.admin("shipping-methods/list", {})).methods;
    expect(stored).toMatchObject({ carrier: null, zones: [{ days_min: 3, days_max: 6, prices: { USD: { first_item: 499, additional_item: 150 }, JPY: { first_item: 700, additional_item: 200 } } }, { countries: ["*"] }] });
    await c.screenshot("money-method");
    c.assertClean();
    await c.close();
  });

  it("sets an account's currency and default method; shows a priced order's costs, method, ship-by and delivery", async () => {
    await rig.admin("shipping-methods/create", {
      code: "EXPRESS",
      name: "Express",
      carrier: "UPS",
      zones: [{ countries: ["*"], prices: { USD: { first_item: 2199, additional_item: 500 }, BHD: { first_item: 9500, additional_item: 1250 } }, days_min: 1, days_max: 2 }],
    });
    await rig.admin("catalog/update", { sku: SKU.notebookBlank, prices: { USD: 650, BHD: 2750 } });
    const c = await rig.signedIn(`accounts/${rig.acme.accountId}`);
    const { page } = c;
    await expect.poll(() => page.getByTestId("account-pricing").textContent()).toContain("Unpriced");
    await page.getByLabel("Currency", { exact: true }).fill("usd");
    c.expectRefusal("/v1/admin/accounts/update", 400);
    await page.getByRole("button", { name: "Save settings" }).click();
    await expect.poll(() => errorAt(page, "Currency")).toBe('"usd" is not an ISO 4217 currency code (upper case, e.g. USD)');
    await page.getByLabel("Currency", { exact: true }).fill("USD");
    await page.getByLabel("Default shipping method").selectOption("EXPRESS");
    await page.getByRole("button", { name: "Save settings" }).click();
    await expect.poll(() => page.getByTestId("account-pricing").textContent()).toBe("Priced in USD; default shipping method EXPRESS.");
    expect(await rig.admin("accounts/get", { account_id: rig.acme.accountId })).toMatchObject({ currency: "USD", default_shipping_method: "EXPRESS" });

    // Two logo tees (12.50 USD each, front only) and a notebook (6.50 USD), by Express: 21.99 + 2 × 5.00 for the three items.
    const created = await rig.server.post("/v1/orders/create", standardOrder(), rig.acme.token);
    expect(created.body.status, JSON.stringify(created.body)).toBe("success");
    const order = await rig.admin("orders/get", { order_ref: created.body.data.order_ref });
    await page.goto(`/console/#/orders/${order.order_ref}`);
    await expect.poll(() => page.getByTestId("costs-total").textContent()).toBe("63.49 USD");
    const costs = page.getByRole("table").filter({ has: page.getByRole("cell", { name: "63.49 USD" }) });
    const text = await costs.textContent();
    for (const amount of ["12.50 USD", "25.00 USD", "6.50 USD", "31.50 USD", "31.99 USD"]) expect(text).toContain(amount);
    expect(text).not.toMatch(/\b(1250|3150|6349)\b/);
    expect(await page.getByTestId("shipping-method").textContent()).toBe("Express (EXPRESS), UPS: 1–2 business days in transit");
    expect(await page.getByTestId("ship-by").textContent()).toBe(`${order.ship_by} `);
    expect(await page.getByTestId("delivery-estimate").textContent()).toBe(`${order.deliver_from} to ${order.deliver_to}`);
    await c.screenshot("money-order");

    // A name tee prints front and back: one further area, 4.00 USD per item on top of the 12.50.
    const named = await rig.server.post("/v1/orders/create", customTextOrder(), rig.acme.token);
    expect(named.body.status, JSON.stringify(named.body)).toBe("success");
    await page.goto(`/console/#/orders/${named.body.data.order_ref}`);
    await expect.poll(() => page.getByTestId("costs-total").textContent()).toBe("38.49 USD");
    // The costs table's row of the line (the customs table lists it too).
    const costsTable = page.getByRole("table").filter({ has: page.getByTestId("costs-total") });
    expect(await costsTable.getByRole("row", { name: /NAME-TEE/ }).textContent()).toMatch(/12\.50 USD\s*\+ 4\.00 USD further areas\s*16\.50 USD/);

    // Bahraini dinars have three decimals.
    await rig.admin("accounts/update", { account_id: rig.other.accountId, currency: "BHD" });
    const bhd = await rig.server.post("/v1/orders/create", standardOrder(), rig.other.token);
    expect(bhd.body.status, JSON.stringify(bhd.body)).toBe("success");
    await page.goto(`/console/#/orders/${bhd.body.data.order_ref}`);
    // 2 × 4.500 + 2.750 items, 9.500 + 2 × 1.250 by Express.
    await expect.poll(() => page.getByTestId("costs-total").textContent()).toBe("23.750 BHD");
    expect(await page.getByRole("table").filter({ has: page.getByRole("cell", { name: "23.750 BHD" }) }).textContent()).toContain("9.000 BHD");
    c.assertClean();
    await c.close();
  });

  it("counts late orders on the overview; the tile opens them, by ship-by day, in a list with a ship-by column", async () => {
    const orders = [];
    for (let i = 0; i < 3; i++) orders.push((await rig.server.post("/v1/orders/create", standardOrder(), rig.acme.token)).body.data.order_ref as string);
    // Two of them due in the past: one long ago, one last week.
    await rig.server.database.db.updateTable("orders").set({ ship_by: "2026-01-05" }).where("order_ref", "=", orders[1]!).execute();
    await rig.server.database.db.updateTable("orders").set({ ship_by: "2026-01-02" }).where("order_ref", "=", orders[2]!).execute();
    const counts = await rig.admin("orders/counts", {});
    expect(counts.late).toBe(2);

    const c = await rig.signedIn("overview");
    const { page } = c;
    await expect.poll(() => page.getByTestId("count-late").textContent()).toBe("2");
    await c.screenshot("money-overview");
    await page.getByRole("link", { name: /late: ship-by day passed/ }).click();
    await expect.poll(() => page.url()).toContain("late=true");
    expect(await page.getByLabel("Lateness").inputValue()).toBe("true");
    expect(await page.getByLabel("Sort").inputValue()).toBe("ship_by");
    const rows = page.locator("table.orders tbody tr");
    await expect.poll(() => rows.count()).toBe(2);
    expect(await rows.nth(0).textContent()).toContain(orders[2]);
    expect(await rows.nth(1).textContent()).toContain(orders[1]);
    expect(await rows.nth(0).getByTestId("ship-by").textContent()).toBe("2026-01-02lateEXPRESS");
    await c.screenshot("money-late-orders");

    // Every order, soonest ship-by day first; newest first again.
    await page.getByLabel("Lateness").selectOption("");
    await expect.poll(() => rows.count()).toBeGreaterThan(3);
    const shipBy = async () => (await page.locator("table.orders tbody tr time").allTextContents()).filter((t) => /^\d{4}-\d\d-\d\d$/.test(t));
    const sorted = await shipBy();
    expect(sorted).toEqual([...sorted].sort());
    await page.getByLabel("Sort").selectOption("");
    await expect.poll(() => rows.nth(0).textContent()).toContain(orders[2]!);
    await page.getByLabel("Shipping method").selectOption("EXPRESS");
    await expect.poll(() => page.url()).toContain("method=EXPRESS");
    await expect.poll(async () => (await rows.allTextContents()).every((t) => t.includes("EXPRESS"))).toBe(true);
    c.assertClean();
    await c.close();
  });

  it("every money screen is labelled and fits a narrow window", async () => {
    const { orders } = await rig.admin("orders/list", { limit: 1 });
    for (const screen of ["shipping", "shipping/STANDARD", "catalog", `orders/${orders[0].order_ref}`, "orders", "overview"]) {
      const c = await rig.signedIn(screen, { width: 390, height: 844 });
      await expect.poll(() => c.page.locator(".loading").count(), { message: screen }).toBe(0);
      expect(await unlabelledControls(c.page), screen).toEqual([]);
      await c.screenshot(`money-narrow-${screen.replace("/", "-").replace(/ord_.*/, "detail")}`);
      expect(await fitsWidth(c.page), `${screen} fits 390 px`).toBe(true);
      c.assertClean();
      await c.close();
    }
  });
});
