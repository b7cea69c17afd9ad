// Returns on the console's order page, in Chromium (docs/operator-guide.md#returns): the stock facts of a counted
// order, a return recorded from the page (restocked units back on hand), a printed line's restock refused at its
// field, and the returns listed. Any browser console error fails the test.
import { beforeAll, describe, expect, it } from "vitest";
import { standardOrder } from "../helpers/fixtures.js";
import { FORCED } from "../helpers/orders.js";
import { ADMIN_TOKEN } from "../helpers/server.js";
import { openConsole, useConsoleRig } from "./harness.js";

const rig = useConsoleRig();
const admin = (path: string, body: unknown) => rig.server.post(`/v1/admin/${path}`, body, ADMIN_TOKEN);

let orderRef: string;

beforeAll(async () => {
  expect((await admin("catalog/update", { sku: "BOOK-A5", track_stock: true })).status).toBe(200);
  expect((await admin("stock/adjust", { sku: "MY-BOOK", account_id: rig.acme.accountId, delta: 5, reason: "found" })).body.status).toBe("success");
  const made = await rig.server.post("/v1/orders/create", standardOrder({ items: [{ sku: "MY-TEE", quantity: 1 }, { sku: "MY-BOOK", quantity: 3 }] }), rig.acme.token);
  orderRef = made.body.data.order_ref;
  expect((await admin("orders/transition", { order_ref: orderRef, status: "in_production", ...FORCED })).body.status).toBe("success");
  expect((await admin("orders/ship", { order_ref: orderRef, carrier: "UPS", tracking_number: "1ZRETURNS" })).body.status).toBe("success");
});

const onHand = async () => ((await admin("stock/list", { account_id: rig.acme.accountId })).body.data.items as { sku: string; on_hand: number }[]).find((i) => i.sku === "MY-BOOK")?.on_hand;

describe("returns on the order page", () => {
  it("records a return of the shipped units, restocked or disposed of, and refuses restocking a printed line at its field", async () => {
    const ui = await openConsole(rig.browser, rig.server.url);
    const { page } = ui;
    await ui.signIn();
    await page.goto(`/console/#/orders/${orderRef}`);
    await expect.poll(() => page.getByTestId("order-stock").textContent()).toMatch(/^allocated/);
    const returns = page.getByRole("region", { name: "Returns" });
    await expect.poll(() => returns.getByTestId("return-line").count()).toBe(2);
    const tee = returns.getByTestId("return-line").filter({ hasText: "MY-TEE" });
    const book = returns.getByTestId("return-line").filter({ hasText: "MY-BOOK" });

    // A printed tee cannot go back on a shelf: the refusal is at its disposition, and nothing is recorded.
    await tee.getByLabel("Units back").fill("1");
    ui.expectRefusal("/v1/admin/returns/receive", 400);
    await returns.getByRole("button", { name: "Record return" }).click();
    await expect.poll(() => tee.textContent()).toMatch(/printed on demand/);
    await ui.screenshot("order-return-refused");
    expect(await onHand()).toBe(2);

    await tee.getByLabel("What happens to them").selectOption("dispose");
    await book.getByLabel("Units back").fill("2");
    await returns.getByLabel("Note (optional)").fill("customer changed their mind");
    await returns.getByRole("button", { name: "Record return" }).click();
    await expect.poll(() => returns.getByTestId("returns").textContent()).toContain("MY-BOOK × 2: restocked");
    await expect.poll(() => returns.getByTestId("returns").textContent()).toContain("MY-TEE × 1: disposed of");
    expect(await onHand()).toBe(4);
    // What may still come back: one notebook; the tee is all back.
    await expect.poll(() => returns.getByTestId("return-line").count()).toBe(1);
    await expect.poll(() => returns.getByTestId("return-line").textContent()).toContain("1 can come back");
    await expect.poll(() => page.getByRole("region", { name: "Timeline" }).textContent()).toMatch(/return/i);
    await ui.screenshot("order-returns");
    ui.assertClean();
    await ui.close();
  });
});
