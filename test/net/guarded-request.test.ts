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
  "images.example.com": [{ address: "127.0.0.1", family: 4 }],
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
const { DownloadError, GuardedClient, OutboundError, RefusedDestination } = await import("../../src/net/guarded-request.js");

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

describe("GuardedClient.download: the guard table", () => {
  let target: Receiver;
  let files: string;
  beforeAll(async () => {
    target = await startReceiver();
    const { mkdtempSync } = await import("node:fs");
    const { tmpdir } = await import("node:os");
    files = mkdtempSync(`${tmpdir()}/pod-orders-guard-`);
  });
  afterAll(() => target.close());
  const dest = () => `${files}/${Math.random().toString(36).slice(2)}`;

  it.each([
    "http://127.0.0.1:PORT/x.png",
    "http://10.0.0.1/x.png",
    "http://172.16.0.1/x.png",
    "http://192.168.1.1/x.png",
    "http://169.254.169.254/latest/meta-data/",
    "http://[::1]:PORT/x.png",
    "http://[fc00::1]/x.png",
    "http://[::ffff:127.0.0.1]:PORT/x.png",
    "http://0.0.0.0:PORT/x.png",
    "http://inside.example.com/x.png",
    "http://loop.example.com:PORT/x.png",
  ])("refuses %s without connecting", async (template) => {
    const client = new GuardedClient({ allowHosts: [], timeoutMs: 2_000 });
    const url = template.replace("PORT", new URL(target.url).port);
    const error = await client.download(url, dest(), { maxBytes: 1_000 }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(DownloadError);
    expect((error as InstanceType<typeof DownloadError>).permanent).toBe(true);
    expect((error as Error).message).toMatch(/refused destination|not a public address/);
    expect(target.received).toHaveLength(0);
    await client.close();
  });

  it("refuses a redirect from an allowed host to a private address, without connecting to it", async () => {
    const redirector = await import("node:http").then(({ createServer }) =>
      createServer((_req, res) => res.writeHead(302, { location: `http://127.0.0.1:${new URL(target.url).port}/secret.png` }).end()),
    );
    await new Promise<void>((done) => redirector.listen(0, "127.0.0.1", done));
    const port = (redirector.address() as { port: number }).port;
    const client = new GuardedClient({ allowHosts: ["images.example.com"], timeoutMs: 2_000 });
    await expect(client.download(`http://images.example.com:${port}/x.png`, dest(), { maxBytes: 1_000 })).rejects.toThrow(/refused destination http:\/\/127\.0\.0\.1/);
    expect(target.received).toHaveLength(0);
    await client.close();
    redirector.close();
  });

  it("follows at most 5 redirects and stops a body over the limit while streaming", async () => {
    const { createServer } = await import("node:http");
    const server = createServer((req, res) => {
      const n = Number(req.url?.slice(1));
      if (n > 0) return res.writeHead(302, { location: `/${n - 1}` }).end();
      res.writeHead(200, { "content-type": "image/png" });
      res.write(Buffer.alloc(600, 1));
      res.end(Buffer.alloc(600, 2));
    });
    await new Promise<void>((done) => server.listen(0, "127.0.0.1", done));
    const base = `http://127.0.0.1:${(server.address() as { port: number }).port}`;
    const client = new GuardedClient({ allowHosts: ["127.0.0.1"], timeoutMs: 2_000 });
    const file = dest();
    const ok = await client.download(`${base}/5`, file, { maxBytes: 2_000 });
    expect(ok).toMatchObject({ size: 1_200, contentType: "image/png" });
    await expect(client.download(`${base}/6`, dest(), { maxBytes: 2_000 })).rejects.toThrow("more than 5 redirects");
    await expect(client.download(`${base}/0`, dest(), { maxBytes: 1_000 })).rejects.toThrow(/larger than the limit of 1000 bytes/);
    await client.close();
    server.close();
  });
});

describe("refused IPv6 destinations", () => {
  // A listener on every address of both families, counting connections (not only requests).
  let server: import("node:net").Server;
  let connections = 0;
  beforeAll(async () => {
    const { createServer } = await import("node:net");
    server = createServer((socket) => {
      connections++;
      socket.destroy();
    });
    await new Promise<void>((done) => server.listen({ port: 0, host: "::", ipv6Only: false }, done));
  });
  afterAll(() => new Promise<void>((done) => server.close(() => done())));
  const forms = ["[::127.0.0.1]", "[::ffff:0:7f00:1]", "[::a9fe:a9fe]", "[::1]", "[::]", "[::ffff:127.0.0.1]", "[64:ff9b::7f00:1]", "[2002:7f00:1::1]"];

  it.each(forms)("https://%s is refused for webhooks, as a refusal, without a connection", async (host) => {
    const client = new GuardedClient({ allowHosts: [], timeoutMs: 2_000 });
    const port = (server.address() as { port: number }).port;
    const error = await client.post(`https://${host}:${port}/wh`, {}, "{}").catch((e: unknown) => e);
    expect(error).toBeInstanceOf(RefusedDestination);
    expect((error as Error).message).toMatch(/not a public address.*FETCH_ALLOW_HOSTS/);
    await client.close();
    expect(connections).toBe(0);
  });

  it.each(forms)("http://%s is a permanent download failure, without a connection", async (host) => {
    const client = new GuardedClient({ allowHosts: [], timeoutMs: 2_000 });
    const port = (server.address() as { port: number }).port;
    const error = await client.download(`http://${host}:${port}/x.png`, "/nonexistent/never-written", { maxBytes: 1_000 }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(DownloadError);
    expect((error as InstanceType<typeof DownloadError>).permanent).toBe(true);
    await client.close();
    expect(connections).toBe(0);
  });

  it("the listener does accept connections (the test can fail)", async () => {
    const { connect } = await import("node:net");
    const port = (server.address() as { port: number }).port;
    await new Promise<void>((done) => connect(port, "::1").on("close", () => done()).on("error", () => done()));
    expect(connections).toBe(1);
    connections = 0;
  });
});
