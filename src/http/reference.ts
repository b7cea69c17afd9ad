// What the OpenAPI document says beyond the route schemas: each operation's token, every status it answers with its
// envelope, and the request and response examples recorded from a real server (src/http/examples.json).
import { ERROR_CODES, type ErrorCode } from "../domain/errors.js";
import { operationIdFor, SCOPE_EXTENSION, SECURITY_SCHEMES, securityFor } from "./operation.js";
import type { RequiredScope } from "../domain/scopes.js";
import recorded from "./examples.json" with { type: "json" };

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
 * answered with HTTP 200 and status "error" (API.md §2); 400 lists the rule codes an operation adds to the shared
 * schema ones (its recorded 400 examples then show beside them). The statuses every operation shares (400, 401, 403, 413,
 * 415, 429, 500, 503) come from COMMON below. A new operation with failures of its own gets an entry here, and
 * the examples test then wants a recorded example of each status.
 */
export const OPERATION_FAILURES: Record<string, Partial<Record<number, ErrorCode[]>>> = {
  ordersCreate: { 400: ["shipping_method_unavailable", "no_shipping_method", "price_unavailable", "invalid_hs_code", "invalid_country", "invalid_customs_value", "invalid_incoterm", "invalid_ioss_number", "recipient_tax_id_required", "invalid_postcode", "product_archived"], 409: ["external_ref_conflict"] },
  ordersGet: { 404: ["order_not_found"] },
  ordersEvents: { 404: ["order_not_found"] },
  ordersUpdateShipping: { 200: ["order_not_found", "status_forbids_change"] },
  ordersCancelItems: { 200: ["order_not_found", "status_forbids_change", "item_not_found", "quantity_exceeds_remaining", "quantity_mismatch"] },
  ordersTracking: { 404: ["order_not_found"] },
  productsCreate: { 409: ["sku_exists"] },
  productsGet: { 404: ["product_not_found"] },
  productsUpdate: { 404: ["product_not_found"] },
  productsArchive: { 404: ["product_not_found"] },
  files: { 404: ["file_not_found"] },
  adminAccountsGet: { 404: ["account_not_found"] },
  adminShippingMethodsCreate: { 400: ["invalid_currency", "invalid_days", "duplicate_zone", "shipping_method_exists"] },
  adminAccountsUpdate: { 400: ["invalid_currency", "invalid_incoterm", "invalid_ioss_number"], 404: ["account_not_found"] },
  adminTokensCreate: { 400: ["expiry_in_past"], 404: ["account_not_found"] },
  adminTokensRevoke: { 404: ["token_not_found"] },
  adminCatalogCreate: { 409: ["sku_exists"] },
  adminOrdersGet: { 404: ["order_not_found"] },
  adminOrdersTransition: { 200: ["order_not_found", "invalid_transition", "files_not_ready", "sandbox_order"] },
  adminOrdersShip: { 200: ["order_not_found", "sandbox_order", "status_forbids_change", "item_not_found", "quantity_exceeds_remaining", "quantity_exceeds_shipped"] },
  adminOrdersRetryFiles: { 200: ["order_not_found", "no_failed_files"] },
  adminShipmentsUpdate: { 404: ["shipment_not_found"] },
  adminWebhooksCreate: { 404: ["account_not_found"], 409: ["webhook_limit_reached"] },
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
  adminPackingSlips: { 404: ["order_not_found"], 409: ["nothing_to_ship"] },
  adminShipmentsPackingSlip: { 404: ["shipment_not_found"] },
  adminOrdersCustomsDeclaration: { 404: ["order_not_found"], 409: ["customs_not_needed", "nothing_to_ship"] },
  shippingMethods: { 200: ["pricing_not_enabled"] },
  ordersQuote: { 200: ["pricing_not_enabled"], 400: ["shipping_method_unavailable", "no_shipping_method", "price_unavailable", "invalid_hs_code", "invalid_country", "invalid_customs_value", "invalid_incoterm", "invalid_ioss_number", "recipient_tax_id_required", "invalid_postcode", "product_archived"] },
  adminCatalogUpdate: { 400: ["invalid_hs_code", "invalid_country"], 404: ["blank_not_found"] },
  adminShippingMethodsUpdate: { 404: ["shipping_method_not_found"] },
};

const ENVELOPE_REF = { $ref: "#/components/schemas/ErrorEnvelope" };
const REQUEST_ID_HEADER = { "X-Request-Id": { $ref: "#/components/headers/RequestId" } };

/** The statuses every operation of a surface can answer, as shared responses. */
const COMMON: Record<string, { status: number; description: string; codes: ErrorCode[]; headers?: Json; bodyOnly?: boolean }> = {
  BadRequest: { status: 400, description: "The body is not valid JSON or breaks the operation's schema or rules; data.errors names each problem with its path.", codes: [], bodyOnly: true },
  Unauthorized: {
    status: 401,
    description: "No token, an unknown, revoked or expired one, or more than one Authorization header.",
    codes: ["unauthorized", "token_expired"],
    headers: { "WWW-Authenticate": { description: 'Bearer realm="pod-orders" (an expired token: with error="invalid_token")', schema: { type: "string" } } },
  },
  Forbidden: {
    status: 403,
    description:
      "The token is of the other kind (an account token on /v1/admin, the operator's elsewhere), its account is disabled, or (an account token) it lacks the operation's scope: data.required_scope names it, as does WWW-Authenticate.",
    codes: ["forbidden", "account_disabled", "insufficient_scope"],
    headers: { "WWW-Authenticate": { description: 'With insufficient_scope: Bearer realm="pod-orders", error="insufficient_scope", scope="<the scope>"', schema: { type: "string" } } },
  },
  PayloadTooLarge: { status: 413, description: "The body is larger than BODY_LIMIT bytes (1 MiB by default).", codes: ["body_too_large"], bodyOnly: true },
  UnsupportedMediaType: { status: 415, description: "The body is not sent as application/json.", codes: ["unsupported_media_type"], bodyOnly: true },
  TooManyRequests: {
    status: 429,
    description: "Over RATE_LIMIT_PER_MINUTE requests with this token in the current minute.",
    codes: ["rate_limited"],
    headers: { "Retry-After": { description: "Seconds until the next request is admitted", schema: { type: "integer" } } },
  },
  InternalError: { status: 500, description: "An unexpected fault; data.request_id identifies it in the service's logs.", codes: ["internal_error"] },
  Unavailable: {
    status: 503,
    description:
      "The service is shutting down, its database is busy, away (stopped, restarting, failing over), starting up, read-only or out of room, or its file store cannot be reached. Retry, on another instance or after Retry-After.",
    codes: ["unavailable", "database_unavailable", "storage_full", "file_store_unavailable"],
    headers: { "Retry-After": { description: "Seconds to wait before retrying (sent with every database condition)", schema: { type: "integer" } } },
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
      return [name, { description, headers: { ...REQUEST_ID_HEADER, ...(info.headers ?? {}) }, content: jsonContent(ENVELOPE_REF, examples) }];
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
      properties: { order_ref: { type: "string" }, errors: { type: "array", items: { $ref: "#/components/schemas/FieldError" } } },
    },
  },
};

/** A refusal that concerns no order (pricing_not_enabled): the envelope with errors alone. */
const ACCOUNT_REFUSAL = {
  ...REFUSAL,
  properties: { ...REFUSAL.properties, data: { type: "object", required: ["errors"], properties: { errors: REFUSAL.properties.data.properties.errors } } },
};

/** Operations whose HTTP-200 refusals are about the account, not an order: no data.order_ref. */
const ACCOUNT_REFUSALS = new Set(["shippingMethods", "ordersQuote"]);

function specificResponses(operationId: string, examples: RecordedExample[]): Json {
  const responses: Json = {};
  for (const [status, codes] of Object.entries(OPERATION_FAILURES[operationId] ?? {})) {
    if (status === "200" || !codes) continue;
    const recordedStatus = examples.filter((e) => e.status === Number(status));
    // A 400 with codes of its own replaces the shared BadRequest for this operation: its description and its codes.
    const shared = status === "400" ? `${COMMON.BadRequest!.description} Besides the schema's codes, this operation's own:\n\n` : "";
    responses[status] = {
      description: `${shared}- ${codeList(codes)}`,
      headers: REQUEST_ID_HEADER,
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
    return { description, headers: REQUEST_ID_HEADER, content: jsonContent(schema, success) };
  }
  // A file: the bytes themselves, described by their headers as recorded.
  const headers = success[0]?.headers ?? {};
  const described: Json = { ...REQUEST_ID_HEADER };
  for (const [name, value] of Object.entries(headers)) described[name] = { schema: { type: "string" }, example: value };
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
  document.components = {
    ...components,
    securitySchemes: SECURITY_SCHEMES,
    schemas: { ...((components.schemas as Json | undefined) ?? {}), FieldError: FIELD_ERROR, ErrorEnvelope: ERROR_ENVELOPE },
    headers: { RequestId: { description: "The request's id (the caller's X-Request-Id when it is 1–64 safe characters); quote it when reporting a problem", schema: { type: "string" } } },
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
      description: "errors, plus order_ref or request_id where the operation names them",
      properties: { errors: { type: "array", items: { $ref: "#/components/schemas/FieldError" } }, order_ref: { type: "string" }, request_id: { type: "string" } },
    },
  },
};
