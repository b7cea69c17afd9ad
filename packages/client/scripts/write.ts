// `npm run client:generate`: rewrites packages/client/src/generated from the server's current schemas.
import { mkdirSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { GENERATED_DIR, generatedModules, serverDocument } from "./generate.js";

const target = join(dirname(fileURLToPath(import.meta.url)), "..", GENERATED_DIR);
mkdirSync(target, { recursive: true });
for (const [name, content] of Object.entries(generatedModules(await serverDocument()))) {
  writeFileSync(join(target, name), content);
  console.log(`wrote ${join(target, name)}`);
}
