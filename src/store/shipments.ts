// Shipments and the lines they carry.
import type { Db } from "./database.js";
import type { ShipmentItemRow, ShipmentRow } from "./tables.js";

export async function insertShipment(db: Db, shipment: ShipmentRow, items: ShipmentItemRow[]): Promise<void> {
  await db.insertInto("shipments").values(shipment).execute();
  if (items.length > 0) await db.insertInto("shipment_items").values(items).execute();
}

export async function shipmentsOfOrders(db: Db, orderRefs: readonly string[]): Promise<ShipmentRow[]> {
  if (orderRefs.length === 0) return [];
  return db.selectFrom("shipments").selectAll().where("order_ref", "in", [...orderRefs]).orderBy("shipped_at").orderBy("shipment_ref").execute();
}

export async function shipmentItems(db: Db, shipmentRefs: readonly string[]): Promise<ShipmentItemRow[]> {
  if (shipmentRefs.length === 0) return [];
  return db
    .selectFrom("shipment_items")
    .innerJoin("order_items", "order_items.item_ref", "shipment_items.item_ref")
    .select(["shipment_items.shipment_ref", "shipment_items.item_ref", "shipment_items.quantity"])
    .where("shipment_items.shipment_ref", "in", [...shipmentRefs])
    .orderBy("shipment_items.shipment_ref")
    .orderBy("order_items.position")
    .execute();
}

/** The account's shipments recorded after `after` (exclusive), then after the cursor's (time, ref), oldest first. */
export async function shipmentsSince(
  db: Db,
  accountId: string,
  after: string,
  cursor: { shipped_at: string; shipment_ref: string } | undefined,
  limit: number,
): Promise<ShipmentRow[]> {
  let query = db.selectFrom("shipments").selectAll().where("account_id", "=", accountId).where("shipped_at", ">", after);
  if (cursor) {
    query = query.where((eb) =>
      eb.or([
        eb("shipped_at", ">", cursor.shipped_at),
        eb.and([eb("shipped_at", "=", cursor.shipped_at), eb("shipment_ref", ">", cursor.shipment_ref)]),
      ]),
    );
  }
  return query.orderBy("shipped_at").orderBy("shipment_ref").limit(limit).execute();
}
