// Downloading stored print files and previews by checksum: GET /v1/files/{checksum} (own orders), GET /v1/admin/files/{checksum}, and its thumbnail.
import { Type } from "@sinclair/typebox";
import type { FastifyInstance } from "fastify";
import { ErrorEnvelope } from "../../schemas/common.js";
import type { FileStore } from "../../files/store.js";
import type { ServiceContext } from "../../services/context.js";
import { openFile, presignedFileUrl } from "../../services/files.js";
import type { Config } from "../../config.js";
import { openThumbnail } from "../../services/thumbnails.js";
import { callerOf } from "../auth.js";
import { scopeDeclaration } from "../operation.js";

export function fileRoutes(
  scope: FastifyInstance,
  ctx: ServiceContext,
  store: FileStore,
  surface: "caller" | "operator",
  settings: Pick<Config, "filesRedirect" | "filesPresignSeconds">,
): void {
  const declared = scopeDeclaration(
    surface === "caller" ? "orders:read" : undefined,
    "Streams the file with its Content-Type. The checksum comes from print_files in orders/get. " +
      "When the service runs with FILES_REDIRECT=presigned (files in a bucket), it answers 302 with a Location the file can be fetched from without a token for FILES_PRESIGN_SECONDS (default 300).",
  );
  scope.get(
    surface === "caller" ? "/v1/files/:checksum" : "/v1/admin/files/:checksum",
    {
      config: declared.config,
      schema: {
        summary: surface === "caller" ? "Download a file of one of your orders" : "Download any stored file",
        ...declared.schema,
        tags: [surface === "caller" ? "Orders" : "Operator"],
        params: Type.Object({ checksum: Type.String({ description: "sha256, 64 hex characters" }) }),
        response: { "4xx": ErrorEnvelope, "5xx": ErrorEnvelope },
      },
    },
    async (request, reply) => {
      const { checksum } = request.params as { checksum: string };
      const owner = surface === "caller" ? callerOf(request) : undefined;
      if (settings.filesRedirect === "presigned") {
        const url = await presignedFileUrl(ctx, store, checksum, owner, settings.filesPresignSeconds);
        // The URL carries its own expiry; a cached redirect would outlive it.
        if (url) return reply.header("cache-control", "no-store").redirect(url, 302);
      }
      const file = await openFile(ctx, store, checksum, owner);
      return reply
        .header("content-type", file.contentType)
        .header("content-length", String(file.size))
        .header("etag", `"${checksum}"`)
        .header("cache-control", "private, max-age=31536000, immutable")
        .send(file.stream);
    },
  );
  if (surface === "operator") operatorThumbnailRoute(scope, ctx, store);
}

function operatorThumbnailRoute(scope: FastifyInstance, ctx: ServiceContext, store: FileStore): void {
  scope.get(
    "/v1/admin/files/:checksum/thumbnail",
    {
      schema: {
        summary: "Thumbnail of a stored image",
        description:
          "image/webp, longest side 400 px (smaller images keep their size), orientation applied, first page of a multi-page TIFF. " +
          "Made on the first request and kept in the file store. 404 file_not_found for an unknown checksum.",
        tags: ["Operator"],
        params: Type.Object({ checksum: Type.String({ description: "sha256, 64 hex characters" }) }),
        response: { "4xx": ErrorEnvelope, "5xx": ErrorEnvelope },
      },
    },
    async (request, reply) => {
      const { checksum } = request.params as { checksum: string };
      const thumbnail = await openThumbnail(ctx, store, checksum);
      return reply
        .header("content-type", thumbnail.contentType)
        .header("content-length", String(thumbnail.size))
        .header("etag", `"thumbnail-${checksum}"`)
        .header("cache-control", "private, max-age=31536000, immutable")
        .send(thumbnail.stream);
    },
  );
}
