// Declares one POST operation: its TypeBox body and data schemas drive validation, serialization and the OpenAPI document.
import type { Static, TSchema } from "@sinclair/typebox";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { envelope, ErrorEnvelope } from "../schemas/common.js";

export interface OperationSpec<B extends TSchema, D extends TSchema> {
  path: string;
  summary: string;
  description?: string;
  tag: string;
  body: B;
  data: D;
  /** The envelope's message on success. */
  message: string;
}

export function operation<B extends TSchema, D extends TSchema>(
  scope: FastifyInstance,
  spec: OperationSpec<B, D>,
  handler: (body: Static<B>, request: FastifyRequest, reply: FastifyReply) => Promise<Static<D>>,
): void {
  scope.post(
    spec.path,
    {
      schema: {
        summary: spec.summary,
        ...(spec.description ? { description: spec.description } : {}),
        tags: [spec.tag],
        security: [{ bearer: [] }],
        body: spec.body,
        response: { 200: envelope(spec.data), "4xx": ErrorEnvelope, "5xx": ErrorEnvelope },
      },
    },
    async (request, reply) => ({
      status: "success" as const,
      message: spec.message,
      data: await handler(request.body as Static<B>, request, reply),
    }),
  );
}
