// Wire schemas of the operator's internal notes on an order (docs/operator-guide.md#notes): written with orders/notes/add, read with
// admin orders/get; never in a caller's answer or a webhook.
import { Type, type Static } from "@sinclair/typebox";

/** Longest note, in characters. */
export const MAX_NOTE_LENGTH = 2000;

export const NoteActor = Type.Object(
  { type: Type.Literal("operator"), id: Type.String(), name: Type.String() },
  { description: "Who wrote the note: the operator (for now every note is the admin operator's, id \"admin\")" },
);

export const NoteView = Type.Object({
  note_id: Type.String(),
  order_ref: Type.String(),
  text: Type.String(),
  actor: NoteActor,
  created_at: Type.String({ description: "When the note was written (UTC)" }),
});
export type NoteView = Static<typeof NoteView>;

export const AddNoteBody = Type.Object(
  {
    order_ref: Type.String({ minLength: 1, maxLength: 100, description: "The service's order reference" }),
    text: Type.String({ minLength: 1, maxLength: MAX_NOTE_LENGTH, description: `The note, 1–${MAX_NOTE_LENGTH} characters, not only spaces; line breaks kept` }),
  },
  { additionalProperties: false },
);
export type AddNoteBody = Static<typeof AddNoteBody>;
