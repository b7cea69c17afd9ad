// Generates the client's typed modules from the server itself: its OpenAPI document (every route's TypeBox schemas, the webhooks section's events) and its error schemas.
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { loadConfig } from "../../../src/config.js";
import { ERROR_CODES } from "../../../src/domain/errors.js";
import { buildApp } from "../../../src/http/app.js";
import { FieldErrorSchema } from "../../../src/schemas/common.js";
import { openDatabase } from "../../../src/store/database.js";
import { eventsOf, operationsOf, refResolver, type OpenApiDocument } from "./operations.js";
import { renderOperations, renderPaths, renderTypes } from "./render.js";
import type { JsonSchema } from "./typescript.js";

/** Where the generated modules go, relative to packages/client. */
export const GENERATED_DIR = "src/generated";

/** The server's OpenAPI document, from an app built on a scratch database (nothing listens, nothing is migrated). */
export async function serverDocument(): Promise<OpenApiDocument> {
  const dir = mkdtempSync(join(tmpdir(), "pod-orders-client-"));
  const config = loadConfig({ DATABASE_URL: `sqlite:${join(dir, "scratch.db")}`, LOG_LEVEL: "silent", FILES_DIR: join(dir, "files") });
  const database = openDatabase(config.databaseUrl, 1);
  try {
    const app = await buildApp({ config, db: database.db, logger: false });
    await app.ready();
    const document = app.swagger() as unknown as OpenApiDocument;
    await app.close();
    return document;
  } finally {
    await database.close();
    rmSync(dir, { recursive: true, force: true });
  }
}

/** The generated modules' contents by file name (under GENERATED_DIR). */
export function generatedModules(document: OpenApiDocument): Record<string, string> {
  const inputs = {
    operations: operationsOf(document),
    resolve: refResolver(document),
    events: eventsOf(document),
    fieldErrorSchema: FieldErrorSchema as JsonSchema,
    errorCodes: Object.keys(ERROR_CODES),
  };
  return { "types.ts": renderTypes(inputs), "operations.ts": renderOperations(inputs), "paths.ts": renderPaths(inputs) };
}
