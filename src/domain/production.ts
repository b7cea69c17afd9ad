// What may happen to an order now: the print-files gate and every caller and operator action, from one set of rules
// that both the order views (allowed_actions) and the operations themselves use, so the two can never disagree.
import { fieldError, type FieldError } from "./errors.js";
import type { FileStatus } from "./print-files.js";
import { remaining, type LineQuantities } from "./quantities.js";
import { CALLER_CHANGEABLE, canTransition, ORDER_STATUSES, SHIPPABLE, type OrderStatus } from "./status.js";

/** One print area's file of one line, as far as the gate cares. */
export interface AreaFileState {
  item_ref: string;
  area: string;
  status: FileStatus;
  reason: string | null;
}

/** What the rules read of an order: its status, its lines' quantities, and its lines' files. */
export interface OrderState {
  status: OrderStatus;
  /** Each line's quantities; `backordered_quantity`: units of a counted line still waiting for stock (null: not counted). */
  lines: readonly (LineQuantities & { position: number; backordered_quantity?: number | null })[];
  files: readonly AreaFileState[];
  /** An order of a test account: the sandbox releases and ships it, a person never does. */
  test?: boolean;
}

export type CallerAction = "update_shipping" | "cancel_items";

/** Statuses from which an order may be shipped again (a reshipment). */
export const RESHIPPABLE: ReadonlySet<OrderStatus> = new Set(["partially_shipped", "shipped"]);

/** One error per print file that is not ready, naming the line and the area (`items[1].print_files.front`). */
export function filesNotReady(state: OrderState): FieldError[] {
  const positions = new Map(state.lines.map((l) => [l.item_ref, l.position]));
  return state.files
    .filter((f) => f.status !== "ready")
    .map((f) => ({ file: f, position: positions.get(f.item_ref) ?? -1 }))
    .sort((a, b) => a.position - b.position || a.file.area.localeCompare(b.file.area))
    .map(({ file, position }) =>
      fieldError(
        `items[${position}].print_files.${file.area}`,
        "files_not_ready",
        file.status === "pending" ? "the print file is still being fetched or rendered" : `the print file failed: ${file.reason ?? "no reason recorded"}`,
      ),
    );
}

/** One error per counted line still waiting for stock (`items[1]`): production waits for its units. */
export function stockNotAvailable(state: OrderState): FieldError[] {
  return [...state.lines]
    .filter((line) => (line.backordered_quantity ?? 0) > 0 && remaining(line) > 0)
    .sort((a, b) => a.position - b.position)
    .map((line) => fieldError(`items[${line.position}]`, "stock_not_available", `${line.backordered_quantity} units of the line are not in stock yet: they are allocated as they arrive`));
}

/** What the production gate refuses (files not ready, stock not there), which `force` with a reason overrides. */
export function productionGate(state: OrderState): FieldError[] {
  return [...filesNotReady(state), ...stockNotAvailable(state)];
}

const CHANGE_REFUSED: Record<CallerAction, (status: OrderStatus) => string> = {
  update_shipping: (status) => `the shipping address cannot change once the order is ${status}`,
  cancel_items: (status) => `items cannot be cancelled once the order is ${status}`,
};

/** Why the caller may not update shipping or cancel items now; empty when it may. */
export function callerChangeRefusal(state: OrderState, action: CallerAction): FieldError[] {
  if (CALLER_CHANGEABLE.has(state.status)) return [];
  return [fieldError("order_ref", "status_forbids_change", CHANGE_REFUSED[action](state.status))];
}

/**
 * Why the operator may not move the order to `to` now; empty when it may. The status table comes first; going
 * into production also needs every print file ready and every counted line's units allocated, unless `force`
 * overrides the gate (never the table).
 */
export function transitionRefusal(state: OrderState, to: OrderStatus, force: boolean): FieldError[] {
  if (!canTransition(state.status, to, "operator")) {
    return [fieldError("status", "invalid_transition", `an order cannot go from ${state.status} to ${to} by operator request`)];
  }
  if (to === "in_production" && !force) return productionGate(state);
  return [];
}

/**
 * Why an operator may not take a test order to production or ship it (`to` a status, or "ship"): the sandbox does
 * both by itself; empty for live orders and for every other change (hold, release the hold, cancel).
 */
export function sandboxRefusal(state: OrderState, to: OrderStatus | "ship"): FieldError[] {
  if (state.test !== true || (to !== "in_production" && to !== "ship")) return [];
  const what = to === "ship" ? "shipped" : "moved to in_production";
  return [fieldError("order_ref", "sandbox_order", `the order belongs to a test account: the sandbox ships it by itself, and it cannot be ${what} by an operator`)];
}

/** Why a shipment (or, with `reshipment`, a reshipment) cannot be recorded now; empty when it can. */
export function shipRefusal(state: OrderState, reshipment: boolean): FieldError[] {
  if (reshipment) {
    if (RESHIPPABLE.has(state.status) && state.lines.some((l) => l.shipped_quantity > 0)) return [];
    return [fieldError("order_ref", "status_forbids_change", `an order that is ${state.status} has nothing shipped to send again`)];
  }
  if (SHIPPABLE.has(state.status) && state.lines.some((l) => remaining(l) > 0)) return [];
  return [fieldError("order_ref", "status_forbids_change", `an order that is ${state.status} cannot be shipped; move it to in_production first`)];
}

export interface CallerActions {
  update_shipping: boolean;
  cancel_items: boolean;
}

export interface OperatorActions extends CallerActions {
  /** Statuses an operator transition reaches now without force. */
  transitions: OrderStatus[];
  ship: boolean;
  reship: boolean;
}

/** Everything that may happen to the order now, answered by the same checks the operations run. */
export function allowedActions(state: OrderState): OperatorActions {
  return {
    update_shipping: callerChangeRefusal(state, "update_shipping").length === 0,
    cancel_items: callerChangeRefusal(state, "cancel_items").length === 0,
    transitions: ORDER_STATUSES.filter((to) => sandboxRefusal(state, to).length === 0 && transitionRefusal(state, to, false).length === 0),
    ship: sandboxRefusal(state, "ship").length === 0 && shipRefusal(state, false).length === 0,
    reship: sandboxRefusal(state, "ship").length === 0 && shipRefusal(state, true).length === 0,
  };
}

/** The caller's part of allowed_actions. */
export function callerActions(actions: OperatorActions): CallerActions {
  return { update_shipping: actions.update_shipping, cancel_items: actions.cancel_items };
}
