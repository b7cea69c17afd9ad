// Operators in the console (issue 24, docs/operator-guide.md#stale-pages-cannot-undo-a-colleague), in Chromium: two tabs on one order, where the stale one's send to
// production is refused, explained and reloaded instead of undoing a colleague's hold; the operators screen (add,
// issue a token shown once, revoke after a confirmation, disable); the timeline saying who did what.
import { describe, expect, it } from "vitest";
import { standardOrder } from "../helpers/fixtures.js";
import { ADMIN_TOKEN } from "../helpers/server.js";
import { openConsole, useConsoleRig, headingStatus } from "./harness.js";

const rig = useConsoleRig();

const statusOf = headingStatus;

async function operatorWithToken(name: string): Promise<{ operatorId: string; token: string }> {
  const created = await rig.server.post("/v1/admin/operators/create", { name }, ADMIN_TOKEN);
  const token = await rig.server.post("/v1/admin/operator-tokens/create", { operator_id: created.body.data.operator_id }, ADMIN_TOKEN);
  return { operatorId: created.body.data.operator_id, token: token.body.data.token };
}

/** A notebook order: no print files, so it may go to production at once. */
async function notebookOrder(): Promise<string> {
  const res = await rig.server.post("/v1/orders/create", standardOrder({ items: [{ sku: "MY-BOOK", quantity: 1 }] }), rig.acme.token);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.data.order_ref;
}

describe("two tabs on one order", () => {
  it("the stale tab's send to production after a colleague's hold is refused, explained, and the order reloaded", async () => {
    const pat = await operatorWithToken("Pat");
    const orderRef = await notebookOrder();
    const tabA = await openConsole(rig.browser, rig.server.url);
    const tabB = await openConsole(rig.browser, rig.server.url);
    try {
      await tabA.signIn(ADMIN_TOKEN);
      await tabB.signIn(pat.token);
      await expect.poll(() => tabB.page.getByTestId("whoami").textContent()).toBe("Signed in as Pat");
      for (const tab of [tabA, tabB]) {
        await tab.page.goto(`/console/#/orders/${orderRef}`);
        await expect.poll(() => statusOf(tab.page)).toBe("received");
      }

      // Tab B holds the order.
      await tabB.page.getByLabel("Reason (optional) for “Put on hold”").fill("fraud check, do NOT produce");
      await tabB.page.getByRole("button", { name: "Put on hold" }).click();
      await expect.poll(() => statusOf(tabB.page)).toBe("on hold");

      // Tab A still shows received; its send to production must not undo the hold.
      expect(await statusOf(tabA.page)).toBe("received");
      await tabA.page.getByRole("button", { name: "Send to production" }).click();
      const notice = tabA.page.getByTestId("stale-notice");
      await expect.poll(() => notice.textContent().catch(() => "")).toContain("Pat put the order on hold: fraud check, do NOT produce");
      expect(await notice.textContent()).toContain("your change was not made");
      // Reloaded: the page shows the hold, and focus is on the explanation.
      await expect.poll(() => statusOf(tabA.page)).toBe("on hold");
      expect(await tabA.page.getByTestId("status-reason").textContent()).toBe("fraud check, do NOT produce");
      expect(await tabA.page.evaluate(() => document.activeElement?.id)).toBe("stale-title");
      expect(await tabA.page.getByText("Not done: the order changed while this page was open.").count()).toBe(1);
      const stored = await rig.server.post("/v1/admin/orders/get", { order_ref: orderRef }, ADMIN_TOKEN);
      expect(stored.body.data).toMatchObject({ status: "on_hold", status_reason: "fraud check, do NOT produce", sequence: 2 });

      // The timeline: the receipt, then one entry for the hold (two events), saying who.
      const entries = await tabA.page.getByTestId("timeline-entry").allTextContents();
      expect(entries).toHaveLength(2);
      expect(entries[0]).toContain("The merchant placed the order");
      expect(entries[1]).toContain("#1–2 Pat put the order on hold: fraud check, do NOT produce");

      // Read afresh, tab A can decide again: the production it asks for now goes through.
      await tabA.page.getByRole("button", { name: "Send to production" }).click();
      await expect.poll(() => statusOf(tabA.page)).toBe("in production");
      await expect.poll(() => tabA.page.getByTestId("timeline-entry").allTextContents()).toContainEqual(expect.stringContaining("admin sent the order to production"));
      tabA.assertClean();
      tabB.assertClean();
    } finally {
      await tabA.close();
      await tabB.close();
    }
  });
});

describe("the operators screen", () => {
  it("adds an operator, issues a token shown once, revokes it after a confirmation, disables the operator", async () => {
    const tab = await openConsole(rig.browser, rig.server.url);
    try {
      await tab.signIn(ADMIN_TOKEN);
      await tab.page.getByRole("link", { name: "Operators" }).click();
      await tab.page.getByLabel("Name").fill("Robin");
      await tab.page.getByLabel("Email (optional)").fill("robin@example.com");
      await tab.page.getByRole("button", { name: "Add operator" }).click();
      const robin = tab.page.getByRole("article", { name: "Operator Robin" });
      await expect.poll(() => robin.isVisible()).toBe(true);
      expect(await tab.page.getByRole("article", { name: "Operator admin" }).textContent()).toContain("you");

      await robin.getByRole("button", { name: "Issue a token for Robin" }).click();
      const secret = robin.getByTestId("secret-value");
      await expect.poll(() => secret.textContent().catch(() => "")).toMatch(/^podop_/);
      const token = (await secret.textContent())!;
      expect((await rig.server.post("/v1/admin/operators/list", {}, token)).status).toBe(200);
      const tokenRow = robin.getByTestId("operator-token");
      await expect.poll(() => tokenRow.count()).toBe(1);
      expect(await tokenRow.textContent()).not.toContain(token);

      // Revoke: the dialog asks first; Cancel leaves the token working.
      await tokenRow.getByRole("button", { name: /^Revoke tok_/ }).click();
      const dialog = tab.page.getByRole("alertdialog", { name: "Revoke this token of Robin?" });
      await expect.poll(() => dialog.isVisible()).toBe(true);
      await dialog.getByRole("button", { name: "Cancel" }).click();
      await expect.poll(() => dialog.isVisible()).toBe(false);
      expect((await rig.server.post("/v1/admin/operators/list", {}, token)).status).toBe(200);
      await tokenRow.getByRole("button", { name: /^Revoke tok_/ }).click();
      await dialog.getByRole("button", { name: "Revoke token" }).click();
      await expect.poll(() => tokenRow.textContent()).toContain("revoked");
      expect((await rig.server.post("/v1/admin/operators/list", {}, token)).status).toBe(401);

      // Disable Robin; admin, the operator signed in, has no disable button.
      await robin.getByRole("button", { name: "Disable Robin" }).click();
      await expect.poll(() => robin.textContent()).toContain("disabled");
      expect(await tab.page.getByRole("button", { name: "Disable admin" }).count()).toBe(0);
      const listed = await rig.server.post("/v1/admin/operators/list", {}, ADMIN_TOKEN);
      expect(listed.body.data.operators.find((o: { name: string }) => o.name === "Robin")).toMatchObject({ disabled: true, email: "robin@example.com" });
      tab.assertClean();
    } finally {
      await tab.close();
    }
  });
});
