// The command tree of `pod-orders`: every command is a thin wrapper over services/, loaded only when it runs, so
// `--help` (and a mistyped command) loads neither the server, the database drivers nor the image library.
import { createRequire } from "node:module";
import { Command, Option } from "commander";
import type { AccountFlags, AccountUpdateFlags } from "./accounts.js";
import type { BlankFlags } from "./catalog.js";
import type { DemoFlags } from "./demo.js";
import type { FilesCopyFlags } from "./files.js";
import type { PackingSlipFlags } from "./packing-slips.js";
import type { TokenFlags } from "./tokens.js";
import { SCOPES } from "../domain/scopes.js";

// From dist/cli/ and src/cli/ alike, the package manifest is two levels up.
const { version } = createRequire(import.meta.url)("../../package.json") as { version: string };

export function buildProgram(): Command {
  // Output settings first: subcommands copy them when they are created.
  const program = new Command("pod-orders")
    .description("Operator CLI of the pod-orders order-intake service (configuration from the same environment as the server)")
    .version(version)
    .configureOutput({ outputError: (text, write) => write(`pod-orders: ${text.replace(/^error: /, "")}`) })
    .showHelpAfterError("(add --help for usage)");

  program
    .command("serve")
    .description("run the HTTP service until SIGTERM or SIGINT (same as npm start)")
    .action(async () => (await import("./serve.js")).serve());

  program
    .command("worker")
    .description("run the background jobs (webhook deliveries, print files) without serving HTTP, until SIGTERM or SIGINT")
    .action(async () => (await import("./serve.js")).worker());

  program
    .command("migrate")
    .description("apply pending database migrations and list them")
    .action(async () => (await import("./migrate.js")).migrateCommand());

  const accounts = program.command("accounts").description("merchant accounts");
  accounts
    .command("create")
    .description("create an account and print it as JSON")
    .requiredOption("--name <name>", "account name")
    .option("--connected-stores", "the account sells through connected stores (they supply the return address)")
    .option("--return-address <json>", "fixed return address as JSON: name, address_1, city, zip, state, country; phone and address_2 optional")
    .option("--insert-ids <ids>", "agreed marketing insert ids, comma-separated, e.g. 1,2")
    .option("--packing-slip <json>", 'default packing slip, e.g. \'{"branding_message":"Thanks!"}\'')
    .option("--mode <live|test>", "live (default), or test for a sandbox account: pod_test_ tokens, orders that advance and ship by themselves")
    .option("--currency <code>", "ISO 4217 currency the account's orders are priced in, e.g. USD (none: an unpriced account)")
    .option("--default-shipping-method <code>", "shipping method an order gets when it names none and this one serves it")
    .option("--incoterm <DAP|DDP>", "incoterm of orders abroad that name none (DAP when not set)")
    .option("--ioss-number <IM…>", "EU IOSS number of orders that name none: IM followed by 10 digits")
    .option("--recipient-tax-id <id>", "recipient tax id of orders that name none (BR, CL and MX destinations need one)")
    .option("--strict-addresses", "refuse orders whose postal code has the wrong format (invalid_postcode) instead of warning")
    .action(async (flags: AccountFlags) => (await import("./accounts.js")).createAccountCommand(flags));
  accounts
    .command("update")
    .description("change an account's settings (only those given) and print it as JSON")
    .requiredOption("--account <account_id>", "the account to change")
    .option("--name <name>", "account name")
    .option("--connected-stores <true|false>", "whether the account sells through connected stores")
    .option("--return-address <json>", "fixed return address as JSON, or null to remove it")
    .option("--insert-ids <ids>", "agreed marketing insert ids, comma-separated (replaces the list; empty for none)")
    .option("--packing-slip <json>", "default packing slip as JSON, or null to remove it")
    .option("--edit-window-minutes <minutes>", "minutes after receipt during which the merchant may still change an order (0–10080)")
    .option("--auto-release <true|false>", "release orders to production by themselves once the window has passed and their files are ready")
    .addOption(new Option("--disable", "refuse the account's tokens (403 account_disabled); its data stays").conflicts("enable"))
    .addOption(new Option("--enable", "accept the account's tokens again"))
    .option("--currency <code|null>", "ISO 4217 currency later orders are priced in, or null for an unpriced account")
    .option("--default-shipping-method <code|null>", "shipping method an order gets when it names none, or null")
    .option("--incoterm <DAP|DDP|null>", "incoterm of orders abroad that name none, or null (DAP)")
    .option("--ioss-number <IM…|null>", "EU IOSS number of orders that name none, or null")
    .option("--recipient-tax-id <id|null>", "recipient tax id of orders that name none, or null")
    .option("--strict-addresses <true|false>", "refuse orders whose postal code has the wrong format instead of warning")
    .action(async (flags: AccountUpdateFlags) => (await import("./accounts.js")).updateAccountCommand(flags));

  program
    .command("tokens")
    .description("bearer tokens")
    .command("create")
    .description("create a token and print token_id and token (shown once)")
    .addOption(new Option("--account <account_id>", "token for this account (caller API)").conflicts("operator"))
    .addOption(new Option("--operator", "operator token (/v1/admin API)"))
    .addOption(new Option("--scopes <scopes>", `account token: what it may do, comma-separated (${SCOPES.join(", ")}); default all`).conflicts("operator"))
    .addOption(new Option("--name <name>", "account token: what it is for").conflicts("operator"))
    .addOption(new Option("--expires-at <time>", "account token: RFC 3339 UTC time it stops working (in the future); default never").conflicts("operator"))
    .action(async (flags: TokenFlags) => (await import("./tokens.js")).createTokenCommand(flags));

  program
    .command("catalog")
    .description("catalog blanks")
    .command("create")
    .description("create a catalog blank and print it as JSON")
    .addOption(
      new Option("--json <json>", 'the blank, e.g. \'{"sku":"MUG-11","name":"Mug","type":"pod","print_areas":{"wrap":{"width_px":2700,"height_px":1100,"dpi":300}}}\'').conflicts("file"),
    )
    .addOption(new Option("--file <path>", "read the blank from a JSON file"))
    .action(async (flags: BlankFlags) => (await import("./catalog.js")).createBlankCommand(flags));

  program
    .command("packing-slips")
    .description("write the packing slips of orders into one PDF file (page size from PACKING_SLIP_SIZE)")
    .requiredOption("--orders <refs>", "order_refs, comma-separated (at most 100), printed in this order")
    .requiredOption("--out <file>", "the PDF file to write, e.g. slips.pdf")
    .action(async (flags: PackingSlipFlags) => (await import("./packing-slips.js")).packingSlipsCommand(flags));

  program
    .command("files")
    .description("the file store")
    .command("copy")
    .description("copy the local file store into a bucket (S3_ENDPOINT, S3_REGION, S3_FORCE_PATH_STYLE and AWS credentials from the environment); skips what is there, so run it again to resume")
    .requiredOption("--to <url>", "the bucket and prefix, e.g. s3://pod-files/prints")
    .option("--from <dir>", "the local store (default FILES_DIR, ./data/files)")
    .action(async (flags: FilesCopyFlags) => (await import("./files.js")).filesCopyCommand(flags));

  program
    .command("demo")
    .description("seed an example account, token, blanks and products, then print curl commands for every caller operation")
    .option("--base-url <url>", "where the server answers (default http://HOST:PORT from the configuration)")
    .action(async (flags: DemoFlags) => (await import("./demo.js")).demoCommand(flags));

  return program;
}
