// `pod-orders accounts create|update`: an account from flags, checked by the same schemas as /v1/admin/accounts/create and /update.
import { CreateAccountBody, UpdateAccountBody } from "../schemas/accounts.js";
import { createAccount, updateAccount } from "../services/accounts.js";
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
  mode?: string;
  currency?: string;
  defaultShippingMethod?: string;
  incoterm?: string;
  iossNumber?: string;
  recipientTaxId?: string;
  strictAddresses?: boolean;
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
  if (flags.mode !== undefined) body.mode = flags.mode;
  if (flags.currency !== undefined) body.currency = flags.currency;
  if (flags.defaultShippingMethod !== undefined) body.default_shipping_method = flags.defaultShippingMethod;
  if (flags.incoterm !== undefined) body.incoterm = flags.incoterm;
  if (flags.iossNumber !== undefined) body.ioss_number = flags.iossNumber;
  if (flags.recipientTaxId !== undefined) body.recipient_tax_id = flags.recipientTaxId;
  if (flags.strictAddresses) body.strict_addresses = true;
  return checkBody(CreateAccountBody, body);
}

export async function createAccountCommand(flags: AccountFlags): Promise<void> {
  const body = accountBody(flags);
  await withSession(async ({ ctx }) => printJson(await createAccount(ctx, body)));
}

export interface AccountUpdateFlags {
  account: string;
  name?: string;
  connectedStores?: string;
  returnAddress?: string;
  insertIds?: string;
  packingSlip?: string;
  editWindowMinutes?: string;
  autoRelease?: string;
  disable?: boolean;
  enable?: boolean;
  currency?: string;
  defaultShippingMethod?: string;
  incoterm?: string;
  iossNumber?: string;
  recipientTaxId?: string;
  strictAddresses?: string;
}

/** "true"/"false" as booleans, digits as numbers; anything else stays text so the schema names it with its path. */
function flagValue(text: string): unknown {
  if (text === "true") return true;
  if (text === "false") return false;
  return /^-?\d+$/.test(text.trim()) ? Number(text.trim()) : text;
}

export function accountUpdateBody(flags: AccountUpdateFlags): UpdateAccountBody {
  const body: Record<string, unknown> = { account_id: flags.account };
  if (flags.name !== undefined) body.name = flags.name;
  if (flags.connectedStores !== undefined) body.connected_stores = flagValue(flags.connectedStores);
  if (flags.returnAddress !== undefined) body.return_address = parseJsonFlag(flags.returnAddress, "--return-address", "return_address");
  if (flags.insertIds !== undefined) body.insert_ids = parseIdList(flags.insertIds);
  if (flags.packingSlip !== undefined) body.packing_slip = parseJsonFlag(flags.packingSlip, "--packing-slip", "packing_slip");
  if (flags.editWindowMinutes !== undefined) body.edit_window_minutes = flagValue(flags.editWindowMinutes);
  if (flags.autoRelease !== undefined) body.auto_release = flagValue(flags.autoRelease);
  if (flags.disable) body.disabled = true;
  if (flags.enable) body.disabled = false;
  if (flags.currency !== undefined) body.currency = flags.currency === "null" ? null : flags.currency;
  if (flags.defaultShippingMethod !== undefined) body.default_shipping_method = flags.defaultShippingMethod === "null" ? null : flags.defaultShippingMethod;
  for (const [flag, field] of [["incoterm", "incoterm"], ["iossNumber", "ioss_number"], ["recipientTaxId", "recipient_tax_id"]] as const) {
    const value = flags[flag];
    if (value !== undefined) body[field] = value === "null" ? null : value;
  }
  if (flags.strictAddresses !== undefined) body.strict_addresses = flagValue(flags.strictAddresses);
  return checkBody(UpdateAccountBody, body);
}

export async function updateAccountCommand(flags: AccountUpdateFlags): Promise<void> {
  const body = accountUpdateBody(flags);
  await withSession(async ({ ctx }) => printJson(await updateAccount(ctx, body)));
}
