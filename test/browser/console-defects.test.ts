// The console defects of the operator's-desk walk (issue 24, 6–12), in Chromium: webhook endpoints created, changed
// and deleted without duplicates; the orders list's page in the URL (Back, reload); a 390 px phone showing the list,
// an order and its ship form without sideways scrolling; the packing slip offered only when it can be printed (and a
// reshipment's slip); sign-out in another tab; refusals in an operator's words; confirmation before what cannot be
// taken back, by keyboard.
import { readFileSync } from "node:fs";
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { standardOrder, type SeededAccount } from "../helpers/fixtures.js";
import { ADMIN_TOKEN } from "../helpers/server.js";
import { DOWNLOAD_WAIT, headingStatus, SCREENSHOTS, useConsoleRig } from "./harness.js";

const rig = useConsoleRig();

async function createOrder(account: SeededAccount = rig.acme): Promise<string> {
  const res = await rig.server.post("/v1/orders/create", standardOrder(), account.token);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.data.order_ref as string;
}

/** An order of Acme in production (forced: no worker fetches its product's art here), ready to ship. */
async function orderInProduction(): Promise<string> {
  const orderRef = await createOrder();
  await rig.admin("orders/transition", { order_ref: orderRef, status: "in_production", force: true, reason: "test: art checked by hand" });
  return orderRef;
}

/** Where the keyboard focus is: inside the open dialog, or the text of the focused element. */
const focusInDialog = (page: Page) => page.evaluate(() => !!document.activeElement?.closest("dialog[open]"));
const focusedText = (page: Page) => page.evaluate(() => document.activeElement?.textContent?.trim() ?? "");
const statusOf = headingStatus;

describe("the operator's desk in the console", () => {
  it("creates a webhook endpoint: the list shows it, the form empties, a second click makes no duplicate; changes and deletes it", async () => {
    const c = await rig.signedIn("webhooks");
    const { page } = c;
    await expect.poll(() => page.getByText("No webhook endpoints yet").count()).toBe(1);
    const url = "https://hooks.example.com/desk";
    await page.getByLabel("Receiver URL (https)").fill(url);
    await page.getByRole("button", { name: "Create endpoint" }).click();
    await expect.poll(() => page.getByRole("row", { name: new RegExp(url) }).count()).toBe(1);
    expect(await page.getByText("No webhook endpoints yet").count()).toBe(0);
    expect(await page.getByLabel("Receiver URL (https)").inputValue()).toBe("");
    // The result takes the focus: the secret shown once is what must be acted on now.
    await expect.poll(() => page.evaluate(() => !!document.activeElement?.closest('[data-testid="created-endpoint"]'))).toBe(true);
    // The emptied field refuses a second click instead of registering the same URL again.
    await page.getByRole("button", { name: "Create endpoint" }).click();
    expect((await rig.admin("webhooks/list", {})).webhooks).toHaveLength(1);
    const webhookId = (await rig.admin("webhooks/list", {})).webhooks[0].webhook_id as string;
    await c.screenshot("desk-webhook-created");

    // Change its URL and events.
    await page.getByRole("link", { name: "Open the new endpoint →" }).click();
    await page.getByLabel("Receiver URL (https)").fill("https://hooks.example.com/changed");
    await page.getByLabel("shipment.created", { exact: true }).check();
    await page.getByLabel("order.status_changed", { exact: true }).check();
    await page.getByRole("button", { name: "Save the endpoint" }).click();
    await expect.poll(() => page.getByRole("status").filter({ hasText: "Saved:" }).textContent()).toContain("https://hooks.example.com/changed");
    expect(await rig.admin("webhooks/get", { webhook_id: webhookId })).toMatchObject({ url: "https://hooks.example.com/changed", events: ["shipment.created", "order.status_changed"] });
    await expect.poll(() => page.getByRole("heading", { level: 1 }).textContent()).toContain("https://hooks.example.com/changed");

    // Delete: asked first; Escape keeps it; confirmed, it is gone and the list says so.
    await page.getByRole("button", { name: "Delete the endpoint" }).click();
    const dialog = page.getByRole("alertdialog", { name: "Delete the endpoint https://hooks.example.com/changed?" });
    await expect.poll(() => dialog.isVisible()).toBe(true);
    expect(await focusInDialog(page)).toBe(true);
    await c.screenshot("desk-confirm-delete");
    await page.keyboard.press("Escape");
    await expect.poll(() => dialog.count()).toBe(0);
    expect(await focusedText(page)).toBe("Delete the endpoint");
    expect((await rig.admin("webhooks/list", {})).webhooks).toHaveLength(1);
    await page.getByRole("button", { name: "Delete the endpoint" }).click();
    await dialog.getByRole("button", { name: `Delete ${webhookId}` }).click();
    await expect.poll(() => page.getByRole("status").filter({ hasText: `Endpoint ${webhookId} deleted` }).count()).toBe(1);
    await expect.poll(() => page.getByText("No webhook endpoints yet").count()).toBe(1);
    expect((await rig.admin("webhooks/list", {})).webhooks).toHaveLength(0);
    c.assertClean();
    await c.close();
  });

  it("keeps the orders list's page in the URL: Back from an order and a reload return to page 3", async () => {
    for (let i = 0; i < 51; i++) await createOrder(rig.other);
    const c = await rig.signedIn(`orders?account=${rig.other.accountId}`);
    const { page } = c;
    const pager = page.getByRole("navigation", { name: "Order pages" });
    await expect.poll(() => pager.textContent()).toContain("Page 1");
    // The pager names the new page before its rows arrive: after each Next, wait until the first row is another.
    const firstRow = async () => (await page.locator("table.orders tbody tr a").first().textContent())!;
    const firstOnPage1 = await firstRow();
    await pager.getByRole("button", { name: "Next →" }).click();
    await expect.poll(() => pager.textContent()).toContain("Page 2");
    await expect.poll(firstRow).not.toBe(firstOnPage1);
    const firstOnPage2 = await firstRow();
    await pager.getByRole("button", { name: "Next →" }).click();
    await expect.poll(() => pager.textContent()).toContain("Page 3");
    await expect.poll(firstRow).not.toBe(firstOnPage2);
    const firstOnPage3 = await firstRow();
    expect(page.url()).toContain(`account=${rig.other.accountId}`);

    await page.getByRole("link", { name: firstOnPage3 }).click();
    await expect.poll(() => page.getByRole("heading", { level: 1 }).textContent()).toContain(firstOnPage3);
    await page.goBack();
    await expect.poll(() => pager.textContent()).toContain("Page 3");
    await expect.poll(firstRow).toBe(firstOnPage3);
    expect(await page.getByLabel("Account").inputValue()).toBe(rig.other.accountId);

    await page.reload();
    await expect.poll(() => pager.textContent()).toContain("Page 3");
    await expect.poll(firstRow).toBe(firstOnPage3);
    await pager.getByRole("button", { name: "← Previous" }).click();
    await expect.poll(() => pager.textContent()).toContain("Page 2");
    // A new filter starts again at page 1.
    await page.getByRole("combobox", { name: "Status", exact: true }).selectOption("received");
    await expect.poll(() => pager.textContent()).toContain("Page 1");
    c.assertClean();
    await c.close();
  });

  it("fits a 390 px phone: the orders list with its badges, an order, and its ship form, with no sideways scrolling", async () => {
    const orderRef = await orderInProduction();
    const c = await rig.signedIn("orders", { width: 390, height: 844 });
    const { page } = c;
    const nothingSideways = () => page.evaluate(() => document.documentElement.scrollWidth <= document.documentElement.clientWidth);
    /** Elements (badges, inputs) that reach past the window's right edge or are cut off by a scrolling box. */
    const clipped = (selector: string) =>
      page.evaluate((selector) => {
        const width = document.documentElement.clientWidth;
        return [...document.querySelectorAll(selector)]
          .filter((el) => {
            const box = el.getBoundingClientRect();
            if (box.width === 0) return false;
            let clip = el.parentElement;
            while (clip && getComputedStyle(clip).overflowX === "visible") clip = clip.parentElement;
            const edge = clip ? Math.min(width, clip.getBoundingClientRect().right) : width;
            return box.right > edge + 0.5;
          })
          .map((el) => el.outerHTML.slice(0, 80));
      }, selector);
    await expect.poll(() => page.locator("table.orders tbody tr").count()).toBeGreaterThan(0);
    expect(await nothingSideways(), "orders list").toBe(true);
    expect(await clipped("table.orders .badge, table.orders a")).toEqual([]);
    expect(await page.locator("table.orders").evaluate((t) => t.parentElement!.scrollWidth <= t.parentElement!.clientWidth)).toBe(true);
    await c.screenshot("desk-phone-orders");

    await page.goto(`/console/#/orders/${orderRef}`);
    await expect.poll(() => statusOf(page)).toBe("in production");
    await expect.poll(() => page.getByRole("button", { name: "Record the shipment" }).isVisible()).toBe(true);
    expect(await nothingSideways(), "order detail with the ship form").toBe(true);
    expect(await clipped("form.action input, form.action button, table.quantities")).toEqual([]);
    await page.getByRole("button", { name: "Record the shipment" }).scrollIntoViewIfNeeded();
    await page.screenshot({ path: `${SCREENSHOTS}desk-phone-ship-form.png` });
    await c.screenshot("desk-phone-order");
    c.assertClean();
    await c.close();
  });

  it("offers the packing slip only while something is left to ship, and a reshipment's slip on its shipment", async () => {
    const open = await orderInProduction();
    const shipped = await orderInProduction();
    await rig.admin("orders/ship", { order_ref: shipped, carrier: "UPS", tracking_number: "1ZDESK0001" });
    const cancelled = await createOrder();
    await rig.admin("orders/transition", { order_ref: cancelled, status: "cancelled", reason: "test" });

    const c = await rig.signedIn(`orders/${open}`);
    const { page } = c;
    await expect.poll(() => page.getByRole("button", { name: "Download packing slip (PDF)" }).count()).toBe(1);
    for (const [orderRef, status] of [
      [shipped, "shipped"],
      [cancelled, "cancelled"],
    ] as const) {
      await page.goto(`/console/#/orders/${orderRef}`);
      await expect.poll(() => statusOf(page)).toBe(status);
      expect(await page.getByRole("button", { name: "Download packing slip (PDF)" }).count(), status).toBe(0);
      expect(await page.getByTestId("no-slip").textContent()).toContain("nothing is left to ship");
    }

    // The shipped order's parcel was lost: reship one tee, then print the reshipment's own slip.
    await page.goto(`/console/#/orders/${shipped}`);
    await page.getByLabel("Send something again (reshipment of a lost or damaged parcel)").check();
    await page.getByLabel("Reship: carrier").fill("UPS");
    await page.getByLabel("Reship: tracking number").fill("1ZDESK0002");
    await page.getByLabel(/^Reship quantity of /).first().fill("1");
    await page.getByRole("button", { name: "Record the reshipment" }).click();
    const reshipment = page.getByTestId("shipment").filter({ hasText: "Reshipment" });
    await expect.poll(() => reshipment.count()).toBe(1);
    const [download] = await Promise.all([page.waitForEvent("download", DOWNLOAD_WAIT), reshipment.getByRole("button", { name: /^Packing slip of shp_/ }).click()]);
    expect(download.suggestedFilename()).toMatch(/^packing-slip-.+-shp_.+\.pdf$/);
    expect(readFileSync(await download.path()).subarray(0, 5).toString()).toBe("%PDF-");
    c.assertClean();
    await c.close();
  });

  it("sends the other tab back to sign-in in plain words when one tab signs out; a wrong token is said once", async () => {
    const c = await rig.signedIn("orders");
    const other = await c.context.newPage();
    await other.goto("/console/#/accounts");
    await expect.poll(() => other.getByRole("heading", { level: 1 }).textContent()).toBe("Accounts");
    await c.page.getByRole("button", { name: "Sign out" }).click();
    await expect.poll(() => other.getByLabel("Operator token").isVisible()).toBe(true);
    expect(await other.getByRole("status").first().textContent()).toContain("You signed out in another tab");
    expect(await other.locator("body").textContent()).not.toContain("Authorization");

    // Signed in again in the other tab: the first follows. Then the cookie goes without a word from any tab (cleared
    // by the browser): the next request's 401 brings the sign-in screen, in words too.
    await other.getByLabel("Operator token").fill(ADMIN_TOKEN);
    await other.getByRole("button", { name: "Sign in" }).click();
    await expect.poll(() => c.page.getByRole("navigation", { name: "Sections" }).isVisible()).toBe(true);
    // Both tabs done loading their overview first: the next request is then the one the click makes.
    await other.waitForLoadState("networkidle");
    await expect.poll(() => c.page.locator(".loading").count()).toBe(0);
    await c.page.waitForLoadState("networkidle");
    await c.context.clearCookies();
    c.expectRefusal("/v1/admin/", 401);
    c.expectRefusal("/v1/admin/", 401);
    await c.page.getByRole("navigation", { name: "Sections" }).getByRole("link", { name: "Catalog" }).click();
    await expect.poll(() => c.page.getByLabel("Operator token").isVisible()).toBe(true);
    expect(await c.page.getByRole("status").first().textContent()).toContain("You were signed out");
    expect(await c.page.locator("body").textContent()).not.toContain("Authorization");

    // A wrong token: its reason once; then an account token: only the new reason, nothing stale.
    await c.page.getByLabel("Operator token").fill("not-a-real-token");
    c.expectRefusal("/console/session", 401);
    await c.page.getByRole("button", { name: "Sign in" }).click();
    await expect.poll(() => c.page.getByText(/unknown or revoked/).count()).toBe(1);
    expect(await c.page.getByText("You were signed out").count()).toBe(0);
    await c.page.getByLabel("Operator token").fill(rig.acme.token);
    c.expectRefusal("/console/session", 403);
    await c.page.getByRole("button", { name: "Sign in" }).click();
    await expect.poll(() => c.page.getByRole("alert").textContent()).toContain("account tokens cannot sign in");
    await expect.poll(() => c.page.getByText(/account tokens cannot sign in/).count()).toBe(1);
    expect(await c.page.getByText(/unknown or revoked/).count()).toBe(0);
    c.assertClean();
    await c.close();
  });

  it("says refusals in an operator's words: an empty shipment, an unknown order", async () => {
    const orderRef = await orderInProduction();
    const c = await rig.signedIn(`orders/${orderRef}`);
    const { page } = c;
    await expect.poll(() => statusOf(page)).toBe("in production");
    await page.getByLabel("Ship: carrier").fill("UPS");
    await page.getByLabel("Ship: tracking number").fill("1ZEMPTY");
    for (const input of await page.getByLabel(/^Ship quantity of /).all()) await input.fill("0");
    await page.getByRole("button", { name: "Record the shipment" }).click();
    const alert = page.locator("details.ship").getByRole("alert");
    await expect.poll(() => alert.textContent()).toContain("Nothing to ship: enter a quantity of at least 1 on one line.");
    expect(await alert.textContent()).not.toMatch(/too_few_items|entries|items:/);
    expect((await rig.admin("orders/get", { order_ref: orderRef })).shipments).toHaveLength(0);

    c.expectRefusal("/v1/admin/orders/get", 404);
    await page.goto("/console/#/orders/ord_doesnotexist");
    const missing = page.getByRole("alert");
    await expect.poll(() => missing.textContent()).toContain("There is no order with that reference.");
    expect(await missing.textContent()).not.toContain("your account");
    c.assertClean();
    await c.close();
  });

  it("asks before cancelling an order, revoking a token, disabling an account and rotating a secret (by keyboard)", async () => {
    const orderRef = await createOrder();
    const token = await rig.admin("tokens/create", { account_id: rig.other.accountId, name: "Shop sync" });
    const { webhook_id: webhookId } = await rig.admin("webhooks/create", { account_id: rig.other.accountId, url: "https://hooks.example.com/rotate" });
    const c = await rig.signedIn(`orders/${orderRef}`);
    const { page } = c;

    /** Opens the dialog from `button`, checks it is named, holds the focus and closes on Escape; then confirms by keyboard. */
    const confirmByKeyboard = async (button: string, title: string, confirm: string) => {
      const trigger = page.getByRole("button", { name: button, exact: true });
      await trigger.focus();
      await page.keyboard.press("Enter");
      const dialog = page.getByRole("alertdialog", { name: title });
      await expect.poll(() => dialog.isVisible(), { message: title }).toBe(true);
      expect(await focusInDialog(page)).toBe(true);
      expect(await dialog.getByRole("button").allTextContents()).toContain(confirm);
      await page.keyboard.press("Escape");
      await expect.poll(() => dialog.count()).toBe(0);
      expect(await focusedText(page)).toBe(button);
      await page.keyboard.press("Enter");
      await expect.poll(() => focusInDialog(page)).toBe(true);
      // The focus starts on the button that backs out; the confirm button is the next one.
      await page.keyboard.press("Tab");
      expect(await focusedText(page)).toBe(confirm);
      await page.keyboard.press("Enter");
      await expect.poll(() => dialog.count()).toBe(0);
    };

    await expect.poll(() => statusOf(page)).toBe("received");
    await confirmByKeyboard("Cancel the order", `Cancel order ${orderRef}?`, `Cancel order ${orderRef}`);
    await expect.poll(() => statusOf(page)).toBe("cancelled");
    // The result takes the focus: the order's heading, which says its status now.
    await expect.poll(() => page.evaluate(() => document.activeElement?.tagName)).toBe("H1");
    expect((await rig.admin("orders/get", { order_ref: orderRef })).status).toBe("cancelled");

    await page.goto(`/console/#/accounts/${rig.other.accountId}`);
    await expect.poll(() => page.getByRole("button", { name: `Revoke ${token.token_id}` }).count()).toBe(1);
    await confirmByKeyboard(`Revoke ${token.token_id}`, `Revoke token ${token.token_id} (Shop sync)?`, `Revoke ${token.token_id}`);
    await expect.poll(() => page.locator(".tokens li").filter({ hasText: token.token_id }).textContent()).toContain("revoked");
    await confirmByKeyboard("Disable the account", "Disable Other?", "Disable Other");
    await expect.poll(() => page.getByTestId("account-state").textContent()).toContain("Disabled");
    expect((await rig.admin("accounts/get", { account_id: rig.other.accountId })).disabled).toBe(true);

    await page.goto(`/console/#/webhooks/${webhookId}`);
    await expect.poll(() => page.getByRole("button", { name: "Rotate the secret" }).count()).toBe(1);
    await confirmByKeyboard("Rotate the secret", "Rotate the signing secret?", "Rotate the secret");
    await expect.poll(() => page.getByTestId("secret-value").textContent()).toMatch(/^whsec_/);
    c.assertClean();
    await c.close();
  });
});
