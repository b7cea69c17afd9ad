// The console's built files (dist/console, made by `npm run build`), held in memory and served with strict headers.
import { createHash } from "node:crypto";
import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import { extname, join, relative, sep } from "node:path";
import { fileURLToPath } from "node:url";

export interface ConsoleAsset {
  body: Buffer;
  contentType: string;
  etag: string;
  /** Names carrying a content hash never change; index.html must be revalidated to pick up a new build. */
  immutable: boolean;
}

const TYPES: Record<string, string> = {
  ".html": "text/html; charset=utf-8",
  ".js": "text/javascript; charset=utf-8",
  ".css": "text/css; charset=utf-8",
  ".svg": "image/svg+xml",
  ".png": "image/png",
  ".ico": "image/x-icon",
  ".map": "application/json; charset=utf-8",
};

/**
 * Same two levels below the project root whether running from src/http (tests) or dist/http (built): the
 * console is always read from the build output.
 */
export const CONSOLE_DIR = fileURLToPath(new URL("../../dist/console/", import.meta.url));

/**
 * The console's pages may load scripts, styles, images and data from this service only, and nothing inline:
 * an injected <script> or style attribute would not run. Thumbnails and files are same-origin; blob: is for the
 * packing slip download.
 */
export const CONSOLE_CSP = [
  "default-src 'none'",
  "script-src 'self'",
  "style-src 'self'",
  "img-src 'self' blob:",
  "connect-src 'self'",
  "font-src 'self'",
  "manifest-src 'self'",
  "base-uri 'none'",
  "form-action 'self'",
  "frame-ancestors 'none'",
].join("; ");

function walk(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? walk(path) : [path];
  });
}

/** Every built file by its URL path below /console/; empty when the console was not built. */
export function loadConsoleAssets(dir = CONSOLE_DIR): Map<string, ConsoleAsset> {
  const assets = new Map<string, ConsoleAsset>();
  if (!existsSync(dir)) return assets;
  for (const path of walk(dir)) {
    const body = readFileSync(path);
    const name = relative(dir, path).split(sep).join("/");
    assets.set(name, {
      body,
      contentType: TYPES[extname(path)] ?? "application/octet-stream",
      etag: `"${createHash("sha256").update(body).digest("base64url").slice(0, 22)}"`,
      immutable: name.startsWith("assets/"),
    });
  }
  return assets;
}
