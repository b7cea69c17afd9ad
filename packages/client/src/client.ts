// The client: one typed method per operation of the service (client.orders.create, client.admin.orders.retryFiles …) over one transport.
import { OperationNamespaces } from "./generated/operations.js";
import { Transport, type ClientOptions } from "./transport.js";

/**
 * A client of one pod-orders service for one token. Caller operations (orders, products, files) take an account
 * token; client.admin takes the operator token. 429 and 503 are retried for every operation (the service turned the
 * request away before doing anything), honouring Retry-After; network failures and timeouts only for the operations
 * safe to repeat (reads, and orders.create, idempotent on external_ref).
 */
export class PodOrdersClient extends OperationNamespaces {
  constructor(options: ClientOptions) {
    super(new Transport(options));
  }
}
