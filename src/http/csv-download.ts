// A CSV export as a download: written to the response while its chunks are produced (orders/export, stock/export).
import { Readable } from "node:stream";
import type { FastifyReply } from "fastify";

/** Sends the chunks as `<name>-<day>.csv`, never cached (it is a moment's picture of the data). */
export function sendCsv(reply: FastifyReply, name: string, now: Date, chunks: AsyncIterable<string>): FastifyReply {
  const day = now.toISOString().slice(0, 10);
  return reply
    .type("text/csv; charset=utf-8")
    .header("content-disposition", `attachment; filename="${name}-${day}.csv"`)
    .header("cache-control", "no-store")
    .send(Readable.from(chunks, { objectMode: false }));
}
