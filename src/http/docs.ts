// The API reference: the OpenAPI 3.1 document generated from the route schemas (completed by reference.ts), published
// as two documents (documents.ts) rendered by Scalar, the callers' at /docs and the operator's at /docs/operator, and
// the callers' guides at /docs/guides. Every page loads from this service alone (docs/architecture.md, "The reference").
import { createHash } from "node:crypto";
import { readFileSync } from "node:fs";
import type { SwaggerOptions } from "@fastify/swagger";
import scalar from "@scalar/fastify-api-reference";
import type { FastifyInstance } from "fastify";
import { operationIdFor, SCOPE_EXTENSION, SECURITY_SCHEMES, securityFor } from "./operation.js";
import type { RequiredScope } from "../domain/scopes.js";
import { completeDocument } from "./reference.js";
import { documentFor, type Audience } from "./documents.js";
import { GUIDES, loadGuides } from "./guides.js";
import { GUIDE_CSP, GUIDE_CSS, guideIndexPage, guideNotFoundPage, guidePage } from "./guide-pages.js";

/** The servers the documents name: PUBLIC_URL when set, else this server and the default local address. */
export function serversFor(publicUrl: string | undefined): { url: string; description: string }[] {
  if (publicUrl !== undefined) return [{ url: publicUrl, description: "This service (PUBLIC_URL)" }];
  return [
    { url: "/", description: "The server that serves this document" },
    { url: "http://127.0.0.1:8080", description: "npm start on this machine (default HOST and PORT)" },
  ];
}

/**
 * The options of @fastify/swagger: the whole document's frame (callers' and operator's operations together, as the
 * typed client is generated from it); reference.ts fills in the rest once the routes are known, and documents.ts
 * cuts the two published documents from it.
 */
export function openApiOptions(publicUrl?: string): SwaggerOptions {
  return {
    openapi: {
      openapi: "3.1.0",
      info: {
        title: "pod-orders",
        version: "1",
        description: "Order intake for print-on-demand and fulfillment: the callers' operations (account tokens) and the operator's (/v1/admin, the operator token).",
        license: { name: "MIT", identifier: "MIT" },
      },
      servers: serversFor(publicUrl),
      components: { securitySchemes: SECURITY_SCHEMES },
      tags: [
        { name: "Orders", description: "The caller's orders (account token)" },
        { name: "Products", description: "The caller's products on the operator's blanks (account token)" },
        { name: "Inventory", description: "The caller's goods the company keeps and counts (account token)" },
        { name: "Billing", description: "What the caller's account owes: its balance and ledger entries (account token)" },
        { name: "Receiving", description: "Goods the caller sends in to the company's warehouse, box by box (account token)" },
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
}

/**
 * The console's icon (console/favicon.svg, the same two levels up from src/http and dist/http), served to the guide
 * pages and at /favicon.ico: a browser asks for that one of any page that links none, and a 404 shows in its console.
 */
const FAVICON = readFileSync(new URL("../../console/favicon.svg", import.meta.url));

/**
 * Scalar's settings that keep the page to this service (checked against the bundled @scalar/fastify-api-reference
 * 1.46.4; test/browser/reference.test.ts records every request the page makes):
 * - no `proxyUrl`: try-it requests go straight to the document's server (the modal client only falls back to
 *   proxy.scalar.com in Scalar's separate web app);
 * - `agent.disabled`: no "Ask AI" box or agent panel (Scalar turns them on by itself when the page's host is
 *   localhost, 127.0.0.1 or a .test/.example/.localhost name, and the agent talks to Scalar's servers);
 * - `telemetry: false`, `withDefaultFonts: false` (Inter from fonts.scalar.com), `showDeveloperTools: "never"`
 *   (a toolbar offering to upload the document to Scalar's registry, again shown on localhost),
 *   `hideClientButton` (a link opening the document in client.scalar.com).
 * Whatever a later Scalar adds, the Content-Security-Policy below lets the page reach this service only.
 */
const SCALAR_CONFIGURATION = {
  withDefaultFonts: false,
  telemetry: false,
  agent: { disabled: true },
  showDeveloperTools: "never",
  hideClientButton: true,
  persistAuth: false,
  defaultHttpClient: { targetKey: "shell", clientKey: "curl" },
  // No icon of our own: an empty one, rather than the browser asking for /favicon.ico (a 404 in the console).
  favicon: "data:,",
} as const;

/**
 * The reference pages' policy: scripts from this service and the one inline script that starts Scalar (by its
 * hash), styles inline (Scalar injects its own), requests (try-it included) to this service and PUBLIC_URL only.
 */
function referenceCsp(html: string, publicUrl: string | undefined): string {
  const hashes = [...html.matchAll(/<script(?![^>]*\bsrc=)[^>]*>([\s\S]*?)<\/script>/g)].map((m) => `'sha256-${createHash("sha256").update(m[1]!).digest("base64")}'`);
  const connect = ["'self'", ...(publicUrl ? [new URL(publicUrl).origin] : [])].join(" ");
  return [
    "default-src 'self'",
    `script-src 'self' ${hashes.join(" ")}`.trim(),
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob:",
    "font-src 'self' data:",
    `connect-src ${connect}`,
    "worker-src 'self' blob:",
    "frame-src 'none'",
    "object-src 'none'",
    "base-uri 'none'",
    "form-action 'none'",
    "frame-ancestors 'none'",
  ].join("; ");
}

export async function docsRoutes(app: FastifyInstance, publicUrl?: string): Promise<void> {
  const base = publicUrl?.replace(/\/+$/, "") ?? "";
  // Cut once, on the first request: app.swagger() is complete only once the app is ready.
  let documents: Record<Audience, Record<string, unknown>> | undefined;
  const documentOf = (audience: Audience) => {
    documents ??= {
      callers: documentFor(app.swagger() as unknown as Record<string, unknown>, "callers", base),
      operator: documentFor(app.swagger() as unknown as Record<string, unknown>, "operator", base),
    };
    return documents[audience];
  };
  const guides = loadGuides(base);
  for (const problem of guides.problems) app.log.warn(`guides: ${problem}`);
  const specs = GUIDES.filter((g) => guides.pages.has(g.name));

  await app.register(async (docs) => {
    docs.addHook("onSend", async (_request, reply, payload) => {
      reply.header("X-Content-Type-Options", "nosniff");
      const type = String(reply.getHeader("content-type") ?? "");
      if (type.startsWith("text/html") && reply.getHeader("content-security-policy") === undefined && typeof payload === "string") {
        reply.header("Content-Security-Policy", referenceCsp(payload, publicUrl));
        reply.header("Referrer-Policy", "no-referrer");
      }
      return payload;
    });
    // /docs/openapi.json (and .yaml) and the page at /docs/; the same under /docs/operator.
    await docs.register(scalar, {
      routePrefix: "/docs",
      logLevel: "warn",
      configuration: { ...SCALAR_CONFIGURATION, title: "pod-orders API reference", pageTitle: "pod-orders API reference", content: () => documentOf("callers") },
    });
    await docs.register(scalar, {
      routePrefix: "/docs/operator",
      logLevel: "warn",
      configuration: { ...SCALAR_CONFIGURATION, title: "pod-orders operator API reference", pageTitle: "pod-orders operator API reference", content: () => documentOf("operator") },
    });

    const hide = { hide: true } as Record<string, unknown>;
    const html = (reply: import("fastify").FastifyReply, status: number, body: string) =>
      reply.code(status).header("Content-Type", "text/html; charset=utf-8").header("Content-Security-Policy", GUIDE_CSP).header("Referrer-Policy", "no-referrer").send(body);
    docs.get("/docs/guides/guide.css", { schema: hide, logLevel: "warn" }, (_request, reply) => reply.header("Content-Type", "text/css; charset=utf-8").header("Cache-Control", "public, max-age=3600").send(GUIDE_CSS));
    const icon = (_request: unknown, reply: import("fastify").FastifyReply) => reply.header("Content-Type", "image/svg+xml").header("Cache-Control", "public, max-age=86400").send(FAVICON);
    docs.get("/docs/guides/favicon.svg", { schema: hide, logLevel: "warn" }, icon);
    docs.get("/favicon.ico", { schema: hide, logLevel: "warn" }, icon);
    docs.get("/docs/guides", { schema: hide, logLevel: "warn" }, (_request, reply) => html(reply, 200, guideIndexPage(specs, base)));
    docs.get<{ Params: { name: string } }>("/docs/guides/:name", { schema: hide, logLevel: "warn" }, (request, reply) => {
      const name = request.params.name;
      // /docs/guides/ → the index at /docs/guides, relative so that it holds behind a proxy's path prefix too.
      if (name === "") return reply.redirect("../guides", 301);
      const guide = guides.pages.get(name);
      return guide ? html(reply, 200, guidePage(guide, specs, base)) : html(reply, 404, guideNotFoundPage(name, specs, base));
    });
  });
}
