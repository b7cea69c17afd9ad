// Writes the OpenAPI documents of the built app to files (`npm run lint:openapi` lints them): the whole one to the
// file named, the callers' and the operator's beside it (openapi.json → openapi.callers.json, openapi.operator.json);
// the app on a throw-away database in a temporary directory, never listening.
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { loadConfig } from "../config.js";
import { migrate, openDatabase } from "../store/database.js";
import { buildApp } from "./app.js";
import { documentFor } from "./documents.js";

const target = process.argv[2];
if (!target) {
  process.stderr.write("usage: node dist/http/openapi-file.js <file.json>\n");
  process.exit(2);
}
// Not sqlite::memory: the store takes the part after "sqlite:" as a file path, and wrote a file named ":memory:"
// into the working directory.
const dir = mkdtempSync(join(tmpdir(), "pod-orders-openapi-"));
const config = loadConfig({ DATABASE_URL: `sqlite:${join(dir, "db.sqlite")}`, FILES_DIR: join(dir, "files"), LOG_LEVEL: "silent" });
const database = openDatabase(config.databaseUrl, 1);
await migrate(database.db);
const app = await buildApp({ config, db: database.db, logger: false });
const whole = app.swagger() as unknown as Record<string, unknown>;
writeFileSync(target, `${JSON.stringify(whole, null, 2)}\n`);
for (const audience of ["callers", "operator"] as const) {
  writeFileSync(target.replace(/(\.json)?$/, `.${audience}.json`), `${JSON.stringify(documentFor(whole, audience), null, 2)}\n`);
}
await app.close();
await database.close();
rmSync(dir, { recursive: true, force: true });
