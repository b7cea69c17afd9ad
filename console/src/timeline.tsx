// The order's timeline as people read it: one entry per change ("Pat put the order on hold: fraud check"), however
// many events the change recorded, the order's receipt first.
import type { OrderEvent } from "./types.js";
import { Status, When } from "./ui.js";

export interface TimelineEntry {
  key: string;
  summary: string;
  at: string;
  status?: string;
  sequences: number[];
  actor?: OrderEvent["actor"];
}

function sameActor(a: OrderEvent["actor"], b: OrderEvent["actor"]): boolean {
  return JSON.stringify(a) === JSON.stringify(b);
}

/**
 * Whether `event` only restates the change `head` began, in the same transaction (same time, same actor): a hold's
 * order.on_hold after its order.status_changed, the status a shipment or a cancellation leads to, a re-pricing
 * after a cancellation or an address change.
 */
function follows(head: OrderEvent, event: OrderEvent): boolean {
  if (head.created_at !== event.created_at || !sameActor(head.actor, event.actor)) return false;
  switch (event.type) {
    case "order.on_hold":
      return head.type === "order.status_changed" || head.type === "order.items_cancelled";
    case "order.status_changed":
      return head.type === "shipment.created" || head.type === "order.items_cancelled";
    case "order.costs_changed":
      return head.type === "order.items_cancelled" || head.type === "order.shipping_updated";
    default:
      return false;
  }
}

/** Events in sequence order → one entry per change; the entry's status is where the change left the order. */
export function timelineEntries(events: OrderEvent[]): TimelineEntry[] {
  const entries: (TimelineEntry & { head: OrderEvent })[] = [];
  for (const event of events) {
    const last = entries[entries.length - 1];
    const status = typeof event.data.status === "string" ? event.data.status : undefined;
    if (last && follows(last.head, event)) {
      last.sequences.push(event.sequence);
      if (status) last.status = status;
      continue;
    }
    entries.push({ key: event.id, head: event, summary: event.summary, at: event.occurred_at, status, sequences: [event.sequence], actor: event.actor });
  }
  return entries.map(({ head: _head, ...entry }) => entry);
}

export function TimelineItem({ entry }: { entry: TimelineEntry }) {
  const first = entry.sequences[0];
  const last = entry.sequences[entry.sequences.length - 1];
  return (
    <li data-testid="timeline-entry">
      {first !== undefined && <span class="seq">#{first === last ? first : `${first}–${last}`}</span>} <strong>{entry.summary}</strong> <When at={entry.at} />{" "}
      {entry.status && <Status value={entry.status} />}
    </li>
  );
}
