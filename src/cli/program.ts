// The command tree of `pod-orders`: every command is a thin wrapper over services/.
import { createRequire } from "node:module";
import { Command } from "commander";
import { registerAccounts } from "./accounts.js";
import { registerCatalog } from "./catalog.js";
import { registerDemo } from "./demo.js";
import { registerMigrate } from "./migrate.js";
import { registerServe } from "./serve.js";
import { registerTokens } from "./tokens.js";

// From dist/cli/ and src/cli/ alike, the package manifest is two levels up.
const { version } = createRequire(import.meta.url)("../../package.json") as { version: string };

export function buildProgram(): Command {
  // Output settings first: subcommands copy them when they are created.
  const program = new Command("pod-orders")
    .description("Operator CLI of the pod-orders order-intake service (configuration from the same environment as the server)")
    .version(version)
    .configureOutput({ outputError: (text, write) => write(`pod-orders: ${text.replace(/^error: /, "")}`) })
    .showHelpAfterError("(add --help for usage)");
  registerServe(program);
  registerMigrate(program);
  registerAccounts(program);
  registerTokens(program);
  registerCatalog(program);
  registerDemo(program);
  return program;
}
