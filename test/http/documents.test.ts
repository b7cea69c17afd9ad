// Cutting the published documents from the whole one: operations by surface, the webhooks section in both, the
// components each uses (followed through references), the tags it names, the whole document left as it was.
import { describe, expect, it } from "vitest";
import { documentFor } from "../../src/http/documents.js";

const ref = (section: string, name: string) => ({ $ref: `#/components/${section}/${name}` });

function whole(): Record<string, unknown> {
  return {
    openapi: "3.1.0",
    info: { title: "pod-orders", version: "1" },
    tags: [{ name: "Orders" }, { name: "Operator" }, { name: "Events" }, { name: "Unused" }],
    paths: {
      "/v1/orders/get": { post: { tags: ["Orders"], security: [{ accountToken: ["orders:read"] }], responses: { 200: { content: { "application/json": { schema: ref("schemas", "Order") } } }, 401: ref("responses", "Unauthorized") } } },
      "/v1/admin/accounts/get": { post: { tags: ["Operator"], security: [{ operatorToken: [] }], responses: { 200: { content: { "application/json": { schema: ref("schemas", "Account") } } } } } },
    },
    webhooks: { "order.created": { post: { tags: ["Events"], requestBody: { content: { "application/json": { schema: ref("schemas", "Event") } } } } } },
    components: {
      securitySchemes: { accountToken: { type: "http", scheme: "bearer" }, operatorToken: { type: "http", scheme: "bearer" } },
      schemas: { Order: { properties: { line: ref("schemas", "Line") } }, Line: { type: "object" }, Account: { type: "object" }, Event: { type: "object" }, Orphan: { type: "object" } },
      responses: { Unauthorized: { description: "no", headers: { "X-Request-Id": ref("headers", "RequestId") } } },
      headers: { RequestId: { schema: { type: "string" } } },
    },
  };
}

describe("documentFor", () => {
  it("gives callers their operations, the webhooks, and only the components and tags they use", () => {
    const source = whole();
    const before = JSON.stringify(source);
    const doc = documentFor(source, "callers", "https://orders.example.com") as any; // eslint-disable-line @typescript-eslint/no-explicit-any -- JSON read back
    expect(Object.keys(doc.paths)).toEqual(["/v1/orders/get"]);
    expect(Object.keys(doc.webhooks)).toEqual(["order.created"]);
    expect(Object.keys(doc.components.schemas).sort()).toEqual(["Event", "Line", "Order"]);
    expect(Object.keys(doc.components.responses)).toEqual(["Unauthorized"]);
    expect(Object.keys(doc.components.headers)).toEqual(["RequestId"]);
    expect(Object.keys(doc.components.securitySchemes)).toEqual(["accountToken"]);
    expect(doc.tags.map((t: { name: string }) => t.name)).toEqual(["Orders", "Events"]);
    expect(doc.tags[0].description).toContain("](https://orders.example.com/docs/guides/idempotency)");
    expect(doc.info.title).toBe("pod-orders API");
    expect(doc.info.description).toContain("## Webhooks: the webhook-signature header");
    expect(JSON.stringify(source)).toBe(before);
  });

  it("gives the operator the /v1/admin operations and what they use", () => {
    const doc = documentFor(whole(), "operator") as any; // eslint-disable-line @typescript-eslint/no-explicit-any -- JSON read back
    expect(Object.keys(doc.paths)).toEqual(["/v1/admin/accounts/get"]);
    expect(Object.keys(doc.components.schemas).sort()).toEqual(["Account", "Event"]);
    expect(doc.components.responses).toBeUndefined();
    expect(Object.keys(doc.components.securitySchemes)).toEqual(["operatorToken"]);
    expect(doc.tags.map((t: { name: string }) => t.name)).toEqual(["Operator", "Events"]);
    expect(doc.info.description).toContain("](/docs/guides/sandbox)");
  });
});
