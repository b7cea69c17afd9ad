// Use cases of an account's stores (docs/caller-guide.md#stores-and-store-tokens): create, get, list, update, archive,
// for the merchant (the token's account, and a store token's store only) and the operator (any account).
import { checkAddress } from "../domain/address.js";
import { Failure, fieldError, type FieldError } from "../domain/errors.js";
import { isHttpUrl, requireText } from "../domain/fields.js";
import { newRef } from "../domain/refs.js";
import { STORE_LOGO_MAX_ATTEMPTS } from "../domain/stores.js";
import { FETCH_STORE_LOGO } from "../jobs/kinds.js";
import { enqueue } from "../jobs/queue.js";
import type { CallerCreateStoreBody, CallerListStoresBody, CallerUpdateStoreBody, StoreList, StoreView } from "../schemas/stores.js";
import { findAccount } from "../store/accounts.js";
import { transaction, type Db } from "../store/database.js";
import * as store from "../store/stores.js";
import type { StoreRow } from "../store/tables.js";
import { writerOf } from "../store/writer.js";
import { nowIso, type ServiceContext } from "./context.js";
import { decodeCursor, DEFAULT_LIMIT, page } from "./cursor.js";

/** Whose stores a request reaches: an account's, and for a store token its one store. */
export interface StoreScope {
  accountId: string;
  /** A store token's store; null or absent: every store of the account. */
  storeId?: string | null;
}

export function storeView(row: StoreRow): StoreView {
  return {
    store_id: row.id,
    name: row.name,
    url: row.url,
    return_address: row.return_address,
    packing_slip: { branding_message: row.packing_slip?.branding_message ?? null, contact_message: row.packing_slip?.contact_message ?? null, logo_url: row.logo_url },
    insert_ids: row.insert_ids,
    default: row.is_default,
    archived: row.archived,
    logo: row.logo_status === null ? null : { status: row.logo_status, reason: row.logo_reason, file: row.logo_file },
    created_at: row.created_at,
    updated_at: row.updated_at,
  };
}

/** The logo columns for a logo_url: a new URL waits for its job (pending); none, no logo. */
function logoOf(logoUrl: string | null): Pick<StoreRow, "logo_url" | "logo_status" | "logo_reason" | "logo_file"> {
  return { logo_url: logoUrl, logo_status: logoUrl === null ? null : "pending", logo_reason: null, logo_file: null };
}

/**
 * Queues the logo job of a store whose change set a new logo_url, in that change's transaction: the job exists
 * exactly when the pending logo does (docs/operator-guide.md#store-logos-and-names-on-slips).
 */
async function queueLogoJob(trx: Db, storeId: string, now: Date): Promise<void> {
  await enqueue(writerOf(trx), FETCH_STORE_LOGO, [{ store_id: storeId }], now, { maxAttempts: STORE_LOGO_MAX_ATTEMPTS });
}

type Settings = Partial<Pick<CallerUpdateStoreBody, "name" | "url" | "return_address" | "packing_slip">>;

/** Each sent setting checked with its path, as account settings and print-file URLs are. */
function checkSettings(body: Settings): { errors: FieldError[]; returnAddress: StoreRow["return_address"] | undefined } {
  const errors: FieldError[] = [];
  requireText(errors, "name", body.name);
  if (typeof body.url === "string" && !isHttpUrl(body.url)) errors.push(fieldError("url", "invalid_url", "must be an absolute http(s) URL"));
  const slip = body.packing_slip;
  if (typeof slip?.logo_url === "string" && !isHttpUrl(slip.logo_url)) errors.push(fieldError("packing_slip.logo_url", "invalid_url", "must be an absolute http(s) URL"));
  for (const key of ["branding_message", "contact_message"] as const) requireText(errors, `packing_slip.${key}`, slip?.[key]);
  const returnAddress = body.return_address ? checkAddress(body.return_address, (part) => `return_address.${part}`, errors, false) : body.return_address;
  return { errors, returnAddress };
}

/** The slip's messages as stored (its logo has columns of its own); null when it carries none. */
function messagesOf(slip: { branding_message?: string; contact_message?: string } | null | undefined): StoreRow["packing_slip"] {
  if (!slip) return null;
  const messages = {
    ...(slip.branding_message !== undefined ? { branding_message: slip.branding_message } : {}),
    ...(slip.contact_message !== undefined ? { contact_message: slip.contact_message } : {}),
  };
  return Object.keys(messages).length > 0 ? messages : null;
}

function notFound(): Failure {
  return Failure.of("store_not_found", "your account has no store with that id", "store_id");
}

/** The store if the scope reaches it: another account's, or another store than a store token's, answers as unknown. */
async function storeOrFail(ctx: ServiceContext, scope: StoreScope, storeId: string, find = store.findStore): Promise<StoreRow> {
  if (scope.storeId && scope.storeId !== storeId) throw notFound();
  const row = await find(ctx.db, scope.accountId, storeId);
  if (!row) throw notFound();
  return row;
}

/** A store token sees its own store only: it makes no other. */
function refuseStoreToken(scope: StoreScope): void {
  if (scope.storeId) throw Failure.of("forbidden", "a store token reaches its own store only; make stores with a token of the whole account");
}

export async function createStore(ctx: ServiceContext, scope: StoreScope, body: CallerCreateStoreBody): Promise<StoreView> {
  refuseStoreToken(scope);
  const { errors, returnAddress } = checkSettings(body);
  if (errors.length > 0) throw Failure.invalid(errors);
  if (!(await findAccount(ctx.db, scope.accountId))) throw Failure.of("account_not_found", "no account with that id", "account_id");
  const now = ctx.now();
  const at = now.toISOString();
  const row: StoreRow = {
    id: newRef("sto"),
    account_id: scope.accountId,
    name: body.name,
    url: body.url ?? null,
    return_address: returnAddress ?? null,
    packing_slip: messagesOf(body.packing_slip),
    ...logoOf(body.packing_slip?.logo_url ?? null),
    insert_ids: body.insert_ids ? [...new Set(body.insert_ids)] : null,
    is_default: false,
    archived: false,
    created_at: at,
    updated_at: at,
  };
  await transaction(ctx.db, async (trx) => {
    await store.insertStore(trx, row);
    if (row.logo_url !== null) await queueLogoJob(trx, row.id, now);
  });
  return storeView(row);
}

/** The account's default store, made with the account from its settings (services/accounts.ts). */
export function defaultStoreOf(account: { id: string; name: string; created_at: string } & Pick<StoreRow, "return_address" | "packing_slip" | "insert_ids">): StoreRow {
  return {
    id: newRef("sto"),
    account_id: account.id,
    name: account.name,
    url: null,
    return_address: account.return_address,
    packing_slip: account.packing_slip,
    ...logoOf(null),
    insert_ids: account.insert_ids,
    is_default: true,
    archived: false,
    created_at: account.created_at,
    updated_at: account.created_at,
  };
}

export async function getStore(ctx: ServiceContext, scope: StoreScope, storeId: string): Promise<StoreView> {
  return storeView(await storeOrFail(ctx, scope, storeId));
}

export async function listStores(ctx: ServiceContext, scope: StoreScope, body: CallerListStoresBody): Promise<StoreList> {
  const limit = body.limit ?? DEFAULT_LIMIT;
  // A cursor names its account too, so that one account's cursor is no cursor of another's list.
  const after = decodeCursor(`stores:${scope.accountId}`, body.cursor);
  const filter: store.StoreFilter = { accountId: scope.accountId, ...(body.archived !== undefined ? { archived: body.archived } : {}), ...(scope.storeId ? { storeId: scope.storeId } : {}) };
  const rows = await store.listStores(ctx.db, filter, after, limit + 1);
  const result = page(`stores:${scope.accountId}`, rows, limit, (r) => r.id);
  return { stores: result.rows.map(storeView), next_cursor: result.next_cursor };
}

/**
 * Changes the settings sent; the others keep their value. A new logo_url waits for its job again (logo pending),
 * queued with the change; the same URL sent again, or none, queues nothing.
 */
export async function updateStore(ctx: ServiceContext, scope: StoreScope, body: CallerUpdateStoreBody): Promise<StoreView> {
  const { errors, returnAddress } = checkSettings(body);
  if (errors.length > 0) throw Failure.invalid(errors);
  return transaction(ctx.db, (trx) => updateWithin({ ...ctx, db: trx }, scope, body, returnAddress));
}

async function updateWithin(ctx: ServiceContext, scope: StoreScope, body: CallerUpdateStoreBody, returnAddress: StoreRow["return_address"] | undefined): Promise<StoreView> {
  const row = await storeOrFail(ctx, scope, body.store_id, store.findStoreForChange);
  const now = ctx.now();
  const changes: store.StoreChanges = { updated_at: now.toISOString() };
  if (body.name !== undefined) changes.name = body.name;
  if (body.url !== undefined) changes.url = body.url;
  if (returnAddress !== undefined) changes.return_address = returnAddress;
  if (body.insert_ids !== undefined) changes.insert_ids = body.insert_ids === null ? null : [...new Set(body.insert_ids)];
  if (body.packing_slip !== undefined) {
    changes.packing_slip = messagesOf(body.packing_slip);
    const logoUrl = body.packing_slip?.logo_url ?? null;
    if (logoUrl !== row.logo_url) Object.assign(changes, logoOf(logoUrl));
  }
  await store.updateStore(ctx.db, row.id, changes);
  if (typeof changes.logo_url === "string") await queueLogoJob(ctx.db, row.id, now);
  return storeView({ ...row, ...changes });
}

/** Archives a store (its orders stay); archiving an archived store changes nothing. The default store stays open. */
export async function archiveStore(ctx: ServiceContext, scope: StoreScope, storeId: string): Promise<StoreView> {
  const row = await storeOrFail(ctx, scope, storeId);
  if (row.is_default) throw Failure.of("default_store", "the default store cannot be archived: orders that name no store belong to it", "store_id");
  if (row.archived) return storeView(row);
  const changes = { archived: true, updated_at: nowIso(ctx) };
  await store.updateStore(ctx.db, row.id, changes);
  return storeView({ ...row, ...changes });
}

/** A store an account token may be limited to: the account's and open, else 400 unknown_store at `path`. */
export async function openStoreOf(ctx: ServiceContext, accountId: string, storeId: string, path = "store_id"): Promise<StoreRow> {
  const row = await store.findStore(ctx.db, accountId, storeId);
  if (!row || row.archived) throw Failure.of("unknown_store", "your account has no open store with that id", path);
  return row;
}
