// Reads the client's operations out of the server's OpenAPI document: names, schemas, and how each may be retried.
import type { JsonSchema } from "./typescript.js";

interface OpenApiOperation {
  summary?: string;
  description?: string;
  parameters?: Array<{ in: string; name: string; required?: boolean }>;
  requestBody?: { content?: Record<string, { schema?: JsonSchema }> };
  responses?: Record<string, { content?: Record<string, { schema?: JsonSchema }> }>;
}

export interface OpenApiDocument {
  paths: Record<string, Record<string, OpenApiOperation>>;
  /** OpenAPI 3.1: what the service sends, by event type; each body is the type's payload. */
  webhooks?: Record<string, Record<string, OpenApiOperation>>;
  components?: { schemas?: Record<string, JsonSchema> };
}

export interface OperationModel {
  /** The path's segments joined in camelCase: ordersCreate, adminOrdersRetryFiles (the operationId rule). */
  name: string;
  /** Where the method sits on the client: ["admin", "orders", "retryFiles"]. */
  segments: string[];
  method: "GET" | "POST";
  path: string;
  summary: string;
  description?: string;
  /** json: the envelope with typed data; download: the response is the file itself. */
  kind: "json" | "download";
  body?: JsonSchema;
  /** Path parameters, in the order they appear (GET downloads). */
  params: string[];
  data?: JsonSchema;
  /** Refusals of the business (HTTP 200, status error) are a typed result of the call, not an exception. */
  refusable: boolean;
  /** Sending it twice does no more than sending it once, so a request whose fate is unknown may be sent again. */
  safeToRepeat: boolean;
  /** Idempotent on a key of its body: a repeat is answered with the first result and Idempotent-Replayed: true. */
  replayable: boolean;
}

/**
 * Operations whose refusals travel with HTTP 200 and status error (docs/order-lifecycle.md#business-failures-answer-http-200): the changes to an existing order, whose
 * services run through services/order-change.ts. Used when the document's 200 response does not itself admit
 * `status: "error"`; one that does is found without this list.
 */
const REFUSING = new Set([
  "/v1/orders/update-shipping",
  "/v1/orders/cancel-items",
  "/v1/admin/orders/transition",
  "/v1/admin/orders/ship",
  "/v1/admin/orders/retry-files",
  "/v1/admin/shipments/update",
]);

/** Operations that only read: their last segment. GET downloads and every operation named so are safe to repeat. */
const READS = new Set(["get", "list", "events", "tracking", "deliveries", "packingSlips", "sampleSlip", "quote", "methods", "token"]);
/** Changes safe to repeat all the same: create is idempotent on external_ref (the same body replays the first answer). */
const IDEMPOTENT_CHANGES = new Set(["/v1/orders/create"]);

export function camelCase(segment: string): string {
  return segment.replace(/[-_]+([a-z0-9])/g, (_, letter: string) => letter.toUpperCase());
}

function pascalCase(name: string): string {
  return name.charAt(0).toUpperCase() + name.slice(1);
}

export function typeName(operation: OperationModel, part: "Body" | "Data"): string {
  return pascalCase(operation.name) + part;
}

/** A parameter segment, with the file type that may follow it: {invoice_id}.pdf. */
const PARAM_SEGMENT = /^\{([^}]+)\}(?:\.([a-z0-9]+))?$/;

function segmentsOf(path: string): { segments: string[]; params: string[] } {
  const parts = path.replace(/^\/v1\//, "").split("/");
  const params = parts.flatMap((p) => PARAM_SEGMENT.exec(p)?.[1] ?? []);
  const segments = parts.filter((p) => !PARAM_SEGMENT.test(p)).map(camelCase);
  // A path that ends in its parameter names a thing to fetch: /v1/files/{checksum} is files.download(checksum), and
  // one that ends in it with a file type is named by the type: /v1/billing/invoices/{invoice_id}.pdf is invoices.pdf(invoiceId).
  const last = PARAM_SEGMENT.exec(parts[parts.length - 1] ?? "");
  if (last) segments.push(last[2] ?? "download");
  return { segments, params };
}

function jsonSchemaOf(content: Record<string, { schema?: JsonSchema }> | undefined): JsonSchema | undefined {
  return content?.["application/json"]?.schema;
}

/** The envelope's alternatives: one schema, or the members of its anyOf / oneOf. */
function alternatives(schema: JsonSchema, resolve: (ref: string) => JsonSchema): JsonSchema[] {
  const resolved = schema.$ref ? resolve(schema.$ref) : schema;
  const members = resolved.anyOf ?? resolved.oneOf;
  return members ? members.flatMap((m) => alternatives(m, resolve)) : [resolved];
}

function statusValues(envelope: JsonSchema, resolve: (ref: string) => JsonSchema): unknown[] {
  const status = envelope.properties?.status;
  if (!status) return [];
  const resolved = status.$ref ? resolve(status.$ref) : status;
  return resolved.const !== undefined ? [resolved.const] : (resolved.enum ?? []);
}

export function refResolver(document: OpenApiDocument): (ref: string) => JsonSchema {
  return (ref) => {
    const name = ref.replace(/^#\/components\/schemas\//, "");
    const schema = document.components?.schemas?.[name];
    if (!schema) throw new Error(`the OpenAPI document has no schema ${ref}`);
    return schema;
  };
}

export function operationsOf(document: OpenApiDocument): OperationModel[] {
  const resolve = refResolver(document);
  const operations: OperationModel[] = [];
  for (const [path, methods] of Object.entries(document.paths)) {
    if (!path.startsWith("/v1/")) continue;
    for (const [method, spec] of Object.entries(methods)) {
      if (method !== "get" && method !== "post") continue;
      const { segments, params } = segmentsOf(path);
      const success = jsonSchemaOf(spec.responses?.["200"]?.content);
      const envelopes = success ? alternatives(success, resolve) : [];
      const successEnvelope = envelopes.find((e) => statusValues(e, resolve).includes("success"));
      const last = segments[segments.length - 1]!;
      const body = jsonSchemaOf(spec.requestBody?.content);
      operations.push({
        name: segments.map((s, i) => (i === 0 ? s : pascalCase(s))).join(""),
        segments,
        method: method === "get" ? "GET" : "POST",
        path,
        summary: spec.summary ?? path,
        ...(spec.description ? { description: spec.description } : {}),
        kind: successEnvelope ? "json" : "download",
        ...(body ? { body } : {}),
        params,
        ...(successEnvelope?.properties?.data ? { data: successEnvelope.properties.data } : {}),
        refusable: REFUSING.has(path) || envelopes.some((e) => statusValues(e, resolve).includes("error")),
        safeToRepeat: method === "get" || READS.has(last) || IDEMPOTENT_CHANGES.has(path),
        replayable: IDEMPOTENT_CHANGES.has(path),
      });
    }
  }
  return operations.sort((a, b) => a.name.localeCompare(b.name));
}

export interface EventModel {
  /** The event type, e.g. shipment.created. */
  type: string;
  /** The payload's type name: the name of its schema in the document (ShipmentCreatedEvent). */
  name: string;
  schema: JsonSchema;
}

/** The events of the document's webhooks section, each with its payload's schema, in the document's order. */
export function eventsOf(document: OpenApiDocument): EventModel[] {
  const resolve = refResolver(document);
  const events = Object.entries(document.webhooks ?? {}).map(([type, methods]) => {
    const body = jsonSchemaOf(methods.post?.requestBody?.content);
    if (!body?.$ref) throw new Error(`webhook ${type}: its body is not a named schema`);
    return { type, name: body.$ref.replace(/^#\/components\/schemas\//, ""), schema: resolve(body.$ref) };
  });
  if (events.length === 0) throw new Error("the OpenAPI document has no webhooks section: the client's events are made from it");
  return events;
}
