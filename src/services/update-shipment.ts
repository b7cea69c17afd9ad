// Shipment progress: the operator records in_transit, delivered, returned or exception; each update is kept as an
// event of the shipment and written as shipment.status_changed, in the transaction of the shipment's order.
import type { Actor } from "../domain/actors.js";
import { Failure } from "../domain/errors.js";
import { parseUtcTimestamp } from "../domain/fields.js";
import { statusAfterUpdate, type ShipmentEvent } from "../domain/shipments.js";
import type { ShipmentView, UpdateShipmentBody } from "../schemas/shipments.js";
import * as orders from "../store/orders.js";
import * as shipments from "../store/shipments.js";
import type { ShipmentRow } from "../store/tables.js";
import type { ServiceContext } from "./context.js";
import { changeOrder, type Change } from "./order-change.js";
import { shipmentView } from "./shipment-views.js";

function notFound(): Failure {
  return Failure.of("shipment_not_found", "no shipment with that reference", "shipment_ref");
}

export async function updateShipment(ctx: ServiceContext, body: UpdateShipmentBody, actor: Actor): Promise<{ order_ref: string; shipment: ShipmentView }> {
  const occurredAt = body.occurred_at === undefined ? undefined : parseUtcTimestamp(body.occurred_at);
  if (body.occurred_at !== undefined && occurredAt === undefined) throw Failure.of("invalid_timestamp", "must be an RFC 3339 date-time in UTC", "occurred_at");
  const owner = await shipments.findShipment(ctx.db, body.shipment_ref);
  if (!owner) throw notFound();
  // Under the order's lock, so two updates of one shipment (or of its order) never overwrite each other's events.
  return changeOrder(ctx, owner.order_ref, { actor }, "The shipment was not updated", async (change) => {
    const row = await shipments.findShipment(change.trx, body.shipment_ref);
    if (!row) throw notFound();
    const event: ShipmentEvent = { status: body.status, occurred_at: occurredAt ?? change.nowIso, note: body.note ?? null };
    return { order_ref: row.order_ref, shipment: await recordShipmentProgress(change, row, event) };
  });
}

/**
 * Records one progress update of a shipment of the order `change` holds: the shipment's events and status, the
 * order's updated_at, and shipment.status_changed. The operator's shipments/update and the sandbox's advance both
 * come here.
 */
export async function recordShipmentProgress(change: Change, row: ShipmentRow, event: ShipmentEvent): Promise<ShipmentView> {
  const events = [...row.events, event];
  const status = statusAfterUpdate(events);
  await shipments.updateShipmentProgress(change.trx, row.shipment_ref, status, events, change.nowIso);
  const shipment = shipmentView({ ...row, status, events, updated_at: change.nowIso }, await shipments.shipmentItems(change.trx, [row.shipment_ref]));
  await orders.updateOrder(change.trx, row.order_ref, { updated_at: change.nowIso });
  // A returned parcel does not reopen the order: the order's status is left as it is.
  // The event happened when the carrier says it did: occurred_at carries that time, created_at when it was recorded.
  await change.record("shipment.status_changed", change.order.status, { shipment }, event.occurred_at);
  return shipment;
}
