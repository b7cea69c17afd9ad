// Use cases of the operator's accounts: create, get, list, and update their settings (disabling included).
import type { CreateAccountBody, AccountView, UpdateAccountBody } from "../schemas/accounts.js";
import { checkAddress } from "../domain/address.js";
import { Failure, fieldError, type FieldError } from "../domain/errors.js";
import { checkOrderCustomsFields, isIncoterm } from "../domain/customs.js";
import { isCurrency } from "../domain/money.js";
import { normalizeCountry } from "../domain/geo.js";
import { normalVatId, vatIdProblem } from "../domain/tax.js";
import { requireText } from "../domain/fields.js";
import { newRef } from "../domain/refs.js";
import type { AccountMode } from "../domain/sandbox.js";
import * as store from "../store/accounts.js";
import { oneChange } from "../store/database.js";
import { insertStore, updateDefaultStore, type StoreChanges } from "../store/stores.js";
import { defaultStoreOf } from "./stores.js";
import type { AccountRow } from "../store/tables.js";
import { nowIso, type ServiceContext } from "./context.js";
import { decodeCursor, DEFAULT_LIMIT, page } from "./cursor.js";

export function accountView(row: AccountRow): AccountView {
  return {
    account_id: row.id,
    name: row.name,
    connected_stores: row.connected_stores,
    return_address: row.return_address,
    insert_ids: row.insert_ids,
    packing_slip: row.packing_slip,
    edit_window_minutes: row.edit_window_minutes,
    auto_release: row.auto_release,
    backorders: row.backorders,
    disabled: row.disabled,
    mode: row.mode,
    sandbox_auto_advance: row.mode === "test" ? row.sandbox_auto_advance : null,
    currency: row.currency,
    default_shipping_method: row.default_shipping_method,
    incoterm: row.incoterm,
    ioss_number: row.ioss_number,
    recipient_tax_id: row.recipient_tax_id,
    strict_addresses: row.strict_addresses,
    billing_country: row.billing_country,
    vat_id: row.vat_id,
    created_at: row.created_at,
  };
}

/** The account settings create and update share, checked the same way: each sent field, with its path. */
function checkSettings(body: Pick<UpdateAccountBody, "name" | "return_address" | "packing_slip" | "currency" | "incoterm" | "ioss_number" | "recipient_tax_id">, errors: FieldError[]) {
  checkOrderCustomsFields(body, errors);
  if (body.name !== undefined) requireText(errors, "name", body.name);
  if (typeof body.currency === "string" && !isCurrency(body.currency)) {
    errors.push(fieldError("currency", "invalid_currency", `"${body.currency}" is not an ISO 4217 currency code (upper case, e.g. USD)`));
  }
  const returnAddress = body.return_address ? checkAddress(body.return_address, (part) => `return_address.${part}`, errors, false) : body.return_address;
  for (const key of ["branding_message", "contact_message"] as const) {
    requireText(errors, `packing_slip.${key}`, body.packing_slip?.[key]);
  }
  return { returnAddress };
}

/** The billing country sent, upper case; invalid_country when it is not an ISO 3166-1 alpha-2 code. */
function checkBillingCountry(sent: string | null | undefined, errors: FieldError[]): string | null | undefined {
  if (typeof sent !== "string") return sent;
  const country = normalizeCountry(sent);
  if (country === undefined) errors.push(fieldError("billing_country", "invalid_country", `"${sent}" is not an ISO 3166-1 alpha-2 country code`));
  return country ?? sent;
}

/**
 * The account's VAT id as kept (normalVatId), checked against the billing country it will have
 * (docs/operator-guide.md#tax-rates-and-vat-ids): invalid_vat_id at vat_id otherwise.
 */
function checkVatId(vatId: string | null, billingCountry: string | null, errors: FieldError[]): string | null {
  if (vatId === null) return null;
  const normal = normalVatId(vatId);
  const problem = vatIdProblem(normal, billingCountry);
  if (problem !== undefined) errors.push(fieldError("vat_id", "invalid_vat_id", problem));
  return normal;
}

/** sandbox_auto_advance is a setting of test accounts: sent for a live one it would promise something that never happens. */
function checkSandboxSetting(mode: AccountMode, sent: boolean | undefined, errors: FieldError[]): void {
  if (sent === undefined || mode === "test") return;
  errors.push(fieldError("sandbox_auto_advance", "sandbox_only", "only a test account (mode test) has the sandbox's automatic advance; a live account's orders are moved by the operator"));
}

export async function createAccount(ctx: ServiceContext, body: CreateAccountBody): Promise<AccountView> {
  const errors: FieldError[] = [];
  const { returnAddress } = checkSettings(body, errors);
  checkSandboxSetting(body.mode ?? "live", body.sandbox_auto_advance, errors);
  const billingCountry = checkBillingCountry(body.billing_country, errors) ?? null;
  const vatId = checkVatId(body.vat_id ?? null, billingCountry, errors);
  if (errors.length > 0) throw Failure.invalid(errors);
  const row: AccountRow = {
    id: newRef("acc"),
    name: body.name,
    connected_stores: body.connected_stores ?? false,
    return_address: returnAddress ?? null,
    insert_ids: [...new Set(body.insert_ids ?? [])],
    packing_slip: body.packing_slip ?? null,
    edit_window_minutes: body.edit_window_minutes ?? 0,
    auto_release: body.auto_release ?? false,
    disabled: false,
    mode: body.mode ?? "live",
    backorders: body.backorders ?? "allow",
    sandbox_auto_advance: body.sandbox_auto_advance ?? true,
    created_at: nowIso(ctx),
    currency: body.currency ?? null,
    default_shipping_method: body.default_shipping_method ?? null,
    incoterm: body.incoterm !== undefined && isIncoterm(body.incoterm) ? body.incoterm : null,
    ioss_number: body.ioss_number ?? null,
    recipient_tax_id: body.recipient_tax_id?.trim() ?? null,
    strict_addresses: body.strict_addresses ?? false,
    billing_country: billingCountry,
    vat_id: vatId,
  };
  // Made together: an account is never without its default store (docs/caller-guide.md#stores-and-store-tokens).
  await oneChange(ctx.db, async (trx) => {
    await store.insertAccount(trx, row);
    await insertStore(trx, defaultStoreOf(row));
  });
  return accountView(row);
}

function notFound(): Failure {
  return Failure.of("account_not_found", "no account with that id", "account_id");
}

export async function getAccount(ctx: ServiceContext, accountId: string): Promise<AccountView> {
  const row = await store.findAccount(ctx.db, accountId);
  if (!row) throw notFound();
  return accountView(row);
}

export async function listAccounts(ctx: ServiceContext, cursor: string | undefined, limit = DEFAULT_LIMIT) {
  const rows = await store.listAccounts(ctx.db, decodeCursor("accounts", cursor), limit + 1);
  const result = page("accounts", rows, limit, (r) => r.id);
  return { accounts: result.rows.map(accountView), next_cursor: result.next_cursor };
}

/**
 * The account's slip settings among `changes`, as its default store takes them: accounts/update writes them through
 * (docs/caller-guide.md#stores-and-store-tokens), so that they keep reaching the account's next orders.
 */
function slipSettingsOf(changes: store.AccountChanges): StoreChanges | undefined {
  const slip: StoreChanges = {};
  if (changes.return_address !== undefined) slip.return_address = changes.return_address;
  if (changes.packing_slip !== undefined) slip.packing_slip = changes.packing_slip;
  if (changes.insert_ids !== undefined) slip.insert_ids = changes.insert_ids;
  return Object.keys(slip).length > 0 ? slip : undefined;
}

/**
 * Changes the settings sent; the others keep their value. Settings apply to orders created afterwards (an order
 * keeps the return address and packing slip it was created with). Disabling takes effect on the next request.
 */
export async function updateAccount(ctx: ServiceContext, body: UpdateAccountBody): Promise<AccountView> {
  const errors: FieldError[] = [];
  const { returnAddress } = checkSettings(body, errors);
  const billingCountry = checkBillingCountry(body.billing_country, errors);
  if (errors.length > 0) throw Failure.invalid(errors);
  const row = await store.findAccount(ctx.db, body.account_id);
  if (!row) throw notFound();
  checkSandboxSetting(row.mode, body.sandbox_auto_advance, errors);
  // The VAT id kept must be of the billing country kept: checked when either changes.
  const vatId = body.vat_id !== undefined || billingCountry !== undefined ? checkVatId(body.vat_id === undefined ? row.vat_id : body.vat_id, billingCountry === undefined ? row.billing_country : billingCountry, errors) : undefined;
  if (errors.length > 0) throw Failure.invalid(errors);
  const changes: store.AccountChanges = {};
  if (body.name !== undefined) changes.name = body.name;
  if (body.connected_stores !== undefined) changes.connected_stores = body.connected_stores;
  if (returnAddress !== undefined) changes.return_address = returnAddress;
  if (body.insert_ids !== undefined) changes.insert_ids = [...new Set(body.insert_ids)];
  if (body.packing_slip !== undefined) changes.packing_slip = body.packing_slip;
  if (body.edit_window_minutes !== undefined) changes.edit_window_minutes = body.edit_window_minutes;
  if (body.auto_release !== undefined) changes.auto_release = body.auto_release;
  if (body.backorders !== undefined) changes.backorders = body.backorders;
  if (body.disabled !== undefined) changes.disabled = body.disabled;
  if (body.sandbox_auto_advance !== undefined) changes.sandbox_auto_advance = body.sandbox_auto_advance;
  if (body.currency !== undefined) changes.currency = body.currency;
  if (body.default_shipping_method !== undefined) changes.default_shipping_method = body.default_shipping_method;
  if (body.incoterm !== undefined) changes.incoterm = body.incoterm !== null && isIncoterm(body.incoterm) ? body.incoterm : null;
  if (body.ioss_number !== undefined) changes.ioss_number = body.ioss_number;
  if (body.recipient_tax_id !== undefined) changes.recipient_tax_id = body.recipient_tax_id?.trim() ?? null;
  if (body.strict_addresses !== undefined) changes.strict_addresses = body.strict_addresses;
  if (billingCountry !== undefined) changes.billing_country = billingCountry;
  if (body.vat_id !== undefined) changes.vat_id = vatId ?? null;
  await oneChange(ctx.db, async (trx) => {
    await store.updateAccount(trx, row.id, changes);
    const slip = slipSettingsOf(changes);
    if (slip) await updateDefaultStore(trx, row.id, { ...slip, updated_at: nowIso(ctx) });
  });
  return accountView({ ...row, ...changes });
}
