// Type-checks TypeScript sources the way the client is checked: to prove generated modules and documentation examples compile.
import { cpSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import ts from "typescript";

export const PACKAGE = join(import.meta.dirname, "../../packages/client");

/**
 * Writes `files` (relative paths) into a scratch folder inside the package, so that its package.json (an ES module)
 * and the workspace's node_modules apply, optionally over a copy of the client's sources; returns the compiler's
 * messages. "@pod-orders/client" resolves to the client's sources, as in the root's typecheck.
 */
export function compile(files: Record<string, string>, options: { withClientSources?: boolean } = {}): string[] {
  const dir = mkdtempSync(join(PACKAGE, ".compile-check-"));
  try {
    if (options.withClientSources) cpSync(join(PACKAGE, "src"), dir, { recursive: true });
    for (const [name, content] of Object.entries(files)) writeFileSync(join(dir, name), content);
    const roots = readdirSync(dir, { recursive: true, encoding: "utf8" }).filter((f) => f.endsWith(".ts")).map((f) => join(dir, f));
    const program = ts.createProgram(roots, {
      target: ts.ScriptTarget.ES2022,
      module: ts.ModuleKind.NodeNext,
      moduleResolution: ts.ModuleResolutionKind.NodeNext,
      lib: ["lib.es2023.d.ts"],
      types: ["node"],
      typeRoots: [join(PACKAGE, "../../node_modules/@types")],
      strict: true,
      noUncheckedIndexedAccess: true,
      verbatimModuleSyntax: true,
      skipLibCheck: true,
      noEmit: true,
      paths: { "@pod-orders/client": [join(PACKAGE, "src/index.ts")] },
    });
    return ts.getPreEmitDiagnostics(program).map((d) => `${d.file ? d.file.fileName.slice(dir.length + 1) : ""}: ${ts.flattenDiagnosticMessageText(d.messageText, "\n")}`);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
