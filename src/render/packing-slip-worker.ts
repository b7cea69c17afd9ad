// The worker thread that lays out packing slips (see packing-slip-thread.ts): one request at a time, answered by id.
import { parentPort } from "node:worker_threads";
import type { PackingSlipSize } from "../domain/packing-slip.js";
import { renderPackingSlips, type PackingSlip, type SlipContent } from "./packing-slip.js";

export interface SlipRequest {
  id: number;
  slips: PackingSlip[];
  size: PackingSlipSize;
  content: SlipContent;
}

export type SlipAnswer = { id: number; pdf: Uint8Array } | { id: number; error: string };

parentPort?.on("message", (request: SlipRequest) => {
  renderPackingSlips(request.slips, request.size, request.content).then(
    (pdf) => parentPort!.postMessage({ id: request.id, pdf } satisfies SlipAnswer),
    (error: unknown) => parentPort!.postMessage({ id: request.id, error: error instanceof Error ? (error.stack ?? error.message) : String(error) } satisfies SlipAnswer),
  );
});
