// The order as the production rules read it (domain/production.ts), from the rows a change or a view has loaded.
import type { OrderState } from "../domain/production.js";
import type { LineQuantities } from "../domain/quantities.js";
import type { OrderStatus } from "../domain/status.js";
import * as files from "../store/files.js";
import type { OrderFileRow } from "../store/tables.js";
import type { Change } from "./order-change.js";

export function orderState(status: OrderStatus, lines: readonly (LineQuantities & { position: number })[], orderFiles: readonly OrderFileRow[], test = false): OrderState {
  return { status, lines, files: orderFiles.map((f) => ({ item_ref: f.item_ref, area: f.area, status: f.status, reason: f.reason })), test };
}

/** The state of the order a change has locked, with its files read in the change's transaction. */
export async function stateOfChange(change: Change): Promise<OrderState> {
  return orderState(change.order.status, change.items, await files.orderFilesOfOrders(change.trx, [change.order.order_ref]), change.order.test);
}
