// An image thread of the pool (image-pool.ts): one task at a time, answered by id; errors keep their kind by name.
import { parentPort } from "node:worker_threads";
import { NotAnImage } from "./inspect.js";
import { RenderError } from "./errors.js";
import { runImageTask, type ImageTask } from "./image-work.js";

export interface ImageRequest {
  id: number;
  task: ImageTask;
}

/** `known` names an error class the pool rebuilds (a verdict on the image, not a fault of the service). */
export type ImageAnswer = { id: number; result: unknown } | { id: number; error: string; known: "RenderError" | "NotAnImage" | null };

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
