// Use cases of the operator's accounts: create, get, list.
import type { CreateAccountBody, AccountView } from "../schemas/accounts.js";
import { checkAddress } from "../domain/address.js";
import { Failure, type FieldError } from "../domain/errors.js";
import { requireText } from "../domain/fields.js";
import { newRef } from "../domain/refs.js";
import * as store from "../store/accounts.js";
import type { AccountRow } from "../store/tables.js";
import { nowIso, type ServiceContext } from "./context.js";
import { decodeCursor, DEFAULT_LIMIT, page } from "./cursor.js";

export function accountView(row: AccountRow): AccountView {
  return {
    account_id: row.id,
    name: row.name,
    connected_stores: row.connected_stores === 1,
    return_address: row.return_address,
    insert_ids: row.insert_ids,
    packing_slip: row.packing_slip,
    created_at: row.created_at,
  };
}

export async function createAccount(ctx: ServiceContext, body: CreateAccountBody): Promise<AccountView> {
  const errors: FieldError[] = [];
  requireText(errors, "name", body.name);
  const returnAddress = body.return_address
    ? checkAddress(body.return_address, (part) => `return_address.${part}`, errors, false)
    : null;
  for (const key of ["branding_message", "contact_message"] as const) {
    requireText(errors, `packing_slip.${key}`, body.packing_slip?.[key]);
  }
  if (errors.length > 0) throw Failure.invalid(errors);
  const row: AccountRow = {
    id: newRef("acc"),
    name: body.name,
    connected_stores: body.connected_stores ? 1 : 0,
    return_address: returnAddress,
    insert_ids: [...new Set(body.insert_ids ?? [])],
    packing_slip: body.packing_slip ?? null,
    created_at: nowIso(ctx),
  };
  await store.insertAccount(ctx.db, row);
  return accountView(row);
}

export async function getAccount(ctx: ServiceContext, accountId: string): Promise<AccountView> {
  const row = await store.findAccount(ctx.db, accountId);
  if (!row) throw Failure.of("account_not_found", "no account with that id", "account_id");
  return accountView(row);
}

export async function listAccounts(ctx: ServiceContext, cursor: string | undefined, limit = DEFAULT_LIMIT) {
  const rows = await store.listAccounts(ctx.db, decodeCursor("accounts", cursor), limit + 1);
  const result = page("accounts", rows, limit, (r) => r.id);
  return { accounts: result.rows.map(accountView), next_cursor: result.next_cursor };
}
