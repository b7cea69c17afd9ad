// The API reference in Chromium: the callers' page (/docs) and the operator's (/docs/operator) navigate, find
// "sandbox" and "webhook-signature", send a real request from try-it with a token and show its 200, lead to the
// guides, show no AI features, and make no request to any host but the service itself (every request recorded).
import { mkdirSync } from "node:fs";
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { ADMIN_TOKEN } from "../helpers/server.js";
import { openConsole, SCREENSHOTS, type ConsolePage, useConsoleRig } from "./harness.js";

const rig = useConsoleRig();

interface ReferencePage extends ConsolePage {
  /** Every URL the page asked for, in order (documents, scripts, styles, fonts, images, fetches). */
  requests: string[];
}

async function openReference(): Promise<ReferencePage> {
  const c = await openConsole(rig.browser, rig.server.url);
  // Scalar's bundle is 3.5 MB and the operator's document long: on a busy machine rendering takes longer than the
  // console's screens, so actions may wait longer here.
  c.context.setDefaultTimeout(30_000);
  const requests: string[] = [];
  c.page.on("request", (request) => requests.push(request.url()));
  return Object.assign(c, { requests });
}

/** The window as it looks (the reference's whole page is tens of thousands of pixels long). */
async function screenshot(page: Page, name: string): Promise<void> {
  mkdirSync(SCREENSHOTS, { recursive: true });
  await page.screenshot({ path: `${SCREENSHOTS}${name}.png` });
}

/** Requests to anywhere but this service (inline data: and blob: URLs are not requests to a host). */
function elsewhere(requests: string[]): string[] {
  return requests.filter((url) => !url.startsWith(`${rig.server.url}/`) && !url.startsWith("data:") && !url.startsWith("blob:"));
}

async function noAiFeatures(page: Page): Promise<void> {
  expect(await page.getByText(/Ask AI/i).count()).toBe(0);
  expect(await page.getByPlaceholder(/Ask AI/i).count()).toBe(0);
  // "Open in API client" would hand the document to client.scalar.com.
  expect(await page.locator('a[href*="client.scalar.com"]').count()).toBe(0);
}

const searchBox = (page: Page) => page.getByRole("combobox", { name: "Enter search query" });
const client = (page: Page) => page.getByRole("dialog", { name: "API Client" });

async function closeSearch(page: Page): Promise<void> {
  if (!(await searchBox(page).isVisible())) return;
  await page.keyboard.press("Escape");
  await expect.poll(() => searchBox(page).isVisible()).toBe(false);
}

/** Opens the search, types `query`, and answers the results' text once they name it. */
async function search(page: Page, query: string): Promise<string> {
  await closeSearch(page);
  await page.getByRole("search").first().click();
  await searchBox(page).fill(query);
  const results = page.getByRole("dialog", { name: "Reference Search" });
  await expect.poll(() => results.innerText()).toMatch(new RegExp(`Heading:\\s*[^\\n]*${query}`, "i"));
  return results.innerText();
}

/** Opens `operation` (its sidebar entry under `tag`), sends it from try-it with `token`, and answers the response. */
async function tryIt(page: Page, tag: string, summary: string, anchor: string, token: string, path: string): Promise<number> {
  const entry = page.locator("button", { hasText: summary }).first();
  await closeSearch(page);
  if (!(await entry.isVisible())) await page.locator("button", { hasText: tag }).first().click();
  await entry.click();
  await expect.poll(() => page.url()).toContain(`#${anchor}`);
  await page.locator(`[id$="${anchor}"]`).getByRole("button", { name: /Test Request/ }).first().click();
  await client(page).getByLabel("Bearer Token").fill(token);
  const answered = page.waitForResponse((response) => response.url() === `${rig.server.url}${path}` && response.request().method() === "POST");
  await client(page).getByRole("button", { name: /^Send/ }).first().click();
  const response = await answered;
  await expect.poll(() => client(page).innerText()).toContain(`${response.status()} OK`);
  return response.status();
}

describe("the reference in the browser", () => {
  it("/docs: navigation, search, try-it with an account token, the guides, and nothing from another host", async () => {
    const c = await openReference();
    const { page } = c;
    await page.goto("/docs/");
    await expect.poll(() => page.getByRole("heading", { name: "pod-orders API", exact: true }).isVisible()).toBe(true);
    await noAiFeatures(page);
    // The callers' operations only.
    expect(await page.locator("button", { hasText: "List accounts" }).count()).toBe(0);

    // Navigation: a sidebar entry scrolls to its operation and says so in the address.
    await page.locator("button", { hasText: "Get one order" }).first().click();
    await expect.poll(() => page.url()).toContain("#tag/orders/POST/v1/orders/get");
    await expect.poll(() => page.locator('[id$="tag/orders/POST/v1/orders/get"]').getByRole("heading", { name: "Get one order" }).isVisible()).toBe(true);

    expect(await search(page, "sandbox")).toMatch(/Sandbox/);
    const found = await search(page, "webhook-signature");
    expect(found).toContain("Webhooks: the webhook-signature header");
    await page.getByRole("dialog", { name: "Reference Search" }).getByText("Webhooks: the webhook-signature header").click();
    await expect.poll(() => page.url()).toContain("webhook-signature");
    await screenshot(page, "reference-callers-search");

    // Try-it: a real request from the page with the account's token, answered 200.
    expect(await tryIt(page, "Account", "Describe the calling token", "tag/account/POST/v1/token", rig.acme.token, "/v1/token")).toBe(200);
    await screenshot(page, "reference-callers-try-it");
    await page.getByRole("button", { name: "Close Client" }).click();

    // The introduction leads to the guides, served by the service.
    await page.getByRole("link", { name: "Getting started" }).first().click();
    await expect.poll(() => page.url()).toBe(`${rig.server.url}/docs/guides/getting-started`);
    await expect.poll(() => page.getByRole("heading", { level: 1, name: "Getting started" }).isVisible()).toBe(true);
    await page.getByRole("navigation", { name: "Guides" }).getByRole("link", { name: "Receiving webhooks" }).click();
    await expect.poll(() => page.locator("#verifying-the-signature").isVisible()).toBe(true);
    await screenshot(page, "reference-guide-receiving-webhooks");
    await page.getByRole("navigation", { name: "Guides" }).getByRole("link", { name: "API reference" }).click();
    await expect.poll(() => page.getByRole("heading", { name: "pod-orders API", exact: true }).isVisible()).toBe(true);

    expect(elsewhere(c.requests), c.requests.join("\n")).toEqual([]);
    for (const path of ["/docs/", "/docs/js/scalar.js", "/docs/openapi.json", "/v1/token", "/docs/guides/getting-started", "/docs/guides/guide.css"]) {
      expect(c.requests, path).toContain(`${rig.server.url}${path}`);
    }
    c.assertClean();
    await c.close();
  });

  it("/docs/operator: the operator's operations, search, try-it with the operator token, and nothing from another host", async () => {
    const c = await openReference();
    const { page } = c;
    await page.goto("/docs/operator");
    await expect.poll(() => page.url()).toBe(`${rig.server.url}/docs/operator/`);
    await expect.poll(() => page.getByRole("heading", { name: "pod-orders operator API", exact: true }).isVisible()).toBe(true);
    await noAiFeatures(page);
    expect(await page.locator("button", { hasText: "Create an order" }).count()).toBe(0);

    await page.locator("button", { hasText: "Record a shipment" }).first().click();
    await expect.poll(() => page.url()).toContain("#tag/operator/POST/v1/admin/orders/ship");

    expect(await search(page, "sandbox")).toMatch(/Sandbox/);
    expect(await search(page, "webhook-signature")).toContain("Webhooks: the webhook-signature header");
    await closeSearch(page);

    expect(await tryIt(page, "Operator", "List accounts", "tag/operator/POST/v1/admin/accounts/list", ADMIN_TOKEN, "/v1/admin/accounts/list")).toBe(200);
    await expect.poll(() => client(page).innerText()).toContain(rig.acme.accountId);
    await screenshot(page, "reference-operator-try-it");

    expect(elsewhere(c.requests), c.requests.join("\n")).toEqual([]);
    for (const path of ["/docs/operator/", "/docs/operator/js/scalar.js", "/docs/operator/openapi.json", "/v1/admin/accounts/list"]) {
      expect(c.requests, path).toContain(`${rig.server.url}${path}`);
    }
    c.assertClean();
    await c.close();
  });
});
