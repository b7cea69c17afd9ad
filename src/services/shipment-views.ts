// Shipments as tracking, order views and events show them.
import type { ShipmentView } from "../schemas/shipments.js";
import type { Db } from "../store/database.js";
import * as shipments from "../store/shipments.js";
import type { ShipmentItemRow, ShipmentRow } from "../store/tables.js";

export function shipmentView(row: Omit<ShipmentRow, "order_ref" | "account_id">, items: readonly Pick<ShipmentItemRow, "item_ref" | "quantity">[]): ShipmentView {
  return {
    shipment_ref: row.shipment_ref,
    carrier: row.carrier,
    tracking_number: row.tracking_number,
    tracking_url: row.tracking_url,
    shipped_at: row.shipped_at,
    reshipment: row.reshipment,
    status: row.status,
    events: row.events,
    updated_at: row.updated_at,
    items: items.map((l) => ({ item_ref: l.item_ref, quantity: l.quantity })),
    ...(row.replaces_shipment_ref ? { replaces_shipment_ref: row.replaces_shipment_ref } : {}),
  };
}

/** Views of `rows` with their lines (in the order's line order), in one more query. */
export async function shipmentViews(db: Db, rows: readonly ShipmentRow[]): Promise<ShipmentView[]> {
  const lines = await shipments.shipmentItems(db, rows.map((r) => r.shipment_ref));
  return rows.map((row) => shipmentView(row, lines.filter((l) => l.shipment_ref === row.shipment_ref)));
}
