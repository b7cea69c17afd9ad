// The operator's internal notes on an order (docs/operator-guide.md#notes): kept beside the order, never in its events, its caller's
// answers or its webhooks, and not a change of the order (its updated_at and sequence stay).
import { Failure } from "../domain/errors.js";
import { newRef } from "../domain/refs.js";
import type { AddNoteBody, NoteView } from "../schemas/notes.js";
import * as notes from "../store/notes.js";
import type { NoteActor, OrderNoteRow } from "../store/tables.js";
import type { ServiceContext } from "./context.js";
import { findOrder } from "../store/orders.js";


function noteView(row: OrderNoteRow): NoteView {
  return { note_id: row.id, order_ref: row.order_ref, text: row.text, actor: row.actor, created_at: row.created_at };
}

/** Adds a note; blank text answers 400 required at text, an unknown order 404 order_not_found. */
/** Adds a note written by `actor`, the operator signed in (the name as it is now, kept as written). */
export async function addNote(ctx: ServiceContext, body: AddNoteBody, actor: NoteActor): Promise<NoteView> {
  if (body.text.trim() === "") throw Failure.of("required", "must not be blank", "text");
  const order = await findOrder(ctx.db, undefined, body.order_ref);
  if (!order) throw Failure.of("order_not_found", "no order with that reference", "order_ref");
  const row: OrderNoteRow = { id: newRef("note", ctx.now().getTime()), order_ref: order.order_ref, text: body.text, actor, created_at: ctx.now().toISOString() };
  await notes.insertNote(ctx.db, row);
  return noteView(row);
}

/** The order's notes, oldest first, for the operator's view of it. */
export async function orderNotes(ctx: ServiceContext, orderRef: string): Promise<NoteView[]> {
  return (await notes.notesOfOrder(ctx.db, orderRef)).map(noteView);
}
