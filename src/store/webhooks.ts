// Webhook endpoints, deliveries and attempts: rows in, rows out.
import type { EventPayload } from "../domain/events.js";
import { transaction, type Db } from "./database.js";
import { dialectOf } from "./dialect.js";
import { fromJson, fromJsonOrNull, toJson, toJsonOrNull } from "./json.js";
import { insertRows, PreparedQuery } from "./prepared.js";
import type { Writer } from "./writer.js";
import type {
  NewWebhookAttempt,
  NewWebhookDelivery,
  WebhookAttemptRow,
  WebhookDeliveriesTable,
  WebhookDeliveryRow,
  WebhookEndpointRow,
  WebhookEndpointsTable,
} from "./tables.js";
import type { Selectable, Updateable } from "kysely";

function endpointOf(row: Selectable<WebhookEndpointsTable>): WebhookEndpointRow {
  return { ...row, events: fromJsonOrNull(row.events), store_ids: fromJsonOrNull(row.store_ids) };
}

export async function insertEndpoint(db: Db, endpoint: WebhookEndpointRow): Promise<void> {
  await db
    .insertInto("webhook_endpoints")
    .values({ ...endpoint, events: toJsonOrNull(endpoint.events), store_ids: toJsonOrNull(endpoint.store_ids) })
    .execute();
}

// Every delivery reads its endpoint, its row and its event's payload, and settles the endpoint's streak: compiled once.
const endpointById = new PreparedQuery((db, $: { id: string }) => db.selectFrom("webhook_endpoints").selectAll().where("id", "=", $.id));
const deliveryById = new PreparedQuery((db, $: { id: string }) => db.selectFrom("webhook_deliveries").selectAll().where("id", "=", $.id));
const payloadOfEvent = new PreparedQuery((db, $: { id: string }) => db.selectFrom("events").select("payload").where("id", "=", $.id));
const endStreak = new PreparedQuery((db, $: { id: string }) =>
  db.updateTable("webhook_endpoints").set({ failing_since: null }).where("id", "=", $.id).where("failing_since", "is not", null),
);
const startStreak = new PreparedQuery((db, $: { id: string; at: string }) =>
  db.updateTable("webhook_endpoints").set({ failing_since: $.at }).where("id", "=", $.id).where("failing_since", "is", null),
);

export async function findEndpoint(db: Db, id: string): Promise<WebhookEndpointRow | undefined> {
  const row = await endpointById.first(db, { id });
  return row && endpointOf(row);
}

/** Which endpoints a list holds: one account's (undefined: every account's), and of those only the ones limited to `onlyStore` alone. */
export interface EndpointFilter {
  accountId: string | undefined;
  onlyStore?: string | undefined;
}

export async function listEndpoints(db: Db, filter: EndpointFilter, after: string | undefined, limit: number): Promise<WebhookEndpointRow[]> {
  let query = db.selectFrom("webhook_endpoints").selectAll().orderBy("id", "asc").limit(limit);
  if (filter.accountId !== undefined) query = query.where("account_id", "=", filter.accountId);
  // store_ids is written as JSON.stringify writes it (insertEndpoint, updateEndpoint): one store alone is this text.
  if (filter.onlyStore !== undefined) query = query.where("store_ids", "=", toJson([filter.onlyStore]));
  if (after !== undefined) query = query.where("id", ">", after);
  return (await query.execute()).map(endpointOf);
}

export async function countEndpoints(db: Db, accountId: string): Promise<number> {
  const row = await db
    .selectFrom("webhook_endpoints")
    .select((eb) => eb.fn.countAll<number>().as("n"))
    .where("account_id", "=", accountId)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/**
 * Inserts the endpoint unless its account already has `max`; the account's row is locked meanwhile (in its own
 * transaction), so concurrent creates for one account count one after another and never pass the limit together.
 */
export async function insertEndpointUnderLimit(db: Db, endpoint: WebhookEndpointRow, max: number): Promise<boolean> {
  return transaction(db, async (trx) => {
    await dialectOf(trx).lockForChange(trx.selectFrom("accounts").select("id").where("id", "=", endpoint.account_id)).execute();
    if ((await countEndpoints(trx, endpoint.account_id)) >= max) return false;
    await insertEndpoint(trx, endpoint);
    return true;
  });
}

/** Removes the endpoint with its deliveries and their attempts; a queued delivery job then finds nothing to send. */
export async function deleteEndpoint(db: Db, id: string): Promise<void> {
  const deliveries = db.selectFrom("webhook_deliveries").select("id").where("webhook_id", "=", id);
  await db.deleteFrom("webhook_attempts").where("delivery_id", "in", deliveries).execute();
  await db.deleteFrom("webhook_deliveries").where("webhook_id", "=", id).execute();
  await db.deleteFrom("webhook_endpoints").where("id", "=", id).execute();
}

/** Every endpoint of the account, enabled or not: an event is recorded against each one that wants its type. */
// Read for every event recorded, so compiled once (src/store/prepared.ts).
const endpointsByAccount = new PreparedQuery((db, $: { accountId: string }) => db.selectFrom("webhook_endpoints").selectAll().where("account_id", "=", $.accountId).orderBy("id"));

export async function endpointsOfAccount(db: Db, accountId: string): Promise<WebhookEndpointRow[]> {
  return (await endpointsByAccount.all(db, { accountId })).map(endpointOf);
}

export async function updateEndpoint(db: Db, id: string, changes: Partial<Omit<WebhookEndpointRow, "id">>): Promise<void> {
  const { events, store_ids, ...rest } = changes;
  const row: Updateable<WebhookEndpointsTable> = {
    ...rest,
    ...(events === undefined ? {} : { events: toJsonOrNull(events) }),
    ...(store_ids === undefined ? {} : { store_ids: toJsonOrNull(store_ids) }),
  };
  await db.updateTable("webhook_endpoints").set(row).where("id", "=", id).execute();
}

/** Records a failed attempt's time as the start of a failing streak, unless one is already running. */
export async function markEndpointFailing(db: Db, id: string, atIso: string): Promise<void> {
  await startStreak.run(db, { id, at: atIso });
}

export async function markEndpointHealthy(db: Db, id: string): Promise<void> {
  await endStreak.run(db, { id });
}

export async function insertDelivery(writer: Writer, row: NewWebhookDelivery): Promise<void> {
  await writer.insert({ webhook_deliveries: [row] });
}

export async function findDelivery(db: Db, id: string): Promise<WebhookDeliveryRow | undefined> {
  return deliveryById.first(db, { id });
}

export async function updateDelivery(db: Db, id: string, changes: Updateable<WebhookDeliveriesTable>): Promise<void> {
  await db.updateTable("webhook_deliveries").set(changes).where("id", "=", id).execute();
}

/** Fails the delivery if it is still pending (a settled one keeps its outcome). */
export async function failPendingDelivery(db: Db, id: string, reason: string, atIso: string): Promise<void> {
  await db.updateTable("webhook_deliveries").set({ status: "failed", next_attempt_at: null, last_error: reason, updated_at: atIso }).where("id", "=", id).where("status", "=", "pending").execute();
}

/** Newest first. */
export async function listDeliveries(
  db: Db,
  webhookId: string,
  status: WebhookDeliveryRow["status"] | undefined,
  before: string | undefined,
  limit: number,
): Promise<WebhookDeliveryRow[]> {
  let query = db.selectFrom("webhook_deliveries").selectAll().where("webhook_id", "=", webhookId).orderBy("id", "desc").limit(limit);
  if (status !== undefined) query = query.where("status", "=", status);
  if (before !== undefined) query = query.where("id", "<", before);
  return query.execute();
}

/** Failed deliveries of the endpoint whose event happened at or after `since`, oldest first. */
export async function failedDeliveriesSince(db: Db, webhookId: string, since: string, limit: number): Promise<WebhookDeliveryRow[]> {
  return db
    .selectFrom("webhook_deliveries")
    .selectAll()
    .where("webhook_id", "=", webhookId)
    .where("status", "=", "failed")
    .where("created_at", ">=", since)
    .orderBy("id", "asc")
    .limit(limit)
    .execute();
}

export async function insertAttempt(db: Db, row: NewWebhookAttempt): Promise<void> {
  await insertRows(db, "webhook_attempts", [row]);
}

export async function attemptsOf(db: Db, deliveryIds: string[]): Promise<WebhookAttemptRow[]> {
  if (deliveryIds.length === 0) return [];
  return db.selectFrom("webhook_attempts").selectAll().where("delivery_id", "in", deliveryIds).orderBy("delivery_id").orderBy("attempt").execute();
}

export async function eventPayload(db: Db, eventId: string): Promise<EventPayload | undefined> {
  const row = await payloadOfEvent.first(db, { id: eventId });
  return row && fromJson(row.payload);
}

/** What a delivery sends: its own payload (a test event, which exists nowhere else), else its event's. */
export async function deliveryPayload(db: Db, delivery: WebhookDeliveryRow): Promise<EventPayload> {
  if (delivery.payload !== null) return fromJson(delivery.payload);
  const payload = await eventPayload(db, delivery.event_id);
  if (!payload) throw new Error(`delivery ${delivery.id} names event ${delivery.event_id}, which does not exist`);
  return payload;
}

/** Disables the endpoint if it has been failing since `cutoff` or earlier; true when it did. */
export async function disableIfFailingSince(db: Db, id: string, cutoff: string, reason: string, atIso: string): Promise<boolean> {
  const result = await db
    .updateTable("webhook_endpoints")
    .set({ enabled: false, disabled_reason: reason, disabled_at: atIso, updated_at: atIso })
    .where("id", "=", id)
    .where("enabled", "=", true)
    .where("failing_since", "<=", cutoff)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}
