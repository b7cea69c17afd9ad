// Wire types of receivings (docs/caller-guide.md#sending-goods-in): what a merchant announces it sends in, and what the
// operator receives of it (docs/operator-guide.md#receiving).
import { Type, type Static } from "@sinclair/typebox";
import { MAX_BOXES, RECEIVED_CONDITIONS, RECEIVING_STATUSES } from "../domain/receiving.js";
import { Cursor, Limit, Sku, StringEnum, Text } from "./common.js";

const ReceivingRef = Type.String({ minLength: 1, maxLength: 100, description: "The receiving's reference (rcv_…)" });
const Quantity = Type.Integer({ minimum: 1, maximum: 1_000_000, description: "Units, at least 1" });

export const CreateReceivingBody = Type.Object(
  {
    external_ref: Type.Optional(Text(100, "Your reference for the shipment (a purchase order number, say): unique in your account")),
    expected_at: Type.Optional(Type.String({ maxLength: 40, description: "When you expect the goods to arrive: RFC 3339 in UTC, e.g. 2026-12-01T09:00:00Z" })),
    carrier: Type.Optional(Text(100, "Who brings the goods")),
    tracking_number: Type.Optional(Text(100, "The carrier's tracking number")),
    boxes: Type.Array(
      Type.Object(
        { lines: Type.Array(Type.Object({ sku: Sku, quantity: Quantity }, { additionalProperties: false }), { minItems: 1, maxItems: 100, description: "What the box holds: your counted products' SKUs" }) },
        { additionalProperties: false },
      ),
      { minItems: 1, maxItems: MAX_BOXES, description: `The boxes you send, numbered 1, 2, … in this order (at most ${MAX_BOXES}); each gets a label` },
    ),
  },
  { additionalProperties: false },
);
export type CreateReceivingBody = Static<typeof CreateReceivingBody>;

const Figures = {
  expected: Type.Integer({ description: "Units announced" }),
  received: Type.Integer({ description: "Good units received: on hand" }),
  damaged: Type.Integer({ description: "Units received damaged: recorded, never on hand" }),
};

export const ReceivingLineSummary = Type.Object({
  sku: Type.String(),
  ...Figures,
  difference: Type.Integer({ description: "received + damaged − expected: negative when units are missing, positive when more came than announced" }),
});

export const ReceivingView = Type.Object({
  receiving_ref: Type.String(),
  account_id: Type.String(),
  external_ref: Type.Union([Type.String(), Type.Null()]),
  status: StringEnum(RECEIVING_STATUSES),
  expected_at: Type.Union([Type.String(), Type.Null()]),
  carrier: Type.Union([Type.String(), Type.Null()]),
  tracking_number: Type.Union([Type.String(), Type.Null()]),
  boxes: Type.Array(Type.Object({ box: Type.Integer({ description: "The box's number, from 1" }), lines: Type.Array(Type.Object({ sku: Type.String(), ...Figures })) })),
  lines: Type.Array(ReceivingLineSummary, { description: "Each SKU over all boxes, by SKU" }),
  created_at: Type.String(),
  updated_at: Type.String(),
  completed_at: Type.Union([Type.String(), Type.Null()]),
  cancelled_at: Type.Union([Type.String(), Type.Null()]),
});
export type ReceivingView = Static<typeof ReceivingView>;

export const ReceivingRefBody = Type.Object({ receiving_ref: ReceivingRef }, { additionalProperties: false });
export type ReceivingRefBody = Static<typeof ReceivingRefBody>;

export const ListReceivingsBody = Type.Object(
  { status: Type.Optional(StringEnum(RECEIVING_STATUSES)), cursor: Type.Optional(Cursor), limit: Type.Optional(Limit) },
  { additionalProperties: false },
);
export type ListReceivingsBody = Static<typeof ListReceivingsBody>;

export const AdminListReceivingsBody = Type.Object(
  { account_id: Type.Optional(Type.String({ minLength: 1, maxLength: 64, description: "One account's receivings" })), ...ListReceivingsBody.properties },
  { additionalProperties: false },
);
export type AdminListReceivingsBody = Static<typeof AdminListReceivingsBody>;

export const ListReceivingsData = Type.Object({ receivings: Type.Array(ReceivingView), next_cursor: Type.Union([Type.String(), Type.Null()]) });
export type ListReceivingsData = Static<typeof ListReceivingsData>;

export const ReceiveBody = Type.Object(
  {
    receiving_ref: ReceivingRef,
    box: Type.Optional(Type.Integer({ minimum: 1, maximum: MAX_BOXES, description: "The box these units came in (its label's number); absent: spread over the boxes that announced the SKU" })),
    lines: Type.Array(
      Type.Object({ sku: Sku, quantity: Quantity, condition: StringEnum(RECEIVED_CONDITIONS) }, { additionalProperties: false }),
      { minItems: 1, maxItems: 100 },
    ),
  },
  { additionalProperties: false },
);
export type ReceiveBody = Static<typeof ReceiveBody>;
