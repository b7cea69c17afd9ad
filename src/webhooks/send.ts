// One attempt of a webhook: the endpoint's template applied, the body signed, sent through the outbound guard, timed.
import { performance } from "node:perf_hooks";
import { isRefusedDestination, type OutboundResponse } from "../net/guarded-request.js";
import { signatureHeaders } from "./signing.js";
import { renderBody, TemplateError } from "./template.js";

export interface WebhookClient {
  post(url: string, headers: Record<string, string>, body: string): Promise<OutboundResponse>;
}

/** What an attempt needs of an endpoint: where, how the body is shaped, and the secrets that sign it. */
export interface WebhookTarget {
  url: string;
  template: string | null;
  secret: string;
  previous_secret: string | null;
  previous_secret_expires_at: string | null;
}

export interface AttemptOutcome {
  /** False when nothing was sent (the template failed): the endpoint's health is not at stake. */
  sent: boolean;
  /** The outbound guard refused the endpoint's address: no retry can succeed until the endpoint changes. */
  refused?: boolean;
  /** The template failed on this payload: retrying cannot change its verdict. */
  templateFailed?: boolean;
  httpStatus: number | null;
  error: string | null;
  responseBody: string | null;
  latencyMs: number;
}

export function succeeded(outcome: AttemptOutcome): boolean {
  return outcome.httpStatus !== null && outcome.httpStatus >= 200 && outcome.httpStatus < 300;
}

/** Renders `payload` with the endpoint's template, signs it with the endpoint's secrets under `eventId`, and sends it. */
export async function attemptWebhook(client: WebhookClient, endpoint: WebhookTarget, eventId: string, payload: unknown, at: Date): Promise<AttemptOutcome> {
  let body: string;
  try {
    body = await renderBody(endpoint.template, payload);
  } catch (error) {
    if (!(error instanceof TemplateError)) throw error;
    return { sent: false, templateFailed: true, httpStatus: null, error: error.message, responseBody: null, latencyMs: 0 };
  }
  const headers = {
    "content-type": "application/json",
    "user-agent": "pod-orders-webhooks/1",
    ...signatureHeaders(
      { secret: endpoint.secret, previousSecret: endpoint.previous_secret, previousExpiresAt: endpoint.previous_secret_expires_at },
      eventId,
      body,
      at,
    ),
  };
  const started = performance.now();
  try {
    const response = await client.post(endpoint.url, headers, body);
    const ok = response.status >= 200 && response.status < 300;
    return { sent: true, httpStatus: response.status, error: ok ? null : `HTTP ${response.status}`, responseBody: response.excerpt, latencyMs: Math.round(performance.now() - started) };
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    return { sent: true, refused: isRefusedDestination(error), httpStatus: null, error: message, responseBody: null, latencyMs: Math.round(performance.now() - started) };
  }
}
