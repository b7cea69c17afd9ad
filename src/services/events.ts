// Recording an event: the outbox row, and a delivery (plus its job) for every webhook endpoint that wants it — all through the caller's writer.
import { actorColumns, type Actor } from "../domain/actors.js";
import type { AccountEventType, EventPayload } from "../domain/events.js";
import { newRef } from "../domain/refs.js";
import { modeOfOrder } from "../domain/sandbox.js";
import type { OrderStatus } from "../domain/status.js";
import { DELIVER_WEBHOOK, type DeliverWebhookPayload } from "../jobs/kinds.js";
import { enqueue } from "../jobs/queue.js";
import type { EventType } from "../schemas/webhooks.js";
import { insertEvent, latestSequence } from "../store/events.js";
import * as webhooks from "../store/webhooks.js";
import type { WebhookDeliveryRow, WebhookEndpointRow } from "../store/tables.js";
import { toJson } from "../store/json.js";
import { BatchWriter, type Writer } from "../store/writer.js";

export interface EventSubject {
  account_id: string;
  order_ref: string;
  external_ref: string;
  /** The order's store (null: an order of an account without stores): every payload says it, and endpoints limited to stores filter by it. */
  store_id: string | null;
  /** The order's test flag (true: a test account's order): every payload says its mode, so a receiver can tell. */
  test: boolean;
}

/** One endpoint's deliveries of one order's events run one at a time, in the order the events happened. */
export function deliveryQueueKey(webhookId: string, orderRef: string): string {
  return `webhook:${webhookId}:${orderRef}`;
}

export function wantsEvent(endpoint: WebhookEndpointRow, type: EventType): boolean {
  return endpoint.events === null || endpoint.events.includes(type);
}

/**
 * Whether an endpoint receives the events of an order in `storeId` (docs/receiving-webhooks.md#endpoints-limited-to-stores):
 * an endpoint of every store (store_ids null) does, one limited to stores only for a store it names. `storeId`
 * undefined: an event not about an order, which every endpoint may receive.
 */
export function wantsStore(endpoint: WebhookEndpointRow, storeId: string | null | undefined): boolean {
  if (endpoint.store_ids === null || storeId === undefined) return true;
  return storeId !== null && endpoint.store_ids.includes(storeId);
}

/**
 * Writes the job that wakes a pending delivery, due at the delivery's own next_attempt_at: the delivery row
 * owns its retry state and the job is only its wake-up (docs/operator-guide.md#webhooks), for a new delivery and a
 * redelivered one alike. The job's max_attempts (the default) only bounds runs that end in an unexpected error: the
 * delivery's attempts and schedule are counted on the delivery (src/tasks/deliver-webhook.ts).
 */
export async function queueDelivery(writer: Writer, delivery: Pick<WebhookDeliveryRow, "id" | "webhook_id" | "order_ref"> & { next_attempt_at: string }, now: Date): Promise<void> {
  const payload: DeliverWebhookPayload = { delivery_id: delivery.id };
  await enqueue(writer, DELIVER_WEBHOOK, [payload], now, { queueKey: deliveryQueueKey(delivery.webhook_id, delivery.order_ref), runAt: delivery.next_attempt_at });
}

/**
 * The actor goes to the event's own columns, not into its payload: the payload is what the account's webhooks and
 * orders/events carry, and operators' names are not the merchant's business (docs/security.md).
 */
function eventOf(subject: EventSubject, type: EventType, status: OrderStatus, extra: Record<string, unknown>, now: Date, occurredAt: string | undefined, actor: Actor) {
  const id = newRef("evt");
  const nowIso = now.toISOString();
  const data = { order_ref: subject.order_ref, external_ref: subject.external_ref, store_id: subject.store_id, status, ...extra };
  const mode = modeOfOrder(subject);
  const payload = (sequence: number): EventPayload => ({ id, type, sequence, mode, occurred_at: occurredAt ?? nowIso, created_at: nowIso, data });
  return { row: { id, account_id: subject.account_id, order_ref: subject.order_ref, type, created_at: nowIso, ...actorColumns(actor) }, payload };
}

/** Where an event goes: the account's endpoints, and the ref whose deliveries run one at a time in order. */
interface Recipient {
  account_id: string;
  /** The order's ref; for an event not about one order, its subject's (deliveries keep it as their order_ref). */
  ref: string;
  /** The order's store; absent for an event not about one order. */
  store_id?: string | null;
}

/**
 * Writes the event's delivery (and its job) for every endpoint of the account that wants it. A disabled
 * endpoint still gets the delivery, recorded as failed, so the operator can redeliver it after re-enabling.
 * `payload`: an event kept nowhere else (not about one order) travels in its deliveries.
 */
async function fanOut(writer: Writer, now: Date, to: Recipient, eventId: string, type: EventType, payload?: EventPayload): Promise<void> {
  const nowIso = now.toISOString();
  for (const endpoint of await webhooks.endpointsOfAccount(writer.db, to.account_id)) {
    if (!wantsEvent(endpoint, type) || !wantsStore(endpoint, to.store_id)) continue;
    const enabled = endpoint.enabled;
    const delivery = {
      id: newRef("dlv"),
      webhook_id: endpoint.id,
      event_id: eventId,
      event_type: type,
      order_ref: to.ref,
      created_at: nowIso,
      updated_at: nowIso,
      ...(payload ? { payload: toJson(payload) } : {}),
    };
    if (enabled) {
      const queued = { ...delivery, status: "pending" as const, next_attempt_at: nowIso, last_error: null };
      await webhooks.insertDelivery(writer, queued);
      await queueDelivery(writer, queued, now);
    } else {
      await webhooks.insertDelivery(writer, { ...delivery, status: "failed", next_attempt_at: null, last_error: "endpoint disabled when the event happened" });
    }
  }
}

/** What happened to an order, as recordEvent writes it. */
export interface NewEvent {
  type: EventType;
  /** The order's status the event reports. */
  status: OrderStatus;
  /** Fields of the event's data after order_ref, external_ref and status. */
  extra?: Record<string, unknown>;
  /** When the thing happened, if earlier than now (a carrier's scan). */
  occurredAt?: string | undefined;
  /** The first event of an order the same batch creates: sequence 1, with nothing to read. */
  first?: boolean;
}

/**
 * Appends the event `{ id, type, sequence, mode, occurred_at, created_at, data }` (data: order_ref, external_ref, store_id, status,
 * then `extra`; occurred_at is `occurredAt`, else now) and fans it out (fanOut), through `writer`: the event, its
 * deliveries and their jobs in one insert (on PostgreSQL one statement). Answers the event's id.
 */
export async function recordEvent(writer: Writer, now: Date, actor: Actor, subject: EventSubject, event: NewEvent): Promise<string> {
  const { row, payload } = eventOf(subject, event.type, event.status, event.extra ?? {}, now, event.occurredAt, actor);
  const sequence = event.first ? 1 : (await latestSequence(writer.db, subject.order_ref)) + 1;
  const together = new BatchWriter(writer.db);
  await insertEvent(together, row, sequence, payload);
  await fanOut(together, now, { account_id: subject.account_id, ref: subject.order_ref, store_id: subject.store_id }, row.id, event.type);
  await writer.insertBatch(together.batch);
  return row.id;
}

/** The subject of an event not about one order: whose it is, its ref, and its own count of events. */
export interface AccountEventSubject {
  account_id: string;
  /** The subject's ref: its deliveries to an endpoint run one at a time, in order (e.g. `stock:<sku>`). */
  ref: string;
  /** The subject's events so far, this one included: the event's sequence. */
  sequence: number;
  /** true: a test account's (sandbox) subject. */
  test: boolean;
}

/**
 * Sends an event not about one order (docs/receiving-webhooks.md#events-not-about-an-order): no outbox row (no
 * order's history holds it), the payload in each of its deliveries, written through `writer` with the change that
 * caused it. `data` is the subject's fields. Answers the event's id.
 */
export async function recordAccountEvent(writer: Writer, now: Date, subject: AccountEventSubject, type: AccountEventType, data: Record<string, unknown>): Promise<string> {
  const id = newRef("evt");
  const nowIso = now.toISOString();
  const payload: EventPayload = { id, type, sequence: subject.sequence, mode: modeOfOrder(subject), occurred_at: nowIso, created_at: nowIso, data };
  const together = new BatchWriter(writer.db);
  await fanOut(together, now, { account_id: subject.account_id, ref: subject.ref }, id, type, payload);
  if (together.batch.size > 0) await writer.insertBatch(together.batch);
  return id;
}
