// The client package as a merchant gets it: `npm pack` (prepack builds it, from a copy that has no dist/), the
// tarball installed into a fresh project with no registry and an empty npm cache, a program type-checked against it
// with tsc, compiled and run.
import { execFileSync } from "node:child_process";
import { createHmac, randomBytes } from "node:crypto";
import { cpSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

const ROOT = join(import.meta.dirname, "../..");
const PACKAGE = join(ROOT, "packages/client");
const TSC = join(ROOT, "node_modules/typescript/bin/tsc");

let work: string;
let tarball: string;
let listing: string[];

/** npm, never reaching a registry (a closed port) and with a cache of its own, empty at first. */
function npm(args: string[], cwd: string): string {
  return execFileSync("npm", [...args, "--registry=http://127.0.0.1:9/", `--cache=${join(work, "npm-cache")}`, "--no-audit", "--no-fund", "--loglevel=error"], {
    cwd,
    encoding: "utf8",
    env: { ...process.env, npm_config_workspaces: "", npm_config_offline: "true" },
    timeout: 180_000,
  });
}

/** The package's runtime dependencies and theirs, as the repository has them installed: name → folder. */
function runtimeClosure(): Map<string, string> {
  const found = new Map<string, string>();
  const visit = (dependencies: Record<string, string> | undefined) => {
    for (const name of Object.keys(dependencies ?? {})) {
      if (found.has(name)) continue;
      const folder = join(ROOT, "node_modules", name);
      found.set(name, folder);
      visit((JSON.parse(readFileSync(join(folder, "package.json"), "utf8")) as { dependencies?: Record<string, string> }).dependencies);
    }
  };
  visit((JSON.parse(readFileSync(join(PACKAGE, "package.json"), "utf8")) as { dependencies?: Record<string, string> }).dependencies);
  return found;
}

/** A copy of the package as a fresh checkout has it (no dist/), beside the root tsconfig its build extends. */
function freshCopy(): string {
  const repo = join(work, "repo");
  mkdirSync(join(repo, "packages"), { recursive: true });
  cpSync(join(ROOT, "tsconfig.json"), join(repo, "tsconfig.json"));
  cpSync(PACKAGE, join(repo, "packages/client"), { recursive: true, filter: (source) => !/[/\\](dist|node_modules|\.compile-check-[^/\\]*)$/.test(source) });
  // The compiler and @types/node of the repository: what `npm ci` at its root would have installed.
  symlinkSync(join(ROOT, "node_modules"), join(repo, "node_modules"), "dir");
  return join(repo, "packages/client");
}

beforeAll(() => {
  work = mkdtempSync(join(tmpdir(), "pod-client-pack-"));
  const copy = freshCopy();
  expect(existsSync(join(copy, "dist"))).toBe(false);
  const packed = JSON.parse(npm(["pack", "--json", "--pack-destination", work], copy)) as { filename: string; files: { path: string }[] }[];
  tarball = join(work, packed[0]!.filename);
  listing = packed[0]!.files.map((f) => f.path);
}, 240_000);
afterAll(() => {
  if (work) rmSync(work, { recursive: true, force: true });
});

describe("npm pack of packages/client", () => {
  it("builds before packing: the tarball holds dist/ with the types, the sources and the README", () => {
    for (const file of ["package.json", "README.md", "dist/index.js", "dist/index.d.ts", "dist/webhooks.js", "dist/generated/types.d.ts", "dist/generated/operations.js", "src/index.ts"]) {
      expect(listing, file).toContain(file);
    }
    expect(listing.filter((f) => f.includes(".compile-check-") || f.startsWith("scripts/") || f.startsWith("node_modules/"))).toEqual([]);
  });

  it("its README links only to absolute URLs (it is read outside the repository)", () => {
    const readme = execFileSync("tar", ["-xOzf", tarball, "package/README.md"], { encoding: "utf8" });
    const targets = [...readme.matchAll(/\]\(([^)\s]+)\)/g)].map((m) => m[1]!);
    expect(targets.length).toBeGreaterThan(0);
    expect(targets.filter((target) => !/^https:\/\//.test(target))).toEqual([]);
  });
});

describe("installed into a merchant's project, offline", () => {
  it("installs from the tarball, type-checks a program with tsc, and runs it", () => {
    const app = join(work, "app");
    mkdirSync(app);
    writeFileSync(join(app, "package.json"), JSON.stringify({ name: "merchant-app", private: true, type: "module" }));
    // The client's runtime dependencies come as tarballs too (packed from the repository's installed copies): with
    // them beside it, installing needs no registry. They are exactly what the client declares, and theirs.
    const closure = runtimeClosure();
    expect([...closure.keys()]).toContain("standardwebhooks");
    const deps = [...closure.values()].map((folder) => {
      const [packed] = JSON.parse(npm(["pack", "--json", "--ignore-scripts", "--pack-destination", work, folder], work)) as { filename: string }[];
      return join(work, packed!.filename);
    });
    npm(["install", "--ignore-scripts", "--no-package-lock", tarball, ...deps], app);
    expect(existsSync(join(app, "node_modules/@pod-orders/client/dist/index.d.ts"))).toBe(true);

    writeFileSync(
      join(app, "main.ts"),
      `import { PodOrdersClient, verifyWebhook, type OrdersCreateBody } from "@pod-orders/client";

const client = new PodOrdersClient({ baseUrl: "https://orders.example.com", token: "pod_live_x" });
export async function place(body: OrdersCreateBody): Promise<string> {
  const created = await client.orders.create(body);
  return created.replayed ? "again " + created.order_ref : created.order_ref;
}

const [secret, id, timestamp, signature, body] = process.argv.slice(2) as [string, string, string, string, string];
const event = verifyWebhook(secret, { "webhook-id": id, "webhook-timestamp": timestamp, "webhook-signature": signature }, body);
if (event.type === "shipment.created" && !event.test) {
  const mode: "live" | "test" = event.mode;
  console.log(mode, event.sequence, event.data.shipment.tracking_number);
}
`,
    );
    writeFileSync(
      join(app, "tsconfig.json"),
      JSON.stringify({
        compilerOptions: { target: "ES2022", module: "NodeNext", moduleResolution: "NodeNext", strict: true, outDir: "out", types: ["node"], typeRoots: [join(ROOT, "node_modules/@types")] },
        files: ["main.ts"],
      }),
    );
    // The merchant's own compiler: no skipLibCheck, so the package's declarations are checked too.
    execFileSync(process.execPath, [TSC, "-p", "tsconfig.json"], { cwd: app, encoding: "utf8" });

    const key = randomBytes(24);
    const payload = JSON.stringify({
      id: "evt_1",
      type: "shipment.created",
      sequence: 3,
      occurred_at: "2026-11-26T00:00:00Z",
      created_at: "2026-11-26T00:00:00Z",
      mode: "test",
      data: { order_ref: "ord_1", external_ref: "shop-1", status: "shipped", shipment: { tracking_number: "SBX000000000001" } },
    });
    const timestamp = String(Math.floor(Date.now() / 1000));
    const signature = `v1,${createHmac("sha256", key).update(`evt_1.${timestamp}.${payload}`).digest("base64")}`;
    const out = execFileSync(process.execPath, ["out/main.js", `whsec_${key.toString("base64")}`, "evt_1", timestamp, signature, payload], { cwd: app, encoding: "utf8" });
    expect(out.trim()).toBe("test 3 SBX000000000001");
  }, 240_000);

  it("a program that misuses the package does not type-check (the check above can fail)", () => {
    const app = join(work, "app");
    writeFileSync(join(app, "wrong.ts"), `import { verifyWebhook } from "@pod-orders/client";\nexport const n: number = verifyWebhook("s", {}, "{}").data.shipment;\n`);
    writeFileSync(join(app, "tsconfig.wrong.json"), JSON.stringify({ extends: "./tsconfig.json", files: ["wrong.ts"], compilerOptions: { noEmit: true } }));
    let output = "";
    try {
      execFileSync(process.execPath, [TSC, "-p", "tsconfig.wrong.json"], { cwd: app, encoding: "utf8" });
    } catch (error) {
      output = String((error as { stdout?: string }).stdout);
    }
    expect(output).toMatch(/wrong\.ts.*error TS2339: Property 'shipment' does not exist/);
  });
});
