// What a database error says about the database, told apart once, here: the conditions a caller should retry
// (the database busy, away, starting, read-only, out of space) as opposed to a fault of the service.

/**
 * - `busy`: a lock or busy timeout ran out; nothing was written.
 * - `serialization`: the transaction lost a race the database detected (deadlock, serialization failure).
 * - `unavailable`: the connection failed or was refused (the database stopped, restarted, or the network broke).
 * - `starting`: the database accepts connections but is still starting up or recovering.
 * - `read_only`: the database accepts reads only (a standby after a failover, a read-only file system).
 * - `disk_full`: the database has no room to write (the disk, or SQLITE_MAX_SIZE_MB).
 */
export type StorageCondition = "busy" | "serialization" | "unavailable" | "starting" | "read_only" | "disk_full";

/** Node's codes for a connection that failed or broke, whatever the engine behind it. */
const CONNECTION_CODES = new Set([
  "ECONNREFUSED",
  "ECONNRESET",
  "ECONNABORTED",
  "EPIPE",
  "ETIMEDOUT",
  "EHOSTUNREACH",
  "EHOSTDOWN",
  "ENETUNREACH",
  "ENETDOWN",
  "ENOTFOUND",
  "EAI_AGAIN",
  "EADDRNOTAVAIL",
]);

/** Node's file-system codes that say the same as a database's own. */
const FILE_CODES: Record<string, StorageCondition> = { ENOSPC: "disk_full", EDQUOT: "disk_full", EROFS: "read_only", EIO: "unavailable" };

/**
 * The error itself, then what it wraps: `cause`, and each error of an AggregateError (Node's connect to a name
 * with several addresses fails with one of those). Bounded, so a cycle cannot loop.
 */
export function errorChain(error: unknown): unknown[] {
  const chain: unknown[] = [];
  const queue = [error];
  while (queue.length > 0 && chain.length < 16) {
    const next = queue.shift();
    if (next === null || next === undefined || chain.includes(next)) continue;
    chain.push(next);
    if (typeof next === "object") {
      const { cause, errors } = next as { cause?: unknown; errors?: unknown };
      if (cause !== undefined) queue.push(cause);
      if (Array.isArray(errors)) queue.push(...(errors as unknown[]));
    }
  }
  return chain;
}

/** The condition Node's own error code names (a refused or broken connection, a full or read-only disk), if any. */
export function systemCondition(error: unknown): StorageCondition | undefined {
  for (const link of errorChain(error)) {
    const code = (link as { code?: unknown }).code;
    if (typeof code !== "string") continue;
    if (CONNECTION_CODES.has(code)) return "unavailable";
    const file = FILE_CODES[code];
    if (file) return file;
  }
  return undefined;
}

/** The first condition `classify` finds along the error's chain. */
export function firstCondition(error: unknown, classify: (link: unknown) => StorageCondition | undefined): StorageCondition | undefined {
  for (const link of errorChain(error)) {
    const condition = classify(link);
    if (condition) return condition;
  }
  return systemCondition(error);
}
