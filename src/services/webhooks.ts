// Use cases of webhook endpoints, the operator's and an account's own (docs/operator-guide.md#webhooks, docs/caller-guide.md#registering-your-own-webhooks): create, read, update, delete,
// rotate the secret, read deliveries, redeliver. `owner` is the account a caller's token fixes: another account's
// endpoint then answers as unknown; the operator passes none and reaches every endpoint.
import { Failure, type FieldError, fieldError } from "../domain/errors.js";
import { parseUtcTimestamp } from "../domain/fields.js";
import { checkOutboundUrl } from "../domain/outbound.js";
import { newRef, newSecret } from "../domain/refs.js";
import type { OrderOwner } from "../domain/stores.js";
import type {
  CreateWebhookBody,
  DeliveriesBody,
  DeliveryView,
  ListWebhooksBody,
  RedeliverBody,
  RotateSecretBody,
  UpdateWebhookBody,
  WebhookView,
  OperatorWebhookView,
} from "../schemas/webhooks.js";
import { transaction } from "../store/database.js";
import * as accounts from "../store/accounts.js";
import { accountStoreIds } from "../store/stores.js";
import type { WebhookAttemptRow, WebhookDeliveryRow, WebhookEndpointRow } from "../store/tables.js";
import * as store from "../store/webhooks.js";
import { templateProblem } from "../webhooks/template.js";
import type { ServiceContext } from "./context.js";
import { decodeCursor, DEFAULT_LIMIT, page } from "./cursor.js";
import { queueDelivery } from "./events.js";
import { BatchWriter, writerOf } from "../store/writer.js";
import type { WebhookCreator } from "../domain/events.js";

/** At most this many deliveries are queued again by one redeliver call. */
export const REDELIVER_BATCH = 500;

/** At most this many endpoints per account, whoever registers them (each event is recorded once per endpoint). */
export const MAX_ENDPOINTS_PER_ACCOUNT = 10;

/**
 * What a caller's token fixes: its account, and a store token's store (null: a token of the whole account);
 * undefined for the operator. A store token reaches only the endpoints limited to its own store alone
 * (docs/receiving-webhooks.md#endpoints-limited-to-stores).
 */
export type Owner = OrderOwner | undefined;

export function webhookView(row: WebhookEndpointRow): WebhookView {
  return {
    webhook_id: row.id,
    account_id: row.account_id,
    url: row.url,
    events: row.events,
    store_ids: row.store_ids,
    template: row.template,
    enabled: row.enabled,
    disabled_reason: row.disabled_reason,
    disabled_at: row.disabled_at,
    failing_since: row.failing_since,
    previous_secret_expires_at: row.previous_secret_expires_at,
    created_at: row.created_at,
    updated_at: row.updated_at,
    created_by: row.created_by,
  };
}

export function deliveryView(row: WebhookDeliveryRow, attempts: WebhookAttemptRow[]): DeliveryView {
  return {
    delivery_id: row.id,
    webhook_id: row.webhook_id,
    event_id: row.event_id,
    event_type: row.event_type,
    order_ref: row.order_ref,
    test: row.test,
    status: row.status,
    attempt_count: row.attempt_count,
    last_attempt_at: row.last_attempt_at,
    next_attempt_at: row.next_attempt_at,
    last_error: row.last_error,
    created_at: row.created_at,
    updated_at: row.updated_at,
    attempts: attempts.map((a) => ({
      attempt: a.attempt,
      at: a.started_at,
      latency_ms: a.latency_ms,
      http_status: a.http_status,
      error: a.error,
      response_body: a.response_body,
    })),
  };
}

/** URL and template problems, each with its path; the URL is checked against the outbound guard. */
function settingsProblems(ctx: ServiceContext, body: { url?: string; template?: string | null }): FieldError[] {
  const errors: FieldError[] = [];
  if (body.url !== undefined) {
    const problem = checkOutboundUrl(body.url, ctx.fetchAllowHosts);
    if (problem) errors.push(fieldError("url", problem.code, problem.message));
  }
  if (typeof body.template === "string") {
    const problem = templateProblem(body.template);
    if (problem) errors.push(fieldError("template", "invalid_template", problem));
  }
  return errors;
}

/**
 * The problems of the stores an endpoint is to be limited to (`sent`; null: every store): each must be one of the
 * account's stores (open or archived: an archived store's orders still have events), else unknown_store at
 * store_ids[i], as another account's is. A store token names its own store only, and cannot widen an endpoint to
 * every store (unknown_store at store_ids).
 */
async function storeProblems(ctx: ServiceContext, accountId: string, sent: string[] | null, owner: Owner): Promise<FieldError[]> {
  const tokenStore = owner?.storeId ?? null;
  if (sent === null) {
    return tokenStore === null ? [] : [fieldError("store_ids", "unknown_store", "a store token's endpoints receive its own store's events only: send its store_id alone, or leave store_ids out")];
  }
  const known = tokenStore === null ? await accountStoreIds(ctx.db, accountId, sent) : new Set([tokenStore]);
  const message = tokenStore === null ? "your account has no store with that id (stores/list lists them)" : "a store token's endpoints receive its own store's events only";
  return sent.flatMap((id, i) => (known.has(id) ? [] : [fieldError(`store_ids[${i}]`, "unknown_store", message)]));
}

/** Whether the caller's token reaches the endpoint: its account's, and for a store token limited to that store alone. */
function reaches(owner: NonNullable<Owner>, row: WebhookEndpointRow): boolean {
  if (row.account_id !== owner.accountId) return false;
  return owner.storeId === null || (row.store_ids !== null && row.store_ids.length === 1 && row.store_ids[0] === owner.storeId);
}

/** The endpoint, if it exists and (for a caller) belongs to `owner`: another account's answers exactly as an unknown one. */
export async function endpointOrFail(ctx: ServiceContext, webhookId: string, owner?: Owner): Promise<WebhookEndpointRow> {
  const row = await store.findEndpoint(ctx.db, webhookId);
  if (!row || (owner !== undefined && !reaches(owner, row))) throw Failure.of("webhook_not_found", "no webhook endpoint with that id", "webhook_id");
  return row;
}

/**
 * Registers an endpoint: the operator's (`owner` undefined, for any account) or the account's own (body.account_id is
 * then the token's). A store token's endpoint is limited to its store (store_ids absent: its own).
 */
export async function createWebhook(ctx: ServiceContext, body: CreateWebhookBody, owner?: Owner): Promise<WebhookView & { secret: string }> {
  const errors = settingsProblems(ctx, body);
  if (!(await accounts.findAccount(ctx.db, body.account_id))) {
    if (errors.length > 0) throw Failure.invalid(errors);
    throw Failure.of("account_not_found", "no account with that id", "account_id");
  }
  const storeIds = body.store_ids !== undefined ? body.store_ids : owner?.storeId ? [owner.storeId] : null;
  errors.push(...(await storeProblems(ctx, body.account_id, storeIds, owner)));
  if (errors.length > 0) throw Failure.invalid(errors);
  const createdBy: WebhookCreator = owner === undefined ? "operator" : "account";
  const nowIso = ctx.now().toISOString();
  const row: WebhookEndpointRow = {
    id: newRef("whk"),
    account_id: body.account_id,
    url: body.url,
    events: body.events ?? null,
    store_ids: storeIds,
    template: body.template ?? null,
    secret: newSecret("whsec", "base64"),
    previous_secret: null,
    previous_secret_expires_at: null,
    enabled: true,
    disabled_reason: null,
    disabled_at: null,
    failing_since: null,
    created_at: nowIso,
    updated_at: nowIso,
    created_by: createdBy,
  };
  if (!(await store.insertEndpointUnderLimit(ctx.db, row, MAX_ENDPOINTS_PER_ACCOUNT))) {
    throw Failure.of("webhook_limit_reached", `the account has ${MAX_ENDPOINTS_PER_ACCOUNT} webhook endpoints, the most allowed; delete one first`);
  }
  return { ...webhookView(row), secret: row.secret };
}

export async function getWebhook(ctx: ServiceContext, webhookId: string, owner?: Owner): Promise<WebhookView> {
  return webhookView(await endpointOrFail(ctx, webhookId, owner));
}

export async function deleteWebhook(ctx: ServiceContext, webhookId: string, owner?: Owner): Promise<{ webhook_id: string; deleted: true }> {
  const row = await endpointOrFail(ctx, webhookId, owner);
  await transaction(ctx.db, (trx) => store.deleteEndpoint(trx, row.id));
  return { webhook_id: row.id, deleted: true };
}

/** The operator's list of any account's endpoints, or a caller's of its own (a store token's: those limited to its store alone). */
export async function listWebhooks(ctx: ServiceContext, body: ListWebhooksBody, owner?: Owner) {
  const limit = body.limit ?? DEFAULT_LIMIT;
  const filter = { accountId: owner?.accountId ?? body.account_id, onlyStore: owner?.storeId ?? undefined };
  const rows = await store.listEndpoints(ctx.db, filter, decodeCursor("webhooks", body.cursor), limit + 1);
  const result = page("webhooks", rows, limit, (r) => r.id);
  return { webhooks: result.rows.map(webhookView), next_cursor: result.next_cursor };
}

/** Endpoints as the operator reads them: with their accounts' names, looked up in one query for the whole page. */
export async function namedWebhooks<V extends WebhookView>(ctx: ServiceContext, views: V[]): Promise<(V & Pick<OperatorWebhookView, "account_name">)[]> {
  const names = await accounts.accountNames(ctx.db, views.map((v) => v.account_id));
  return views.map((view) => ({ ...view, account_name: names.get(view.account_id) ?? view.account_id }));
}

export async function updateWebhook(ctx: ServiceContext, body: UpdateWebhookBody, owner?: Owner): Promise<WebhookView> {
  const errors = settingsProblems(ctx, body);
  const row = await endpointOrFail(ctx, body.webhook_id, owner).catch((failure: unknown) => {
    throw errors.length > 0 ? Failure.invalid(errors) : failure;
  });
  if (body.store_ids !== undefined) errors.push(...(await storeProblems(ctx, row.account_id, body.store_ids, owner)));
  if (errors.length > 0) throw Failure.invalid(errors);
  const nowIso = ctx.now().toISOString();
  const changes: Partial<WebhookEndpointRow> = { updated_at: nowIso };
  if (body.url !== undefined) changes.url = body.url;
  if (body.events !== undefined) changes.events = body.events;
  if (body.store_ids !== undefined) changes.store_ids = body.store_ids;
  if (body.template !== undefined) changes.template = body.template;
  if (body.enabled === true) Object.assign(changes, { enabled: true, disabled_reason: null, disabled_at: null, failing_since: null });
  if (body.enabled === false && row.enabled) Object.assign(changes, { enabled: false, disabled_reason: owner === undefined ? "disabled by the operator" : "disabled by the account", disabled_at: nowIso });
  await store.updateEndpoint(ctx.db, row.id, changes);
  return webhookView({ ...row, ...changes });
}

export async function rotateSecret(ctx: ServiceContext, body: RotateSecretBody, owner?: Owner) {
  const row = await endpointOrFail(ctx, body.webhook_id, owner);
  const now = ctx.now();
  const ttl = body.previous_secret_ttl_seconds ?? 86_400;
  const secret = newSecret("whsec", "base64");
  const previousExpiresAt = ttl === 0 ? null : new Date(now.getTime() + ttl * 1000).toISOString();
  await store.updateEndpoint(ctx.db, row.id, {
    secret,
    previous_secret: ttl === 0 ? null : row.secret,
    previous_secret_expires_at: previousExpiresAt,
    updated_at: now.toISOString(),
  });
  return { webhook_id: row.id, secret, previous_secret_expires_at: previousExpiresAt };
}

export async function listDeliveries(ctx: ServiceContext, body: DeliveriesBody, owner?: Owner) {
  const endpoint = await endpointOrFail(ctx, body.webhook_id, owner);
  const limit = body.limit ?? DEFAULT_LIMIT;
  const rows = await store.listDeliveries(ctx.db, endpoint.id, body.status, decodeCursor("deliveries", body.cursor), limit + 1);
  const result = page("deliveries", rows, limit, (r) => r.id);
  const attempts = await store.attemptsOf(ctx.db, result.rows.map((r) => r.id));
  return { deliveries: result.rows.map((r) => deliveryView(r, attempts.filter((a) => a.delivery_id === r.id))), next_cursor: result.next_cursor };
}

/** Queues deliveries again: a fresh retry schedule each, same event id (so receivers still deduplicate). */
export async function redeliver(ctx: ServiceContext, body: RedeliverBody, owner?: Owner) {
  if ((body.delivery_id === undefined) === (body.failed_since === undefined)) {
    throw Failure.invalid([fieldError("", "invalid", "send exactly one of delivery_id and failed_since")]);
  }
  const since = body.failed_since === undefined ? undefined : parseUtcTimestamp(body.failed_since);
  if (body.failed_since !== undefined && since === undefined) throw Failure.of("invalid_timestamp", "must be an RFC 3339 date-time in UTC", "failed_since");
  const endpoint = await endpointOrFail(ctx, body.webhook_id, owner);
  if (!endpoint.enabled) {
    throw Failure.of("webhook_disabled", `the endpoint is disabled (${endpoint.disabled_reason ?? "no reason recorded"}); enable it with webhooks/update first`, "webhook_id");
  }
  const now = ctx.now();
  return transaction(ctx.db, async (trx) => {
    let chosen: WebhookDeliveryRow[];
    let more = false;
    if (body.delivery_id !== undefined) {
      const row = await store.findDelivery(trx, body.delivery_id);
      if (!row || row.webhook_id !== endpoint.id) throw Failure.of("delivery_not_found", "no delivery with that id for this endpoint", "delivery_id");
      if (row.status === "pending") throw Failure.of("delivery_pending", "the delivery is still queued; it will be attempted at next_attempt_at", "delivery_id");
      chosen = [row];
    } else {
      chosen = await store.failedDeliveriesSince(trx, endpoint.id, since!, REDELIVER_BATCH + 1);
      more = chosen.length > REDELIVER_BATCH;
      chosen = chosen.slice(0, REDELIVER_BATCH);
    }
    // The jobs of every delivery chosen, written in one insert.
    const jobs = new BatchWriter(trx);
    const nowIso = now.toISOString();
    for (const row of chosen) {
      // A fresh schedule: its attempts are counted from the delivery's count now, which goes on from there.
      const queued = { status: "pending" as const, next_attempt_at: nowIso, schedule_start: row.attempt_count, updated_at: nowIso };
      await store.updateDelivery(trx, row.id, queued);
      await queueDelivery(jobs, { ...row, ...queued }, now);
    }
    await writerOf(trx).insertBatch(jobs.batch);
    return { webhook_id: endpoint.id, delivery_ids: chosen.map((r) => r.id), more };
  });
}
