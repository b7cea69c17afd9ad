// Packing slips rendered on a worker thread: pdfkit lays out and, at the document's end, subsets the font and
// compresses in one synchronous stretch (15 ms for 100 slips warm, over 100 ms cold on the 2-core reference
// machine; docs/performance.md), which must not stall the requests the same process serves.
import { existsSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { Worker } from "node:worker_threads";
import type { PackingSlipSize } from "../domain/packing-slip.js";
import type { PackingSlip, SlipContent } from "./packing-slip.js";
import type { SlipAnswer, SlipRequest } from "./packing-slip-worker.js";

const WORKER_FILE = new URL("./packing-slip-worker.js", import.meta.url);
/**
 * The worker runs the compiled module. Run from the TypeScript sources (the test runner's in-process tests) there
 * is none, and slips are laid out in this thread; the built service and CLI always use the worker.
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
const pending = new Map<number, { resolve: (pdf: Buffer) => void; reject: (error: Error) => void }>();

function failAll(error: Error): void {
  for (const { reject } of pending.values()) reject(error);
  pending.clear();
  worker = undefined;
}

function thread(): Worker {
  if (worker) return worker;
  const started = new Worker(WORKER_FILE, { resourceLimits: { maxYoungGenerationSizeMb: YOUNG_GENERATION_MB } });
  started.on("message", (answer: SlipAnswer) => {
    const waiting = pending.get(answer.id);
    if (!waiting) return;
    pending.delete(answer.id);
    // Idle, the thread must not keep the process alive (a CLI command ends; the server stops on a signal).
    if (pending.size === 0) started.unref();
    if ("error" in answer) waiting.reject(new Error(`packing slips could not be rendered: ${answer.error}`));
    else waiting.resolve(Buffer.from(answer.pdf.buffer, answer.pdf.byteOffset, answer.pdf.byteLength));
  });
  started.on("error", (error) => failAll(error));
  started.on("exit", (code) => failAll(new Error(`the packing-slip thread stopped (exit code ${code})`)));
  worker = started;
  return started;
}

/** The slips as one PDF, laid out off the main thread; requests queue on the one thread, in order. */
export function renderPackingSlipsOffThread(slips: PackingSlip[], size: PackingSlipSize, content: SlipContent = "slips"): Promise<Buffer> {
  // Imported only here: pdfkit and its font data are 11 MB of every process's memory that never prints a slip.
  if (!COMPILED) return import("./packing-slip.js").then(({ renderPackingSlips }) => renderPackingSlips(slips, size, content));
  const id = nextId++;
  const target = thread();
  target.ref();
  return new Promise((resolve, reject) => {
    pending.set(id, { resolve, reject });
    target.postMessage({ id, slips, size, content } satisfies SlipRequest);
  });
}
