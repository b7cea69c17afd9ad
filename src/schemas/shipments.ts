// Wire schemas of shipments as tracking, order views and events show them, and of the operator's progress updates.
import { Type, type Static } from "@sinclair/typebox";
import { SHIPMENT_STATUSES, SHIPMENT_UPDATES } from "../domain/shipments.js";
import { StringEnum, Timestamp } from "./common.js";

const Nullable = <T extends Parameters<typeof Type.Union>[0][number]>(schema: T) => Type.Union([schema, Type.Null()]);

export const ShipmentStatus = StringEnum(SHIPMENT_STATUSES);
export const ShipmentUpdateStatus = StringEnum(SHIPMENT_UPDATES);

export const ShipmentEventView = Type.Object({
  status: ShipmentUpdateStatus,
  occurred_at: Type.String({ description: "When it happened, as the operator reported it (the time it was recorded when none was sent)" }),
  note: Nullable(Type.String()),
});

export const ShipmentView = Type.Object({
  shipment_ref: Type.String(),
  carrier: Type.String(),
  tracking_number: Type.String(),
  tracking_url: Nullable(Type.String()),
  shipped_at: Type.String(),
  reshipment: Type.Boolean({ description: "true: a parcel sent again (lost or damaged); its quantities are not counted as shipped again" }),
  status: ShipmentStatus,
  events: Type.Array(ShipmentEventView, { description: "Progress updates in the order they were recorded" }),
  updated_at: Type.String({ description: "When the shipment was recorded or last changed (a progress update); tracking's updated_after compares with it" }),
  items: Type.Array(Type.Object({ item_ref: Type.String(), quantity: Type.Integer() })),
  replaces_shipment_ref: Type.Optional(
    Type.String({ description: "A reshipment's lost or damaged shipment of the same order, when the supplier named it; absent otherwise" }),
  ),
});
export type ShipmentView = Static<typeof ShipmentView>;

export const UpdateShipmentBody = Type.Object(
  {
    shipment_ref: Type.String({ minLength: 1, maxLength: 100 }),
    status: ShipmentUpdateStatus,
    occurred_at: Type.Optional(Type.String({ ...Timestamp, description: "When it happened (RFC 3339, UTC); default: now" })),
    note: Type.Optional(Type.String({ minLength: 1, maxLength: 500 })),
  },
  { additionalProperties: false },
);
export type UpdateShipmentBody = Static<typeof UpdateShipmentBody>;

export const UpdateShipmentData = Type.Object({ order_ref: Type.String(), shipment: ShipmentView });
