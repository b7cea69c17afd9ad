// The sandbox: accounts in test mode, how their tokens read, and what the sandbox's own shipments look like.
/** live: real orders for production. test: a sandbox account whose orders advance by themselves and are never produced. */
export const ACCOUNT_MODES = ["live", "test"] as const;
export type AccountMode = (typeof ACCOUNT_MODES)[number];

/**
 * Tokens say which kind of account they open: `pod_live_…` or `pod_test_…`. Tokens issued before modes existed read
 * `pod_…` (no mode word) and keep working: a token is looked up by its hash, never by its prefix.
 */
export function tokenPrefix(mode: AccountMode): string {
  return `pod_${mode}`;
}

/** The carrier of every shipment the sandbox records. */
export const SANDBOX_CARRIER = "SANDBOX";

/** The reason recorded on the sandbox's own status changes. */
export const SANDBOX_REASON = "sandbox";

/** `SBX` and 12 digits (from `digit`, 0 to 9): recognisably not a real carrier's number. */
export function sandboxTrackingNumber(digit: () => number): string {
  let digits = "";
  for (let i = 0; i < 12; i++) digits += String(digit());
  return `SBX${digits}`;
}
