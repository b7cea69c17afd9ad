// The outbound guard on real requests: names resolving to non-public addresses are refused after DNS, allowed hosts pass,
// timeouts and excerpts are bounded.
import type { LookupAddress } from "node:dns";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { startReceiver, type Receiver } from "../helpers/receiver.js";

// A tiny DNS: test names resolve to the addresses below; everything else is unknown.
const ZONE: Record<string, LookupAddress[]> = {
  "inside.example.com": [{ address: "10.0.0.7", family: 4 }],
  "mixed.example.com": [{ address: "93.184.216.34", family: 4 }, { address: "127.0.0.1", family: 4 }],
  "loop.example.com": [{ address: "127.0.0.1", family: 4 }],
  "v6loop.example.com": [{ address: "::1", family: 6 }],
};
vi.mock("node:dns", async (original) => {
  const real = await original<typeof import("node:dns")>();
  return {
    ...real,
    lookup: (hostname: string, _options: unknown, callback: (error: Error | null, addresses: LookupAddress[]) => void) => {
      const found = ZONE[hostname.replace(/\.$/, "")];
      if (!found) return callback(Object.assign(new Error(`getaddrinfo ENOTFOUND ${hostname}`), { code: "ENOTFOUND" }), []);
      callback(null, found);
    },
  };
});
const { GuardedClient, OutboundError } = await import("../../src/net/guarded-request.js");

let receiver: Receiver;
beforeAll(async () => {
  receiver = await startReceiver(({ index }) => (index === 0 ? 200 : 503));
});
afterAll(() => receiver.close());

const port = () => new URL(receiver.url).port;

describe("GuardedClient", () => {
  it.each(["inside.example.com", "mixed.example.com", "loop.example.com", "v6loop.example.com"])("refuses %s after resolving it", async (host) => {
    const client = new GuardedClient({ allowHosts: [], timeoutMs: 2_000 });
    const attempt = client.post(`https://${host}:${port()}/hooks`, {}, "{}");
    await expect(attempt).rejects.toThrow(OutboundError);
    await expect(client.post(`https://${host}:${port()}/hooks`, {}, "{}")).rejects.toThrow(/not a public address/);
    await client.close();
  });

  it("refuses literal non-public addresses and http before any connection", async () => {
    const client = new GuardedClient({ allowHosts: [], timeoutMs: 2_000 });
    await expect(client.post(`http://127.0.0.1:${port()}/hooks`, {}, "{}")).rejects.toThrow(/refused destination/);
    await expect(client.post(`https://[::ffff:7f00:1]:${port()}/hooks`, {}, "{}")).rejects.toThrow(/refused destination/);
    await client.close();
    expect(receiver.received).toHaveLength(0);
  });

  it("lets an allowed host through after resolving it, and returns status and the first bytes of the answer", async () => {
    const client = new GuardedClient({ allowHosts: ["loop.example.com"], timeoutMs: 2_000 });
    const ok = await client.post(`http://loop.example.com:${port()}/hooks`, { "x-test": "1" }, '{"a":1}');
    expect(ok).toEqual({ status: 200, excerpt: "ok" });
    const failed = await client.post(`http://loop.example.com:${port()}/hooks`, {}, "{}", 100);
    expect(failed.status).toBe(503);
    expect(failed.excerpt).toHaveLength(100);
    expect(receiver.received[0]).toMatchObject({ body: '{"a":1}' });
    expect(receiver.received[0]!.headers["x-test"]).toBe("1");
    await client.close();
  });

  it("reports unknown names, refused connections and timeouts as OutboundError", async () => {
    const client = new GuardedClient({ allowHosts: ["127.0.0.1"], timeoutMs: 300 });
    await expect(client.post("https://nowhere.example.com/x", {}, "{}")).rejects.toThrow(/ENOTFOUND/);
    await expect(client.post("http://127.0.0.1:9/x", {}, "{}")).rejects.toThrow(/ECONNREFUSED/);
    receiver.respond(() => "hang");
    await expect(client.post(`http://127.0.0.1:${port()}/hooks`, {}, "{}")).rejects.toThrow("no answer within 300 ms");
    await client.close();
  });
});
