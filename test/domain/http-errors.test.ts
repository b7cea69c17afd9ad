// Unit tests of src/http/errors.ts: every kind of failure becomes the error envelope with the right HTTP status, code and path.
import { Type } from "@sinclair/typebox";
import Fastify, { type FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { Failure, fieldError } from "../../src/domain/errors.js";
import { registerErrorHandling } from "../../src/http/errors.js";
import { AJV_OPTIONS } from "../../src/http/validation.js";

let app: FastifyInstance;

const Body = Type.Object(
  { name: Type.String({ minLength: 1, maxLength: 5 }), n: Type.Optional(Type.Integer({ minimum: 1, maximum: 9 })) },
  { additionalProperties: false },
);

function errorWithCode(message: string, code: string): Error {
  return Object.assign(new Error(message), { code });
}

beforeAll(async () => {
  app = Fastify({ logger: false, bodyLimit: 1024, ajv: { customOptions: AJV_OPTIONS } });
  app.removeContentTypeParser("text/plain");
  registerErrorHandling(app);
  app.post("/echo", { schema: { body: Body } }, (request) => ({ status: "success", message: "ok", data: request.body }));
  app.post("/failure", () => Promise.reject(Failure.of("order_not_found", "no such order", "order_ref", { order_ref: "ord_x" })));
  app.post("/invalid", () => Promise.reject(Failure.invalid([fieldError("a", "required", "x"), fieldError("b[0].c", "too_long", "y")])));
  app.post("/unauthorized", () => Promise.reject(Failure.of("unauthorized", "missing token")));
  app.post("/with-headers", () => Promise.reject(new Failure(429, "slow down", [fieldError("", "rate_limited", "slow down")], {}, { "Retry-After": "7" })));
  app.post("/many", () => Promise.reject(Failure.invalid(Array.from({ length: 150 }, (_, i) => fieldError(`items[${i}].sku`, "unknown_sku", "no")))));
  app.post("/busy", () => Promise.reject(errorWithCode("database is locked", "SQLITE_BUSY")));
  app.post("/lock-timeout", () => Promise.reject(errorWithCode("canceling statement due to lock timeout", "55P03")));
  app.post("/pg-terminated", () => Promise.reject(new Error("Connection terminated unexpectedly")));
  app.post("/pg-refused", () => Promise.reject(errorWithCode("connect ECONNREFUSED 127.0.0.1:5432", "ECONNREFUSED")));
  app.post("/pg-starting", () => Promise.reject(errorWithCode("the database system is starting up", "57P03")));
  app.post("/pg-read-only", () => Promise.reject(errorWithCode("cannot execute INSERT in a read-only transaction", "25006")));
  app.post("/pg-disk-full", () => Promise.reject(errorWithCode("could not extend file: No space left on device", "53100")));
  app.post("/pg-serialization", () => Promise.reject(errorWithCode("could not serialize access", "40001")));
  app.post("/sqlite-full", () => Promise.reject(errorWithCode("database or disk is full", "SQLITE_FULL")));
  app.post("/sqlite-read-only", () => Promise.reject(errorWithCode("attempt to write a readonly database", "SQLITE_READONLY")));
  app.post("/sqlite-io", () => Promise.reject(errorWithCode("disk I/O error", "SQLITE_IOERR_WRITE")));
  app.post("/unavailable", () => Promise.reject(Object.assign(new Error("closing"), { statusCode: 503 })));
  app.post("/boom", () => Promise.reject(new Error("SELECT * FROM secrets failed at /srv/app.js:12")));
  await app.ready();
});
afterAll(() => app.close());

async function send(url: string, payload?: string, contentType = "application/json") {
  const res = await app.inject({ method: "POST", url, headers: { "content-type": contentType }, ...(payload === undefined ? {} : { payload }) });
  return { status: res.statusCode, headers: res.headers, body: JSON.parse(res.body) };
}

const pairs = (errors: { path: string; code: string }[]) => errors.map(({ path, code }) => ({ path, code }));

describe("handleError", () => {
  it.each<[string, string, string | undefined, string, number, { path: string; code: string }[]]>([
    ["a Failure keeps its status, path and data", "/failure", "{}", "application/json", 404, [{ path: "order_ref", code: "order_not_found" }]],
    ["a Failure with several errors lists them all", "/invalid", "{}", "application/json", 400, [{ path: "a", code: "required" }, { path: "b[0].c", code: "too_long" }]],
    ["a 401 Failure", "/unauthorized", "{}", "application/json", 401, [{ path: "", code: "unauthorized" }]],
    ["schema: missing field", "/echo", "{}", "application/json", 400, [{ path: "name", code: "required" }]],
    ["schema: unknown field and too long, together", "/echo", '{"name":"abcdef","x":1}', "application/json", 400, [{ path: "x", code: "unknown_field" }, { path: "name", code: "too_long" }]],
    ["schema: wrong type", "/echo", '{"name":"a","n":"2"}', "application/json", 400, [{ path: "n", code: "invalid_type" }]],
    ["schema: out of range", "/echo", '{"name":"a","n":10}', "application/json", 400, [{ path: "n", code: "out_of_range" }]],
    ["schema: empty string means required", "/echo", '{"name":""}', "application/json", 400, [{ path: "name", code: "required" }]],
    ["schema: an array body", "/echo", "[]", "application/json", 400, [{ path: "", code: "invalid_type" }]],
    ["malformed JSON", "/echo", '{"name":', "application/json", 400, [{ path: "", code: "malformed_json" }]],
    ["an empty JSON body", "/echo", "", "application/json", 400, [{ path: "", code: "malformed_json" }]],
    ["a __proto__ key", "/echo", '{"name":"a","__proto__":{"x":1}}', "application/json", 400, [{ path: "", code: "malformed_json" }]],
    ["a constructor.prototype key", "/echo", '{"name":"a","constructor":{"prototype":{"x":1}}}', "application/json", 400, [{ path: "", code: "malformed_json" }]],
    ["text/plain", "/echo", "name=a", "text/plain", 415, [{ path: "", code: "unsupported_media_type" }]],
    ["a form", "/echo", "name=a", "application/x-www-form-urlencoded", 415, [{ path: "", code: "unsupported_media_type" }]],
    ["a body over the limit", "/echo", JSON.stringify({ name: "x".repeat(2000) }), "application/json", 413, [{ path: "", code: "body_too_large" }]],
    ["SQLite busy", "/busy", "{}", "application/json", 503, [{ path: "", code: "unavailable" }]],
    ["PostgreSQL lock timeout", "/lock-timeout", "{}", "application/json", 503, [{ path: "", code: "unavailable" }]],
    ["PostgreSQL connection lost", "/pg-terminated", "{}", "application/json", 503, [{ path: "", code: "database_unavailable" }]],
    ["PostgreSQL refused", "/pg-refused", "{}", "application/json", 503, [{ path: "", code: "database_unavailable" }]],
    ["PostgreSQL starting", "/pg-starting", "{}", "application/json", 503, [{ path: "", code: "database_unavailable" }]],
    ["PostgreSQL read-only", "/pg-read-only", "{}", "application/json", 503, [{ path: "", code: "database_unavailable" }]],
    ["PostgreSQL disk full", "/pg-disk-full", "{}", "application/json", 503, [{ path: "", code: "storage_full" }]],
    ["PostgreSQL serialization failure", "/pg-serialization", "{}", "application/json", 503, [{ path: "", code: "unavailable" }]],
    ["SQLite full", "/sqlite-full", "{}", "application/json", 503, [{ path: "", code: "storage_full" }]],
    ["SQLite read-only", "/sqlite-read-only", "{}", "application/json", 503, [{ path: "", code: "database_unavailable" }]],
    ["SQLite I/O error", "/sqlite-io", "{}", "application/json", 503, [{ path: "", code: "database_unavailable" }]],
    ["a 503 while closing", "/unavailable", "{}", "application/json", 503, [{ path: "", code: "unavailable" }]],
    ["an unexpected fault", "/boom", "{}", "application/json", 500, [{ path: "", code: "internal_error" }]],
    ["an unknown route", "/nope?x=1", "{}", "application/json", 404, [{ path: "", code: "not_found" }]],
  ])("%s", async (_case, url, payload, contentType, status, errors) => {
    const res = await send(url, payload, contentType);
    expect(res.status).toBe(status);
    expect(res.headers["content-type"]).toMatch(/^application\/json/);
    expect(res.body).toMatchObject({ status: "error", message: expect.any(String) });
    expect(pairs(res.body.data.errors)).toEqual(errors);
    for (const error of res.body.data.errors) expect(error.message).toMatch(/\S/);
  });

  it("a Failure's data sits next to errors", async () => {
    const res = await send("/failure", "{}");
    expect(res.body.data).toEqual({ order_ref: "ord_x", errors: [{ path: "order_ref", code: "order_not_found", message: "no such order" }] });
    expect(res.body.message).toBe("no such order");
  });

  it("a 401 carries WWW-Authenticate: Bearer", async () => {
    const res = await send("/unauthorized", "{}");
    expect(res.headers["www-authenticate"]).toMatch(/^Bearer /);
  });

  it("a Failure's headers are sent", async () => {
    const res = await send("/with-headers", "{}");
    expect(res.status).toBe(429);
    expect(res.headers["retry-after"]).toBe("7");
  });

  it("the busy answer asks to retry after 1 second", async () => {
    const res = await send("/busy", "{}");
    expect(res.headers["retry-after"]).toBe("1");
  });

  it.each([
    ["/pg-terminated", "2"],
    ["/pg-starting", "2"],
    ["/pg-read-only", "5"],
    ["/sqlite-full", "5"],
  ])("every database condition answers with a Retry-After (%s: %s s)", async (url, seconds) => {
    const res = await send(url, "{}");
    expect(res.headers["retry-after"]).toBe(seconds);
    expect(JSON.stringify(res.body)).not.toMatch(/5432|SQLITE_|No space/);
  });

  it("lists at most 100 errors and says how many there were", async () => {
    const res = await send("/many", "{}");
    expect(res.status).toBe(400);
    expect(res.body.data.errors).toHaveLength(100);
    expect(res.body.data.errors[99].path).toBe("items[99].sku");
    expect(res.body.message).toMatch(/first 100 of 150 errors/);
  });

  it("an unexpected fault shows a request_id and nothing of the fault", async () => {
    const res = await send("/boom", "{}");
    expect(res.body.data.request_id).toEqual(expect.any(String));
    expect(JSON.stringify(res.body)).not.toMatch(/SELECT|secrets|app\.js/);
  });

  it("the unknown route's message names the path without its query", async () => {
    const res = await send("/nope?x=1", "{}");
    expect(res.body.message).toBe("no operation POST /nope");
  });
});
