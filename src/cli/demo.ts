// `pod-orders demo`: seeds example data and prints working curl commands for every caller operation.
import type { Command } from "commander";
import { Failure } from "../domain/errors.js";
import { isHttpUrl } from "../domain/fields.js";
import { curlCommand, localBaseUrl } from "./curl.js";
import { customTextOrder, demoRef, LOGO_TEE, printFileOrder, standardOrder, TEE_BLANK } from "./demo-data.js";
import { seedDemo, type DemoSeed } from "./demo-seed.js";
import { withSession } from "./session.js";

interface DemoFlags {
  baseUrl?: string;
}

function checkedBaseUrl(text: string): string {
  if (!isHttpUrl(text)) throw Failure.of("invalid_url", `must be an absolute http(s) URL, got "${text}"`, "--base-url");
  return text.replace(/\/+$/, "");
}

/** Each caller operation once, as [what it shows, path, body]. */
function calls(now: Date): [string, string, unknown][] {
  const standardRef = demoRef("std", now);
  return [
    ["Create a standard order (logo tee and notebook, marketing insert 1, packing slip)", "/v1/orders/create", standardOrder(standardRef, now)],
    ["Create a custom-text order (name and number printed on the back)", "/v1/orders/create", customTextOrder(demoRef("txt", now), now)],
    [`Create a print-files order (your own art on the blank ${TEE_BLANK})`, "/v1/orders/create", printFileOrder(demoRef("pf", now), now)],
    ["Get the standard order by its external_ref", "/v1/orders/get", { external_ref: standardRef }],
    ["List orders", "/v1/orders/list", {}],
    ["List products", "/v1/products/list", {}],
    ["Get a product", "/v1/products/get", { sku: LOGO_TEE }],
  ];
}

function summary(seed: DemoSeed, databaseUrl: string): string[] {
  const blanks = seed.blanks.map((b) => `${b.sku} (${b.created ? "created" : "already present"})`).join(", ");
  const products = seed.products.map((p) => `${p.sku} (${p.kind})`).join(", ");
  return [
    `Demo data written to ${databaseUrl}:`,
    `  account   ${seed.account.account_id}  "${seed.account.name}"  connected_stores, insert_ids [${seed.account.insert_ids.join(", ")}]`,
    `  token     ${seed.token.token_id}  (used below; shown only this once)`,
    `  blanks    ${blanks}`,
    `  products  ${products}`,
  ];
}

export async function demoCommand(flags: DemoFlags): Promise<void> {
  const given = flags.baseUrl === undefined ? undefined : checkedBaseUrl(flags.baseUrl);
  await withSession(async ({ config, ctx }) => {
    const seed = await seedDemo(ctx);
    const baseUrl = given ?? localBaseUrl(config.host, config.port);
    if (given === undefined && config.port === 0) {
      process.stderr.write("pod-orders: PORT is 0 (any free port); pass --base-url with the server's real address\n");
    }
    const lines = [...summary(seed, config.databaseUrl), "", `With the server running at ${baseUrl} (pod-orders serve), try:`];
    for (const [what, path, body] of calls(ctx.now())) lines.push("", `# ${what}`, curlCommand(baseUrl, path, seed.token.token, body));
    process.stdout.write(`${lines.join("\n")}\n`);
  });
}

export function registerDemo(program: Command): void {
  program
    .command("demo")
    .description("seed an example account, token, blanks and products, then print curl commands for every caller operation")
    .option("--base-url <url>", "where the server answers (default http://HOST:PORT from the configuration)")
    .action(demoCommand);
}
