// The operator's day in the console, in Chromium: sign in, find an order on hold with a failed file, retry its files,
// send it to production, ship part of it, download its packing slip, mark the shipment delivered, see the webhook
// delivery; force another order past the files gate; create an account and a token, disable the account; every
// screen labelled, keyboard-usable and fitting a narrow window. Any browser console error fails the test.
import { SCOPES } from "../../src/domain/scopes.js";
import { existsSync, mkdirSync, readFileSync, statSync } from "node:fs";
import { dirname } from "node:path";
import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DELIVER_WEBHOOK, MAKE_LINE_FILES } from "../../src/jobs/kinds.js";
import { SKU } from "../../src/fixtures/catalog.js";
import { printFileOrder } from "../helpers/fixtures.js";
import { gradientImage, startImageHost, type ImageHost } from "../helpers/image-host.js";
import { startReceiver, type Receiver } from "../helpers/receiver.js";
import { ADMIN_TOKEN } from "../helpers/server.js";
import { startWebhookRig, type WebhookRig } from "../helpers/webhooks.js";
import type { Workers } from "../../src/workers.js";
import { DOWNLOAD_WAIT, fitsWidth, headingStatus, launchBrowser, openConsole, ROOT, SCREENSHOTS, unlabelledControls } from "./harness.js";

let rig: WebhookRig;
let host: ImageHost;
let receiver: Receiver;
let browser: Browser;
let files: Workers;
let hooks: Workers;
let webhookId: string;

async function drain(workers: Workers): Promise<void> {
  while ((await workers.worker.runOnce()) > 0);
}

/** A print-file order of Acme: a tee (front with preview, back) × 3 and a mug × 1, its files on the image host. */
async function createOrder(name: string, back: string): Promise<{ orderRef: string; externalRef: string }> {
  const body = printFileOrder({
    items: [
      {
        sku: SKU.teeBlank,
        quantity: 3,
        print_areas: {
          front: { print_file: host.serve(`/${name}/front.png`, await gradientImage(900, 1200)), preview_image: host.serve(`/${name}/preview.jpg`, await gradientImage(600, 600, "jpeg"), "image/jpeg") },
          back: { print_file: back },
        },
      },
      { sku: SKU.mugBlank, quantity: 1, print_areas: { wrap: { print_file: host.serve(`/${name}/mug.png`, await gradientImage(1350, 550)) } } },
    ],
  });
  const res = await rig.server.post("/v1/orders/create", body, rig.acme.token);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return { orderRef: res.body.data.order_ref, externalRef: body.external_ref };
}

beforeAll(async () => {
  rig = await startWebhookRig();
  host = await startImageHost();
  receiver = await startReceiver();
  files = rig.workers({ kinds: [MAKE_LINE_FILES] });
  hooks = rig.workers({ kinds: [DELIVER_WEBHOOK] });
  ({ webhookId } = await rig.createEndpoint({ account_id: rig.acme.accountId, url: receiver.url }));
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
  await receiver?.close();
  await host?.close();
  await rig?.close();
});

const statusOf = headingStatus;

describe("the operator's day", () => {
  it("takes an order on hold with a failed file through retry, production, a partial shipment, its packing slip and delivery", async () => {
    const order = await createOrder("day", host.fail("/day/back.png", 404));
    await drain(files);
    const c = await openConsole(browser, rig.server.url);
    const { page } = c;
    await c.signIn();

    // The overview lists it among the orders on hold, with the reason.
    const held = page.getByRole("region", { name: "Orders on hold" }).or(page.locator("section", { has: page.getByRole("heading", { name: "Orders on hold" }) }));
    await expect.poll(() => held.getByRole("row", { name: new RegExp(order.orderRef) }).textContent()).toContain("print file failed");

    // Orders, filtered to on hold, then the order.
    await page.getByRole("navigation", { name: "Sections" }).getByRole("link", { name: "Orders" }).click();
    await page.getByRole("combobox", { name: "Status", exact: true }).selectOption("on_hold");
    await page.getByRole("link", { name: order.orderRef }).click();
    await expect.poll(() => page.getByRole("heading", { level: 1 }).textContent()).toContain(order.orderRef);
    await expect.poll(() => statusOf(page)).toBe("on hold");
    const tee = page.getByRole("article", { name: `Line 1: ${SKU.teeBlank}` });
    expect(await tee.textContent()).toContain("HTTP 404");
    // Thumbnails of the files that are there, drawn by the browser.
    const thumbnail = page.getByRole("img", { name: "front print file thumbnail" });
    await thumbnail.scrollIntoViewIfNeeded();
    await expect.poll(() => thumbnail.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBeGreaterThan(0);
    expect(await page.getByRole("img", { name: "front preview thumbnail" }).count()).toBe(1);
    expect(await tee.textContent()).toContain("900 × 1200 px");

    // The merchant fixed the file: retry, let the worker fetch it, look again.
    host.serve("/day/back.png", await gradientImage(900, 1200));
    await page.getByRole("button", { name: "Retry failed files" }).click();
    // Queued again: the order, read afresh, has the file pending and nothing failed, so the action is gone.
    await expect.poll(() => page.getByRole("article", { name: `Line 1: ${SKU.teeBlank}` }).textContent()).toContain("back: pending");
    expect(await page.getByRole("button", { name: /Retry failed files|Queueing/ }).count()).toBe(0);
    // The retry is in the timeline with who did it (operator activity: no event callers or webhooks get).
    await expect.poll(() => page.locator(".timeline").textContent()).toContain("admin retried the print files: 1 failed file queued again");
    await drain(files);
    await page.reload();
    await expect.poll(() => page.getByRole("article", { name: `Line 1: ${SKU.teeBlank}` }).textContent()).not.toContain("failed");

    // To production: the files gate is open now.
    await page.getByRole("button", { name: "Send to production" }).click();
    await expect.poll(() => statusOf(page)).toBe("in production");

    // Ship 2 of the 3 tees, none of the mug.
    await page.getByLabel("Ship: carrier").fill("UPS");
    await page.getByLabel("Ship: tracking number").fill("1ZPART0001");
    await page.getByLabel(/^Ship quantity of TEE-BLK/).fill("2");
    await page.getByLabel(/^Ship quantity of MUG-11/).fill("0");
    await page.getByRole("button", { name: "Record the shipment" }).click();
    await expect.poll(() => statusOf(page)).toBe("partially shipped");
    const got = await rig.server.post("/v1/admin/orders/get", { order_ref: order.orderRef }, ADMIN_TOKEN);
    expect(got.body.data.items.map((i: { shipped_quantity: number }) => i.shipped_quantity)).toEqual([2, 0]);
    // The keyboard is on the result: the new shipment's entry.
    await expect.poll(() => page.evaluate(() => document.activeElement?.id)).toBe(`shipment-${got.body.data.shipments[0].shipment_ref}`);

    // The packing slip of what is left to ship.
    const [download] = await Promise.all([page.waitForEvent("download", DOWNLOAD_WAIT), page.getByRole("button", { name: "Download packing slip (PDF)" }).click()]);
    expect(download.suggestedFilename()).toBe(`packing-slip-${order.orderRef}.pdf`);
    expect(readFileSync(await download.path()).subarray(0, 5).toString()).toBe("%PDF-");

    // The parcel arrived.
    const shipment = page.getByTestId("shipment");
    await shipment.getByLabel(/^Progress of shp_/).selectOption("delivered");
    await shipment.getByLabel("Note (optional)").fill("left at the door");
    await shipment.getByRole("button", { name: "Record progress" }).click();
    await expect.poll(() => shipment.locator(".badge").first().textContent()).toBe("delivered");

    // The receiver got the events; the order's deliveries show them with their attempts.
    await drain(hooks);
    await page.reload();
    const delivered = page.getByTestId("delivery").filter({ hasText: "shipment.status_changed" });
    await expect.poll(() => delivered.count()).toBe(1);
    expect(await delivered.locator(".badge").textContent()).toBe("succeeded");
    await delivered.getByText(/1 attempt, last 200/).click();
    expect(await delivered.textContent()).toContain("HTTP 200");
    expect(receiver.received.some((r) => r.body.includes('"shipment.status_changed"'))).toBe(true);

    await page.getByRole("heading", { name: "Timeline" }).scrollIntoViewIfNeeded();
    await c.screenshot("order-detail");
    await page.evaluate(() => window.scrollTo(0, 0));
    // The README's picture: the top of the screen (status, actions, shipments, addresses, the lines' files). Written
    // only when asked (UPDATE_SCREENSHOTS=1): a test run must not change a file under version control.
    const picture = process.env.UPDATE_SCREENSHOTS === "1" ? `${ROOT}docs/images/console-order-detail.png` : `${SCREENSHOTS}console-order-detail.png`;
    mkdirSync(dirname(picture), { recursive: true });
    const committed = `${ROOT}docs/images/console-order-detail.png`;
    const before = existsSync(committed) ? statSync(committed).mtimeMs : undefined;
    await page.screenshot({ path: picture, fullPage: true, clip: { x: 0, y: 0, width: 1280, height: 1800 } });
    if (process.env.UPDATE_SCREENSHOTS !== "1") expect(existsSync(committed) ? statSync(committed).mtimeMs : undefined, "docs/images rewritten by a plain test run").toBe(before);
    c.assertClean();
    await c.close();
  });

  it("forces an order past the files gate with a reason, recorded in its timeline", async () => {
    // Files left pending: no worker has fetched them.
    const order = await createOrder("forced", host.serve("/forced/back.png", await gradientImage(300, 300)));
    const c = await openConsole(browser, rig.server.url);
    const { page } = c;
    await c.signIn();
    await page.goto(`/console/#/orders/${order.orderRef}`);
    try {
      await expect.poll(() => statusOf(page)).toBe("received");
    } catch (error) {
      // Seen under full-suite load only, not yet understood: keep what the page showed (the run's log and a screenshot).
      await c.screenshot("forced-failure");
      const shown = `url: ${page.url()}\npage: ${await page.locator("body").innerText().catch(() => "?")}\nproblems so far: ${c.problems().join("; ")}`;
      console.error(`forced order page without its status:\n${shown}`);
      throw new Error(`${(error as Error).message}\n${shown}`, { cause: error });
    }
    expect(await page.getByRole("button", { name: "Send to production" }).count()).toBe(0);
    await page.getByLabel("Reason for forcing past the files gate").fill("artwork approved by phone");
    await page.getByRole("button", { name: "Force to production" }).click();
    await expect.poll(() => statusOf(page)).toBe("in production");
    await expect.poll(() => page.locator(".timeline").textContent()).toContain("admin sent the order to production past the files gate: artwork approved by phone");
    expect(await page.locator(".timeline").textContent()).toContain("artwork approved by phone");
    c.assertClean();
    await c.close();
  });

  it("creates an account and a token shown once with a copy button, then disables the account", async () => {
    const c = await openConsole(browser, rig.server.url);
    await c.context.grantPermissions(["clipboard-read", "clipboard-write"], { origin: rig.server.url });
    const { page } = c;
    await c.signIn();
    await page.getByRole("navigation", { name: "Sections" }).getByRole("link", { name: "Accounts" }).click();
    await page.getByLabel("Account name").fill("Browser Co");
    await page.getByLabel(/connected stores/).check();
    await page.getByRole("button", { name: "Create account" }).click();
    await expect.poll(() => page.getByRole("heading", { level: 1 }).textContent()).toBe("Browser Co");

    // Settings: an edit window and a fixed return address.
    await page.getByLabel("Edit window (minutes)").fill("30");
    await page.getByLabel("A fixed return address for this account's orders").check();
    for (const [label, value] of [
      ["Return address: Name", "Returns desk"],
      ["Return address: Address line 1", "1 Dock St"],
      ["Return address: City", "Austin"],
      ["Return address: ZIP / postcode", "73301"],
      ["Return address: State or region", "texas"],
      ["Return address: Country (ISO code, e.g. US)", "us"],
    ]) {
      await page.getByLabel(label!).fill(value!);
    }
    await page.getByRole("button", { name: "Save settings" }).click();
    // The form shows what the service stored (state and country normalised).
    await expect.poll(() => page.getByLabel("Return address: State or region").inputValue()).toBe("TX");
    const accountId = page.url().split("/").pop()!;
    const stored = await rig.server.post("/v1/admin/accounts/get", { account_id: accountId }, ADMIN_TOKEN);
    expect(stored.body.data).toMatchObject({ edit_window_minutes: 30, return_address: { name: "Returns desk", city: "Austin", state: "TX", country: "US" } });

    await page.getByRole("button", { name: "Create a token" }).click();
    const secret = page.getByTestId("secret-value");
    await expect.poll(() => secret.textContent()).toMatch(/^pod_/);
    const token = (await secret.textContent())!;
    await page.getByRole("button", { name: "Copy" }).click();
    await expect.poll(() => page.getByText("Copied to the clipboard.").isVisible()).toBe(true);
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(token);
    // The token is listed (without its value) and works.
    await expect.poll(() => page.locator(".tokens li").count()).toBe(1);
    expect(await page.locator(".tokens").textContent()).not.toContain(token);
    expect((await rig.server.post("/v1/orders/list", {}, token)).status).toBe(200);

    // A second token with a name, an expiry and read scopes only: listed with them, and held to them.
    await page.getByLabel("Token name (optional)").fill("Reporting");
    await page.getByLabel("Expires (optional, your local time)").fill("2099-06-30T12:00");
    for (const scope of SCOPES.filter((s) => s !== "orders:read" && s !== "products:read")) await page.getByLabel(scope, { exact: true }).uncheck();
    await page.getByRole("button", { name: "Create a token" }).click();
    await expect.poll(() => page.locator(".tokens li").count()).toBe(2);
    const reader = (await secret.textContent())!;
    expect(reader).not.toBe(token);
    const listed = (await page.locator(".tokens li").nth(1).textContent())!;
    expect(listed).toContain("Reporting");
    expect(listed).toContain("Scopes: orders:read, products:read");
    expect(listed).toContain("expires");
    expect(await page.locator(".tokens li").nth(0).textContent()).toContain("Scopes: all");
    expect((await rig.server.post("/v1/orders/list", {}, reader)).status).toBe(200);
    expect((await rig.server.post("/v1/orders/create", {}, reader)).body.data.errors[0].code).toBe("insufficient_scope");
    const described = (await rig.server.post("/v1/token", {}, reader)).body.data;
    expect(described).toMatchObject({ name: "Reporting", scopes: ["orders:read", "products:read"], expires_at: new Date(2099, 5, 30, 12).toISOString() });

    await page.getByRole("button", { name: "Disable the account" }).click();
    await page.getByRole("alertdialog", { name: "Disable Browser Co?" }).getByRole("button", { name: "Disable Browser Co" }).click();
    await expect.poll(() => page.getByTestId("account-state").textContent()).toContain("Disabled");
    const refused = await rig.server.post("/v1/orders/list", {}, token);
    expect(refused.status).toBe(403);
    expect(refused.body.data.errors[0].code).toBe("account_disabled");
    // A reload shows the stored state, not what the page remembered.
    await page.reload();
    await expect.poll(() => page.getByTestId("account-state").textContent()).toContain("Disabled");
    c.assertClean();
    await c.close();
  });

  it("shows a refusal in words with its field paths", async () => {
    const c = await openConsole(browser, rig.server.url);
    const { page } = c;
    await c.signIn();
    await page.goto("/console/#/catalog");
    await page.getByLabel("SKU").fill("BAD SKU!");
    await page.getByLabel("Name", { exact: true }).fill("Broken");
    c.expectRefusal("/v1/admin/catalog/create", 400);
    await page.getByRole("button", { name: "Create blank" }).click();
    const alert = page.getByRole("alert");
    await expect.poll(() => alert.textContent()).toContain("sku: ");
    expect(await alert.textContent()).toContain("(invalid_sku)");
    await page.getByLabel("SKU").fill(SKU.teeBlank);
    c.expectRefusal("/v1/admin/catalog/create", 409);
    await page.getByRole("button", { name: "Create blank" }).click();
    await expect.poll(() => alert.textContent()).toContain("sku_exists");
    c.assertClean();
    await c.close();
  });
});

describe("every screen", () => {
  it("is labelled, keyboard-usable, free of console errors, and fits a narrow window", async () => {
    const order = await createOrder("screens", host.serve("/screens/back.png", await gradientImage(300, 300)));
    await drain(files);
    const screens = ["overview", "orders", `orders/${order.orderRef}`, "accounts", `accounts/${rig.acme.accountId}`, "catalog", "shipping", "webhooks", `webhooks/${webhookId}`];
    for (const viewport of [
      { width: 1280, height: 900 },
      { width: 390, height: 844 },
    ]) {
      const c = await openConsole(browser, rig.server.url, viewport);
      const { page } = c;
      await c.signIn();
      for (const screen of screens) {
        await page.goto(`/console/#/${screen}`);
        await page.waitForLoadState("networkidle");
        await expect.poll(() => page.locator(".loading").count(), { message: screen }).toBe(0);
        expect(await unlabelledControls(page), screen).toEqual([]);
        expect(await page.getByRole("heading", { level: 1 }).count(), screen).toBe(1);
        if (viewport.width < 500) expect(await fitsWidth(page), `${screen} fits ${viewport.width} px`).toBe(true);
        await c.screenshot(`${viewport.width < 500 ? "narrow" : "wide"}-${screen.split("/")[0]!}${screen.includes("/") ? "-detail" : ""}`);
      }
      // Keyboard: the skip link first, then the sections; focus is visible.
      await page.goto("/console/#/overview");
      await page.reload();
      await page.waitForLoadState("networkidle");
      await page.keyboard.press("Tab");
      expect(await page.evaluate(() => document.activeElement?.textContent)).toBe("Skip to content");
      await page.keyboard.press("Tab");
      await page.keyboard.press("Tab");
      expect(await page.evaluate(() => document.activeElement?.textContent)).toBe("Orders");
      expect(await page.evaluate(() => getComputedStyle(document.activeElement as Element).outlineStyle)).toBe("solid");
      await page.keyboard.press("Enter");
      await expect.poll(() => page.evaluate(() => document.activeElement?.tagName)).toBe("H1");
      expect(await page.evaluate(() => document.activeElement?.textContent)).toBe("Orders");
      c.assertClean();
      await c.close();
    }
  });

  it("on the webhooks screen: attempts, redeliver, rotate the secret, and the test event", async () => {
    const c = await openConsole(browser, rig.server.url);
    const { page } = c;
    await drain(hooks);
    await c.signIn();
    // Who registered each endpoint: the operator's here, and one the account made with its own token.
    const own = await rig.server.post("/v1/webhooks/create", { url: "https://hooks.example.com/own" }, rig.acme.token);
    await page.goto(`/console/#/webhooks`);
    const row = (id: string) => page.locator("tr", { hasText: id });
    await expect.poll(() => row(own.body.data.webhook_id).textContent()).toContain("the account (its own token)");
    expect(await row(webhookId).textContent()).toContain("the operator");
    await page.goto(`/console/#/webhooks/${webhookId}`);
    await expect.poll(() => page.locator("dl.facts").textContent()).toContain("Registered bythe operator");
    const first = page.getByTestId("delivery").first();
    await expect.poll(() => first.locator(".badge").textContent()).toBe("succeeded");
    await first.getByRole("button", { name: "Redeliver" }).click();
    await expect.poll(() => page.getByTestId("delivery").first().locator(".badge").textContent()).toBe("pending");

    await page.getByRole("button", { name: "Rotate the secret" }).click();
    await page.getByRole("alertdialog", { name: "Rotate the signing secret?" }).getByRole("button", { name: "Rotate the secret" }).click();
    await expect.poll(() => page.getByTestId("secret-value").textContent()).toMatch(/^whsec_/);

    // The test event goes out at once; the console says what the receiver answered and lists it as a test delivery.
    const [answer] = await Promise.all([page.waitForResponse((r) => r.url().endsWith("/v1/admin/webhooks/test")), page.getByRole("button", { name: "Send test event" }).click()]);
    expect(answer.status()).toBe(200);
    await expect.poll(() => page.getByText("Test event delivered: the endpoint answered HTTP 200").isVisible()).toBe(true);
    await expect.poll(() => page.getByTestId("delivery").first().textContent()).toContain("test");
    c.assertClean();
    await c.close();
  });
});
