// A local image host for print-file tests: serves generated images and the failure cases (404, not an image, too big, redirects).
import { createServer } from "node:http";
import type { Socket } from "node:net";
import sharp from "sharp";

export interface ImageHost {
  /** http://127.0.0.1:<port> */
  origin: string;
  /** Serves `body` at `path` with `contentType`. */
  serve(path: string, body: Buffer, contentType?: string): string;
  /** Answers `path` with a redirect to `location`. */
  redirect(path: string, location: string): string;
  /** Answers `path` with `status` and a short text body (e.g. 503 while the host is "down"). */
  fail(path: string, status: number): string;
  /**
   * Holds the answers of `path` until released: `arrived` resolves when a request of it comes in, so a test can
   * change things while the fetch is under way.
   */
  hold(path: string): { arrived: Promise<void>; release(): void };
  /** How many requests each path got. */
  hits: Map<string, number>;
  close(): Promise<void>;
}

/** `otherwise`: the status of a path nothing was registered for (404; 503 makes a host that is down for everything). */
export async function startImageHost(options: { otherwise?: number } = {}): Promise<ImageHost> {
  const otherwise = options.otherwise ?? 404;
  const routes = new Map<string, { status: number; body: Buffer; headers: Record<string, string> }>();
  const hits = new Map<string, number>();
  const held = new Map<string, { arrive(): void; released: Promise<void> }>();
  const sockets = new Set<Socket>();
  const server = createServer((req, res) => {
    const path = req.url ?? "/";
    hits.set(path, (hits.get(path) ?? 0) + 1);
    const answer = () => {
      const route = routes.get(path);
      if (!route) return res.writeHead(otherwise, { "content-type": "text/plain" }).end(otherwise === 404 ? "not found" : `answer ${otherwise}`);
      res.writeHead(route.status, { ...route.headers, "content-length": String(route.body.length) }).end(route.body);
    };
    const hold = held.get(path);
    if (!hold) return answer();
    hold.arrive();
    void hold.released.then(answer);
  });
  server.on("connection", (socket) => {
    sockets.add(socket);
    socket.on("close", () => sockets.delete(socket));
  });
  await new Promise<void>((done) => server.listen(0, "127.0.0.1", done));
  const address = server.address();
  if (typeof address !== "object" || address === null) throw new Error("image host has no address");
  const origin = `http://127.0.0.1:${address.port}`;
  return {
    origin,
    hits,
    serve(path, body, contentType = "image/png") {
      routes.set(path, { status: 200, body, headers: { "content-type": contentType } });
      return origin + path;
    },
    redirect(path, location) {
      routes.set(path, { status: 302, body: Buffer.alloc(0), headers: { location } });
      return origin + path;
    },
    hold(path) {
      let arrive = () => undefined as void;
      let release = () => undefined as void;
      const arrived = new Promise<void>((done) => (arrive = done));
      const released = new Promise<void>((done) => (release = done));
      held.set(path, { arrive, released });
      return {
        arrived,
        release: () => {
          held.delete(path);
          release();
        },
      };
    },
    fail(path, status) {
      routes.set(path, { status, body: Buffer.from(`status ${status}`), headers: { "content-type": "text/plain" } });
      return origin + path;
    },
    async close() {
      for (const socket of sockets) socket.destroy();
      await new Promise<void>((done) => server.close(() => done()));
    },
  };
}

/** A PNG (or other format) of `width` × `height`: a diagonal gradient, so every region differs from text colour. */
export async function gradientImage(width: number, height: number, format: "png" | "jpeg" | "tiff" | "webp" = "png", density?: number): Promise<Buffer> {
  const raw = Buffer.alloc(width * height * 3);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const i = (y * width + x) * 3;
      raw[i] = Math.round((x / width) * 200) + 20;
      raw[i + 1] = Math.round((y / height) * 200) + 20;
      raw[i + 2] = 180;
    }
  }
  let image = sharp(raw, { raw: { width, height, channels: 3 } });
  if (density) image = image.withMetadata({ density });
  return image.toFormat(format).toBuffer();
}
