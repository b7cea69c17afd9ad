// Wire schemas of the webhook operations (the operator's and an account's own) and of the events they deliver (docs/order-lifecycle.md#events-the-outbox).
import { Type, type Static } from "@sinclair/typebox";
import { DELIVERY_STATUSES, EVENT_TYPES, WEBHOOK_CREATORS } from "../domain/events.js";
import { MAX_ENDPOINT_STORES } from "../domain/stores.js";
import { Cursor, Limit, StringEnum, Timestamp } from "./common.js";

export const EventType = StringEnum(EVENT_TYPES);
export type EventType = Static<typeof EventType>;
export const DeliveryStatus = StringEnum(DELIVERY_STATUSES);

const WebhookId = Type.String({ minLength: 1, maxLength: 100 });
const Url = Type.String({ minLength: 1, maxLength: 2000, description: "https URL of the receiver; http and non-public hosts only when named in FETCH_ALLOW_HOSTS" });
const Events = Type.Array(EventType, {
  minItems: 1,
  maxItems: EVENT_TYPES.length,
  uniqueItems: true,
  description: "Event types sent to this endpoint; absent or null means all",
});
const Template = Type.String({
  minLength: 1,
  maxLength: 20_000,
  description: "JSONata expression evaluated against the standard payload { id, type, created_at, data }; its result is the body sent",
});

const StoreIds = Type.Union(
  [
    Type.Array(Type.String({ minLength: 1, maxLength: 100 }), {
      minItems: 1,
      maxItems: MAX_ENDPOINT_STORES,
      uniqueItems: true,
      description: `Only events of orders in these stores (stores/list; at most ${MAX_ENDPOINT_STORES}, each your account's, else 400 unknown_store at store_ids[i]); events not about an order (stock, receivings) are sent whatever the stores`,
    }),
    Type.Null(),
  ],
  { description: "null or absent: every store's orders. A store token's endpoints are limited to its own store (absent: its own)" },
);

const EndpointSettings = { url: Url, events: Type.Optional(Events), store_ids: Type.Optional(StoreIds), template: Type.Optional(Template) };

export const CreateWebhookBody = Type.Object({ account_id: Type.String({ minLength: 1, maxLength: 100 }), ...EndpointSettings }, { additionalProperties: false });
export type CreateWebhookBody = Static<typeof CreateWebhookBody>;

/** An account registering its own endpoint: the account is the token's. */
export const CallerCreateWebhookBody = Type.Object(EndpointSettings, { additionalProperties: false });
export type CallerCreateWebhookBody = Static<typeof CallerCreateWebhookBody>;

export const UpdateWebhookBody = Type.Object(
  {
    webhook_id: WebhookId,
    url: Type.Optional(Url),
    events: Type.Optional(Type.Union([Events, Type.Null()])),
    store_ids: Type.Optional(StoreIds),
    template: Type.Optional(Type.Union([Template, Type.Null()])),
    enabled: Type.Optional(Type.Boolean({ description: "true re-enables an endpoint the service disabled, clearing disabled_reason" })),
  },
  { additionalProperties: false, minProperties: 2 },
);
export type UpdateWebhookBody = Static<typeof UpdateWebhookBody>;

export const WebhookIdBody = Type.Object({ webhook_id: WebhookId }, { additionalProperties: false });

export const RotateSecretBody = Type.Object(
  {
    webhook_id: WebhookId,
    previous_secret_ttl_seconds: Type.Optional(
      Type.Integer({ minimum: 0, maximum: 604_800, default: 86_400, description: "How long the old secret keeps signing too (default 24 h, 0 = stop at once)" }),
    ),
  },
  { additionalProperties: false },
);
export type RotateSecretBody = Static<typeof RotateSecretBody>;

export const ListWebhooksBody = Type.Object(
  { account_id: Type.Optional(Type.String({ minLength: 1, maxLength: 100 })), cursor: Type.Optional(Cursor), limit: Type.Optional(Limit) },
  { additionalProperties: false },
);
export type ListWebhooksBody = Static<typeof ListWebhooksBody>;

export const CallerListWebhooksBody = Type.Object({ cursor: Type.Optional(Cursor), limit: Type.Optional(Limit) }, { additionalProperties: false });

export const DeliveriesBody = Type.Object(
  { webhook_id: WebhookId, status: Type.Optional(DeliveryStatus), cursor: Type.Optional(Cursor), limit: Type.Optional(Limit) },
  { additionalProperties: false },
);
export type DeliveriesBody = Static<typeof DeliveriesBody>;

export const TestWebhookBody = Type.Object(
  {
    webhook_id: WebhookId,
    type: StringEnum(EVENT_TYPES, { description: "The event type of the sample sent (any type, whatever the endpoint's events filter)" }),
  },
  { additionalProperties: false },
);
export type TestWebhookBody = Static<typeof TestWebhookBody>;

export const RedeliverBody = Type.Object(
  {
    webhook_id: WebhookId,
    delivery_id: Type.Optional(Type.String({ minLength: 1, maxLength: 100, description: "One delivery, whatever its status" })),
    failed_since: Type.Optional(Type.String({ ...Timestamp, description: "Every failed delivery whose event happened at or after this time" })),
  },
  { additionalProperties: false },
);
export type RedeliverBody = Static<typeof RedeliverBody>;

const Nullable = <T extends ReturnType<typeof Type.String>>(schema: T) => Type.Union([schema, Type.Null()]);

export const WebhookView = Type.Object({
  webhook_id: Type.String(),
  account_id: Type.String(),
  url: Type.String(),
  events: Type.Union([Type.Array(EventType), Type.Null()]),
  store_ids: Type.Union([Type.Array(Type.String()), Type.Null()], { description: "The stores whose orders' events are sent; null: every store" }),
  template: Nullable(Type.String()),
  enabled: Type.Boolean(),
  disabled_reason: Nullable(Type.String()),
  disabled_at: Nullable(Type.String()),
  failing_since: Nullable(Type.String({ description: "First failed attempt since the last success; null while healthy" })),
  previous_secret_expires_at: Nullable(Type.String()),
  created_at: Type.String(),
  updated_at: Type.String(),
  created_by: StringEnum(WEBHOOK_CREATORS, { description: "Who registered the endpoint: the operator, or the account with its own token" }),
});
export type WebhookView = Static<typeof WebhookView>;
/** The operator's view names the account too (docs/operator-guide.md#names-beside-ids); an account knows its own. */
export const OperatorWebhookView = Type.Object({ ...WebhookView.properties, account_name: Type.String({ description: "The account's name now" }) });
export type OperatorWebhookView = Static<typeof OperatorWebhookView>;

export const DeletedWebhook = Type.Object({ webhook_id: Type.String(), deleted: Type.Literal(true) });

const Secret = Type.Object({ secret: Type.String({ description: "whsec_… signing secret; shown here and on rotate-secret only" }) });
export const CreatedWebhook = Type.Intersect([WebhookView, Secret]);
export const OperatorCreatedWebhook = Type.Intersect([OperatorWebhookView, Secret]);

export const RotatedSecret = Type.Object({ webhook_id: Type.String(), secret: Type.String(), previous_secret_expires_at: Nullable(Type.String()) });

export const AttemptView = Type.Object({
  attempt: Type.Integer(),
  at: Type.String(),
  latency_ms: Type.Integer(),
  http_status: Type.Union([Type.Integer(), Type.Null()]),
  error: Nullable(Type.String()),
  response_body: Nullable(Type.String({ description: "The first 1 KB of the receiver's answer" })),
});

export const DeliveryView = Type.Object({
  delivery_id: Type.String(),
  webhook_id: Type.String(),
  event_id: Type.String({ description: "Also the webhook-id header" }),
  event_type: EventType,
  order_ref: Type.String({ description: "The order the event is about (a made-up one for a test event)" }),
  test: Type.Boolean({ description: "A sample event sent by webhooks/test (its payload carries test: true)" }),
  status: DeliveryStatus,
  attempt_count: Type.Integer(),
  last_attempt_at: Nullable(Type.String()),
  next_attempt_at: Nullable(Type.String()),
  last_error: Nullable(Type.String()),
  created_at: Type.String(),
  updated_at: Type.String(),
  attempts: Type.Array(AttemptView),
});
export type DeliveryView = Static<typeof DeliveryView>;

export const RedeliverData = Type.Object({
  webhook_id: Type.String(),
  delivery_ids: Type.Array(Type.String(), { description: "Deliveries queued again, oldest first" }),
  more: Type.Boolean({ description: "true when more failed deliveries match: call again" }),
});
