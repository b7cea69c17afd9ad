// The published API description: OpenAPI 3.1 generated from the validating schemas, the HTML reference, health probes.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ERROR_CODES } from "../../src/domain/errors.js";
import { startTestServer, type TestServer } from "../helpers/server.js";

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

describe("docs and probes", () => {
  it("serves OpenAPI 3.1 with every operation and its request schema", async () => {
    const res = await server.request("/docs/openapi.json", { method: "GET" });
    expect(res.status).toBe(200);
    expect(res.body.openapi).toBe("3.1.0");
    const paths = Object.keys(res.body.paths);
    for (const path of ["/v1/orders/create", "/v1/orders/get", "/v1/orders/list", "/v1/products/create", "/v1/admin/accounts/create", "/v1/admin/tokens/revoke", "/v1/admin/catalog/list"]) {
      expect(paths).toContain(path);
    }
    const create = res.body.paths["/v1/orders/create"].post;
    const schema = create.requestBody.content["application/json"].schema;
    expect(schema.required).toEqual(
      expect.arrayContaining(["external_ref", "created_at", "shipping_name", "shipping_phone", "shipping_address_1", "shipping_city", "shipping_zip", "shipping_state", "shipping_country", "items"]),
    );
    expect(schema.additionalProperties).toBe(false);
    expect(create.security).toEqual([{ bearer: [] }]);
    expect(paths).not.toContain("/healthz");
  });

  it("lists the values of every fixed set: statuses, kinds, sources, event types", async () => {
    const res = await server.request("/docs/openapi.json", { method: "GET" });
    const data = (path: string) => res.body.paths[path].post.responses["200"].content["application/json"].schema.properties.data;
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
  });

  it("renders a reference with every operation and every error code", async () => {
    const res = await server.request("/docs", { method: "GET" });
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toMatch(/text\/html/);
    expect(res.body).toContain("/v1/orders/create");
    expect(res.body).toContain("items[].print_areas.&#60;key&#62;.custom_text[].field_name");
    for (const code of Object.keys(ERROR_CODES)) expect(res.body).toContain(`<code>${code}</code>`);
  });

  it("answers health and readiness without a token", async () => {
    expect((await server.request("/healthz", { method: "GET" })).body.status).toBe("success");
    const ready = await server.request("/readyz", { method: "GET" });
    expect(ready.status).toBe(200);
  });
});
