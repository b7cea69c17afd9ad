// The callers' guides served at /docs/guides/<name>: pages cut from the docs/ Markdown files (the single source) by
// their `##` sections, rendered with markdown-it (raw HTML escaped), links between them pointing at the served pages.
import { readFileSync } from "node:fs";
import { join, posix } from "node:path";
import { fileURLToPath } from "node:url";
import GithubSlugger from "github-slugger";
import MarkdownIt from "markdown-it";
import type { Token } from "markdown-it";

/**
 * One served page: a docs file whole, or some of its `##` sections (by the start of their heading text, in the
 * order given; "" is the part before the first `##`, the file's title and introduction).
 */
export interface GuideSpec {
  name: string;
  title: string;
  /** One line for the index and the reference's list of guides. */
  summary: string;
  /** Path from the repository root. */
  file: string;
  sections?: string[];
}

/**
 * The guides, in the order the navigation lists them. The files stay whole on disk (they are read on GitHub too,
 * and link to each other by file name); the topic pages are cut from them here, so no text exists twice in docs/.
 */
export const GUIDES: readonly GuideSpec[] = [
  {
    name: "getting-started",
    title: "Getting started",
    summary: "Base URL, tokens and scopes, the envelope, HTTP statuses, limits, the typed client, a checklist",
    file: "docs/caller-guide.md",
    sections: ["", "The typed client", "Basics", "Client checklist"],
  },
  { name: "idempotency", title: "Idempotency", summary: "Creating an order exactly once: external_ref, retries, Idempotent-Replayed", file: "docs/caller-guide.md", sections: ["Idempotency"] },
  { name: "errors", title: "Error codes", summary: "Every error code, the HTTP status it travels with and the paths it names", file: "docs/caller-guide.md", sections: ["Error codes"] },
  { name: "sandbox", title: "The sandbox", summary: "Test accounts: real orders nobody prints, moved on by the sandbox", file: "docs/caller-guide.md", sections: ["The sandbox"] },
  { name: "receiving-webhooks", title: "Receiving webhooks", summary: "What arrives, verifying the webhook-signature header, deduplicating, applying in order", file: "docs/receiving-webhooks.md" },
  { name: "order-lifecycle", title: "Order lifecycle", summary: "Statuses, update shipping, cancel items, shipments, tracking and events", file: "docs/order-lifecycle.md" },
  { name: "caller-guide", title: "The whole caller's guide", summary: "Everything above and the fields and rules of every operation, on one page", file: "docs/caller-guide.md" },
];

/** Same two levels below the repository root from src/http (tests) and dist/http (built). */
const ROOT = fileURLToPath(new URL("../../", import.meta.url));

export interface Guide {
  spec: GuideSpec;
  /** The rendered body (an HTML fragment). */
  html: string;
}

export interface Guides {
  pages: Map<string, Guide>;
  /** Sections a spec names that its file lacks, and files that cannot be read: the pages concerned are left out. */
  problems: string[];
}

// Raw HTML in the Markdown is never passed through: markdown-it recognises it (html: true) only so that the files'
// HTML comments (markers the tests read) can be left out; any other tag is shown as the text it is. Links to
// javascript: and the like are refused by markdown-it's own validateLink.
const md = new MarkdownIt({ html: true, linkify: false, typographer: false });
const isComment = (html: string) => /^\s*<!--[\s\S]*?-->\s*$/.test(html);
md.renderer.rules.html_block = (tokens, idx) => (isComment(tokens[idx]!.content) ? "" : `<p>${md.utils.escapeHtml(tokens[idx]!.content.trim())}</p>\n`);
md.renderer.rules.html_inline = (tokens, idx) => (isComment(tokens[idx]!.content) ? "" : md.utils.escapeHtml(tokens[idx]!.content));

/** A heading's text as GitHub reads it for its anchor: the inline text and code, without the markup. */
function headingText(inline: Token | undefined): string {
  return (inline?.children ?? []).filter((t) => t.type === "text" || t.type === "code_inline").map((t) => t.content).join("");
}

interface ParsedFile {
  /** "" (before the first ##) and then each ## heading's text, with its tokens. */
  sections: { heading: string; tokens: Token[]; ids: string[] }[];
}

/** Parses a file and gives every heading the id GitHub gives it, so links written for GitHub land on the same place. */
function parseFile(source: string): ParsedFile {
  const tokens = md.parse(source, {});
  const slugger = new GithubSlugger();
  const sections: ParsedFile["sections"] = [{ heading: "", tokens: [], ids: [] }];
  tokens.forEach((token, i) => {
    if (token.type === "heading_open") {
      const text = headingText(tokens[i + 1]);
      const id = slugger.slug(text);
      token.attrSet("id", id);
      if (token.tag === "h2") sections.push({ heading: text, tokens: [], ids: [] });
      sections.at(-1)!.ids.push(id);
    }
    sections.at(-1)!.tokens.push(token);
  });
  return { sections };
}

interface Page {
  spec: GuideSpec;
  tokens: Token[];
  ids: Set<string>;
}

function isExternal(href: string): boolean {
  return /^[a-z][a-z0-9+.-]*:/i.test(href) || href.startsWith("//");
}

/**
 * Where a link of `from`'s file points on the served pages: the page of that file holding the anchor (a topic page
 * before the whole file's), or the whole file's page; undefined for a file that is not served.
 */
function resolveLink(href: string, from: Page, pages: Page[], base: string): string | undefined {
  if (isExternal(href)) return href;
  const [path = "", anchor] = href.split("#", 2);
  const file = path === "" ? from.spec.file : posix.normalize(posix.join(posix.dirname(from.spec.file), path));
  const candidates = pages.filter((p) => p.spec.file === file);
  if (candidates.length === 0) return undefined;
  if (anchor === undefined || anchor === "") {
    const whole = candidates.find((p) => p.spec.sections === undefined) ?? candidates[0]!;
    return `${base}/docs/guides/${whole.spec.name}`;
  }
  if (path === "" && from.ids.has(anchor)) return `#${anchor}`;
  const holder = candidates.find((p) => p.spec.sections !== undefined && p.ids.has(anchor)) ?? candidates.find((p) => p.ids.has(anchor));
  if (!holder) return undefined;
  return holder === from ? `#${anchor}` : `${base}/docs/guides/${holder.spec.name}#${anchor}`;
}

/** Rewrites a page's links in place; a link to a file that is not served keeps its text and loses the link. */
function rewriteLinks(tokens: Token[], page: Page, pages: Page[], base: string): Token[] {
  return tokens.map((token) => {
    if (token.type !== "inline" || !token.children) return token;
    const copy = Object.assign(Object.create(Object.getPrototypeOf(token) as object) as Token, token);
    const dropped: boolean[] = [];
    copy.children = token.children.flatMap((child) => {
      if (child.type === "link_open") {
        const target = resolveLink(String(child.attrGet("href") ?? ""), page, pages, base);
        dropped.push(target === undefined);
        if (target === undefined) return [];
        const link = Object.assign(Object.create(Object.getPrototypeOf(child) as object) as Token, child, { attrs: [...(child.attrs ?? [])] });
        link.attrSet("href", target);
        return [link];
      }
      if (child.type === "link_close") return dropped.pop() ? [] : [child];
      // An image would be fetched from wherever its path points: the guides carry none, and show the alt text.
      if (child.type === "image") {
        const text = Object.assign(Object.create(Object.getPrototypeOf(child) as object) as Token, child, { type: "text", content: child.content, children: null });
        return [text];
      }
      return [child];
    });
    return copy;
  });
}

/**
 * Reads and renders every guide. `base` prefixes the links between guides (PUBLIC_URL, or "" for paths from the
 * root). Read once at start-up: the files are part of the installed release, like dist/.
 */
export function loadGuides(base = "", root = ROOT, specs: readonly GuideSpec[] = GUIDES): Guides {
  const problems: string[] = [];
  const parsed = new Map<string, ParsedFile | undefined>();
  const pages: Page[] = [];
  for (const spec of specs) {
    if (!parsed.has(spec.file)) {
      try {
        parsed.set(spec.file, parseFile(readFileSync(join(root, spec.file), "utf8")));
      } catch (error) {
        problems.push(`${spec.file}: ${(error as Error).message}`);
        parsed.set(spec.file, undefined);
      }
    }
    const file = parsed.get(spec.file);
    if (!file) continue;
    const chosen = spec.sections === undefined ? file.sections : spec.sections.map((start) => file.sections.find((s) => (start === "" ? s.heading === "" : s.heading.startsWith(start))));
    const missing = spec.sections?.filter((_, i) => chosen[i] === undefined) ?? [];
    if (missing.length > 0) {
      problems.push(`${spec.file} has no section ${missing.map((m) => `"## ${m}…"`).join(", ")} for the guide ${spec.name}`);
      continue;
    }
    const sections = chosen as ParsedFile["sections"];
    // A topic page carries its own title: the file's (its first h1, in the introduction) would name the whole file.
    const tokens = sections.flatMap((s) => s.tokens);
    const h1 = spec.sections === undefined ? -1 : tokens.findIndex((t) => t.type === "heading_open" && t.tag === "h1");
    if (h1 >= 0) tokens.splice(h1, 3);
    pages.push({ spec, tokens, ids: new Set(sections.flatMap((s) => s.ids)) });
  }
  const rendered = new Map<string, Guide>();
  for (const page of pages) {
    const body = md.renderer.render(rewriteLinks(page.tokens, page, pages, base), md.options, {});
    const whole = page.spec.sections === undefined ? undefined : pages.find((p) => p.spec.file === page.spec.file && p.spec.sections === undefined);
    const html =
      page.spec.sections === undefined
        ? body
        : `<h1>${md.utils.escapeHtml(page.spec.title)}</h1>\n${body}${whole ? `<p class="muted">Part of <a href="${md.utils.escapeHtml(`${base}/docs/guides/${whole.spec.name}`)}">${md.utils.escapeHtml(whole.spec.title.toLowerCase())}</a>.</p>\n` : ""}`;
    rendered.set(page.spec.name, { spec: page.spec, html });
  }
  return { pages: rendered, problems };
}

