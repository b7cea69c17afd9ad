// The order's timeline as people read it: one entry per change ("Pat put the order on hold: fraud check"), however
// many events the change recorded, the order's receipt first, operator activity (a files retry) where it happened.
import type { OrderActivity, OrderEvent } from "./types.js";
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

function activityEntry(activity: OrderActivity): TimelineEntry {
  return { key: activity.id, summary: activity.summary, at: activity.occurred_at, sequences: [], actor: activity.actor };
}

/**
 * Events in sequence order → one entry per change; the entry's status is where the change left the order. Each
 * activity comes after the change holding the event of its after_sequence (before every event when 0).
 */
export function timelineEntries(events: OrderEvent[], activity: OrderActivity[] = []): TimelineEntry[] {
  const after = new Map<number, OrderActivity[]>();
  for (const a of activity) after.set(a.after_sequence, [...(after.get(a.after_sequence) ?? []), a]);
  const placed = new Set<string>();
  const entries: (TimelineEntry & { head?: OrderEvent })[] = [];
  const flush = (sequence: number) => {
    for (const a of after.get(sequence) ?? []) {
      entries.push(activityEntry(a));
      placed.add(a.id);
    }
  };
  const first = events[0]?.sequence ?? 1;
  for (let s = 0; s < first; s++) flush(s);
  for (const event of events) {
    const last = entries[entries.length - 1];
    const status = typeof event.data.status === "string" ? event.data.status : undefined;
    if (last?.head && follows(last.head, event)) {
      last.sequences.push(event.sequence);
      if (status) last.status = status;
    } else {
      entries.push({ key: event.id, head: event, summary: event.summary, at: event.occurred_at, status, sequences: [event.sequence], actor: event.actor });
    }
    flush(event.sequence);
  }
  // Activity after the last event listed (or of sequences the list does not hold) closes the list.
  for (const a of activity) if (!placed.has(a.id)) entries.push(activityEntry(a));
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
