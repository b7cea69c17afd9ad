// The API reference: the OpenAPI 3.1 document generated from the route schemas (completed by reference.ts), served
// at /docs/openapi.json and rendered at /docs by Scalar.
import type { SwaggerOptions } from "@fastify/swagger";
import scalar from "@scalar/fastify-api-reference";
import type { FastifyInstance } from "fastify";
import { operationIdFor, SCOPE_EXTENSION, SECURITY_SCHEMES, securityFor } from "./operation.js";
import type { RequiredScope } from "../domain/scopes.js";
import { completeDocument } from "./reference.js";

const DESCRIPTION = [
  "Order intake for print-on-demand and fulfillment: create orders, read them and follow them to delivery (callers, with an account token), and run production (the operator, with the operator token).",
  "",
  "Every operation but the file downloads is a `POST` with a JSON body. Every response is the envelope `{ \"status\": \"success\" | \"error\", \"message\", \"data\" }`; errors carry `data.errors: [{ path, code, message }]` with a stable `code` (the list is in docs/caller-guide.md).",
  "Changes an order's status forbids (update-shipping, cancel-items and the operator's order changes) answer HTTP 200 with `status: \"error\"`: read `status` in the body.",
].join("\n");

/** The options of @fastify/swagger: the document's frame; reference.ts fills in the rest once the routes are known. */
export const openApiOptions: SwaggerOptions = {
  openapi: {
    openapi: "3.1.0",
    info: { title: "pod-orders", version: "1", description: DESCRIPTION, license: { name: "MIT", identifier: "MIT" } },
    servers: [
      { url: "/", description: "The server that serves this document" },
      { url: "http://127.0.0.1:8080", description: "npm start on this machine (default HOST and PORT)" },
    ],
    components: { securitySchemes: SECURITY_SCHEMES },
    tags: [
      { name: "Orders", description: "The caller's orders (account token)" },
      { name: "Products", description: "The caller's products on the operator's blanks (account token)" },
      { name: "Operator", description: "Accounts, tokens, catalog, every account's orders, files and packing slips (operator token)" },
      { name: "Sandbox", description: "Controls for a test account's orders: move one on at once (test account token)" },
      { name: "Account", description: "What the calling token is and may do (account token)" },
      { name: "Webhooks", description: "Webhook endpoints and their deliveries: the account's own under /v1/webhooks (account token), every account's under /v1/admin/webhooks (operator token)" },
    ],
  },
  // Every route's operationId and token by the rules of operation.ts, whatever its own schema says.
  transform: ({ schema, url }) =>
    schema && !schema.hide
      ? { schema: { ...schema, operationId: operationIdFor(url), security: securityFor(url, (schema as Record<string, unknown>)[SCOPE_EXTENSION] as RequiredScope | undefined) }, url }
      : { schema, url },
  transformObject: (documentObject) => completeDocument("openapiObject" in documentObject ? documentObject.openapiObject : {}),
};

export async function docsRoutes(app: FastifyInstance): Promise<void> {
  // /docs/openapi.json (and .yaml) and the page at /docs, all from the document @fastify/swagger holds.
  await app.register(scalar, {
    routePrefix: "/docs",
    logLevel: "warn",
    configuration: { title: "pod-orders API reference", pageTitle: "pod-orders API reference", withDefaultFonts: false },
  });
}
