// The console calls the operator API through the typed client's generated types: a wrong operation, body field or
// answer field fails the console's type-check (npm run typecheck), and so does a field renamed in the service's schemas.
import { readFileSync } from "node:fs";
import { join } from "node:path";
import ts from "typescript";
import { describe, expect, it } from "vitest";

const ROOT = join(import.meta.dirname, "../..");
const CONSOLE = join(ROOT, "console");
const GENERATED_TYPES = join(ROOT, "packages/client/src/generated/types.ts");

/** The console's compiler options, from console/tsconfig.json (what npm run typecheck uses). */
function consoleConfig(): ts.ParsedCommandLine {
  const file = join(CONSOLE, "tsconfig.json");
  const { config, error } = ts.readConfigFile(file, (name) => ts.sys.readFile(name));
  if (error) throw new Error(ts.flattenDiagnosticMessageText(error.messageText, "\n"));
  return ts.parseJsonConfigFileContent(config, ts.sys, CONSOLE, undefined, file);
}

// Parsed files shared by the checks (the DOM's and the libraries' declarations are most of the work); the generated
// types and the added files are parsed for each check, as they change.
const parsedFiles = new Map<string, ts.SourceFile | undefined>();

/**
 * The compiler's messages for the console's sources, with `extra` files added under console/src (in memory only) and
 * the generated types changed by `changeTypes`; each message as "file: text", the file relative to the repository.
 */
function typeCheck(options: { extra?: Record<string, string>; changeTypes?: (text: string) => string } = {}): string[] {
  const parsed = consoleConfig();
  const extra = new Map(Object.entries(options.extra ?? {}).map(([name, text]) => [join(CONSOLE, "src", name), text]));
  const host = ts.createCompilerHost(parsed.options);
  const readFile = (name: string) => ts.sys.readFile(name);
  host.readFile = (name) => {
    if (extra.has(name)) return extra.get(name);
    const text = readFile(name);
    return name === GENERATED_TYPES && text !== undefined && options.changeTypes ? options.changeTypes(text) : text;
  };
  const getSourceFile = host.getSourceFile.bind(host);
  host.getSourceFile = (name, language, onError) => {
    if (extra.has(name) || name === GENERATED_TYPES) return getSourceFile(name, language, onError);
    if (!parsedFiles.has(name)) parsedFiles.set(name, getSourceFile(name, language, onError));
    return parsedFiles.get(name);
  };
  const fileExists = host.fileExists.bind(host);
  host.fileExists = (name) => extra.has(name) || fileExists(name);
  const program = ts.createProgram({ rootNames: [...parsed.fileNames, ...extra.keys()], options: parsed.options, host });
  return ts
    .getPreEmitDiagnostics(program)
    .map((d) => `${d.file ? d.file.fileName.slice(ROOT.length + 1) : ""}: ${ts.flattenDiagnosticMessageText(d.messageText, "\n")}`);
}

const CALL = (body: string) => `import { admin } from "./api.js";\nexport async function check() {\n${body}\n}\n`;

const WRONG = {
  "check-operation.ts": CALL(`  await admin("orders/fetch", { order_ref: "ord_1" });`),
  "check-body.ts": CALL(`  await admin("orders/get", { order_id: "ord_1" });`),
  "check-missing.ts": CALL(`  await admin("orders/get", {});`),
  "check-answer.ts": CALL(`  return (await admin("orders/get", { order_ref: "ord_1" })).order_number;`),
  "check-value.ts": CALL(`  await admin("orders/list", { status: "sent" });`),
};

// One program a check (each type-checks the whole console: seconds on a busy machine).
describe("the console's calls are typed by the generated client types", () => {
  it("the console and a right call compile; an unknown operation, a misspelt, missing or wrong body field and an unknown answer field do not", () => {
    const right = CALL(`  const order = await admin("orders/get", { order_ref: "ord_1" });\n  return [order.account_name, order.notes.length, (await admin("orders/counts")).total];`);
    const messages = typeCheck({ extra: { "check-right.ts": right, ...WRONG } });
    const outside = messages.filter((m) => !Object.keys(WRONG).some((file) => m.startsWith(`console/src/${file}:`)));
    expect(outside, outside.join("\n")).toEqual([]);
    for (const file of Object.keys(WRONG)) {
      expect(messages.filter((m) => m.startsWith(`console/src/${file}:`)), `${file} should not compile`).not.toEqual([]);
    }
    expect(messages.find((m) => m.startsWith("console/src/check-operation.ts:"))).toContain('"orders/fetch"');
    expect(messages.find((m) => m.startsWith("console/src/check-body.ts:"))).toContain("order_id");
    expect(messages.find((m) => m.startsWith("console/src/check-answer.ts:"))).toContain("order_number");
  }, 90_000);

  it("a field renamed in the service's schemas (the generated types) breaks the console's build where it reads or sends it", () => {
    const original = readFileSync(GENERATED_TYPES, "utf8");
    expect(original).toContain("account_name: string;");
    const renamed = original.replaceAll("account_name: string;", "account_label: string;").replace(/(export type AdminOrdersNotesAddBody = \{[^]*?)\btext:/, "$1note:");
    expect(renamed).not.toContain("  text: string;\n};\n\n/** The data of Add an internal note");
    const messages = typeCheck({ changeTypes: () => renamed });
    const at = (file: string, word: string) => messages.some((m) => m.startsWith(`console/src/${file}:`) && m.includes(word));
    expect(at("screens/orders.tsx", "account_name"), messages.join("\n")).toBe(true);
    expect(at("screens/order.tsx", "account_name"), messages.join("\n")).toBe(true);
    expect(at("screens/order-notes.tsx", "text"), messages.join("\n")).toBe(true);
  }, 90_000);
});
