// Browser test harness: Chromium (the Debian package) through playwright-core, a console page that fails the test on
// any browser console error or page error, and refusals the test did not announce.
import { existsSync, mkdirSync } from "node:fs";
import { dirname } from "node:path";
import { fileURLToPath } from "node:url";
import { chromium, type Browser, type BrowserContext, type Locator, type Page } from "playwright-core";
import { afterAll, beforeAll, expect } from "vitest";
import { startSeededServer, type SeededAccount } from "../helpers/fixtures.js";
import { ADMIN_TOKEN, type TestServer } from "../helpers/server.js";

export const ROOT = fileURLToPath(new URL("../../", import.meta.url));
export const SCREENSHOTS = `${ROOT}test-results/screenshots/`;

export async function launchBrowser(): Promise<Browser> {
  if (!existsSync(`${ROOT}dist/console/index.html`)) throw new Error("the console is not built: run npm run build (npm test does) before the browser tests");
  // CI runs as root, where Chromium's sandbox cannot start.
  return chromium.launch({ executablePath: process.env.CHROMIUM_PATH || "/usr/bin/chromium", args: ["--no-sandbox"] });
}

export interface ConsolePage {
  page: Page;
  context: BrowserContext;
  /** The next response from the service with `status` to a URL containing `path` is expected (a refusal the test provokes). */
  expectRefusal(path: string, status: number): void;
  /** Fails on any console error, page error, failed request or unannounced refusal so far. */
  assertClean(): void;
  /** What assertClean would report now. */
  problems(): string[];
  signIn(token?: string): Promise<void>;
  screenshot(name: string, path?: string): Promise<void>;
  close(): Promise<void>;
}

/**
 * How long a test waits for a download to start: the service renders the PDF first, which beside the other test
 * workers on two busy cores took longer than the 10 s actions get (a navigation's 30 s).
 */
export const DOWNLOAD_WAIT = { timeout: 30_000 };

export async function openConsole(browser: Browser, baseUrl: string, viewport = { width: 1280, height: 900 }): Promise<ConsolePage> {
  const context = await browser.newContext({ baseURL: baseUrl, acceptDownloads: true, viewport });
  // Short waits: checks run inside expect.poll, which retries; a locator waiting 30 s would stall it instead.
  // Actions and navigations get longer: the suite runs beside the others on two busy cores.
  context.setDefaultTimeout(10_000);
  context.setDefaultNavigationTimeout(30_000);
  const page = await context.newPage();
  const problems: string[] = [];
  const expected: { path: string; status: number }[] = [];
  page.on("console", (message) => {
    if (message.type() !== "error") return;
    // The browser's own line about an HTTP error status: the response itself is judged below.
    if (message.text().startsWith("Failed to load resource: the server responded with a status of")) return;
    problems.push(`console error: ${message.text()}`);
  });
  page.on("pageerror", (error) => problems.push(`page error: ${error.message}`));
  page.on("requestfailed", (request) => {
    // Aborted by the browser itself: a download handed to its download manager, or a request a navigation (a
    // reload in the test) cut short. Neither is a failure of the service or of the console.
    if (request.failure()?.errorText === "net::ERR_ABORTED") return;
    problems.push(`request failed: ${request.url()} ${request.failure()?.errorText ?? ""}`);
  });
  page.on("response", (response) => {
    if (response.status() < 400 || !response.url().startsWith(baseUrl)) return;
    const at = expected.findIndex((e) => response.url().includes(e.path) && e.status === response.status());
    if (at >= 0) expected.splice(at, 1);
    else problems.push(`unexpected HTTP ${response.status()} from ${response.url()}`);
  });
  return {
    page,
    context,
    expectRefusal: (path, status) => expected.push({ path, status }),
    assertClean: () => expect(problems, problems.join("\n")).toEqual([]),
    problems: () => [...problems],
    async signIn(token = ADMIN_TOKEN) {
      await page.goto("/console/");
      await page.getByLabel("Operator token").fill(token);
      await page.getByRole("button", { name: "Sign in" }).click();
      await expect.poll(() => page.getByRole("navigation", { name: "Sections" }).isVisible()).toBe(true);
    },
    async screenshot(name, path = `${SCREENSHOTS}${name}.png`) {
      mkdirSync(dirname(path), { recursive: true });
      await page.screenshot({ path, fullPage: true });
    },
    close: () => context.close(),
  };
}

/** The order's status as its heading shows it, or null while the heading is not there (polled, never blocking). */
export const headingStatus = (page: Page) =>
  page
    .getByRole("heading", { level: 1 })
    .locator(".badge")
    .textContent({ timeout: 1000 })
    .catch(() => null);

/** Every form control on the page has a label (its own <label>, aria-label or aria-labelledby). */
export async function unlabelledControls(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    [...document.querySelectorAll("input, select, textarea, button")]
      .filter((el) => {
        const control = el as HTMLInputElement;
        if (control.type === "hidden") return false;
        const named = (control.labels?.length ?? 0) > 0 || control.getAttribute("aria-label") || control.getAttribute("aria-labelledby");
        return !named && !(el.tagName === "BUTTON" && el.textContent?.trim());
      })
      .map((el) => el.outerHTML.slice(0, 120)),
  );
}

/** True when nothing sticks out sideways: a narrow window scrolls down, not across (wide tables scroll in their own box). */
export async function fitsWidth(page: Page): Promise<boolean> {
  return page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth + 1);
}

type Viewport = { width: number; height: number };

/** A seeded service (the catalog, "Acme" and "Other") and a browser for the tests of one file. */
export interface ConsoleRig {
  server: TestServer;
  acme: SeededAccount;
  other: SeededAccount;
  browser: Browser;
  /** An operator call that must succeed: its data. */
  admin(path: string, body: unknown): Promise<any>; // eslint-disable-line @typescript-eslint/no-explicit-any
  /** A console page, not signed in. */
  open(viewport?: Viewport): Promise<ConsolePage>;
  /** A console page signed in as the admin on `screen` (the part after #/), loaded. */
  signedIn(screen: string, viewport?: Viewport): Promise<ConsolePage>;
}

/**
 * Starts the seeded service (with `env`) and Chromium before the file's tests and closes both after them, as
 * test/helpers' useWebhookRig does for webhooks. The object is filled in by that beforeAll: call this at the top of
 * the file, before any beforeAll that uses it, and read its fields inside tests and hooks.
 */
export function useConsoleRig(env: Record<string, string> = {}): ConsoleRig {
  const rig = {
    async admin(path: string, body: unknown) {
      const res = await rig.server.post(`/v1/admin/${path}`, body, ADMIN_TOKEN);
      expect(res.body.status, JSON.stringify(res.body)).toBe("success");
      return res.body.data;
    },
    open: (viewport?: Viewport) => openConsole(rig.browser, rig.server.url, viewport),
    async signedIn(screen: string, viewport?: Viewport) {
      const c = await openConsole(rig.browser, rig.server.url, viewport);
      await c.signIn();
      // A fresh load of the screen, so "networkidle" waits for its data: going from #/ to #/screen within the same
      // document is no load at all, and the screen's first fetch could still be on its way when the test looks.
      await c.page.goto("about:blank");
      await c.page.goto(`/console/#/${screen}`, { waitUntil: "networkidle" });
      return c;
    },
  } as ConsoleRig;
  beforeAll(async () => {
    const [seeded, browser] = await Promise.all([startSeededServer(env), launchBrowser()]);
    Object.assign(rig, seeded, { browser });
  });
  afterAll(async () => {
    await rig.browser?.close();
    await rig.server?.close();
  });
  return rig;
}

/** The problems shown at the field labelled `label` within `scope`, or null while there are none. */
export const errorAt = (scope: Page | Locator, label: string): Promise<string | null> =>
  scope
    .locator(".field, .check")
    // The inner locator of `has` is relative to the field: built from the page, not from `scope`.
    .filter({ has: ("page" in scope ? scope.page() : scope).getByLabel(label, { exact: true }) })
    .locator(".field-error")
    .textContent({ timeout: 1000 })
    .catch(() => null);
