// An image thread of the pool (image-pool.ts): one task at a time, answered by id; errors keep their kind by name.
import { parentPort } from "node:worker_threads";
import sharp from "sharp";
import { NotAnImage } from "../files/inspect.js";
import { RenderError } from "./errors.js";
import { runImageTask, type ImageTask } from "./image-work.js";

export interface ImageRequest {
  id: number;
  task: ImageTask;
}

/** `known` names an error class the pool rebuilds (a verdict on the image, not a fault of the service). */
export type ImageAnswer = { id: number; result: unknown } | { id: number; error: string; known: "RenderError" | "NotAnImage" | null };

// libvips settings are process-wide: one libvips thread per operation, so the pool's size bounds the cores image
// work takes; no operation cache, so a render's pixels are freed when it ends instead of lingering up to 50 MB.
sharp.concurrency(1);
sharp.cache(false);

parentPort?.on("message", (request: ImageRequest) => {
  runImageTask(request.task).then(
    (result) => parentPort!.postMessage({ id: request.id, result } satisfies ImageAnswer),
    (error: unknown) => {
      const known = error instanceof RenderError ? "RenderError" : error instanceof NotAnImage ? "NotAnImage" : null;
      const message = error instanceof Error ? (known ? error.message : (error.stack ?? error.message)) : String(error);
      parentPort!.postMessage({ id: request.id, error: message, known } satisfies ImageAnswer);
    },
  );
});
