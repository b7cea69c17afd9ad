// The house style the code itself can check: every module opens with its comment saying what it is for, whole,
// and only then its imports (an import spliced into the opening comment cuts its sentence in two).
import { execFileSync } from "node:child_process";
import { readdirSync, readFileSync } from "node:fs";
import { dirname, join, relative, resolve, sep } from "node:path";
import { describe, expect, it } from "vitest";
import { FLAG_KEYS } from "../src/store/flags.js";

const ROOT = new URL("..", import.meta.url).pathname;
const FOLDERS = ["src", "console/src", "packages/client/src", "packages/client/scripts", "bench", "test"];

/** The TypeScript modules under a folder of the repository (generated and vendored folders left out). */
function modules(folder: string): string[] {
  const found: string[] = [];
  const walk = (dir: string) => {
    let entries;
    try {
      entries = readdirSync(join(ROOT, dir), { withFileTypes: true });
    } catch {
      return;
    }
    for (const entry of entries) {
      const path = `${dir}/${entry.name}`;
      if (entry.isDirectory() && entry.name !== "node_modules" && entry.name !== "dist") walk(path);
      else if (/\.tsx?$/.test(entry.name) && !entry.name.endsWith(".d.ts")) found.push(path);
    }
  };
  walk(folder);
  return found;
}

/** The lines a module opens with: its comment, then its imports, up to the first line that is neither. */
function header(source: string): string[] {
  const lines = source.split("\n").filter((line, i) => !(i === 0 && line.startsWith("#!")));
  const end = lines.findIndex((line) => !(line.startsWith("//") || line.startsWith("import ") || line.startsWith("  ") || line.startsWith("}") || line === ""));
  return lines.slice(0, end === -1 ? lines.length : end);
}

describe("module headers", () => {
  const files = FOLDERS.flatMap(modules);

  it("finds the modules", () => {
    expect(files.length).toBeGreaterThan(200);
  });

  it("every module opens with a comment, and no import interrupts it", () => {
    const spliced: string[] = [];
    const uncommented: string[] = [];
    for (const file of files) {
      const lines = header(readFileSync(join(ROOT, file), "utf8"));
      if (!lines[0]?.startsWith("// ")) uncommented.push(file);
      // A comment line right after an import, with the opening comment above that import unfinished.
      for (let i = 1; i + 1 < lines.length; i++) {
        if (lines[i]!.startsWith("import ") && lines[i + 1]!.startsWith("// ") && lines.slice(0, i).every((l) => l.startsWith("//"))) spliced.push(`${file}:${i + 1}`);
      }
    }
    expect(spliced).toEqual([]);
    expect(uncommented).toEqual([]);
  });
});

/** The arrows of docs/architecture.md's diagram: each layer of src/ and the text after its arrow (continuations joined). */
function arrows(): Map<string, string> {
  const doc = readFileSync(join(ROOT, "docs/architecture.md"), "utf8");
  const diagram = doc.slice(doc.indexOf("```\n") + 4, doc.indexOf("\n```", doc.indexOf("```\n") + 4)).split("\n");
  const map = new Map<string, string>();
  let last: string[] = [];
  for (const line of diagram) {
    const arrow = line.indexOf("►");
    if (arrow === -1) {
      for (const layer of last) map.set(layer, `${map.get(layer)} ${line.trim()}`);
      continue;
    }
    last = [...line.slice(0, arrow).matchAll(/([a-z]+)\/|([a-z]+\.ts)/g)].map((m) => m[1] ?? m[2]!);
    for (const layer of last) map.set(layer, line.slice(arrow + 1));
  }
  return map;
}

/**
 * The modules of ours a module reads, as paths from the root ("src/domain/catalog.ts"): the relative specifiers of
 * its static imports and of the names it hands on (`export … from`); a lazy `await import(…)` is not read.
 */
function importsOf(file: string): string[] {
  const source = readFileSync(join(ROOT, file), "utf8");
  return [...source.matchAll(/^(?:import [^;]*?|export (?:type )?(?:\*|\{[^}]*\})) from "(\.[^"]+)"/gm)].map(([, target]) =>
    relative(ROOT, resolve(dirname(join(ROOT, file)), target!)).replace(/\.js$/, ".ts").split(sep).join("/"),
  );
}

/** The layer of src/ a module of src/ belongs to: its folder, or the module itself at src/'s top (config.ts). */
function layerOf(path: string): string {
  return path.startsWith("src/") ? path.split("/")[1]! : path;
}

/** The circles of a graph: each group of two or more nodes that reach one another (Tarjan's strongly connected components). */
function circles(edges: Map<string, Set<string>>): string[][] {
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const found: string[][] = [];
  const visit = (node: string) => {
    index.set(node, index.size);
    low.set(node, index.get(node)!);
    stack.push(node);
    for (const next of edges.get(node) ?? []) {
      if (!index.has(next)) {
        visit(next);
        low.set(node, Math.min(low.get(node)!, low.get(next)!));
      } else if (stack.includes(next)) low.set(node, Math.min(low.get(node)!, index.get(next)!));
    }
    if (low.get(node) !== index.get(node)) return;
    const group: string[] = [];
    let member: string;
    do {
      member = stack.pop()!;
      group.push(member);
    } while (member !== node);
    if (group.length > 1) found.push(group.sort());
  };
  for (const node of edges.keys()) if (!index.has(node)) visit(node);
  return found;
}

/** Who imports whom among `files`, each arrow named as `name` calls its ends (imports landing outside them left out). */
function graph(files: string[], name: (path: string) => string): Map<string, Set<string>> {
  const nodes = new Set(files.map(name));
  const edges = new Map<string, Set<string>>();
  for (const file of files) {
    const from = name(file);
    if (!edges.has(from)) edges.set(from, new Set());
    for (const target of importsOf(file)) if (nodes.has(name(target)) && name(target) !== from) edges.get(from)!.add(name(target));
  }
  return edges;
}

describe("imports run one way", () => {
  it("no circle among the layers of src/: each can be read knowing only those below it", () => {
    // E.g. files/ takes libvips from render/sharp.ts, so render/ takes nothing from files/ (its image check is render/inspect.ts).
    expect(circles(graph(modules("src"), layerOf))).toEqual([]);
  });

  it("no circle among the modules of src/ and bench/", () => {
    const files = [...modules("src"), ...modules("bench")];
    expect(circles(graph(files, (path) => path))).toEqual([]);
  });
});

describe("docs/architecture.md", () => {
  it("names every folder of src/ each layer imports from", () => {
    const layers = arrows();
    const untold: string[] = [];
    for (const layer of ["services", "store", "jobs", "schemas", "domain", "webhooks", "net", "files", "render", "tasks", "http", "cli", "fixtures"]) {
      // A layer without an arrow ("files/, render/: leaves") imports nothing of ours.
      const told = layers.get(layer) ?? "";
      const imported = new Set<string>();
      for (const file of modules(`src/${layer}`)) {
        for (const target of importsOf(file)) {
          // The folder of src/ the import lands in (or the module, for one at src/'s top: config.ts).
          imported.add(layerOf(target));
        }
      }
      imported.delete(layer);
      for (const folder of imported) if (!told.includes(folder.endsWith(".ts") ? folder : `${folder}/`)) untold.push(`${layer} → ${folder}`);
    }
    expect(untold).toEqual([]);
  });
});

describe("merges", () => {
  it("leave no conflict marker in a tracked file", () => {
    const tracked = execFileSync("git", ["ls-files", "-z"], { cwd: ROOT, encoding: "utf8" }).split("\0").filter((path) => /\.(ts|tsx|js|mjs|md|css|json|sh|yml|yaml)$/.test(path) || path === ".ci/run");
    const marked = tracked.filter((path) => {
      let text: string;
      try {
        text = readFileSync(join(ROOT, path), "utf8");
      } catch {
        return false;
      }
      return /^(<{7} |>{7} |={7}$)/m.test(text);
    });
    expect(marked).toEqual([]);
  });
});

describe("flags are booleans outside src/store/", () => {
  // The store maps 0/1 to booleans both ways (store/flags.ts, docs/architecture.md#flags-booleans-everywhere-but-in-the-tables):
  // a comparison of a flag's name with 0 or 1, a flag given 0 or 1, or a `? 1 : 0` made into one, outside store/
  // is a conversion that belongs there (and, compared with a boolean, is always false). Counts (`length === 1`) and
  // comparators (`a < b ? -1 : a > b ? 1 : 0`) are not flags' names.
  const names = [...FLAG_KEYS].join("|");
  const conversion = new RegExp(
    [
      `\\b(?:${names})\\s*[!=]==?\\s*[01]\\b`,
      `\\b[01]\\s*[!=]==?\\s*[\\w.?]*\\b(?:${names})\\b`,
      `\\b(?:${names})\\s*:\\s*[01]\\b(?!\\s*[:?])`,
      `\\b(?:${names})\\s*(?:[:=]\\s*[^,;{}]*)?\\?\\s*[01]\\s*:\\s*[01]\\b`,
    ].join("|"),
  );

  it("the check finds a conversion and passes counts by", () => {
    const conversions = [
      "if (row.enabled === 1) {",
      "a?.auto_release !== 1",
      "x.sandbox_auto_advance === 0",
      "test: test ? 1 : 0",
      'test: account?.mode === "test" ? 1 : 0 };',
      "changes.disabled = body.disabled ? 1 : 0;",
      "{ disabled: 0, name }",
      "Object.assign(changes, { enabled: 1, disabled_reason: null })",
      "1 === order.test",
      "row.account_disabled !== 1",
    ];
    for (const line of conversions) expect(conversion.test(line), line).toBe(true);
    const others = ["if (rows.length === 1) {", 'n === 1 ? "" : "s"', "latest === 1", "attempt_count: 0", "row.disabled_reason === null", "enabled: true", "return a[0] < b[0] ? -1 : a[0] > b[0] ? 1 : 0;", "(reshipment ? 0 : (take.get(ref) ?? 0))"];
    for (const line of others) expect(conversion.test(line), line).toBe(false);
  });

  it("no module outside src/store/ compares a flag with 0 or 1 or makes one of a boolean", () => {
    const found: string[] = [];
    for (const file of modules("src").filter((f) => !f.startsWith("src/store/"))) {
      readFileSync(join(ROOT, file), "utf8")
        .split("\n")
        .forEach((line, i) => {
          if (conversion.test(line)) found.push(`${file}:${i + 1}: ${line.trim()}`);
        });
    }
    expect(found).toEqual([]);
  });
});
