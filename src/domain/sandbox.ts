// The sandbox: accounts in test mode, how their tokens read, what the sandbox's own shipments look like, and where
// sandbox/advance may take an order.
import { SHIPMENT_UPDATES, type ShipmentStatus, type ShipmentUpdate } from "./shipments.js";

/** live: real orders for production. test: a sandbox account whose orders advance by themselves and are never produced. */
export const ACCOUNT_MODES = ["live", "test"] as const;
export type AccountMode = (typeof ACCOUNT_MODES)[number];

/** The mode an order (and every event about it) shows: its account's, kept on the order as its test flag. */
export function modeOfOrder(order: { test: boolean }): AccountMode {
  return order.test ? "test" : "live";
}

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

/** Where POST /v1/sandbox/advance can take a test order: an order status, or its shipments' progress. */
export const SANDBOX_TARGETS = ["in_production", "shipped", "in_transit", "delivered", "returned", "exception", "on_hold"] as const;
export type SandboxTarget = (typeof SANDBOX_TARGETS)[number];

/** The targets that are a shipment's progress: the order is shipped first, then each shipment moves on. */
export function isShipmentTarget(to: SandboxTarget): to is ShipmentUpdate {
  return (SHIPMENT_UPDATES as readonly string[]).includes(to);
}

/**
 * The progress updates that take a shipment from `from` to `to`, in order, as a carrier would report them: a
 * parcel is in transit before it is delivered, returned or stuck (exception), and an exception may still end
 * delivered or returned. [] when it is there already; undefined when it cannot get there (delivered and returned
 * are final; nothing goes back to in_transit).
 */
export function shipmentSteps(from: ShipmentStatus, to: ShipmentUpdate): ShipmentUpdate[] | undefined {
  if (from === to) return [];
  if (to === "in_transit") return from === "shipped" ? ["in_transit"] : undefined;
  if (from === "shipped") return ["in_transit", to];
  if (from === "in_transit") return [to];
  if (from === "exception" && to !== "exception") return [to];
  return undefined;
}
