// Verifies a webhook delivery's Standard Webhooks signature (webhook-id, webhook-timestamp, webhook-signature) and returns its typed event.
import { Webhook, WebhookVerificationError as SignatureError } from "standardwebhooks";
import { WebhookVerificationError } from "./errors.js";
import type { WebhookEvent } from "./generated/types.js";

/** Headers as a receiver has them: a fetch Headers, Node's IncomingHttpHeaders, or a plain record. */
export type WebhookHeaders = Headers | Record<string, string | string[] | undefined>;

const SIGNATURE_HEADERS = ["webhook-id", "webhook-timestamp", "webhook-signature"] as const;

function headerValue(headers: WebhookHeaders, name: string): string | undefined {
  if (typeof (headers as Headers).get === "function") return (headers as Headers).get(name) ?? undefined;
  const record = headers as Record<string, string | string[] | undefined>;
  const key = Object.keys(record).find((k) => k.toLowerCase() === name);
  const value = key === undefined ? undefined : record[key];
  return Array.isArray(value) ? value.join(", ") : value;
}

/**
 * Checks that `rawBody` (the bytes as received, before any JSON parsing) was signed with `secret` (the endpoint's
 * whsec_ secret; several during a rotation) within the last five minutes, and returns the event it carries. Throws a
 * WebhookVerificationError otherwise. An endpoint with a template receives the template's output: name its type as T.
 */
export function verifyWebhook<T = WebhookEvent>(secret: string | string[], headers: WebhookHeaders, rawBody: string | Uint8Array): T {
  const signed: Record<string, string> = {};
  for (const name of SIGNATURE_HEADERS) {
    const value = headerValue(headers, name);
    if (!value) throw new WebhookVerificationError("missing_headers", `the delivery has no ${name} header`);
    signed[name] = value;
  }
  let body: string;
  try {
    body = typeof rawBody === "string" ? rawBody : new TextDecoder("utf-8", { fatal: true }).decode(rawBody);
  } catch (error) {
    throw new WebhookVerificationError("invalid_payload", "the body is not UTF-8 text", error);
  }
  let lastError: unknown;
  for (const candidate of Array.isArray(secret) ? secret : [secret]) {
    try {
      new Webhook(candidate).verify(body, signed, { jsonParse: false });
    } catch (error) {
      if (!(error instanceof SignatureError)) throw error;
      lastError = error;
      continue;
    }
    try {
      return JSON.parse(body) as T;
    } catch (error) {
      throw new WebhookVerificationError("invalid_payload", "the signed body is not JSON", error);
    }
  }
  throw new WebhookVerificationError("invalid_signature", `the signature does not match: ${(lastError as Error | undefined)?.message ?? "no secret given"}`, lastError);
}
