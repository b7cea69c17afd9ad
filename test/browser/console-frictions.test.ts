// The console frictions of issue 38, in Chromium: the orders list on a 390 px phone with a long account name; ticks
// kept across pages and packing slips of the whole selection; the export of the list's filter; customs shown only for
// orders abroad, in words (no environment variable's name); the return address "as sold", with the account's current
// one only when it differs.
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { GERMANY, seedAccount, standardOrder, type SeededAccount } from "../helpers/fixtures.js";
import { DOWNLOAD_WAIT, fitsWidth, useConsoleRig } from "./harness.js";

const rig = useConsoleRig();

async function createOrder(account: SeededAccount, overrides: Record<string, unknown> = {}): Promise<string> {
  const res = await rig.server.post("/v1/orders/create", standardOrder(overrides), account.token);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.data.order_ref as string;
}

const LONG_NAME = "Consolidated Northwestern Print-on-Demand Merchandising Cooperative of Greater Springfield";

const RETURN_ADDRESS = { name: "Returns Desk", address_1: "5 Dock Road", city: "Springfield", zip: "62702", state: "IL", country: "US" };

describe("the console's frictions (issue 38)", () => {
  it("fits a 390 px phone: the orders list with a long account name in its filter, nothing scrolls sideways", async () => {
    await seedAccount(rig.server, { name: LONG_NAME, connected_stores: true }, false);
    const c = await rig.signedIn("orders", { width: 390, height: 844 });
    const { page } = c;
    await expect.poll(() => page.getByLabel("Account").locator("option").filter({ hasText: LONG_NAME }).count()).toBe(1);
    const widths = await page.evaluate(() => ({ scroll: document.documentElement.scrollWidth, client: document.documentElement.clientWidth }));
    expect(widths.scroll, JSON.stringify(widths)).toBeLessThanOrEqual(widths.client);
    expect(await fitsWidth(page)).toBe(true);
    // Chosen, the long name is what the select shows: it still fits.
    await page.getByLabel("Account").selectOption({ label: LONG_NAME });
    await expect.poll(() => page.getByTestId("total-count").textContent()).toBe("0 orders match");
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= document.documentElement.clientWidth)).toBe(true);
    await c.screenshot("orders-phone-long-account");
    c.assertClean();
    await c.close();
  });

  it("keeps ticks across pages and prints the packing slips of every ticked order in one PDF", async () => {
    const shop = await seedAccount(rig.server, { name: "Pages Shop", connected_stores: true });
    const refs: string[] = [];
    for (let i = 0; i < 27; i++) refs.push(await createOrder(shop));
    const c = await rig.signedIn(`orders?account=${shop.accountId}`);
    const { page } = c;
    await expect.poll(() => page.locator("table.orders tbody tr").count()).toBe(25);
    // Newest first: the last two made are on the first page, the first made on the second.
    await page.getByLabel(`Select ${refs[26]}`).check();
    await page.getByLabel(`Select ${refs[25]}`).check();
    await page.getByRole("button", { name: "Next" }).click();
    await expect.poll(() => page.locator("table.orders tbody tr").count()).toBe(2);
    await page.getByLabel(`Select ${refs[0]}`).check();
    await expect.poll(() => page.getByTestId("ticked-count").textContent()).toContain("3 ticked (on several pages)");
    await expect.poll(() => page.getByRole("heading", { name: "Bulk actions on 3 orders" }).count()).toBe(1);
    await page.getByRole("button", { name: "Previous" }).click();
    await expect.poll(() => page.locator("table.orders tbody tr").count()).toBe(25);
    expect(await page.getByLabel(`Select ${refs[26]}`).isChecked()).toBe(true);
    expect(await page.getByLabel(`Select ${refs[25]}`).isChecked()).toBe(true);
    await c.screenshot("orders-ticks-across-pages");

    const sent = page.waitForRequest((r) => r.url().endsWith("/v1/admin/packing-slips"));
    const downloading = page.waitForEvent("download", DOWNLOAD_WAIT);
    await page.getByRole("button", { name: "Packing slips (PDF)" }).click();
    const body = (await sent).postDataJSON() as { order_refs: string[] };
    expect([...body.order_refs].sort()).toEqual([refs[0], refs[25], refs[26]].sort());
    const download = await downloading;
    expect(download.suggestedFilename()).toBe("packing-slips.pdf");
    expect(readFileSync(await download.path()).subarray(0, 5).toString()).toBe("%PDF-");
    await expect.poll(() => page.getByTestId("bulk-summary").textContent()).toContain("Packing slips of 3 orders downloaded");
    c.assertClean();
    await c.close();
  });

  it("exports the orders of the list's current filter as CSV", async () => {
    const shop = await seedAccount(rig.server, { name: "Export Shop", connected_stores: true });
    const kept = await createOrder(shop);
    const held = await createOrder(shop);
    await rig.admin("orders/transition", { order_ref: held, status: "on_hold", reason: "address check" });
    const elsewhere = await createOrder(rig.acme);
    const c = await rig.signedIn(`orders?account=${shop.accountId}&status=received`);
    const { page } = c;
    await expect.poll(() => page.getByTestId("total-count").textContent()).toBe("1 order matches");
    const sent = page.waitForRequest((r) => r.url().endsWith("/v1/admin/orders/export"));
    const downloading = page.waitForEvent("download", DOWNLOAD_WAIT);
    await page.getByRole("button", { name: "Export these orders (CSV)" }).click();
    expect((await sent).postDataJSON()).toEqual({ account_id: shop.accountId, status: "received" });
    const download = await downloading;
    expect(download.suggestedFilename()).toBe("orders.csv");
    const csv = readFileSync(await download.path(), "utf8");
    expect(csv).toContain(kept);
    expect(csv).not.toContain(held);
    expect(csv).not.toContain(elsewhere);
    await expect.poll(() => page.getByTestId("export-done").textContent()).toContain("Exported to orders.csv");
    await c.screenshot("orders-exported");
    c.assertClean();
    await c.close();
  });

  it("shows customs only for an order abroad, and says why in words, never an environment variable's name", async () => {
    const domestic = await createOrder(rig.acme);
    const abroad = await createOrder(rig.acme, GERMANY);
    const c = await rig.signedIn(`orders/${domestic}`);
    const { page } = c;
    await expect.poll(() => page.getByRole("heading", { name: "Lines" }).count()).toBeGreaterThan(0);
    expect(await page.getByRole("heading", { name: "Customs" }).count()).toBe(0);
    expect(await page.getByRole("button", { name: "Download customs declaration (PDF)" }).count()).toBe(0);
    await c.screenshot("order-domestic-no-customs");

    await page.goto(`/console/#/orders/${abroad}`);
    await expect.poll(() => page.getByRole("heading", { name: "Customs" }).count()).toBe(1);
    const why = await page.getByTestId("customs-why").textContent();
    expect(why).toContain("ships to DE, abroad from US");
    expect(why).toContain("set in the service's configuration");
    expect(await page.locator("body").textContent()).not.toMatch(/SHIP_FROM_COUNTRY|[A-Z]+_[A-Z_]+=/);
    const downloading = page.waitForEvent("download", DOWNLOAD_WAIT);
    await page.getByRole("button", { name: "Download customs declaration (PDF)" }).click();
    expect((await downloading).suggestedFilename()).toBe(`customs-declaration-${abroad}.pdf`);
    await page.getByRole("heading", { name: "Customs" }).scrollIntoViewIfNeeded();
    await c.screenshot("order-abroad-customs");
    c.assertClean();
    await c.close();
  });

  it("labels the account's return address 'as sold', and shows the account's current one only once it differs", async () => {
    const shop = await seedAccount(rig.server, { name: "Returns Shop", return_address: RETURN_ADDRESS });
    const orderRef = await createOrder(shop);
    const c = await rig.signedIn(`orders/${orderRef}`);
    const { page } = c;
    const card = page.getByRole("region", { name: "Return address (the account's, as sold)" });
    await expect.poll(() => card.count()).toBe(1);
    expect(await card.textContent()).toContain("5 Dock Road");
    await page.waitForLoadState("networkidle");
    expect(await page.getByTestId("account-return-now").count()).toBe(0);
    expect(await page.locator("body").textContent()).not.toContain("(the account's)");

    await rig.admin("accounts/update", { account_id: shop.accountId, return_address: { ...RETURN_ADDRESS, address_1: "9 New Quay" } });
    await page.reload();
    await expect.poll(() => page.getByTestId("account-return-now").count()).toBe(1);
    expect(await card.locator("address").first().textContent()).toContain("5 Dock Road");
    expect(await page.getByTestId("account-return-now").textContent()).toContain("9 New Quay");
    await card.scrollIntoViewIfNeeded();
    await c.screenshot("order-return-address-as-sold");
    c.assertClean();
    await c.close();
  });
});
