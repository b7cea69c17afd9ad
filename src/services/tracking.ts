// Tracking for polling: the shipments of one order, or every shipment of the account recorded or changed after a time.
import { Failure } from "../domain/errors.js";
import { parseUtcTimestamp } from "../domain/fields.js";
import { reachesOrder, type OrderOwner } from "../domain/stores.js";
import type { ShipmentView, TrackingBody, TrackingData } from "../schemas/lifecycle.js";
import * as orders from "../store/orders.js";
import * as shipments from "../store/shipments.js";
import type { ServiceContext } from "./context.js";
import { decodeCursor, DEFAULT_LIMIT, page } from "./cursor.js";
import { orderKey, orderNotFound } from "./read-orders.js";
import { shipmentView, shipmentViews } from "./shipment-views.js";

async function ofOrder(ctx: ServiceContext, owner: OrderOwner, body: TrackingBody): Promise<TrackingData> {
  // The order, its shipments and their lines in one query (see shipments.orderTracking).
  const key = orderKey(body);
  const rows = await shipments.orderTracking(ctx.db, owner.accountId, key);
  const order = rows[0];
  if (!order || !reachesOrder(owner, order)) throw orderNotFound(key, owner.accountId);
  const shipped: ShipmentView[] = [];
  for (const row of rows) {
    if (row.shipment_ref === null) continue;
    let view = shipped[shipped.length - 1];
    if (view?.shipment_ref !== row.shipment_ref) {
      view = shipmentView(
        {
          shipment_ref: row.shipment_ref,
          carrier: row.carrier!,
          tracking_number: row.tracking_number!,
          tracking_url: row.tracking_url,
          shipped_at: row.shipped_at!,
          updated_at: row.updated_at!,
          reshipment: row.reshipment!,
          status: row.shipment_status!,
          events: row.events!,
          replaces_shipment_ref: row.replaces_shipment_ref,
        },
        [],
      );
      shipped.push(view);
    }
    if (row.item_ref !== null) view.items.push({ item_ref: row.item_ref, quantity: row.quantity! });
  }
  return { order_ref: order.order_ref, external_ref: order.external_ref, status: order.status, shipments: shipped, sequence: Number(order.sequence ?? 0) };
}

function decodeTrackingCursor(cursor: string | undefined): { updated_at: string; shipment_ref: string } | undefined {
  const key = decodeCursor("tracking", cursor);
  if (key === undefined) return undefined;
  const [updated_at, shipment_ref] = key.split("|");
  if (!updated_at || !shipment_ref) throw Failure.of("invalid_cursor", "cursor is not a cursor of this listing", "cursor");
  return { updated_at, shipment_ref };
}

/** The owner's shipments recorded after a time: a store token's, its store's orders' only. */
async function since(ctx: ServiceContext, owner: OrderOwner, body: TrackingBody): Promise<TrackingData> {
  const after = parseUtcTimestamp(body.updated_after!);
  if (after === undefined) throw Failure.of("invalid_timestamp", "must be an RFC 3339 date-time in UTC", "updated_after");
  const limit = body.limit ?? DEFAULT_LIMIT;
  const rows = await shipments.shipmentsSince(ctx.db, owner.accountId, owner.storeId, after, decodeTrackingCursor(body.cursor), limit + 1);
  const result = page("tracking", rows, limit, (r) => `${r.updated_at}|${r.shipment_ref}`);
  const owners = new Map((await orders.findOrdersByRefs(ctx.db, result.rows.map((r) => r.order_ref))).map((o) => [o.order_ref, o]));
  const shipped = await shipmentViews(ctx.db, result.rows);
  return {
    shipments: shipped.map((view, i) => {
      const order = owners.get(result.rows[i]!.order_ref)!;
      return { order_ref: order.order_ref, external_ref: order.external_ref, ...view };
    }),
    next_cursor: result.next_cursor,
  };
}

export async function tracking(ctx: ServiceContext, owner: OrderOwner, body: TrackingBody): Promise<TrackingData> {
  const oneOrder = body.order_ref !== undefined || body.external_ref !== undefined;
  if (oneOrder && (body.updated_after !== undefined || body.cursor !== undefined || body.limit !== undefined)) {
    throw Failure.of("invalid", "send order_ref or external_ref, or updated_after with cursor and limit, not both", "updated_after");
  }
  if (oneOrder) return ofOrder(ctx, owner, body);
  if (body.updated_after === undefined) throw Failure.of("required", "send order_ref, external_ref or updated_after", "updated_after");
  return since(ctx, owner, body);
}
