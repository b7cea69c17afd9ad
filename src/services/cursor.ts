// Opaque pagination cursors: the last key of a page, tagged with the listing it belongs to.
import { Failure } from "../domain/errors.js";

export function encodeCursor(listing: string, key: string): string {
  return Buffer.from(JSON.stringify([listing, key])).toString("base64url");
}

export function decodeCursor(listing: string, cursor: string | undefined): string | undefined {
  if (cursor === undefined) return undefined;
  try {
    const value: unknown = JSON.parse(Buffer.from(cursor, "base64url").toString("utf8"));
    if (Array.isArray(value) && value.length === 2 && value[0] === listing && typeof value[1] === "string") return value[1];
  } catch {
    // fall through to the failure below
  }
  throw Failure.of("invalid_cursor", "cursor is not a cursor of this listing", "cursor");
}

/** Fetch one row more than the page to learn whether another page follows. */
export function page<T>(listing: string, rows: T[], limit: number, keyOf: (row: T) => string): { rows: T[]; next_cursor: string | null } {
  if (rows.length <= limit) return { rows, next_cursor: null };
  const kept = rows.slice(0, limit);
  return { rows: kept, next_cursor: encodeCursor(listing, keyOf(kept[kept.length - 1]!)) };
}

export const DEFAULT_LIMIT = 50;
