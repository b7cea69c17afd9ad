// The published API description: OpenAPI 3.1 generated from the validating schemas and completed per operation
// (operationId, token, every status with its envelope and headers, recorded examples), published as the callers'
// document (/docs) and the operator's (/docs/operator), each rendered by Scalar; the guides; health probes.
import { spawnSync } from "node:child_process";
import { createHash } from "node:crypto";
import { writeFileSync } from "node:fs";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ERROR_CODES } from "../../src/domain/errors.js";
import { operationIdFor } from "../../src/http/operation.js";
import { OPERATION_FAILURES } from "../../src/http/reference.js";
import { seedAccount, seedCatalog, standardOrder } from "../helpers/fixtures.js";
import { ADMIN_TOKEN, startTestServer, type TestServer } from "../helpers/server.js";

let server: TestServer;
/* eslint-disable @typescript-eslint/no-explicit-any -- the documents are read as served, arbitrary JSON */
let callers: any;
let operator: any;
/** Both documents' paths and components together, for checks that hold for every operation whichever its document. */
let document: any;
let accountToken: string;
beforeAll(async () => {
  server = await startTestServer();
  callers = (await server.request("/docs/openapi.json", { method: "GET" })).body;
  operator = (await server.request("/docs/operator/openapi.json", { method: "GET" })).body;
  document = {
    paths: { ...callers.paths, ...operator.paths },
    components: { schemas: { ...callers.components.schemas, ...operator.components.schemas }, responses: { ...callers.components.responses, ...operator.components.responses } },
  };
  accountToken = (await seedAccount(server, { name: "Docs", connected_stores: true }, false)).token;
});
afterAll(() => server.close());

/** Every operation of `from` (both documents unless given) as [method, path, operation]. */
function operations(from: any = document): [string, string, any][] {
  return Object.entries(from.paths as Record<string, Record<string, unknown>>).flatMap(([path, methods]) =>
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
    expect(callers.openapi).toBe("3.1.0");
    expect(operator.openapi).toBe("3.1.0");
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
    expect(callers.servers).toEqual([expect.objectContaining({ url: "/" }), expect.objectContaining({ url: "http://127.0.0.1:8080" })]);
    expect(operator.servers).toEqual(callers.servers);
  });

  it("splits the operations: the callers' document every /v1 one but /v1/admin/*, the operator's those, together all of them", () => {
    const callerPaths = Object.keys(callers.paths);
    const operatorPaths = Object.keys(operator.paths);
    expect(callerPaths.length).toBeGreaterThan(10);
    expect(operatorPaths.length).toBeGreaterThan(25);
    expect(callerPaths.filter((p) => !p.startsWith("/v1/") || p.startsWith("/v1/admin/"))).toEqual([]);
    expect(operatorPaths.filter((p) => !p.startsWith("/v1/admin/"))).toEqual([]);
    // Every route of the app is in one of them (the whole document is what the typed client is generated from).
    const whole = server.app.swagger() as any;
    expect([...callerPaths, ...operatorPaths].sort()).toEqual(Object.keys(whole.paths).sort());
    expect(callers.info.title).toBe("pod-orders API");
    expect(operator.info.title).toBe("pod-orders operator API");
    expect(callers.tags.map((t: any) => t.name).sort()).toEqual(expect.arrayContaining(["Account", "Orders", "Products", "Webhooks"]));
    expect(callers.tags.map((t: any) => t.name)).not.toContain("Operator");
    expect(operator.tags.map((t: any) => t.name).sort()).toEqual(["Operator", "Webhooks"]);
  });

  it("keeps in each document only the components its operations use", () => {
    const refs = (node: unknown): string[] =>
      Array.isArray(node) ? node.flatMap(refs) : node && typeof node === "object" ? Object.entries(node).flatMap(([k, v]) => (k === "$ref" ? [v as string] : refs(v))) : [];
    for (const doc of [callers, operator]) {
      const used = new Set(refs(doc));
      for (const [section, entries] of Object.entries(doc.components as Record<string, object>)) {
        if (section === "securitySchemes") continue;
        for (const name of Object.keys(entries)) expect(used.has(`#/components/${section}/${name}`), `${doc.info.title}: ${section}/${name}`).toBe(true);
      }
      // Every reference resolves inside the document itself.
      for (const ref of used) {
        const [, , section, name] = ref.split("/");
        expect(doc.components[section!]?.[name!], `${doc.info.title}: ${ref}`).toBeDefined();
      }
    }
    // Nothing of the operator's token in the callers' document, nor of the accounts' in the operator's.
    expect(JSON.stringify(callers)).not.toContain("operatorToken");
    expect(JSON.stringify(operator)).not.toContain("accountToken");
  });

  it("names one bearer scheme in each document, and each operation the token its surface needs", () => {
    expect(callers.components.securitySchemes).toEqual({ accountToken: expect.objectContaining({ type: "http", scheme: "bearer" }) });
    expect(operator.components.securitySchemes).toEqual({ operatorToken: expect.objectContaining({ type: "http", scheme: "bearer" }) });
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
        // A streamed file (the CSV export, a batch of packing slips, an invoice's PDF) has no length before it is written: it is sent chunked.
        const streamed = String(success.headers["Content-Type"]?.example).startsWith("text/csv") || path === "/v1/admin/packing-slips" || path.endsWith("/invoices/{invoice_id}.pdf");
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
    expect(order.status.enum).toEqual(["draft", "received", "on_hold", "in_production", "partially_shipped", "shipped", "cancelled"]);
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

  it("declares the response headers: X-Request-Id on every answer, RateLimit-* once the token is accepted, Retry-After on 429 and 503, Idempotent-Replayed on create", () => {
    for (const doc of [callers, operator]) {
      expect(Object.keys(doc.components.headers).sort(), doc.info.title).toEqual(
        expect.arrayContaining(["RateLimitLimit", "RateLimitRemaining", "RateLimitReset", "RequestId", "RetryAfter"]),
      );
      const resolve = (response: any) => (response.$ref ? doc.components.responses[response.$ref.split("/").at(-1)] : response);
      for (const [method, path, operation] of operations(doc)) {
        for (const [status, declared] of Object.entries(operation.responses as Record<string, any>)) {
          const at = `${method} ${path} ${status}`;
          const headers = resolve(declared).headers ?? {};
          expect(headers["X-Request-Id"], at).toEqual({ $ref: "#/components/headers/RequestId" });
          // 401 and the token's own 403s are decided before the count; an operation's own 403 (sandbox_only) after it.
          const limited = status === "403" ? OPERATION_FAILURES[operation.operationId]?.[403] !== undefined : status !== "401";
          for (const name of ["Limit", "Remaining", "Reset"]) {
            expect(headers[`RateLimit-${name}`], at).toEqual(limited ? { $ref: `#/components/headers/RateLimit${name}` } : undefined);
          }
          expect(headers["Retry-After"], at).toEqual(["429", "503"].includes(status) ? { $ref: "#/components/headers/RetryAfter" } : undefined);
          const replay = operation.operationId === "ordersCreate" && status === "200";
          expect(headers["Idempotent-Replayed"], at).toEqual(replay ? { $ref: "#/components/headers/IdempotentReplayed" } : undefined);
        }
      }
    }
    expect(callers.components.headers.IdempotentReplayed.schema).toEqual({ type: "string", enum: ["true"] });
  });

  it("declares the headers the service sends", async () => {
    await seedCatalog(server);
    const acme = await seedAccount(server, { name: "Headers", connected_stores: true, insert_ids: [42] });
    const order = standardOrder();
    const first = await server.post("/v1/orders/create", order, acme.token);
    expect(first.status).toBe(200);
    expect(first.headers.get("x-request-id")).toMatch(/.+/);
    for (const name of ["ratelimit-limit", "ratelimit-remaining", "ratelimit-reset"]) expect(first.headers.get(name), name).toMatch(/^\d+$/);
    expect(first.headers.get("idempotent-replayed")).toBeNull();
    const again = await server.post("/v1/orders/create", order, acme.token);
    expect(again.headers.get("idempotent-replayed")).toBe("true");
    expect(again.body.data.order_ref).toBe(first.body.data.order_ref);
    const invalid = await server.post("/v1/orders/get", { order_ref: 5 }, acme.token);
    expect(invalid.status).toBe(400);
    expect(invalid.headers.get("ratelimit-remaining")).toMatch(/^\d+$/);
    const refused = await server.post("/v1/orders/get", { order_ref: "x" }, "pod_live_unknown");
    expect(refused.status).toBe(401);
    expect(refused.headers.get("x-request-id")).toMatch(/.+/);
    expect(refused.headers.get("ratelimit-limit")).toBeNull();

    // Two a minute: the operator's two seeding requests, then the account token's two before its third is refused.
    const limited = await startTestServer({ RATE_LIMIT_PER_MINUTE: "2" }, { rateLimitNow: () => 0 });
    try {
      const token = (await seedAccount(limited, { name: "Limited" }, false)).token;
      expect((await limited.post("/v1/token", {}, token)).status).toBe(200);
      expect((await limited.post("/v1/token", {}, token)).status).toBe(200);
      const over = await limited.post("/v1/token", {}, token);
      expect(over.status).toBe(429);
      expect(over.headers.get("retry-after")).toMatch(/^\d+$/);
      expect(over.headers.get("ratelimit-remaining")).toBe("0");
    } finally {
      await limited.close();
    }
  });

  it("passes redocly lint with the recommended rules, both documents and the whole one", { timeout: 90_000 }, () => {
    const files = Object.entries({ callers, operator, whole: server.app.swagger() }).map(([name, doc]) => {
      const file = join(server.dir, `${name}.json`);
      writeFileSync(file, JSON.stringify(doc));
      return file;
    });
    const lint = spawnSync(process.execPath, [join(process.cwd(), "node_modules/@redocly/cli/bin/cli.js"), "lint", "--format=stylish", ...files], { encoding: "utf8" });
    expect(lint.status, lint.stdout + lint.stderr).toBe(0);
    expect(lint.stdout + lint.stderr).not.toMatch(/\d+ warnings?/);
  });
});

describe("/docs and /docs/operator", () => {
  it.each(["/docs", "/docs/operator"])("%s renders its document with Scalar, served from the service itself and reaching nothing else", async (prefix) => {
    const res = await server.request(prefix, { method: "GET" });
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toMatch(/text\/html/);
    expect(res.body).toContain("Scalar.createApiReference");
    expect(res.body).toContain("./openapi.json");
    // No address of another host anywhere in the page, and the settings that keep Scalar to itself.
    expect(res.body).not.toMatch(/https?:\/\//);
    const settings = JSON.parse(/createApiReference\('#app', ([\s\S]*?)\)\s*<\/script>/.exec(res.body)![1]!);
    expect(settings).toMatchObject({ withDefaultFonts: false, telemetry: false, agent: { disabled: true }, showDeveloperTools: "never", hideClientButton: true });
    expect(settings.proxyUrl).toBeUndefined();
    expect(settings.proxy).toBeUndefined();
    // The policy lets the page load and send to this service only, and run only Scalar's bundle and its start-up line.
    const csp = res.headers.get("content-security-policy")!;
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain("connect-src 'self';");
    expect(csp).not.toContain("unsafe-eval");
    const inline = /<script type="text\/javascript">([\s\S]*?)<\/script>/.exec(res.body)![1]!;
    expect(csp).toContain(`'sha256-${createHash("sha256").update(inline).digest("base64")}'`);
    const script = await fetch(`${server.url}${prefix}/js/scalar.js`);
    expect(script.status).toBe(200);
    expect((await script.arrayBuffer()).byteLength).toBeGreaterThan(100_000);
  });

  it("links the guides from each document's introduction and tags, and every link lands on a page and its heading", async () => {
    const links = (doc: any) =>
      [doc.info.description, ...doc.tags.map((t: any) => t.description)].flatMap((text: string) => [...text.matchAll(/\]\((\/docs\/guides\/[^)]+)\)/g)].map((m) => m[1]!));
    const callerLinks = links(callers);
    expect(callerLinks).toEqual(expect.arrayContaining(["/docs/guides/getting-started", "/docs/guides/idempotency", "/docs/guides/errors", "/docs/guides/sandbox", "/docs/guides/receiving-webhooks"]));
    expect(links(operator).length).toBeGreaterThan(3);
    for (const tag of callers.tags) expect(tag.description, tag.name).toMatch(/\]\(\/docs\/guides\//);
    for (const link of new Set([...callerLinks, ...links(operator)])) {
      const [path, anchor] = link.split("#");
      const page = await server.request(path!, { method: "GET" });
      expect(page.status, link).toBe(200);
      if (anchor) expect(page.body, link).toContain(`id="${anchor}"`);
    }
    // The old link to a file of the repository, which answered 404, is gone.
    expect(JSON.stringify([callers.info, operator.info, callers.tags, operator.tags])).not.toMatch(/\]\([^)]*\.md[#)]/);
  });

  it("names PUBLIC_URL as the server and links the guides with it", async () => {
    const public_ = await startTestServer({ PUBLIC_URL: "https://orders.example-printer.com/" });
    try {
      const doc = (await public_.request("/docs/openapi.json", { method: "GET" })).body;
      expect(doc.servers).toEqual([{ url: "https://orders.example-printer.com", description: expect.any(String) }]);
      expect((await public_.request("/docs/operator/openapi.json", { method: "GET" })).body.servers).toEqual(doc.servers);
      expect(doc.info.description).toContain("](https://orders.example-printer.com/docs/guides/sandbox)");
      const page = await public_.request("/docs/", { method: "GET" });
      expect(page.headers.get("content-security-policy")).toContain("connect-src 'self' https://orders.example-printer.com;");
      const guide = await public_.request("/docs/guides/getting-started", { method: "GET" });
      expect(guide.body).toContain('href="https://orders.example-printer.com/docs/guides/errors#error-codes"');
    } finally {
      await public_.close();
    }
  });

  it("answers health and readiness without a token", async () => {
    expect((await server.request("/healthz", { method: "GET" })).body.status).toBe("success");
    const ready = await server.request("/readyz", { method: "GET" });
    expect(ready.status).toBe(200);
  });
});
