// Property-based fuzzing of create-order through real HTTP: arbitrary mutations of valid bodies of each item kind never
// produce a 5xx, always produce the envelope, every 400 names a path and a known code, and a refusal writes nothing.
// Some mutations put a value nested deeply (up to 10,000 levels of arrays or objects) anywhere in the body.
// `npm test` runs it for a few seconds; `npm run fuzz` runs 10,000 bodies (FUZZ_RUNS). FUZZ_SEED replays a failure.
import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ERROR_CODES } from "../../src/domain/errors.js";
import { customTextOrder, printFileOrder, type SeededAccount, standardOrder, startSeededServer } from "../helpers/fixtures.js";
import type { TestServer } from "../helpers/server.js";

const RUNS = Number(process.env.FUZZ_RUNS ?? 0);
const SEED = process.env.FUZZ_SEED === undefined ? Date.now() ^ (Math.random() * 0x7fffffff) : Number(process.env.FUZZ_SEED);
/** In `npm test` the property runs for this long at most (then stops, passing, with the bodies it tried). */
const TIME_LIMIT_MS = 4_000;

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };
type Path = (string | number)[];

const VALID: Record<string, () => Json> = { standard: standardOrder, custom_text: customTextOrder, print_files: printFileOrder };

/** Every path inside `value` (the root excluded): where a mutation may strike. */
function pathsOf(value: Json, prefix: Path = []): Path[] {
  if (value === null || typeof value !== "object") return [];
  const entries: [string | number, Json][] = Array.isArray(value) ? value.map((v, i) => [i, v]) : Object.entries(value);
  return entries.flatMap(([key, child]) => [[...prefix, key], ...pathsOf(child, [...prefix, key])]);
}

function parentOf(root: Json, path: Path): { parent: Record<string | number, Json>; key: string | number } {
  let node = root as Record<string | number, Json>;
  for (const key of path.slice(0, -1)) node = node[key] as Record<string | number, Json>;
  return { parent: node, key: path[path.length - 1]! };
}

const mutation = fc.oneof(
  fc.record({ op: fc.constant("delete" as const), at: fc.nat() }),
  fc.record({ op: fc.constant("replace" as const), at: fc.nat(), value: fc.jsonValue({ maxDepth: 2 }) as fc.Arbitrary<Json> }),
  fc.record({ op: fc.constant("text" as const), at: fc.nat(), value: fc.oneof(fc.string({ unit: "binary", maxLength: 300 }), fc.string({ maxLength: 5 }), fc.constantFrom("", " ", "0", "-1", "1e309", "null", "__proto__", "\u0000", "\u202e", "x".repeat(5000))) }),
  fc.record({ op: fc.constant("number" as const), at: fc.nat(), value: fc.oneof(fc.integer(), fc.double(), fc.constantFrom(0, -1, 1001, 2 ** 53, 1e308, -0)) }),
  fc.record({ op: fc.constant("add" as const), at: fc.nat(), key: fc.oneof(fc.string({ maxLength: 30 }), fc.constantFrom("__proto__", "constructor", "prototype", "k".repeat(10_000))), value: fc.jsonValue({ maxDepth: 1 }) as fc.Arbitrary<Json> }),
  fc.record({ op: fc.constant("duplicate" as const), at: fc.nat() }),
  // Around the depth limit (32 levels) and far past it: the body is written as text, as nothing here may recurse that deep.
  fc.record({ op: fc.constant("deep" as const), at: fc.nat(), kind: fc.constantFrom("array", "object"), levels: fc.oneof(fc.integer({ min: 1, max: 40 }), fc.integer({ min: 41, max: 5_000 }), fc.constant(10_000)) }),
);

/** A deep value stands in the body as this text until the body is written; then it becomes the nesting itself. */
const DEEP_MARK = /"__deep_(array|object)_(\d+)__"/g;

function deepText(kind: string, levels: number): string {
  return kind === "array" ? "[".repeat(levels) + "0" + "]".repeat(levels) : '{"a":'.repeat(levels) + "0" + "}".repeat(levels);
}

type Mutation = typeof mutation extends fc.Arbitrary<infer M> ? M : never;

/** Applies `m` to `body` (in place); the target is chosen among the paths the body has at that moment. */
function apply(body: Json, m: Mutation): void {
  const paths = pathsOf(body);
  if (paths.length === 0) return;
  const path = paths[m.at % paths.length]!;
  const { parent, key } = parentOf(body, path);
  switch (m.op) {
    case "delete":
      if (Array.isArray(parent)) parent.splice(key as number, 1);
      else delete parent[key];
      return;
    case "replace":
    case "text":
    case "number":
      parent[key] = m.value;
      return;
    case "add": {
      const target = parent[key];
      const into = target !== null && typeof target === "object" && !Array.isArray(target) ? target : parent;
      if (!Array.isArray(into)) Object.defineProperty(into, m.key, { value: m.value, enumerable: true, writable: true, configurable: true });
      return;
    }
    case "duplicate":
      if (Array.isArray(parent)) parent.push(structuredClone(parent[key as number]));
      return;
    case "deep":
      parent[key] = `__deep_${m.kind}_${m.levels}__`;
      return;
  }
}

/** Sometimes the text itself is broken: cut short, or a byte put in. */
const damage = fc.option(fc.record({ at: fc.nat(), byte: fc.integer({ min: 0, max: 255 }), cut: fc.boolean() }), { freq: 6 });

let server: TestServer;
let acme: SeededAccount;
beforeAll(async () => ({ server, acme } = await startSeededServer()));
afterAll(() => server.close());

describe("create-order under arbitrary mutations", () => {
  it(
    "never answers 5xx, always the envelope; every 400 names a path and a known code; a refusal writes nothing",
    async () => {
      let tried = 0;
      const property = fc.asyncProperty(fc.constantFrom(...Object.keys(VALID)), fc.array(mutation, { minLength: 1, maxLength: 4 }), damage, async (kind, mutations, broken) => {
        tried++;
        const body = VALID[kind]!();
        const externalRef = (body as { external_ref: string }).external_ref;
        for (const m of mutations) apply(body, m);
        let bytes = Buffer.from(
          JSON.stringify(body).replace(DEEP_MARK, (_mark, deepKind: string, levels: string) => deepText(deepKind, Number(levels))),
          "utf8",
        );
        if (broken) {
          const at = broken.at % (bytes.length + 1);
          bytes = broken.cut ? bytes.subarray(0, at) : Buffer.concat([bytes.subarray(0, at), Buffer.from([broken.byte]), bytes.subarray(at)]);
        }
        const res = await server.request("/v1/orders/create", {
          method: "POST",
          headers: { "content-type": "application/json", authorization: `Bearer ${acme.token}` },
          body: bytes,
        });
        const context = `HTTP ${res.status}: ${JSON.stringify(res.body).slice(0, 500)}`;
        expect(res.status, context).toBeLessThan(500);
        expect(res.body, context).toMatchObject({ status: expect.stringMatching(/^(success|error)$/), message: expect.any(String), data: expect.any(Object) });
        if (res.status === 200) {
          expect(res.body.status, context).toBe("success");
          expect(res.body.data.order_ref, context).toMatch(/^ord_/);
          return;
        }
        expect(res.body.status, context).toBe("error");
        expect(res.body.data.errors.length, context).toBeGreaterThan(0);
        for (const error of res.body.data.errors as { path: unknown; code: string; message: unknown }[]) {
          expect(Object.keys(ERROR_CODES), context).toContain(error.code);
          expect(typeof error.path, context).toBe("string");
          expect(typeof error.message, context).toBe("string");
          expect((error.path as string).length, context).toBeLessThanOrEqual(210);
          // A body that parsed as an object is refused field by field: every error says where.
          if (res.status === 400 && error.code !== "malformed_json") expect(error.path, context).not.toBe("");
        }
        if (res.status === 400) {
          const written = await server.database.db.selectFrom("orders").select("order_ref").where("external_ref", "=", externalRef).execute();
          expect(written, context).toHaveLength(0);
        }
      });
      const plugins = RUNS > 0 ? [] : [fc.interruptAfterTimeLimit(TIME_LIMIT_MS)];
      try {
        await fc.assert(property, { seed: SEED, numRuns: RUNS > 0 ? RUNS : 100_000, plugins, endOnFailure: RUNS === 0 });
      } catch (error) {
        console.error(`create-order fuzz failed; replay with FUZZ_SEED=${SEED}`);
        throw error;
      }
      console.log(`create-order fuzz: ${tried} bodies (seed ${SEED})`);
      expect(tried).toBeGreaterThan(RUNS > 0 ? RUNS - 1 : 20);
    },
    RUNS > 0 ? 3_600_000 : 60_000,
  );
});
