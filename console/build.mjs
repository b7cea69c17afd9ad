// Builds the operator console into dist/console: one bundled, minified script and stylesheet with content hashes, and the page that loads them.
import { copyFile, mkdir, rm, writeFile } from "node:fs/promises";
import { basename, dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import process from "node:process";
import { build } from "esbuild";

const root = dirname(fileURLToPath(import.meta.url));
const out = join(root, "..", "dist", "console");

await rm(out, { recursive: true, force: true });
await mkdir(join(out, "assets"), { recursive: true });

const result = await build({
  entryPoints: { app: join(root, "src", "main.tsx"), style: join(root, "src", "styles.css") },
  bundle: true,
  minify: true,
  sourcemap: true,
  format: "esm",
  target: ["chrome110", "firefox110", "safari16"],
  jsx: "automatic",
  jsxImportSource: "preact",
  entryNames: "[name]-[hash]",
  outdir: join(out, "assets"),
  metafile: true,
  logLevel: "warning",
});

const outputs = Object.keys(result.metafile.outputs).map((path) => basename(path));
const script = outputs.find((name) => name.startsWith("app-") && name.endsWith(".js"));
const style = outputs.find((name) => name.startsWith("style-") && name.endsWith(".css"));
if (!script || !style) throw new Error(`console build: missing outputs in ${outputs.join(", ")}`);

await copyFile(join(root, "favicon.svg"), join(out, "favicon.svg"));

// No inline script or style: the Content-Security-Policy allows files from this origin only.
await writeFile(
  join(out, "index.html"),
  `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>pod-orders console</title>
<link rel="icon" href="favicon.svg" type="image/svg+xml">
<link rel="stylesheet" href="assets/${style}">
<script type="module" src="assets/${script}"></script>
</head>
<body>
<div id="app"><p class="boot">Loading the console…</p></div>
<noscript>The console needs JavaScript.</noscript>
</body>
</html>
`,
);
process.stdout.write(`console built: dist/console (${script}, ${style})\n`);
