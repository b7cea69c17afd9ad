// Recording an event: the outbox row, and a delivery (plus its job) for every webhook endpoint that wants it — all in the caller's transaction.
import type { EventPayload } from "../domain/events.js";
import { newRef } from "../domain/refs.js";
import type { OrderStatus } from "../domain/status.js";
import { WEBHOOK_MAX_ATTEMPTS } from "../domain/webhook-schedule.js";
import { DELIVER_WEBHOOK, type DeliverWebhookPayload } from "../jobs/kinds.js";
import { enqueue } from "../jobs/queue.js";
import type { EventType } from "../schemas/webhooks.js";
import type { Db } from "../store/database.js";
import { appendEvent } from "../store/events.js";
import * as webhooks from "../store/webhooks.js";
import type { WebhookEndpointRow } from "../store/tables.js";

export interface EventSubject {
  account_id: string;
  order_ref: string;
  external_ref: string;
}

/** One endpoint's deliveries of one order's events run one at a time, in the order the events happened. */
export function deliveryQueueKey(webhookId: string, orderRef: string): string {
  return `webhook:${webhookId}:${orderRef}`;
}

export function wantsEvent(endpoint: WebhookEndpointRow, type: EventType): boolean {
  return endpoint.events === null || endpoint.events.includes(type);
}

export async function enqueueDelivery(trx: Db, deliveryId: string, webhookId: string, orderRef: string, now: Date): Promise<void> {
  const payload: DeliverWebhookPayload = { delivery_id: deliveryId };
  await enqueue(trx, DELIVER_WEBHOOK, payload, now, { queueKey: deliveryQueueKey(webhookId, orderRef), maxAttempts: WEBHOOK_MAX_ATTEMPTS });
}

/**
 * Appends the event `{ id, type, sequence, occurred_at, created_at, data }` (data: order_ref, external_ref, status,
 * then `extra`; occurred_at is `occurredAt`, else now) and fans it out. A disabled endpoint still gets the delivery, recorded as failed, so the operator can redeliver it
 * after re-enabling.
 */
export async function recordEvent(
  trx: Db,
  now: Date,
  subject: EventSubject,
  type: EventType,
  status: OrderStatus,
  extra: Record<string, unknown> = {},
  occurredAt?: string,
): Promise<string> {
  const id = newRef("evt");
  const at = now.toISOString();
  const data = { order_ref: subject.order_ref, external_ref: subject.external_ref, status, ...extra };
  const payload = (sequence: number): EventPayload => ({ id, type, sequence, occurred_at: occurredAt ?? at, created_at: at, data });
  await appendEvent(trx, { id, account_id: subject.account_id, order_ref: subject.order_ref, type, created_at: at }, payload);
  for (const endpoint of await webhooks.endpointsOfAccount(trx, subject.account_id)) {
    if (!wantsEvent(endpoint, type)) continue;
    const deliveryId = newRef("dlv");
    const enabled = endpoint.enabled === 1;
    await webhooks.insertDelivery(trx, {
      id: deliveryId,
      webhook_id: endpoint.id,
      event_id: id,
      event_type: type,
      order_ref: subject.order_ref,
      status: enabled ? "pending" : "failed",
      next_attempt_at: enabled ? at : null,
      last_error: enabled ? null : "endpoint disabled when the event happened",
      created_at: at,
      updated_at: at,
    });
    if (enabled) await enqueueDelivery(trx, deliveryId, endpoint.id, subject.order_ref, now);
  }
  return id;
}
