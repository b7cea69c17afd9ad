// Bulk work in the console, in Chromium (docs/console.md#bulk-work-import-and-scanning): 1,000 orders a filter selects put on hold from the orders list
// in under 10 s, the cancel confirmation and the per-order refusals, packing slips of a selection with the ones left
// out named, a CSV shipment import with one bad row (checked, then imported), the scan box opening an order from the
// barcode read off its packing slip, and the bulk bar on a 390 px phone. Any browser console error fails the test.
import { mkdirSync, readFileSync } from "node:fs";
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { seedAccount, standardOrder, startSeededServer, type SeededAccount } from "../helpers/fixtures.js";
import { createOrder, walk, type CreatedOrder } from "../helpers/orders.js";
import { bars, decode } from "../helpers/pdf.js";
import type { TestServer } from "../helpers/server.js";
import { DOWNLOAD_WAIT, launchBrowser, openConsole, SCREENSHOTS, unlabelledControls } from "./harness.js";

let server: TestServer;
let acme: SeededAccount;
let bulk: SeededAccount;
let browser: Browser;

const MANY = 1000;

/** `count` orders of the account through the API, 20 at a time. */
async function createMany(token: string, count: number): Promise<string[]> {
  const refs: string[] = [];
  for (let i = 0; i < count; i += 20) {
    const batch = await Promise.all(
      Array.from({ length: Math.min(20, count - i) }, async () => {
        const res = await server.post("/v1/orders/create", standardOrder({ items: [{ sku: "MY-TEE", quantity: 1 }] }), token);
        expect(res.status, JSON.stringify(res.body)).toBe(200);
        return res.body.data.order_ref as string;
      }),
    );
    refs.push(...batch);
  }
  return refs;
}

beforeAll(async () => {
  ({ server, acme } = await startSeededServer());
  bulk = await seedAccount(server, { name: "Bulk", connected_stores: true });
  await createMany(bulk.token, MANY);
  // Two more received orders elsewhere: every received order together is more than one bulk action takes.
  await createMany(acme.token, 2);
  browser = await launchBrowser();
}, 180_000);
afterAll(async () => {
  await browser?.close();
  await server?.close();
});

async function statusOf(orderRef: string): Promise<string> {
  const row = await server.database.db.selectFrom("orders").select("status").where("order_ref", "=", orderRef).executeTakeFirstOrThrow();
  return row.status;
}

const focusedTestId = (page: Page) => page.evaluate(() => document.activeElement?.getAttribute("data-testid") ?? document.activeElement?.id ?? null);

/** An account of its own with a few orders: `received` of them received, one shipped. */
async function smallAccount(name: string, received: number): Promise<{ account: SeededAccount; open: CreatedOrder[]; shipped: CreatedOrder }> {
  const account = await seedAccount(server, { name, connected_stores: true });
  const open: CreatedOrder[] = [];
  for (let i = 0; i < received; i++) open.push(await createOrder(server, account.token));
  const shipped = await createOrder(server, account.token);
  await walk(server, shipped, ["in_production", "ship"]);
  return { account, open, shipped };
}

describe("bulk work in the console", () => {
  it("puts 1,000 orders a filter selects on hold in under 10 s, says so and moves the focus there", async () => {
    const c = await openConsole(browser, server.url);
    const { page } = c;
    await c.signIn();

    // Every received order: more than 1,000 match, and the console says it will not act on all of them.
    await page.goto("/console/#/orders?status=received");
    await expect.poll(() => page.getByTestId("total-count").textContent()).toMatch(/^1,0\d\d orders match$/);
    await page.getByLabel("Select every order on this page").check();
    await expect.poll(() => page.getByTestId("selection").textContent()).toContain("bulk actions work on at most 1,000 at once");
    expect(await page.getByRole("button", { name: /^Select all/ }).count()).toBe(0);
    expect(await page.getByRole("heading", { name: "Bulk actions on 25 orders" }).count()).toBe(1);

    // The Bulk account's received orders: exactly 1,000.
    await page.goto(`/console/#/orders?status=received&account=${bulk.accountId}`);
    await expect.poll(() => page.getByTestId("total-count").textContent()).toBe("1,000 orders match");
    await expect.poll(() => page.locator("table.orders tbody tr").count()).toBe(25);
    // Keyboard: the page's box is reached and ticked with the space bar.
    await page.getByLabel("Select every order on this page").focus();
    await page.keyboard.press("Space");
    await expect.poll(() => page.locator("table.orders tbody tr.picked").count()).toBe(25);
    await page.getByRole("button", { name: "Select all 1,000 orders matching" }).click();
    await expect.poll(() => page.getByTestId("selection").textContent()).toContain("All 1,000 orders matching this search and these filters are selected.");
    await expect.poll(() => focusedTestId(page)).toBe("selection");
    await expect.poll(() => page.getByRole("heading", { name: "Bulk actions on 1,000 orders" }).count()).toBe(1);
    // Packing slips are offered for any selection: how many one PDF takes is the service's to say.
    expect(await page.getByRole("button", { name: "Packing slips (PDF)" }).count()).toBe(1);
    await page.getByLabel("Hold reason").fill("address check");
    expect(await unlabelledControls(page)).toEqual([]);
    await page.getByTestId("bulk-bar").screenshot({ path: `${SCREENSHOTS}bulk-bar.png` });

    const started = Date.now();
    await page.getByRole("button", { name: "Put on hold" }).click();
    await expect.poll(() => page.getByTestId("bulk-summary").textContent(), { timeout: 20_000 }).toContain("1,000 held.");
    const took = Date.now() - started;
    console.log(`bulk hold of ${MANY} orders from the console: ${took} ms from the click to the summary`);
    expect(took).toBeLessThan(10_000);
    await expect.poll(() => focusedTestId(page)).toBe("bulk-summary");
    // The list is read again: no received order of the account is left, and nothing stays selected.
    await expect.poll(() => page.getByTestId("total-count").textContent()).toBe("0 orders match");
    expect(await page.getByTestId("bulk-bar").count()).toBe(0);

    const held = await server.database.db
      .selectFrom("orders")
      .select(({ fn }) => [fn.countAll<number>().as("n")])
      .where("account_id", "=", bulk.accountId)
      .where("status", "=", "on_hold")
      .where("status_reason", "=", "address check")
      .executeTakeFirstOrThrow();
    expect(Number(held.n)).toBe(MANY);
    const others = await server.database.db.selectFrom("orders").select("order_ref").where("account_id", "=", bulk.accountId).where("status", "!=", "on_hold").execute();
    expect(others).toEqual([]);
    c.assertClean();
    await c.close();
  });

  it("asks before cancelling, then cancels the ticked orders and names the one refused in words", async () => {
    const { account, open, shipped } = await smallAccount("Cancels", 3);
    const c = await openConsole(browser, server.url);
    const { page } = c;
    await c.signIn();
    await page.goto(`/console/#/orders?account=${account.accountId}`);
    await expect.poll(() => page.locator("table.orders tbody tr").count()).toBe(4);
    for (const order of [...open, shipped]) await page.getByLabel(`Select ${order.orderRef}`).check();
    // The whole page ticked one by one: the header box shows it, and every order is on this page.
    expect(await page.getByLabel("Select every order on this page").isChecked()).toBe(true);
    expect(await page.getByTestId("selection").textContent()).toBe("All 4 orders are selected.");
    await page.getByLabel("Cancel reason (optional)").fill("customer asked");

    await page.getByRole("button", { name: "Cancel orders", exact: true }).click();
    const dialog = page.getByRole("alertdialog", { name: "Cancel 4 orders?" });
    await expect.poll(() => dialog.isVisible()).toBe(true);
    expect(await dialog.textContent()).toContain("cannot be reopened");
    // The focus is on the button that backs out; Escape backs out and nothing changes.
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe("Keep the orders");
    await page.keyboard.press("Escape");
    await expect.poll(() => dialog.count()).toBe(0);
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe("Cancel orders");
    for (const order of open) expect(await statusOf(order.orderRef)).toBe("received");

    await page.getByRole("button", { name: "Cancel orders", exact: true }).click();
    await dialog.getByRole("button", { name: "Cancel 4 orders" }).click();
    const summary = page.getByTestId("bulk-summary");
    await expect.poll(() => summary.textContent()).toContain("3 cancelled, 1 refused.");
    expect(await summary.textContent()).toContain(`${shipped.orderRef}: its status does not allow this change (invalid_transition)`);
    await expect.poll(() => focusedTestId(page)).toBe("bulk-summary");
    for (const order of open) expect(await statusOf(order.orderRef)).toBe("cancelled");
    expect(await statusOf(shipped.orderRef)).toBe("shipped");
    // The list was read again: the badges say cancelled now.
    await expect.poll(() => page.locator("table.orders tbody .badge.s-cancelled").count()).toBe(3);
    await c.screenshot("bulk-summary");
    c.assertClean();
    await c.close();
  });

  it("downloads the packing slips of a selection, naming the orders left out; the scan box opens an order from its slip's barcode", async () => {
    const { account, open, shipped } = await smallAccount("Slips", 2);
    const c = await openConsole(browser, server.url);
    const { page } = c;
    await c.signIn();
    await page.goto(`/console/#/orders?account=${account.accountId}`);
    await expect.poll(() => page.locator("table.orders tbody tr").count()).toBe(3);
    await page.getByLabel("Select every order on this page").check();
    const downloading = page.waitForEvent("download", DOWNLOAD_WAIT);
    await page.getByRole("button", { name: "Packing slips (PDF)" }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toBe("packing-slips.pdf");
    const pdf = readFileSync(await download.path());
    const summary = page.getByTestId("bulk-summary");
    await expect.poll(() => summary.textContent()).toContain("Packing slips of 2 orders downloaded (packing-slips.pdf). 1 order left out: nothing is left to ship.");
    expect(await summary.textContent()).toContain(`${shipped.orderRef}: nothing is left to ship (nothing_to_ship)`);
    await expect.poll(() => focusedTestId(page)).toBe("bulk-summary");

    // Newest first: the second order's slip is page 1. Its barcode, read as a scanner reads it, opens it.
    const scanned = (await decode(await bars(pdf, 1))).map((r) => r.text);
    expect(scanned).toEqual([open[1]!.orderRef]);
    await page.getByLabel("Scan or type an order reference").focus();
    await page.keyboard.type(scanned[0]!);
    await page.keyboard.press("Enter");
    await expect.poll(() => page.getByRole("heading", { level: 1 }).textContent()).toContain(open[1]!.orderRef);
    expect(await page.getByLabel("Scan or type an order reference").inputValue()).toBe("");

    // An external_ref opens its order too.
    await page.getByLabel("Scan or type an order reference").fill(open[0]!.externalRef);
    await page.keyboard.press("Enter");
    await expect.poll(() => page.getByRole("heading", { level: 1 }).textContent()).toContain(open[0]!.orderRef);

    // Unknown: said in words, the order page stays.
    const unknown = "ord_01kazzzzzzzzzzzzzzzzzzzz";
    c.expectRefusal("/v1/admin/orders/get", 404);
    await page.getByLabel("Scan or type an order reference").fill(unknown);
    await page.keyboard.press("Enter");
    await expect.poll(() => page.getByTestId("scan-message").textContent()).toBe(`No order has the reference ${unknown}. Scan again, or search the orders list.`);
    expect(await page.getByRole("heading", { level: 1 }).textContent()).toContain(open[0]!.orderRef);
    await c.screenshot("bulk-scan-unknown");
    await page.getByLabel("Scan or type an order reference").fill("NO-SUCH-EXTERNAL-REF");
    await page.keyboard.press("Enter");
    await expect.poll(() => page.getByTestId("scan-message").textContent()).toContain("No order has the reference NO-SUCH-EXTERNAL-REF.");
    // Typing again clears the message; an external_ref two accounts share lists both orders, saying why.
    const shared = `shared-${Date.now()}`;
    for (const token of [acme.token, account.token]) expect((await server.post("/v1/orders/create", standardOrder({ external_ref: shared }), token)).status).toBe(200);
    await page.getByLabel("Scan or type an order reference").fill(shared);
    expect(await page.getByTestId("scan-message").textContent()).toBe("");
    await page.keyboard.press("Enter");
    await expect.poll(() => page.getByTestId("total-count").textContent()).toBe("2 orders match");
    expect(await page.getByTestId("scan-message").textContent()).toBe(`Several accounts have an order with the external reference ${shared}: they are listed below.`);
    expect(page.url()).toContain(`q=${shared}`);
    // Moving on to another screen takes the message away.
    await page.getByRole("navigation", { name: "Sections" }).getByRole("link", { name: "Overview" }).click();
    await expect.poll(() => page.getByTestId("scan-message").textContent()).toBe("");
    c.assertClean();
    await c.close();
  });

  it("imports shipments from a CSV file: checked first, then imported, with the one bad row refused in words", async () => {
    const first = await createOrder(server, acme.token);
    const second = await createOrder(server, acme.token);
    await walk(server, first, ["in_production"]);
    await walk(server, second, ["in_production"]);
    const unknown = "ord_01kazzzzzzzzzzzzzzzzzzzz";
    const csv = ["order_ref,carrier,tracking_number", `${first.orderRef},UPS,1ZIMPORT0001`, `${unknown},UPS,1ZIMPORT0002`, `${second.orderRef},DHL,JD0000IMPORT3`, ""].join("\n");

    const c = await openConsole(browser, server.url);
    const { page } = c;
    await c.signIn();
    await page.goto("/console/#/orders");
    await page.getByRole("link", { name: "Import shipments from a CSV file" }).click();
    await expect.poll(() => page.getByRole("heading", { level: 1 }).textContent()).toBe("Import shipments");
    await page.getByLabel("CSV file").setInputFiles({ name: "tracking.csv", mimeType: "text/csv", buffer: Buffer.from(csv) });
    await expect.poll(() => page.getByLabel("CSV text (or paste it here)").inputValue()).toBe(csv);

    await page.getByRole("button", { name: "Check (dry run)" }).click();
    const result = page.getByTestId("import-result");
    await expect.poll(() => result.getByRole("status").textContent()).toContain("Checked, nothing recorded: 2 rows would ship, 1 row refused.");
    await expect.poll(() => focusedTestId(page)).toBe("import-result");
    const shipmentsOf = (ref: string) => server.database.db.selectFrom("shipments").select(["carrier", "tracking_number"]).where("order_ref", "=", ref).execute();
    expect(await shipmentsOf(first.orderRef)).toEqual([]);

    await page.getByRole("button", { name: "Import", exact: true }).click();
    await expect.poll(() => result.getByRole("status").textContent()).toContain("Imported: 2 rows shipped, 1 row refused.");
    await expect.poll(() => focusedTestId(page)).toBe("import-result");
    const rows = result.locator("tbody tr");
    expect(await rows.count()).toBe(3);
    expect(await rows.nth(0).textContent()).toMatch(new RegExp(`^2${first.orderRef}Shipped as shp_\\w+ \\(the order is now shipped\\)$`));
    expect(await rows.nth(1).textContent()).toBe(`3${unknown}Refused: there is no order with that reference (order_not_found)`);
    expect(await rows.nth(1).getByRole("link").count()).toBe(0);
    expect(await rows.nth(2).textContent()).toContain(`4${second.orderRef}Shipped as shp_`);
    mkdirSync(SCREENSHOTS, { recursive: true });
    await c.screenshot("bulk-import-result");

    expect(await shipmentsOf(first.orderRef)).toEqual([{ carrier: "UPS", tracking_number: "1ZIMPORT0001" }]);
    expect(await shipmentsOf(second.orderRef)).toEqual([{ carrier: "DHL", tracking_number: "JD0000IMPORT3" }]);
    expect(await statusOf(first.orderRef)).toBe("shipped");
    expect(await statusOf(second.orderRef)).toBe("shipped");

    // The same file again ships nothing twice: every good row is now a duplicate.
    await page.getByRole("button", { name: "Import", exact: true }).click();
    await expect.poll(() => result.getByRole("status").textContent()).toContain("Imported: 0 rows shipped, 3 rows refused.");
    expect(await rows.nth(0).textContent()).toContain("(duplicate_tracking_number)");
    expect(await shipmentsOf(first.orderRef)).toHaveLength(1);
    c.assertClean();
    await c.close();
  });

  it("fits a 390 px phone: the ticked list with its bulk bar, and the import screen, with no sideways scrolling", async () => {
    const { account } = await smallAccount("Phone", 2);
    const c = await openConsole(browser, server.url, { width: 390, height: 844 });
    const { page } = c;
    await c.signIn();
    const nothingSideways = () => page.evaluate(() => document.documentElement.scrollWidth <= document.documentElement.clientWidth);
    await page.goto(`/console/#/orders?account=${account.accountId}`);
    await expect.poll(() => page.locator("table.orders tbody tr").count()).toBe(3);
    expect(await page.getByLabel("Select every order on this page").isVisible()).toBe(true);
    await page.getByLabel("Select every order on this page").check();
    await expect.poll(() => page.getByTestId("bulk-bar").isVisible()).toBe(true);
    expect(await nothingSideways(), "orders list with the bulk bar").toBe(true);
    const bar = page.getByTestId("bulk-bar");
    expect(await bar.evaluate((el) => el.scrollWidth <= el.clientWidth)).toBe(true);
    for (const control of await bar.locator("input, select, button").all()) {
      const box = (await control.boundingBox())!;
      expect(box.x + box.width, await control.evaluate((el) => el.outerHTML.slice(0, 80))).toBeLessThanOrEqual(390);
    }
    await c.screenshot("bulk-phone-orders");
    await page.getByTestId("bulk-bar").screenshot({ path: `${SCREENSHOTS}bulk-phone-bar.png` });

    await page.goto("/console/#/import");
    await expect.poll(() => page.getByRole("heading", { level: 1 }).textContent()).toBe("Import shipments");
    expect(await nothingSideways(), "import screen").toBe(true);
    expect(await unlabelledControls(page)).toEqual([]);
    c.assertClean();
    await c.close();
  });
});
