// Outbound HTTP for webhooks and print-file downloads: only public destinations (checked after DNS), bounded in time and size.
import { createHash } from "node:crypto";
import { lookup as dnsLookup, type LookupAddress } from "node:dns";
import { createWriteStream } from "node:fs";
import { unlink } from "node:fs/promises";
import { isIP, type LookupFunction } from "node:net";
import { Agent, request } from "undici";
import { ALLOW_HOSTS_HINT, checkOutboundUrl, hostOf, isAllowedHost, isPublicAddress } from "../domain/outbound.js";

/** A request that never reached an HTTP answer: refused destination, DNS, connection, TLS or timeout. */
export class OutboundError extends Error {}

/** The guard refused the destination (a non-public address, before or after DNS): trying again cannot help. */
export class RefusedDestination extends OutboundError {}

/** True when `error`, or the error that caused it inside undici, is the guard's refusal. */
export function isRefusedDestination(error: unknown): boolean {
  return error instanceof RefusedDestination || (error as { cause?: unknown } | null)?.cause instanceof RefusedDestination;
}

/**
 * What went wrong with a download, for callers that answer with a stable code rather than the message: the guard
 * refused the destination; the host answered a status that is not a file (`status` says which); the file is over
 * the limit; the redirects went wrong (too many, no Location); no answer at all (DNS, connection, TLS, timeout).
 */
export type DownloadFailure = "refused" | "status" | "too_large" | "redirects" | "unreachable";

/** A download that did not produce a file; `permanent` when trying again cannot help (404, refused address, too big). */
export class DownloadError extends Error {
  constructor(
    message: string,
    readonly permanent: boolean,
    readonly failure: DownloadFailure,
    /** The HTTP status, when the failure is "status". */
    readonly status?: number,
  ) {
    super(message);
  }
}

export interface Downloaded {
  sha256: string;
  size: number;
  contentType: string | null;
}

const REDIRECTS = new Set([301, 302, 303, 307, 308]);
/** Statuses that say "not now" rather than "never". */
const TRANSIENT_STATUSES = new Set([408, 425, 429]);

export interface OutboundResponse {
  status: number;
  /** The first `excerptBytes` of the body as text. */
  excerpt: string;
}

/** Resolves like dns.lookup, refusing host names with any non-public address (unless the host is allowed). */
function guardedLookup(allowHosts: readonly string[]): LookupFunction {
  return (hostname, options, callback) => {
    dnsLookup(hostname, { ...options, all: true }, (error, addresses: LookupAddress[]) => {
      if (error) return callback(error, "", 0);
      const refused = isAllowedHost(hostname, allowHosts) ? undefined : addresses.find((a) => !isPublicAddress(a.address));
      if (refused) {
        return callback(new RefusedDestination(`${hostname} resolves to ${refused.address}, which is not a public address (${ALLOW_HOSTS_HINT})`), "", 0);
      }
      if (addresses.length === 0) return callback(new OutboundError(`${hostname} has no address`), "", 0);
      if (options.all) return (callback as unknown as (e: null, a: LookupAddress[]) => void)(null, addresses);
      callback(null, addresses[0]!.address, addresses[0]!.family);
    });
  };
}

export interface GuardedClientOptions {
  allowHosts: readonly string[];
  /** The whole request, answer and body included. */
  timeoutMs: number;
}

/** A host that takes longer than this to accept a connection is down, whatever the request's total limit. */
export const CONNECT_TIMEOUT_MS = 10_000;

/** One connection pool per process; every request through it is checked before and after DNS resolution. */
export class GuardedClient {
  private readonly agent: Agent;

  constructor(private readonly options: GuardedClientOptions) {
    this.agent = new Agent({
      connect: { lookup: guardedLookup(options.allowHosts), timeout: Math.min(options.timeoutMs, CONNECT_TIMEOUT_MS) },
      headersTimeout: options.timeoutMs,
      bodyTimeout: options.timeoutMs,
      keepAliveTimeout: 4_000,
      connections: 16,
    });
  }

  /** Sends one request; answers with any HTTP status, throws OutboundError for everything else. Redirects are not followed. */
  async post(url: string, headers: Record<string, string>, body: string, excerptBytes = 1024): Promise<OutboundResponse> {
    const problem = checkOutboundUrl(url, this.options.allowHosts);
    if (problem) throw new RefusedDestination(`refused destination: ${problem.message}`);
    const host = hostOf(new URL(url));
    if (isIP(host) !== 0 && !isAllowedHost(host, this.options.allowHosts) && !isPublicAddress(host)) {
      throw new RefusedDestination(`refused destination: ${host} is not a public address (${ALLOW_HOSTS_HINT})`);
    }
    const signal = AbortSignal.timeout(this.options.timeoutMs);
    try {
      const response = await request(url, { method: "POST", headers, body, dispatcher: this.agent, signal });
      return { status: response.statusCode, excerpt: await readExcerpt(response.body, excerptBytes) };
    } catch (error) {
      const message = describe(error, this.options.timeoutMs);
      throw isRefusedDestination(error) ? new RefusedDestination(message) : new OutboundError(message);
    }
  }

  /**
   * Downloads `url` into the file `destination`: http(s) only, every hop (at most `maxRedirects` redirects)
   * checked before and after DNS, at most `maxBytes` (the file is removed when it is refused).
   */
  async download(url: string, destination: string, options: { maxBytes: number; maxRedirects?: number }): Promise<Downloaded> {
    const signal = AbortSignal.timeout(this.options.timeoutMs);
    const maxRedirects = options.maxRedirects ?? 5;
    let current = url;
    for (let hop = 0; ; hop++) {
      const problem = checkOutboundUrl(current, this.options.allowHosts, { requireHttps: false });
      if (problem) throw new DownloadError(`refused destination ${current}: ${problem.message}`, true, "refused");
      let response: Awaited<ReturnType<typeof request>>;
      try {
        response = await request(current, { method: "GET", dispatcher: this.agent, signal, headers: { "user-agent": "pod-orders/1", accept: "image/*" } });
      } catch (error) {
        const refused = error instanceof OutboundError || (error as { cause?: unknown }).cause instanceof OutboundError;
        // A name that does not exist (NXDOMAIN) will not exist in an hour either; EAI_AGAIN, a resolver that did not answer, might.
        if (!refused && codeOf(error) === "ENOTFOUND") throw new DownloadError(`the name ${new URL(current).hostname} does not resolve (ENOTFOUND)`, true, "unreachable");
        throw new DownloadError(describe(error, this.options.timeoutMs), refused, isRefusedDestination(error) ? "refused" : "unreachable");
      }
      const status = response.statusCode;
      if (REDIRECTS.has(status)) {
        await response.body.dump();
        const location = response.headers.location;
        if (typeof location !== "string") throw new DownloadError(`HTTP ${status} without a Location`, true, "redirects");
        if (hop >= maxRedirects) throw new DownloadError(`more than ${maxRedirects} redirects`, true, "redirects");
        current = new URL(location, current).href;
        continue;
      }
      if (status < 200 || status >= 300) {
        await response.body.dump();
        throw new DownloadError(`HTTP ${status} from ${current}`, status < 500 && !TRANSIENT_STATUSES.has(status), "status", status);
      }
      const declared = Number(response.headers["content-length"]);
      if (Number.isFinite(declared) && declared > options.maxBytes) {
        response.body.destroy();
        throw new DownloadError(`the file is ${declared} bytes, more than the limit of ${options.maxBytes}`, true, "too_large");
      }
      const contentType = typeof response.headers["content-type"] === "string" ? response.headers["content-type"] : null;
      return { ...(await save(response.body, destination, options.maxBytes, this.options.timeoutMs)), contentType };
    }
  }

  async close(): Promise<void> {
    await this.agent.close();
  }
}

/** Streams the body into `destination` while hashing and counting; stops at `maxBytes`. */
async function save(body: AsyncIterable<Buffer> & { destroy(): void }, destination: string, maxBytes: number, timeoutMs: number): Promise<{ sha256: string; size: number }> {
  const hash = createHash("sha256");
  const file = createWriteStream(destination);
  let size = 0;
  try {
    for await (const chunk of body) {
      size += chunk.length;
      if (size > maxBytes) {
        body.destroy();
        throw new DownloadError(`the file is larger than the limit of ${maxBytes} bytes`, true, "too_large");
      }
      hash.update(chunk);
      if (!file.write(chunk)) await new Promise<void>((resolve) => file.once("drain", () => resolve()));
    }
    await new Promise<void>((resolve, reject) => file.end((error?: Error | null) => (error ? reject(error) : resolve())));
    return { sha256: hash.digest("hex"), size };
  } catch (error) {
    file.destroy();
    await unlink(destination).catch(() => undefined);
    if (error instanceof DownloadError) throw error;
    throw new DownloadError(describe(error, timeoutMs), false, "unreachable");
  }
}

/** Keeps the first `limit` bytes; reads a little further so small bodies end cleanly and the connection can be reused. */
async function readExcerpt(body: AsyncIterable<Buffer> & { destroy(): void }, limit: number): Promise<string> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of body) {
    if (size < limit) chunks.push(chunk);
    size += chunk.length;
    if (size > 64 * 1024) {
      body.destroy();
      break;
    }
  }
  return Buffer.concat(chunks).subarray(0, limit).toString("utf8");
}

/** The system error code of a failed request (ENOTFOUND, ECONNREFUSED …), on the error or its cause. */
function codeOf(error: unknown): string | undefined {
  const cause = (error as { cause?: unknown } | null)?.cause;
  return (error as { code?: string } | null)?.code ?? (cause as { code?: string } | undefined)?.code;
}

function describe(error: unknown, timeoutMs: number): string {
  if (error instanceof OutboundError) return error.message;
  if (error instanceof Error) {
    if (error.name === "TimeoutError" || error.name === "AbortError" || /timeout/i.test(error.name)) return `no answer within ${timeoutMs} ms`;
    const cause = (error as { cause?: unknown }).cause;
    if (cause instanceof OutboundError) return cause.message;
    const code = codeOf(error);
    return code ? `${code}: ${error.message}` : error.message;
  }
  return String(error);
}
