// Which destinations the service may send requests to: public addresses over https, unless a host is allowed by configuration.
import { BlockList, isIP } from "node:net";

// Two lists: a BlockList also matches IPv4 addresses against IPv6 ranges (as ::a.b.c.d), so ::/8 would take them all.
const NON_PUBLIC_V4 = new BlockList();
const NON_PUBLIC_V6 = new BlockList();
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
  NON_PUBLIC_V4.addSubnet(network, prefix, "ipv4");
}
// IPv6, after the IPv4-mapped range (::ffff:0:0/96, judged as the IPv4 address it carries) is taken out.
for (const [network, prefix] of [
  // All of ::/8: unspecified, loopback, the deprecated IPv4-compatible ::a.b.c.d (::127.0.0.1 reaches loopback
  // on some stacks) and the IPv4-translated ::ffff:0:a.b.c.d. Nothing public lives there.
  ["::", 8],
  ["64:ff9b::", 96], // NAT64: reaches whatever IPv4 address the gateway maps; refused whatever it embeds
  ["64:ff9b:1::", 48], // local-use NAT64
  ["100::", 64], // discard
  ["2001::", 23], // IETF protocol assignments
  ["2001:db8::", 32], // documentation
  ["2002::", 16], // 6to4: embeds an IPv4 address reached through a relay; refused whatever it embeds
  ["fc00::", 7], // unique local
  ["fe80::", 10], // link-local
  ["fec0::", 10], // site-local (deprecated, still routed inside some networks)
  ["ff00::", 8], // multicast
] as const) {
  NON_PUBLIC_V6.addSubnet(network, prefix, "ipv6");
}

/** The IPv4 address inside an IPv4-mapped IPv6 address (`::ffff:7f00:1` → `127.0.0.1`), or undefined. */
function mappedIpv4(address: string): string | undefined {
  // The URL parser writes any spelling of an IPv6 address (zeros, case, dotted tail) in one canonical form.
  let canonical: string;
  try {
    canonical = new URL(`http://[${address}]/`).hostname.slice(1, -1);
  } catch {
    return undefined;
  }
  const groups = /^::ffff:([0-9a-f]{1,4}):([0-9a-f]{1,4})$/.exec(canonical);
  if (!groups) return undefined;
  const high = parseInt(groups[1]!, 16);
  const low = parseInt(groups[2]!, 16);
  return [high >> 8, high & 255, low >> 8, low & 255].join(".");
}

/** True for an address on the public internet; false for loopback, private, link-local, reserved and the like. */
export function isPublicAddress(address: string): boolean {
  const bare = address.replace(/^\[|\]$/g, "").replace(/%.*$/, "");
  const family = isIP(bare);
  if (family === 4) return !NON_PUBLIC_V4.check(bare, "ipv4");
  if (family === 6) {
    const v4 = mappedIpv4(bare);
    if (v4 !== undefined) return !NON_PUBLIC_V4.check(v4, "ipv4");
    return !NON_PUBLIC_V6.check(bare, "ipv6");
  }
  return false;
}

/** The host as compared with FETCH_ALLOW_HOSTS: lower case, IPv6 without brackets, no trailing dot. */
export function hostOf(url: URL): string {
  return url.hostname.replace(/^\[|\]$/g, "").replace(/\.$/, "").toLowerCase();
}

/** Said with every refusal, so whoever reads it knows how a development or test host gets through. */
export const ALLOW_HOSTS_HINT = "for development and tests, FETCH_ALLOW_HOSTS lets named hosts through";

export function isAllowedHost(host: string, allowHosts: readonly string[]): boolean {
  return allowHosts.includes(host.toLowerCase());
}

export type UrlProblem = { code: "invalid_url" | "unsafe_url"; message: string };

function unsafe(reason: string): UrlProblem {
  return { code: "unsafe_url", message: `${reason} (${ALLOW_HOSTS_HINT})` };
}

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
  if (options.requireHttps && url.protocol !== "https:") return unsafe("the URL must use https");
  if (isIP(host) !== 0) return isPublicAddress(host) ? undefined : unsafe(`${host} is not a public address`);
  if (host === "localhost" || host.endsWith(".localhost") || !host.includes(".")) return unsafe(`${host} is not a public host name`);
  return undefined;
}
