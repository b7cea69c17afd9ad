// The per-token request limit in fixed one-minute windows aligned to the clock: counted in memory by a process that
// has its database to itself (SQLite), and in the database, drawn in blocks, when API processes share it (PostgreSQL).
import type { Db } from "../store/database.js";
import { countsShared, drawRequests } from "../store/rate-limits.js";

export const WINDOW_MS = 60_000;

/** What one request is told: whether it may go on, and the RateLimit-* figures. */
export interface Admission {
  admitted: boolean;
  limit: number;
  remaining: number;
  /** Seconds until the window ends (at least 1). */
  resetSeconds: number;
}

export interface RequestLimiter {
  admit(tokenId: string, atMs: number): Admission | Promise<Admission>;
}

/**
 * How many requests a process draws from the shared count at a time: one database write per block instead of per
 * request. A block a process has not used up when its window ends is lost to the token, so with N processes a token
 * may be refused up to N blocks (N × 2 %) before its limit; never admitted past it.
 */
export function blockSize(perMinute: number): number {
  return Math.min(100, Math.max(1, Math.ceil(perMinute / 50)));
}

export function requestLimiter(db: Db, perMinute: number): RequestLimiter {
  return countsShared(db) ? new SharedLimiter(db, perMinute) : new LocalLimiter(perMinute);
}

function windowOf(atMs: number): number {
  return atMs - (atMs % WINDOW_MS);
}

function admission(admitted: boolean, limit: number, used: number, windowStart: number, atMs: number): Admission {
  return { admitted, limit, remaining: Math.max(0, limit - used), resetSeconds: Math.max(1, Math.ceil((windowStart + WINDOW_MS - atMs) / 1000)) };
}

class LocalLimiter implements RequestLimiter {
  private readonly windows = new Map<string, { start: number; used: number }>();

  constructor(private readonly limit: number) {}

  admit(tokenId: string, atMs: number): Admission {
    const start = windowOf(atMs);
    let window = this.windows.get(tokenId);
    if (!window || window.start !== start) {
      window = { start, used: 0 };
      this.windows.set(tokenId, window);
    }
    window.used += 1;
    return admission(window.used <= this.limit, this.limit, window.used, start, atMs);
  }
}

/** A token's standing in this process: requests drawn and not yet used, and the shared total last seen. */
interface Held {
  start: number;
  unused: number;
  sharedUsed: number;
  /** A draw in flight: the token's other requests wait for it rather than draw again. */
  drawing?: Promise<void>;
}

class SharedLimiter implements RequestLimiter {
  private readonly held = new Map<string, Held>();
  private readonly block: number;

  constructor(
    private readonly db: Db,
    private readonly limit: number,
  ) {
    this.block = blockSize(limit);
  }

  async admit(tokenId: string, atMs: number): Promise<Admission> {
    const start = windowOf(atMs);
    let held = this.held.get(tokenId);
    if (!held || held.start !== start) {
      held = { start, unused: 0, sharedUsed: 0 };
      this.held.set(tokenId, held);
    }
    while (held.unused === 0 && held.sharedUsed < this.limit) {
      held.drawing ??= this.draw(tokenId, held).finally(() => (held.drawing = undefined));
      await held.drawing;
    }
    if (held.unused === 0) return admission(false, this.limit, this.limit, start, atMs);
    held.unused -= 1;
    // Requests other processes hold but have not used count as used: the figure errs towards caution.
    return admission(true, this.limit, held.sharedUsed - held.unused, start, atMs);
  }

  private async draw(tokenId: string, held: Held): Promise<void> {
    const used = await drawRequests(this.db, tokenId, held.start, this.block);
    // Of this block, only what was left below the limit before it is granted.
    held.unused += Math.max(0, Math.min(this.block, this.limit - (used - this.block)));
    held.sharedUsed = Math.max(used, held.sharedUsed);
  }
}
