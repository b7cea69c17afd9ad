// Reshipping a lost parcel from the order page, in Chromium (issue 24): "Reship (parcel lost)" on a shipment opens
// the reship form with that parcel's lines and quantities, the carrier comes from the suggestions (shipping methods,
// recent shipments, the common carriers), the new shipment is linked to the lost one, and progress is recorded with
// the carrier's (past, local) time. The keyboard lands on each result. Any browser console error fails the test.
import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startSeededServer, type SeededAccount } from "../helpers/fixtures.js";
import { createOrder, walk, type CreatedOrder } from "../helpers/orders.js";
import { ADMIN_TOKEN, type TestServer } from "../helpers/server.js";
import { launchBrowser, openConsole, SCREENSHOTS } from "./harness.js";

let server: TestServer;
let acme: SeededAccount;
let browser: Browser;
let order: CreatedOrder;
let lost: string;

const admin = (path: string, body: unknown) => server.post(`/v1/admin/${path}`, body, ADMIN_TOKEN);

beforeAll(async () => {
  ({ server, acme } = await startSeededServer());
  // A method whose carrier no built-in list has: the suggestions must come from the service's own methods.
  const method = await admin("shipping-methods/create", {
    code: "HOUSE",
    name: "House courier",
    carrier: "Speedy Parcels",
    zones: [{ countries: ["*"], prices: { EUR: { first_item: 500, additional_item: 100 } }, days_min: 2, days_max: 5 }],
  });
  expect(method.body.status).toBe("success");
  // An earlier, fully shipped order with a carrier typed freely: a recent shipment's carrier is suggested too.
  const earlier = await createOrder(server, acme.token, 1);
  await walk(server, earlier, ["in_production"]);
  expect((await admin("orders/ship", { order_ref: earlier.orderRef, carrier: "Evri Tracked 48", tracking_number: "H00EARLIER" })).body.status).toBe("success");

  // The order whose first parcel (3 tees and the book) is lost; 2 tees are still open.
  order = await createOrder(server, acme.token, 5);
  await walk(server, order, ["in_production"]);
  const first = await admin("orders/ship", {
    order_ref: order.orderRef,
    carrier: "UPS",
    tracking_number: "1ZLOST0001",
    items: [
      { item_ref: order.items[0], quantity: 3 },
      { item_ref: order.items[1], quantity: 1 },
    ],
  });
  expect(first.body.status).toBe("success");
  lost = first.body.data.shipment_ref;
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
  await server?.close();
});

describe("reship a lost parcel from the order page", () => {
  it("prefills the lost parcel's lines, picks a suggested carrier, links the shipments, and records progress at a past time", async () => {
    const ui = await openConsole(browser, server.url);
    const { page } = ui;
    // The operator works in New York: the progress time typed is local and must reach the service as UTC.
    const cdp = await page.context().newCDPSession(page);
    await cdp.send("Emulation.setTimezoneOverride", { timezoneId: "America/New_York" });
    await ui.signIn();
    await page.goto(`/console/#/orders/${order.orderRef}`);
    const lostEntry = page.locator(`#shipment-${lost}`);
    await expect.poll(() => lostEntry.textContent()).toContain("1ZLOST0001");

    // The reship form opens from the lost shipment, its lines and quantities filled in, the keyboard in it.
    await page.getByRole("button", { name: `Reship ${lost} (parcel lost)` }).click();
    await expect.poll(() => page.getByTestId("replaces").textContent()).toContain(lost);
    expect(await page.getByLabel("Reship quantity of MY-TEE", { exact: false }).inputValue()).toBe("3");
    expect(await page.getByLabel("Reship quantity of MY-BOOK", { exact: false }).inputValue()).toBe("1");
    await expect.poll(() => page.evaluate(() => (document.activeElement as HTMLInputElement | null)?.getAttribute("list"))).toBe("carrier-suggestions");

    // The carrier field suggests the methods' carriers, recent shipments' carriers and the common ones; free text stays allowed.
    const suggestions = await page.locator("#carrier-suggestions option").evaluateAll((options) => options.map((o) => (o as HTMLOptionElement).value));
    expect(suggestions.slice(0, 1)).toEqual(["Speedy Parcels"]);
    expect(suggestions).toEqual(expect.arrayContaining(["Evri Tracked 48", "UPS", "Royal Mail", "Japan Post", "Deutsche Post", "PostNL"]));
    const carrier = page.getByRole("combobox", { name: "Reship: carrier" });
    await carrier.fill("");
    await carrier.pressSequentially("Royal");
    // Chromium draws the datalist's popup outside the page: what the operator picks is one of the options above.
    const picked = suggestions.find((s) => s.startsWith("Royal"))!;
    await carrier.fill(picked);
    await page.getByLabel("Reship: tracking number").fill("RM123456789GB");
    await ui.screenshot("reship-form");
    await page.getByRole("button", { name: `Record the reshipment of ${lost}` }).click();

    // The new shipment names the lost one; the lost one says what replaced it; the keyboard is on the result.
    await expect.poll(async () => (await server.database.db.selectFrom("shipments").select("shipment_ref").where("order_ref", "=", order.orderRef).execute()).length).toBe(2);
    const [, replacement] = await server.database.db.selectFrom("shipments").select(["shipment_ref", "carrier", "reshipment", "replaces_shipment_ref"]).where("order_ref", "=", order.orderRef).orderBy("shipped_at").orderBy("shipment_ref").execute();
    expect(replacement).toMatchObject({ carrier: "Royal Mail", reshipment: true, replaces_shipment_ref: lost });
    const items = await server.database.db.selectFrom("shipment_items").select(["item_ref", "quantity"]).where("shipment_ref", "=", replacement!.shipment_ref).orderBy("item_ref").execute();
    expect(items).toEqual(expect.arrayContaining([{ item_ref: order.items[0], quantity: 3 }, { item_ref: order.items[1], quantity: 1 }]));
    expect(items).toHaveLength(2);
    const newEntry = page.locator(`#shipment-${replacement!.shipment_ref}`);
    await expect.poll(() => page.evaluate(() => document.activeElement?.id)).toBe(`shipment-${replacement!.shipment_ref}`);
    expect(await newEntry.getByTestId("replaces-link").textContent()).toBe(`Replaces lost shipment ${lost}`);
    expect(await newEntry.getByRole("link", { name: lost }).getAttribute("href")).toBe(`#shipment-${lost}`);
    expect(await lostEntry.getByTestId("replaced-by").textContent()).toBe(`Replaced by ${replacement!.shipment_ref}`);
    await expect.poll(() => page.getByTestId("timeline-entry").allTextContents()).toContainEqual(expect.stringContaining(`admin reshipped ${replacement!.shipment_ref} (replaces lost ${lost}): 4 items with Royal Mail`));

    // Progress with the carrier's time: a past local time, sent as UTC and shown on the shipment.
    await newEntry.getByLabel(`Progress of ${replacement!.shipment_ref}`).selectOption("delivered");
    await newEntry.getByLabel(`When it happened (your local time) for ${replacement!.shipment_ref}`).fill("2026-11-20T09:30");
    await newEntry.getByLabel("Note (optional)").fill("left with the neighbour");
    // 09:30 in New York in November (EST, UTC−5).
    const expectedUtc = "2026-11-20T14:30:00.000Z";
    await newEntry.getByRole("button", { name: "Record progress" }).click();
    await expect.poll(async () => (await server.database.db.selectFrom("shipments").select("events").where("shipment_ref", "=", replacement!.shipment_ref).executeTakeFirstOrThrow()).events).toContain("delivered");
    const stored = await server.database.db.selectFrom("shipments").select(["status", "events"]).where("shipment_ref", "=", replacement!.shipment_ref).executeTakeFirstOrThrow();
    expect({ status: stored.status, events: JSON.parse(stored.events) }).toEqual({ status: "delivered", events: [{ status: "delivered", occurred_at: expectedUtc, note: "left with the neighbour" }] });
    await expect.poll(() => newEntry.getByTestId("shipment-events").textContent()).toContain("left with the neighbour");
    const shownAt = await newEntry.getByTestId("shipment-events").locator("time").getAttribute("datetime");
    expect(shownAt === null ? null : new Date(shownAt).toISOString()).toBe(new Date(expectedUtc).toISOString());
    await expect.poll(() => page.evaluate(() => document.activeElement?.id)).toBe(`shipment-${replacement!.shipment_ref}`);
    await expect.poll(() => page.getByTestId("timeline-entry").allTextContents()).toContainEqual(expect.stringContaining(`recorded shipment ${replacement!.shipment_ref} as delivered: left with the neighbour`));
    // The receipt opens the timeline.
    expect((await page.getByTestId("timeline-entry").first().textContent()) ?? "").toContain("The merchant placed the order");
    await newEntry.scrollIntoViewIfNeeded();
    await ui.screenshot("reship-linked");
    // The focused result, close up: the new shipment with its link and its progress at the carrier's time.
    await newEntry.screenshot({ path: `${SCREENSHOTS}reship-focused-shipment.png` });
    ui.assertClean();
    await ui.close();
  });
});
