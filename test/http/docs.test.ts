// The published API description: OpenAPI 3.1 generated from the validating schemas and completed per operation
// (operationId, token, every status with its envelope, recorded examples), rendered by Scalar at /docs; health probes.
import { spawnSync } from "node:child_process";
import { writeFileSync } from "node:fs";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ERROR_CODES } from "../../src/domain/errors.js";
import { operationIdFor } from "../../src/http/operation.js";
import { OPERATION_FAILURES } from "../../src/http/reference.js";
import { seedAccount } from "../helpers/fixtures.js";
import { ADMIN_TOKEN, startTestServer, type TestServer } from "../helpers/server.js";

let server: TestServer;
/* eslint-disable @typescript-eslint/no-explicit-any -- the document is read as served, arbitrary JSON */
let document: any;
let accountToken: string;
beforeAll(async () => {
  server = await startTestServer();
  document = (await server.request("/docs/openapi.json", { method: "GET" })).body;
  accountToken = (await seedAccount(server, { name: "Docs", connected_stores: true }, false)).token;
});
afterAll(() => server.close());

/** Every operation of the document as [method, path, operation]. */
function operations(): [string, string, any][] {
  return Object.entries(document.paths as Record<string, Record<string, unknown>>).flatMap(([path, methods]) =>
    Object.entries(methods).map(([method, operation]) => [method, path, operation] as [string, string, any]),
  );
}

describe("operationIdFor", () => {
  it.each([
    ["/v1/orders/create", "ordersCreate"],
    ["/v1/orders/update-shipping", "ordersUpdateShipping"],
    ["/v1/admin/orders/retry-files", "adminOrdersRetryFiles"],
    ["/v1/admin/orders/{order_ref}/packing-slip", "adminOrdersPackingSlip"],
    ["/v1/admin/orders/:order_ref/packing-slip", "adminOrdersPackingSlip"],
    ["/v1/files/{checksum}", "files"],
    ["/v1/admin/files/{checksum}/thumbnail", "adminFilesThumbnail"],
    ["/v1/admin/webhooks/rotate-secret", "adminWebhooksRotateSecret"],
  ])("%s → %s", (path, id) => {
    expect(operationIdFor(path)).toBe(id);
  });
});

describe("the OpenAPI document", () => {
  it("is OpenAPI 3.1 with every operation and its request schema", () => {
    expect(document.openapi).toBe("3.1.0");
    const paths = Object.keys(document.paths);
    for (const path of ["/v1/orders/create", "/v1/orders/get", "/v1/orders/list", "/v1/products/create", "/v1/admin/accounts/create", "/v1/admin/tokens/revoke", "/v1/admin/catalog/list"]) {
      expect(paths).toContain(path);
    }
    const schema = document.paths["/v1/orders/create"].post.requestBody.content["application/json"].schema;
    expect(schema.required).toEqual(
      expect.arrayContaining(["external_ref", "created_at", "shipping_name", "shipping_phone", "shipping_address_1", "shipping_city", "shipping_zip", "shipping_state", "shipping_country", "items"]),
    );
    expect(schema.additionalProperties).toBe(false);
    expect(paths).not.toContain("/healthz");
    expect(document.servers.length).toBeGreaterThan(0);
  });

  it("names two bearer schemes, and each operation the token its surface needs", () => {
    expect(document.components.securitySchemes).toMatchObject({ accountToken: { type: "http", scheme: "bearer" }, operatorToken: { type: "http", scheme: "bearer" } });
    for (const [method, path, operation] of operations()) {
      // An account operation names the scope it needs (test/http/scopes.test.ts checks each against its route).
      const scope = operation["x-required-scope"];
      const expected = path.startsWith("/v1/admin/") ? [{ operatorToken: [] }] : [{ accountToken: scope === "any_token" ? [] : [scope] }];
      if (!path.startsWith("/v1/admin/")) expect(scope, `${method} ${path}`).toEqual(expect.any(String));
      expect(operation.security, `${method} ${path}`).toEqual(expected);
    }
  });

  it("says the truth about tokens: the other kind gets 403, none gets 401", async () => {
    for (const [method, path, operation] of operations()) {
      const url = path.replace(/\{[^}]+\}/g, "x");
      const needsOperator = "operatorToken" in operation.security[0];
      const send = (token?: string) =>
        server.request(url, {
          method: method.toUpperCase(),
          headers: { ...(token ? { authorization: `Bearer ${token}` } : {}), ...(method === "post" ? { "content-type": "application/json" } : {}) },
          ...(method === "post" ? { body: "{}" } : {}),
        });
      expect((await send()).status, `${method} ${path} without a token`).toBe(401);
      const other = await send(needsOperator ? accountToken : ADMIN_TOKEN);
      expect(other.status, `${method} ${path} with the other token`).toBe(403);
      expect(other.body.data.errors[0].code).toBe("forbidden");
    }
  });

  it("gives each operation its operationId, request and response examples, and every status it answers", () => {
    const ids = new Set<string>();
    for (const [method, path, operation] of operations()) {
      const at = `${method} ${path}`;
      expect(operation.operationId, at).toBe(operationIdFor(path));
      ids.add(operation.operationId);
      const body = operation.requestBody?.content?.["application/json"];
      if (body) expect(Object.keys(body.examples ?? {}).length, `${at}: request examples`).toBeGreaterThan(0);
      for (const parameter of operation.parameters ?? []) expect(parameter.example, `${at}: ${parameter.name} example`).toBeDefined();
      expect(body !== undefined || (operation.parameters ?? []).length > 0, `${at}: a request to show`).toBe(true);

      const success = operation.responses["200"];
      const json = success.content["application/json"];
      if (json) {
        expect(json.schema, at).toBeDefined();
        expect(Object.keys(json.examples ?? {}).length, `${at}: response examples`).toBeGreaterThan(0);
      } else {
        // A file: its media type, and the headers it comes with as recorded.
        expect(Object.values(success.content as Record<string, { schema: unknown }>)[0]!.schema, at).toEqual({ type: "string", format: "binary" });
        expect(success.headers["Content-Type"]?.example, `${at}: Content-Type example`).toBeDefined();
        // A streamed file (the CSV export) has no length before it is written: it is sent chunked.
        const streamed = String(success.headers["Content-Type"]?.example).startsWith("text/csv");
        if (!streamed) expect(success.headers["Content-Length"]?.example, `${at}: Content-Length example`).toBeDefined();
        else expect(success.headers["Content-Length"], `${at}: no Content-Length on a stream`).toBeUndefined();
      }
      const statuses = Object.keys(operation.responses);
      for (const common of ["401", "403", "429", "500", "503"]) expect(statuses, at).toContain(common);
      if (body) for (const status of ["400", "413", "415"]) expect(statuses, at).toContain(status);
      for (const status of Object.keys(OPERATION_FAILURES[operation.operationId] ?? {}).filter((s) => s !== "200")) {
        const response = operation.responses[status];
        expect(response.content["application/json"].schema.$ref, `${at} ${status}`).toBe("#/components/schemas/ErrorEnvelope");
        expect(Object.keys(response.content["application/json"].examples ?? {}).length, `${at} ${status}: a recorded example`).toBeGreaterThan(0);
      }
      if (OPERATION_FAILURES[operation.operationId]?.[200]) {
        const refusals = Object.values(json.examples as Record<string, { value: { status: string; data: { errors?: { code: string }[] } } }>).filter((e) => e.value.status === "error");
        expect(new Set(refusals.map((e) => e.value.data.errors![0]!.code)), `${at}: a recorded example of each refusal`).toEqual(new Set(OPERATION_FAILURES[operation.operationId]![200]));
      }
    }
    // The table of failures names real operations only.
    for (const id of Object.keys(OPERATION_FAILURES)) expect(ids, id).toContain(id);
  });

  it("describes the error envelope with every error code, and shared responses with recorded examples", () => {
    expect(document.components.schemas.FieldError.properties.code.enum).toEqual(Object.keys(ERROR_CODES));
    for (const [name, response] of Object.entries(document.components.responses as Record<string, any>)) {
      expect(response.content["application/json"].schema.$ref, name).toBe("#/components/schemas/ErrorEnvelope");
      if (!["InternalError", "Unavailable"].includes(name)) expect(Object.keys(response.content["application/json"].examples ?? {}).length, name).toBeGreaterThan(0);
    }
  });

  it("lists the values of every fixed set: statuses, kinds, sources, event types", () => {
    const data = (path: string) => {
      const schema = document.paths[path].post.responses["200"].content["application/json"].schema;
      return (schema.anyOf?.[0] ?? schema).properties.data;
    };
    const order = data("/v1/orders/get").properties;
    expect(order.status.enum).toEqual(["received", "on_hold", "in_production", "partially_shipped", "shipped", "cancelled"]);
    expect(order.item_kind.enum).toEqual(["standard", "custom_text", "print_files"]);
    expect(order.return_address_source.enum).toEqual(["order", "account", "connected_store"]);
    expect(order.items.items.properties.kind.enum).toEqual(["standard", "custom_text", "print_files"]);
    expect(order.items.items.properties.print_files.additionalProperties.properties.status.enum).toEqual(["pending", "ready", "failed"]);
    expect(data("/v1/orders/cancel-items").properties.status.enum).toContain("cancelled");
    expect(data("/v1/products/get").properties.kind.enum).toEqual(["standard", "custom_text"]);
    const delivery = data("/v1/admin/webhooks/deliveries").properties.deliveries.items.properties;
    expect(delivery.status.enum).toEqual(["pending", "succeeded", "failed"]);
    expect(delivery.event_type.enum).toContain("order.status_changed");
    // The shapes the old page could not show.
    const created = data("/v1/admin/webhooks/create").allOf.flatMap((part: { properties: object }) => Object.keys(part.properties));
    expect(created).toEqual(expect.arrayContaining(["webhook_id", "secret", "url"]));
  });

  it("passes redocly lint with the recommended rules", { timeout: 60_000 }, () => {
    const file = join(server.dir, "openapi.json");
    writeFileSync(file, JSON.stringify(document));
    const lint = spawnSync(process.execPath, [join(process.cwd(), "node_modules/@redocly/cli/bin/cli.js"), "lint", "--format=stylish", file], { encoding: "utf8" });
    expect(lint.status, lint.stdout + lint.stderr).toBe(0);
    expect(lint.stdout + lint.stderr).not.toMatch(/\d+ warnings?/);
  });
});

describe("/docs", () => {
  it("renders the document with Scalar, served from the service itself", async () => {
    const res = await server.request("/docs", { method: "GET" });
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toMatch(/text\/html/);
    expect(res.body).toContain("Scalar.createApiReference");
    expect(res.body).toContain("./openapi.json");
    const script = await fetch(`${server.url}/docs/js/scalar.js`);
    expect(script.status).toBe(200);
    expect((await script.arrayBuffer()).byteLength).toBeGreaterThan(100_000);
  });

  it("answers health and readiness without a token", async () => {
    expect((await server.request("/healthz", { method: "GET" })).body.status).toBe("success");
    const ready = await server.request("/readyz", { method: "GET" });
    expect(ready.status).toBe(200);
  });
});
