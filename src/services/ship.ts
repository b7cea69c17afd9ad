// Operator shipments: a parcel with tracking for some or all open quantities (the order becomes partially_shipped or
// shipped), or a reshipment that sends again what already shipped and changes no quantity and no status.
import type { Actor } from "../domain/actors.js";
import { Failure, fieldError } from "../domain/errors.js";
import { isHttpUrl } from "../domain/fields.js";
import type { Money } from "../domain/money.js";
import { shippedItems } from "../domain/order-pricing.js";
import { shippingPrice } from "../domain/shipping.js";
import { sandboxRefusal, shipRefusal } from "../domain/production.js";
import { allocate, allOpen, duplicateRefs, statusAfter } from "../domain/quantities.js";
import { newRef } from "../domain/refs.js";
import { allocateReshipment, allShipped } from "../domain/shipments.js";
import type { OrderStatus } from "../domain/status.js";
import type { ShipBody, ShipmentView } from "../schemas/lifecycle.js";
import * as orders from "../store/orders.js";
import * as shipments from "../store/shipments.js";
import { billReshipment } from "./billing.js";
import type { ServiceContext } from "./context.js";
import { changeOrder, setStatus, type Change } from "./order-change.js";
import { stateOfChange } from "./order-state.js";
import { shipCounted } from "./stock-commit.js";

type Take = Map<string, number>;

/** Which quantities of which lines the parcel carries, or the refusal. */
function allocation(change: Change, body: ShipBody, reshipment: boolean): Take {
  const { items } = change;
  const sent = body.items?.map((i) => ({ item_ref: i.item_ref, take: i.quantity }));
  const result = reshipment
    ? allocateReshipment(items, sent ?? allShipped(items), (i) => `items[${i}]`)
    : allocate(items, sent ?? allOpen(items), "quantity", (i) => `items[${i}]`);
  if (!result.ok) return change.refuse(result.errors);
  return result.take;
}

export type ShipResult = { order_ref: string; shipment_ref: string; status: OrderStatus; reshipment: boolean };

export async function ship(ctx: ServiceContext, body: ShipBody, actor: Actor): Promise<ShipResult> {
  const invalid = duplicateRefs(body.items ?? [], (i) => `items[${i}].item_ref`);
  if (body.tracking_url !== undefined && !isHttpUrl(body.tracking_url)) invalid.push(fieldError("tracking_url", "invalid_url", "must be an absolute http(s) URL"));
  // A body that contradicts itself, whatever the order: 400 like the checks above.
  if (body.replaces_shipment_ref !== undefined && body.reshipment !== true) {
    invalid.push(fieldError("replaces_shipment_ref", "reshipment_required", "only a reshipment (reshipment: true) replaces a lost or damaged shipment"));
  }
  if (body.billable === true && body.reshipment !== true) {
    invalid.push(fieldError("billable", "reshipment_required", "only a reshipment (reshipment: true) is charged on its own: a first shipment is paid for by the order's charge"));
  }
  if (invalid.length > 0) throw Failure.invalid(invalid);
  return changeOrder(ctx, body.order_ref, { actor, expectedSequence: body.expected_sequence }, SHIPMENT_REFUSED, (change) => shipInChange(change, body));
}

/** What orders/ship does to the order a change holds: a test order is the sandbox's, any other gets the parcel. */
export async function shipInChange(change: Change, body: ShipBody): Promise<ShipResult> {
  const sandbox = sandboxRefusal(await stateOfChange(change), "ship");
  if (sandbox.length > 0) change.refuse(sandbox);
  return recordShipment(change, body);
}

/**
 * The shipment a reshipment replaces, when the body names one: it must be a shipment of the same order (another
 * order's shipment is refused the same way as an unknown one, so a ref says nothing about other orders).
 */
async function replacedShipment(change: Change, ref: string | undefined): Promise<string | undefined> {
  if (ref === undefined) return undefined;
  const lost = await shipments.findShipment(change.trx, ref);
  if (!lost || lost.order_ref !== change.order.order_ref) {
    change.refuse([fieldError("replaces_shipment_ref", "shipment_not_found", `"${ref}" is not a shipment of this order`)]);
  }
  return ref;
}

/** What a billable reshipment costs: the order's shipping price at its method snapshot, for the parcel's items. */
function reshipmentShipping(order: Change["order"], lines: readonly { quantity: number }[]): Money {
  const { costs, shipping_method: method } = order;
  return shippingPrice(method!.price!, shippedItems(lines.map((line) => line.quantity)), costs!.currency);
}

/** The envelope message of a refused shipment. */
export const SHIPMENT_REFUSED = "The shipment was not recorded";

/** Records the parcel on the order a change holds, with its event and the order's new status; refuses what the rules refuse. */
export async function recordShipment(change: Change, body: ShipBody): Promise<ShipResult> {
  const reshipment = body.reshipment === true;
  const { order, items } = change;
  const refusal = shipRefusal(await stateOfChange(change), reshipment);
  if (refusal.length > 0) change.refuse(refusal);
  const take = allocation(change, body, reshipment);
  const replaces = reshipment ? await replacedShipment(change, body.replaces_shipment_ref) : undefined;
  const billable = reshipment && body.billable === true;
  if (billable && (order.costs === null || order.shipping_method?.price == null)) {
    change.refuse([fieldError("billable", "order_not_priced", "the order has no costs (its account was not priced when it was made): there is no shipping price to charge")]);
  }

  const shipmentRef = newRef("shp");
  // In the order's line order, as tracking shows them.
  const lines = items.filter((l) => take.has(l.item_ref)).map((l) => ({ item_ref: l.item_ref, quantity: take.get(l.item_ref)! }));
  if (!reshipment) {
    const short = await shipCounted(change.trx, items, take, { orderRef: order.order_ref, actor: change.actor, at: change.nowIso });
    if (short.length > 0) {
      change.refuse(
        short.map((line) => {
          const index = body.items?.findIndex((i) => i.item_ref === line.item_ref) ?? -1;
          return fieldError(index >= 0 ? `items[${index}]` : "items", "stock_not_available", `${line.item_ref} (${line.sku}) has ${line.allocated_quantity ?? 0} units allocated: stock has not arrived for the rest`);
        }),
      );
    }
    for (const line of lines) {
      if (!(await orders.addToLine(change.trx, line.item_ref, "shipped_quantity", line.quantity))) {
        throw new Error(`line ${line.item_ref} changed inside a write transaction`);
      }
    }
  }
  const shipment: ShipmentView = {
    shipment_ref: shipmentRef,
    carrier: body.carrier,
    tracking_number: body.tracking_number,
    tracking_url: body.tracking_url ?? null,
    shipped_at: change.nowIso,
    reshipment,
    status: "shipped",
    events: [],
    updated_at: change.nowIso,
    items: lines,
    ...(replaces ? { replaces_shipment_ref: replaces } : {}),
  };
  const { items: _lines, ...shipmentRow } = shipment;
  await shipments.insertShipment(
    change.trx,
    { ...shipmentRow, reshipment, replaces_shipment_ref: replaces ?? null, order_ref: order.order_ref, account_id: order.account_id },
    lines.map((l) => ({ shipment_ref: shipmentRef, ...l })),
  );
  if (billable) await billReshipment(change, shipmentRef, reshipmentShipping(order, lines));
  const after = items.map((line) => ({ ...line, shipped_quantity: line.shipped_quantity + (reshipment ? 0 : (take.get(line.item_ref) ?? 0)) }));
  const status = statusAfter(order.status, after);
  await orders.updateOrder(change.trx, order.order_ref, { updated_at: change.nowIso });
  await change.record("shipment.created", status, { shipment });
  await setStatus(change, status, null);
  return { order_ref: order.order_ref, shipment_ref: shipmentRef, status, reshipment };
}
