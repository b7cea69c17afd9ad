// The backordered work queue in the console, in Chromium (docs/operator-guide.md#the-work-queue): the overview's
// tile counts the orders waiting for stock and opens exactly them; units arriving empty it. Any browser console
// error fails the test.
import { beforeAll, describe, expect, it } from "vitest";
import { standardOrder } from "../helpers/fixtures.js";
import { ADMIN_TOKEN } from "../helpers/server.js";
import { openConsole, useConsoleRig } from "./harness.js";

const rig = useConsoleRig();

let waiting: string;

beforeAll(async () => {
  expect((await rig.server.post("/v1/admin/catalog/update", { sku: "BOOK-A5", track_stock: true }, ADMIN_TOKEN)).status).toBe(200);
  const create = async (body: Record<string, unknown>) => (await rig.server.post("/v1/orders/create", body, rig.acme.token)).body.data.order_ref as string;
  await create(standardOrder({ items: [{ sku: "MY-TEE", quantity: 1 }] }));
  waiting = await create(standardOrder({ shipping_name: "Grace Hopper", items: [{ sku: "MY-BOOK", quantity: 2 }] }));
});

describe("the backordered work queue", () => {
  it("counts the orders waiting for stock, opens them, and empties when units arrive", async () => {
    const ui = await openConsole(rig.browser, rig.server.url);
    const { page } = ui;
    await ui.signIn();
    await expect.poll(() => page.getByTestId("count-backordered").textContent()).toBe("1");
    await ui.screenshot("stock-queue-overview");
    await page.getByRole("link", { name: /backordered/ }).click();
    await expect.poll(() => page.getByRole("heading", { level: 1 }).textContent()).toMatch(/backordered/i);
    await expect.poll(() => page.locator("table.orders tbody tr").count()).toBe(1);
    await expect.poll(() => page.locator("table.orders tbody").textContent()).toContain(waiting);
    await ui.screenshot("stock-queue-list");

    const arrived = await rig.server.post("/v1/admin/stock/adjust", { sku: "MY-BOOK", account_id: rig.acme.accountId, delta: 2, reason: "found" }, ADMIN_TOKEN);
    expect(arrived.body.status).toBe("success");
    await page.goto("about:blank");
    await page.goto("/console/#/", { waitUntil: "networkidle" });
    await expect.poll(() => page.getByTestId("count-backordered").textContent()).toBe("0");
    ui.assertClean();
    await ui.close();
  });
});
