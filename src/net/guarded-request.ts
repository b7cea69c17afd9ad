// Outbound HTTP for webhooks and print-file downloads: only public destinations (checked after DNS), bounded in time and size.
import { lookup as dnsLookup, type LookupAddress } from "node:dns";
import { isIP, type LookupFunction } from "node:net";
import { Agent, request } from "undici";
import { checkOutboundUrl, hostOf, isAllowedHost, isPublicAddress } from "../domain/outbound.js";

/** A request that never reached an HTTP answer: refused destination, DNS, connection, TLS or timeout. */
export class OutboundError extends Error {}

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
      if (refused) return callback(new OutboundError(`${hostname} resolves to ${refused.address}, which is not a public address`), "", 0);
      if (addresses.length === 0) return callback(new OutboundError(`${hostname} has no address`), "", 0);
      if (options.all) return (callback as unknown as (e: null, a: LookupAddress[]) => void)(null, addresses);
      callback(null, addresses[0]!.address, addresses[0]!.family);
    });
  };
}

export interface GuardedClientOptions {
  allowHosts: readonly string[];
  timeoutMs: number;
}

/** One connection pool per process; every request through it is checked before and after DNS resolution. */
export class GuardedClient {
  private readonly agent: Agent;

  constructor(private readonly options: GuardedClientOptions) {
    this.agent = new Agent({
      connect: { lookup: guardedLookup(options.allowHosts), timeout: options.timeoutMs },
      headersTimeout: options.timeoutMs,
      bodyTimeout: options.timeoutMs,
      keepAliveTimeout: 4_000,
      connections: 16,
    });
  }

  /** Sends one request; answers with any HTTP status, throws OutboundError for everything else. Redirects are not followed. */
  async post(url: string, headers: Record<string, string>, body: string, excerptBytes = 1024): Promise<OutboundResponse> {
    const problem = checkOutboundUrl(url, this.options.allowHosts);
    if (problem) throw new OutboundError(`refused destination: ${problem.message}`);
    const host = hostOf(new URL(url));
    if (isIP(host) !== 0 && !isAllowedHost(host, this.options.allowHosts) && !isPublicAddress(host)) {
      throw new OutboundError(`refused destination: ${host} is not a public address`);
    }
    const signal = AbortSignal.timeout(this.options.timeoutMs);
    try {
      const response = await request(url, { method: "POST", headers, body, dispatcher: this.agent, signal });
      return { status: response.statusCode, excerpt: await readExcerpt(response.body, excerptBytes) };
    } catch (error) {
      throw new OutboundError(describe(error, this.options.timeoutMs));
    }
  }

  async close(): Promise<void> {
    await this.agent.close();
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

function describe(error: unknown, timeoutMs: number): string {
  if (error instanceof OutboundError) return error.message;
  if (error instanceof Error) {
    if (error.name === "TimeoutError" || error.name === "AbortError" || /timeout/i.test(error.name)) return `no answer within ${timeoutMs} ms`;
    const cause = (error as { cause?: unknown }).cause;
    if (cause instanceof OutboundError) return cause.message;
    const code = (error as { code?: string }).code ?? (cause as { code?: string } | undefined)?.code;
    return code ? `${code}: ${error.message}` : error.message;
  }
  return String(error);
}
