// Image work off the main thread: a small pool of worker threads runs image checks and custom-text renders, so a
// render backlog never stalls the requests the same process answers. Bounded: at most `size` tasks run at once
// (one libvips thread each), the rest wait in order; a waiting task holds only its description (paths and texts,
// never pixels), and how many wait is bounded by the job worker's image lane (JOB_IMAGE_CONCURRENCY).
import { existsSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { Worker } from "node:worker_threads";
import { NotAnImage } from "./inspect.js";
import { RenderError } from "./errors.js";
import { DEFAULT_IMAGE_THREADS } from "./threads.js";
import type { ImageAnswer, ImageRequest } from "./image-thread.js";
import { runImageTask, type ImageTask, type ImageTaskResult } from "./image-work.js";

const THREAD_FILE = new URL("./image-thread.js", import.meta.url);
/**
 * The threads run the compiled module. Run from the TypeScript sources (the test runner's in-process tests) there is
 * none, and tasks run in this thread; the built service and worker always use the pool.
 */
const COMPILED = import.meta.url.endsWith(".js") && existsSync(fileURLToPath(THREAD_FILE));

interface Waiting {
  task: ImageTask;
  resolve: (result: unknown) => void;
  reject: (error: Error) => void;
}

interface Thread {
  worker: Worker;
  /** The task it runs, if any. */
  current: Waiting | undefined;
}

function errorOf(answer: Extract<ImageAnswer, { error: string }>): Error {
  if (answer.known === "RenderError") return new RenderError(answer.error);
  if (answer.known === "NotAnImage") return new NotAnImage(answer.error);
  return new Error(`image work failed on its thread: ${answer.error}`);
}

export class ImagePool {
  readonly size: number;
  readonly #threads: Thread[] = [];
  readonly #waiting: Waiting[] = [];
  #nextId = 1;

  constructor(size: number = DEFAULT_IMAGE_THREADS) {
    if (!Number.isInteger(size) || size < 1) throw new Error(`an image pool needs at least one thread, got ${size}`);
    this.size = size;
  }

  /** Tasks running on a thread now: never more than `size`. */
  get running(): number {
    return this.#threads.filter((t) => t.current).length;
  }

  /** Tasks running or waiting: what a backlog looks like from here. */
  get backlog(): number {
    return this.#waiting.length + this.#threads.filter((t) => t.current).length;
  }

  run<T extends ImageTask>(task: T): Promise<ImageTaskResult<T>> {
    if (!COMPILED) return runImageTask(task);
    return new Promise((resolve, reject) => {
      this.#waiting.push({ task, resolve: resolve as (result: unknown) => void, reject });
      this.#dispatch();
    });
  }

  /** Stops the threads; tasks running or waiting fail. */
  async close(): Promise<void> {
    const threads = this.#threads.splice(0);
    for (const waiting of this.#waiting.splice(0)) waiting.reject(new Error("the image pool was closed"));
    await Promise.all(threads.map((t) => t.worker.terminate()));
  }

  #dispatch(): void {
    while (this.#waiting.length > 0) {
      const thread = this.#threads.find((t) => !t.current) ?? (this.#threads.length < this.size ? this.#start() : undefined);
      if (!thread) return;
      const next = this.#waiting.shift()!;
      thread.current = next;
      thread.worker.ref();
      const request: ImageRequest = { id: this.#nextId++, task: next.task };
      thread.worker.postMessage(request);
    }
  }

  #start(): Thread {
    const thread: Thread = { worker: new Worker(THREAD_FILE), current: undefined };
    const settle = (outcome: (waiting: Waiting) => void) => {
      const waiting = thread.current;
      thread.current = undefined;
      // Idle, a thread must not keep the process alive (a CLI command ends; the server stops on a signal).
      thread.worker.unref();
      if (waiting) outcome(waiting);
      this.#dispatch();
    };
    thread.worker.on("message", (answer: ImageAnswer) => settle((w) => ("error" in answer ? w.reject(errorOf(answer)) : w.resolve(answer.result))));
    const lost = (error: Error) => {
      const index = this.#threads.indexOf(thread);
      if (index >= 0) this.#threads.splice(index, 1);
      settle((w) => w.reject(error));
    };
    thread.worker.on("error", lost);
    thread.worker.on("exit", (code) => lost(new Error(`an image thread stopped (exit code ${code})`)));
    this.#threads.push(thread);
    return thread;
  }
}

let shared: ImagePool | undefined;

/** The process's pool: every print-file job of the process shares it, so the bound holds for the process. */
export function imagePool(): ImagePool {
  return (shared ??= new ImagePool());
}
