// Names instead of ids in the console (docs/operator-guide.md#names-beside-ids): account names on the orders list, the order and the webhooks
// screens (the id small beside them), SKU and product name on an order's lines and shipments; and one flow walked
// with the keyboard alone, the focus landing on each action's result.
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { standardOrder } from "../helpers/fixtures.js";
import { createOrder } from "../helpers/orders.js";
import { ADMIN_TOKEN } from "../helpers/server.js";
import { useConsoleRig } from "./harness.js";

const rig = useConsoleRig();

/** An Acme order (a Logo tee and a Notebook) in production with one tee shipped. */
async function partlyShipped(): Promise<string> {
  const order = await createOrder(rig.server, rig.acme.token, 2);
  await rig.admin("orders/transition", { order_ref: order.orderRef, status: "in_production", force: true, reason: "test: art checked by hand" });
  await rig.admin("orders/ship", { order_ref: order.orderRef, carrier: "UPS", tracking_number: "1ZNAMES", items: [{ item_ref: order.items[0], quantity: 1 }] });
  return order.orderRef;
}

/** The focused element's words: its own text, else its label. */
const focused = (page: Page) =>
  page.evaluate(() => {
    const el = document.activeElement as HTMLElement | null;
    if (!el || el === document.body) return "";
    const label = el.getAttribute("aria-label") ?? (el as HTMLInputElement).labels?.[0]?.textContent ?? "";
    return `${label} ${el.textContent ?? ""}`.replace(/\s+/g, " ").trim();
  });

/** Presses Tab until the focused element's words contain `words` (at most `max` presses): the keyboard's way there. */
async function tabTo(page: Page, words: string, max = 120): Promise<void> {
  for (let i = 0; i < max; i++) {
    await page.keyboard.press("Tab");
    if ((await focused(page)).includes(words)) return;
  }
  throw new Error(`Tab never reached “${words}”`);
}

describe("names instead of ids", () => {
  it("shows the account's name on the orders list, and SKU and product name on the order's lines and shipments", async () => {
    const orderRef = await partlyShipped();
    const theirs = await rig.server.post("/v1/orders/create", standardOrder({ items: [{ sku: "MY-MUG", quantity: 1 }] }), rig.other.token);
    const c = await rig.signedIn("orders");
    const { page } = c;
    try {
      const row = (ref: string) => page.getByRole("row").filter({ has: page.getByRole("link", { name: ref }) });
      await expect.poll(() => row(orderRef).locator('td[data-label="Account"]').textContent()).toBe("Acme");
      expect(await row(theirs.body.data.order_ref).locator('td[data-label="Account"]').textContent()).toBe("Other");
      await c.screenshot("names-orders-list");

      await row(orderRef).getByRole("link", { name: orderRef }).click();
      await expect.poll(() => page.getByRole("heading", { level: 1 }).textContent()).toContain(orderRef);
      const account = page.getByTestId("account-name");
      expect((await account.textContent())?.replace(/\s+/g, " ").trim()).toBe(`Acme ${rig.acme.accountId}`);
      expect(await account.getByRole("link").textContent()).toBe("Acme");
      const lines = page.getByRole("region", { name: "Lines" }).getByRole("heading", { level: 3 });
      await expect.poll(() => lines.allTextContents()).toEqual(["1. MY-TEE · Logo tee (standard)", "2. MY-BOOK · Notebook (standard)"]);
      const shipment = page.getByTestId("shipment");
      await expect.poll(() => shipment.getByTestId("shipment-items").textContent()).toBe("1 × MY-TEE · Logo tee");
      expect(await shipment.textContent()).not.toMatch(/itm_/);
      await c.screenshot("names-order-detail");
      c.assertClean();
    } finally {
      await c.close();
    }
  });

  it("shows each webhook endpoint's account by name, on the list and the endpoint", async () => {
    const created = await rig.admin("webhooks/create", { account_id: rig.other.accountId, url: "https://hooks.example.com/named" });
    const c = await rig.signedIn("webhooks");
    const { page } = c;
    try {
      const row = page.getByRole("row").filter({ hasText: created.webhook_id });
      await expect.poll(() => row.getByTestId("account-name").getByRole("link").textContent()).toBe("Other");
      expect(await row.getByTestId("account-name").textContent()).toContain(rig.other.accountId);
      await c.screenshot("names-webhooks");
      await row.getByRole("link", { name: "https://hooks.example.com/named" }).click();
      await expect.poll(() => page.getByTestId("account-name").getByRole("link").textContent()).toBe("Other");
      c.assertClean();
    } finally {
      await c.close();
    }
  });
});

describe("the keyboard alone", () => {
  it("signs in, adds an operator, issues and revokes a token, each time landing on the result", async () => {
    const c = await rig.open();
    const { page } = c;
    try {
      await page.goto("/console/");
      await tabTo(page, "Operator token");
      await page.keyboard.type(ADMIN_TOKEN);
      await page.keyboard.press("Enter");
      await expect.poll(() => page.getByRole("navigation", { name: "Sections" }).isVisible()).toBe(true);

      await tabTo(page, "Operators");
      await page.keyboard.press("Enter");
      // The new screen's heading takes the focus.
      await expect.poll(() => focused(page)).toBe("Operators");

      await tabTo(page, "Name");
      await page.keyboard.type("Robin Keys");
      await page.keyboard.press("Enter");
      await expect.poll(() => focused(page)).toMatch(/^Robin Keys added \(op_\w+\): issue a token below/);

      await tabTo(page, "Token label for Robin Keys");
      await page.keyboard.type("bench laptop");
      await page.keyboard.press("Enter");
      await expect.poll(() => focused(page)).toMatch(/^New token for Robin Keys/);
      const token = await page.getByRole("region", { name: "New token for Robin Keys" }).getByTestId("secret-value").textContent();
      expect(token).toMatch(/\S{20,}/);

      const operator = page.getByRole("article", { name: "Operator Robin Keys" });
      const tokenId = (await operator.getByTestId("operator-token").locator("code").textContent())!;
      await tabTo(page, `Revoke ${tokenId}`);
      await page.keyboard.press("Enter");
      // The confirmation opens on the button that backs out; the keyboard moves on to confirm.
      await expect.poll(() => focused(page)).toBe("Cancel");
      await page.keyboard.press("Tab");
      expect(await focused(page)).toBe("Revoke token");
      await page.keyboard.press("Enter");
      await expect.poll(() => focused(page)).toBe(`Token ${tokenId} revoked: requests and console sessions with it stop.`);
      await expect.poll(() => operator.getByTestId("operator-token").textContent()).toContain("revoked");
      await c.screenshot("keyboard-operators");
      c.assertClean();
    } finally {
      await c.close();
    }
  });
});
