// The written guides stay complete: every error code and every operation of the OpenAPI document is documented.
import { readFileSync } from "node:fs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ERROR_CODES } from "../src/domain/errors.js";
import { startTestServer, type TestServer } from "./helpers/server.js";

const read = (file: string) => readFileSync(new URL(`../docs/${file}`, import.meta.url), "utf8");
const guides = ["caller-guide.md", "operator-guide.md", "order-lifecycle.md"].map(read).join("\n");

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

/** The paths of both published documents, the callers' and the operator's. */
async function allPaths(): Promise<string[]> {
  const documents = await Promise.all(["/docs/openapi.json", "/docs/operator/openapi.json"].map((path) => server.request(path, { method: "GET" })));
  const paths = documents.flatMap((d) => Object.keys(d.body.paths as object));
  if (paths.length < 40) throw new Error(`only ${paths.length} paths in the documents`);
  return paths;
}

describe("docs", () => {
  it.each(Object.keys(ERROR_CODES))("the caller's guide lists %s", (code) => {
    expect(read("caller-guide.md")).toContain(`| \`${code}\` |`);
  });

  it("every operation appears in a guide", async () => {
    for (const path of await allPaths()) {
      const short = path.replace(/^\/v1\/(admin\/)?/, "");
      expect(guides.includes(path) || guides.includes(short), path).toBe(true);
    }
  });
});

describe("README", () => {
  it("lists every operation in its API table", async () => {
    const rows = readFileSync(new URL("../README.md", import.meta.url), "utf8")
      .split("\n")
      .filter((line) => line.startsWith("| `"));
    for (const path of await allPaths()) {
      // A row names the full path, or a sibling's full path followed by `/last-segment`.
      const parent = path.slice(0, path.lastIndexOf("/"));
      const last = path.slice(path.lastIndexOf("/"));
      const listed = rows.some((row) => row.includes(`\`${path}\``) || row.includes(`${path}\``) || (row.includes(`${parent}/`) && row.includes(`\`${last}\``)));
      expect(listed, path).toBe(true);
    }
  });
});
