// Wire schemas of an order's event history (POST /v1/orders/events) and of the event payload itself.
import { Type, type Static } from "@sinclair/typebox";
import { EVENT_TYPES } from "../domain/events.js";
import { ACCOUNT_MODES } from "../domain/sandbox.js";
import { StringEnum, Timestamp } from "./common.js";

export const EventPayloadSchema = Type.Object(
  {
    id: Type.String({ description: "The event's id; the same in webhook-id when it is delivered" }),
    type: StringEnum(EVENT_TYPES),
    sequence: Type.Integer({ minimum: 1, description: "1, 2, 3 … per order, without gaps, in the order the events happened" }),
    mode: StringEnum(ACCOUNT_MODES, { description: "The account's mode: test for a sandbox account's order (never produced), live otherwise" }),
    occurred_at: Timestamp,
    created_at: Timestamp,
    data: Type.Record(Type.String(), Type.Unknown(), { description: "order_ref, external_ref, status, and the event's own fields" }),
  },
  { description: "An event as webhooks deliver it before any endpoint template" },
);

export const OrderEventsBody = Type.Object(
  {
    order_ref: Type.Optional(Type.String({ minLength: 1, maxLength: 100 })),
    external_ref: Type.Optional(Type.String({ minLength: 1, maxLength: 100 })),
    after_sequence: Type.Optional(Type.Integer({ minimum: 0, description: "Only events after this sequence (default 0: from the first)" })),
    limit: Type.Optional(Type.Integer({ minimum: 1, maximum: 500, description: "At most this many events, 1–500 (default 100)" })),
  },
  { additionalProperties: false, description: "Exactly one of order_ref and external_ref" },
);
export type OrderEventsBody = Static<typeof OrderEventsBody>;

export const OrderEventsData = Type.Object({
  order_ref: Type.String(),
  external_ref: Type.String(),
  sequence: Type.Integer({ description: "The sequence of the order's latest event (0: none yet)" }),
  events: Type.Array(EventPayloadSchema, { description: "Oldest first" }),
  more: Type.Boolean({ description: "More events follow: ask again with after_sequence set to the last one's sequence" }),
});
export type OrderEventsData = Static<typeof OrderEventsData>;
