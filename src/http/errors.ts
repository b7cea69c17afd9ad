// Turns every failure into the envelope: schema violations, Fastify's transport errors, Failures, and faults.
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { Failure, fieldError, type ErrorCode, type FieldError } from "../domain/errors.js";

/** Most errors listed in one response; the rest are summarised in the message. */
const MAX_ERRORS = 100;

interface AjvError {
  keyword: string;
  instancePath: string;
  params: Record<string, unknown>;
  message?: string;
}

function segment(name: string): string {
  if (/^\d+$/.test(name)) return `[${name}]`;
  if (/^[A-Za-z_][A-Za-z0-9_]*$/.test(name)) return `.${name}`;
  return `[${JSON.stringify(name)}]`;
}

/** `/items/2/print_areas/front` → `items[2].print_areas.front`. */
export function pathOf(pointer: string, child?: string): string {
  const parts = pointer.split("/").slice(1).map((p) => p.replace(/~1/g, "/").replace(/~0/g, "~"));
  if (child !== undefined) parts.push(child);
  return parts.map(segment).join("").replace(/^\./, "");
}

const RANGE_KEYWORDS = new Set(["minimum", "maximum", "exclusiveMinimum", "exclusiveMaximum", "multipleOf"]);

function fromAjv(e: AjvError): FieldError {
  const limit = e.params.limit;
  switch (e.keyword) {
    case "required":
      return fieldError(pathOf(e.instancePath, String(e.params.missingProperty)), "required", "is required");
    case "additionalProperties":
      return fieldError(pathOf(e.instancePath, String(e.params.additionalProperty)), "unknown_field", "is not a field of this operation");
    case "type":
      return fieldError(pathOf(e.instancePath), "invalid_type", `must be ${e.params.type === "integer" ? "an integer" : `of type ${String(e.params.type)}`}`);
    case "minLength":
      return limit === 1
        ? fieldError(pathOf(e.instancePath), "required", "must not be empty")
        : fieldError(pathOf(e.instancePath), "too_short", `must be at least ${String(limit)} characters`);
    case "maxLength":
      return fieldError(pathOf(e.instancePath), "too_long", `must be at most ${String(limit)} characters`);
    case "minItems":
      return fieldError(pathOf(e.instancePath), "too_few_items", `must have at least ${String(limit)} entries`);
    case "maxItems":
      return fieldError(pathOf(e.instancePath), "too_many_items", `must have at most ${String(limit)} entries`);
    case "enum":
      return fieldError(pathOf(e.instancePath), "invalid_value", `must be one of: ${(e.params.allowedValues as unknown[]).join(", ")}`);
    case "pattern":
    case "format":
      return fieldError(pathOf(e.instancePath), "invalid_format", "does not have the required format");
    case "minProperties":
      return fieldError(pathOf(e.instancePath), "empty_object", "must carry at least one field");
    case "maxProperties":
      return fieldError(pathOf(e.instancePath), "too_many_properties", `must have at most ${String(limit)} keys`);
    default:
      if (RANGE_KEYWORDS.has(e.keyword)) return fieldError(pathOf(e.instancePath), "out_of_range", e.message ?? "is out of range");
      return fieldError(pathOf(e.instancePath), "invalid", e.message ?? "is not valid");
  }
}

export function validationErrors(errors: AjvError[]): FieldError[] {
  const seen = new Set<string>();
  const out: FieldError[] = [];
  for (const e of errors) {
    const mapped = fromAjv(e);
    const key = `${mapped.path}\u0000${mapped.code}`;
    if (!seen.has(key)) {
      seen.add(key);
      out.push(mapped);
    }
  }
  return out;
}

const TRANSPORT: Record<string, { status: number; code: ErrorCode; message: string }> = {
  FST_ERR_CTP_INVALID_MEDIA_TYPE: { status: 415, code: "unsupported_media_type", message: "send the body as Content-Type: application/json" },
  FST_ERR_CTP_BODY_TOO_LARGE: { status: 413, code: "body_too_large", message: "the body is larger than the service accepts" },
  FST_ERR_CTP_INVALID_JSON_BODY: { status: 400, code: "malformed_json", message: "the body is not valid JSON" },
  FST_ERR_CTP_EMPTY_JSON_BODY: { status: 400, code: "malformed_json", message: "the body is empty; send a JSON object" },
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: { status: 400, code: "malformed_json", message: "Content-Length does not match the body" },
};

function send(reply: FastifyReply, status: number, message: string, errors: FieldError[], data: Record<string, unknown> = {}) {
  const listed = errors.length > MAX_ERRORS ? errors.slice(0, MAX_ERRORS) : errors;
  const text = errors.length > MAX_ERRORS ? `${message} (first ${MAX_ERRORS} of ${errors.length} errors listed)` : message;
  // Sent as text: a business failure travels with HTTP 200, whose response schema describes success.
  return reply
    .status(status)
    .type("application/json; charset=utf-8")
    .send(JSON.stringify({ status: "error", message: text, data: { ...data, errors: listed } }));
}

export function handleError(error: FastifyError | Failure | Error, request: FastifyRequest, reply: FastifyReply) {
  if (error instanceof Failure) {
    reply.headers(error.headers);
    if (error.status === 401) reply.header("WWW-Authenticate", 'Bearer realm="pod-orders"');
    return send(reply, error.status, error.message, error.errors, error.data);
  }
  const fastifyError = error as FastifyError;
  if (fastifyError.validation) {
    return send(reply, 400, "The request is not valid.", validationErrors(fastifyError.validation as AjvError[]));
  }
  const transport = fastifyError.code ? TRANSPORT[fastifyError.code] : undefined;
  if (transport) return send(reply, transport.status, transport.message, [fieldError("", transport.code, transport.message)]);
  if (fastifyError.statusCode === 400 && (error instanceof SyntaxError || /JSON|prototype|constructor/i.test(error.message))) {
    return send(reply, 400, "the body is not valid JSON", [fieldError("", "malformed_json", "the body is not valid JSON")]);
  }
  if (fastifyError.statusCode === 503) {
    return send(reply, 503, "the service is not available", [fieldError("", "unavailable", "the service is not available")]);
  }
  request.log.error({ err: error }, "unexpected fault");
  const message = "an unexpected fault occurred; quote request_id when reporting it";
  return send(reply, 500, message, [fieldError("", "internal_error", message)], { request_id: request.id });
}

export function registerErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler(handleError);
  app.setNotFoundHandler((request, reply) =>
    send(reply, 404, `no operation ${request.method} ${request.url.split("?")[0]}`, [fieldError("", "not_found", "no such operation; see /docs")]),
  );
}
