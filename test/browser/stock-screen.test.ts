// The console's Stock screen in Chromium (docs/console.md): it lists the counted items with their figures and
// narrows them by level. Any browser console error fails the test.
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
    await page.getByLabel("Level").selectOption("out_of_stock");
    await expect.poll(() => page.getByTestId("stock-item").filter({ hasText: "MY-BOOK" }).count()).toBe(0);
    ui.assertClean();
    await ui.close();
  });
});
