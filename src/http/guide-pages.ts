// The HTML around a rendered guide: navigation between the guides and back to the reference, and the one small
// stylesheet and icon they share (served by this service: the pages load nothing from anywhere else).
import type { Guide, GuideSpec } from "./guides.js";

/** Guide pages may load this service's stylesheet and nothing else; no script runs on them. */
export const GUIDE_CSP = ["default-src 'none'", "style-src 'self'", "img-src 'self'", "base-uri 'none'", "form-action 'none'", "frame-ancestors 'none'"].join("; ");

export const GUIDE_CSS = `:root { color-scheme: light dark; --fg: #1d1f23; --muted: #5b6270; --bg: #fff; --panel: #f5f6f8; --line: #d9dce1; --link: #0b57d0; }
@media (prefers-color-scheme: dark) { :root { --fg: #e6e7ea; --muted: #a3a9b4; --bg: #15171a; --panel: #1f2226; --line: #343941; --link: #8ab4f8; } }
* { box-sizing: border-box; }
body { margin: 0; font: 16px/1.55 system-ui, -apple-system, "Segoe UI", Roboto, sans-serif; color: var(--fg); background: var(--bg); }
a { color: var(--link); }
.layout { display: grid; grid-template-columns: 16rem minmax(0, 1fr); max-width: 78rem; margin: 0 auto; }
nav { position: sticky; top: 0; align-self: start; max-height: 100vh; overflow: auto; padding: 1.5rem 1rem; border-right: 1px solid var(--line); }
nav h2 { font-size: .8rem; text-transform: uppercase; letter-spacing: .05em; color: var(--muted); margin: 1.2rem 0 .4rem; }
nav ul { list-style: none; margin: 0; padding: 0; }
nav li a { display: block; padding: .25rem .5rem; border-radius: 4px; text-decoration: none; }
nav li a[aria-current="page"] { background: var(--panel); font-weight: 600; color: var(--fg); }
main { padding: 1.5rem 2.5rem 4rem; min-width: 0; }
h1, h2, h3, h4 { line-height: 1.25; scroll-margin-top: 1rem; }
h2 { margin-top: 2.2rem; padding-bottom: .3rem; border-bottom: 1px solid var(--line); }
code { font: .9em/1.4 ui-monospace, SFMono-Regular, Menlo, Consolas, monospace; background: var(--panel); padding: .1em .3em; border-radius: 3px; }
pre { background: var(--panel); padding: .9rem 1rem; overflow-x: auto; border-radius: 6px; }
pre code { background: none; padding: 0; }
table { border-collapse: collapse; display: block; overflow-x: auto; margin: 1rem 0; }
th, td { border: 1px solid var(--line); padding: .35rem .6rem; text-align: left; vertical-align: top; }
th { background: var(--panel); }
blockquote { margin: 1rem 0; padding: .2rem 1rem; border-left: 4px solid var(--line); color: var(--muted); }
.index li { margin: .4rem 0; }
.muted { color: var(--muted); }
@media (max-width: 50rem) { .layout { display: block; } nav { position: static; max-height: none; border-right: 0; border-bottom: 1px solid var(--line); } main { padding: 1rem; } }
`;

const ESCAPES: Record<string, string> = { "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" };
const escape = (text: string) => text.replace(/[&<>"']/g, (c) => ESCAPES[c]!);

function navigation(specs: readonly GuideSpec[], current: string | undefined, base: string): string {
  const items = specs.map((s) => `<li><a href="${escape(`${base}/docs/guides/${s.name}`)}"${s.name === current ? ' aria-current="page"' : ""}>${escape(s.title)}</a></li>`).join("");
  return `<nav aria-label="Guides"><h2>Reference</h2><ul><li><a href="${escape(`${base}/docs/`)}">API reference</a></li></ul><h2>Guides</h2><ul>${items}</ul></nav>`;
}

/**
 * `css`: the stylesheet's address relative to the page (a page below /docs/guides/ or the index at /docs/guides), so
 * it is fetched from wherever the page came from, whatever PUBLIC_URL says (the policy allows 'self' only).
 */
function layout(title: string, body: string, specs: readonly GuideSpec[], current: string | undefined, base: string, css = "guide.css"): string {
  // The icon sits beside the stylesheet (a page with no icon makes the browser ask for /favicon.ico).
  const icon = css.replace(/guide\.css$/, "favicon.svg");
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escape(title)} · pod-orders</title>
<link rel="stylesheet" href="${escape(css)}">
<link rel="icon" href="${escape(icon)}" type="image/svg+xml">
</head>
<body>
<div class="layout">
${navigation(specs, current, base)}
<main>
${body}
</main>
</div>
</body>
</html>
`;
}

export function guidePage(guide: Guide, specs: readonly GuideSpec[], base: string): string {
  return layout(guide.spec.title, guide.html, specs, guide.spec.name, base);
}

export function guideIndexPage(specs: readonly GuideSpec[], base: string): string {
  const items = specs.map((s) => `<li><a href="${escape(`${base}/docs/guides/${s.name}`)}">${escape(s.title)}</a> <span class="muted">— ${escape(s.summary)}</span></li>`).join("\n");
  return layout("Guides", `<h1>Guides for callers</h1>\n<p>How to integrate with the pod-orders API. Every operation, its fields and answers: the <a href="${escape(`${base}/docs/`)}">API reference</a>.</p>\n<ul class="index">\n${items}\n</ul>`, specs, undefined, base, "guides/guide.css");
}

export function guideNotFoundPage(name: string, specs: readonly GuideSpec[], base: string): string {
  return layout("No such guide", `<h1>No such guide</h1>\n<p>There is no guide named <code>${escape(name)}</code>. The guides are listed on the left and on <a href="${escape(`${base}/docs/guides`)}">the index</a>.</p>`, specs, undefined, base);
}
