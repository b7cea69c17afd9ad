// The worker thread that lays out packing slips (see packing-slip-thread.ts): documents by id, each written a part
// at a time; every step is answered with the bytes it produced, so the caller paces the thread (backpressure).
import { parentPort } from "node:worker_threads";
import type { PackingSlipSize } from "../domain/packing-slip.js";
import { SlipDocument, type PackingSlip, type SlipContent } from "./packing-slip.js";

/** Open a document; add a part of its slips; end it; or drop it unfinished (the response was abandoned). */
export type SlipRequest =
  | { id: number; step: "open"; size: PackingSlipSize; content: SlipContent }
  | { id: number; step: "add"; slips: PackingSlip[] }
  | { id: number; step: "end" }
  | { id: number; step: "drop" };

/** The bytes a step produced (empty for open and drop), or why it failed. */
export type SlipAnswer = { id: number; bytes: Uint8Array } | { id: number; error: string };

const documents = new Map<number, SlipDocument>();

async function run(request: SlipRequest): Promise<Uint8Array> {
  if (request.step === "open") {
    documents.set(request.id, new SlipDocument(request.size, request.content));
    return new Uint8Array(0);
  }
  const document = documents.get(request.id);
  if (request.step === "drop") {
    documents.delete(request.id);
    return new Uint8Array(0);
  }
  if (!document) throw new Error(`no open document ${request.id}`);
  if (request.step === "add") {
    await document.add(request.slips);
    return document.take();
  }
  documents.delete(request.id);
  return document.end();
}

parentPort?.on("message", (request: SlipRequest) => {
  run(request).then(
    (bytes) => parentPort!.postMessage({ id: request.id, bytes } satisfies SlipAnswer),
    (error: unknown) => {
      documents.delete(request.id);
      parentPort!.postMessage({ id: request.id, error: error instanceof Error ? (error.stack ?? error.message) : String(error) } satisfies SlipAnswer);
    },
  );
});
