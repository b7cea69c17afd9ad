// Turns every failure into the envelope: schema violations, Fastify's transport errors, Failures, and faults.
import type { Socket } from "node:net";
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { Failure, fieldError, type ErrorCode, type FieldError } from "../domain/errors.js";
import { validationErrors } from "./validation.js";
import { storageCondition } from "../store/database.js";
import { STORAGE_ANSWERS } from "./storage-answers.js";
import { ConditionWarnings } from "../store/condition-warnings.js";
import { FileStoreUnavailable } from "../files/store.js";
import type { ServiceContext } from "../services/context.js";
import { confirmAfresh } from "../services/token-confirmation.js";

/** Most errors listed in one response; the rest are summarised in the message. */
const MAX_ERRORS = 100;

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

const warnings = new ConditionWarnings();

export function handleError(error: FastifyError | Failure | Error, request: FastifyRequest, reply: FastifyReply) {
  if (error instanceof Failure) {
    reply.headers(error.headers);
    if (error.status === 401 && !reply.hasHeader("WWW-Authenticate")) reply.header("WWW-Authenticate", 'Bearer realm="pod-orders"');
    return send(reply, error.status, error.message, error.errors, error.data);
  }
  const fastifyError = error as FastifyError;
  if (fastifyError.validation) {
    return send(reply, 400, "The request is not valid.", validationErrors(fastifyError.validation));
  }
  const transport = fastifyError.code ? TRANSPORT[fastifyError.code] : undefined;
  if (transport) return send(reply, transport.status, transport.message, [fieldError("", transport.code, transport.message)]);
  if (fastifyError.statusCode === 400 && (error instanceof SyntaxError || /JSON|prototype|constructor/i.test(error.message))) {
    return send(reply, 400, "the body is not valid JSON", [fieldError("", "malformed_json", "the body is not valid JSON")]);
  }
  if (error instanceof FileStoreUnavailable) {
    warnings.note(request.log, "file_store", "file store unavailable: requests answered 503", error);
    reply.header("Retry-After", "5");
    const message = "the file store cannot be reached; retry shortly";
    return send(reply, 503, message, [fieldError("", "file_store_unavailable", message)]);
  }
  const condition = storageCondition(error);
  if (condition) {
    const answer = STORAGE_ANSWERS[condition];
    warnings.note(request.log, condition, `database ${condition.replace("_", " ")}: requests answered 503`, error);
    reply.header("Retry-After", String(answer.retryAfter));
    return send(reply, answer.status, answer.message, [fieldError("", answer.code, answer.message)]);
  }
  if (fastifyError.statusCode === 503) {
    return send(reply, 503, "the service is not available", [fieldError("", "unavailable", "the service is not available")]);
  }
  request.log.error({ err: error }, "unexpected fault");
  const message = "an unexpected fault occurred; quote request_id when reporting it";
  return send(reply, 500, message, [fieldError("", "internal_error", message)], { request_id: request.id });
}

/** Node's errors before a request reaches Fastify, answered in the envelope on the raw socket, which is then closed. */
const CLIENT_ERRORS: Record<string, { status: number; reason: string; code: ErrorCode; message: string }> = {
  ERR_HTTP_REQUEST_TIMEOUT: { status: 408, reason: "Request Timeout", code: "request_timeout", message: "the request did not arrive in time; the connection is closed" },
  HPE_HEADER_OVERFLOW: { status: 431, reason: "Request Header Fields Too Large", code: "headers_too_large", message: "the request's headers are too large" },
};
const BAD_REQUEST = { status: 400, reason: "Bad Request", code: "bad_request", message: "the request is not valid HTTP" } as const;

/** Marks a connection whose current request was answered before its body had arrived in full. */
export const ANSWERED_BEFORE_BODY = Symbol("answeredBeforeBody");

/**
 * Remembers, on the connection, whether the current request has been answered before its body was in (see
 * clientErrorHandler): `answered` false when a request begins, then whether its answer went out early.
 */
export function noteEarlyAnswer(request: FastifyRequest, answered: boolean): void {
  (request.raw.socket as Socket & { [ANSWERED_BEFORE_BODY]?: boolean })[ANSWERED_BEFORE_BODY] = answered && !request.raw.complete;
}

export function clientErrorHandler(this: FastifyInstance, error: Error & { code?: string }, socket: Socket): void {
  if (error.code === "ECONNRESET" || socket.destroyed) return;
  const known = (error.code ? CLIENT_ERRORS[error.code] : undefined) ?? BAD_REQUEST;
  this.log.debug({ err: error }, "client error");
  // A request already answered before its body arrived (a 401 from the token check) gets no second answer.
  if (socket.writable && !(socket as Socket & { [ANSWERED_BEFORE_BODY]?: boolean })[ANSWERED_BEFORE_BODY]) {
    const body = JSON.stringify({ status: "error", message: known.message, data: { errors: [fieldError("", known.code, known.message)] } });
    socket.write(
      `HTTP/1.1 ${known.status} ${known.reason}\r\nContent-Type: application/json; charset=utf-8\r\nContent-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`,
    );
  }
  socket.destroy(error);
}

/**
 * `ctx`: a request whose token stands on a remembered row (services/token-confirmation.ts) has it looked up afresh
 * before it is answered with an error of its own (a body that is not JSON, a fault): a token revoked since is
 * answered 401, as the lookup would have, whatever else is wrong with the request.
 */
export function registerErrorHandling(app: FastifyInstance, ctx?: ServiceContext): void {
  if (!ctx) app.setErrorHandler(handleError);
  else {
    app.setErrorHandler(async (error: FastifyError | Failure | Error, request, reply) => {
      const principal = request.principal;
      if (principal?.role === "account") {
        try {
          await confirmAfresh(ctx, principal);
        } catch (failure) {
          return handleError(failure as Error, request, reply);
        }
      }
      return handleError(error, request, reply);
    });
  }
  app.setNotFoundHandler((request, reply) =>
    send(reply, 404, `no operation ${request.method} ${request.url.split("?")[0]}`, [fieldError("", "not_found", "no such operation; see /docs")]),
  );
}
