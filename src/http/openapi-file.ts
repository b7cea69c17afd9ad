// Writes the OpenAPI document of the built app to a file (`npm run lint:openapi` lints it): the app on a throw-away
// in-memory database, never listening.
import { writeFileSync } from "node:fs";
import { loadConfig } from "../config.js";
import { migrate, openDatabase } from "../store/database.js";
import { buildApp } from "./app.js";

const target = process.argv[2];
if (!target) {
  process.stderr.write("usage: node dist/http/openapi-file.js <file.json>\n");
  process.exit(2);
}
const config = loadConfig({ DATABASE_URL: "sqlite::memory:", LOG_LEVEL: "silent" });
const database = openDatabase(config.databaseUrl, 1);
await migrate(database.db);
const app = await buildApp({ config, db: database.db, logger: false });
writeFileSync(target, `${JSON.stringify(app.swagger(), null, 2)}\n`);
await app.close();
await database.close();
