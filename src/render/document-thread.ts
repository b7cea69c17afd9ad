// PDF documents (packing slips, invoices) rendered on a worker thread: pdfkit lays out and, at the document's end,
// subsets the font and compresses in one synchronous stretch (15 ms for 100 slips warm, over 100 ms cold on the 2-core reference
// machine; docs/performance.md), which must not stall the requests the same process serves.
import { existsSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { Worker } from "node:worker_threads";
import type { PackingSlipSize } from "../domain/packing-slip.js";
import type { InvoiceHead, InvoiceLine } from "./invoice.js";
import type { PackingSlip, SlipContent } from "./packing-slip.js";
import type { DocumentAnswer, DocumentRequest } from "./document-worker.js";
import type { DocumentSpec, PartOf } from "./documents.js";

const WORKER_FILE = new URL("./document-worker.js", import.meta.url);
/**
 * The worker runs the compiled module. Run from the TypeScript sources (the test runner's in-process tests) there
 * is none, and documents are laid out in this thread; the built service and CLI always use the worker.
 */
const COMPILED = import.meta.url.endsWith(".js") && existsSync(fileURLToPath(WORKER_FILE));

/**
 * The thread's young generation, in MB. By V8's default it grows to 32 MB of semi-spaces while a batch with CJK text
 * is laid out (fontkit allocates freely), memory the process then keeps; 6 holds it at 4 MB: about 25 MB less
 * resident for the thread after its first CJK batch (docs/performance.md#memory). Slips are not latency-bound.
 */
const YOUNG_GENERATION_MB = 6;

let worker: Worker | undefined;
let nextId = 1;
/** The step each open document waits on: a document takes one step at a time. */
const pending = new Map<number, { resolve: (bytes: Buffer) => void; reject: (error: Error) => void }>();

function failAll(error: Error): void {
  for (const { reject } of pending.values()) reject(error);
  pending.clear();
  worker = undefined;
}

function thread(): Worker {
  if (worker) return worker;
  const started = new Worker(WORKER_FILE, { resourceLimits: { maxYoungGenerationSizeMb: YOUNG_GENERATION_MB } });
  started.on("message", (answer: DocumentAnswer) => {
    const waiting = pending.get(answer.id);
    if (!waiting) return;
    pending.delete(answer.id);
    // Idle, the thread must not keep the process alive (a CLI command ends; the server stops on a signal).
    if (pending.size === 0) started.unref();
    if ("error" in answer) waiting.reject(new Error(`the document could not be rendered: ${answer.error}`));
    else waiting.resolve(Buffer.from(answer.bytes.buffer, answer.bytes.byteOffset, answer.bytes.byteLength));
  });
  started.on("error", (error) => failAll(error));
  started.on("exit", (code) => failAll(new Error(`the document thread stopped (exit code ${code})`)));
  worker = started;
  return started;
}

/** A PDF being written: parts added in order, each answering the bytes it produced; then end, or drop. */
export interface PartRenderer<Part> {
  add(parts: Part[]): Promise<Buffer>;
  end(): Promise<Buffer>;
  /** Abandons the document (its response failed or was closed); no further step. */
  drop(): void;
}

export type SlipRenderer = PartRenderer<PackingSlip>;

/**
 * Opens a document on the document thread. Documents of concurrent requests share the one thread, a part at a time
 * each; a document's next part is sent only once the previous one's bytes came back, so neither thread holds more
 * than a part's pages, whatever the document's size.
 */
function openRenderer<S extends DocumentSpec>(spec: S): PartRenderer<PartOf<S>> {
  // Imported only on first use: pdfkit and its font data are 11 MB of every process's memory that never prints a PDF.
  if (!COMPILED) return inThread(spec);
  const id = nextId++;
  const step = (request: DocumentRequest): Promise<Buffer> => {
    const target = thread();
    target.ref();
    return new Promise((resolve, reject) => {
      pending.set(id, { resolve, reject });
      target.postMessage(request);
    });
  };
  let opened: Promise<Buffer> | undefined;
  const open = () => (opened ??= step({ id, step: "open", spec }));
  return {
    add: (parts) => open().then(() => step({ id, step: "add", parts })),
    end: () => open().then(() => step({ id, step: "end" })),
    drop: () => {
      if (!opened || !worker) return;
      // Fire and forget: the thread forgets the document; its answer finds nobody waiting.
      void opened.then(() => worker?.postMessage({ id, step: "drop" } satisfies DocumentRequest), () => undefined);
    },
  };
}

export function openSlipRenderer(size: PackingSlipSize, content: SlipContent = "slips"): SlipRenderer {
  return openRenderer({ kind: "slips", size, content });
}

export function openInvoiceRenderer(head: InvoiceHead): PartRenderer<InvoiceLine> {
  return openRenderer({ kind: "invoice", head });
}

/** Run from the TypeScript sources (in-process tests): the same steps in this thread. */
function inThread<S extends DocumentSpec>(spec: S): PartRenderer<PartOf<S>> {
  const document = import("./documents.js").then(({ documentOf }) => documentOf(spec));
  return {
    add: async (parts) => {
      const doc = await document;
      await doc.add(parts);
      return doc.take();
    },
    end: async () => (await document).end(),
    drop: () => undefined,
  };
}

/** The slips as one PDF, laid out off the main thread; requests queue on the one thread, in order. */
export async function renderPackingSlipsOffThread(slips: PackingSlip[], size: PackingSlipSize, content: SlipContent = "slips"): Promise<Buffer> {
  const renderer = openSlipRenderer(size, content);
  const head = await renderer.add(slips);
  return Buffer.concat([head, await renderer.end()]);
}
