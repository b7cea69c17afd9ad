// Opaque references (order_ref, item_ref, …): URL-safe, unguessable, and sortable by creation time.
import { randomBytes, randomFillSync } from "node:crypto";

const ALPHABET = "0123456789abcdefghjkmnpqrstvwxyz"; // Crockford base32, lower case

function encodeTime(ms: number): string {
  let out = "";
  for (let i = 0; i < 10; i++) {
    out = ALPHABET[ms % 32]! + out;
    ms = Math.floor(ms / 32);
  }
  return out;
}

/**
 * `<prefix>_` + 10 characters of millisecond time + 16 fresh random characters (80 bits).
 * References sort by the millisecond they were made in; within one millisecond their order is random,
 * so that no reference can be derived from another.
 */
export function newRef(prefix: string, now: number = Date.now()): string {
  let random = "";
  for (const byte of randomSlice(16)) random += ALPHABET[byte & 31];
  return `${prefix}_${encodeTime(now)}${random}`;
}

// Random bytes drawn from the system's generator 4 KiB at a time (a call per reference cost more than the
// reference itself); each byte is handed out once.
const pool = Buffer.alloc(4096);
let used = pool.length;

function randomSlice(length: number): Buffer {
  if (used + length > pool.length) {
    randomFillSync(pool);
    used = 0;
  }
  used += length;
  return pool.subarray(used - length, used);
}

/**
 * A secret: `prefix_` and 32 random bytes. Bearer tokens use base64url; webhook signing secrets (`whsec_`) use
 * base64, the alphabet Standard Webhooks libraries decode.
 */
export function newSecret(prefix: string, encoding: "base64url" | "base64" = "base64url"): string {
  return `${prefix}_${randomBytes(32).toString(encoding)}`;
}
