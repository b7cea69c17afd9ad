// The PDF documents the document thread writes (document-thread.ts), by kind: packing slips (or customs declarations)
// and invoices.
import type { PackingSlipSize } from "../domain/packing-slip.js";
import { InvoiceDocument, type InvoiceHead, type InvoiceLine } from "./invoice.js";
import { SlipDocument, type PackingSlip, type SlipContent } from "./packing-slip.js";
import type { PartDocument } from "./part-document.js";

/** Which document: slips (or customs declarations) of a page size, or an invoice with its head. */
export type DocumentSpec = { kind: "slips"; size: PackingSlipSize; content: SlipContent } | { kind: "invoice"; head: InvoiceHead };

/** What a document's parts are: slips for slips, entries for an invoice. */
export type PartOf<S extends DocumentSpec> = S extends { kind: "slips" } ? PackingSlip : InvoiceLine;

/** A new document of `spec` (this thread's, or the caller's when it renders in its own thread). */
export function documentOf(spec: DocumentSpec): PartDocument<unknown> {
  return spec.kind === "slips" ? new SlipDocument(spec.size, spec.content) : new InvoiceDocument(spec.head);
}

