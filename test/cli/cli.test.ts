// The operator CLI as the operator runs it: built dist/cli/main.js in a child process, exit codes, stdout JSON, stderr lines.
import { SCOPES } from "../../src/domain/scopes.js";
import { existsSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { standardOrder } from "../../src/fixtures/orders.js";
import { postJson, seedOverHttp } from "../helpers/process.js";
import { pageText } from "../helpers/pdf.js";
import { openFileStore } from "../../src/files/open.js";
import { LocalFileStore } from "../../src/files/store.js";
import { S3_CREDENTIALS, startS3, type S3Server } from "../helpers/s3.js";
import { ADMIN_TOKEN, cli, cliInProcess, removeSandboxes, run, sandbox, startServerProcess, type Sandbox, type ServerProcess } from "./harness.js";

const TEE = {
  sku: "TEE-BLK",
  name: "Black tee",
  type: "pod",
  packing_slip_supported: true,
  print_areas: { front: { width_px: 4500, height_px: 5400, dpi: 300 }, back: { width_px: 4500, height_px: 5400, dpi: 300 } },
};

afterAll(removeSandboxes);

function errorLines(stderr: string): string[] {
  return stderr.split("\n").filter((line) => line !== "");
}

/** Node arguments that make the process write `loaded <url>` to stderr for every module it resolves. */
function traceModules(): string[] {
  const hooks = 'export async function resolve(s, c, next) { const r = await next(s, c); process.stderr.write("loaded " + r.url + "\\n"); return r; }';
  const register = `import { register } from "node:module"; register(${JSON.stringify(`data:text/javascript,${encodeURIComponent(hooks)}`)});`;
  return ["--import", `data:text/javascript,${encodeURIComponent(register)}`];
}

describe("--help", () => {
  it("lists every command and loads neither the server, the database drivers nor the image library", async () => {
    const res = await cli(sandbox(), ["--help"], {}, traceModules());
    expect(res.code).toBe(0);
    for (const command of ["serve", "worker", "migrate", "accounts", "tokens", "catalog", "files", "packing-slips", "demo"]) expect(res.stdout).toContain(command);
    const loaded = res.stderr.split("\n").filter((line) => line.startsWith("loaded "));
    expect(loaded.some((line) => line.includes("/cli/program.js"))).toBe(true);
    for (const heavy of ["/server.js", "/http/", "/services/", "/store/", "node_modules/fastify/", "node_modules/sharp/", "node_modules/kysely/", "node_modules/better-sqlite3/", "node_modules/pg/", "node_modules/@aws-sdk/"]) {
      expect(loaded.filter((line) => line.includes(heavy)), heavy).toEqual([]);
    }
  });
});

describe("files copy", () => {
  let s3: S3Server;
  beforeAll(async () => {
    s3 = await startS3();
  });
  afterAll(() => s3?.close());

  it("copies the local store into a bucket, then copies nothing the second time; a bad target is one line", async () => {
    const box = sandbox();
    const local = new LocalFileStore(box.env.FILES_DIR!);
    const files = await Promise.all([Buffer.from("one"), Buffer.from("two"), Buffer.alloc(100_000, 7)].map((data) => local.put(data)));
    const env = { ...S3_CREDENTIALS, S3_ENDPOINT: s3.endpoint };
    const first = await cli(box, ["files", "copy", "--to", "s3://pod-files/moved"], env);
    expect(first.code, first.stderr).toBe(0);
    expect(JSON.parse(first.stdout)).toEqual({ from: box.env.FILES_DIR, to: "s3://pod-files/moved", files: 3, copied: 3, skipped: 0, bytes_copied: 100_006 });
    // Not a terminal: the progress is plain lines (the last one always).
    expect(errorLines(first.stderr).at(-1)).toBe("3/3 files (3 copied, 0.1 MB; 0 already there)");
    const again = await cli(box, ["files", "copy", "--to", "s3://pod-files/moved"], env);
    expect(JSON.parse(again.stdout)).toMatchObject({ files: 3, copied: 0, skipped: 3 });
    const bucket = openFileStore({ dir: box.dir, s3: s3.location("moved") });
    try {
      for (const file of files) expect(await bucket.stat(file.checksum)).toEqual({ size: file.size });
    } finally {
      bucket.close();
    }
    const bad = await cli(box, ["files", "copy", "--to", "/mnt/elsewhere"], env);
    expect(bad.code).toBe(1);
    expect(errorLines(bad.stderr)).toEqual(['pod-orders: --to must be s3://bucket/prefix, got "/mnt/elsewhere"']);
    const missing = await cli(box, ["files", "copy", "--to", "s3://no-such-bucket/x"], env);
    expect(missing.code).toBe(1);
    expect(errorLines(missing.stderr).at(-1)).toMatch(/^pod-orders: copying to s3:\/\/no-such-bucket\/x failed \(run the command again to resume\): HTTP 404 NoSuchBucket/);
  });
});

describe("migrate", () => {
  it("applies the migrations once, then reports nothing to do", async () => {
    const box = sandbox();
    const first = await cli(box, ["migrate"]);
    expect(first.code).toBe(0);
    expect(first.stdout).toContain("applied 0001_initial");
    const again = await cli(box, ["migrate"]);
    expect(again.code).toBe(0);
    expect(again.stdout).toContain("up to date");
    expect(again.stdout).not.toContain("applied 0001_initial");
  });

  it("refuses bad configuration with one clear line and exit 1", async () => {
    const res = await cli(sandbox(), ["migrate"], { POD_ADMIN_TOKEN: "too-short" });
    expect(res.code).toBe(1);
    expect(errorLines(res.stderr)).toEqual(["pod-orders: configuration error: POD_ADMIN_TOKEN must be at least 32 characters long"]);
  });
});

describe("accounts create", () => {
  let box: Sandbox;
  beforeAll(() => {
    box = sandbox();
  });

  it("prints the created account as JSON", async () => {
    const res = await cli(box, [
      "accounts", "create",
      "--name", "Acme",
      "--connected-stores",
      "--insert-ids", "1, 2",
      "--return-address", JSON.stringify({ name: "Returns", address_1: "9 Depot Rd", city: "Toronto", zip: "M5V 2T6", state: "on", country: "CA" }),
      "--packing-slip", '{"branding_message":"Thanks!"}',
    ]);
    expect(res.stderr).toBe("");
    expect(res.code).toBe(0);
    const account = JSON.parse(res.stdout);
    expect(account).toMatchObject({
      account_id: expect.stringMatching(/^acc_/),
      name: "Acme",
      connected_stores: true,
      insert_ids: [1, 2],
      packing_slip: { branding_message: "Thanks!" },
      return_address: { name: "Returns", city: "Toronto", state: "ON", country: "CA" },
    });
  });

  it("refuses bad flag values with one line per error, each with its code, and exit 1", async () => {
    const res = await cli(box, ["accounts", "create", "--name", "Acme", "--insert-ids", "0,x", "--return-address", '{"name":"R","zip":"1","unknown":1}']);
    expect(res.code).toBe(1);
    expect(res.stdout).toBe("");
    const lines = errorLines(res.stderr);
    expect(lines).toEqual(
      expect.arrayContaining([
        "pod-orders: insert_ids[0]: must be >= 1 (out_of_range)",
        "pod-orders: insert_ids[1]: must be an integer (invalid_type)",
        "pod-orders: return_address.address_1: is required (required)",
        "pod-orders: return_address.unknown: is not a field of this operation (unknown_field)",
      ]),
    );
    for (const line of lines) expect(line).toMatch(/^pod-orders: .* \([a-z_]+\)$/);
    expect(res.stderr).not.toMatch(/\n\s+at /);
  });

  it("refuses JSON that does not parse and a failing service rule", async () => {
    const bad = await cliInProcess(box, ["accounts", "create", "--name", "Acme", "--packing-slip", "{oops"]);
    expect(bad.code).toBe(1);
    expect(bad.stderr).toMatch(/^pod-orders: packing_slip: --packing-slip is not valid JSON: .* \(malformed_json\)\n$/);
    const country = await cliInProcess(box, ["accounts", "create", "--name", "Acme", "--return-address", JSON.stringify({ name: "R", address_1: "1 A St", city: "X", zip: "1", state: "Y", country: "ZZ" })]);
    expect(country.code).toBe(1);
    expect(country.stderr).toContain("(invalid_country)");
  });

  it("creates a test (sandbox) account with --mode test, whose tokens start pod_test_, and refuses another mode", async () => {
    const res = await cli(box, ["accounts", "create", "--name", "Sandbox shop", "--mode", "test"]);
    expect(res.code).toBe(0);
    const account = JSON.parse(res.stdout);
    expect(account).toMatchObject({ name: "Sandbox shop", mode: "test" });
    const token = await cli(box, ["tokens", "create", "--account", account.account_id]);
    expect(JSON.parse(token.stdout).token).toMatch(/^pod_test_/);
    const live = JSON.parse((await cli(box, ["accounts", "create", "--name", "Live shop"])).stdout);
    expect(live.mode).toBe("live");
    const bad = await cliInProcess(box, ["accounts", "create", "--name", "X", "--mode", "staging"]);
    expect(bad.code).toBe(1);
    expect(bad.stderr).toMatch(/^pod-orders: mode: .*\(invalid_value\)\n$/);
  });

  it("makes a priced account with --currency, changes and removes it, and refuses a code that is not ISO 4217", async () => {
    const res = await cli(box, ["accounts", "create", "--name", "Yen shop", "--currency", "JPY", "--default-shipping-method", "STANDARD"]);
    expect(res.code).toBe(0);
    const account = JSON.parse(res.stdout);
    expect(account).toMatchObject({ currency: "JPY", default_shipping_method: "STANDARD" });
    const changed = await cli(box, ["accounts", "update", "--account", account.account_id, "--currency", "EUR"]);
    expect(JSON.parse(changed.stdout)).toMatchObject({ currency: "EUR", default_shipping_method: "STANDARD" });
    const cleared = await cli(box, ["accounts", "update", "--account", account.account_id, "--currency", "null", "--default-shipping-method", "null"]);
    expect(JSON.parse(cleared.stdout)).toMatchObject({ currency: null, default_shipping_method: null });
    const bad = await cliInProcess(box, ["accounts", "create", "--name", "X", "--currency", "usd"]);
    expect(bad.code).toBe(1);
    expect(bad.stderr).toContain("(invalid_currency)");
  });

  it("sets an account's customs defaults and strict addresses, clears them, and refuses an unknown incoterm", async () => {
    const res = await cli(box, ["accounts", "create", "--name", "Abroad shop", "--incoterm", "DDP", "--ioss-number", "IM2760000742", "--recipient-tax-id", "12345678909", "--strict-addresses"]);
    expect(res.code, res.stderr).toBe(0);
    const account = JSON.parse(res.stdout);
    expect(account).toMatchObject({ incoterm: "DDP", ioss_number: "IM2760000742", recipient_tax_id: "12345678909", strict_addresses: true });
    const cleared = await cli(box, ["accounts", "update", "--account", account.account_id, "--incoterm", "null", "--ioss-number", "null", "--recipient-tax-id", "null", "--strict-addresses", "false"]);
    expect(JSON.parse(cleared.stdout)).toMatchObject({ incoterm: null, ioss_number: null, recipient_tax_id: null, strict_addresses: false });
    const bad = await cliInProcess(box, ["accounts", "create", "--name", "X", "--incoterm", "FOB", "--ioss-number", "IM1"]);
    expect(bad.code).toBe(1);
    expect(bad.stderr).toContain("(invalid_incoterm)");
    expect(bad.stderr).toContain("(invalid_ioss_number)");
  });

  it("leaves a missing required flag to commander, still with exit 1", async () => {
    const res = await cli(box, ["accounts", "create"]);
    expect(res.code).toBe(1);
    expect(res.stderr).toContain("--name");
  });
});

describe("accounts update", () => {
  let box: Sandbox;
  let accountId: string;
  beforeAll(async () => {
    box = sandbox();
    accountId = JSON.parse((await cli(box, ["accounts", "create", "--name", "Acme"])).stdout).account_id;
  });

  it("changes only the settings given and prints the account", async () => {
    const res = await cli(box, ["accounts", "update", "--account", accountId, "--edit-window-minutes", "30", "--auto-release", "true", "--packing-slip", '{"branding_message":"Hi"}']);
    expect(res.code, res.stderr).toBe(0);
    expect(JSON.parse(res.stdout)).toMatchObject({ account_id: accountId, name: "Acme", edit_window_minutes: 30, auto_release: true, packing_slip: { branding_message: "Hi" }, disabled: false });
    const disabled = await cli(box, ["accounts", "update", "--account", accountId, "--disable", "--packing-slip", "null"]);
    expect(JSON.parse(disabled.stdout)).toMatchObject({ edit_window_minutes: 30, auto_release: true, packing_slip: null, disabled: true });
    const enabled = await cli(box, ["accounts", "update", "--account", accountId, "--enable"]);
    expect(JSON.parse(enabled.stdout).disabled).toBe(false);
  });

  it("refuses bad values with their paths and codes, an unknown account, and nothing to change", async () => {
    const bad = await cliInProcess(box, ["accounts", "update", "--account", accountId, "--edit-window-minutes", "99999", "--auto-release", "maybe"]);
    expect(bad.code).toBe(1);
    expect(errorLines(bad.stderr).map((line) => /\((\w+)\)$/.exec(line)?.[1] + " " + line.split(":")[1]!.trim())).toEqual(expect.arrayContaining(["out_of_range edit_window_minutes", "invalid_type auto_release"]));
    const unknown = await cli(box, ["accounts", "update", "--account", "acc_nope", "--name", "X"]);
    expect([unknown.code, errorLines(unknown.stderr)]).toEqual([1, ["pod-orders: account_id: no account with that id (account_not_found)"]]);
    const nothing = await cliInProcess(box, ["accounts", "update", "--account", accountId]);
    expect(nothing.code).toBe(1);
    expect(nothing.stdout).toBe("");
  });
});

describe("tokens create", () => {
  let box: Sandbox;
  let accountId: string;
  beforeAll(async () => {
    box = sandbox();
    accountId = JSON.parse((await cli(box, ["accounts", "create", "--name", "Acme"])).stdout).account_id;
  });

  it("creates an account token and shows it once", async () => {
    const res = await cli(box, ["tokens", "create", "--account", accountId]);
    expect(res.code).toBe(0);
    expect(JSON.parse(res.stdout)).toEqual({
      token_id: expect.stringMatching(/^tok_/),
      token: expect.stringMatching(/^pod_live_/),
      account_id: accountId,
      scopes: [...SCOPES],
      name: null,
      created_at: expect.any(String),
      expires_at: null,
      store_id: null,
    });
  });

  it("takes scopes, a name and an expiry, checked like admin/tokens/create", async () => {
    const res = await cli(box, ["tokens", "create", "--account", accountId, "--scopes", "orders:write, orders:read", "--name", "Shop", "--expires-at", "2099-01-01T00:00:00Z"]);
    expect(res.code, res.stderr).toBe(0);
    expect(JSON.parse(res.stdout)).toMatchObject({ scopes: ["orders:read", "orders:write"], name: "Shop", expires_at: "2099-01-01T00:00:00.000Z" });
    const bad = await cliInProcess(box, ["tokens", "create", "--account", accountId, "--scopes", "orders:delete"]);
    expect(bad.code).toBe(1);
    expect(errorLines(bad.stderr)[0]).toMatch(/^pod-orders: scopes\[0\]: .*\(invalid_value\)$/);
    const past = await cliInProcess(box, ["tokens", "create", "--account", accountId, "--expires-at", "2020-01-01T00:00:00Z"]);
    expect([past.code, errorLines(past.stderr)[0]]).toEqual([1, expect.stringMatching(/^pod-orders: expires_at: .*\(expiry_in_past\)$/)]);
    const operator = await cli(box, ["tokens", "create", "--operator", "--scopes", "orders:read"]);
    expect(operator.code).toBe(1);
  });

  it("creates an operator token", async () => {
    const res = await cli(box, ["tokens", "create", "--operator"]);
    expect(res.code).toBe(0);
    expect(JSON.parse(res.stdout)).toEqual({ token_id: expect.stringMatching(/^tok_/), token: expect.stringMatching(/^podop_/) });
  });

  it("refuses an unknown account, no target, and both targets", async () => {
    const unknown = await cli(box, ["tokens", "create", "--account", "acc_nope"]);
    expect([unknown.code, errorLines(unknown.stderr)]).toEqual([1, ["pod-orders: account_id: no account with that id (account_not_found)"]]);
    const none = await cliInProcess(box, ["tokens", "create"]);
    expect([none.code, errorLines(none.stderr)]).toEqual([1, ["pod-orders: account_id: pass --account <account_id> or --operator (required)"]]);
    const both = await cli(box, ["tokens", "create", "--operator", "--account", accountId]);
    expect(both.code).toBe(1);
    expect(both.stdout).toBe("");
  });
});

describe("catalog create", () => {
  let box: Sandbox;
  beforeAll(() => {
    box = sandbox();
  });

  it("creates a blank from --json and prints it", async () => {
    const res = await cli(box, ["catalog", "create", "--json", JSON.stringify(TEE)]);
    expect(res.code).toBe(0);
    expect(JSON.parse(res.stdout)).toMatchObject({ ...TEE, created_at: expect.any(String) });
  });

  it("creates a blank from --file", async () => {
    const file = join(box.dir, "book.json");
    writeFileSync(file, JSON.stringify({ sku: "BOOK-A5", name: "Notebook", type: "fulfillment" }));
    const res = await cli(box, ["catalog", "create", "--file", file]);
    expect(res.code).toBe(0);
    expect(JSON.parse(res.stdout)).toMatchObject({ sku: "BOOK-A5", type: "fulfillment", packing_slip_supported: true, print_areas: {} });
  });

  it("refuses a duplicate SKU with sku_exists and exit 1", async () => {
    const res = await cli(box, ["catalog", "create", "--json", JSON.stringify(TEE)]);
    expect(res.code).toBe(1);
    expect(errorLines(res.stderr)).toEqual(['pod-orders: sku: SKU "TEE-BLK" already exists (sku_exists)']);
  });

  it("refuses schema and rule violations with their codes", async () => {
    const wrongType = await cliInProcess(box, ["catalog", "create", "--json", JSON.stringify({ ...TEE, sku: "X", type: "poster" })]);
    expect([wrongType.code, errorLines(wrongType.stderr)]).toEqual([1, ["pod-orders: type: must be one of: pod, fulfillment (invalid_value)"]]);
    const noAreas = await cliInProcess(box, ["catalog", "create", "--json", JSON.stringify({ sku: "Y", name: "Y", type: "pod" })]);
    expect([noAreas.code, errorLines(noAreas.stderr)]).toEqual([1, ["pod-orders: print_areas: a print-on-demand blank needs at least one print area (required)"]]);
    const missing = await cliInProcess(box, ["catalog", "create", "--file", join(box.dir, "missing.json")]);
    expect(missing.code).toBe(1);
    expect(errorLines(missing.stderr)).toEqual([`pod-orders: cannot read ${join(box.dir, "missing.json")}: no such file`]);
  });
});

describe("packing-slips", () => {
  let box: Sandbox;
  let server: ServerProcess;
  let orderRefs: string[];
  beforeAll(async () => {
    box = sandbox();
    server = await startServerProcess(box);
    const token = await seedOverHttp([server], ADMIN_TOKEN);
    orderRefs = [];
    for (const ref of ["cli-slip-1", "cli-slip-2"]) {
      const created = await postJson(server, "/v1/orders/create", standardOrder(ref), token);
      expect(created.status).toBe(200);
      orderRefs.push(created.body.data.order_ref);
    }
  });
  afterAll(() => server.stop());

  it("writes the slips of the orders into one PDF, in the order given", async () => {
    const out = join(box.dir, "slips.pdf");
    const res = await cli(box, ["packing-slips", "--orders", `${orderRefs[1]},${orderRefs[0]}`, "--out", out]);
    expect(res.code, res.stderr).toBe(0);
    expect(res.stderr).toBe(`2 packing slips written to ${out} (${readFileSync(out).length} bytes)\n`);
    const pages = await pageText(readFileSync(out));
    expect(pages).toHaveLength(2);
    expect(pages[0]).toContain("cli-slip-2");
    expect(pages[1]).toContain("cli-slip-1");
  });

  it("refuses unknown orders with one line each and writes nothing", async () => {
    const out = join(box.dir, "none.pdf");
    const res = await cli(box, ["packing-slips", "--orders", `${orderRefs[0]},ord_nope`, "--out", out]);
    expect([res.code, errorLines(res.stderr)]).toEqual([1, ["pod-orders: orders[1] ord_nope: no order ord_nope (order_not_found)"]]);
    expect(existsSync(out)).toBe(false);
  });
});

// One service start for both (each costs seconds on a busy machine): the demo runs against `pod-orders serve`, whose
// SIGTERM ends the block; `npm start`'s own SIGTERM exit is test/process/restart.test.ts's.
describe("serve, and demo against it (acceptance)", () => {
  let box: Sandbox;
  let server: ServerProcess;
  beforeAll(async () => {
    box = sandbox();
    server = await startServerProcess(box, ["serve"]);
  });
  afterAll(() => {
    if (server.child.exitCode === null) server.child.kill("SIGKILL");
  });

  async function demoCurls(): Promise<string[]> {
    const res = await cli(box, ["demo", "--base-url", server.url]);
    expect(res.stderr).toBe("");
    expect(res.code).toBe(0);
    return res.stdout.split("\n").filter((line) => line.startsWith("curl "));
  }

  it("serve runs the service: it answers /readyz", async () => {
    const res = await fetch(`${server.url}/readyz`);
    expect(await res.json()).toMatchObject({ status: "success" });
  });

  it("prints a curl command for each caller operation, and each one succeeds", async () => {
    const curls = await demoCurls();
    expect(curls.map((c) => /\/v1\/[a-z/-]+/.exec(c)?.[0])).toEqual([
      "/v1/orders/create",
      "/v1/orders/create",
      "/v1/orders/create",
      "/v1/orders/get",
      "/v1/orders/list",
      "/v1/products/list",
      "/v1/products/get",
      "/v1/orders/cancel-items",
      "/v1/orders/update-shipping",
      "/v1/orders/tracking",
      "/v1/orders/tracking",
      "/v1/orders/quote",
    ]);
    const kinds: string[] = [];
    const answers: any[] = []; // eslint-disable-line @typescript-eslint/no-explicit-any -- parsed JSON
    for (const command of curls) {
      expect(command).toMatch(/^curl -sS .* -H "Authorization: Bearer pod_[A-Za-z0-9_-]+" -H "Content-Type: application\/json" -d '.*'$/);
      const res = await run("bash", ["-c", command], box);
      expect(res.code, res.stderr).toBe(0);
      const body = JSON.parse(res.stdout);
      expect(body.status, res.stdout).toBe("success");
      answers.push(body.data);
      if (body.data.item_kind) kinds.push(body.data.item_kind);
    }
    expect(kinds).toEqual(["standard"]);
    // The unpriced account's orders carry no costs; the priced account's quote, with its own token, prices the
    // standard example: two logo tees at 12.50 USD and a notebook at 6.50 USD, Standard (4.99 + 2 × 1.50) cheapest.
    const token = (command: string) => /Bearer (pod_[A-Za-z0-9_-]+)/.exec(command)![1];
    expect(token(curls.at(-1)!)).not.toBe(token(curls[0]!));
    expect(answers[3]).toMatchObject({ costs: null, shipping_method: null });
    expect(answers.at(-1)).toMatchObject({
      currency: "USD",
      items_total: { amount: 3150, currency: "USD" },
      shipping: [
        { code: "STANDARD", price: { amount: 799, currency: "USD" }, days_min: 3, days_max: 5 },
        { code: "EXPRESS", price: { amount: 2999, currency: "USD" }, days_min: 1, days_max: 2 },
      ],
      chosen: "STANDARD",
    });
  });

  it("works again on the same database: a new account, the blanks left as they are, fresh external_refs", async () => {
    const first = await cli(box, ["demo", "--base-url", server.url]);
    const second = await cli(box, ["demo", "--base-url", server.url]);
    expect([first.code, second.code]).toEqual([0, 0]);
    const accountOf = (out: string) => /acc_[0-9a-z]+/.exec(out)?.[0];
    expect(accountOf(second.stdout)).not.toBe(accountOf(first.stdout));
    expect(second.stdout).toContain("DEMO-TEE-BLK (already present)");
    expect(first.stdout).toMatch(/shipping {2}(STANDARD, EXPRESS \(created\)|2 already present)/);
    expect(second.stdout).toContain("shipping  2 already present, left as they are");
    expect(second.stdout).toContain("DEMO-TEE-BLK 12.50 USD (already priced)");
    for (const command of second.stdout.split("\n").filter((line) => line.includes("/v1/orders/create"))) {
      const body = JSON.parse((await run("bash", ["-c", command], box)).stdout);
      expect(body.status).toBe("success");
      expect(body.message).toBe("Order created successfully");
    }
  });

  it("leaves an install's own shipping methods and blank prices as they are, and still quotes", async () => {
    const post = async (path: string, body: unknown) => (await postJson(server, path, body, ADMIN_TOKEN)).body;
    const own = { code: "FREIGHT", name: "Freight", zones: [{ countries: ["*"], prices: { USD: { first_item: 100, additional_item: 0 } }, days_min: 9, days_max: 20 }] };
    expect((await post("/v1/admin/shipping-methods/create", own)).status).toBe("success");
    expect((await post("/v1/admin/shipping-methods/update", { code: "STANDARD", name: "Ground (ours)" })).status).toBe("success");
    expect((await post("/v1/admin/catalog/update", { sku: "DEMO-MUG-11", prices: { EUR: 800 } })).status).toBe("success");
    const before = (await post("/v1/admin/shipping-methods/list", {})).data.methods;
    const res = await cli(box, ["demo", "--base-url", server.url]);
    expect(res.code, res.stderr).toBe(0);
    expect(res.stdout).toContain("shipping  3 already present, left as they are");
    expect(res.stdout).toContain("DEMO-MUG-11 8.00 EUR (already priced)");
    expect((await post("/v1/admin/shipping-methods/list", {})).data.methods).toEqual(before);
    const mug = (await post("/v1/admin/catalog/list", { limit: 100 })).data.blanks.find((b: { sku: string }) => b.sku === "DEMO-MUG-11");
    expect(mug.prices).toEqual({ EUR: 800 });
    // The install's cheapest method now wins the demo's quote.
    const quote = res.stdout.split("\n").find((line) => line.includes("/v1/orders/quote"))!;
    const answer = JSON.parse((await run("bash", ["-c", quote], box)).stdout);
    expect(answer.status, JSON.stringify(answer)).toBe("success");
    expect(answer.data.chosen).toBe("FREIGHT");
  });

  it("refuses a --base-url that is not http(s)", async () => {
    const res = await cliInProcess(box, ["demo", "--base-url", "ftp://example.com"]);
    expect(res.code).toBe(1);
    expect(res.stderr).toContain("(invalid_url)");
  });

  it("serve stops the service on SIGTERM with exit code 0", async () => {
    expect(await server.stop()).toBe(0);
  });
});
