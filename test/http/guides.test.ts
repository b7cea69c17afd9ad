// The callers' guides at /docs/guides/<name>: cut from docs/*.md, rendered with raw HTML escaped, linked to each other
// as served pages, one small local stylesheet, an HTML 404 page for a name that is not a guide.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ERROR_CODES } from "../../src/domain/errors.js";
import { GUIDES, loadGuides } from "../../src/http/guides.js";
import { startTestServer, type TestServer } from "../helpers/server.js";

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const get = (path: string) => server.request(path, { method: "GET" });
const hrefs = (html: string) => [...html.matchAll(/href="([^"]*)"/g)].map((m) => m[1]!.replace(/&amp;/g, "&"));

describe("the guides", () => {
  it("cuts every guide from the docs files without a problem", () => {
    const guides = loadGuides();
    expect(guides.problems).toEqual([]);
    expect([...guides.pages.keys()]).toEqual(GUIDES.map((g) => g.name));
    expect(GUIDES.map((g) => g.name)).toEqual(expect.arrayContaining(["getting-started", "idempotency", "errors", "sandbox", "receiving-webhooks"]));
  });

  it.each(GUIDES.map((g) => [g.name, g.title]))("serves %s as a page titled %s, with the stylesheet and a policy allowing nothing else", async (name, title) => {
    const res = await get(`/docs/guides/${name}`);
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("text/html; charset=utf-8");
    expect(res.body).toContain(`<title>${title.replace(/'/g, "&#39;")} · pod-orders</title>`);
    expect(res.body).toMatch(/<h1[^>]*>/);
    expect(res.body).toContain('<link rel="stylesheet" href="guide.css">');
    expect(res.body).toContain(`href="/docs/guides/${name}" aria-current="page"`);
    expect(res.body).toContain('href="/docs/"');
    expect(res.body).not.toMatch(/<script|<img|<iframe/);
    expect(res.headers.get("content-security-policy")).toBe("default-src 'none'; style-src 'self'; img-src 'self'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'");
    expect(res.headers.get("x-content-type-options")).toBe("nosniff");
  });

  it("leaves out the files' HTML comments and shows no raw HTML", async () => {
    for (const { name } of GUIDES) {
      const page = (await get(`/docs/guides/${name}`)).body as string;
      expect(page, name).not.toContain("&lt;!--");
      expect(page, name).not.toContain("<!--");
    }
  });

  it("covers each topic: every error code, idempotency, the sandbox, the webhook-signature header", async () => {
    const errors = (await get("/docs/guides/errors")).body as string;
    for (const code of Object.keys(ERROR_CODES)) expect(errors, code).toContain(`<td><code>${code}</code></td>`);
    expect((await get("/docs/guides/idempotency")).body).toContain("Idempotent-Replayed");
    const sandbox = (await get("/docs/guides/sandbox")).body as string;
    expect(sandbox).toContain('<h1>The sandbox</h1>');
    expect(sandbox).toContain('id="the-sandbox-test-accounts"');
    expect(sandbox).toContain("pod_test_");
    const webhooks = (await get("/docs/guides/receiving-webhooks")).body as string;
    expect(webhooks).toContain('<h2 id="verifying-the-signature">');
    expect(webhooks).toContain("<code>webhook-signature</code>");
    // A topic page is part of its file: the getting-started page holds the file's introduction but not its title.
    const start = (await get("/docs/guides/getting-started")).body as string;
    expect(start).toContain("<h1>Getting started</h1>");
    expect(start).not.toContain("Caller&#39;s guide</h1>");
    expect(start).toContain('id="tokens-and-scopes"');
    expect(start).toContain('id="client-checklist"');
  });

  it("links guides to each other as served pages, each link landing on a heading of a page that exists", async () => {
    const checked = new Set<string>();
    for (const { name } of GUIDES) {
      const page = (await get(`/docs/guides/${name}`)).body as string;
      for (const href of hrefs(page)) {
        expect(href, `${name}: ${href}`).not.toMatch(/\.md($|#)/);
        if (/^https?:\/\//.test(href) || checked.has(`${name} ${href}`)) continue;
        checked.add(`${name} ${href}`);
        if (href === "guide.css" || href === "favicon.svg" || href === "/docs/") continue;
        const [path, anchor] = href.split("#");
        const target = path === "" ? page : ((await get(path!)).body as string);
        if (path !== "") expect((await get(path!)).status, `${name}: ${href}`).toBe(200);
        expect(path === "" || path!.startsWith("/docs/guides/"), `${name}: ${href}`).toBe(true);
        if (anchor) expect(target, `${name}: ${href}`).toContain(`id="${anchor}"`);
      }
    }
    // The links written for GitHub between the files became links between the pages.
    const start = (await get("/docs/guides/getting-started")).body as string;
    expect(hrefs(start)).toEqual(expect.arrayContaining(["/docs/guides/order-lifecycle", "#client-checklist", "/docs/guides/sandbox#the-sandbox-test-accounts", "/docs/guides/errors#error-codes"]));
    expect(hrefs((await get("/docs/guides/receiving-webhooks")).body as string)).toContain("/docs/guides/caller-guide#registering-your-own-webhooks");
  });

  it("lists the guides at /docs/guides, and serves the stylesheet", async () => {
    for (const path of ["/docs/guides", "/docs/guides/"]) {
      const index = await get(path);
      expect(index.status, path).toBe(200);
      expect(index.body, path).toContain('<link rel="stylesheet" href="guides/guide.css">');
      for (const { name } of GUIDES) expect(index.body, path).toContain(`href="/docs/guides/${name}"`);
    }
    const redirect = await fetch(`${server.url}/docs/guides/`, { redirect: "manual" });
    expect(redirect.status).toBe(301);
    expect(redirect.headers.get("location")).toBe("../guides");
    const css = await fetch(`${server.url}/docs/guides/guide.css`);
    expect(css.status).toBe(200);
    expect(css.headers.get("content-type")).toBe("text/css; charset=utf-8");
    const text = await css.text();
    expect(text).toContain(".layout");
    expect(text).not.toMatch(/url\(|@import/);
  });

  it("links an icon the service serves, so no browser asks for a /favicon.ico that is not there", async () => {
    for (const [path, icon] of [["/docs/guides/caller-guide", "favicon.svg"], ["/docs/guides", "guides/favicon.svg"], ["/docs/guides/nope", "favicon.svg"]] as const) {
      expect((await get(path)).body, path).toContain(`<link rel="icon" href="${icon}" type="image/svg+xml">`);
    }
    for (const path of ["/docs/guides/favicon.svg", "/favicon.ico"]) {
      const res = await fetch(server.url + path);
      expect(res.status, path).toBe(200);
      expect(res.headers.get("content-type"), path).toBe("image/svg+xml");
      expect(await res.text(), path).toContain("<svg");
    }
  });

  it("answers a name that is not a guide with a 404 page listing the guides", async () => {
    for (const name of ["nope", "caller-guide.md", "..%2F..%2Fpackage.json", "%3Cscript%3E"]) {
      const res = await get(`/docs/guides/${name}`);
      expect(res.status, name).toBe(404);
      expect(res.headers.get("content-type"), name).toBe("text/html; charset=utf-8");
      expect(res.body, name).toContain("<h1>No such guide</h1>");
      expect(res.body, name).toContain('href="/docs/guides/getting-started"');
      expect(res.body, name).not.toContain("<script>");
    }
  });
});

describe("rendering", () => {
  let root: string;
  beforeAll(() => {
    root = mkdtempSync(join(tmpdir(), "pod-guides-"));
    mkdirSync(join(root, "docs"));
    writeFileSync(
      join(root, "docs/a.md"),
      [
        "# File A",
        "",
        "Intro <script>alert(1)</script> and <img src=x onerror=alert(1)>.",
        "",
        "## First",
        "",
        "[bad](javascript:alert(1)) [to b](b.md#second-part) [to second](#second) [elsewhere](other.md) [web](https://example.org/x) ![logo](images/logo.png)",
        "",
        "## Second",
        "",
        "<div>raw block</div>",
        "",
        "<!-- a marker the tests read -->",
        "",
        "Text <!-- inline marker --> goes on.",
        "",
        "### Second",
        "",
        "A repeated heading gets GitHub's -1.",
      ].join("\n"),
    );
    writeFileSync(join(root, "docs/b.md"), "# File B\n\n## Second part\n\n[back](a.md#first)\n");
  });
  afterAll(() => rmSync(root, { recursive: true, force: true }));

  it("escapes raw HTML, drops unsafe and unserved links and images, and points the rest at the pages", () => {
    const { pages, problems } = loadGuides("", root, [
      { name: "first", title: "First", summary: "", file: "docs/a.md", sections: ["", "First"] },
      { name: "second", title: "Second", summary: "", file: "docs/a.md", sections: ["Second"] },
      { name: "b", title: "B", summary: "", file: "docs/b.md" },
    ]);
    expect(problems).toEqual([]);
    const first = pages.get("first")!.html;
    expect(first).toContain("Intro &lt;script&gt;alert(1)&lt;/script&gt; and &lt;img src=x onerror=alert(1)&gt;.");
    expect(first).not.toMatch(/<script|<img|href="javascript:/);
    expect(first).toContain("<h1>First</h1>");
    expect(first).not.toContain("File A");
    expect(hrefs(first)).toEqual(["/docs/guides/b#second-part", "/docs/guides/second#second", "https://example.org/x", "/docs/guides/a"].filter((h) => h !== "/docs/guides/a"));
    // A link to a file that is not served keeps its words and loses the link; an image shows its alt text.
    expect(first).toContain("[bad](javascript:alert(1))");
    expect(first).toContain(" elsewhere ");
    expect(first).toContain("logo");
    const second = pages.get("second")!.html;
    expect(second).toContain("&lt;div&gt;raw block&lt;/div&gt;");
    // HTML comments (the files' markers for the tests) are left out.
    expect(second).not.toMatch(/marker|&lt;!--/);
    expect(second).toContain("Text  goes on.");
    expect(second).toContain('<h2 id="second">');
    expect(second).toContain('<h3 id="second-1">');
    expect(hrefs(pages.get("b")!.html)).toEqual(["/docs/guides/first#first"]);
  });

  it("reports a section a guide names that its file lacks, and leaves that guide out", () => {
    const { pages, problems } = loadGuides("https://orders.example.com", root, [
      { name: "gone", title: "Gone", summary: "", file: "docs/a.md", sections: ["Third"] },
      { name: "missing", title: "Missing", summary: "", file: "docs/none.md" },
      { name: "b", title: "B", summary: "", file: "docs/b.md" },
    ]);
    expect(problems).toEqual([expect.stringContaining('no section "## Third…" for the guide gone'), expect.stringContaining("docs/none.md")]);
    expect([...pages.keys()]).toEqual(["b"]);
    // The link to a.md#first has no page to land on now: its words stay, the link goes.
    expect(hrefs(pages.get("b")!.html)).toEqual([]);
  });
});
