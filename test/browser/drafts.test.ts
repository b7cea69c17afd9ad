// Drafts in the console, in Chromium (docs/operator-guide.md#drafts): the orders list leaves drafts out until "Drafts
// too" is chosen, then marks them "draft", as the order page does; the overview has no draft tile.
import { describe, expect, it } from "vitest";
import { SKU } from "../../src/fixtures/catalog.js";
import { standardOrder } from "../helpers/fixtures.js";
import { useConsoleRig } from "./harness.js";

const rig = useConsoleRig();

/** An order of Acme's, a notebook alone (no print files to wait for); a draft when `draft`. */
async function orderOf(draft: boolean): Promise<string> {
  await rig.server.post("/v1/products/create", { sku: SKU.notebook, name: "Notebook", blank_sku: SKU.notebookBlank }, rig.acme.token);
  const res = await rig.server.post("/v1/orders/create", standardOrder({ items: [{ sku: SKU.notebook, quantity: 1 }], ...(draft ? { draft: true } : {}) }), rig.acme.token);
  expect(res.body.status, JSON.stringify(res.body)).toBe("success");
  return res.body.data.order_ref;
}

describe("drafts in the console", () => {
  it("lists drafts only with 'Drafts too', marks them 'draft' there and on the order page, and has no draft tile", async () => {
    const draftRef = await orderOf(true);
    const liveRef = await orderOf(false);
    const c = await rig.signedIn(`orders?account=${rig.acme.accountId}`);
    const { page } = c;
    await expect.poll(() => page.getByRole("link", { name: liveRef }).isVisible()).toBe(true);
    expect(await page.getByRole("link", { name: draftRef }).count()).toBe(0);
    await page.getByLabel("Drafts", { exact: true }).selectOption("1");
    await expect.poll(() => page.getByRole("link", { name: draftRef }).isVisible()).toBe(true);
    const rowOf = (orderRef: string) => page.getByRole("row").filter({ has: page.getByRole("link", { name: orderRef }) });
    expect(await rowOf(draftRef).locator(".badge.draft").textContent()).toBe("draft");
    expect(await rowOf(liveRef).locator(".badge.draft").count()).toBe(0);

    await page.getByRole("link", { name: draftRef }).click();
    await expect.poll(() => page.getByRole("heading", { level: 1 }).textContent()).toContain(draftRef);
    expect(await page.getByRole("heading", { level: 1 }).locator(".badge.draft").textContent()).toBe("draft");

    await page.goto("/console/#/");
    await expect.poll(() => page.getByTestId("count-received").isVisible()).toBe(true);
    expect(await page.getByTestId("count-draft").count()).toBe(0);
    c.assertClean();
    await c.close();
  });
});
