// What a service with its workers on reaches in a benchmark run: product art (one full-size gradient PNG at every
// path ending .png) and a webhook receiver (POST /hook answers 200), on one local HTTP server in the bench process.
import { createServer, type Server } from "node:http";
import { artImage } from "./render.js";

export interface ArtHost {
  origin: string;
  /** Webhook deliveries received. */
  hooks(): number;
  close(): Promise<void>;
}

export async function startArtHost(): Promise<ArtHost> {
  const art = await artImage();
  let hooks = 0;
  const server: Server = createServer((req, res) => {
    if (req.method === "POST" && req.url === "/hook") {
      req.resume();
      req.on("end", () => {
        hooks++;
        res.writeHead(200, { "content-type": "text/plain" }).end("ok");
      });
      return;
    }
    if (req.url?.endsWith(".png")) return res.writeHead(200, { "content-type": "image/png", "content-length": String(art.length) }).end(art);
    res.writeHead(404).end();
  });
  await new Promise<void>((done) => server.listen(0, "127.0.0.1", done));
  const address = server.address();
  if (typeof address !== "object" || address === null) throw new Error("art host has no address");
  return {
    origin: `http://127.0.0.1:${address.port}`,
    hooks: () => hooks,
    close: () =>
      new Promise<void>((done) => {
        server.closeAllConnections();
        server.close(() => done());
      }),
  };
}
