// The client's documentation examples compile against the client: its README and the guides' TypeScript that uses it.
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { compile, PACKAGE } from "./compile.js";

/** Names the examples use without defining them, as a reader's own code would have them. */
const GIVEN: Record<string, string> = {
  pod: "declare const pod: __client.PodOrdersClient;",
  order: "declare const order: __client.OrdersCreateBody;",
  order_ref: "declare const order_ref: string;",
  item_ref: "declare const item_ref: string;",
};

function examples(markdown: string): string[] {
  return [...markdown.matchAll(/```ts\n([^]*?)```/g)].map((m) => m[1]!).filter((code) => code.includes("@pod-orders/client") || /\bpod\./.test(code));
}

function asModule(code: string): string {
  const given = Object.entries(GIVEN)
    .filter(([name, _]) => new RegExp(`\\b${name}\\b`).test(code) && !new RegExp(`\\b(const|let)\\s+(\\{[^}]*\\b${name}\\b[^}]*\\}|${name}\\b)`).test(code))
    .map(([, declaration]) => declaration);
  return ['import type * as __client from "@pod-orders/client";', ...given, code, "export {};"].join("\n");
}

describe("documentation examples", () => {
  it.each([
    ["packages/client/README.md", join(PACKAGE, "README.md")],
    ["docs/caller-guide.md", join(PACKAGE, "../../docs/caller-guide.md")],
  ])("the TypeScript of %s compiles", (_name, file) => {
    const blocks = examples(readFileSync(file, "utf8"));
    expect(blocks.length).toBeGreaterThan(0);
    expect(compile(Object.fromEntries(blocks.map((code, i) => [`example-${i}.ts`, asModule(code)])))).toEqual([]);
  });

  it("an example with a mistake does not compile (the check above can fail)", () => {
    const wrong = asModule('import { PodOrdersClient } from "@pod-orders/client";\nawait new PodOrdersClient({ baseUrl: "x", token: "t" }).orders.cancelItems({ order_ref: "o" });');
    expect(compile({ "wrong.ts": wrong }).join("\n")).toMatch(/items/);
  });
});
