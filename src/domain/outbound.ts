// Which destinations the service may send requests to: public addresses over https, unless a host is allowed by configuration.
import { BlockList, isIP } from "node:net";

const NON_PUBLIC = new BlockList();
for (const [network, prefix] of [
  ["0.0.0.0", 8], // "this" network
  ["10.0.0.0", 8], // private
  ["100.64.0.0", 10], // carrier-grade NAT
  ["127.0.0.0", 8], // loopback
  ["169.254.0.0", 16], // link-local (cloud metadata lives here)
  ["172.16.0.0", 12], // private
  ["192.0.0.0", 24], // IETF protocol assignments
  ["192.0.2.0", 24], // documentation
  ["192.88.99.0", 24], // 6to4 relay
  ["192.168.0.0", 16], // private
  ["198.18.0.0", 15], // benchmarking
  ["198.51.100.0", 24], // documentation
  ["203.0.113.0", 24], // documentation
  ["224.0.0.0", 4], // multicast
  ["240.0.0.0", 4], // reserved and broadcast
] as const) {
  NON_PUBLIC.addSubnet(network, prefix, "ipv4");
}
for (const [network, prefix] of [
  ["::", 128], // unspecified
  ["::1", 128], // loopback
  ["64:ff9b::", 96], // NAT64
  ["64:ff9b:1::", 48], // local-use NAT64
  ["100::", 64], // discard
  ["2001::", 23], // IETF protocol assignments
  ["2001:db8::", 32], // documentation
  ["2002::", 16], // 6to4
  ["fc00::", 7], // unique local
  ["fe80::", 10], // link-local
  ["ff00::", 8], // multicast
] as const) {
  NON_PUBLIC.addSubnet(network, prefix, "ipv6");
}

/** The IPv4 address inside an IPv4-mapped IPv6 address (`::ffff:7f00:1` → `127.0.0.1`), or undefined. */
function mappedIpv4(address: string): string | undefined {
  const lower = address.toLowerCase();
  const prefix = ["::ffff:", "0:0:0:0:0:ffff:"].find((p) => lower.startsWith(p));
  if (prefix === undefined) return undefined;
  const tail = lower.slice(prefix.length);
  if (isIP(tail) === 4) return tail;
  const groups = /^([0-9a-f]{1,4}):([0-9a-f]{1,4})$/.exec(tail);
  if (!groups) return undefined;
  const high = parseInt(groups[1]!, 16);
  const low = parseInt(groups[2]!, 16);
  return [high >> 8, high & 255, low >> 8, low & 255].join(".");
}

/** True for an address on the public internet; false for loopback, private, link-local, reserved and the like. */
export function isPublicAddress(address: string): boolean {
  const bare = address.replace(/^\[|\]$/g, "").replace(/%.*$/, "");
  const family = isIP(bare);
  if (family === 4) return !NON_PUBLIC.check(bare, "ipv4");
  if (family === 6) {
    const v4 = mappedIpv4(bare);
    if (v4 !== undefined) return !NON_PUBLIC.check(v4, "ipv4");
    return !NON_PUBLIC.check(bare, "ipv6");
  }
  return false;
}

/** The host as compared with FETCH_ALLOW_HOSTS: lower case, IPv6 without brackets, no trailing dot. */
export function hostOf(url: URL): string {
  return url.hostname.replace(/^\[|\]$/g, "").replace(/\.$/, "").toLowerCase();
}

export function isAllowedHost(host: string, allowHosts: readonly string[]): boolean {
  return allowHosts.includes(host.toLowerCase());
}

export type UrlProblem = { code: "invalid_url" | "unsafe_url"; message: string };

/**
 * Checks a URL the service will send requests to, before any DNS lookup: absolute http(s), no credentials,
 * https (webhooks; downloads may use http), and not a literal non-public address or a localhost name — unless
 * its host is allowed by configuration.
 */
export function checkOutboundUrl(text: string, allowHosts: readonly string[], options: { requireHttps: boolean } = { requireHttps: true }): UrlProblem | undefined {
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    return { code: "invalid_url", message: "not an absolute URL" };
  }
  if (url.protocol !== "https:" && url.protocol !== "http:") return { code: "invalid_url", message: "the URL must use https" };
  if (url.username !== "" || url.password !== "") return { code: "invalid_url", message: "the URL must not carry a user name or password" };
  const host = hostOf(url);
  if (isAllowedHost(host, allowHosts)) return undefined;
  if (options.requireHttps && url.protocol !== "https:") return { code: "unsafe_url", message: "the URL must use https" };
  if (isIP(host) !== 0) return isPublicAddress(host) ? undefined : { code: "unsafe_url", message: `${host} is not a public address` };
  if (host === "localhost" || host.endsWith(".localhost") || !host.includes(".")) {
    return { code: "unsafe_url", message: `${host} is not a public host name` };
  }
  return undefined;
}
