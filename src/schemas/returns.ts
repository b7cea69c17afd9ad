// Wire types of returns (docs/operator-guide.md#returns): the operator's receipt of returned units, and a return as order views and events show it.
import { Type, type Static } from "@sinclair/typebox";
import { RETURN_DISPOSITIONS } from "../domain/returns.js";
import { StringEnum } from "./common.js";

const Disposition = StringEnum(RETURN_DISPOSITIONS, { description: "restock: the units go back on hand (a fulfillment product's that is counted); dispose: recorded, no stock change" });

export const ReturnLineView = Type.Object({
  item_ref: Type.String(),
  quantity: Type.Integer({ description: "Units of the line that came back in this return" }),
  disposition: Disposition,
});

export const ReturnView = Type.Object({
  return_ref: Type.String(),
  received_at: Type.String({ description: "When the operator recorded the return" }),
  note: Type.Union([Type.String(), Type.Null()]),
  lines: Type.Array(ReturnLineView),
});
export type ReturnView = Static<typeof ReturnView>;

export const ReceiveReturnBody = Type.Object(
  {
    order_ref: Type.String({ minLength: 1, maxLength: 100, description: "The service's order reference" }),
    lines: Type.Array(
      Type.Object(
        {
          item_ref: Type.String({ minLength: 1, maxLength: 100, description: "A line of the order" }),
          quantity: Type.Integer({ minimum: 1, maximum: 1000, description: "Units back: at most the line's shipped quantity less what came back before" }),
          disposition: Disposition,
        },
        { additionalProperties: false },
      ),
      { minItems: 1, maxItems: 100 },
    ),
    note: Type.Optional(Type.String({ minLength: 1, maxLength: 500 })),
  },
  { additionalProperties: false },
);
export type ReceiveReturnBody = Static<typeof ReceiveReturnBody>;

export const ReceiveReturnData = Type.Object({ order_ref: Type.String(), ...ReturnView.properties });
export type ReceiveReturnData = Static<typeof ReceiveReturnData>;
