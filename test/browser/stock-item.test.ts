// The console's stock item page in Chromium (docs/console.md "## Stock"): opened from the Stock list, it shows the
// item's figures, whose it is and its ledger newest first; an adjustment and a count change them, a refusal is
// shown at its field in words, and a count below what is committed says what became backordered. Any browser
// console error fails the test.
import { beforeAll, describe, expect, it } from "vitest";
import { standardOrder } from "../helpers/fixtures.js";
import { fitsWidth, unlabelledControls, useConsoleRig } from "./harness.js";

const rig = useConsoleRig();
let orderRef: string;

beforeAll(async () => {
  await rig.admin("catalog/update", { sku: "BOOK-A5", track_stock: true });
  await rig.admin("stock/adjust", { sku: "MY-BOOK", account_id: rig.acme.accountId, delta: 7, reason: "found", note: "first shelf" });
  const created = await rig.server.post("/v1/orders/create", standardOrder({ items: [{ sku: "MY-BOOK", quantity: 3 }] }), rig.acme.token);
  expect(created.body.status, JSON.stringify(created.body)).toBe("success");
  orderRef = created.body.data.order_ref;
});

describe("the stock item page", () => {
  it("opens from the list: figures, owner and the ledger newest first; adjusts, refuses at the field, counts below committed", async () => {
    const ui = await rig.signedIn("stock");
    const { page } = ui;
    const figure = (key: string) => page.getByTestId(`figure-${key}`).locator("dd").textContent();
    const movements = page.getByTestId("movement");
    const movement = (n: number) => movements.nth(n).innerText();

    await page.getByTestId("stock-item").filter({ hasText: "MY-BOOK" }).getByRole("link", { name: "MY-BOOK" }).click();
    await expect.poll(() => page.getByRole("heading", { level: 1 }).textContent()).toContain("Stock of MY-BOOK");
    expect(page.url()).toContain(`#/stock/${rig.acme.accountId}/MY-BOOK`);
    await expect.poll(() => figure("on_hand")).toBe("7");
    expect([await figure("committed"), await figure("available"), await figure("backordered")]).toEqual(["3", "4", "0"]);
    await expect.poll(() => page.getByTestId("account-name").getByRole("link").getAttribute("href")).toBe(`#/accounts/${rig.acme.accountId}`);
    await expect.poll(() => movements.count()).toBe(2);
    // Newest first: the order's commit, then the units found.
    expect(await movement(0)).toContain("Order placed");
    expect(await movements.nth(0).getByRole("link", { name: orderRef }).getAttribute("href")).toBe(`#/orders/${orderRef}`);
    expect(await movement(0)).toContain("the merchant");
    expect(await movement(1)).toMatch(/Adjusted: found\s+\+7\s+0[\s\S]*op_admin\s+first shelf/);
    expect(await unlabelledControls(page)).toEqual([]);
    await ui.screenshot("stock-item");

    // Two units found: on hand and the ledger move at once.
    await page.getByLabel("Units (+ adds, − takes off)").fill("2");
    await page.getByLabel("Reason").selectOption("found");
    await page.getByLabel("Note (optional)").first().fill("behind the shelf");
    await page.getByRole("button", { name: "Adjust on hand" }).click();
    await expect.poll(() => page.getByTestId("stock-result").textContent()).toContain("2 units added, 9 on hand now");
    await expect.poll(() => figure("on_hand")).toBe("9");
    await expect.poll(() => movement(0)).toContain("behind the shelf");
    expect(await movement(0)).toContain("+2");

    // More taken off than is on hand: refused, in words, at the units field, which takes the focus.
    ui.expectRefusal("/v1/admin/stock/adjust", 400);
    const units = page.getByLabel("Units (+ adds, − takes off)");
    await units.fill("-50");
    await page.getByLabel("Reason").selectOption("lost");
    await page.getByRole("button", { name: "Adjust on hand" }).click();
    await expect.poll(() => units.getAttribute("aria-invalid")).toBe("true");
    const describedBy = (await units.getAttribute("aria-describedby")) ?? "";
    const errorId = describedBy.split(" ").find((id) => id.endsWith("-error"));
    expect(await page.locator(`#${errorId}`).textContent()).toBe("On hand cannot go below 0: 9 units on hand, so at most 9 can be taken off.");
    expect(await units.evaluate((el) => el === document.activeElement)).toBe(true);
    expect(await figure("on_hand")).toBe("9");
    await ui.screenshot("stock-item-refused");

    // A count of 1 below the 3 committed: allowed, and the 2 missing units are backordered.
    await page.getByLabel("Units counted on the shelves").fill("1");
    await page.getByRole("button", { name: "Record the count" }).click();
    await expect.poll(() => page.getByTestId("stock-result").textContent()).toContain("2 units became backordered");
    await expect.poll(() => figure("backordered")).toBe("2");
    // The refusal of before quoted the figures of before: the forms start afresh after a change.
    expect(await units.getAttribute("aria-invalid")).toBeNull();
    expect([await figure("on_hand"), await figure("committed"), await figure("available")]).toEqual(["1", "1", "0"]);
    await expect.poll(() => page.getByRole("heading", { level: 1 }).textContent()).toContain("out of stock");
    await expect.poll(() => movement(0)).toContain("Taken back: the order waits again");
    expect(await movement(1)).toMatch(/Cycle count\s+−8/);
    await ui.screenshot("stock-item-counted");
    ui.assertClean();
    await ui.close();
  });

  it("pages through a long ledger, newest first, and opens a shared blank by its own address", async () => {
    for (let n = 1; n <= 24; n++) await rig.admin("stock/adjust", { sku: "MY-BOOK", account_id: rig.acme.accountId, delta: 1, reason: "found", note: `box ${n}` });
    const ui = await rig.signedIn(`stock/${rig.acme.accountId}/MY-BOOK`);
    const { page } = ui;
    const movements = page.getByTestId("movement");
    await expect.poll(() => movements.count()).toBe(25);
    expect(await movements.nth(0).innerText()).toContain("box 24");
    await page.getByRole("navigation", { name: "Movements pages" }).getByRole("button", { name: "Next →" }).click();
    // 5 movements of the first test, 24 boxes and 2 allocations (the first two boxes went to the waiting order): 31.
    await expect.poll(() => movements.count()).toBe(6);
    expect(await movements.nth(0).innerText()).toContain("box 1");
    // The oldest movement is last on the last page.
    expect(await movements.last().innerText()).toContain("first shelf");
    await page.getByRole("button", { name: "← Previous" }).click();
    await expect.poll(() => movements.nth(0).innerText()).toContain("box 24");

    // A shared POD blank: no account, the blank's name.
    await rig.admin("catalog/update", { sku: "TEE-BLK", track_stock: true });
    await rig.admin("stock/count", { sku: "TEE-BLK", counted: 40 });
    await page.goto("/console/#/stock/shared/TEE-BLK");
    await expect.poll(() => page.getByTestId("figure-on_hand").locator("dd").textContent()).toBe("40");
    await expect.poll(() => page.locator(".facts").innerText()).toContain("shared POD blank");
    await expect.poll(() => page.locator(".facts").innerText()).toContain("Black tee");
    await ui.screenshot("stock-item-shared");
    // A phone's width: the page scrolls down, not across (the ledger scrolls in its own box).
    await page.setViewportSize({ width: 390, height: 800 });
    await expect.poll(() => fitsWidth(page)).toBe(true);
    await ui.screenshot("stock-item-narrow");
    ui.assertClean();
    await ui.close();
  });
});
