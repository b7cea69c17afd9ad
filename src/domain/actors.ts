// Who made a change to an order (docs/operator-guide.md#who-did-what): an operator by name, the account through the API, or the service itself;
// and the one readable line the operator's timeline shows for an event ("Pat put the order on hold: fraud check").
import type { EventType } from "./events.js";
import { formatMoney, isCurrency } from "./money.js";

/** The first operator, "admin": POD_ADMIN_TOKEN and every operator token made before operators had names stand for them. */
export const ADMIN_OPERATOR_ID = "op_admin";

/** Why the service changed an order by itself. */
export const SYSTEM_REASONS = ["auto_release", "sandbox", "print_files", "demo", "recorded_before_actors", "draft_expiry"] as const;
export type SystemReason = (typeof SYSTEM_REASONS)[number];

export type Actor = { type: "operator"; id: string; name: string } | { type: "account" } | { type: "system"; reason: SystemReason };

export const ACCOUNT_ACTOR: Actor = { type: "account" };
export const systemActor = (reason: SystemReason): Actor => ({ type: "system", reason });

/** The actor as the events table keeps it (one column per part). */
export interface ActorColumns {
  actor_type: Actor["type"];
  actor_id: string | null;
  actor_name: string | null;
  actor_reason: string | null;
}

export function actorColumns(actor: Actor): ActorColumns {
  if (actor.type === "operator") return { actor_type: "operator", actor_id: actor.id, actor_name: actor.name, actor_reason: null };
  if (actor.type === "account") return { actor_type: "account", actor_id: null, actor_name: null, actor_reason: null };
  return { actor_type: "system", actor_id: null, actor_name: null, actor_reason: actor.reason };
}

export function actorOfColumns(row: ActorColumns): Actor {
  if (row.actor_type === "operator") return { type: "operator", id: row.actor_id ?? "", name: row.actor_name ?? "" };
  if (row.actor_type === "account") return { type: "account" };
  const reason = (SYSTEM_REASONS as readonly string[]).includes(row.actor_reason ?? "") ? (row.actor_reason as SystemReason) : "recorded_before_actors";
  return { type: "system", reason };
}

/** The subject of a timeline line. */
export function actorLabel(actor: Actor): string {
  if (actor.type === "operator") return actor.name;
  if (actor.type === "account") return "The merchant";
  switch (actor.reason) {
    case "auto_release":
      return "Automatic release";
    case "sandbox":
      return "The sandbox";
    case "print_files":
      return "The print-file check";
    case "demo":
      return "The demo";
    case "recorded_before_actors":
      return "Someone (recorded before actors were kept)";
    case "draft_expiry":
      return "The draft's expiry";
  }
}

const STATUS_WORDS: Record<string, string> = {
  draft: "draft",
  received: "received",
  on_hold: "on hold",
  in_production: "in production",
  partially_shipped: "partially shipped",
  shipped: "shipped",
  cancelled: "cancelled",
};

interface SummaryInput {
  type: EventType;
  data: Record<string, unknown>;
}

function text(value: unknown): string | undefined {
  return typeof value === "string" && value !== "" ? value : undefined;
}

function statusChange(data: Record<string, unknown>): string {
  const to = text(data.status) ?? "";
  const from = text(data.previous_status);
  if (to === "on_hold") return "put the order on hold";
  if (to === "received" && from === "on_hold") return "released the order from hold";
  if (to === "received" && from === "draft") return "confirmed the draft";
  if (to === "in_production") return data.forced === true ? "sent the order to production past the files gate" : "sent the order to production";
  if (to === "cancelled") return "cancelled the order";
  return `moved the order to ${STATUS_WORDS[to] ?? to}`;
}

function quantityOf(items: unknown, field: string): number {
  if (!Array.isArray(items)) return 0;
  return items.reduce((sum: number, item) => sum + (typeof item === "object" && item !== null && typeof (item as Record<string, unknown>)[field] === "number" ? ((item as Record<string, number>)[field] ?? 0) : 0), 0);
}

/** A costs snapshot's total as "12.50 USD", or "not priced". */
function totalOf(costs: unknown): string {
  const total = typeof costs === "object" && costs !== null ? (costs as { total?: { amount?: unknown; currency?: unknown } }).total : undefined;
  if (typeof total?.amount !== "number" || typeof total.currency !== "string") return "not priced";
  return isCurrency(total.currency) ? formatMoney({ amount: total.amount, currency: total.currency }) : `${total.amount} ${total.currency} (minor units)`;
}

function plural(n: number, word: string): string {
  return `${n} ${word}${n === 1 ? "" : "s"}`;
}

/** What the event did, after its actor: "put the order on hold: fraud check". */
export function eventAction(event: SummaryInput): string {
  const d = event.data;
  // An automatic release's reason is its actor already.
  const why = d.reason === "auto_release" ? undefined : text(d.reason);
  switch (event.type) {
    case "order.status_changed":
      return statusChange(d) + (why ? `: ${why}` : "");
    case "order.on_hold":
      return "put the order on hold" + (why ? `: ${why}` : "");
    case "order.items_cancelled":
      return `cancelled ${plural(quantityOf(d.items, "cancelled_quantity"), "item")}`;
    case "order.shipping_updated":
      return "changed the shipping address";
    case "order.costs_changed":
      return `re-priced the order: total ${totalOf(d.previous_costs)} → ${totalOf(d.costs)}`;
    case "print_files.ready":
      return "found every print file ready";
    case "order.backordered":
      return `took units back from the order: ${plural(quantityOf(d.items, "backordered_quantity"), "unit")} wait for stock`;
    case "order.stock_allocated":
      return "allocated stock to every waiting line";
    case "stock.low":
      return `found ${text(d.sku) ?? "an item"} at its reorder point (${typeof d.available === "number" ? d.available : "?"} available)`;
    case "stock.out":
      return `found ${text(d.sku) ?? "an item"} out of stock`;
    case "invoice.issued":
      return `issued invoice ${text(d.number) ?? ""} for ${text(d.period) ?? "a period"}`;
    case "receiving.updated":
      return `updated receiving ${text(d.receiving_ref) ?? ""}: ${text(d.status) ?? "changed"}`;
    case "shipment.created": {
      const s = (d.shipment ?? {}) as Record<string, unknown>;
      const what = s.reshipment === true ? "reshipped" : "shipped";
      const parcel = `${plural(quantityOf(s.items, "quantity"), "item")} with ${text(s.carrier) ?? "a carrier"}, tracking ${text(s.tracking_number) ?? "none"}`;
      const lost = text(s.replaces_shipment_ref);
      // A replacement names both parcels: the timeline is where the operator finds which one was lost.
      if (lost) return `${what} ${text(s.shipment_ref) ?? ""} (replaces lost ${lost}): ${parcel}`;
      return `${what} ${parcel}`;
    }
    case "return.received": {
      const r = (d.return ?? {}) as Record<string, unknown>;
      const lines = Array.isArray(r.lines) ? (r.lines as Record<string, unknown>[]) : [];
      const restocked = quantityOf(lines.filter((line) => line.disposition === "restock"), "quantity");
      const disposed = quantityOf(lines.filter((line) => line.disposition === "dispose"), "quantity");
      const what = [restocked > 0 ? `${restocked} restocked` : "", disposed > 0 ? `${disposed} disposed of` : ""].filter((part) => part !== "").join(", ");
      const note = text(r.note);
      return `received a return of ${plural(restocked + disposed, "item")}${what ? ` (${what})` : ""}${note ? `: ${note}` : ""}`;
    }
    case "shipment.status_changed": {
      const s = (d.shipment ?? {}) as Record<string, unknown>;
      const events = Array.isArray(s.events) ? (s.events as Record<string, unknown>[]) : [];
      const note = text(events[events.length - 1]?.note);
      return `recorded shipment ${text(s.shipment_ref) ?? ""} as ${(text(s.status) ?? "").replace(/_/g, " ")}${note ? `: ${note}` : ""}`;
    }
  }
}

/**
 * What operators do to an order that is no event of it (callers' events and webhooks never carry these, and the
 * order's sequence does not move): shown in the operator's timeline only.
 */
export const ACTIVITY_TYPES = ["print_files.retried"] as const;
export type ActivityType = (typeof ACTIVITY_TYPES)[number];

/** One readable line for an operator activity: "Pat retried the print files: 2 failed files queued again". */
export function activitySummary(actor: Actor, activity: { type: ActivityType; data: Record<string, unknown> }): string {
  switch (activity.type) {
    case "print_files.retried": {
      const files = Array.isArray(activity.data.files) ? activity.data.files.length : 0;
      return `${actorLabel(actor)} retried the print files: ${plural(files, "failed file")} queued again`;
    }
  }
}

/** One readable line: "Pat put the order on hold: fraud check". */
export function eventSummary(actor: Actor, event: SummaryInput): string {
  return `${actorLabel(actor)} ${eventAction(event)}`;
}
