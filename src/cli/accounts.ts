// `pod-orders accounts create`: an account from flags, checked by the same schema as POST /v1/admin/accounts/create.
import type { Command } from "commander";
import { CreateAccountBody } from "../schemas/accounts.js";
import { createAccount } from "../services/accounts.js";
import { parseJsonFlag } from "./json-input.js";
import { printJson } from "./report.js";
import { withSession } from "./session.js";
import { checkBody } from "../http/validation.js";

export interface AccountFlags {
  name: string;
  connectedStores?: boolean;
  returnAddress?: string;
  insertIds?: string;
  packingSlip?: string;
}

/** "1, 2" → [1, 2]; a part that is not a number stays a string so the schema names it (insert_ids[1]: must be an integer). */
export function parseIdList(text: string): unknown[] {
  if (text.trim() === "") return [];
  return text.split(",").map((part) => {
    const trimmed = part.trim();
    return /^-?\d+(\.\d+)?$/.test(trimmed) ? Number(trimmed) : trimmed;
  });
}

export function accountBody(flags: AccountFlags): CreateAccountBody {
  const body: Record<string, unknown> = { name: flags.name };
  if (flags.connectedStores) body.connected_stores = true;
  if (flags.returnAddress !== undefined) body.return_address = parseJsonFlag(flags.returnAddress, "--return-address", "return_address");
  if (flags.insertIds !== undefined) body.insert_ids = parseIdList(flags.insertIds);
  if (flags.packingSlip !== undefined) body.packing_slip = parseJsonFlag(flags.packingSlip, "--packing-slip", "packing_slip");
  return checkBody(CreateAccountBody, body);
}

export function registerAccounts(program: Command): void {
  const accounts = program.command("accounts").description("merchant accounts");
  accounts
    .command("create")
    .description("create an account and print it as JSON")
    .requiredOption("--name <name>", "account name")
    .option("--connected-stores", "the account sells through connected stores (they supply the return address)")
    .option("--return-address <json>", "fixed return address as JSON: name, address_1, city, zip, state, country; phone and address_2 optional")
    .option("--insert-ids <ids>", "agreed marketing insert ids, comma-separated, e.g. 1,2")
    .option("--packing-slip <json>", 'default packing slip, e.g. \'{"branding_message":"Thanks!"}\'')
    .action(async (flags: AccountFlags) => {
      const body = accountBody(flags);
      await withSession(async ({ ctx }) => printJson(await createAccount(ctx, body)));
    });
}
