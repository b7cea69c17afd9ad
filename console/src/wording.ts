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
