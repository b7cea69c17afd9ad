// The operator's changes to one counted item: an adjustment (units added or taken off, with a reason) and a cycle
// count (on hand becomes what was counted), each saying in words what it did (docs/operator-guide.md "## Stock").
import { useState } from "preact/hooks";
import { admin, ApiError, type FieldError } from "../api.js";
import { localRefusal } from "../form-errors.js";
import { ADJUST_REASONS, type StockItem } from "../types.js";
import { ActionForm, Field, Select } from "../ui.js";

type Reason = (typeof ADJUST_REASONS)[number];

/** The item a form changes: its SKU, and its account unless it is a shared blank. */
export interface StockTarget {
  sku: string;
  account_id?: string;
}

const REASON_WORDS: Record<Reason, string> = {
  damaged: "Damaged",
  lost: "Lost",
  found: "Found",
  correction: "Correction",
};

const units = (n: number) => `${n} unit${n === 1 ? "" : "s"}`;

/** A whole number typed in a field, or a refusal at `path` in the service's shape. */
function wholeNumber(text: string, path: string, words: string): number {
  const value = Number(text.trim());
  if (text.trim() === "" || !Number.isInteger(value)) throw localRefusal([{ path, code: "invalid_number", message: words }]);
  return value;
}

/** The optional note, left out when empty (the service refuses an empty one). */
const noteOf = (note: string) => (note.trim() ? { note: note.trim() } : {});

export function AdjustForm({ target, item, onDone, onRefused }: { target: StockTarget; item: StockItem | undefined; onDone: (words: string) => void; onRefused: () => void }) {
  const [delta, setDelta] = useState("");
  const [reason, setReason] = useState<Reason>("correction");
  const [note, setNote] = useState("");
  const onHand = item?.on_hand ?? 0;
  const describeDelta = (e: FieldError) => {
    if (e.code === "stock_negative") return `On hand cannot go below 0: ${units(onHand)} on hand, so at most ${onHand} can be taken off.`;
    if (e.code === "out_of_range") return "Enter a number of units other than 0: 5 adds five, -2 takes two off.";
    return e.message;
  };
  const adjust = async () => {
    const body = { ...target, delta: wholeNumber(delta, "delta", "Enter a whole number of units: 5 adds five, -2 takes two off."), reason, ...noteOf(note) };
    try {
      return { delta: body.delta, before: item, after: await admin("stock/adjust", body) };
    } catch (error) {
      // The figures on the page may be older than the refusal: read them again, so its words quote what is on hand.
      if (error instanceof ApiError && error.errors.some((e) => e.code === "stock_negative")) onRefused();
      throw error;
    }
  };
  return (
    <section class="card" aria-labelledby="adjust-title">
      <h2 id="adjust-title">Adjust</h2>
      <p class="muted">Units found or taken off the shelves. Arriving units go to waiting orders, oldest first.</p>
      <ActionForm
        label="Adjust on hand"
        busyLabel="Adjusting"
        noValidate
        action={adjust}
        done={({ delta, before, after }) => {
          const served = Math.max(0, after.committed - (before?.committed ?? 0));
          setDelta("");
          setNote("");
          onDone(
            `Adjusted (${REASON_WORDS[reason].toLowerCase()}): ${delta > 0 ? `${units(delta)} added` : `${units(-delta)} taken off`}, ${after.on_hand} on hand now.` +
              (served > 0 ? ` ${units(served)} went to orders waiting for them.` : ""),
          );
        }}
      >
        <div class="grid">
          <Field label="Units (+ adds, − takes off)" type="number" value={delta} onValue={setDelta} path="delta" describe={describeDelta} hint="e.g. 5 or -2" />
          <Select label="Reason" value={reason} options={ADJUST_REASONS.map((r) => ({ value: r, label: REASON_WORDS[r] }))} onValue={setReason} path="reason" />
        </div>
        <Field label="Note (optional)" value={note} onValue={setNote} maxLength={500} path="note" />
      </ActionForm>
    </section>
  );
}

/** What a count did, in words; a count below what was committed says which units went back to waiting. */
function countWords(counted: number, before: StockItem | undefined, after: StockItem): string {
  const takenBack = Math.max(0, (before?.committed ?? 0) - after.committed);
  const served = Math.max(0, after.committed - (before?.committed ?? 0));
  const head = `Counted ${counted}: ${after.on_hand} on hand now.`;
  if (takenBack > 0)
    return `${head} ${units(before?.committed ?? 0)} were committed to orders, more than were counted: ${units(takenBack)} became backordered (the newest orders wait again), ${after.backordered} backordered in all.`;
  if (served > 0) return `${head} ${units(served)} went to orders waiting for them.`;
  return head;
}

export function CountForm({ target, item, onDone }: { target: StockTarget; item: StockItem | undefined; onDone: (words: string) => void }) {
  const [counted, setCounted] = useState("");
  const [note, setNote] = useState("");
  return (
    <section class="card" aria-labelledby="count-title">
      <h2 id="count-title">Count</h2>
      <p class="muted">
        A cycle count: on hand becomes what you counted. Below what is committed is allowed: the newest orders give units back and wait again (backordered).
      </p>
      <ActionForm
        label="Record the count"
        busyLabel="Recording"
        noValidate
        action={async () => {
          const value = wholeNumber(counted, "counted", "Enter the units you counted: a whole number, 0 or more.");
          if (value < 0) throw localRefusal([{ path: "counted", code: "out_of_range", message: "Enter the units you counted: a whole number, 0 or more." }]);
          return { value, before: item, after: await admin("stock/count", { ...target, counted: value, ...noteOf(note) }) };
        }}
        done={({ value, before, after }) => {
          setCounted("");
          setNote("");
          onDone(countWords(value, before, after));
        }}
      >
        <Field label="Units counted on the shelves" type="number" min={0} value={counted} onValue={setCounted} path="counted" />
        <Field label="Note (optional)" value={note} onValue={setNote} maxLength={500} path="note" />
      </ActionForm>
    </section>
  );
}
