// Wire schemas of the sandbox's controls (docs/caller-guide.md#moving-an-order-yourself--post-v1sandboxadvance): POST /v1/sandbox/advance.
import { Type, type Static } from "@sinclair/typebox";
import { SANDBOX_TARGETS } from "../domain/sandbox.js";
import { StringEnum } from "./common.js";

export const SandboxAdvanceBody = Type.Object(
  {
    order_ref: Type.String({ minLength: 1, maxLength: 100, description: "A test order of the token's account" }),
    to: StringEnum(SANDBOX_TARGETS, {
      description:
        "Where the order goes now, through the states between with their events: in_production or on_hold (order statuses); " +
        "shipped (a SANDBOX shipment of everything open); in_transit, delivered, returned, exception (the order's shipments' progress, shipping the order first)",
    }),
  },
  { additionalProperties: false },
);
export type SandboxAdvanceBody = Static<typeof SandboxAdvanceBody>;
