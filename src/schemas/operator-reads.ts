// Wire schemas of the operator's reads behind the console: counts by status, an order's events and deliveries, an account's tokens.
import { Type, type Static } from "@sinclair/typebox";
import { ORDER_STATUSES } from "../domain/status.js";
import { Cursor, Limit } from "./common.js";
import { DeliveryView } from "./webhooks.js";
import { AccountTokenView } from "./accounts.js";
import { OrderEventsData } from "./events.js";
import { OperatorActivitySchema, OperatorEventSchema } from "./operators.js";

/** The statuses in which an order waits for the operator (shipped and cancelled are done). */
export const WAITING_STATUSES = ["received", "on_hold", "in_production", "partially_shipped"] as const;

const Ref = (description: string) => Type.String({ minLength: 1, maxLength: 100, description });
const NextCursor = Type.Union([Type.String(), Type.Null()]);

export const OrderCountsBody = Type.Object(
  {
    account_id: Type.Optional(Ref("Only this account's orders")),
    include_test: Type.Optional(Type.Boolean({ description: "true counts test accounts' orders too (left out otherwise, as orders/list does)" })),
    include_drafts: Type.Optional(Type.Boolean({ description: "true counts draft orders too (counts.draft, and in total); left out otherwise (counts.draft 0), as orders/list does" })),
  },
  { additionalProperties: false },
);
export type OrderCountsBody = Static<typeof OrderCountsBody>;

export const OrderCountsData = Type.Object({
  counts: Type.Object(Object.fromEntries(ORDER_STATUSES.map((s) => [s, Type.Integer({ minimum: 0 })])) as Record<(typeof ORDER_STATUSES)[number], ReturnType<typeof Type.Integer>>, {
    description: "Orders in each status (0 when none)",
  }),
  total: Type.Integer({ minimum: 0 }),
  late: Type.Integer({ minimum: 0, description: "Orders whose ship_by has passed (before today, UTC) and that are not shipped or cancelled; counted within the statuses above" }),
  ready_to_produce: Type.Integer({ minimum: 0, description: "Received orders whose print files are all ready and whose edit window has passed: what can go to production now (orders/list queue: ready_to_produce)" }),
  files_stuck: Type.Integer({
    minimum: 0,
    description: "Orders not shipped or cancelled with a print file that failed or has been pending over 15 minutes (queue: files_stuck)",
  }),
  forced_unready: Type.Integer({ minimum: 0, description: "Orders in production whose print files are not all ready (sent with force) (queue: forced_unready)" }),
  shipment_exceptions: Type.Integer({ minimum: 0, description: "Orders whose latest shipment's status is exception or returned (queue: shipment_exceptions)" }),
  backordered: Type.Integer({ minimum: 0, description: "Orders not shipped or cancelled with a counted line waiting for stock (queue: backordered)" }),
  oldest_waiting_minutes: Type.Object(
    Object.fromEntries(WAITING_STATUSES.map((s) => [s, Type.Union([Type.Integer({ minimum: 0 }), Type.Null()])])) as Record<
      (typeof WAITING_STATUSES)[number],
      ReturnType<typeof Type.Union<[ReturnType<typeof Type.Integer>, ReturnType<typeof Type.Null>]>>
    >,
    { description: "Per status an order waits in: whole minutes since the oldest order now in it was received; null when none is" },
  ),
});
export type OrderCountsData = Static<typeof OrderCountsData>;

export const AdminOrderEventsBody = Type.Object(
  {
    order_ref: Ref("The service's order reference"),
    after_sequence: Type.Optional(Type.Integer({ minimum: 0, description: "Only events after this sequence (default 0: from the first)" })),
    limit: Type.Optional(Type.Integer({ minimum: 1, maximum: 500, description: "At most this many events, 1–500 (default 100)" })),
  },
  { additionalProperties: false },
);
export type AdminOrderEventsBody = Static<typeof AdminOrderEventsBody>;

export const OperatorOrderEventsData = Type.Object({
  ...OrderEventsData.properties,
  events: Type.Array(OperatorEventSchema, { description: "Oldest first" }),
  activity: Type.Array(OperatorActivitySchema, {
    description:
      "What operators did that is no event (a files retry), placed among these events by after_sequence: the activity after the asked after_sequence up to the last event listed (to the end when more is false), oldest first",
  }),
});

export const OrderDeliveriesBody = Type.Object(
  { order_ref: Ref("The service's order reference"), cursor: Type.Optional(Cursor), limit: Type.Optional(Limit) },
  { additionalProperties: false },
);
export type OrderDeliveriesBody = Static<typeof OrderDeliveriesBody>;
export const OrderDeliveriesData = Type.Object({ deliveries: Type.Array(DeliveryView), next_cursor: NextCursor });

export const ListTokensBody = Type.Object(
  { account_id: Ref("The account whose tokens to list"), cursor: Type.Optional(Cursor), limit: Type.Optional(Limit) },
  { additionalProperties: false },
);
export type ListTokensBody = Static<typeof ListTokensBody>;

export const TokenView = Type.Object({
  ...AccountTokenView.properties,
  revoked_at: Type.Union([Type.String(), Type.Null()], { description: "null while the token works" }),
  last_used_at: Type.Union([Type.String(), Type.Null()], { description: "The token's last request, to the minute; null: never used" }),
  created_by_token_id: Type.Union([Type.String(), Type.Null()], { description: "The account's token that made this one (the account's own tokens/create); null: an operator made it" }),
});
export const ListTokensData = Type.Object({ tokens: Type.Array(TokenView, { description: "Oldest first; never the token itself" }), next_cursor: NextCursor });
