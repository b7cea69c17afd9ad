// The client's errors: a refused or failed request (PodOrdersError) and a webhook that fails verification.
import type { ErrorCode, FieldError } from "./generated/types.js";

/** Codes of failures that have no answer from the service: it could not be reached, or did not answer in time. */
export type TransportErrorCode = "network_error" | "timeout" | "invalid_response";

export interface PodOrdersErrorDetails {
  status: number;
  code: ErrorCode | TransportErrorCode | (string & {});
  message: string;
  errors: FieldError[];
  requestId: string | undefined;
  data?: Record<string, unknown>;
  cause?: unknown;
}

/**
 * A request the service refused or could not answer. `status` is the HTTP status (0 when no answer arrived: `code` is
 * then network_error or timeout), `code` the first error's stable code, `errors` every problem with its `path`
 * (items[2].print_areas.front.print_file), `requestId` the X-Request-Id to quote when reporting it, and `data` the
 * rest of the envelope's data (the existing order_ref of a 409, the request_id of a 500).
 */
export class PodOrdersError extends Error {
  readonly status: number;
  readonly code: PodOrdersErrorDetails["code"];
  readonly errors: FieldError[];
  readonly requestId: string | undefined;
  readonly data: Record<string, unknown>;

  constructor(details: PodOrdersErrorDetails) {
    super(details.message, details.cause === undefined ? undefined : { cause: details.cause });
    this.name = "PodOrdersError";
    this.status = details.status;
    this.code = details.code;
    this.errors = details.errors;
    this.requestId = details.requestId;
    this.data = details.data ?? {};
  }
}

/** Why a webhook was not accepted: a signature headers lack, a wrong or stale signature, or a body that is not JSON. */
export type WebhookErrorCode = "missing_headers" | "invalid_signature" | "invalid_payload";

/** A webhook delivery that did not pass verification: answer it with 400 and do not act on it. */
export class WebhookVerificationError extends Error {
  readonly code: WebhookErrorCode;

  constructor(code: WebhookErrorCode, message: string, cause?: unknown) {
    super(message, cause === undefined ? undefined : { cause });
    this.name = "WebhookVerificationError";
    this.code = code;
  }
}
