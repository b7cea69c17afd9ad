// Operator routes for webhook endpoints and their deliveries (API.md §8, §9).
import { Type } from "@sinclair/typebox";
import type { FastifyInstance } from "fastify";
import {
  CreatedWebhook,
  CreateWebhookBody,
  DeliveriesBody,
  DeliveryView,
  ListWebhooksBody,
  RedeliverBody,
  RedeliverData,
  RotatedSecret,
  RotateSecretBody,
  TestWebhookBody,
  UpdateWebhookBody,
  WebhookIdBody,
  WebhookView,
} from "../../schemas/webhooks.js";
import type { Config } from "../../config.js";
import { GuardedClient } from "../../net/guarded-request.js";
import type { ServiceContext } from "../../services/context.js";
import { sendTestEvent } from "../../services/webhook-test.js";
import { createWebhook, getWebhook, listDeliveries, listWebhooks, redeliver, rotateSecret, updateWebhook } from "../../services/webhooks.js";
import { operation } from "../operation.js";

const NextCursor = Type.Union([Type.String(), Type.Null()]);

export function webhookRoutes(scope: FastifyInstance, ctx: ServiceContext, settings: Pick<Config, "webhookTimeoutMs">): void {
  const tag = "Webhooks";
  // Test events are the one webhook a request sends itself (the operator waits for the answer), through the same guard.
  const client = new GuardedClient({ allowHosts: ctx.fetchAllowHosts, timeoutMs: settings.webhookTimeoutMs });
  scope.addHook("onClose", async () => client.close());
  const sender = { client, senderId: `api-${process.pid}` };
  operation(
    scope,
    {
      path: "/v1/admin/webhooks/create",
      summary: "Register a webhook endpoint for an account",
      description: "Returns the whsec_ signing secret, shown here and on rotate-secret only. The URL must be https and public unless its host is in FETCH_ALLOW_HOSTS; a template must compile.",
      tag,
      body: CreateWebhookBody,
      data: CreatedWebhook,
      message: "Webhook endpoint created successfully",
    },
    async (body) => createWebhook(ctx, body),
  );
  operation(
    scope,
    { path: "/v1/admin/webhooks/get", summary: "Get a webhook endpoint", tag, body: WebhookIdBody, data: WebhookView, message: "Webhook endpoint found" },
    async (body) => getWebhook(ctx, body.webhook_id),
  );
  operation(
    scope,
    {
      path: "/v1/admin/webhooks/list",
      summary: "List webhook endpoints",
      description: "Optionally of one account.",
      tag,
      body: ListWebhooksBody,
      data: Type.Object({ webhooks: Type.Array(WebhookView), next_cursor: NextCursor }),
      message: "Webhook endpoints listed",
    },
    async (body) => listWebhooks(ctx, body),
  );
  operation(
    scope,
    {
      path: "/v1/admin/webhooks/update",
      summary: "Change a webhook endpoint",
      description: "url, events (null = all), template (null = the standard payload), enabled. Enabling clears disabled_reason and failing_since.",
      tag,
      body: UpdateWebhookBody,
      data: WebhookView,
      message: "Webhook endpoint updated successfully",
    },
    async (body) => updateWebhook(ctx, body),
  );
  operation(
    scope,
    {
      path: "/v1/admin/webhooks/rotate-secret",
      summary: "Rotate the signing secret",
      description: "The old secret keeps signing alongside the new one for previous_secret_ttl_seconds (default 24 h).",
      tag,
      body: RotateSecretBody,
      data: RotatedSecret,
      message: "Webhook secret rotated successfully",
    },
    async (body) => rotateSecret(ctx, body),
  );
  operation(
    scope,
    {
      path: "/v1/admin/webhooks/deliveries",
      summary: "List an endpoint's deliveries with their attempts",
      description: "Newest first; filter by status (pending, succeeded, failed).",
      tag,
      body: DeliveriesBody,
      data: Type.Object({ deliveries: Type.Array(DeliveryView), next_cursor: NextCursor }),
      message: "Deliveries listed",
    },
    async (body) => listDeliveries(ctx, body),
  );
  operation(
    scope,
    {
      path: "/v1/admin/webhooks/redeliver",
      summary: "Send deliveries again",
      description: "One delivery (delivery_id, any status but pending) or every failed delivery whose event happened at or after failed_since (up to 500 per call; more = true asks for another call).",
      tag,
      body: RedeliverBody,
      data: RedeliverData,
      message: "Deliveries queued",
    },
    async (body) => redeliver(ctx, body),
  );
  operation(
    scope,
    {
      path: "/v1/admin/webhooks/test",
      summary: "Send a test event",
      description:
        "Sends a signed sample event of the given type to the endpoint at once (its template and secrets apply; its events filter does not, and a disabled endpoint is tried too) and answers with the delivery and its one attempt. " +
        "The payload is the standard one with made-up data and test: true. The delivery is logged (test: true in webhooks/deliveries); it is not retried and does not change the endpoint's health. " +
        "The receiver's failure is not the operation's: the answer is success with the delivery's status failed and the attempt's http_status or error.",
      tag,
      body: TestWebhookBody,
      data: DeliveryView,
      message: "Test event sent",
    },
    async (body) => sendTestEvent(ctx, sender, body),
  );
}
