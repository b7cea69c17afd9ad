// Standard Webhooks signing: the webhook-id, webhook-timestamp and webhook-signature headers, signed with whsec_ secrets.
import { Webhook } from "standardwebhooks";

export interface SigningKeys {
  secret: string;
  /** Also signs until `previousExpiresAt`, so receivers can switch to a rotated secret without losing events. */
  previousSecret: string | null;
  previousExpiresAt: string | null;
}

/** The headers of one attempt; `webhook-id` is the event's id, the same for every attempt of it. */
export function signatureHeaders(keys: SigningKeys, eventId: string, body: string, at: Date): Record<string, string> {
  const secrets = [keys.secret];
  if (keys.previousSecret && keys.previousExpiresAt && keys.previousExpiresAt > at.toISOString()) secrets.push(keys.previousSecret);
  return {
    "webhook-id": eventId,
    "webhook-timestamp": String(Math.floor(at.getTime() / 1000)),
    "webhook-signature": secrets.map((secret) => new Webhook(secret).sign(eventId, at, body)).join(" "),
  };
}
