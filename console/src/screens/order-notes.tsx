// The order page's internal notes (orders/notes/add): what operators tell each other about an order, with who and
// when; never shown to the order's caller.
import { useEffect, useRef, useState } from "preact/hooks";
import { admin } from "../api.js";
import type { OrderDetail } from "../types.js";
import { ActionForm, Empty, When } from "../ui.js";

export function OrderNotes({ orderRef, notes, onChange }: { orderRef: string; notes: OrderDetail["notes"]; onChange: () => void }) {
  const [text, setText] = useState("");
  // After an add, the new note (the last) takes the focus once the order is read again: the keyboard is at the result.
  const added = useRef(false);
  const list = useRef<HTMLOListElement>(null);
  useEffect(() => {
    if (!added.current) return;
    added.current = false;
    list.current?.querySelector<HTMLElement>("li:last-child")?.focus();
  }, [notes.length]);
  return (
    <section aria-labelledby="notes-title" class="card">
      <h2 id="notes-title">Internal notes</h2>
      <p class="muted">Seen by operators only: never by the account or in its webhooks.</p>
      {notes.length === 0 ? (
        <Empty>No notes yet.</Empty>
      ) : (
        <ol class="plain notes" data-testid="notes" ref={list}>
          {notes.map((note) => (
            <li key={note.note_id} tabIndex={-1}>
              <p class="note-text">{note.text}</p>
              <div class="muted">
                {note.actor.name}, <When at={note.created_at} />
              </div>
            </li>
          ))}
        </ol>
      )}
      <ActionForm
        label="Add note"
        busyLabel="Adding the note"
        action={() => admin("orders/notes/add", { order_ref: orderRef, text })}
        done={() => {
          added.current = true;
          setText("");
          onChange();
        }}
      >
        <div class="field">
          <label for="note-text">Note</label>
          <textarea id="note-text" rows={3} maxLength={2000} required value={text} onInput={(e) => setText((e.target as HTMLTextAreaElement).value)} />
        </div>
      </ActionForm>
    </section>
  );
}
