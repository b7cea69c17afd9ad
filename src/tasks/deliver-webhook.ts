// The webhook delivery job: render, sign, send through the outbound guard, log the attempt, then succeed, retry on schedule or fail.
import { WEBHOOK_MAX_ATTEMPTS, webhookRetryDelayMs } from "../domain/webhook-schedule.js";
import type { DELIVER_WEBHOOK } from "../jobs/kinds.js";
import { PermanentFailure, RetryLater, type Handler, type Job } from "../jobs/worker.js";
import { countDeliveryAttempt } from "../services/operations.js";
import { transaction, type Db } from "../store/database.js";
import type { WebhookDeliveryRow, WebhookEndpointRow } from "../store/tables.js";
import * as store from "../store/webhooks.js";
import { attemptWebhook, succeeded, type AttemptOutcome, type WebhookClient } from "../webhooks/send.js";

/** An endpoint that has answered nothing with 2xx for this long is disabled when one of its deliveries runs out of retries. */
export const DISABLE_AFTER_FAILING_MS = 2 * 24 * 3_600_000;

export interface DeliveryDeps {
  db: Db;
  now: () => Date;
  client: WebhookClient;
  /** Written on each attempt, so operators can tell which process sent it. */
  workerId: string;
}

export function webhookDeliveryHandler(deps: DeliveryDeps): Handler<typeof DELIVER_WEBHOOK> {
  return { run: (job) => deliverOrGiveUp(deps, job) };
}

/**
 * When the job's last run ends in an unexpected error (not an attempt's outcome), the worker fails the job: the
 * delivery is failed with it, so nothing shows pending with no job to wake it, and redeliver can send it again.
 */
async function deliverOrGiveUp(deps: DeliveryDeps, job: Job<typeof DELIVER_WEBHOOK>): Promise<void> {
  try {
    await deliver(deps, job);
  } catch (error) {
    if (error instanceof RetryLater || error instanceof PermanentFailure || job.attempt < job.maxAttempts) throw error;
    const reason = `gave up: ${error instanceof Error ? error.message : String(error)}`.slice(0, 1000);
    await store.failPendingDelivery(deps.db, job.payload.delivery_id, reason, deps.now().toISOString());
    throw error;
  }
}

/**
 * The delivery row owns the retry state (docs/operator-guide.md#webhooks); the job is only its wake-up. So the job
 * reads the delivery each time it runs: a settled delivery ends it, a delivery not due yet puts it back to sleep until
 * its next_attempt_at (a job taken over from a worker that died after recording an attempt), and the attempt number
 * that picks the next delay is the delivery's own.
 */
async function deliver(deps: DeliveryDeps, job: Job<typeof DELIVER_WEBHOOK>): Promise<void> {
  const { delivery_id } = job.payload;
  const delivery = await store.findDelivery(deps.db, delivery_id);
  // Settled meanwhile (a job run again after its worker died past the final update): nothing to send.
  if (!delivery || delivery.status !== "pending") return;
  const at = deps.now();
  if (delivery.next_attempt_at !== null && Date.parse(delivery.next_attempt_at) > at.getTime()) {
    throw RetryLater.at(`delivery ${delivery.id} is due at ${delivery.next_attempt_at}`, delivery.next_attempt_at);
  }
  const endpoint = (await store.findEndpoint(deps.db, delivery.webhook_id))!;
  if (!endpoint.enabled) {
    await store.updateDelivery(deps.db, delivery.id, { status: "failed", next_attempt_at: null, last_error: "endpoint disabled", updated_at: at.toISOString() });
    return;
  }
  const payload = await store.deliveryPayload(deps.db, delivery);
  const outcome = await attemptWebhook(deps.client, endpoint, delivery.event_id, payload, at);
  if (outcome.templateFailed) {
    // Retrying cannot change the template's verdict on this event; the operator fixes the template and redelivers.
    await settle(deps, endpoint, delivery, at, outcome, "failed");
    throw new PermanentFailure(outcome.error ?? "the template failed");
  }
  if (succeeded(outcome)) {
    await settle(deps, endpoint, delivery, at, outcome, "succeeded");
    return;
  }
  const message = outcome.error ?? `HTTP ${outcome.httpStatus}`;
  // 1 for the first attempt of the delivery's current schedule (it starts again at a redeliver).
  const attemptOfSchedule = delivery.attempt_count + 1 - delivery.schedule_start;
  if (outcome.refused || attemptOfSchedule >= WEBHOOK_MAX_ATTEMPTS) {
    await settle(deps, endpoint, delivery, at, outcome, "failed");
    throw new PermanentFailure(message);
  }
  const nextAttemptAt = new Date(at.getTime() + webhookRetryDelayMs(attemptOfSchedule)).toISOString();
  await settle(deps, endpoint, delivery, at, outcome, "pending", nextAttemptAt);
  throw RetryLater.at(message, nextAttemptAt);
}

/** Logs the attempt and moves the delivery and the endpoint's health on, in one transaction. */
async function settle(
  deps: DeliveryDeps,
  endpoint: WebhookEndpointRow,
  delivery: WebhookDeliveryRow,
  at: Date,
  outcome: AttemptOutcome,
  status: WebhookDeliveryRow["status"],
  nextAttemptAt: string | null = null,
): Promise<void> {
  const atIso = at.toISOString();
  const attempt = delivery.attempt_count + 1;
  await recordAttempt(deps, endpoint, delivery, at, outcome, status, nextAttemptAt, attempt, atIso);
  countDeliveryAttempt(status === "succeeded" ? "succeeded" : status === "pending" ? "retrying" : "failed");
}

async function recordAttempt(
  deps: DeliveryDeps,
  endpoint: WebhookEndpointRow,
  delivery: WebhookDeliveryRow,
  at: Date,
  outcome: AttemptOutcome,
  status: WebhookDeliveryRow["status"],
  nextAttemptAt: string | null,
  attempt: number,
  atIso: string,
): Promise<void> {
  await transaction(deps.db, async (trx) => {
    await store.insertAttempt(trx, {
      delivery_id: delivery.id,
      attempt,
      started_at: atIso,
      latency_ms: outcome.latencyMs,
      http_status: outcome.httpStatus,
      error: outcome.error,
      response_body: outcome.responseBody,
      worker: deps.workerId,
    });
    await store.updateDelivery(trx, delivery.id, {
      status,
      attempt_count: attempt,
      last_attempt_at: atIso,
      next_attempt_at: nextAttemptAt,
      last_error: outcome.error,
      updated_at: atIso,
    });
    // A test event (sent again by redeliver) probes the receiver; the endpoint's health is about real events.
    if (delivery.test) return;
    if (status === "succeeded") {
      await store.markEndpointHealthy(trx, endpoint.id);
      return;
    }
    if (!outcome.sent) return;
    await store.markEndpointFailing(trx, endpoint.id, atIso);
    if (status === "failed") {
      const cutoff = new Date(at.getTime() - DISABLE_AFTER_FAILING_MS).toISOString();
      const reason = `no successful delivery since ${endpoint.failing_since ?? atIso}; delivery ${delivery.id} failed after ${attempt} attempts, last error: ${outcome.error}`;
      await store.disableIfFailingSince(trx, endpoint.id, cutoff, reason.slice(0, 1000), atIso);
    }
  });
}
