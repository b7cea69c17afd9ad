// The console's Stock screen in Chromium (docs/console.md): it lists the counted items with their figures and
// narrows them by level. Any browser console error fails the test.
import { readFileSync } from "node:fs";
import { beforeAll, describe, expect, it } from "vitest";
import { ADMIN_TOKEN } from "../helpers/server.js";
import { openConsole, useConsoleRig } from "./harness.js";

const rig = useConsoleRig();

beforeAll(async () => {
  expect((await rig.server.post("/v1/admin/catalog/update", { sku: "BOOK-A5", track_stock: true }, ADMIN_TOKEN)).status).toBe(200);
  const found = await rig.server.post("/v1/admin/stock/adjust", { sku: "MY-BOOK", account_id: rig.acme.accountId, delta: 7, reason: "found" }, ADMIN_TOKEN);
  expect(found.body.status).toBe("success");
});

describe("the stock screen", () => {
  it("lists counted items with their figures", async () => {
    const ui = await openConsole(rig.browser, rig.server.url);
    const { page } = ui;
    await ui.signIn();
    await page.getByRole("link", { name: "Stock", exact: true }).click();
    await expect.poll(() => page.getByRole("heading", { level: 1 }).textContent()).toBe("Stock");
    const row = page.getByTestId("stock-item").filter({ hasText: "MY-BOOK" });
    await expect.poll(() => row.count()).toBe(1);
    await expect.poll(() => row.locator("td").nth(2).textContent()).toBe("7");
    await ui.screenshot("stock-list");
    const download = page.waitForEvent("download");
    await page.getByRole("button", { name: "Export these items (CSV)" }).click();
    const csv = await download;
    expect(csv.suggestedFilename()).toBe("stock.csv");
    const text = readFileSync(await csv.path()).toString("utf8");
    expect(text).toMatch(/^\uFEFFsku,account_id,account_name,on_hand/);
    expect(text).toContain(`MY-BOOK,${rig.acme.accountId}`);
    await expect.poll(() => page.getByTestId("export-done").textContent()).toContain("Exported to stock.csv");
    await page.getByLabel("Level").selectOption("out_of_stock");
    await expect.poll(() => page.getByTestId("stock-item").filter({ hasText: "MY-BOOK" }).count()).toBe(0);
    ui.assertClean();
    await ui.close();
  });
});
