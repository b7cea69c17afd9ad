// The checkpoints themselves: a connection of its own copies SQLite's write-ahead log into the database file on a timer.
import SQLite from "better-sqlite3";

export interface CheckpointOptions {
  /** The database file. */
  file: string;
  intervalMs: number;
  /** Past this many pages of log, a RESTART checkpoint waits for the writer so that the log starts over. */
  restartPages: number;
  /** How long a RESTART checkpoint waits for the writer. */
  busyTimeoutMs: number;
}

/**
 * Checkpoints every `intervalMs` until `stop()`, which checkpoints once more and closes the connection. PASSIVE
 * checkpoints never wait for the writer; when the log has grown past `restartPages` under sustained writes (a passive
 * checkpoint rarely catches up with a busy writer, and only a complete one lets the log start over), a RESTART
 * checkpoint waits briefly for the writer. An error other than SQLite's (busy, a full disk: the next step tries again)
 * goes to `fail`, after which no step runs.
 */
export function startCheckpoints(options: CheckpointOptions, fail: (error: unknown) => void): { stop(): void } {
  const handle = new SQLite(options.file);
  handle.pragma("synchronous = FULL");
  handle.pragma(`busy_timeout = ${options.busyTimeoutMs}`);
  const step = () => {
    try {
      const [result] = handle.pragma("wal_checkpoint(PASSIVE)") as { log: number }[];
      if (result && result.log >= options.restartPages) handle.pragma("wal_checkpoint(RESTART)");
    } catch (error) {
      const code = (error as { code?: unknown } | null)?.code;
      if (typeof code === "string" && code.startsWith("SQLITE_")) return;
      clearInterval(timer);
      if (handle.open) handle.close();
      fail(error);
    }
  };
  const timer = setInterval(step, options.intervalMs);
  // On a timer of the main thread (no worker: see sqlite-checkpointer.ts) it must not keep a closing process alive.
  timer.unref();
  return {
    stop() {
      clearInterval(timer);
      if (!handle.open) return;
      step();
      if (handle.open) handle.close();
    },
  };
}
