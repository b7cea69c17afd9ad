// SQLite's checkpoints taken off the request path: a worker thread (sqlite-checkpoint-thread.ts) copies the log.
import { existsSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { Worker } from "node:worker_threads";
import type SQLite from "better-sqlite3";
import { startCheckpoints, type CheckpointOptions } from "./sqlite-checkpoints.js";

const THREAD_FILE = new URL("./sqlite-checkpoint-thread.js", import.meta.url);
/**
 * The thread runs the compiled module. Run from the TypeScript sources (the test runner's in-process tests) there is
 * none, and the same checkpoints run on a timer of this thread; the built service and worker always use the thread.
 */
const COMPILED = import.meta.url.endsWith(".js") && existsSync(fileURLToPath(THREAD_FILE));

/**
 * Checkpoints off the request path. SQLite's automatic checkpoint runs inside the COMMIT that crosses 1000
 * pages of log: it copies them into the database file and syncs it, and with better-sqlite3 that blocks the
 * event loop, so every request in flight waits (measured: 100 to 500 ms every second or two under load, which
 * made the p99; docs/performance.md). The writing connection's automatic checkpoint is turned off and a worker
 * thread checkpoints every `intervalMs` instead; if that thread fails, the writing connection checkpoints itself again.
 */
export class Checkpointer {
  readonly #stop: () => Promise<void>;

  constructor(handle: SQLite.Database, file: string, options: { intervalMs?: number; restartPages?: number } = {}) {
    handle.pragma("wal_autocheckpoint = 0");
    const checkpoint = { file, intervalMs: options.intervalMs ?? 100, restartPages: options.restartPages ?? 8192 };
    const failed = () => {
      if (handle.open) handle.pragma("wal_autocheckpoint = 1000");
    };
    this.#stop = COMPILED ? inThread(checkpoint, failed) : onThisThread(checkpoint, failed);
  }

  /** A last checkpoint, then the checkpoints end. */
  stop(): Promise<void> {
    return this.#stop();
  }
}

type Checkpoint = Omit<CheckpointOptions, "busyTimeoutMs">;

function inThread(checkpoint: Checkpoint, failed: () => void): () => Promise<void> {
  const worker = new Worker(THREAD_FILE, { workerData: { ...checkpoint, busyTimeoutMs: 100 } satisfies CheckpointOptions });
  worker.unref();
  const exited = new Promise<void>((resolve) => worker.once("exit", () => resolve()));
  worker.once("error", failed);
  return async () => {
    // Held open until the thread has finished (unreferenced, it would not keep a closing process alive).
    worker.ref();
    worker.postMessage("stop");
    await exited;
  };
}

function onThisThread(checkpoint: Checkpoint, failed: () => void): () => Promise<void> {
  // No waiting for the writer: it runs on this very thread, so it could not go on meanwhile.
  const checkpoints = startCheckpoints({ ...checkpoint, busyTimeoutMs: 0 }, failed);
  return () => {
    checkpoints.stop();
    return Promise.resolve();
  };
}
