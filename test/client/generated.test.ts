// The client is generated from the server: the committed modules match the current schemas, every operation has a method, new ones arrive by regeneration.
import { readdirSync, readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { join } from "node:path";
import { beforeAll, describe, expect, it } from "vitest";
import { OPERATIONS, PodOrdersClient } from "@pod-orders/client";
import { GENERATED_DIR, generatedModules, serverDocument } from "../../packages/client/scripts/generate.js";
import type { OpenApiDocument } from "../../packages/client/scripts/operations.js";
import { compile as compileFiles, PACKAGE } from "./compile.js";

let document: OpenApiDocument;

/** The compiler's messages for the client's sources with `generated` in place of its generated modules. */
function compile(generated: Record<string, string>): string[] {
  return compileFiles(Object.fromEntries(Object.entries(generated).map(([name, content]) => [`generated/${name}`, content])), { withClientSources: true });
}

beforeAll(async () => {
  document = await serverDocument();
});

describe("generated from the server's schemas", () => {
  it("the committed modules are what the server's current schemas give (else run npm run client:generate)", () => {
    for (const [name, content] of Object.entries(generatedModules(document))) {
      const committed = readFileSync(join(PACKAGE, GENERATED_DIR, name), "utf8");
      expect(committed, `packages/client/${GENERATED_DIR}/${name} is stale: run npm run client:generate`).toBe(content);
    }
  });

  it("every /v1 operation of the server is a method of the client, named after its path", () => {
    const client = new PodOrdersClient({ baseUrl: "http://127.0.0.1:1", token: "t" });
    const served = Object.entries(document.paths)
      .filter(([path]) => path.startsWith("/v1/"))
      .flatMap(([path, methods]) => Object.keys(methods).map((method) => `${method.toUpperCase()} ${path}`));
    expect(Object.values(OPERATIONS).map((o) => `${o.method} ${o.path}`).sort()).toEqual(served.sort());
    expect(typeof client.orders.create).toBe("function");
    expect(typeof client.orders.cancelItems).toBe("function");
    expect(typeof client.admin.orders.retryFiles).toBe("function");
    expect(typeof client.admin.webhooks.rotateSecret).toBe("function");
    expect(typeof client.files.download).toBe("function");
    expect(OPERATIONS.adminOrdersRetryFiles).toEqual({ method: "POST", path: "/v1/admin/orders/retry-files", safeToRepeat: false, refusable: true });
    expect(OPERATIONS.ordersCreate).toMatchObject({ safeToRepeat: true, refusable: false });
    expect(OPERATIONS.ordersCancelItems).toMatchObject({ safeToRepeat: false, refusable: true });
    expect(OPERATIONS.ordersUpdateShipping).toMatchObject({ safeToRepeat: false, refusable: true });
    expect(OPERATIONS.ordersTracking).toMatchObject({ safeToRepeat: true, refusable: false });
  });

  it("an operation and a field added to the server reach the client by regeneration alone, and compile", () => {
    const grown = structuredClone(document);
    const accounts = grown.paths["/v1/admin/accounts/create"]!.post!;
    const body = accounts.requestBody!.content!["application/json"]!.schema!;
    body.properties!.mode = { type: "string", enum: ["live", "test"], description: "Sandbox accounts are test" };
    const envelope = (data: object) => ({ type: "object", required: ["status", "message", "data"], properties: { status: { type: "string", enum: ["success"] }, message: { type: "string" }, data } });
    const refusal = { type: "object", properties: { status: { type: "string", enum: ["error"] }, message: { type: "string" }, data: { type: "object" } } };
    grown.paths["/v1/admin/webhooks/test"] = {
      post: {
        summary: "Send a test event",
        requestBody: { content: { "application/json": { schema: { type: "object", required: ["webhook_id", "type"], additionalProperties: false, properties: { webhook_id: { type: "string" }, type: { type: "string", enum: ["shipment.created"] } } } } } },
        responses: { "200": { content: { "application/json": { schema: envelope({ type: "object", required: ["delivery_id"], properties: { delivery_id: { type: "string" } } }) } } } },
      },
    };
    // A new change whose 200 answer admits status error in the document is refusable without being named anywhere.
    grown.paths["/v1/orders/hold"] = {
      post: {
        summary: "Hold an order",
        requestBody: { content: { "application/json": { schema: { type: "object", required: ["order_ref"], properties: { order_ref: { type: "string" } } } } } },
        responses: { "200": { content: { "application/json": { schema: { anyOf: [envelope({ type: "object", properties: { order_ref: { type: "string" } } }), refusal] } } } } },
      },
    };
    const modules = generatedModules(grown);
    expect(modules["types.ts"]).toMatch(/export type AdminAccountsCreateBody = \{[^]*?mode\?: "live" \| "test";/);
    expect(modules["types.ts"]).toMatch(/export type AdminWebhooksTestBody = \{\n {2}webhook_id: string;\n {2}type: "shipment.created";\n\};/);
    expect(modules["operations.ts"]).toContain('adminWebhooksTest: { method: "POST", path: "/v1/admin/webhooks/test", safeToRepeat: false, refusable: false },');
    expect(modules["operations.ts"]).toContain("test(body: T.AdminWebhooksTestBody, options?: CallOptions): Promise<T.AdminWebhooksTestData>;");
    expect(modules["operations.ts"]).toContain("hold(body: T.OrdersHoldBody, options?: CallOptions): Promise<Result<T.OrdersHoldData>>;");
    expect(compile(modules)).toEqual([]);
  });

  it("the generated modules with an error in them do not compile (the check above can fail)", () => {
    const modules = generatedModules(document);
    const broken = { ...modules, "operations.ts": modules["operations.ts"]!.replace("transport.replayable<T.OrdersCreateData>", "transport.replayable<T.OrdersCreateBody>") };
    expect(compile(broken).join("\n")).toMatch(/OrdersCreateBody/);
  });
});

describe("the package", () => {
  it("resolves from the workspace to its build, whose only runtime dependency is standardwebhooks", () => {
    const entry = createRequire(import.meta.url).resolve("@pod-orders/client");
    expect(entry).toBe(join(PACKAGE, "dist", "index.js"));
    const manifest = JSON.parse(readFileSync(join(PACKAGE, "package.json"), "utf8"));
    expect(manifest.name).toBe("@pod-orders/client");
    expect(Object.keys(manifest.dependencies)).toEqual(["standardwebhooks"]);
    const built = readdirSync(join(PACKAGE, "dist"), { recursive: true, encoding: "utf8" }).filter((f) => f.endsWith(".js"));
    const imported = new Set(built.flatMap((f) => [...readFileSync(join(PACKAGE, "dist", f), "utf8").matchAll(/(?:import|export)[^;]*?from\s+"([^"]+)"/g)].map((m) => m[1]!)));
    expect([...imported].filter((specifier) => !specifier.startsWith("."))).toEqual(["standardwebhooks"]);
  });
});
