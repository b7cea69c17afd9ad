// Every HTTP status of docs/caller-guide.md#http-statuses through real HTTP: the envelope, the code, and the headers that go with it.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { seedAccount, seedCatalog, type SeededAccount, standardOrder, startSeededServer } from "../helpers/fixtures.js";
import { ADMIN_TOKEN, startTestServer, type TestServer } from "../helpers/server.js";

let server: TestServer;
let acme: SeededAccount;

beforeAll(async () => ({ server, acme } = await startSeededServer()));
afterAll(() => server.close());

function expectError(res: { status: number; body: any }, status: number, code: string) { // eslint-disable-line @typescript-eslint/no-explicit-any
  expect(res.status).toBe(status);
  expect(res.body).toMatchObject({ status: "error", message: expect.any(String), data: { errors: [expect.objectContaining({ code })] } });
}

describe("401 unauthorized", () => {
  it.each([
    ["no header", undefined],
    ["unknown token", "pod_not-a-real-token"],
  ])("%s", async (_name, token) => {
    const res = await server.post("/v1/orders/create", standardOrder(), token);
    expectError(res, 401, "unauthorized");
    expect(res.headers.get("www-authenticate")).toMatch(/^Bearer/);
    expect(res.headers.get("x-request-id")).toBeTruthy();
  });

  it("a malformed Authorization header", async () => {
    const res = await server.post("/v1/orders/list", {}, undefined, { authorization: "Basic dXNlcjpwYXNz" });
    expectError(res, 401, "unauthorized");
  });

  it("a revoked token, at once", async () => {
    const account = await seedAccount(server, { name: "Revoked", connected_stores: true }, false);
    expect((await server.post("/v1/orders/list", {}, account.token)).status).toBe(200);
    const revoked = await server.post("/v1/admin/tokens/revoke", { token_id: account.tokenId }, ADMIN_TOKEN);
    expect(revoked.body).toMatchObject({ status: "success", data: { token_id: account.tokenId } });
    expectError(await server.post("/v1/orders/list", {}, account.token), 401, "unauthorized");
  });

  it("comes before body checks", async () => {
    const res = await server.post("/v1/orders/create", "{not json", undefined);
    expectError(res, 401, "unauthorized");
  });
});

describe("403 forbidden", () => {
  it("an account token on the operator API", async () => {
    expectError(await server.post("/v1/admin/accounts/list", {}, acme.token), 403, "forbidden");
  });
  it("the operator token on the caller API", async () => {
    expectError(await server.post("/v1/orders/list", {}, ADMIN_TOKEN), 403, "forbidden");
  });
});

describe("400 malformed input", () => {
  it("malformed JSON", async () => {
    const res = await server.post("/v1/orders/create", '{"external_ref": ', acme.token);
    expectError(res, 400, "malformed_json");
    expect(res.body.data.errors[0].path).toBe("");
  });
  it("prototype pollution attempts", async () => {
    const res = await server.post("/v1/orders/create", '{"__proto__": {"x": 1}}', acme.token);
    expectError(res, 400, "malformed_json");
  });
});

describe("404", () => {
  it("an unknown route", async () => {
    expectError(await server.post("/v1/orders/nope", {}, acme.token), 404, "not_found");
  });
  it("an unknown order", async () => {
    const res = await server.post("/v1/orders/get", { order_ref: "ord_nope" }, acme.token);
    expectError(res, 404, "order_not_found");
    expect(res.body.data.errors[0].path).toBe("order_ref");
  });
});

describe("409 conflict", () => {
  it("same external_ref, different body", async () => {
    const body = standardOrder();
    await server.post("/v1/orders/create", body, acme.token);
    const res = await server.post("/v1/orders/create", { ...body, order_note: "changed" }, acme.token);
    expectError(res, 409, "external_ref_conflict");
    expect(res.body.data.order_ref).toMatch(/^ord_/);
  });
});

describe("413 body too large", () => {
  let small: TestServer;
  beforeAll(async () => {
    small = await startTestServer({ BODY_LIMIT: "2048" });
    await seedCatalog(small);
  });
  afterAll(() => small.close());

  it("refuses a body over BODY_LIMIT", async () => {
    const account = await seedAccount(small);
    const res = await small.post("/v1/orders/create", standardOrder({ order_note: "x".repeat(3000) }), account.token);
    expectError(res, 413, "body_too_large");
    const rows = await small.database.db.selectFrom("orders").selectAll().execute();
    expect(rows).toHaveLength(0);
  });
});

describe("415 unsupported media type", () => {
  it("a body that is not application/json", async () => {
    const res = await server.request("/v1/orders/create", {
      method: "POST",
      headers: { authorization: `Bearer ${acme.token}`, "content-type": "text/plain" },
      body: JSON.stringify(standardOrder()),
    });
    expectError(res, 415, "unsupported_media_type");
  });
  it("a body without Content-Type", async () => {
    const res = await server.request("/v1/orders/create", {
      method: "POST",
      headers: { authorization: `Bearer ${acme.token}` },
      body: new Blob([JSON.stringify(standardOrder())]),
    });
    expectError(res, 415, "unsupported_media_type");
  });
});

describe("429 rate limited", () => {
  let limited: TestServer;
  beforeAll(async () => {
    limited = await startTestServer({ RATE_LIMIT_PER_MINUTE: "4" });
  });
  afterAll(() => limited.close());

  it("counts per token and tells when to retry", async () => {
    const a = await seedAccount(limited, { name: "A", connected_stores: true }, false);
    const b = await seedAccount(limited, { name: "B", connected_stores: true }, false);
    const replies = [];
    for (let i = 0; i < 5; i++) replies.push(await limited.post("/v1/orders/list", {}, a.token));
    expect(replies.map((r) => r.status)).toEqual([200, 200, 200, 200, 429]);
    expect(replies[0]!.headers.get("ratelimit-limit")).toBe("4");
    expect(replies[0]!.headers.get("ratelimit-remaining")).toBe("3");
    const refused = replies[4]!;
    expectError(refused, 429, "rate_limited");
    expect(Number(refused.headers.get("retry-after"))).toBeGreaterThan(0);
    expect(Number(refused.headers.get("retry-after"))).toBeLessThanOrEqual(60);
    expect(refused.headers.get("ratelimit-remaining")).toBe("0");
    expect((await limited.post("/v1/orders/list", {}, b.token)).status).toBe(200);
  });

  it("is off with RATE_LIMIT_PER_MINUTE=0", async () => {
    const open = await startTestServer({ RATE_LIMIT_PER_MINUTE: "0" });
    try {
      const account = await seedAccount(open, { name: "Open", connected_stores: true }, false);
      for (let i = 0; i < 5; i++) {
        const res = await open.post("/v1/orders/list", {}, account.token);
        expect(res.status).toBe(200);
        expect(res.headers.get("ratelimit-limit")).toBeNull();
      }
    } finally {
      await open.close();
    }
  });
});

describe("500 unexpected fault", () => {
  it("answers the envelope with a request id and no internals", async () => {
    const broken = await startTestServer();
    const account = await seedAccount(broken, { name: "Broken", connected_stores: true }, false);
    // Break the database under the running server: every query now fails.
    await broken.database.db.schema.alterTable("orders").renameTo("orders_gone").execute();
    const res = await broken.post("/v1/orders/list", {}, account.token, { "x-request-id": "trace-123" });
    expectError(res, 500, "internal_error");
    expect(res.body.data.request_id).toBe("trace-123");
    expect(res.headers.get("x-request-id")).toBe("trace-123");
    expect(JSON.stringify(res.body)).not.toMatch(/sqlite|select|orders|stack|\.ts:/i);
    await broken.close();
  });
});

describe("every response carries X-Request-Id", () => {
  it("makes one up when none is sent, keeps a sane one sent", async () => {
    const made = await server.post("/v1/orders/list", {}, acme.token);
    expect(made.headers.get("x-request-id")).toMatch(/^[0-9a-f-]{36}$/);
    const kept = await server.post("/v1/orders/list", {}, acme.token, { "x-request-id": "abc.123" });
    expect(kept.headers.get("x-request-id")).toBe("abc.123");
    const replaced = await server.post("/v1/orders/list", {}, acme.token, { "x-request-id": "bad id with spaces" });
    expect(replaced.headers.get("x-request-id")).not.toBe("bad id with spaces");
  });
});
