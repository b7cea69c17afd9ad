// Client test set-up: a seeded server (loopback allowed for webhooks and print files), a caller and an operator client on it.
import { PodOrdersClient, type ClientOptions } from "@pod-orders/client";
import { startWebhookRig, type WebhookRig } from "../helpers/webhooks.js";
import { ADMIN_TOKEN } from "../helpers/server.js";

export interface ClientRig extends WebhookRig {
  /** Acme's account token. */
  caller: PodOrdersClient;
  /** The operator token. */
  operator: PodOrdersClient;
  /** Another client on this server, e.g. with other retry settings. */
  client(token: string, options?: Partial<ClientOptions>): PodOrdersClient;
}

export async function startClientRig(env: Record<string, string> = {}): Promise<ClientRig> {
  const rig = await startWebhookRig(env);
  const client = (token: string, options: Partial<ClientOptions> = {}) => new PodOrdersClient({ baseUrl: rig.server.url, token, ...options });
  return { ...rig, caller: client(rig.acme.token), operator: client(ADMIN_TOKEN), client };
}
