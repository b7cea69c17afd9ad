// The wire shapes the console reads, taken from the service's own schemas (type-only: nothing of the server is bundled).
import type { Static } from "@sinclair/typebox";
import type { AccountView, CreatedToken as CreatedTokenSchema } from "../../src/schemas/accounts.js";
import type { OperatorActivitySchema, OperatorEventSchema, OperatorView as OperatorViewSchema, CreatedOperatorToken as CreatedOperatorTokenSchema } from "../../src/schemas/operators.js";
import type { AdminOrderView } from "../../src/schemas/lifecycle.js";
import type { ShippingMethodView } from "../../src/schemas/money.js";
import type { TokenView, OrderCountsData } from "../../src/schemas/operator-reads.js";
import type { BlankView } from "../../src/schemas/products.js";
import type { DeliveryView, OperatorWebhookView } from "../../src/schemas/webhooks.js";

export type Order = AdminOrderView;
export type OrderLine = Order["items"][number];
export type Shipment = Order["shipments"][number];
export type Account = AccountView;
export type Token = Static<typeof TokenView>;
export type CreatedToken = Static<typeof CreatedTokenSchema>;
export type Blank = Static<typeof BlankView>;
export type Webhook = OperatorWebhookView;
export type Delivery = DeliveryView;
/** An event as the operator reads it: the payload, who made the change (actor) and one readable line (summary). */
export type OrderEvent = Static<typeof OperatorEventSchema>;
/** What an operator did that is no event (a files retry): placed after the event of its after_sequence. */
export type OrderActivity = Static<typeof OperatorActivitySchema>;
export type Operator = Static<typeof OperatorViewSchema>;
export type CreatedOperatorToken = Static<typeof CreatedOperatorTokenSchema>;
export type Counts = OrderCountsData;
export type OrderStatus = Order["status"];
export type ShippingMethod = ShippingMethodView;

// Pure domain lists, bundled as they are: the console offers exactly what the service accepts.
export { ORDER_STATUSES } from "../../src/domain/status.js";
export { SHIPMENT_UPDATES } from "../../src/domain/shipments.js";
export { EVENT_TYPES, DELIVERY_STATUSES } from "../../src/domain/events.js";
export { SCOPES } from "../../src/domain/scopes.js";
