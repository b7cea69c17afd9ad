// Shipments and the lines they carry, with their progress events as values.
import type { Selectable } from "kysely";
import type { ShipmentEvent } from "../domain/shipments.js";
import { trackingWord } from "../domain/search-words.js";
import { insertSearchWords } from "./order-search.js";
import { writerOf } from "./writer.js";
import type { Db } from "./database.js";
import { fromJson, toJson } from "./json.js";
import { PreparedQuery } from "./prepared.js";
import type { OrderRow, ShipmentItemRow, ShipmentRow, ShipmentsTable } from "./tables.js";

function shipmentOf(row: Selectable<ShipmentsTable>): ShipmentRow {
  return { ...row, events: fromJson(row.events) };
}

export async function insertShipment(db: Db, shipment: ShipmentRow, items: ShipmentItemRow[]): Promise<void> {
  await db
    .insertInto("shipments")
    .values({ ...shipment, events: toJson(shipment.events) })
    .execute();
  if (items.length > 0) await db.insertInto("shipment_items").values(items).execute();
  // The order is found by its tracking numbers too (orders/list q); a reshipment may repeat one.
  const word = trackingWord(shipment.tracking_number);
  if (word !== "") await insertSearchWords(writerOf(db), shipment.order_ref, [word], true);
}

export async function findShipment(db: Db, shipmentRef: string): Promise<ShipmentRow | undefined> {
  const row = await db.selectFrom("shipments").selectAll().where("shipment_ref", "=", shipmentRef).executeTakeFirst();
  return row && shipmentOf(row);
}

/** Records a shipment's progress: its new status and all its events. */
export async function updateShipmentProgress(db: Db, shipmentRef: string, status: ShipmentRow["status"], events: ShipmentEvent[], nowIso: string): Promise<void> {
  await db.updateTable("shipments").set({ status, events: toJson(events), updated_at: nowIso }).where("shipment_ref", "=", shipmentRef).execute();
}

/** The shipments of these orders, oldest first per order. */
export async function shipmentsOfOrders(db: Db, orderRefs: readonly string[]): Promise<ShipmentRow[]> {
  if (orderRefs.length === 0) return [];
  const rows = await db.selectFrom("shipments").selectAll().where("order_ref", "in", [...orderRefs]).orderBy("shipped_at").orderBy("shipment_ref").execute();
  return rows.map(shipmentOf);
}

/** One row per shipment line of the order (shipment columns null when it has none); no rows: no such order. */
export interface OrderTrackingRow {
  order_ref: string;
  external_ref: string;
  status: OrderRow["status"];
  /** The order's store: whether a store token reaches it (domain/stores.ts reachesOrder). */
  store_id: string | null;
  shipment_ref: string | null;
  carrier: string | null;
  tracking_number: string | null;
  tracking_url: string | null;
  shipped_at: string | null;
  updated_at: string | null;
  reshipment: boolean | null;
  shipment_status: ShipmentRow["status"] | null;
  events: ShipmentEvent[] | null;
  replaces_shipment_ref: string | null;
  item_ref: string | null;
  quantity: number | null;
  /** The sequence of the order's latest event; null when it has none. */
  sequence: number | null;
}

function trackingQuery(column: "order_ref" | "external_ref") {
  return new PreparedQuery((db, $: { accountId: string; value: string }) =>
    db
      .selectFrom("orders")
      .leftJoin("shipments", "shipments.order_ref", "orders.order_ref")
      .leftJoin("shipment_items", "shipment_items.shipment_ref", "shipments.shipment_ref")
      .leftJoin("order_items", "order_items.item_ref", "shipment_items.item_ref")
      .select([
        "orders.order_ref",
        "orders.external_ref",
        "orders.status",
        "orders.store_id",
        "shipments.shipment_ref",
        "shipments.carrier",
        "shipments.tracking_number",
        "shipments.tracking_url",
        "shipments.shipped_at",
        "shipments.updated_at",
        "shipments.reshipment",
        "shipments.status as shipment_status",
        "shipments.events",
        "shipments.replaces_shipment_ref",
        "shipment_items.item_ref",
        "shipment_items.quantity",
        (eb) => eb.selectFrom("events").select((e) => e.fn.max<number>("events.order_seq").as("m")).whereRef("events.order_ref", "=", "orders.order_ref").as("sequence"),
      ])
      .where("orders.account_id", "=", $.accountId)
      .where(`orders.${column}`, "=", $.value)
      .orderBy("shipments.shipped_at")
      .orderBy("shipments.shipment_ref")
      .orderBy("order_items.position"),
  );
}

const trackingBy = { order_ref: trackingQuery("order_ref"), external_ref: trackingQuery("external_ref") };

/**
 * The order named by `by` in the account with its shipments (oldest first) and their lines (in the order's
 * line order), in one query: tracking is the most polled read.
 */
export async function orderTracking(db: Db, accountId: string, by: { column: "order_ref" | "external_ref"; value: string }): Promise<OrderTrackingRow[]> {
  const rows = await trackingBy[by.column].all(db, { accountId, value: by.value });
  return rows.map((row) => ({ ...row, events: row.events === null ? null : fromJson(row.events) }));
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

/**
 * The account's shipments recorded after `after` (exclusive), then after the cursor's (time, ref), oldest first;
 * `storeId` set: only those of the store's orders.
 */
export async function shipmentsSince(
  db: Db,
  accountId: string,
  storeId: string | null,
  after: string,
  cursor: { updated_at: string; shipment_ref: string } | undefined,
  limit: number,
): Promise<ShipmentRow[]> {
  let query = db.selectFrom("shipments").selectAll().where("account_id", "=", accountId).where("updated_at", ">", after);
  if (storeId !== null) query = query.where("order_ref", "in", (eb) => eb.selectFrom("orders").select("order_ref").where("store_id", "=", storeId));
  if (cursor) {
    query = query.where((eb) =>
      eb.or([
        eb("updated_at", ">", cursor.updated_at),
        eb.and([eb("updated_at", "=", cursor.updated_at), eb("shipment_ref", ">", cursor.shipment_ref)]),
      ]),
    );
  }
  return (await query.orderBy("updated_at").orderBy("shipment_ref").limit(limit).execute()).map(shipmentOf);
}
