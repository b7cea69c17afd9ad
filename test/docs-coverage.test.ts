// The written guides stay complete: every error code and every operation of the OpenAPI document is documented,
// and every decision the code cites is in docs/ (a docs page and one of its headings, cited as docs/<page>.md#<heading>), never elsewhere.
import { readdirSync, readFileSync } from "node:fs";
import GithubSlugger from "github-slugger";
import MarkdownIt from "markdown-it";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ERROR_CODES } from "../src/domain/errors.js";
import { startTestServer, type TestServer } from "./helpers/server.js";

const read = (file: string) => readFileSync(new URL(`../docs/${file}`, import.meta.url), "utf8");
const guides = ["caller-guide.md", "operator-guide.md", "order-lifecycle.md"].map(read).join("\n");

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

/** The paths of both published documents, the callers' and the operator's. */
async function allPaths(): Promise<string[]> {
  const documents = await Promise.all(["/docs/openapi.json", "/docs/operator/openapi.json"].map((path) => server.request(path, { method: "GET" })));
  const paths = documents.flatMap((d) => Object.keys(d.body.paths as object));
  if (paths.length < 40) throw new Error(`only ${paths.length} paths in the documents`);
  return paths;
}

describe("docs", () => {
  it.each(Object.keys(ERROR_CODES))("the caller's guide lists %s", (code) => {
    expect(read("caller-guide.md")).toContain(`| \`${code}\` |`);
  });

  it("every operation appears in a guide", async () => {
    for (const path of await allPaths()) {
      const short = path.replace(/^\/v1\/(admin\/)?/, "");
      expect(guides.includes(path) || guides.includes(short), path).toBe(true);
    }
  });
});

describe("README", () => {
  it("lists every operation in its API table", async () => {
    const rows = readFileSync(new URL("../README.md", import.meta.url), "utf8")
      .split("\n")
      .filter((line) => line.startsWith("| `"));
    for (const path of await allPaths()) {
      // A row names the full path, or a sibling's full path followed by `/last-segment`.
      const parent = path.slice(0, path.lastIndexOf("/"));
      const last = path.slice(path.lastIndexOf("/"));
      const listed = rows.some((row) => row.includes(`\`${path}\``) || row.includes(`${path}\``) || (row.includes(`${parent}/`) && row.includes(`\`${last}\``)));
      expect(listed, path).toBe(true);
    }
  });
});

/** The repository's text files under `folder` (dependencies, builds and binary files left out). */
function textFiles(folder: string): string[] {
  const root = new URL("../", import.meta.url);
  const found: string[] = [];
  const walk = (dir: string) => {
    for (const entry of readdirSync(new URL(dir, root), { withFileTypes: true })) {
      const path = `${dir}/${entry.name}`;
      if (entry.isDirectory()) {
        if (!["node_modules", "dist", "images", "fonts"].includes(entry.name)) walk(path);
      } else if (/\.(ts|tsx|mts|js|mjs|json|md|css|html|txt|sh|yml|yaml)$/.test(entry.name)) found.push(path);
    }
  };
  walk(folder);
  return found;
}

/** The ids GitHub (and the service's /guides) give a page's headings: github-slugger over each heading's text. */
function headingIds(page: string): Set<string> {
  const tokens = new MarkdownIt().parse(read(page), {});
  const slugger = new GithubSlugger();
  const ids = new Set<string>();
  tokens.forEach((token, i) => {
    if (token.type !== "heading_open") return;
    const text = (tokens[i + 1]?.children ?? []).filter((t) => t.type === "text" || t.type === "code_inline").map((t) => t.content).join("");
    ids.add(slugger.slug(text));
  });
  return ids;
}

describe("the code cites the project's docs", () => {
  const files = ["src", "console", "packages", "test", "bench", "docs"].flatMap(textFiles);
  const source = (file: string) => readFileSync(new URL(`../${file}`, import.meta.url), "utf8");

  it("reads the repository's files", () => {
    expect(files.length).toBeGreaterThan(300);
  });

  it("no file mentions the contract document outside the repository", () => {
    // Spelled in two parts so this file does not mention it either.
    const outside = ["API", "md"].join(".");
    expect(files.filter((file) => source(file).includes(outside))).toEqual([]);
  });

  it("every docs/<page>.md#<heading> a file cites names a page and one of its headings", () => {
    const pages = new Map<string, Set<string>>();
    const missing: string[] = [];
    let cited = 0;
    for (const file of files) {
      for (const [citation, page, anchor] of source(file).matchAll(/\bdocs\/([a-z0-9-]+\.md)#([a-z0-9-]+)/g)) {
        cited += 1;
        if (!pages.has(page!)) {
          try {
            pages.set(page!, headingIds(page!));
          } catch {
            pages.set(page!, new Set());
          }
        }
        if (!pages.get(page!)!.has(anchor!)) missing.push(`${file}: ${citation}`);
      }
    }
    expect(cited).toBeGreaterThan(100);
    expect(missing).toEqual([]);
  });
});
