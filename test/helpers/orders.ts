// Shortcuts for lifecycle tests: create an order and walk it through operator statuses.
import { expect } from "vitest";
import { standardOrder } from "./fixtures.js";
import { ADMIN_TOKEN } from "./admin-token.js";
import type { TestServer } from "./server.js";

export interface CreatedOrder {
  orderRef: string;
  externalRef: string;
  /** item_ref of each line, in request order. */
  items: string[];
}

/** A standard order: line 0 is MY-TEE × `teeQuantity`, line 1 is MY-BOOK × 1. */
export async function createOrder(server: TestServer, token: string, teeQuantity = 5): Promise<CreatedOrder> {
  const body = standardOrder({ items: [{ sku: "MY-TEE", quantity: teeQuantity }, { sku: "MY-BOOK", quantity: 1 }] });
  const res = await server.post("/v1/orders/create", body, token);
  expect(res.status).toBe(200);
  return { orderRef: res.body.data.order_ref, externalRef: body.external_ref, items: res.body.data.items.map((i: { item_ref: string }) => i.item_ref) };
}

/** No worker fetches the test orders' print files: going into production overrides the files gate, saying so. */
export const FORCED = { force: true, reason: "files not fetched in tests" } as const;

/** Moves the order through operator steps: "on_hold", "in_production", "ship-part" (1 of line 0), "ship", "cancelled". */
export async function walk(server: TestServer, order: CreatedOrder, steps: string[]): Promise<void> {
  for (const step of steps) {
    const res =
      step === "ship"
        ? await server.post("/v1/admin/orders/ship", { order_ref: order.orderRef, carrier: "UPS", tracking_number: `1Z${step}` }, ADMIN_TOKEN)
        : step === "ship-part"
          ? await server.post("/v1/admin/orders/ship", { order_ref: order.orderRef, carrier: "UPS", tracking_number: "1Zpart", items: [{ item_ref: order.items[0], quantity: 1 }] }, ADMIN_TOKEN)
          : await server.post("/v1/admin/orders/transition", { order_ref: order.orderRef, status: step, ...(step === "in_production" ? FORCED : {}) }, ADMIN_TOKEN);
    expect(res.body, `step ${step}`).toMatchObject({ status: "success" });
  }
}

/** The statuses a caller can no longer change, with the operator steps that reach each. */
export const LOCKED: [string, string[]][] = [
  ["in_production", ["in_production"]],
  ["partially_shipped", ["in_production", "ship-part"]],
  ["shipped", ["in_production", "ship"]],
  ["cancelled", ["cancelled"]],
];
