// The worker thread that lays out PDF documents (see document-thread.ts): packing slips and invoices, documents by id,
// each written a part at a time; every step is answered with the bytes it produced, so the caller paces the thread
// (backpressure).
import { parentPort } from "node:worker_threads";
import { documentOf, type DocumentSpec } from "./documents.js";
import type { PartDocument } from "./part-document.js";

/** Open a document; add a part of it; end it; or drop it unfinished (the response was abandoned). */
export type DocumentRequest =
  | { id: number; step: "open"; spec: DocumentSpec }
  | { id: number; step: "add"; parts: unknown[] }
  | { id: number; step: "end" }
  | { id: number; step: "drop" };

/** The bytes a step produced (empty for open and drop), or why it failed. */
export type DocumentAnswer = { id: number; bytes: Uint8Array } | { id: number; error: string };

const documents = new Map<number, PartDocument<unknown>>();

async function run(request: DocumentRequest): Promise<Uint8Array> {
  if (request.step === "open") {
    documents.set(request.id, documentOf(request.spec));
    return new Uint8Array(0);
  }
  const document = documents.get(request.id);
  if (request.step === "drop") {
    documents.delete(request.id);
    return new Uint8Array(0);
  }
  if (!document) throw new Error(`no open document ${request.id}`);
  if (request.step === "add") {
    await document.add(request.parts);
    return document.take();
  }
  documents.delete(request.id);
  return document.end();
}

parentPort?.on("message", (request: DocumentRequest) => {
  run(request).then(
    (bytes) => parentPort!.postMessage({ id: request.id, bytes } satisfies DocumentAnswer),
    (error: unknown) => {
      documents.delete(request.id);
      parentPort!.postMessage({ id: request.id, error: error instanceof Error ? (error.stack ?? error.message) : String(error) } satisfies DocumentAnswer);
    },
  );
});
