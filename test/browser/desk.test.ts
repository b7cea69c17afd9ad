// The operator's desk in the console, in Chromium (docs/operator-guide.md#the-work-queue): a work-queue tile opens the orders it counts, "/"
// focuses the orders search, a search by ship-to name with a SKU filter, and an internal note added on the order
// page. Any browser console error fails the test.
import { beforeAll, describe, expect, it } from "vitest";
import { standardOrder } from "../helpers/fixtures.js";
import { openConsole, useConsoleRig } from "./harness.js";

const rig = useConsoleRig();

let hopper: string;

beforeAll(async () => {
  const create = async (body: Record<string, unknown>) => (await rig.server.post("/v1/orders/create", body, rig.acme.token)).body.data.order_ref as string;
  await create(standardOrder({ shipping_name: "Ada Lovelace" }));
  hopper = await create(standardOrder({ shipping_name: "Grace Hopper", items: [{ sku: "MY-BOOK", quantity: 1 }] }));
  await create(standardOrder({ shipping_name: "Grace Kelly", items: [{ sku: "MY-TEE", quantity: 1 }] }));
});

describe("the operator's desk", () => {
  it("opens a work-queue tile, searches with / and a SKU, and adds a note", async () => {
    const ui = await openConsole(rig.browser, rig.server.url);
    const { page } = ui;
    await ui.signIn();
    // Only the notebook order has no print files waiting: it alone is ready to produce.
    await expect.poll(() => page.getByTestId("count-ready_to_produce").textContent()).toBe("1");
    await page.getByRole("link", { name: /ready to produce/ }).click();
    await expect.poll(() => page.getByRole("heading", { level: 1 }).textContent()).toContain("ready to produce");
    await expect.poll(() => page.locator("table.orders tbody tr").count()).toBe(1);
    await expect.poll(() => page.locator("table.orders tbody").textContent()).toContain(hopper);

    await page.getByRole("button", { name: "Clear search" }).click();
    await expect.poll(() => page.locator("table.orders tbody tr").count()).toBe(3);
    await page.locator("h1").click();
    await page.keyboard.press("/");
    await expect.poll(() => page.evaluate(() => document.activeElement?.id)).toBe("order-search");
    await page.keyboard.type("grace");
    await page.keyboard.press("Enter");
    await expect.poll(() => page.getByTestId("total-count").textContent()).toBe("2 orders match");
    await page.getByLabel("SKU").fill("MY-BOOK");
    await page.getByRole("button", { name: "Search", exact: true }).click();
    await expect.poll(() => page.getByTestId("total-count").textContent()).toBe("1 order matches");
    expect(page.url()).toContain("q=grace");
    expect(page.url()).toContain("sku=MY-BOOK");

    await page.getByRole("link", { name: hopper }).click();
    await page.getByRole("textbox", { name: "Note" }).fill("Fraud check: do not produce");
    await page.getByRole("button", { name: "Add note" }).click();
    await expect.poll(() => page.getByTestId("notes").textContent()).toContain("Fraud check: do not produce");
    await expect.poll(() => page.getByTestId("notes").textContent()).toContain("admin");
    const stored = await rig.server.database.db.selectFrom("order_notes").select("text").where("order_ref", "=", hopper).execute();
    expect(stored).toEqual([{ text: "Fraud check: do not produce" }]);
    ui.assertClean();
    await ui.close();
  });
});
