// An account's stores in the console, in Chromium (docs/console.md "## Stores"): listed on the account's page (name,
// default, archived, logo), a store opened, edited (a refusal at its field first) and its sample slip downloaded; the
// default store's archive refused in words; another store archived after its dialog; a store created; the logo
// ready (its picture), pending and failed (its reason). Any browser console error fails the test.
import { readFileSync } from "node:fs";
import { beforeAll, describe, expect, it } from "vitest";
import { gradientImage } from "../helpers/image-host.js";
import { pageText } from "../helpers/pdf.js";
import { setFailedLogo, setReadyLogo } from "../helpers/store-logos.js";
import { DOWNLOAD_WAIT, fitsWidth, ROOT, unlabelledControls, useConsoleRig } from "./harness.js";

const rig = useConsoleRig();
const ids: Record<"cats" | "logo" | "broken" | "pending", string> = { cats: "", logo: "", broken: "", pending: "" };
let defaultStore: string;

async function create(name: string, body: Record<string, unknown> = {}): Promise<string> {
  return (await rig.admin("stores/create", { account_id: rig.acme.accountId, name, ...body })).store_id;
}

beforeAll(async () => {
  ids.cats = await create("Cat Shirts", { url: "https://cat-shirts.example.com" });
  ids.logo = await create("Logo Shop", { packing_slip: { logo_url: "https://shop.example.com/logo.png", branding_message: "Printed with care" } });
  ids.broken = await create("Broken Logo", { packing_slip: { logo_url: "https://shop.example.com/logo.gif" } });
  ids.pending = await create("Waiting Logo", { packing_slip: { logo_url: "https://shop.example.com/slow.png" } });
  await setReadyLogo(rig.server, ids.logo, await gradientImage(600, 120, "png"));
  await setFailedLogo(rig.server, ids.broken, "not_an_image: the image is GIF; a logo must be PNG or JPEG");
  defaultStore = (await rig.admin("stores/list", { account_id: rig.acme.accountId })).stores.find((s: { default: boolean }) => s.default).store_id;
});

describe("stores in the console", () => {
  it("lists an account's stores with default, state and logo; edits one, downloads its sample slip, archives it", async () => {
    const ui = await rig.signedIn(`accounts/${rig.acme.accountId}`);
    const { page } = ui;
    const rows = page.getByTestId("store-row");
    await expect.poll(() => rows.count()).toBe(5);
    const row = (name: string) => rows.filter({ has: page.getByRole("link", { name, exact: true }) }).innerText();
    expect(await row("Acme")).toMatch(/Acme\s+sto_\w+\s+default\s+open\s+none/);
    expect(await row("Cat Shirts")).toMatch(/open\s+none/);
    expect(await row("Logo Shop")).toMatch(/open\s+ready/);
    expect(await row("Broken Logo")).toMatch(/failed/);
    expect(await row("Waiting Logo")).toMatch(/pending \(being fetched\)/);
    expect(await unlabelledControls(page)).toEqual([]);
    await page.getByRole("heading", { name: "Stores" }).scrollIntoViewIfNeeded();
    await ui.screenshot("account-stores");

    // Open a store: its settings in the form.
    await page.getByRole("link", { name: "Cat Shirts", exact: true }).click();
    await expect.poll(() => page.getByRole("heading", { level: 1 }).textContent()).toBe("Cat Shirts");
    expect(page.url()).toContain(`#/accounts/${rig.acme.accountId}/stores/${ids.cats}`);
    expect(await page.getByLabel("URL", { exact: true }).inputValue()).toBe("https://cat-shirts.example.com");
    expect(await page.getByTestId("store-logo").innerText()).toContain("No logo");
    expect(await page.locator(".crumbs").innerText()).toBe("Accounts / Acme / Cat Shirts");

    // A logo URL the service refuses: at its field, in its words, nothing saved.
    ui.expectRefusal("/v1/admin/stores/update", 400);
    const logoUrl = page.getByLabel("Logo URL");
    await logoUrl.fill("ftp://cat-shirts.example.com/logo.png");
    await page.getByRole("button", { name: "Save store" }).click();
    await expect.poll(() => logoUrl.getAttribute("aria-invalid")).toBe("true");
    const errorId = ((await logoUrl.getAttribute("aria-describedby")) ?? "").split(" ").find((id) => id.endsWith("-error"));
    expect(await page.locator(`#${errorId}`).textContent()).toContain("must be an absolute http(s) URL");
    expect(await logoUrl.evaluate((el) => el === document.activeElement)).toBe(true);
    expect((await rig.admin("stores/get", { account_id: rig.acme.accountId, store_id: ids.cats })).packing_slip.logo_url).toBeNull();

    // Edited: name, URL, messages, its own return address; the logo URL emptied again.
    await logoUrl.fill("");
    await page.getByLabel("Name", { exact: true }).fill("Cat Shirts EU");
    await page.getByLabel("URL", { exact: true }).fill("https://eu.cat-shirts.example.com");
    await page.getByLabel("Packing slip: branding message").fill("Purrfect, thank you!");
    await page.getByLabel("Packing slip: contact message").fill("meow@cat-shirts.example.com");
    await page.getByLabel("Its own return address (otherwise the account's)").check();
    await page.getByLabel("Return address: Name").fill("Cat Returns");
    await page.getByLabel("Return address: Address line 1").fill("5 Whisker Lane");
    await page.getByLabel("Return address: City").fill("Portland");
    await page.getByLabel("Return address: ZIP / postcode").fill("97201");
    await page.getByLabel("Return address: State or region").fill("OR");
    await page.getByLabel("Return address: Country (ISO code, e.g. US)").fill("US");
    await page.getByRole("button", { name: "Save store" }).click();
    await expect.poll(() => page.getByTestId("store-notice").textContent()).toContain("Settings of Cat Shirts EU saved");
    expect(await page.getByTestId("store-notice").evaluate((el) => el === document.activeElement || el.contains(document.activeElement))).toBe(true);
    expect(await page.getByRole("heading", { level: 1 }).textContent()).toBe("Cat Shirts EU");
    const saved = await rig.admin("stores/get", { account_id: rig.acme.accountId, store_id: ids.cats });
    expect(saved).toMatchObject({
      name: "Cat Shirts EU",
      url: "https://eu.cat-shirts.example.com",
      packing_slip: { branding_message: "Purrfect, thank you!", contact_message: "meow@cat-shirts.example.com", logo_url: null },
      return_address: { name: "Cat Returns", address_1: "5 Whisker Lane", city: "Portland", zip: "97201", state: "OR", country: "US" },
    });
    expect(await unlabelledControls(page)).toEqual([]);
    await ui.screenshot("store-edited");

    // Its sample slip: the store's name and settings on a made-up order.
    const [download] = await Promise.all([page.waitForEvent("download", DOWNLOAD_WAIT), page.getByRole("button", { name: "Download a sample slip (PDF)" }).click()]);
    expect(download.suggestedFilename()).toBe(`sample-slip-${ids.cats}.pdf`);
    const [text] = await pageText(readFileSync(await download.path()));
    expect(text).toContain("Cat Shirts EU");
    expect(text).toContain("Purrfect, thank you!");
    expect(text).toContain("5 Whisker Lane");

    // Archived after its dialog (Keep it open first: nothing happens).
    const archive = page.getByRole("button", { name: "Archive Cat Shirts EU" });
    await archive.click();
    const dialog = page.getByRole("alertdialog");
    await expect.poll(() => dialog.isVisible()).toBe(true);
    await ui.screenshot("store-archive-dialog");
    await dialog.getByRole("button", { name: "Keep it open" }).click();
    expect((await rig.admin("stores/get", { account_id: rig.acme.accountId, store_id: ids.cats })).archived).toBe(false);
    await archive.click();
    await dialog.getByRole("button", { name: "Archive Cat Shirts EU" }).click();
    await expect.poll(() => page.getByTestId("store-notice").textContent()).toContain("Cat Shirts EU is archived");
    expect(await page.getByTestId("store-state").textContent()).toContain("Archived");
    expect(await page.getByRole("heading", { level: 1 }).textContent()).toContain("archived");
    expect((await rig.admin("stores/get", { account_id: rig.acme.accountId, store_id: ids.cats })).archived).toBe(true);

    // Back on the account: the list says so.
    await page.getByRole("link", { name: "Acme" }).click();
    await expect.poll(() => rows.count()).toBe(5);
    expect(await row("Cat Shirts EU")).toMatch(/archived/);
    ui.assertClean();
    await ui.close();
  });

  it("refuses to archive the default store, in words", async () => {
    const ui = await rig.signedIn(`accounts/${rig.acme.accountId}/stores/${defaultStore}`);
    const { page } = ui;
    await expect.poll(() => page.getByRole("heading", { level: 1 }).textContent()).toBe("Acmedefault");
    expect(await page.getByTestId("store-state").textContent()).toContain("default store");
    ui.expectRefusal("/v1/admin/stores/archive", 400);
    await page.getByRole("button", { name: "Archive Acme" }).click();
    await page.getByRole("alertdialog").getByRole("button", { name: "Archive Acme" }).click();
    const refusal = page.getByRole("alert");
    await expect.poll(() => refusal.textContent()).toContain("the default store cannot be archived");
    expect(await refusal.textContent()).toContain("This is the account's default store: orders that name no store belong to it, so it cannot be archived.");
    expect((await rig.admin("stores/get", { account_id: rig.acme.accountId, store_id: defaultStore })).archived).toBe(false);
    await ui.screenshot("store-default-archive-refused");
    ui.assertClean();
    await ui.close();
  });

  it("creates a store from the account's page and opens it", async () => {
    const ui = await rig.signedIn(`accounts/${rig.acme.accountId}`);
    const { page } = ui;
    await page.getByLabel("Store name").fill("Dog Mugs");
    await page.getByLabel("Store URL (optional)").fill("https://dog-mugs.example.com");
    await page.getByRole("button", { name: "Create store" }).click();
    await expect.poll(() => page.getByRole("heading", { level: 1 }).textContent()).toBe("Dog Mugs");
    const storeId = /stores\/(sto_\w+)/.exec(page.url())?.[1];
    expect(storeId).toBeDefined();
    expect(await rig.admin("stores/get", { account_id: rig.acme.accountId, store_id: storeId })).toMatchObject({ name: "Dog Mugs", url: "https://dog-mugs.example.com", default: false });
    ui.assertClean();
    await ui.close();
  });

  it("shows the logo when ready, what happens while pending, and why it failed; the sample slip carries the logo", async () => {
    const ui = await rig.signedIn(`accounts/${rig.acme.accountId}/stores/${ids.logo}`);
    const { page } = ui;
    const logo = page.getByTestId("store-logo");
    const picture = logo.getByRole("img", { name: "Logo of Logo Shop" });
    await expect.poll(() => picture.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBeGreaterThan(0);
    expect(await logo.innerText()).toContain("ready");
    const [download] = await Promise.all([page.waitForEvent("download", DOWNLOAD_WAIT), page.getByRole("button", { name: "Download a sample slip (PDF)" }).click()]);
    const [text] = await pageText(readFileSync(await download.path()));
    expect(text).toContain("Logo Shop");
    expect(text).toContain("Printed with care");
    // docs/console.md's picture, written only when asked (UPDATE_SCREENSHOTS=1): a plain run leaves docs/images alone.
    await ui.screenshot("store-logo-ready", process.env.UPDATE_SCREENSHOTS === "1" ? `${ROOT}docs/images/console-store.png` : undefined);

    await page.goto(`/console/#/accounts/${rig.acme.accountId}/stores/${ids.broken}`, { waitUntil: "networkidle" });
    await expect.poll(() => logo.innerText()).toContain("failed");
    expect(await logo.innerText()).toContain("not_an_image: the image is GIF; a logo must be PNG or JPEG");
    expect(await logo.getByRole("img").count()).toBe(0);
    await ui.screenshot("store-logo-failed");

    await page.goto(`/console/#/accounts/${rig.acme.accountId}/stores/${ids.pending}`, { waitUntil: "networkidle" });
    await expect.poll(() => logo.innerText()).toContain("pending");
    expect(await logo.innerText()).toContain("The service is fetching and checking https://shop.example.com/slow.png");
    // Made ready meanwhile: Look again shows it.
    await setReadyLogo(rig.server, ids.pending, await gradientImage(120, 200, "png"), "https://shop.example.com/slow.png");
    await page.getByRole("button", { name: "Look again" }).click();
    await expect.poll(() => logo.getByRole("img", { name: "Logo of Waiting Logo" }).evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBeGreaterThan(0);
    ui.assertClean();
    await ui.close();
  });

  it("fits a 390 px phone", async () => {
    const ui = await rig.signedIn(`accounts/${rig.acme.accountId}/stores/${ids.logo}`, { width: 390, height: 844 });
    await expect.poll(() => ui.page.getByRole("heading", { level: 1 }).textContent()).toBe("Logo Shop");
    expect(await fitsWidth(ui.page)).toBe(true);
    await ui.screenshot("store-phone");
    ui.assertClean();
    await ui.close();
  });
});
