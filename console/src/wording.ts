// Operator-facing words for refusals whose service message speaks the API's language (schema terms, body paths) or
// to a merchant: chosen by code (and path), so the service's messages can stay exact for API callers.
import type { FieldError } from "./api.js";

/** The operator's words for one field error, or undefined to show the service's own message with its path. */
export function operatorWording(error: FieldError): string | undefined {
  switch (error.code) {
    case "too_few_items":
      return error.path === "items" ? "Nothing to ship: enter a quantity of at least 1 on one line." : `${error.path || "The list"} needs at least one entry.`;
    case "order_not_found":
      return "There is no order with that reference.";
    case "nothing_to_ship":
      return "Every line of this order is shipped or cancelled, so there is nothing left for a packing slip to list.";
    case "unauthorized":
      return "You are not signed in any more.";
    case "default_store":
      return "This is the account's default store: orders that name no store belong to it, so it cannot be archived.";
    default:
      return undefined;
  }
}

/**
 * Why the console went back to the sign-in screen, in words: the service's 401 message names a header ("send
 * Authorization: Bearer <token>") when the cookie is simply gone — signed out in another tab, or cleared.
 */
export function signedOutReason(message: string): string {
  if (/expired/i.test(message)) return "Your session expired (sessions last 12 hours): sign in again to go on.";
  if (/revoked/i.test(message)) return "The operator token of this session was revoked: sign in again with a valid operator token.";
  return "You were signed out (in another tab or window, or the session ended): sign in again to go on.";
}

/**
 * Why one order of a bulk action, or one row of a shipment import, was refused, in the operator's words (by its
 * code); undefined leaves the service's own message, which is always shown beside it anyway.
 */
export function refusalWording(code: string): string | undefined {
  switch (code) {
    case "invalid_transition":
      return "its status does not allow this change";
    case "files_not_ready":
      return "its print files are not ready yet";
    case "sandbox_order":
      return "a test account's order: the sandbox moves it on, not an operator";
    case "order_not_found":
      return "there is no order with that reference";
    case "order_changed":
      return "it changed meanwhile";
    case "status_forbids_change":
      return "its status does not allow a shipment (send it to production first)";
    case "duplicate_tracking_number":
      return "it already has a shipment with this tracking number (was the file imported before?)";
    case "ambiguous_external_ref":
      return "several accounts have an order with this external reference: add an account_id column";
    case "item_not_found":
      return "the order has no line with this SKU";
    case "quantity_exceeds_remaining":
      return "more than is left to ship of it";
    case "nothing_to_ship":
      return "nothing is left to ship";
    case "required":
      return "a required column is empty";
    case "invalid_csv_row":
      return "the row has more or fewer fields than the header";
    case "invalid_url":
      return "the tracking URL is not an http(s) address";
    case "too_long":
      return "a value is too long";
    default:
      return undefined;
  }
}

/** What a bulk change did to each order that it changed, as a past participle ("held"). */
const DONE: Record<string, string> = {
  on_hold: "held",
  received: "released",
  in_production: "sent to production",
  cancelled: "cancelled",
};

/** One line for a bulk action's results: "998 held, 2 refused", or "Nothing to do" for an empty selection. */
export function bulkSummary(status: string, results: readonly { ok: boolean }[]): string {
  const changed = results.filter((r) => r.ok).length;
  const refused = results.length - changed;
  if (results.length === 0) return "No order was selected: nothing changed.";
  const done = `${changed.toLocaleString("en")} ${DONE[status] ?? `moved to ${status.replace(/_/g, " ")}`}`;
  return refused === 0 ? `${done}.` : `${done}, ${refused.toLocaleString("en")} refused.`;
}
