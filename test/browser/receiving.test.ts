// The console's Receiving screens in Chromium (docs/console.md#receiving): the list, a box label scanned in the header's
// scan box opening its box, good and damaged units received in two arrivals, Close with the differences, a receive
// refused in words once the receiving is closed, and a header that stays on one line at 1280 px.
import { beforeAll, describe, expect, it } from "vitest";
import { ADMIN_TOKEN } from "../helpers/server.js";
import { fitsWidth, SCREENSHOTS, unlabelledControls, useConsoleRig, type ConsolePage } from "./harness.js";

const rig = useConsoleRig();

/** A receiving of Acme's counted notebook, through the merchant's API: two boxes, 24 and 16 units. */
async function announce(externalRef: string): Promise<string> {
  const body = { external_ref: externalRef, carrier: "UPS", boxes: [{ lines: [{ sku: "MY-BOOK", quantity: 24 }] }, { lines: [{ sku: "MY-BOOK", quantity: 16 }] }] };
  const created = await rig.server.post("/v1/receiving/create", body, rig.acme.token);
  expect(created.body.status, JSON.stringify(created.body)).toBe("success");
  return created.body.data.receiving_ref as string;
}

let ref = "";
let other = "";
let third = "";

beforeAll(async () => {
  expect((await rig.server.post("/v1/admin/catalog/update", { sku: "BOOK-A5", track_stock: true }, ADMIN_TOKEN)).status).toBe(200);
  ref = await announce("PO-7001");
  other = await announce("PO-7002");
  third = await announce("PO-7003");
});

const scan = async ({ page }: ConsolePage, text: string) => {
  await page.getByLabel("Scan or type an order reference or a box label").fill(text);
  await page.getByLabel("Scan or type an order reference or a box label").press("Enter");
};

const notice = (ui: ConsolePage) =>
  ui.page
    .getByTestId("receiving-notice")
    .textContent({ timeout: 1000 })
    .catch(() => null);

describe("receiving in the console", () => {
  it("lists the receivings by status, kept in the URL", async () => {
    const ui = await rig.signedIn("receiving");
    const { page } = ui;
    await expect.poll(() => page.getByRole("heading", { level: 1 }).textContent()).toBe("Receiving");
    const row = page.getByTestId("receiving-row").filter({ hasText: ref });
    await expect.poll(() => row.count()).toBe(1);
    expect(await row.locator("td").allTextContents()).toEqual([ref, "awaiting", expect.stringContaining("Acme"), "PO-7001", "2", "40", "0", "0", "—", expect.stringMatching(/ UTC$/)]);
    await ui.screenshot("receiving-list");
    await page.getByLabel("Status").selectOption("completed");
    await expect.poll(() => page.url()).toContain("status=completed");
    await expect.poll(() => page.getByText("No receiving matches").count()).toBe(1);
    await page.reload({ waitUntil: "networkidle" });
    expect(await page.getByLabel("Status").inputValue()).toBe("completed");
    await page.getByLabel("Status").selectOption("awaiting");
    await expect.poll(() => page.getByTestId("receiving-row").count()).toBe(3);
    await row.getByRole("link", { name: ref }).click();
    await expect.poll(() => page.getByRole("heading", { level: 1 }).textContent()).toContain(`Receiving ${ref}`);
    ui.assertClean();
    await ui.close();
  });

  it("opens box 2 from its scanned label, receives good and damaged units twice, and closes with the differences", async () => {
    const ui = await rig.signedIn("orders");
    const { page } = ui;
    await scan(ui, `${ref}/2`);
    await expect.poll(() => page.url()).toContain(`#/receiving/${ref}?box=2`);
    const box2 = page.locator("#box-2");
    await expect.poll(() => box2.getAttribute("class")).toContain("current");
    // The focus is in box 2's form: the operator types what arrived and presses Enter.
    const good = page.getByLabel("Good units of MY-BOOK in box 2");
    await expect.poll(() => good.evaluate((el) => el === document.activeElement)).toBe(true);
    expect(await page.getByLabel("Scan or type an order reference or a box label").inputValue()).toBe("");
    await page.keyboard.type("10");
    await page.keyboard.press("Tab");
    await page.keyboard.type("1");
    await page.keyboard.press("Enter");
    await expect.poll(() => notice(ui)).toBe("Box 2: 10 good and 1 damaged units received; in it now 10 good, 1 damaged of 16 expected.");
    expect(await box2.getByTestId("box-line").locator("td").allTextContents()).toEqual(["MY-BOOK", "16", "10", "1", "5", "", ""]);
    await expect.poll(() => page.getByRole("heading", { level: 1 }).locator(".badge").textContent()).toBe("arriving");
    await ui.screenshot("receiving-box");

    // A second arrival adds to the first; the fields were emptied for it.
    expect(await good.inputValue()).toBe("");
    await good.fill("4");
    await box2.getByRole("button", { name: "Receive box 2" }).click();
    await expect.poll(() => notice(ui)).toBe("Box 2: 4 good and 0 damaged units received; in it now 14 good, 1 damaged of 16 expected.");
    expect(await page.getByTestId("difference").locator("td").allTextContents()).toEqual(["MY-BOOK", "40", "14", "1", "−25 missing"]);

    // Nothing typed: said in words, nothing sent.
    await page.getByRole("button", { name: "Receive box 1" }).click();
    await expect.poll(() => page.locator("#box-1").getByRole("alert").textContent()).toContain("Nothing to receive");
    // A quantity that is no whole number is shown at its field.
    await page.getByLabel("Damaged units of MY-BOOK in box 1").fill("-2");
    await page.getByRole("button", { name: "Receive box 1" }).click();
    await expect.poll(() => page.getByLabel("Damaged units of MY-BOOK in box 1").getAttribute("aria-invalid")).toBe("true");
    await page.getByLabel("Damaged units of MY-BOOK in box 1").fill("");

    // Close: the confirmation shows the differences; backing out changes nothing.
    await page.getByRole("button", { name: "Close the receiving" }).click();
    const dialog = page.getByRole("alertdialog");
    await expect.poll(() => dialog.isVisible()).toBe(true);
    expect(await dialog.textContent()).toContain("25 units have not arrived");
    expect(await dialog.getByTestId("difference").locator("td").allTextContents()).toEqual(["MY-BOOK", "40", "14", "1", "−25 missing"]);
    await ui.screenshot("receiving-close");
    await dialog.getByRole("button", { name: `Close ${ref}` }).click();
    await expect.poll(() => notice(ui)).toBe(`Receiving ${ref} closed: 25 units missing.`);
    await expect.poll(() => page.getByRole("heading", { level: 1 }).locator(".badge").textContent()).toBe("completed");
    expect(await page.getByRole("button", { name: /Receive box/ }).count()).toBe(0);
    expect(await page.getByText("Closed: nothing more can be received into it.").count()).toBe(1);
    // On hand: the 14 good units; incoming: the two other receivings' 40 each, nothing of this closed one.
    const item = (await rig.admin("stock/list", { sku: "MY-BOOK" })).items.find((i: { account_id: string }) => i.account_id === rig.acme.accountId);
    expect(item).toMatchObject({ on_hand: 14, incoming: 80 });
    ui.assertClean();
    await ui.close();
  });

  it("refuses in words a receive into a receiving closed since the page was loaded, and an unknown label", async () => {
    const ui = await rig.signedIn(`receiving/${other}`);
    const { page } = ui;
    await page.getByLabel("Good units of MY-BOOK in box 1").fill("3");
    await rig.admin("receiving/close", { receiving_ref: other });
    ui.expectRefusal("/v1/admin/receiving/receive", 409);
    await page.getByRole("button", { name: "Receive box 1" }).click();
    await expect
      .poll(() => page.locator("#box-1").getByRole("alert").textContent())
      .toContain(`Not received: receiving ${other} is completed (since this page was loaded), so it takes no more goods.`);

    // A label of no receiving: said under the scan box, the page stays.
    const unknown = "rcv_01kazzzzzzzzzzzzzzzzzzzzzz";
    ui.expectRefusal("/v1/admin/receiving/get", 404);
    await scan(ui, `${unknown}/1`);
    await expect.poll(() => page.getByTestId("scan-message").textContent()).toBe(`No receiving or order has the reference ${unknown}/1. Scan again, or look in the Receiving list.`);
    expect(page.url()).toContain(`#/receiving/${other}`);
    ui.assertClean();
    await ui.close();
  });

  it("keeps the header on one line at 1280 px", async () => {
    const ui = await rig.signedIn("receiving");
    const { page } = ui;
    const top = async (name: string) => (await page.locator(name).first().boundingBox())!;
    await page.locator("header.top").screenshot({ path: `${SCREENSHOTS}receiving-header.png` });
    const brand = await top(".top .brand");
    // Sign out sits under the name of who is signed in (.session): the pair is one item of the row.
    for (const item of [".top nav li:last-child", "#scan-box", ".top .session"]) {
      const box = await top(item);
      expect(Math.abs(box.y + box.height / 2 - (brand.y + brand.height / 2)), item).toBeLessThan(8);
    }
    ui.assertClean();
    await ui.close();
  });

  it("is labelled, has one heading, and fits a 390 px phone", async () => {
    for (const viewport of [
      { width: 1280, height: 900 },
      { width: 390, height: 844 },
    ]) {
      for (const screen of ["receiving", `receiving/${third}?box=2`]) {
        const ui = await rig.signedIn(screen, viewport);
        const { page } = ui;
        await expect.poll(() => page.locator(".loading").count(), { message: screen }).toBe(0);
        await expect.poll(() => page.locator("table").count(), { message: screen }).toBeGreaterThan(0);
        expect(await unlabelledControls(page), screen).toEqual([]);
        expect(await page.getByRole("heading", { level: 1 }).count(), screen).toBe(1);
        if (viewport.width < 500) {
          expect(await fitsWidth(page), `${screen} fits ${viewport.width} px`).toBe(true);
          await ui.screenshot(`receiving-phone${screen.includes("/") ? "-detail" : ""}`);
        }
        ui.assertClean();
        await ui.close();
      }
    }
  });
});
