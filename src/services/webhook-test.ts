// webhooks/test: a signed sample event of any type, sent to an endpoint at once and logged as a delivery, so the
// operator (and the console's test button) sees the receiver's answer in the response.
import { newRef } from "../domain/refs.js";
import { sampleEvent } from "../domain/sample-events.js";
import type { DeliveryView, TestWebhookBody } from "../schemas/webhooks.js";
import { transaction } from "../store/database.js";
import * as accounts from "../store/accounts.js";
import { findOrderStore } from "../store/stores.js";
import { toJson } from "../store/json.js";
import * as store from "../store/webhooks.js";
import { writerOf } from "../store/writer.js";
import { attemptWebhook, succeeded, type WebhookClient } from "../webhooks/send.js";
import type { ServiceContext } from "./context.js";
import { deliveryView, endpointOrFail, type Owner } from "./webhooks.js";

export interface TestSender {
  client: WebhookClient;
  /** Written on the attempt, as a worker's id is. */
  senderId: string;
}

/**
 * Sends one sample event now, whatever the endpoint's events filter and even if the endpoint is disabled (to check a
 * mended receiver before enabling it again), through the endpoint's template and secrets. The delivery and its one
 * attempt are written together once the answer is in: a test is never retried and never changes the endpoint's
 * health (failing_since, enabled); a failed one is sent again with webhooks/redeliver or another test.
 */
export async function sendTestEvent(ctx: ServiceContext, sender: TestSender, body: TestWebhookBody, owner?: Owner): Promise<DeliveryView> {
  const endpoint = await endpointOrFail(ctx, body.webhook_id, owner);
  const at = ctx.now();
  const atIso = at.toISOString();
  const account = await accounts.findAccount(ctx.db, endpoint.account_id);
  // The sample order is in a store the endpoint receives: its first, else the account's default.
  const storeId = endpoint.store_ids?.[0] ?? (await findOrderStore(ctx.db, endpoint.account_id, null))?.id ?? null;
  const refs = { eventId: newRef("evt"), orderRef: newRef("ord"), itemRef: newRef("itm"), shipmentRef: newRef("shp"), returnRef: newRef("ret"), storeId };
  const payload = sampleEvent(body.type, refs, atIso, account?.mode ?? "live");
  const outcome = await attemptWebhook(sender.client, endpoint, refs.eventId, payload, at);
  const deliveryId = newRef("dlv");
  const settledIso = ctx.now().toISOString();
  await transaction(ctx.db, async (trx) => {
    await store.insertDelivery(writerOf(trx), {
      id: deliveryId,
      webhook_id: endpoint.id,
      event_id: refs.eventId,
      event_type: body.type,
      order_ref: refs.orderRef,
      status: succeeded(outcome) ? "succeeded" : "failed",
      attempt_count: 1,
      last_attempt_at: atIso,
      next_attempt_at: null,
      last_error: outcome.error,
      created_at: atIso,
      updated_at: settledIso,
      payload: toJson(payload),
      test: true,
    });
    await store.insertAttempt(trx, {
      delivery_id: deliveryId,
      attempt: 1,
      started_at: atIso,
      latency_ms: outcome.latencyMs,
      http_status: outcome.httpStatus,
      error: outcome.error,
      response_body: outcome.responseBody,
      worker: sender.senderId,
    });
  });
  const row = (await store.findDelivery(ctx.db, deliveryId))!;
  return deliveryView(row, await store.attemptsOf(ctx.db, [deliveryId]));
}
