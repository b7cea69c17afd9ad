// The Fastify application factory: plugins, surfaces and their authentication, error envelope, docs.
import { randomUUID } from "node:crypto";
import swagger from "@fastify/swagger";
import type { TypeBoxTypeProvider } from "@fastify/type-provider-typebox";
import Fastify, { type FastifyInstance, type FastifyServerOptions } from "fastify";
import type { Config } from "../config.js";
import { AJV_OPTIONS } from "./validation.js";
import { serviceContext, type ServiceContext } from "../services/context.js";
import { Failure } from "../domain/errors.js";
import type { Db } from "../store/database.js";
import { databaseReadiness, fileStoreReadiness } from "./storage-answers.js";
import { requireRole, requireScopes, type CallerRoute } from "./auth.js";
import { docsRoutes, openApiOptions } from "./docs.js";
import { registerJsonParser } from "./json-body.js";
import { nullsAsAbsent } from "./absent-nulls.js";
import { metricsRoutes } from "./metrics.js";
import { clientErrorHandler, noteEarlyAnswer, registerErrorHandling } from "./errors.js";
import { requestLimiter } from "../services/rate-limits.js";
import { rateLimit } from "./rate-limit.js";
import { adminRoutes } from "./routes/admin.js";
import { adminReadRoutes } from "./routes/admin-reads.js";
import { operatorRoutes } from "./routes/operators.js";
import { adminDeskRoutes } from "./routes/admin-desk.js";
import { adminMoneyRoutes, callerMoneyRoutes } from "./routes/money.js";
import { adminReturnsRoutes } from "./routes/returns.js";
import { adminStockRoutes, inventoryRoutes } from "./routes/stock.js";
import { adminReceivingRoutes, receivingRoutes } from "./routes/receiving.js";
import { healthRoutes } from "./routes/health.js";
import { sampleRoutes } from "./routes/samples.js";
import { orderRoutes } from "./routes/orders.js";
import { productRoutes } from "./routes/products.js";
import { sandboxRoutes } from "./routes/sandbox.js";
import { storeRoutes } from "./routes/stores.js";
import { adminBillingRoutes, billingRoutes } from "./routes/billing.js";
import { adminInvoiceRoutes, invoiceRoutes } from "./routes/invoices.js";
import { tokenRoutes } from "./routes/token.js";
import { webhookRoutes } from "./routes/webhooks.js";
import { fileRoutes } from "./routes/files.js";
import { packingSlipRoutes } from "./routes/packing-slips.js";
import { consoleRoutes } from "./routes/console.js";
import { bulkRoutes } from "./routes/bulk.js";
import { openFileStore } from "../files/open.js";

export interface AppOptions {
  config: Pick<Config, "adminToken" | "bodyLimit" | "requestTimeoutMs" | "rateLimitPerMinute" | "maxItemsPerOrder" | "fetchAllowHosts" | "logLevel" | "filesDir" | "filesS3" | "filesRedirect" | "filesPresignSeconds" | "metricsToken" | "packingSlipSize" | "shipFromCountry" | "shipFromEori" | "companyName" | "companyAddress" | "companyCountry" | "companyTaxId" | "sandboxAdvanceSeconds" | "sandboxFilesWaitSeconds" | "draftTtlDays" | "webhookTimeoutMs" | "publicUrl">;
  db: Db;
  now?: () => Date;
  /** The rate limit's clock (ms): the wall clock unless a test holds a window still. */
  rateLimitNow?: () => number;
  logger?: FastifyServerOptions["logger"];
}

declare module "fastify" {
  interface FastifyInstance {
    /** Every route of the caller surface with the scope it declares (the scope tests enumerate them). */
    callerRoutes: readonly CallerRoute[];
  }
}

const REQUEST_ID = /^[A-Za-z0-9._:-]{1,64}$/;

export async function buildApp(options: AppOptions): Promise<FastifyInstance> {
  const { config, db } = options;
  const ctx: ServiceContext = serviceContext(db, config, options.now);
  const store = openFileStore({ dir: config.filesDir, ...(config.filesS3 ? { s3: config.filesS3 } : {}) });
  let closing = false;
  // One limiter for both surfaces: operator and account tokens have ids of their own.
  const limiter = config.rateLimitPerMinute > 0 ? requestLimiter(db, config.rateLimitPerMinute) : undefined;
  // The wall clock, not the service's: tests freeze that one, which would keep every token in one window for ever.
  const nowMs = options.rateLimitNow ?? Date.now;

  const app = Fastify({
    logger: options.logger ?? { level: config.logLevel },
    bodyLimit: config.bodyLimit,
    // A client that stops sending half-way must not hold its connection: Node checks open requests every
    // connectionsCheckingInterval and answers a late one through clientErrorHandler (408, connection closed).
    // The limits must be given to the server's constructor too: set afterwards (as Fastify does with its own
    // option), a request whose headers have arrived never expires on Node 20.
    requestTimeout: config.requestTimeoutMs,
    http: {
      requestTimeout: config.requestTimeoutMs,
      headersTimeout: Math.min(60_000, config.requestTimeoutMs),
      connectionsCheckingInterval: Math.min(1_000, config.requestTimeoutMs),
    },
    clientErrorHandler,
    genReqId: (req) => {
      const sent = req.headers["x-request-id"];
      return typeof sent === "string" && REQUEST_ID.test(sent) ? sent : randomUUID();
    },
    // Requests arriving while shutting down get the envelope from the hook below, not Fastify's own body.
    return503OnClosing: false,
    ajv: { customOptions: AJV_OPTIONS },
  }).withTypeProvider<TypeBoxTypeProvider>();

  // Only JSON bodies: Fastify would otherwise also accept text/plain and pass a string to validation.
  app.removeContentTypeParser("text/plain");
  registerJsonParser(app);
  // Before any route: the step is added to each route as it is registered.
  nullsAsAbsent(app);
  app.decorateRequest("principal", null);
  app.addHook("onRequest", async (request, reply) => {
    reply.header("X-Request-Id", request.id);
    noteEarlyAnswer(request, false);
    if (closing) {
      reply.header("Connection", "close");
      throw Failure.of("unavailable", "the service is shutting down; retry on another instance or shortly");
    }
  });
  // A request admitted before the close began is answered normally, but its connection must not stay open
  // for another request: the close waits for every open connection (up to the keep-alive timeout).
  app.addHook("onSend", async (request, reply) => {
    if (closing) reply.header("Connection", "close");
    noteEarlyAnswer(request, true);
  });
  // A response already streaming when the close began (a file download) sent its headers without that Connection:
  // close, and the close looks for idle connections only once, when it starts: without this, the connection, idle
  // once the last byte is out, would hold the close for the keep-alive timeout (72 s).
  app.addHook("onResponse", (_request, _reply, done) => {
    if (closing) app.server.closeIdleConnections();
    done();
  });
  app.addHook("preClose", (done) => {
    closing = true;
    done();
  });
  registerErrorHandling(app, ctx);
  // Before the surfaces are registered: their scopes inherit the hooks that exist when they are created.
  metricsRoutes(app, ctx, config.metricsToken);

  await app.register(swagger, openApiOptions(config.publicUrl));

  const callerRoutes: CallerRoute[] = [];
  app.decorate("callerRoutes", callerRoutes);
  await app.register((caller, _options, done) => {
    requireRole(caller, ctx, "account", config.adminToken);
    requireScopes(caller, callerRoutes);
    rateLimit(caller, limiter, nowMs);
    tokenRoutes(caller, ctx);
    orderRoutes(caller, ctx);
    productRoutes(caller, ctx);
    sandboxRoutes(caller, ctx);
    callerMoneyRoutes(caller, ctx);
    inventoryRoutes(caller, ctx);
    receivingRoutes(caller, ctx);
    webhookRoutes(caller, ctx, config, "caller");
    storeRoutes(caller, ctx, "caller");
    billingRoutes(caller, ctx);
    invoiceRoutes(caller, ctx);
    fileRoutes(caller, ctx, store, "caller", config);
    done();
  });
  await app.register((operator, _options, done) => {
    requireRole(operator, ctx, "operator", config.adminToken);
    rateLimit(operator, limiter, nowMs);
    adminRoutes(operator, ctx);
    adminReadRoutes(operator, ctx);
    operatorRoutes(operator, ctx);
    adminDeskRoutes(operator, ctx);
    adminMoneyRoutes(operator, ctx);
    adminStockRoutes(operator, ctx);
    adminReceivingRoutes(operator, ctx);
    adminReturnsRoutes(operator, ctx);
    webhookRoutes(operator, ctx, config, "operator");
    storeRoutes(operator, ctx, "operator");
    adminBillingRoutes(operator, ctx);
    adminInvoiceRoutes(operator, ctx);
    fileRoutes(operator, ctx, store, "operator", config);
    packingSlipRoutes(operator, ctx, { ...config, files: store });
    bulkRoutes(operator, ctx, config.bodyLimit);
    done();
  });
  consoleRoutes(app, ctx, config.adminToken, undefined, { shipFromCountry: config.shipFromCountry });
  healthRoutes(app, async () => (await databaseReadiness(db)) ?? (await fileStoreReadiness(store)), () => closing);
  app.addHook("onClose", (_instance, done) => {
    store.close();
    done();
  });
  sampleRoutes(app);
  await docsRoutes(app, config.publicUrl);
  await app.ready();
  return app;
}
