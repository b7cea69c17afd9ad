// Every example request in the docs is a real request: the curl commands and the JSON bodies marked
// `<!-- request: POST /v1/… -->` are taken from the markdown as written and sent, in the order the guides tell them,
// to a server started as `npm start` and seeded by the demo (whose SKUs and insert the examples use).
import { readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { postJson } from "../helpers/process.js";
import { ADMIN_TOKEN, cli, removeSandboxes, run, sandbox, startServerProcess, type Sandbox, type ServerProcess } from "../cli/harness.js";

/** The caller's side first (it makes the orders), then the operator's, which works on them. */
const GUIDES = ["docs/caller-guide.md", "docs/order-lifecycle.md", "docs/operator-guide.md", "docs/receiving-webhooks.md", "README.md"];
/** The callers' guides promise that every example in them runs as written against a demo-seeded server. */
const CALLER_GUIDES = ["docs/caller-guide.md", "docs/order-lifecycle.md", "docs/receiving-webhooks.md"];
/**
 * Examples still sent with the ids of the writer's machine replaced by the latest real id of their kind; every other
 * example runs as written (only the host changes), so an order it names must come from its own block (issue 38).
 */
const NOT_RUNNABLE_AS_WRITTEN: { file: string; match?: string; reason: string }[] = [
  { file: "docs/operator-guide.md", reason: "names accounts, tokens, shipments and files of the writer's machine; an operator's guide, not yet reworked" },
];
const REF = /\b(acc|dlv|evt|itm|ord|prd|shp|sto|tok|whk)_[0-9a-z]{26}\b/g;
const CHECKSUM = /\b[0-9a-f]{64}\b/g;

interface Example {
  file: string;
  line: number;
  kind: "curl" | "json";
  text: string;
  /** For a curl command: the lines of its block before it that set the shell variables it uses. */
  prelude?: string;
  /** For a JSON body: the operation it is sent to and what it answers when not plain success. */
  path?: string;
  expect?: string;
  /** The documented answer: the next JSON block, when it is an envelope. */
  documented?: unknown;
}

function isEnvelope(value: unknown): boolean {
  return typeof value === "object" && value !== null && "status" in value && "message" in value && "data" in value;
}

/** The commands of a shell block: a line ending in a backslash, or inside an open single quote, goes on. */
function shellCommands(lines: string[], firstLine: number): { line: number; text: string }[] {
  const commands: { line: number; text: string }[] = [];
  let text = "";
  let line = firstLine;
  for (const [n, raw] of lines.entries()) {
    if (text === "") line = firstLine + n;
    const continued = raw.endsWith("\\");
    text += continued ? raw.slice(0, -1) : raw;
    if (continued) continue;
    if ((text.match(/'/g) ?? []).length % 2 === 1) {
      text += "\n";
      continue;
    }
    commands.push({ line, text: text.trim() });
    text = "";
  }
  return commands;
}

/** The examples of one markdown file: curl commands (continuation lines joined) and marked JSON bodies. */
function examplesOf(file: string): { examples: Example[]; unmarked: string[]; unrun: string[] } {
  const lines = readFileSync(file, "utf8").split("\n");
  const examples: Example[] = [];
  const unmarked: string[] = [];
  const unrun: string[] = [];
  for (let i = 0; i < lines.length; i++) {
    const fence = /^```(\w*)/.exec(lines[i]!);
    if (!fence) continue;
    const start = i;
    const body: string[] = [];
    for (i++; i < lines.length && !lines[i]!.startsWith("```"); i++) body.push(lines[i]!);
    if (fence[1] === "sh" || fence[1] === "bash") {
      // A variable the block sets from an answer (`NAME=$(curl …)`) is set again before each later curl of the block.
      const prelude: string[] = [];
      const before = examples.length;
      for (const command of shellCommands(body, start + 2)) {
        if (/^[A-Z_]+=\$\(/.test(command.text)) prelude.push(command.text);
        else if (command.text.startsWith("curl ")) examples.push({ file, kind: "curl", ...command, ...(prelude.length > 0 ? { prelude: prelude.join("\n") } : {}) });
      }
      // A shell block that sends no request is not an example of the API; it must say so, or it would go unrun unseen.
      if (examples.length === before && !/<!-- not-a-request/.test(lines[start - 1] ?? "")) unrun.push(`${file}:${start + 2}`);
    }
    if (fence[1] !== "json") continue;
    const marker = /<!-- request: POST (\/v1\/[a-z/-]+)(?: expect: ([a-z_0-9]+))? -->/.exec(lines[start - 1] ?? "");
    let value: unknown;
    try {
      value = JSON.parse(body.join("\n"));
    } catch {
      continue; // an excerpt, not a whole document
    }
    if (marker) examples.push({ file, line: start + 2, kind: "json", text: body.join("\n"), path: marker[1]!, ...(marker[2] ? { expect: marker[2] } : {}) });
    else if (!isEnvelope(value) && !/<!-- (payload|excerpt)/.test(lines[start - 1] ?? "")) unmarked.push(`${file}:${start + 2}`);
    else if (isEnvelope(value) && examples.length > 0 && examples.at(-1)!.documented === undefined) examples.at(-1)!.documented = value;
  }
  return { examples, unmarked, unrun };
}

/** Pairs the refs of a documented answer with the real answer's at the same places. */
function learn(documented: unknown, real: unknown, refs: Map<string, string>): void {
  if (typeof documented === "string" && typeof real === "string" && /^[a-z]{3}_[0-9a-z]{26}$/.test(documented)) refs.set(documented, real);
  else if (Array.isArray(documented) && Array.isArray(real)) documented.forEach((d, i) => learn(d, real[i], refs));
  else if (documented && typeof documented === "object" && real && typeof real === "object") {
    for (const [key, value] of Object.entries(documented)) learn(value, (real as Record<string, unknown>)[key], refs);
  }
}

let box: Sandbox;
let server: ServerProcess;
let accountToken: string;
/** The demo's priced account (USD): its token is the one of the quote command the demo prints last. */
let pricedToken: string;
beforeAll(async () => {
  box = sandbox();
  server = await startServerProcess(box);
  const demo = await cli(box, ["demo"], { HOST: "127.0.0.1", PORT: new URL(server.url).port });
  expect(demo.code, demo.stderr).toBe(0);
  accountToken = /Bearer (pod_[A-Za-z0-9_-]+)/.exec(demo.stdout)![1]!;
  pricedToken = [...demo.stdout.matchAll(/Bearer (pod_[A-Za-z0-9_-]+)/g)].at(-1)![1]!;
  expect(pricedToken).not.toBe(accountToken);
});
afterAll(async () => {
  await server.stop();
  removeSandboxes();
});

describe("the docs' examples", () => {
  it("mark every JSON request body with the operation it is sent to", () => {
    expect(GUIDES.flatMap((file) => examplesOf(file).unmarked)).toEqual([]);
  });

  it("run every shell block of the callers' guides, or mark it as not a request", () => {
    expect(CALLER_GUIDES.flatMap((file) => examplesOf(file).unrun)).toEqual([]);
    expect(NOT_RUNNABLE_AS_WRITTEN.filter((e) => CALLER_GUIDES.includes(e.file))).toEqual([]);
  });

  it("are real requests that succeed, or answer what the guide says", { timeout: 120_000 }, async () => {
    const refs = new Map<string, string>();
    /** The latest real ref of each kind (and stored file's checksum), for the examples not runnable as written. */
    const latest = new Map<string, string>();
    const legacy = (example: Example) => NOT_RUNNABLE_AS_WRITTEN.some((e) => e.file === example.file && (e.match === undefined || example.text.includes(e.match)));
    const host = (text: string) => text.replaceAll("https://orders.example-printer.com", server.url).replaceAll("http://127.0.0.1:8080", server.url);
    // A curl command runs as written (only the host changes): an order it names must come from its own block.
    const substituteCommand = (text: string) => host(text).replace(CHECKSUM, (checksum) => latest.get("sha256") ?? checksum);
    // A JSON body may name only refs the guide's earlier documented answers gave (the reader's own answers).
    const substitute = (text: string) => substituteCommand(text).replace(REF, (ref) => refs.get(ref) ?? ref);
    const substituteLegacy = (text: string) => substituteCommand(text).replace(REF, (ref, kind: string) => refs.get(ref) ?? latest.get(kind) ?? ref);
    const remember = (value: unknown) => {
      for (const match of JSON.stringify(value).matchAll(REF)) latest.set(match[1]!, match[0]);
      for (const match of JSON.stringify(value).matchAll(CHECKSUM)) latest.set("sha256", match[0]);
    };
    const examples = GUIDES.flatMap((file) => examplesOf(file).examples);
    expect(examples.filter((e) => e.kind === "curl").length).toBeGreaterThan(5);
    expect(examples.filter((e) => e.kind === "json").length).toBeGreaterThan(10);
    for (const example of examples) {
      const at = `${example.file}:${example.line}`;
      // A stored file the guides download: one of the orders' ready print files.
      if (/\b[0-9a-f]{64}\b/.test(example.text) && !latest.has("sha256")) remember((await postJson(server, "/v1/admin/orders/list", {}, ADMIN_TOKEN)).body);
      let status: number;
      let body: any; // eslint-disable-line @typescript-eslint/no-explicit-any -- the answer, as JSON
      if (example.kind === "curl") {
        // `-d @order.json` sends the guide's next order example; -o files land in the sandbox.
        const next = examples[examples.indexOf(example) + 1];
        if (next?.kind === "json") writeFileSync(join(box.dir, "order.json"), substitute(next.text));
        const command = [example.prelude, (legacy(example) ? substituteLegacy : substituteCommand)(example.text).replace(/^curl /, "curl -w '\\n%{http_code}' ")]
          .filter((part) => part !== undefined)
          .map((part) => host(part))
          .join("\n");
        const res = await run("bash", ["-c", command], box, { TOKEN: accountToken, PRICED_TOKEN: pricedToken, OPERATOR_TOKEN: ADMIN_TOKEN, POD_ADMIN_TOKEN: ADMIN_TOKEN, BASE_URL: server.url });
        expect(res.code, `${at}: ${res.stderr}`).toBe(0);
        const lines = res.stdout.trimEnd().split("\n");
        status = Number(lines.pop());
        body = lines.length > 0 && lines.join("\n").startsWith("{") ? JSON.parse(lines.join("\n")) : undefined;
      } else {
        const token = example.path!.startsWith("/v1/admin/") ? ADMIN_TOKEN : accountToken;
        // An order goes into production once its print files are made: as the operator would, wait for them.
        const deadline = Date.now() + 20_000;
        for (;;) {
          const res = await fetch(server.url + example.path!, { method: "POST", headers: { authorization: `Bearer ${token}`, "content-type": "application/json" }, body: (legacy(example) ? substituteLegacy : substitute)(example.text) });
          status = res.status;
          body = await res.json();
          const waiting = body.status === "error" && body.data.errors?.[0]?.code === "files_not_ready" && example.expect !== "files_not_ready";
          if (!waiting || Date.now() > deadline) break;
          await new Promise((resolve) => setTimeout(resolve, 200));
        }
      }
      if (example.expect) {
        expect(body?.data?.errors?.map((e: { code: string }) => e.code), `${at}: ${JSON.stringify(body)}`).toContain(example.expect);
      } else {
        expect(status, `${at}: ${JSON.stringify(body)}`).toBe(200);
        if (body !== undefined) expect(body.status, `${at}: ${JSON.stringify(body)}`).toBe("success");
      }
      if (body !== undefined) {
        if (example.documented) learn(example.documented, body, refs);
        remember(body);
      }
    }
  });
});
