// What the OpenAPI document says beyond the route schemas: each operation's token, every status it answers with its
// envelope and headers, and the request and response examples recorded from a real server (src/http/examples.json).
import { ERROR_CODES, type ErrorCode } from "../domain/errors.js";
import { operationIdFor, SCOPE_EXTENSION, SECURITY_SCHEMES, securityFor } from "./operation.js";
import type { RequiredScope } from "../domain/scopes.js";
import recorded from "./examples.json" with { type: "json" };
import { EVENT_TYPES } from "../domain/events.js";
import { EVENT_SCHEMAS, eventSchemaName } from "../schemas/events.js";

type Json = Record<string, unknown>;

/** One recorded exchange: what was sent and what came back (headers only for a file download). */
export interface RecordedExample {
  summary: string;
  status: number;
  request?: unknown;
  params?: Record<string, string>;
  response?: unknown;
  headers?: Record<string, string>;
}

/** Per operationId: the success exchange first, then one exchange per error status the operation lists below. */
export type RecordedExamples = Record<string, RecordedExample[]>;

export const EXAMPLES = recorded as RecordedExamples;

/**
 * The failures particular to each operation, by the HTTP status they travel with; 200 lists the business refusals
 * answered with HTTP 200 and status "error" (docs/order-lifecycle.md#business-failures-answer-http-200); 400 lists the rule codes an operation adds to the shared
 * schema ones (its recorded 400 examples then show beside them). The statuses every operation shares (400, 401, 403, 413,
 * 415, 429, 500, 503) come from COMMON below. A new operation with failures of its own gets an entry here, and
 * the examples test then wants a recorded example of each status.
 */
export const OPERATION_FAILURES: Record<string, Partial<Record<number, ErrorCode[]>>> = {
  ordersCreate: { 400: ["shipping_method_unavailable", "no_shipping_method", "price_unavailable", "invalid_hs_code", "invalid_country", "invalid_customs_value", "invalid_incoterm", "invalid_ioss_number", "recipient_tax_id_required", "invalid_postcode", "product_archived", "unsupported_characters", "out_of_stock"], 409: ["external_ref_conflict"] },
  ordersGet: { 404: ["order_not_found"] },
  ordersEvents: { 404: ["order_not_found"] },
  ordersUpdateShipping: { 200: ["order_not_found", "status_forbids_change"] },
  ordersCancelItems: { 200: ["order_not_found", "status_forbids_change", "item_not_found", "quantity_exceeds_remaining", "quantity_mismatch"] },
  ordersConfirm: { 200: ["order_not_found", "not_a_draft", "price_changed"] },
  ordersTracking: { 404: ["order_not_found"] },
  sandboxAdvance: { 200: ["invalid_transition", "files_not_ready"], 403: ["sandbox_only"], 404: ["order_not_found"] },
  productsCreate: { 409: ["sku_exists"] },
  productsGet: { 404: ["product_not_found"] },
  productsUpdate: { 404: ["product_not_found"] },
  productsArchive: { 404: ["product_not_found"] },
  files: { 404: ["file_not_found"] },
  adminAccountsGet: { 404: ["account_not_found"] },
  adminShippingMethodsCreate: { 400: ["invalid_currency", "invalid_days", "duplicate_zone", "shipping_method_exists"] },
  adminAccountsUpdate: { 400: ["invalid_currency", "invalid_incoterm", "invalid_ioss_number", "invalid_vat_id", "invalid_country"], 404: ["account_not_found"] },
  adminTaxRatesSet: { 400: ["invalid_country"] },
  adminTokensCreate: { 400: ["expiry_in_past", "unknown_store"], 404: ["account_not_found"] },
  adminTokensRevoke: { 404: ["token_not_found"] },
  tokensCreate: { 400: ["expiry_in_past", "scope_not_held", "expiry_exceeds_token", "unknown_store"] },
  tokensRevoke: { 404: ["token_not_found"] },
  adminCatalogCreate: { 409: ["sku_exists"] },
  adminOrdersGet: { 404: ["order_not_found"] },
  adminOrdersTransition: { 200: ["order_not_found", "order_changed", "invalid_transition", "files_not_ready", "stock_not_available", "sandbox_order"] },
  adminOrdersShip: { 200: ["order_not_found", "order_changed", "sandbox_order", "status_forbids_change", "item_not_found", "quantity_exceeds_remaining", "quantity_exceeds_shipped", "stock_not_available", "order_not_priced"] },
  adminBillingBalance: { 404: ["account_not_found"] },
  adminBillingEntriesList: { 400: ["invalid_timestamp"], 404: ["account_not_found"] },
  adminBillingPaymentsRecord: { 400: ["currency_mismatch"], 404: ["account_not_found"] },
  adminBillingEntriesAdd: { 400: ["currency_mismatch"], 404: ["account_not_found"] },
  billingEntries: { 400: ["invalid_timestamp"] },
  adminBillingInvoicesIssue: { 200: ["nothing_to_invoice"], 400: ["period_in_future"], 404: ["account_not_found"] },
  adminBillingInvoicesList: { 404: ["account_not_found"] },
  adminBillingInvoicesPdf: { 404: ["invoice_not_found"] },
  adminBillingInvoicesCsv: { 404: ["invoice_not_found"] },
  billingInvoicesPdf: { 404: ["invoice_not_found"] },
  billingInvoicesCsv: { 404: ["invoice_not_found"] },
  adminReturnsReceive: { 400: ["quantity_exceeds_shipped", "not_restockable", "item_not_found", "duplicate_item_ref"], 404: ["order_not_found"] },
  adminStockAdjust: { 400: ["unknown_sku", "not_stocked", "stock_negative"], 404: ["account_not_found"] },
  inventoryMovements: { 400: ["unknown_sku", "not_stocked"] },
  inventoryUpdate: { 400: ["unknown_sku", "not_stocked"] },
  receivingCreate: { 400: ["unknown_sku", "not_stocked", "invalid_timestamp"], 409: ["receiving_exists"] },
  receivingGet: { 404: ["receiving_not_found"] },
  receivingCancel: { 404: ["receiving_not_found"], 409: ["receiving_not_awaiting"] },
  receivingLabels: { 404: ["receiving_not_found"] },
  adminReceivingReceive: { 400: ["unknown_sku", "not_stocked"], 404: ["receiving_not_found"], 409: ["receiving_not_open"] },
  adminReceivingClose: { 404: ["receiving_not_found"], 409: ["receiving_not_open"] },
  adminReceivingGet: { 404: ["receiving_not_found"] },
  adminStockCount: { 400: ["unknown_sku", "not_stocked"], 404: ["account_not_found"] },
  adminStockMovements: { 400: ["unknown_sku", "not_stocked"], 404: ["account_not_found"] },
  adminOrdersRetryFiles: { 200: ["order_not_found", "order_changed", "no_failed_files"] },
  adminOperatorsCreate: { 409: ["operator_name_taken"] },
  adminOperatorsUpdate: { 404: ["operator_not_found"], 409: ["operator_name_taken", "cannot_disable_self"] },
  adminOperatorTokensCreate: { 404: ["operator_not_found"] },
  adminOperatorTokensRevoke: { 404: ["token_not_found"] },
  adminOrdersList: { 400: ["invalid_timestamp"] },
  adminOrdersExport: { 400: ["invalid_timestamp"] },
  adminOrdersNotesAdd: { 404: ["order_not_found"] },
  adminShipmentsUpdate: { 404: ["shipment_not_found"] },
  adminWebhooksCreate: { 404: ["account_not_found"], 409: ["webhook_limit_reached"] },
  storesCreate: { 400: ["invalid_url"] },
  storesGet: { 404: ["store_not_found"] },
  storesUpdate: { 400: ["invalid_url"], 404: ["store_not_found"] },
  storesArchive: { 400: ["default_store"], 404: ["store_not_found"] },
  adminStoresCreate: { 400: ["invalid_url"], 404: ["account_not_found"] },
  adminStoresGet: { 404: ["store_not_found"] },
  adminStoresUpdate: { 400: ["invalid_url"], 404: ["store_not_found"] },
  adminStoresArchive: { 400: ["default_store"], 404: ["store_not_found"] },
  adminStoresSampleSlip: { 404: ["store_not_found"] },
  adminWebhooksDelete: { 404: ["webhook_not_found"] },
  webhooksCreate: { 409: ["webhook_limit_reached"] },
  webhooksGet: { 404: ["webhook_not_found"] },
  webhooksUpdate: { 404: ["webhook_not_found"] },
  webhooksDelete: { 404: ["webhook_not_found"] },
  webhooksRotateSecret: { 404: ["webhook_not_found"] },
  webhooksDeliveries: { 404: ["webhook_not_found"] },
  webhooksTest: { 404: ["webhook_not_found"] },
  webhooksRedeliver: { 404: ["webhook_not_found", "delivery_not_found"], 409: ["webhook_disabled", "delivery_pending"] },
  adminWebhooksGet: { 404: ["webhook_not_found"] },
  adminWebhooksUpdate: { 404: ["webhook_not_found"] },
  adminWebhooksRotateSecret: { 404: ["webhook_not_found"] },
  adminWebhooksDeliveries: { 404: ["webhook_not_found"] },
  adminWebhooksTest: { 404: ["webhook_not_found"] },
  adminWebhooksRedeliver: { 404: ["webhook_not_found", "delivery_not_found"], 409: ["webhook_disabled", "delivery_pending"] },
  adminFiles: { 404: ["file_not_found"] },
  adminFilesThumbnail: { 404: ["file_not_found"] },
  adminOrdersEvents: { 404: ["order_not_found"] },
  adminOrdersDeliveries: { 404: ["order_not_found"] },
  adminTokensList: { 404: ["account_not_found"] },
  adminOrdersPackingSlip: { 404: ["order_not_found"], 409: ["nothing_to_ship"] },
  adminPackingSlips: { 400: ["selection_too_large"], 404: ["order_not_found"], 409: ["nothing_to_ship"] },
  adminOrdersBulk: { 400: ["selection_too_large"] },
  adminShipmentsImport: { 400: ["invalid_csv", "invalid_csv_header"] },
  adminShipmentsPackingSlip: { 404: ["shipment_not_found"] },
  adminOrdersCustomsDeclaration: { 404: ["order_not_found"], 409: ["customs_not_needed", "nothing_to_ship"] },
  shippingMethods: { 200: ["pricing_not_enabled"] },
  ordersQuote: { 200: ["pricing_not_enabled"], 400: ["shipping_method_unavailable", "no_shipping_method", "price_unavailable", "invalid_hs_code", "invalid_country", "invalid_customs_value", "invalid_incoterm", "invalid_ioss_number", "recipient_tax_id_required", "invalid_postcode", "product_archived", "unsupported_characters", "out_of_stock"] },
  adminCatalogUpdate: { 400: ["invalid_hs_code", "invalid_country"], 404: ["blank_not_found"] },
  adminShippingMethodsUpdate: { 404: ["shipping_method_not_found"] },
};

const ENVELOPE_REF = { $ref: "#/components/schemas/ErrorEnvelope" };
const REQUEST_ID_HEADER = { "X-Request-Id": { $ref: "#/components/headers/RequestId" } };
/** What every answer to a request whose token was accepted carries (401 and 403 are decided before the count). */
const ANSWER_HEADERS = {
  ...REQUEST_ID_HEADER,
  "RateLimit-Limit": { $ref: "#/components/headers/RateLimitLimit" },
  "RateLimit-Remaining": { $ref: "#/components/headers/RateLimitRemaining" },
  "RateLimit-Reset": { $ref: "#/components/headers/RateLimitReset" },
};
const RETRY_AFTER_HEADER = { "Retry-After": { $ref: "#/components/headers/RetryAfter" } };

/** Headers particular to one operation's success. */
export const SUCCESS_HEADERS: Record<string, Json> = {
  ordersCreate: { "Idempotent-Replayed": { $ref: "#/components/headers/IdempotentReplayed" } },
};

/** The response headers the document declares, referenced by name from the responses above. */
const HEADERS: Json = {
  RequestId: { description: "The request's id (the caller's X-Request-Id when it is 1–64 safe characters); quote it when reporting a problem", schema: { type: "string" } },
  RateLimitLimit: {
    description: "Requests this token may make in the current minute (RATE_LIMIT_PER_MINUTE). Sent on every answer once the token is accepted (not on 401, nor on a 403 about the token's rights), unless the operator turned the limit off.",
    schema: { type: "integer", minimum: 1 },
  },
  RateLimitRemaining: { description: "Requests this token has left in the current minute; slow down before it reaches 0.", schema: { type: "integer", minimum: 0 } },
  RateLimitReset: { description: "Seconds until the current minute's window ends and the count starts again.", schema: { type: "integer", minimum: 0 } },
  RetryAfter: { description: "Seconds to wait before sending again: until the token's next window (429), or before retrying (503).", schema: { type: "integer", minimum: 0 } },
  IdempotentReplayed: {
    description: "`true` when this create repeated an earlier one with the same external_ref and body: the answer is the original order's, nothing new was made. Absent on a first create.",
    schema: { type: "string", enum: ["true"] },
  },
};

/** The statuses every operation of a surface can answer, as shared responses. */
const COMMON: Record<string, { status: number; description: string; codes: ErrorCode[]; headers?: Json; beforeToken?: boolean; bodyOnly?: boolean }> = {
  BadRequest: { status: 400, description: "The body is not valid JSON or breaks the operation's schema or rules; data.errors names each problem with its path.", codes: [], bodyOnly: true },
  Unauthorized: {
    status: 401,
    description: "No token, an unknown, revoked or expired one, or more than one Authorization header.",
    codes: ["unauthorized", "token_expired"],
    beforeToken: true,
    headers: { "WWW-Authenticate": { description: 'Bearer realm="pod-orders" (an expired token: with error="invalid_token")', schema: { type: "string" } } },
  },
  Forbidden: {
    status: 403,
    description:
      "The token is of the other kind (an account token on /v1/admin, the operator's elsewhere), its account is disabled, or (an account token) it lacks the operation's scope: data.required_scope names it, as does WWW-Authenticate.",
    codes: ["forbidden", "account_disabled", "insufficient_scope"],
    beforeToken: true,
    headers: { "WWW-Authenticate": { description: 'With insufficient_scope: Bearer realm="pod-orders", error="insufficient_scope", scope="<the scope>"', schema: { type: "string" } } },
  },
  PayloadTooLarge: { status: 413, description: "The body is larger than BODY_LIMIT bytes (1 MiB by default).", codes: ["body_too_large"], bodyOnly: true },
  UnsupportedMediaType: { status: 415, description: "The body is not sent as application/json.", codes: ["unsupported_media_type"], bodyOnly: true },
  TooManyRequests: {
    status: 429,
    description: "Over RATE_LIMIT_PER_MINUTE requests with this token in the current minute.",
    codes: ["rate_limited"],
    headers: RETRY_AFTER_HEADER,
  },
  InternalError: { status: 500, description: "An unexpected fault; data.request_id identifies it in the service's logs.", codes: ["internal_error"] },
  Unavailable: {
    status: 503,
    description:
      "The service is shutting down, its database is busy, away (stopped, restarting, failing over), starting up, read-only or out of room, or its file store cannot be reached. Retry, on another instance or after Retry-After.",
    codes: ["unavailable", "database_unavailable", "storage_full", "file_store_unavailable"],
    headers: RETRY_AFTER_HEADER,
  },
};

/** Recorded examples of the shared responses, under these keys in examples.json. */
const COMMON_EXAMPLES_KEY = "_common";

function codeList(codes: readonly ErrorCode[]): string {
  return codes.map((code) => `\`${code}\`: ${ERROR_CODES[code].meaning}`).join("\n- ");
}

function jsonContent(schema: Json, examples: RecordedExample[]): Json {
  const named = Object.fromEntries(examples.map((e) => [exampleName(e), { summary: e.summary, value: e.response }]));
  return { "application/json": { schema, ...(examples.length > 0 ? { examples: named } : {}) } };
}

/** A key for an example, from its summary: "Unknown order" → unknown-order. */
function exampleName(example: RecordedExample): string {
  return example.summary.toLowerCase().replace(/[^a-z0-9]+/g, "-").replace(/^-|-$/g, "");
}

function commonResponses(): Json {
  const recordedCommon = EXAMPLES[COMMON_EXAMPLES_KEY] ?? [];
  return Object.fromEntries(
    Object.entries(COMMON).map(([name, info]) => {
      const examples = recordedCommon.filter((e) => e.status === info.status);
      const description = info.codes.length > 0 ? `${info.description}\n\n- ${codeList(info.codes)}` : info.description;
      return [name, { description, headers: { ...(info.beforeToken ? REQUEST_ID_HEADER : ANSWER_HEADERS), ...(info.headers ?? {}) }, content: jsonContent(ENVELOPE_REF, examples) }];
    }),
  );
}

/** The error envelope a refusal answered with HTTP 200 carries: the spec's data.order_ref next to errors. */
const REFUSAL = {
  type: "object",
  required: ["status", "message", "data"],
  properties: {
    status: { const: "error", type: "string" },
    message: { type: "string" },
    data: {
      type: "object",
      required: ["order_ref", "errors"],
      properties: {
        order_ref: { type: "string" },
        errors: { type: "array", items: { $ref: "#/components/schemas/FieldError" } },
        sequence: { type: "integer", description: "With order_changed: the order's latest event sequence now" },
      },
    },
  },
};

/** A refusal that concerns no order (pricing_not_enabled): the envelope with errors alone. */
const ACCOUNT_REFUSAL = {
  ...REFUSAL,
  properties: { ...REFUSAL.properties, data: { type: "object", required: ["errors"], properties: { errors: REFUSAL.properties.data.properties.errors } } },
};

/** Operations whose HTTP-200 refusals are about the account, not an order: no data.order_ref. */
const ACCOUNT_REFUSALS = new Set(["shippingMethods", "ordersQuote", "adminBillingInvoicesIssue"]);

function specificResponses(operationId: string, examples: RecordedExample[]): Json {
  const responses: Json = {};
  for (const [status, codes] of Object.entries(OPERATION_FAILURES[operationId] ?? {})) {
    if (status === "200" || !codes) continue;
    const recordedStatus = examples.filter((e) => e.status === Number(status));
    // A 400 with codes of its own replaces the shared BadRequest for this operation: its description and its codes.
    const shared = status === "400" ? `${COMMON.BadRequest!.description} Besides the schema's codes, this operation's own:\n\n` : "";
    responses[status] = {
      description: `${shared}- ${codeList(codes)}`,
      headers: ANSWER_HEADERS,
      content: jsonContent(ENVELOPE_REF, recordedStatus),
    };
  }
  return responses;
}

function successResponse(operationId: string, original: Json | undefined, examples: RecordedExample[]): Json {
  const success = examples.filter((e) => e.status === 200);
  const content = (original?.content ?? {}) as Record<string, Json>;
  const json = content["application/json"];
  const refusals = OPERATION_FAILURES[operationId]?.[200];
  if (json && (json.schema as Json | undefined)?.format !== "binary") {
    const byAccount = ACCOUNT_REFUSALS.has(operationId);
    const schema = refusals ? { anyOf: [json.schema, byAccount ? ACCOUNT_REFUSAL : REFUSAL] } : (json.schema as Json);
    const description = refusals
      ? `Success (status "success"), or a business refusal (status "error", ${byAccount ? "" : "data.order_ref and "}data.errors): read status in the body.\n\n- ${codeList(refusals)}`
      : "Success: the envelope with the operation's data.";
    return { description, headers: { ...ANSWER_HEADERS, ...(SUCCESS_HEADERS[operationId] ?? {}) }, content: jsonContent(schema, success) };
  }
  // A file: the bytes themselves, described by their headers as recorded.
  const headers = success[0]?.headers ?? {};
  const described: Json = { ...ANSWER_HEADERS, ...(SUCCESS_HEADERS[operationId] ?? {}) };
  for (const [name, value] of Object.entries(headers)) described[name] = { schema: { type: "string" }, example: value };
  // Headers the route declares (Skipped-Orders), with their descriptions, whether or not the first example had them.
  for (const [name, header] of Object.entries((original?.headers ?? {}) as Record<string, Json>)) described[name] = { ...(described[name] as Json | undefined), ...header };
  const type = headers["Content-Type"] ?? "application/octet-stream";
  // A stored file is whichever image type it was received as.
  const mediaType = type.startsWith("image/") ? "image/*" : type.split(";")[0]!;
  return {
    description: (json?.schema as Json | undefined)?.description ?? "The file's bytes",
    headers: described,
    content: { [mediaType]: { schema: { type: "string", format: "binary" } } },
  };
}

function requestExamples(operation: Json, examples: RecordedExample[]): void {
  const body = (operation.requestBody as { content?: Record<string, Json> } | undefined)?.content?.["application/json"];
  const sent = examples.filter((e) => e.request !== undefined);
  if (body && sent.length > 0) body.examples = Object.fromEntries(sent.map((e) => [exampleName(e), { summary: e.summary, value: e.request }]));
  const success = examples.find((e) => e.status === 200);
  for (const parameter of (operation.parameters ?? []) as Json[]) {
    const value = success?.params?.[parameter.name as string];
    if (value !== undefined) parameter.example = value;
  }
}

const METHODS = ["get", "post", "put", "patch", "delete"] as const;

/** The signature headers every delivery carries (Standard Webhooks); receiving-webhooks.md shows how to check them. */
const SIGNATURE_HEADERS = [
  { name: "webhook-id", description: "The event's id (the body's id): the same on every attempt of the delivery" },
  { name: "webhook-timestamp", description: "Seconds since the epoch when this attempt was signed: refuse one more than five minutes away" },
  { name: "webhook-signature", description: "v1,<base64 HMAC-SHA256 of `id.timestamp.body`>, several separated by spaces while a secret is being rotated" },
];

/**
 * The OpenAPI 3.1 `webhooks` section: one entry per event type, its payload the type's schema (schemas/events.ts),
 * as the service POSTs it to an endpoint without a template; and those schemas under components.
 */
function webhookSection(): { webhooks: Json; schemas: Json } {
  const webhooks: Json = {};
  const schemas: Json = {};
  for (const type of EVENT_TYPES) {
    const name = eventSchemaName(type);
    const schema = EVENT_SCHEMAS[type];
    schemas[name] = JSON.parse(JSON.stringify(schema)) as Json;
    webhooks[type] = {
      post: {
        operationId: `event${name.replace(/Event$/, "")}`,
        summary: `${type}`,
        description: `${schema.description ?? ""}\n\nSent to every endpoint of the account whose events include ${type} (or that names none), signed per Standard Webhooks; an endpoint with a template receives the template's output instead.`,
        tags: ["Webhooks"],
        security: [],
        parameters: SIGNATURE_HEADERS.map((header) => ({ in: "header", required: true, schema: { type: "string" }, ...header })),
        requestBody: { required: true, content: { "application/json": { schema: { $ref: `#/components/schemas/${name}` } } } },
        responses: {
          200: { description: "Any 2xx answer within the timeout marks the delivery succeeded; anything else is retried on the schedule (about three days)." },
        },
      },
    };
  }
  return { webhooks, schemas };
}

/**
 * Completes the document @fastify/swagger generated: servers, the two token schemes, and per operation its
 * operationId, security, every response it answers and the recorded examples.
 */
export function completeDocument(document: Json): Json {
  const paths = (document.paths ?? {}) as Record<string, Record<string, Json>>;
  for (const [path, methods] of Object.entries(paths)) {
    for (const method of METHODS) {
      const operation = methods[method];
      if (!operation) continue;
      const operationId = operationIdFor(path);
      const examples = EXAMPLES[operationId] ?? [];
      const original = operation.responses as Record<string, Json> | undefined;
      const hasBody = operation.requestBody !== undefined;
      operation.operationId = operationId;
      operation.security = securityFor(path, operation[SCOPE_EXTENSION] as RequiredScope | undefined);
      requestExamples(operation, examples);
      operation.responses = {
        200: successResponse(operationId, original?.["200"], examples),
        ...(hasBody ? { 400: { $ref: "#/components/responses/BadRequest" } } : {}),
        401: { $ref: "#/components/responses/Unauthorized" },
        403: { $ref: "#/components/responses/Forbidden" },
        ...specificResponses(operationId, examples),
        ...(hasBody ? { 413: { $ref: "#/components/responses/PayloadTooLarge" }, 415: { $ref: "#/components/responses/UnsupportedMediaType" } } : {}),
        429: { $ref: "#/components/responses/TooManyRequests" },
        500: { $ref: "#/components/responses/InternalError" },
        503: { $ref: "#/components/responses/Unavailable" },
      };
    }
  }
  const components = (document.components ?? {}) as Json;
  const events = webhookSection();
  document.webhooks = events.webhooks;
  document.components = {
    ...components,
    securitySchemes: SECURITY_SCHEMES,
    schemas: { ...((components.schemas as Json | undefined) ?? {}), ...events.schemas, FieldError: FIELD_ERROR, ErrorEnvelope: ERROR_ENVELOPE },
    headers: { ...((components.headers as Json | undefined) ?? {}), ...HEADERS },
    responses: commonResponses(),
  };
  return document;
}

const FIELD_ERROR = {
  type: "object",
  required: ["path", "code", "message"],
  additionalProperties: false,
  properties: {
    path: { type: "string", description: "Where the problem is, e.g. items[2].print_areas.front.print_file; empty for the whole request" },
    code: { type: "string", enum: Object.keys(ERROR_CODES), description: "Stable snake_case code; see the error code list in the caller's guide" },
    message: { type: "string" },
  },
};

const ERROR_ENVELOPE = {
  type: "object",
  required: ["status", "message", "data"],
  properties: {
    status: { type: "string", const: "error" },
    message: { type: "string" },
    data: {
      type: "object",
      required: ["errors"],
      additionalProperties: true,
      description: "errors, plus order_ref or request_id where the operation names them; a 400 of orders/create or orders/quote also lists the body's warnings",
      properties: {
        errors: { type: "array", items: { $ref: "#/components/schemas/FieldError" } },
        order_ref: { type: "string" },
        request_id: { type: "string" },
        warnings: {
          type: "array",
          description: "orders/create and orders/quote, 400: what the order would have been accepted with but should be checked (postcode_format, customs_incomplete), as a success answers them",
          items: { type: "object", required: ["path", "code", "message"], properties: { path: { type: "string" }, code: { type: "string" }, message: { type: "string" } } },
        },
      },
    },
  },
};
