// The order status machine of docs/order-lifecycle.md#statuses: one table of allowed transitions, and which statuses allow callers' changes.

/**
 * Every status an order can have, in the order the lifecycle usually runs. `draft` only ever appears for orders created
 * as drafts (docs/caller-guide.md#drafts): never produced, left by confirm (to received) or a cancellation.
 */
export const ORDER_STATUSES = ["draft", "received", "on_hold", "in_production", "partially_shipped", "shipped", "cancelled"] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

/** Who may move an order from one status to another. */
export type Actor = "operator" | "shipment" | "cancellation" | "confirmation";

export const TRANSITIONS: Readonly<Record<OrderStatus, Partial<Record<OrderStatus, readonly Actor[]>>>> = {
  // No operator transition moves a draft: its caller confirms it, or cancels it (cancel-items, or its expiry).
  draft: { received: ["confirmation"], cancelled: ["cancellation"] },
  received: { on_hold: ["operator"], in_production: ["operator"], cancelled: ["operator", "cancellation"] },
  on_hold: { received: ["operator"], in_production: ["operator"], cancelled: ["operator", "cancellation"] },
  in_production: { partially_shipped: ["shipment"], shipped: ["shipment"] },
  partially_shipped: { shipped: ["shipment"] },
  shipped: {},
  cancelled: {},
};

export function canTransition(from: OrderStatus, to: OrderStatus, actor: Actor): boolean {
  return TRANSITIONS[from][to]?.includes(actor) ?? false;
}

/** Statuses in which the caller may update the shipping address or cancel items. */
export const CALLER_CHANGEABLE: ReadonlySet<OrderStatus> = new Set(["draft", "received", "on_hold"]);

/** Statuses in which the operator may record a shipment. */
export const SHIPPABLE: ReadonlySet<OrderStatus> = new Set(["in_production", "partially_shipped"]);
