// @pod-orders/client: the typed client of the pod-orders API, its errors and result types, and webhook verification.
export { PodOrdersClient } from "./client.js";
export { PodOrdersError, WebhookVerificationError, type PodOrdersErrorDetails, type TransportErrorCode, type WebhookErrorCode } from "./errors.js";
export { OPERATIONS, type Operations } from "./generated/operations.js";
export type * from "./generated/types.js";
export type { FileOperationsByPath, JsonOperationsByPath } from "./generated/paths.js";
export { retryAfterMs, type CallOptions, type ClientOptions, type FileDownload, type OperationInfo, type Refusal, type Replayed, type Result, type RetryInfo, type Success } from "./transport.js";
export { verifyWebhook, type WebhookHeaders } from "./webhooks.js";
