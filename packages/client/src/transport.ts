// Sends one operation: headers, per-attempt timeout, retries with capped jittered backoff, and the envelope read into data, a refusal or a PodOrdersError.
import { PodOrdersError } from "./errors.js";
import type { ErrorCode, FieldError } from "./generated/types.js";

/** What the client knows of an operation (generated from the server's route table). */
export interface OperationInfo {
  method: "GET" | "POST";
  path: string;
  /** Sending it twice does no more than once: a request whose fate is unknown (the connection dropped) is sent again. */
  safeToRepeat: boolean;
  /** Its refusals of the business travel with HTTP 200 and status error, and are returned as a Refusal. */
  refusable: boolean;
}

export interface ClientOptions {
  /** Where the service answers, e.g. https://orders.example.com (a path prefix is kept). */
  baseUrl: string;
  /** An account token (pod_…) for the caller operations, or the operator token for client.admin. */
  token: string;
  /** The fetch to use (default: Node's global fetch). */
  fetch?: typeof globalThis.fetch;
  /** Retries after the first attempt (default 3; 0 turns retrying off). */
  maxRetries?: number;
  /** The first retry's backoff (default 500 ms), doubled at each retry, jittered, capped by maxDelayMs. */
  minDelayMs?: number;
  /** The longest backoff between two attempts (default 30 s). */
  maxDelayMs?: number;
  /** A Retry-After longer than this is not waited for: the 429 or 503 is thrown (default 60 s, the rate limit's window). */
  maxRetryAfterMs?: number;
  /** How long one attempt may take, answer body included (default 30 s). */
  timeoutMs?: number;
  /** Sent as User-Agent (default pod-orders-client). */
  userAgent?: string;
  /** Told of each retry before its pause: for logs and metrics. */
  onRetry?: (retry: RetryInfo) => void;
}

/** Per call: an AbortSignal, and overrides of the client's timeout and retries. */
export interface CallOptions {
  signal?: AbortSignal;
  timeoutMs?: number;
  maxRetries?: number;
  /** Sent as X-Request-Id on every attempt of this call (default: a new UUID per call), so the server's logs tie them together. */
  requestId?: string;
}

export interface RetryInfo {
  /** The operation's path, e.g. /v1/orders/create. */
  path: string;
  /** 1 for the first retry. */
  retry: number;
  /** The pause before it. */
  delayMs: number;
  reason: "rate_limited" | "unavailable" | "network_error" | "timeout";
  /** The HTTP status that caused it (429 or 503), absent after a network failure. */
  status?: number;
  /** The Retry-After the service asked for, in milliseconds. */
  retryAfterMs?: number;
  /** The network failure that caused it. */
  error?: unknown;
}

/** What a create idempotent on its key (orders/create on external_ref) adds to its data. */
export interface Replayed {
  /**
   * true when the service answered with the order an earlier request made (the Idempotent-Replayed header): a
   * repeat of the same body, or a retry of this very call whose first answer was lost on the way.
   */
  replayed: boolean;
}

export interface Success<D> {
  ok: true;
  data: D;
  message: string;
  requestId: string | undefined;
}

/** A change the business rules refused (HTTP 200, status error): the status does not allow it, unknown order_ref, quantity too high … */
export interface Refusal {
  ok: false;
  /** The first error's code: status_forbids_change, order_not_found, quantity_exceeds_remaining … */
  code: ErrorCode | (string & {});
  message: string;
  errors: FieldError[];
  orderRef: string | undefined;
  requestId: string | undefined;
}

/** The outcome of an operation with business refusals: check `ok` before reading `data`. */
export type Result<D> = Success<D> | Refusal;

/** A file or PDF the service sent. */
export interface FileDownload {
  contentType: string;
  bytes: Uint8Array;
  /** From Content-Disposition, when the service names the file. */
  filename: string | undefined;
  requestId: string | undefined;
  /** Batch packing slips with skip_unprintable: the orders left out (the Skipped-Orders header); empty when none was. */
  skippedOrders: string[];
}

interface Answer {
  status: number;
  headers: Headers;
  bytes: Uint8Array;
  requestId: string | undefined;
}

interface Envelope {
  status: "success" | "error";
  message: string;
  data: Record<string, unknown>;
}

const DEFAULTS = { maxRetries: 3, minDelayMs: 500, maxDelayMs: 30_000, maxRetryAfterMs: 60_000, timeoutMs: 30_000 };
/** Connection failures that mean the request never left: sending it again cannot do anything twice. */
const NOT_SENT = new Set(["ECONNREFUSED", "ENOTFOUND", "EAI_AGAIN", "EHOSTUNREACH", "ENETUNREACH"]);

function codesOf(error: unknown): string[] {
  if (typeof error !== "object" || error === null) return [];
  const { code, cause, errors } = error as { code?: unknown; cause?: unknown; errors?: unknown };
  return [
    ...(typeof code === "string" ? [code] : []),
    ...(cause !== undefined && cause !== error ? codesOf(cause) : []),
    ...(Array.isArray(errors) ? errors.flatMap(codesOf) : []),
  ];
}

function isTimeout(error: unknown): boolean {
  return error instanceof Error && error.name === "TimeoutError";
}

/** Retry-After as seconds or an HTTP date, in milliseconds. */
export function retryAfterMs(value: string | null, nowMs = Date.now()): number | undefined {
  if (value === null || value.trim() === "") return undefined;
  if (/^\d+$/.test(value.trim())) return Number(value.trim()) * 1000;
  const at = Date.parse(value);
  return Number.isNaN(at) ? undefined : Math.max(0, at - nowMs);
}

function pause(ms: number, signal: AbortSignal | undefined): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal?.aborted) return reject(signal.reason as Error);
    const timer = setTimeout(() => {
      signal?.removeEventListener("abort", onAbort);
      resolve();
    }, ms);
    const onAbort = () => {
      clearTimeout(timer);
      reject(signal!.reason as Error);
    };
    signal?.addEventListener("abort", onAbort, { once: true });
  });
}

function parseEnvelope(answer: Answer): Envelope | undefined {
  try {
    const parsed = JSON.parse(new TextDecoder().decode(answer.bytes)) as Partial<Envelope>;
    if ((parsed.status === "success" || parsed.status === "error") && typeof parsed.data === "object" && parsed.data !== null) {
      return { status: parsed.status, message: typeof parsed.message === "string" ? parsed.message : "", data: parsed.data };
    }
  } catch {
    // not JSON: reported below as an invalid response
  }
  return undefined;
}

function errorsOf(data: Record<string, unknown>): FieldError[] {
  return Array.isArray(data.errors) ? (data.errors as FieldError[]) : [];
}

function failure(answer: Answer, envelope: Envelope | undefined): PodOrdersError {
  if (!envelope) {
    return new PodOrdersError({
      status: answer.status,
      code: "invalid_response",
      message: `HTTP ${answer.status} without the service's JSON envelope`,
      errors: [],
      requestId: answer.requestId,
    });
  }
  const errors = errorsOf(envelope.data);
  return new PodOrdersError({
    status: answer.status,
    code: errors[0]?.code ?? (envelope.status === "success" ? "invalid_response" : "unknown_error"),
    // The first problems in the message itself, so that a logged error says what was wrong.
    message: errors.length === 0 ? envelope.message : `${envelope.message} ${errors.slice(0, 3).map((e) => `${e.path || "(request)"}: ${e.code} (${e.message})`).join("; ")}`,
    errors,
    requestId: answer.requestId ?? (typeof envelope.data.request_id === "string" ? envelope.data.request_id : undefined),
    data: envelope.data,
  });
}

export class Transport {
  private readonly baseUrl: string;
  private readonly settings: typeof DEFAULTS;
  private readonly fetch: typeof globalThis.fetch;

  constructor(private readonly options: ClientOptions) {
    if (!options.baseUrl) throw new TypeError("PodOrdersClient: baseUrl is required");
    if (!options.token) throw new TypeError("PodOrdersClient: token is required");
    this.baseUrl = options.baseUrl.replace(/\/+$/, "");
    this.settings = {
      maxRetries: options.maxRetries ?? DEFAULTS.maxRetries,
      minDelayMs: options.minDelayMs ?? DEFAULTS.minDelayMs,
      maxDelayMs: options.maxDelayMs ?? DEFAULTS.maxDelayMs,
      maxRetryAfterMs: options.maxRetryAfterMs ?? DEFAULTS.maxRetryAfterMs,
      timeoutMs: options.timeoutMs ?? DEFAULTS.timeoutMs,
    };
    this.fetch = options.fetch ?? globalThis.fetch.bind(globalThis);
  }

  /** Sends an operation without business refusals: its data, or a PodOrdersError (an HTTP 200 refusal included). */
  async json<D>(operation: OperationInfo, body: unknown, options: CallOptions = {}): Promise<D> {
    const answer = await this.send(operation, {}, body, options);
    const envelope = parseEnvelope(answer);
    if (answer.status === 200 && envelope?.status === "success") return envelope.data as D;
    throw failure(answer, envelope);
  }

  /** Sends a create idempotent on a key of its body: its data, and whether it was a replay; or a PodOrdersError. */
  async replayable<D>(operation: OperationInfo, body: unknown, options: CallOptions = {}): Promise<D & Replayed> {
    const answer = await this.send(operation, {}, body, options);
    const envelope = parseEnvelope(answer);
    if (answer.status === 200 && envelope?.status === "success") return { ...(envelope.data as D), replayed: answer.headers.get("idempotent-replayed") === "true" };
    throw failure(answer, envelope);
  }

  /** Sends an operation with business refusals: a Success or a Refusal; anything else is a PodOrdersError. */
  async refusable<D>(operation: OperationInfo, body: unknown, options: CallOptions = {}): Promise<Result<D>> {
    const answer = await this.send(operation, {}, body, options);
    const envelope = parseEnvelope(answer);
    if (answer.status === 200 && envelope?.status === "success") {
      return { ok: true, data: envelope.data as D, message: envelope.message, requestId: answer.requestId };
    }
    if (answer.status === 200 && envelope?.status === "error") {
      const errors = errorsOf(envelope.data);
      return {
        ok: false,
        code: errors[0]?.code ?? "unknown_error",
        message: envelope.message,
        errors,
        orderRef: typeof envelope.data.order_ref === "string" ? envelope.data.order_ref : undefined,
        requestId: answer.requestId,
      };
    }
    throw failure(answer, envelope);
  }

  /** Fetches a file (a print file, a packing slip PDF): its bytes, or a PodOrdersError from the envelope. */
  async download(operation: OperationInfo, params: Record<string, string>, body: unknown, options: CallOptions = {}): Promise<FileDownload> {
    const answer = await this.send(operation, params, body, options);
    if (answer.status !== 200) throw failure(answer, parseEnvelope(answer));
    const disposition = answer.headers.get("content-disposition") ?? "";
    return {
      contentType: answer.headers.get("content-type") ?? "application/octet-stream",
      bytes: answer.bytes,
      filename: /filename="([^"]*)"/.exec(disposition)?.[1],
      requestId: answer.requestId,
      skippedOrders: (answer.headers.get("skipped-orders") ?? "").split(",").filter((ref) => ref !== ""),
    };
  }

  private url(operation: OperationInfo, params: Record<string, string>): string {
    const path = operation.path.replace(/\{([^}]+)\}/g, (_, name: string) => {
      const value = params[name];
      if (value === undefined || value === "") throw new TypeError(`${operation.path}: ${name} is required`);
      return encodeURIComponent(value);
    });
    return this.baseUrl + path;
  }

  private backoffMs(retry: number): number {
    const ceiling = Math.min(this.settings.maxDelayMs, this.settings.minDelayMs * 2 ** (retry - 1));
    // Half fixed, half random: many clients turned away together do not come back together.
    return Math.round(ceiling / 2 + (Math.random() * ceiling) / 2);
  }

  /** Sends until an answer that is not worth retrying, or the retries are spent. */
  private async send(operation: OperationInfo, params: Record<string, string>, body: unknown, options: CallOptions): Promise<Answer> {
    const url = this.url(operation, params);
    const requestId = options.requestId ?? globalThis.crypto.randomUUID();
    const maxRetries = options.maxRetries ?? this.settings.maxRetries;
    for (let retry = 1; ; retry++) {
      const spent = retry > maxRetries;
      let answer: Answer;
      try {
        answer = await this.attempt(operation, url, body, requestId, options);
      } catch (error) {
        if (options.signal?.aborted) throw options.signal.reason;
        const timedOut = isTimeout(error);
        const notSent = !timedOut && codesOf(error).some((code) => NOT_SENT.has(code));
        if (spent || !(operation.safeToRepeat || notSent)) {
          throw new PodOrdersError({
            status: 0,
            code: timedOut ? "timeout" : "network_error",
            message: timedOut ? `no answer from ${url} within the timeout` : `could not reach ${url}: ${(error as Error).message}`,
            errors: [],
            requestId,
            cause: error,
          });
        }
        await this.wait({ path: operation.path, retry, delayMs: this.backoffMs(retry), reason: timedOut ? "timeout" : "network_error", error }, options.signal);
        continue;
      }
      if (spent || (answer.status !== 429 && answer.status !== 503)) return answer;
      // A 429 or 503 was turned away before anything was done, so any operation may be sent again.
      const asked = retryAfterMs(answer.headers.get("retry-after"));
      if (asked !== undefined && asked > this.settings.maxRetryAfterMs) return answer;
      const delayMs = asked === undefined ? this.backoffMs(retry) : asked + Math.round(Math.random() * Math.min(1000, asked * 0.1));
      const reason = answer.status === 429 ? "rate_limited" : "unavailable";
      await this.wait({ path: operation.path, retry, delayMs, reason, status: answer.status, ...(asked === undefined ? {} : { retryAfterMs: asked }) }, options.signal);
    }
  }

  private async wait(info: RetryInfo, signal: AbortSignal | undefined): Promise<void> {
    this.options.onRetry?.(info);
    await pause(info.delayMs, signal);
  }

  private async attempt(operation: OperationInfo, url: string, body: unknown, requestId: string, options: CallOptions): Promise<Answer> {
    const timeout = AbortSignal.timeout(options.timeoutMs ?? this.settings.timeoutMs);
    const signal = options.signal ? AbortSignal.any([options.signal, timeout]) : timeout;
    const headers: Record<string, string> = {
      authorization: `Bearer ${this.options.token}`,
      // Files and PDFs answer in their own type; every failure, and every other answer, is the JSON envelope.
      accept: "application/json, */*;q=0.8",
      "user-agent": this.options.userAgent ?? "pod-orders-client",
      "x-request-id": requestId,
    };
    if (body !== undefined) headers["content-type"] = "application/json";
    const response = await this.fetch(url, {
      method: operation.method,
      headers,
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
      signal,
    });
    // The whole body is read inside the attempt, so a connection that drops half-way is a network failure to retry.
    const bytes = new Uint8Array(await response.arrayBuffer());
    return { status: response.status, headers: response.headers, bytes, requestId: response.headers.get("x-request-id") ?? requestId };
  }
}
