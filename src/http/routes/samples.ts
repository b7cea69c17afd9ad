// GET /samples/<name>: the built-in sample art, public like /docs, so the demo's products and orders name real URLs.
import type { FastifyInstance } from "fastify";
import { Failure } from "../../domain/errors.js";
import { sampleImage } from "../../files/samples.js";

export function sampleRoutes(app: FastifyInstance): void {
  app.get("/samples/:name", { schema: { hide: true } }, async (request, reply) => {
    const { name } = request.params as { name: string };
    const image = sampleImage(name);
    if (!image) throw Failure.of("not_found", `no sample "${name}"`, "name");
    return reply.type("image/png").header("cache-control", "public, max-age=86400").send(await image);
  });
}
