// A PDF as a download: whole, or written to the response while its parts are rendered (packing slips, invoices).
import { Readable } from "node:stream";
import type { FastifyReply } from "fastify";

/**
 * How much of a streamed PDF waits in memory for a slow reader before the next part is rendered: under one part of
 * 100 slips (about 140 KB with Japanese addresses), so a reader that stops reading stops the rendering.
 */
const STREAM_BUFFER_BYTES = 64 * 1024;

/**
 * Sends the PDF inline as `filename`, never cached. Parts are written as they come; a failure midway makes Fastify
 * destroy the response (its headers are sent), so the reader sees a cut connection, never a PDF that ends early but
 * looks whole.
 */
export function sendPdf(reply: FastifyReply, pdf: Buffer | AsyncIterable<Buffer>, filename: string): FastifyReply {
  const body = Buffer.isBuffer(pdf) ? pdf : Readable.from(pdf, { objectMode: false, highWaterMark: STREAM_BUFFER_BYTES });
  return reply.type("application/pdf").header("content-disposition", `inline; filename="${filename}"`).header("cache-control", "no-store").send(body);
}
