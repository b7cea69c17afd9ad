// A front for client tests: forwards requests to the real server, or fails the ones the test names in a chosen way.
import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { Socket } from "node:net";

/**
 * What the proxy does with one request: forward it; drop the connection before forwarding (the server never sees it)
 * or after the server has answered (the server did the work, the client never hears); hang; or answer itself.
 */
export type Behaviour = "forward" | "drop-before" | "drop-after" | "hang" | { status: number; headers?: Record<string, string>; body: string };

export interface Proxy {
  url: string;
  /** Each request's path and what was done with it, in arrival order. */
  seen: Array<{ path: string; headers: IncomingMessage["headers"]; behaviour: Behaviour; atMs: number }>;
  close(): Promise<void>;
}

async function readBody(req: IncomingMessage): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

async function forward(upstream: string, req: IncomingMessage, body: Buffer): Promise<{ status: number; headers: Record<string, string>; body: Buffer }> {
  const headers: Record<string, string> = {};
  for (const [name, value] of Object.entries(req.headers)) {
    if (typeof value === "string" && !["host", "connection", "content-length"].includes(name)) headers[name] = value;
  }
  const res = await fetch(upstream + (req.url ?? "/"), { method: req.method ?? "GET", headers, ...(body.length > 0 ? { body } : {}) });
  const answer: Record<string, string> = {};
  res.headers.forEach((value, name) => {
    if (!["connection", "keep-alive", "transfer-encoding", "content-length"].includes(name)) answer[name] = value;
  });
  return { status: res.status, headers: answer, body: Buffer.from(await res.arrayBuffer()) };
}

/** `plan(index)` says what to do with the index-th request (0-based); forward when it returns undefined. */
export async function startProxy(upstream: string, plan: (index: number) => Behaviour | undefined): Promise<Proxy> {
  const seen: Proxy["seen"] = [];
  const sockets = new Set<Socket>();
  const server = createServer((req: IncomingMessage, res: ServerResponse) => {
    const behaviour = plan(seen.length) ?? "forward";
    seen.push({ path: req.url ?? "/", headers: req.headers, behaviour, atMs: performance.now() });
    void (async () => {
      const body = await readBody(req);
      if (behaviour === "hang") return;
      if (behaviour === "drop-before") return req.socket.destroy();
      if (typeof behaviour === "object") return res.writeHead(behaviour.status, { "content-type": "application/json", ...behaviour.headers }).end(behaviour.body);
      const answer = await forward(upstream, req, body);
      if (behaviour === "drop-after") return req.socket.destroy();
      res.writeHead(answer.status, answer.headers).end(answer.body);
    })();
  });
  server.on("connection", (socket) => {
    sockets.add(socket);
    socket.on("close", () => sockets.delete(socket));
  });
  await new Promise<void>((done) => server.listen(0, "127.0.0.1", done));
  const address = server.address();
  if (typeof address !== "object" || address === null) throw new Error("proxy has no address");
  return {
    url: `http://127.0.0.1:${address.port}`,
    seen,
    close: async () => {
      for (const socket of sockets) socket.destroy();
      await new Promise<void>((done) => server.close(() => done()));
    },
  };
}
