// A real local HTTP receiver for webhook tests: records every request and answers as the test says.
import { createServer, type IncomingHttpHeaders, type ServerResponse } from "node:http";
import type { Socket } from "node:net";

export interface Received {
  headers: IncomingHttpHeaders;
  body: string;
  /** What the receiver answered: an HTTP status, or "hang" (no answer until the connection drops). */
  answer: number | "hang";
}

export type Responder = (request: { headers: IncomingHttpHeaders; body: string; index: number }) => number | "hang";

export interface Receiver {
  url: string;
  received: Received[];
  /** Changes how later requests are answered. */
  respond(responder: Responder): void;
  /** Waits until `predicate` holds for the requests received so far. */
  waitFor(predicate: (received: Received[]) => boolean, timeoutMs?: number): Promise<void>;
  close(): Promise<void>;
}

/** `delayMs`: how long the receiver takes before answering. */
export async function startReceiver(responder: Responder = () => 200, options: { delayMs?: number } = {}): Promise<Receiver> {
  let respond = responder;
  const received: Received[] = [];
  const sockets = new Set<Socket>();
  const hanging = new Set<ServerResponse>();
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on("data", (c: Buffer) => chunks.push(c));
    req.on("end", () => {
      const body = Buffer.concat(chunks).toString("utf8");
      const answer = respond({ headers: req.headers, body, index: received.length });
      received.push({ headers: req.headers, body, answer });
      if (answer === "hang") {
        hanging.add(res);
        return;
      }
      const send = () => res.writeHead(answer, { "content-type": "text/plain" }).end(answer >= 200 && answer < 300 ? "ok" : `answer ${answer}: ${"x".repeat(2000)}`);
      if (options.delayMs) setTimeout(send, options.delayMs);
      else send();
    });
  });
  server.on("connection", (socket) => {
    sockets.add(socket);
    socket.on("close", () => sockets.delete(socket));
  });
  await new Promise<void>((done) => server.listen(0, "127.0.0.1", done));
  const address = server.address();
  if (typeof address !== "object" || address === null) throw new Error("receiver has no address");
  return {
    url: `http://127.0.0.1:${address.port}/hooks`,
    received,
    respond: (next) => (respond = next),
    async waitFor(predicate, timeoutMs = 15_000) {
      const deadline = Date.now() + timeoutMs;
      while (!predicate(received)) {
        if (Date.now() > deadline) throw new Error(`receiver: condition not met within ${timeoutMs} ms; received ${received.length} requests`);
        await new Promise((r) => setTimeout(r, 20));
      }
    },
    close: async () => {
      for (const socket of sockets) socket.destroy();
      await new Promise<void>((done) => server.close(() => done()));
    },
  };
}
