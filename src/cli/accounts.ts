// `pod-orders accounts create`: an account from flags, checked by the same schema as POST /v1/admin/accounts/create.
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

export async function createAccountCommand(flags: AccountFlags): Promise<void> {
  const body = accountBody(flags);
  await withSession(async ({ ctx }) => printJson(await createAccount(ctx, body)));
}
