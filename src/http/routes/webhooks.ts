// Webhook endpoints and their deliveries (docs/operator-guide.md#webhooks, docs/caller-guide.md#registering-your-own-webhooks), on both surfaces from one list of operations: the
// operator's under /v1/admin/webhooks (any account's endpoints) and an account's own under /v1/webhooks. The same
// services answer both; the surfaces differ only in how the account is fixed (the body's account_id, or the token's).
import { Type, type Static, type TSchema } from "@sinclair/typebox";
import type { FastifyInstance } from "fastify";
import {
  CallerCreateWebhookBody,
  CallerListWebhooksBody,
  CreatedWebhook,
  CreateWebhookBody,
  DeletedWebhook,
  DeliveriesBody,
  DeliveryView,
  ListWebhooksBody,
  RedeliverBody,
  RedeliverData,
  RotatedSecret,
  RotateSecretBody,
  TestWebhookBody,
  UpdateWebhookBody,
  OperatorCreatedWebhook,
  OperatorWebhookView,
  WebhookIdBody,
  WebhookView,
} from "../../schemas/webhooks.js";
import type { Config } from "../../config.js";
import type { Scope } from "../../domain/scopes.js";
import { GuardedClient } from "../../net/guarded-request.js";
import type { ServiceContext } from "../../services/context.js";
import { sendTestEvent, type TestSender } from "../../services/webhook-test.js";
import { createWebhook, deleteWebhook, getWebhook, listDeliveries, listWebhooks, namedWebhooks, redeliver, rotateSecret, updateWebhook, type Owner } from "../../services/webhooks.js";
import { callerOf } from "../auth.js";
import { operation } from "../operation.js";

const NextCursor = Type.Union([Type.String(), Type.Null()]);

type Surface = "operator" | "caller";

/** One webhook operation as both surfaces serve it. */
interface WebhookOperation<B extends TSchema, C extends TSchema, D extends TSchema> {
  name: string;
  summary: string;
  description?: string;
  /** The operator's body, and the caller's (the same, less the account the token fixes). */
  body: B;
  callerBody: C;
  data: D;
  message: string;
  scope: Scope;
  run: (body: Static<B>, owner: Owner) => Promise<Static<D>>;
  /** Where the operator reads more than the account (names beside ids): the operator's data and how to answer it. */
  operator?: { data: TSchema; run: (body: Static<B>) => Promise<unknown> };
}

function define<B extends TSchema, C extends TSchema, D extends TSchema>(op: WebhookOperation<B, C, D>): WebhookOperation<B, C, D> {
  return op;
}

function operations(ctx: ServiceContext, sender: TestSender) {
  return [
    define({
      name: "create",
      summary: "Register a webhook endpoint",
      description:
        "Returns the whsec_ signing secret, shown here and on rotate-secret only. The URL must be https and public unless its host is in FETCH_ALLOW_HOSTS; a template must compile. " +
        "An account has at most 10 endpoints (409 webhook_limit_reached).",
      body: CreateWebhookBody,
      callerBody: CallerCreateWebhookBody,
      data: CreatedWebhook,
      message: "Webhook endpoint created successfully",
      scope: "webhooks:write",
      // The caller's body has no account_id: the route puts the token's account in (below).
      run: (body, owner) => createWebhook(ctx, body, owner),
      operator: { data: OperatorCreatedWebhook, run: async (body) => (await namedWebhooks(ctx, [await createWebhook(ctx, body)]))[0] },
    }),
    define({
      name: "get",
      summary: "Get a webhook endpoint",
      body: WebhookIdBody,
      callerBody: WebhookIdBody,
      data: WebhookView,
      message: "Webhook endpoint found",
      scope: "webhooks:read",
      run: (body, owner) => getWebhook(ctx, body.webhook_id, owner),
      operator: { data: OperatorWebhookView, run: async (body) => (await namedWebhooks(ctx, [await getWebhook(ctx, body.webhook_id)]))[0] },
    }),
    define({
      name: "list",
      summary: "List webhook endpoints",
      description: "Oldest first; the operator may name one account.",
      body: ListWebhooksBody,
      callerBody: CallerListWebhooksBody,
      data: Type.Object({ webhooks: Type.Array(WebhookView), next_cursor: NextCursor }),
      message: "Webhook endpoints listed",
      scope: "webhooks:read",
      run: (body, owner) => listWebhooks(ctx, body, owner),
      operator: {
        data: Type.Object({ webhooks: Type.Array(OperatorWebhookView), next_cursor: NextCursor }),
        run: async (body) => {
          const listed = await listWebhooks(ctx, body);
          return { ...listed, webhooks: await namedWebhooks(ctx, listed.webhooks) };
        },
      },
    }),
    define({
      name: "update",
      summary: "Change a webhook endpoint",
      description: "url, events (null = all), template (null = the standard payload), enabled. Enabling clears disabled_reason and failing_since.",
      body: UpdateWebhookBody,
      callerBody: UpdateWebhookBody,
      data: WebhookView,
      message: "Webhook endpoint updated successfully",
      scope: "webhooks:write",
      run: (body, owner) => updateWebhook(ctx, body, owner),
      operator: { data: OperatorWebhookView, run: async (body) => (await namedWebhooks(ctx, [await updateWebhook(ctx, body)]))[0] },
    }),
    define({
      name: "delete",
      summary: "Delete a webhook endpoint",
      description:
        "Removes the endpoint with its delivery log; deliveries still queued are not sent. To stop deliveries and keep the log, disable it instead (update with enabled: false).",
      body: WebhookIdBody,
      callerBody: WebhookIdBody,
      data: DeletedWebhook,
      message: "Webhook endpoint deleted",
      scope: "webhooks:write",
      run: (body, owner) => deleteWebhook(ctx, body.webhook_id, owner),
    }),
    define({
      name: "rotate-secret",
      summary: "Rotate the signing secret",
      description: "The old secret keeps signing alongside the new one for previous_secret_ttl_seconds (default 24 h).",
      body: RotateSecretBody,
      callerBody: RotateSecretBody,
      data: RotatedSecret,
      message: "Webhook secret rotated successfully",
      scope: "webhooks:write",
      run: (body, owner) => rotateSecret(ctx, body, owner),
    }),
    define({
      name: "deliveries",
      summary: "List an endpoint's deliveries with their attempts",
      description: "Newest first; filter by status (pending, succeeded, failed).",
      body: DeliveriesBody,
      callerBody: DeliveriesBody,
      data: Type.Object({ deliveries: Type.Array(DeliveryView), next_cursor: NextCursor }),
      message: "Deliveries listed",
      scope: "webhooks:read",
      run: (body, owner) => listDeliveries(ctx, body, owner),
    }),
    define({
      name: "redeliver",
      summary: "Send deliveries again",
      description: "One delivery (delivery_id, any status but pending) or every failed delivery whose event happened at or after failed_since (up to 500 per call; more = true asks for another call).",
      body: RedeliverBody,
      callerBody: RedeliverBody,
      data: RedeliverData,
      message: "Deliveries queued",
      scope: "webhooks:write",
      run: (body, owner) => redeliver(ctx, body, owner),
    }),
    define({
      name: "test",
      summary: "Send a test event",
      description:
        "Sends a signed sample event of the given type to the endpoint at once (its template and secrets apply; its events filter does not, and a disabled endpoint is tried too) and answers with the delivery and its one attempt. " +
        "The payload is the standard one with made-up data and test: true. The delivery is logged (test: true in webhooks/deliveries); it is not retried and does not change the endpoint's health. " +
        "The receiver's failure is not the operation's: the answer is success with the delivery's status failed and the attempt's http_status or error.",
      body: TestWebhookBody,
      callerBody: TestWebhookBody,
      data: DeliveryView,
      message: "Test event sent",
      scope: "webhooks:write",
      run: (body, owner) => sendTestEvent(ctx, sender, body, owner),
    }),
  ];
}

export function webhookRoutes(scope: FastifyInstance, ctx: ServiceContext, settings: Pick<Config, "webhookTimeoutMs">, surface: Surface): void {
  // Test events are the one webhook a request sends itself (the caller waits for the answer), through the same guard.
  const client = new GuardedClient({ allowHosts: ctx.fetchAllowHosts, timeoutMs: settings.webhookTimeoutMs });
  scope.addHook("onClose", async () => client.close());
  const sender = { client, senderId: `api-${process.pid}` };
  for (const op of operations(ctx, sender)) {
    const base = { summary: op.summary, ...(op.description ? { description: op.description } : {}), tag: "Webhooks", data: op.data, message: op.message };
    if (surface === "operator") {
      // The union of the operations' types meets here; each op's run takes its own body, as the route's schema checked it.
      const operator = op.operator;
      if (operator) operation(scope, { ...base, data: operator.data, path: `/v1/admin/webhooks/${op.name}`, body: op.body }, (body) => operator.run(body as never) as never);
      else operation(scope, { ...base, path: `/v1/admin/webhooks/${op.name}`, body: op.body }, (body) => op.run(body as never, undefined));
    } else {
      const description = `Your account's endpoints only: another account's endpoint answers as an unknown one (404 webhook_not_found).${op.description ? ` ${op.description}` : ""}`;
      operation(scope, { ...base, description, path: `/v1/webhooks/${op.name}`, scope: op.scope, body: op.callerBody }, (body, request) => {
        // The account is the token's: it goes into the body where the operator names one, and fixes every look-up
        // (with a store token's store: docs/receiving-webhooks.md#endpoints-limited-to-stores).
        const { accountId, storeId } = callerOf(request);
        const owner = { accountId, storeId };
        const withAccount = op.name === "create" || op.name === "list" ? { ...body, account_id: accountId } : body;
        return op.run(withAccount as never, owner);
      });
    }
  }
}
