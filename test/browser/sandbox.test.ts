// Sandbox accounts in the console, in Chromium (issue 24, defect 4): the console creates a test account, the account
// page's "its orders" lists its orders, test orders are marked "test" in the orders list and on the order page, and
// the account's sandbox_auto_advance is shown and changed on its page.
import { describe, expect, it } from "vitest";
import { SKU } from "../../src/fixtures/catalog.js";
import { standardOrder } from "../helpers/fixtures.js";
import { useConsoleRig } from "./harness.js";

const rig = useConsoleRig();

/** An order of `accountId`'s, made with a token of its own: a notebook alone (no print files to wait for). */
async function orderOf(accountId: string): Promise<string> {
  const token = (await rig.admin("tokens/create", { account_id: accountId })).token as string;
  await rig.server.post("/v1/products/create", { sku: SKU.notebook, name: "Notebook", blank_sku: SKU.notebookBlank }, token);
  const res = await rig.server.post("/v1/orders/create", standardOrder({ items: [{ sku: SKU.notebook, quantity: 1 }] }), token);
  expect(res.body.status, JSON.stringify(res.body)).toBe("success");
  return res.body.data.order_ref;
}

describe("sandbox accounts in the console", () => {
  it("creates a test account", async () => {
    const c = await rig.signedIn("accounts");
    const { page } = c;
    await page.getByLabel("Account name", { exact: true }).fill("Try-out shop");
    await page.getByLabel("Mode", { exact: true }).selectOption("test");
    await page.getByLabel("Sells through connected stores (no return address needed)").check();
    await page.getByRole("button", { name: "Create account" }).click();
    await expect.poll(() => page.getByRole("heading", { level: 1 }).textContent()).toContain("Try-out shop");
    const accountId = decodeURIComponent(new URL(page.url()).hash.split("/")[2]!.split("?")[0]!);
    expect(await rig.admin("accounts/get", { account_id: accountId })).toMatchObject({ name: "Try-out shop", mode: "test", sandbox_auto_advance: true });
    expect(await page.getByRole("heading", { level: 1 }).locator(".badge.test").textContent()).toBe("test");
    expect(await page.getByTestId("account-mode").textContent()).toContain("The sandbox moves its orders on by itself.");
    expect((await orderOf(accountId)).startsWith("ord_")).toBe(true);
    c.assertClean();
    await c.close();
  });

  it("opens a test account's orders from its page ('its orders'), and not another account's", async () => {
    const account = await rig.admin("accounts/create", { name: "Sandbox shop", mode: "test", connected_stores: true });
    const testRef = await orderOf(account.account_id);
    const liveRef = await orderOf(rig.acme.accountId);
    const c = await rig.signedIn(`accounts/${account.account_id}`);
    const { page } = c;
    await page.getByRole("link", { name: "its orders" }).click();
    await expect.poll(() => page.getByRole("link", { name: testRef }).isVisible()).toBe(true);
    expect(await page.getByRole("link", { name: liveRef }).count()).toBe(0);
    // A live account's link lists its own orders as before.
    await page.goto(`/console/#/accounts/${rig.acme.accountId}`);
    await page.getByRole("link", { name: "its orders" }).click();
    await expect.poll(() => page.getByRole("link", { name: liveRef }).isVisible()).toBe(true);
    expect(await page.getByRole("link", { name: testRef }).count()).toBe(0);
    c.assertClean();
    await c.close();
  });

  it("marks test orders 'test' in the orders list and on the order page, and live ones not", async () => {
    const account = await rig.admin("accounts/create", { name: "Marked sandbox", mode: "test", connected_stores: true });
    const testRef = await orderOf(account.account_id);
    const liveRef = await orderOf(rig.acme.accountId);
    const c = await rig.signedIn("orders?test=1");
    const { page } = c;
    await expect.poll(() => page.getByRole("link", { name: testRef }).isVisible()).toBe(true);
    const rowOf = (orderRef: string) => page.getByRole("row").filter({ has: page.getByRole("link", { name: orderRef }) });
    expect(await rowOf(testRef).locator(".badge.test").textContent()).toBe("test");
    expect(await rowOf(liveRef).locator(".badge.test").count()).toBe(0);

    await page.getByRole("link", { name: testRef }).click();
    await expect.poll(() => page.getByRole("heading", { level: 1 }).textContent()).toContain(testRef);
    expect(await page.getByRole("heading", { level: 1 }).locator(".badge.test").textContent()).toBe("test");
    expect(await page.getByTestId("test-order").textContent()).toContain("never produced");
    await page.goto(`/console/#/orders/${liveRef}`);
    await expect.poll(() => page.getByRole("heading", { level: 1 }).textContent()).toContain(liveRef);
    expect(await page.getByRole("heading", { level: 1 }).locator(".badge.test").count()).toBe(0);
    expect(await page.getByTestId("test-order").count()).toBe(0);
    c.assertClean();
    await c.close();
  });

  it("shows and changes a test account's sandbox_auto_advance; a live account's page offers no such setting", async () => {
    const account = await rig.admin("accounts/create", { name: "Manual sandbox", mode: "test", connected_stores: true });
    const c = await rig.signedIn(`accounts/${account.account_id}`);
    const { page } = c;
    const automatic = page.getByLabel("Sandbox: move orders on automatically (off: only the merchant's sandbox/advance moves them)");
    expect(await automatic.isChecked()).toBe(true);
    await automatic.uncheck();
    await page.getByRole("button", { name: "Save settings" }).click();
    await expect.poll(() => page.getByTestId("account-mode").textContent()).toContain("only the merchant's sandbox/advance moves them");
    expect((await rig.admin("accounts/get", { account_id: account.account_id })).sandbox_auto_advance).toBe(false);

    await page.goto(`/console/#/accounts/${rig.acme.accountId}`);
    await expect.poll(() => page.getByRole("heading", { level: 1 }).textContent()).toBe("Acme");
    expect(await page.getByLabel(/^Sandbox: move orders on automatically/).count()).toBe(0);
    // Saving a live account's settings sends no sandbox setting (the service would refuse it).
    await page.getByRole("button", { name: "Save settings" }).click();
    await expect.poll(() => c.problems().length === 0 && page.getByRole("button", { name: "Save settings" }).isEnabled()).toBe(true);
    expect((await rig.admin("accounts/get", { account_id: rig.acme.accountId })).sandbox_auto_advance).toBeNull();
    c.assertClean();
    await c.close();
  });
});
